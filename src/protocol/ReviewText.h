#pragma once

#include "core/Board.h"
#include "engine/GameReview.h"

#include <string>

namespace jump61 {

// The lines of the text command `review` (README, "Reviewing a game"). A move:
//
//     review 12 red 3 4 mistake best 2 2 red 71% -> 55%
//     review 31 blue 5 1 blunder best 4 4 blue 100% -> 0% proven: red wins in 3
//
// its number in the record, the mover, the square, the class, the better move when the class
// is not best, then the mover's winning chance before and after it; when the position after it
// is proven, who wins and in how many of the winner's moves along the proof (if known).
// `before` is the position the move was played in.
std::string reviewLine(const Board& before, const MoveReview& review);

// A side's summary: "review red: best 9, good 3, inaccuracy 1, mistake 0, blunder 1;
// turning point 23 (80% -> 12%)", or "turning point none".
std::string reviewSummaryLine(Side side, const ReviewSummary& summary);

} // namespace jump61
