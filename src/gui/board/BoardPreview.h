#pragma once

#include "gui/board/BoardColours.h"
#include "gui/board/BoardPainter.h"

#include <QWidget>

namespace jump61 {

// A small fixed position painted like the real board, to show what the colour and marking
// settings look like before they are applied. Also paints the help page's illustrations.
class BoardPreview : public QWidget
{
    Q_OBJECT

public:
    explicit BoardPreview(QWidget* parent = nullptr);

    void setColours(const BoardColours& colours);
    void setMarks(const BoardMarks& marks);

    // A sample position: both colours, a range of spot counts, a square about to jump.
    static Board samplePosition();
    // Renders a frame to an image of the given size, with the window's background.
    static QImage render(const AnimationFrame& frame, const BoardColours& colours,
                         const BoardMarks& marks, const QSize& size, const QColor& background,
                         qreal pixelRatio);

    QSize sizeHint() const override { return {190, 190}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    BoardColours m_colours;
    BoardMarks m_marks;
    AnimationFrame m_frame;
};

} // namespace jump61
