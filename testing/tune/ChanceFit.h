#pragma once

#include <array>
#include <utility>
#include <vector>

namespace jump61 {

// A position from a self-play game as the search saw it: the board size, the search's score
// for the side to move (never a win score), whether that side went on to win (1) or lose (0),
// and whether its game is held out of the fit.
struct ChanceSample
{
    int size = 0;
    int score = 0;
    double result = 0;
    bool heldOut = false;
};

// One row of a calibration table: the held-out samples whose predicted chance fell in
// [low, low + 0.1), their mean prediction and how often their side to move won.
struct CalibrationRow
{
    double low = 0;
    int samples = 0;
    double predicted = 0;
    double observed = 0;
};

struct ChanceFitReport
{
    double globalScale = 0;                     // one k for every size
    double areaScale = 0;                       // k = areaScale / (N * N) for an N x N board
    std::vector<std::pair<int, double>> scales; // (size, k) for each size with samples
    int trainSamples = 0;
    int heldOutSamples = 0;
    double heldOutGlobal = 0;   // mean squared error on held-out samples, one k for all sizes
    double heldOutPerSize = 0;  // the same with each size's own k
    double heldOutByArea = 0;   // and with k = areaScale / (N * N)
    double heldOutBaseline = 0; // predicting 50% everywhere
    std::array<CalibrationRow, 10> calibration{}; // held out, each size's own k
};

// Fits the logistic curve 1 / (1 + exp(-k * score)) that turns search scores into the side to
// move's chance of winning, three ways: one k for all sizes, k for each size, and k inversely
// proportional to the board's area (scores grow with it), by least squares on the samples not
// held out; then measures each on the held-out ones. The calibration table is of the last.
ChanceFitReport fitChance(const std::vector<ChanceSample>& samples);

} // namespace jump61
