#pragma once

#include "core/Board.h"

#include <cstdint>
#include <ostream>

namespace jump61 {

// Counts the sequences of exactly `depth` legal moves from `board` (docs/PROTOCOL.md 7.1): every
// legal move is applied at every ply, and a winning move ends the game, so it counts at its own
// depth and is never extended (a won position has no moves: 0 sequences for depth >= 1). The
// correctness and speed fingerprint of the rules core. Adds the moves applied to `applied`.
std::uint64_t perft(const Board& board, int depth, std::uint64_t* applied = nullptr);

// Prints "perft(K) = COUNT" for K = 1..depth, then the moves applied per second.
void runPerft(const Board& board, int depth, std::ostream& out);

} // namespace jump61
