#pragma once

#include "gui/board/AnimationFrame.h"
#include "gui/board/BoardColours.h"
#include "gui/board/BoardGeometry.h"

class QPainter;

namespace jump61 {

// What is drawn on top of the position besides the animation.
struct BoardMarks
{
    int hover = -1; // a legal square under the mouse, tinted in the mover's colour
    int cursor = -1;
    int hint = -1;
    // In a review: the move played in the position shown (a solid ring) and the move the review
    // prefers (a dashed ring); different shapes, so that they tell apart in any colours.
    int played = -1;
    int better = -1;
    bool critical = true;    // mark squares one spot from jumping
    bool coordinates = true; // row and column numbers around the board
};

// Paints a board: the tray, the squares in their owners' colours, spots as dice pips (a
// number above six), the marks, and the animation in progress. All shapes are vector
// drawing scaled from the cell size, so the board is sharp at any size. Used by the board
// view, the help pages' illustrations and the settings preview.
class BoardPainter
{
public:
    explicit BoardPainter(const BoardColours& colours) : m_colours(colours) {}

    void paint(QPainter& painter, const BoardGeometry& geometry, const AnimationFrame& frame,
               const BoardMarks& marks) const;

private:
    void paintTray(QPainter& painter, const BoardGeometry& geometry) const;
    void paintCoordinates(QPainter& painter, const BoardGeometry& geometry) const;
    void paintSquare(QPainter& painter, const BoardGeometry& geometry, const AnimationFrame& frame,
                     int square, bool critical) const;
    void paintPips(QPainter& painter, const QRectF& rect, int spots, Side owner) const;
    void paintPip(QPainter& painter, const QPointF& centre, qreal radius, Side owner,
                  const QColor& colour) const;
    void paintLastMove(QPainter& painter, const QRectF& rect) const;
    void paintHover(QPainter& painter, const QRectF& rect, Side mover) const;
    void paintRing(QPainter& painter, const QRectF& rect, const QColor& colour, qreal width) const;
    void paintCursor(QPainter& painter, const QRectF& rect) const;
    void paintReviewRing(QPainter& painter, const QRectF& rect, const QColor& colour,
                         bool dashed) const;
    void paintMotion(QPainter& painter, const BoardGeometry& geometry,
                     const AnimationFrame& frame) const;
    QColor squareColour(const AnimationFrame& frame, int square) const;

    BoardColours m_colours;
};

} // namespace jump61
