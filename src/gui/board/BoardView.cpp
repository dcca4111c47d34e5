#include "gui/board/BoardView.h"

#include "gui/board/BoardAccessible.h"
#include "gui/board/BoardPainter.h"
#include "gui/board/CascadeAnimator.h"

#include <algorithm>
#include <utility>

#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>

namespace jump61 {

BoardView::BoardView(const CascadeAnimator& animator, QWidget* parent)
    : QWidget(parent), m_animator(animator), m_colours(BoardColours::of(ColourScheme::Classic))
{
    // Before anything asks for the view's accessible interface (setAccessibleName does), so
    // that Qt makes it from our factory.
    BoardAccessible::installFactory();
    setObjectName(QStringLiteral("board"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Board"));
    connect(&animator, &CascadeAnimator::frameChanged, this, [this] {
        m_changedInBurst = true;
        m_pressed = -1; // pressed on a board that is no longer the one shown
        if (!m_animator.busy()) {
            m_fresh.settled(m_animator.frame().board);
        }
        // A board of another size (a new game) moves the squares under a pointer that did not
        // move: the lit square is the one under it now, as after a resize.
        const int size = m_animator.frame().board.size();
        if (size != std::exchange(m_shownSize, size)) {
            followPointer();
        } else if (m_hover >= 0) {
            showPointer(); // off the board the cursor is already the plain one: no work a frame
        }
        update();
    });
    m_shownSize = animator.frame().board.size();
    // A screen reader hears about a position once it has landed, not every frame of a move.
    connect(&animator, &CascadeAnimator::finished, this,
            [this] { announce(QAccessible::DescriptionChanged); });
}

void BoardView::setColours(const BoardColours& colours)
{
    m_colours = colours;
    update();
}

void BoardView::setInteractive(bool interactive)
{
    if (m_interactive == interactive) {
        return;
    }
    m_interactive = interactive;
    showPointer();
    update();
}

void BoardView::showPointer()
{
    // Both ways: a square that becomes playable under a still pointer (a move taken back) gets
    // the hand as well as the ring.
    if (hoverIsLegal()) {
        setCursor(Qt::PointingHandCursor);
    } else {
        unsetCursor();
    }
}

void BoardView::followPointer()
{
    const QPoint pointer = mapFromGlobal(QCursor::pos());
    m_hover = rect().contains(pointer) ? geometryNow().squareAt(pointer) : -1;
    showPointer();
    update();
}

void BoardView::setHint(int square)
{
    m_hint = square;
    update();
}

void BoardView::showReview(const std::optional<Board>& position, int number, int played, int better)
{
    m_review = position;
    m_reviewNumber = number;
    m_reviewPlayed = played;
    m_reviewBetter = better;
    setToolTip(position ? tr("Solid ring: the move played here. Dashed ring: the better move.")
                        : QString());
    update();
}

void BoardView::setShowCritical(bool show)
{
    m_showCritical = show;
    update();
}

void BoardView::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    update();
}

const Board& BoardView::shownBoard() const
{
    return m_review ? *m_review : m_animator.frame().board;
}

BoardGeometry BoardView::geometryNow() const
{
    const int margin = std::max(6, std::min(width(), height()) / 40);
    const QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    return BoardGeometry(area, m_animator.frame().board.size(), m_showCoordinates);
}

QPoint BoardView::squareCentre(int square) const
{
    return geometryNow().centre(square).toPoint();
}

QRect BoardView::squareRect(int square) const
{
    return geometryNow().squareRect(square).toAlignedRect();
}

int BoardView::squareAt(QPoint point) const
{
    return geometryNow().squareAt(QPointF(point));
}

int BoardView::squareCount() const
{
    return m_animator.frame().board.area();
}

bool BoardView::isLegalMove(int square) const
{
    const Board& board = m_animator.frame().board;
    return m_interactive && !m_animator.busy() && square >= 0 && square < board.area() &&
           board.isLegal(square);
}

QString BoardView::squareDescription(int square) const
{
    const Board& board = shownBoard();
    if (square < 0 || square >= board.area()) {
        return {};
    }
    const Topology& topo = board.topology();
    const int spots = board.spots(square);
    QString text = tr("Row %1, column %2: %n %3 spot(s)", nullptr, spots)
                       .arg(topo.row(square))
                       .arg(topo.col(square))
                       .arg(m_colours.lowerName(board.owner(square)));
    if (board.owner(square) != Side::White &&
        spots == topo.degree[static_cast<std::size_t>(square)]) {
        text += tr(", one spot from jumping");
    }
    if (m_review) {
        if (square == m_reviewPlayed) {
            text += tr(", the move played");
        }
        if (square == m_reviewBetter && m_reviewBetter != m_reviewPlayed) {
            text += tr(", the better move");
        }
        return text;
    }
    if (square == m_animator.frame().lastMove) {
        text += tr(", the last move");
    }
    if (square == m_hint) {
        text += tr(", the hint");
    }
    return text;
}

QString BoardView::boardDescription() const
{
    const Board& board = shownBoard();
    QStringList parts;
    if (m_review) {
        parts << tr("Review: the position before move %1.").arg(m_reviewNumber);
    }
    const Side winner = board.winner();
    parts << (winner != Side::White ? tr("%1 has won.").arg(m_colours.name(winner))
                                    : tr("%1 to move.").arg(m_colours.name(board.toMove())));
    const int last = m_review ? m_reviewPlayed : m_animator.frame().lastMove;
    if (m_review && last >= 0 && last < board.area()) {
        parts << tr("Move played: row %1, column %2.")
                     .arg(board.topology().row(last))
                     .arg(board.topology().col(last));
    } else if (last >= 0 && last < board.area()) {
        parts << tr("Last move: row %1, column %2.")
                     .arg(board.topology().row(last))
                     .arg(board.topology().col(last));
    }
    if (m_cursorVisible && m_cursor >= 0 && m_cursor < board.area()) {
        parts << tr("Cursor: %1.").arg(squareDescription(m_cursor));
    }
    return parts.join(QLatin1Char(' '));
}

void BoardView::pressSquare(int square)
{
    if (square >= 0 && square < squareCount()) {
        choose(square);
    }
}

void BoardView::announce(QAccessible::Event event, int square)
{
    if (!QAccessible::isActive()) {
        return;
    }
    QAccessibleEvent note(this, event);
    if (square >= 0) {
        note.setChild(square);
    }
    QAccessible::updateAccessibility(&note);
}

QSize BoardView::sizeHint() const
{
    return {600, 600};
}

QSize BoardView::minimumSizeHint() const
{
    return {220, 220};
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QColor base = palette().color(QPalette::Window);
    QRadialGradient glow(rect().center(), std::max(width(), height()) * 0.75);
    glow.setColorAt(0, base.lighter(104));
    glow.setColorAt(1, base.darker(106));
    painter.fillRect(rect(), glow);

    BoardMarks marks;
    marks.critical = m_showCritical;
    marks.coordinates = m_showCoordinates;
    if (m_review) {
        AnimationFrame still;
        still.board = *m_review;
        marks.played = m_reviewPlayed;
        marks.better = m_reviewBetter;
        BoardPainter(m_colours).paint(painter, geometryNow(), still, marks);
        return;
    }
    const AnimationFrame& frame = m_animator.frame();
    marks.hover = hoverIsLegal() ? m_hover : -1;
    marks.hint = m_hint < frame.board.area() ? m_hint : -1;
    if (m_cursorVisible && hasFocus() && m_cursor < frame.board.area()) {
        marks.cursor = m_cursor;
    }
    BoardPainter(m_colours).paint(painter, geometryNow(), frame, marks);
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    event->accept();
    m_pressed = -1;
    if (!pressCounts(event->timestamp(), geometryNow().squareAt(event->position()))) {
        return;
    }
    if (m_animator.busy()) {
        choose(-1); // finishes the move being shown, and plays nothing
        return;
    }
    // The move is played on the release, over the same square and on the same board: a press
    // dragged off the square, or held while the board changed, plays nothing.
    m_pressed = geometryNow().squareAt(event->position());
    if (m_pressed >= 0) {
        m_cursor = m_pressed;
        m_cursorVisible = false;
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    event->accept();
    const int pressed = std::exchange(m_pressed, -1);
    if (pressed >= 0 && geometryNow().squareAt(event->position()) == pressed) {
        choose(pressed);
    }
}

void BoardView::mouseDoubleClickEvent(QMouseEvent* event)
{
    // The second click of a double click has already been seen as a press; QWidget would
    // deliver it a second time.
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    setHover(geometryNow().squareAt(event->position()));
}

void BoardView::leaveEvent(QEvent* event)
{
    setHover(-1);
    QWidget::leaveEvent(event);
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    // The squares moved under a pointer that did not: the lit square is the one under it now,
    // not the one it was over before (no move event comes until the pointer moves).
    followPointer();
    QWidget::resizeEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(0, -1);
        break;
    case Qt::Key_Right:
        moveCursor(0, 1);
        break;
    case Qt::Key_Up:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Down:
        moveCursor(1, 0);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (event->isAutoRepeat() || m_heldKeys.contains(event->key())) {
            break;
        }
        m_heldKeys.append(event->key());
        if (!pressCounts(event->timestamp(), m_cursorVisible ? m_cursor : -1)) {
            break;
        }
        if (m_animator.busy()) {
            choose(-1);
        } else if (!m_cursorVisible || !hasFocus() || m_cursor < 0 ||
                   m_cursor >= m_animator.frame().board.area()) {
            // A key never plays a square the player cannot see: the cursor is drawn only while
            // the board has the focus (a key can reach it without, in a window that is not the
            // active one).
            moveCursor(0, 0);
        } else {
            choose(m_cursor);
        }
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::keyReleaseEvent(QKeyEvent* event)
{
    if (!event->isAutoRepeat()) {
        m_heldKeys.removeAll(event->key());
    }
    QWidget::keyReleaseEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    // Reached with Tab: the cursor shows where the keys act, as the first arrow key would.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) {
        moveCursor(0, 0);
    }
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    // A key released while the focus is elsewhere is never seen here.
    m_heldKeys.clear();
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::setHover(int square)
{
    if (square == m_hover) {
        return;
    }
    m_hover = square;
    showPointer();
    update();
}

void BoardView::moveCursor(int rows, int cols)
{
    const int size = m_animator.frame().board.size();
    if (m_cursor < 0 || m_cursor >= size * size) {
        m_cursor = (size / 2) * size + (size - 1) / 2;
    } else if (m_cursorVisible) {
        const int row = std::clamp(m_cursor / size + rows, 0, size - 1);
        const int col = std::clamp(m_cursor % size + cols, 0, size - 1);
        m_cursor = row * size + col;
    }
    m_cursorVisible = true;
    update();
    announce(QAccessible::Focus, m_cursor);
}

void BoardView::choose(int square)
{
    if (m_animator.busy()) {
        emit skipRequested();
        return;
    }
    if (square >= 0) {
        emit squareChosen(square);
    }
}

bool BoardView::firstOfBurst(quint64 timestamp)
{
    // A press made by a program (a zero timestamp) neither continues nor starts a burst.
    if (timestamp == 0) {
        return true;
    }
    const bool continues = m_burst.press(timestamp);
    if (!continues) {
        m_changedInBurst = false;
    }
    // Quick presses on a board that stays as it is are each the player's choice (a square of
    // the opponent's, then one of theirs); once the board has changed within a burst, its later
    // presses come before the player can have seen the change, until the board has been at
    // rest for as long as a burst's gap: a player clicking on steadily has seen it by then
    // (every press of a steady clicker was dropped for as long as the clicking went on).
    const bool seen = !m_animator.busy() && !m_fresh.youngerThan(PressBurst::gap());
    return !(continues && m_changedInBurst && !seen);
}

bool BoardView::pressCounts(quint64 timestamp, int square)
{
    // Noted in the burst even when dropped, so that a burst stays one however it ends. While a
    // move is being shown, a press skips it: the look time is for a board at rest.
    const bool first = firstOfBurst(timestamp);
    const bool counts = first && (m_animator.busy() || !m_fresh.tooNew());
    if (!counts && !m_animator.busy()) {
        emit pressDropped(square);
    }
    return counts;
}

bool BoardView::hoverIsLegal() const
{
    const Board& board = m_animator.frame().board;
    return m_interactive && !m_animator.busy() && m_hover >= 0 && m_hover < board.area() &&
           board.isLegal(m_hover);
}

} // namespace jump61
