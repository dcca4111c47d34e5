#pragma once

#include "core/Board.h"

#include <random>

namespace jump61 {

// The two reference players of the level ladder (README, "The level ladder"). Neither searches:
// they fix the bottom of the rating scale, whatever the engine becomes.

// A uniformly random legal move: rating 0 by definition.
int randomMove(const Board& board, std::mt19937_64& rng);

// The greedy capturer: a win in one if it has one; otherwise the move that leaves it the most
// squares minus the opponent's once its cascade is over, passing over moves after which the
// opponent wins at once (unless every move does); ties broken at random.
int greedyMove(const Board& board, std::mt19937_64& rng);

} // namespace jump61
