#pragma once

#include "engine/Evaluation.h"

#include <vector>

namespace jump61 {

// A position from a self-play game: the evaluation's term counts for the side to move, and
// whether that side went on to win (1) or lose (0).
struct FitSample
{
    EvalTerms terms;
    double result = 0;
};

struct FitReport
{
    EvalWeights weights;
    double scale = 0;       // k in 1 / (1 + exp(-k * score)): score to win probability
    double trainBefore = 0; // mean squared error on the fitted samples, before and after
    double trainAfter = 0;
    double heldOutBefore = 0; // the same on every tenth sample, left out of the fit
    double heldOutAfter = 0;
};

// Fits the evaluation's weights to game results (the Texel method): first the scale k that
// best turns the starting weights' scores into win probabilities, then each weight in turn
// (the square's stays at 100, the unit) by steps of 16 down to 1 while the error falls.
FitReport fitWeights(const std::vector<FitSample>& samples, const EvalWeights& start);

} // namespace jump61
