#pragma once

#include <vector>

namespace jump61 {

// Games between two players of a rating fit: `aWins` of `games` went to A.
struct PairResult
{
    int a = 0;
    int b = 0;
    int games = 0;
    int aWins = 0;
};

struct Rating
{
    double elo = 0;
    double low = 0; // 95% interval
    double high = 0;
};

// Fits ratings on the logistic (Elo) scale, P(A beats B) = 1 / (1 + 10^((Rb - Ra) / 400)), by
// maximum likelihood (Newton's method), with player 0 fixed at 0. Each pair also counts one
// drawn game, split as half a win each way, so that a pair one side won every game of still
// has a finite difference. The 95% intervals come from the curvature of the likelihood at its
// maximum (the inverse of the Fisher information), relative to player 0.
std::vector<Rating> fitRatings(int players, const std::vector<PairResult>& results);

} // namespace jump61
