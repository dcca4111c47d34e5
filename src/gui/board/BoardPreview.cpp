#include "gui/board/BoardPreview.h"

#include <QImage>
#include <QPainter>

namespace jump61 {

BoardPreview::BoardPreview(QWidget* parent)
    : QWidget(parent), m_colours(BoardColours::of(ColourScheme::Classic))
{
    m_frame.board = samplePosition();
    m_frame.lastMove = m_frame.board.topology().index(2, 2);
    m_marks.coordinates = false;
    setMinimumSize(120, 120);
}

void BoardPreview::setColours(const BoardColours& colours)
{
    m_colours = colours;
    update();
}

void BoardPreview::setMarks(const BoardMarks& marks)
{
    m_marks = marks;
    update();
}

Board BoardPreview::samplePosition()
{
    Board board(4);
    const Topology& topo = board.topology();
    board.set(topo.index(1, 1), 2, Side::Red);
    board.set(topo.index(1, 2), 1, Side::Red);
    board.set(topo.index(2, 1), 3, Side::Red);
    board.set(topo.index(2, 2), 4, Side::Red);
    board.set(topo.index(3, 3), 2, Side::Blue);
    board.set(topo.index(3, 4), 3, Side::Blue);
    board.set(topo.index(4, 4), 1, Side::Blue);
    board.set(topo.index(4, 3), 2, Side::Blue);
    board.set(topo.index(2, 4), 3, Side::Blue);
    return board;
}

QImage BoardPreview::render(const AnimationFrame& frame, const BoardColours& colours,
                            const BoardMarks& marks, const QSize& size, const QColor& background,
                            qreal pixelRatio)
{
    QImage image(size * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(background);
    QPainter painter(&image);
    const QRectF area = QRectF(QPointF(0, 0), QSizeF(size)).adjusted(6, 6, -6, -6);
    BoardPainter(colours).paint(painter, BoardGeometry(area, frame.board.size(), marks.coordinates),
                                frame, marks);
    return image;
}

void BoardPreview::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    BoardPainter(m_colours).paint(
        painter, BoardGeometry(area, m_frame.board.size(), m_marks.coordinates), m_frame, m_marks);
}

} // namespace jump61
