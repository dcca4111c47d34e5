#include "gui/board/BoardGeometry.h"

#include <algorithm>

#include <QtMath>

namespace jump61 {

namespace {

constexpr qreal FramePadding = 0.16; // tray border, in cells
constexpr qreal LabelBand = 0.42;    // room for coordinates, in cells
constexpr qreal GapRatio = 0.06;     // space between squares, in cells
// The least room for coordinates, in pixels: two digits at the smallest label font
// (BoardPainter::paintCoordinates, 7 px) and a little space. On a large board in a small window
// a band of LabelBand cells is narrower than that, and "15" showed as "5".
constexpr qreal MinLabelPixels = 12.0;

} // namespace

BoardGeometry::BoardGeometry(const QRectF& area, int size, bool coordinates) : m_size(size)
{
    const qreal band = coordinates ? LabelBand : 0.0;
    const qreal cells = size + 2 * FramePadding + 2 * band;
    const qreal side = std::min(area.width(), area.height());
    m_cell = std::max<qreal>(4.0, qFloor(side / cells));
    m_band = band * m_cell;
    if (coordinates && m_band < MinLabelPixels) {
        m_band = MinLabelPixels;
        m_cell = std::max<qreal>(4.0, qFloor((side - 2 * m_band) / (size + 2 * FramePadding)));
    }
    m_gap = std::max<qreal>(1.0, qRound(m_cell * GapRatio));
    const qreal boardSide = size * m_cell;
    const QPointF centre = area.center();
    m_origin = QPointF(qRound(centre.x() - boardSide / 2), qRound(centre.y() - boardSide / 2));
    const qreal pad = qRound(FramePadding * m_cell);
    m_frame =
        QRectF(m_origin.x() - pad, m_origin.y() - pad, boardSide + 2 * pad, boardSide + 2 * pad);
}

QRectF BoardGeometry::squareRect(int square) const
{
    const int row = square / m_size;
    const int col = square % m_size;
    const qreal half = m_gap / 2;
    return QRectF(m_origin.x() + col * m_cell + half, m_origin.y() + row * m_cell + half,
                  m_cell - m_gap, m_cell - m_gap);
}

QPointF BoardGeometry::centre(int square) const
{
    return squareRect(square).center();
}

int BoardGeometry::squareAt(const QPointF& point) const
{
    if (m_size == 0) {
        return -1;
    }
    const qreal x = point.x() - m_origin.x();
    const qreal y = point.y() - m_origin.y();
    if (x < 0 || y < 0) {
        return -1;
    }
    const int col = static_cast<int>(x / m_cell);
    const int row = static_cast<int>(y / m_cell);
    if (col >= m_size || row >= m_size) {
        return -1;
    }
    return row * m_size + col;
}

QRectF BoardGeometry::rowLabel(int row) const
{
    return QRectF(m_frame.left() - m_band, m_origin.y() + (row - 1) * m_cell, m_band * 0.9, m_cell);
}

QRectF BoardGeometry::columnLabel(int col) const
{
    return QRectF(m_origin.x() + (col - 1) * m_cell, m_frame.top() - m_band, m_cell, m_band * 0.9);
}

} // namespace jump61
