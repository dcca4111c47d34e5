#pragma once

#include "core/Board.h"

#include <QtGlobal>

namespace jump61 {

// One picture of the board, possibly in the middle of a move: the position, and what is on its
// way. Progress values run from 0 to 1 through the current step.
struct AnimationFrame
{
    Board board;
    int lastMove = -1;
    Side mover = Side::Red; // whose spots are in flight
    int preview = -1;       // a computer's chosen square, shown before its spot lands
    qreal previewProgress = 0;
    int drop = -1; // the square the mover's spot is landing on
    qreal dropProgress = 0;
    int jump = -1; // the square sending one spot to each neighbour
    qreal jumpProgress = 0;
};

} // namespace jump61
