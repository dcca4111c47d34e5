#pragma once

#include "core/Board.h"
#include "support/ForcedWinBoard.h"

#include <random>
#include <string>
#include <vector>

namespace jump61::testing::forcedwins {

// What the AI tests (ForcedWinTest, EngineTest) share.

// Unoptimised builds (Debug, and the sanitizer build that CI runs) are tens of times slower:
// there the AI tests take every SampleStride-th position and skip their slowest searches, which
// still checks memory safety; the Release build runs everything.
#ifdef NDEBUG
inline constexpr int SampleStride = 1;
#else
inline constexpr int SampleStride = 10;
#endif
inline constexpr bool Optimised = SampleStride == 1;

// The path of the forced-win suite, tests/data/forced-wins.txt.
std::string suitePath();

// The same position on the engine's board.
Board toEngineBoard(const ForcedWinBoard& board);

// True if the engine's board has the same cells as `board`.
bool sameCells(const ForcedWinBoard& board, const Board& engineBoard);

// The legal moves of the side to move, ascending.
std::vector<int> legalMoves(const ForcedWinBoard& board);

// The positions before every move of `games` games of random moves on a size x size board.
std::vector<ForcedWinBoard> randomGamePositions(int size, int games, std::mt19937& random);

} // namespace jump61::testing::forcedwins
