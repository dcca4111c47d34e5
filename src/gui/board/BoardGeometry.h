#pragma once

#include <QPointF>
#include <QRectF>

namespace jump61 {

// Where the board lies in a widget: the largest board of square cells that fits the given
// area, centred, with room for row and column numbers. Cells are whole pixels, so edges stay
// crisp at any size.
class BoardGeometry
{
public:
    BoardGeometry() = default;
    BoardGeometry(const QRectF& area, int size, bool coordinates);

    int size() const { return m_size; }
    qreal cell() const { return m_cell; }
    qreal gap() const { return m_gap; }
    // The tray that holds the squares.
    QRectF frame() const { return m_frame; }
    QRectF squareRect(int square) const;
    QPointF centre(int square) const;
    // The square under a point, or -1.
    int squareAt(const QPointF& point) const;
    // Where the number of a row (left of the tray) or a column (above it) is written.
    QRectF rowLabel(int row) const;
    QRectF columnLabel(int col) const;

private:
    int m_size = 0;
    qreal m_cell = 0;
    qreal m_gap = 0;
    qreal m_band = 0; // room for the coordinates left of and above the tray, in pixels
    QPointF m_origin; // top left of square (1, 1)'s cell
    QRectF m_frame;
};

} // namespace jump61
