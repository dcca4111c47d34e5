#pragma once

#include "core/Board.h"
#include "engine/SquareSet.h"

#include <array>

namespace jump61 {

// The bitboards of a position that the evaluation and the quiescence search both need: the
// squares each colour owns (as sets and as counts), its critical squares (one spot from firing)
// and its spots. Index by static_cast<int>(Side); entry 0 (white) holds the white squares.
// Words must be wordsFor(board size).
template <int Words>
struct PositionSets
{
    std::array<SquareSet<Words>, 3> owned;
    std::array<SquareSet<Words>, 3> critical; // no spot missing to fire
    std::array<int, 3> squares{};
    std::array<int, 3> spots{};

    static PositionSets of(const Board& board);
};

// The squares of a board of the given size, and its corners and edges (corners excluded).
template <int Words>
struct BoardMasks
{
    SquareSet<Words> board;
    SquareSet<Words> corners;
    SquareSet<Words> edges;

    static const BoardMasks& of(int size);
};

// The square a SquareSet bit stands for on a board of the given size.
constexpr int squareOfBit(int bit, int size)
{
    constexpr int Lane = SquareSet<1>::LaneBits;
    return (bit / Lane) * size + bit % Lane;
}

} // namespace jump61
