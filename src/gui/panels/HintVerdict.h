#pragma once

#include "engine/SearchTypes.h"

#include <QString>

namespace jump61 {

// What a hint's search says of the position for the side to move: "wins in 3 (proven)" or
// "loses in 2 (proven)" when its score is a win or loss score (those are proofs), and else the
// winning chance of the fitted curve (engine/WinChance), "winning chance 64%".
QString hintVerdict(const SearchResult& result, int boardSize);

} // namespace jump61
