#pragma once

#include "gui/BoardColours.h"
#include "gui/BoardGeometry.h"

#include <QWidget>

namespace jump61 {

class CascadeAnimator;

// The board on screen: paints whatever frame the animator holds, and turns the mouse and the
// keyboard into squares. It highlights the square under the mouse only when it is a legal move
// and a person may move (setInteractive); arrow keys move a cursor, Enter or Space choose its
// square. While a move is being animated, a click or Enter skips the animation instead.
class BoardView : public QWidget
{
    Q_OBJECT

public:
    explicit BoardView(const CascadeAnimator& animator, QWidget* parent = nullptr);

    void setColours(const BoardColours& colours);
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    void setHint(int square);
    int hint() const { return m_hint; }
    void setShowCritical(bool show);
    void setShowCoordinates(bool show);

    BoardGeometry geometryNow() const;
    // Centre of a square in widget coordinates (for tests and tools).
    QPoint squareCentre(int square) const;
    int cursorSquare() const { return m_cursor; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void squareChosen(int square);
    void skipRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void setHover(int square);
    void moveCursor(int rows, int cols);
    void choose(int square);
    bool hoverIsLegal() const;

    const CascadeAnimator& m_animator;
    BoardColours m_colours;
    bool m_interactive = false;
    bool m_showCritical = true;
    bool m_showCoordinates = true;
    int m_hover = -1;
    int m_cursor = -1;
    bool m_cursorVisible = false;
    int m_hint = -1;
};

} // namespace jump61
