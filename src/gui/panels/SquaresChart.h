#pragma once

#include "core/Game.h"
#include "gui/board/BoardColours.h"

#include <vector>

#include <QWidget>

namespace jump61 {

// A small chart of how many squares each side owned after every move of the game. Moves that
// were taken back (and can be redone) are drawn faded, after a marker at the current move.
class SquaresChart : public QWidget
{
    Q_OBJECT

public:
    explicit SquaresChart(QWidget* parent = nullptr);

    // Also names the sides in the chart's accessible description.
    void setColours(const BoardColours& colours);
    void setGame(const Game& game);
    // The move the chart marks as the current one.
    int currentPly() const { return m_current; }

    QSize sizeHint() const override { return {240, 120}; }
    QSize minimumSizeHint() const override { return {120, 70}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void describe();
    void paintSeries(QPainter& painter, const QRectF& plot, const std::vector<int>& counts,
                     const QColor& colour) const;

    BoardColours m_colours;
    std::vector<int> m_red;
    std::vector<int> m_blue;
    int m_area = 1;
    int m_top = 1; // the count at the top of the chart
    int m_current = 0;
};

} // namespace jump61
