#pragma once

#include "engine/SearchTypes.h"

#include <QString>

namespace jump61 {

// What a hint's search says of the position for the side to move: "wins in 3 (proven)" or
// "loses in 2 (proven)" when its score is a win or loss score (those are proofs), and else the
// winning chance of the fitted curve (engine/WinChance), "winning chance 64%".
QString hintVerdict(const SearchResult& result, int boardSize);

// The verdict under a hint when the opponent's search, of the move that made the position,
// proved the game (`opponentScore`, from the opponent's side, is a win or loss score) and the
// hint's own did not: the proof stands over the hint's estimate, so that the hint never gives
// a chance where the panel has just said that a side has a forced win. `mover` and `opponent`
// are the sides' names. Empty when there is no such proof, or the hint has its own.
QString provenVerdict(const SearchResult& hint, int opponentScore, const QString& mover,
                      const QString& opponent);

} // namespace jump61
