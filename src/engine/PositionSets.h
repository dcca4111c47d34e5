#pragma once

#include "core/Board.h"
#include "engine/SquareSet.h"

#include <array>

namespace jump61 {

// The bitboards of a position that the evaluation and the quiescence search both need: the
// squares each colour owns, its critical squares (one spot from firing) and its spots. Index
// by static_cast<int>(Side); entry 0 (white) holds the white squares and is mostly ignored.
struct PositionSets
{
    std::array<SquareSet, 3> owned;
    std::array<SquareSet, 3> critical;
    std::array<int, 3> spots{};

    static PositionSets of(const Board& board);
};

// The squares of a board of the given size, and its corners and edges (corners excluded).
struct BoardMasks
{
    SquareSet board;
    SquareSet corners;
    SquareSet edges;

    static const BoardMasks& of(int size);
};

// The square a SquareSet bit stands for on a board of the given size.
constexpr int squareOfBit(int bit, int size)
{
    return (bit / SquareSet::LaneBits) * size + bit % SquareSet::LaneBits;
}

} // namespace jump61
