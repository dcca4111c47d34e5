#include "gui/BoardView.h"

#include "gui/BoardPainter.h"
#include "gui/CascadeAnimator.h"

#include <algorithm>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QRadialGradient>

namespace jump61 {

BoardView::BoardView(const CascadeAnimator& animator, QWidget* parent)
    : QWidget(parent), m_animator(animator), m_colours(BoardColours::of(ColourScheme::Classic))
{
    setObjectName(QStringLiteral("board"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Board"));
    connect(&animator, &CascadeAnimator::frameChanged, this, [this] {
        if (m_hover >= 0 && !hoverIsLegal()) {
            unsetCursor();
        }
        update();
    });
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
    if (hoverIsLegal()) {
        setCursor(Qt::PointingHandCursor);
    } else {
        unsetCursor();
    }
    update();
}

void BoardView::setHint(int square)
{
    m_hint = square;
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

    const AnimationFrame& frame = m_animator.frame();
    BoardMarks marks;
    marks.critical = m_showCritical;
    marks.coordinates = m_showCoordinates;
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
    const int square = geometryNow().squareAt(event->position());
    if (square >= 0 && !m_animator.busy()) {
        m_cursor = square;
        m_cursorVisible = false;
    }
    choose(square);
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
        m_cursorVisible = true;
        choose(m_animator.busy() || m_cursor < 0 ? -1 : m_cursor);
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::setHover(int square)
{
    if (square == m_hover) {
        return;
    }
    m_hover = square;
    if (hoverIsLegal()) {
        setCursor(Qt::PointingHandCursor);
    } else {
        unsetCursor();
    }
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

bool BoardView::hoverIsLegal() const
{
    const Board& board = m_animator.frame().board;
    return m_interactive && !m_animator.busy() && m_hover >= 0 && m_hover < board.area() &&
           board.isLegal(m_hover);
}

} // namespace jump61
