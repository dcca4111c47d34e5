#pragma once

#include "core/Board.h"
#include "gui/board/BoardColours.h"
#include "gui/board/BoardGeometry.h"
#include "gui/board/FreshPosition.h"
#include "gui/board/PressBurst.h"

#include <optional>

#include <QAccessible>
#include <QList>
#include <QWidget>

namespace jump61 {

class CascadeAnimator;

// The board on screen: paints whatever frame the animator holds, and turns the mouse and the
// keyboard into squares. It highlights the square under the mouse only when it is a legal move
// and a person may move (setInteractive); arrow keys move a cursor, Enter or Space choose its
// square (once the cursor is visible: the first key only shows it, as reaching the board with
// Tab does). While a move is being animated, a click or Enter skips the animation instead.
//
// Presses in quick succession (each less than 0.75 s after the one before, by the events' own
// clock, so a backlog of events handled late is still seen as one burst) are one burst. Once
// the board has changed during a burst (a move played or skipped by one of its presses, the
// computer's answer), its later presses do nothing: a player clicking on while the board
// catches up never plays on a position they have not had time to see. Nor does a press that
// comes less than FreshPosition::LookTime after the board settled on a new position, however
// long after the press before it.
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
    // A position of the game under review, shown instead of the game in play: the one before
    // move `number`, with the move played in it and the better move marked (-1: none);
    // nullopt returns to the game.
    void showReview(const std::optional<Board>& position, int number = 0, int played = -1,
                    int better = -1);
    bool showsReview() const { return m_review.has_value(); }
    void setShowCritical(bool show);
    void setShowCoordinates(bool show);

    BoardGeometry geometryNow() const;
    // Centre of a square in widget coordinates (for tests and tools).
    QPoint squareCentre(int square) const;
    QRect squareRect(int square) const;
    int squareAt(QPoint point) const;
    int squareCount() const;
    bool isLegalMove(int square) const;
    int cursorSquare() const { return m_cursor; }
    // The square under the pointer that is lit as a move it could make (-1: none).
    int litSquare() const { return hoverIsLegal() ? m_hover : -1; }
    bool cursorVisible() const { return m_cursorVisible; }

    // For screen readers: a square's place and contents in words ("Row 3, column 4: 2 red
    // spots"), and the board's: whose turn it is, the last move and the cursor's square. Both
    // describe the position shown, the reviewed one during a review.
    QString squareDescription(int square) const;
    QString boardDescription() const;
    // A square chosen without a pointer or a key (an assistive technology's press action):
    // played if a person may play it now, or skips the animation, like a click.
    void pressSquare(int square);
    // How soon a press on a new position is a move (tests set its clock or turn it off).
    FreshPosition& freshPosition() { return m_fresh; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void squareChosen(int square);
    void skipRequested();
    // A click or Enter dropped because the board had only just changed (the look time after a
    // new position, or a quick burst that the board changed within): the window says so, or a
    // player would wonder why nothing happened. `square` is the one pressed, -1 if none.
    void pressDropped(int square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    // The position on screen: the reviewed one, or the animation's frame.
    const Board& shownBoard() const;
    void setHover(int square);
    // The cursor for the square under the pointer: a hand on a square the player may choose.
    void showPointer();
    // The lit square taken again from where the pointer is, after the squares moved under it.
    void followPointer();
    void announce(QAccessible::Event event, int square = -1);
    void moveCursor(int rows, int cols);
    void choose(int square);
    bool hoverIsLegal() const;
    bool firstOfBurst(quint64 timestamp);
    // A press now, on `square` (-1 if none), is a choice the player can have made on the
    // position shown.
    bool pressCounts(quint64 timestamp, int square);

    const CascadeAnimator& m_animator;
    BoardColours m_colours;
    bool m_interactive = false;
    bool m_showCritical = true;
    bool m_showCoordinates = true;
    int m_hover = -1;
    int m_shownSize = 0; // the size of the board last shown, to see a new one
    int m_cursor = -1;
    bool m_cursorVisible = false;
    // The keys that play (Return, Enter, Space) pressed here and not yet released: a second
    // press without a release is the key held down, whether or not the system marks it as a
    // repeat (under some X servers it does not).
    QList<int> m_heldKeys;
    int m_hint = -1;
    std::optional<Board> m_review;
    int m_reviewNumber = 0;
    int m_reviewPlayed = -1;
    int m_reviewBetter = -1;
    PressBurst m_burst;            // the clicks and Enter presses
    bool m_changedInBurst = false; // the board has changed since the burst began
    int m_pressed = -1;            // the square a counted press went down on, until its release
    FreshPosition m_fresh;         // when the settled board last changed
};

} // namespace jump61
