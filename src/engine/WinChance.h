#pragma once

namespace jump61 {

// The side to move's chance of winning, from 0 to 1, for a search score of a position on an
// N x N board: a logistic curve 1 / (1 + exp(-k * score)) with k = c / (N * N), c fitted to
// the results of self-play games (jump61-tune --fit-chance; README, "Winning chances"). Win
// scores map to 1 and loss scores to 0.
double winChance(int score, int boardSize);

// The fitted scale k of the curve for an N x N board, per hundredth of a square.
double winChanceScale(int boardSize);

// A chance as a whole percentage, rounded, 0 to 100.
int percent(double chance);

} // namespace jump61
