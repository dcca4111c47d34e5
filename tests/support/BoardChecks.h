#pragma once

#include "core/Board.h"
#include "core/Side.h"
#include "support/ReferenceBoard.h"

#include <random>
#include <string>

namespace jump61::testing::boardchecks {

// What the rules core's tests (BoardTest, BoardPlayTest) share: the fast Board compared with
// ReferenceBoard, and random positions written on both.

// ReferenceBoard's colour codes: 0 white, 1 red, 2 blue.
int colourCode(Side side);
Side sideOfCode(int code);

// The board in dump format, printed by ReferenceBoard so that the core's tests need no
// protocol code.
std::string dumpOf(const Board& board);

// The first way `board` and `ref` differ (cells, side to move, winner), or "" if they agree.
std::string firstDifference(const Board& board, const ReferenceBoard& ref);

// The total and the per-colour counts that Board keeps for speed agree with its cells.
std::string bookkeepingError(const Board& board);

// `set` on both boards, at the same square.
void setBoth(Board& board, ReferenceBoard& ref, int sq, int spots, Side side);

Side randomColour(std::mt19937_64& rng);

// A random position built with `set`: about one square in five white, the others with 1 to
// `degree` spots of a random colour. Such positions are full of critical squares, so their
// moves fire long cascades. Never a won position.
void randomSetPosition(Board& board, ReferenceBoard& ref, std::mt19937_64& rng);

// A legal square for the side to move, chosen uniformly (by the reference rules).
int randomLegalSquare(const Board& board, const ReferenceBoard& ref, std::mt19937_64& rng);

} // namespace jump61::testing::boardchecks
