#pragma once

#include "core/Board.h"

#include <cstdint>
#include <ostream>

namespace jump61 {

// Counts the leaves of the move tree `depth` plies deep: every legal move is applied at every
// ply, and a winning move is a leaf at its own depth (the game is over). The correctness and
// speed fingerprint of the rules core. Adds the number of moves applied to `applied`, if given.
std::uint64_t perft(const Board& board, int depth, std::uint64_t* applied = nullptr);

// Prints "perft(K) = COUNT" for K = 1..depth, then the moves applied per second.
void runPerft(const Board& board, int depth, std::ostream& out);

} // namespace jump61
