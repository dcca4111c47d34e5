#pragma once

#include "core/Board.h"

#include <cstdint>
#include <ostream>

namespace jump61 {

// What a perft walk found: the sequences of exactly `depth` moves (the leaves), every move
// applied on the way, and of the leaf moves the sum (mod 2^64) of the hashes of the positions
// they reached and how many won: figures that check every leaf move was played, and right.
struct PerftCount
{
    std::uint64_t leaves = 0;
    std::uint64_t moves = 0;
    std::uint64_t leafHashes = 0;
    std::uint64_t leafWins = 0;
};

// Counts the sequences of exactly `depth` legal moves from `board` (docs/PROTOCOL.md 7.1): every
// legal move is applied at every ply, and a winning move ends the game, so it counts at its own
// depth and is never extended (a won position has no moves: 0 sequences for depth >= 1). The
// correctness and speed fingerprint of the rules core. Walks with PlaneBoard (copy-make).
PerftCount perftCount(const Board& board, int depth);

// The same walk with Board and MoveJournal (make/unmake), the way the search plays moves.
PerftCount journalPerftCount(const Board& board, int depth);

// perftCount's leaves; adds the moves applied to `applied`.
std::uint64_t perft(const Board& board, int depth, std::uint64_t* applied = nullptr);

// Prints "perft(K) = COUNT" for K = 1..depth, then the moves applied per second; stops after
// the first line that cannot be written. Returns the deepest depth whose line was written.
int runPerft(const Board& board, int depth, std::ostream& out);

} // namespace jump61
