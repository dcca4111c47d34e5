#include "engine/WinChance.h"

#include "engine/SearchTypes.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace jump61 {

namespace {

// Fitted by `jump61-tune --fit-chance` (README, "Winning chances"): k for 4x4 to 9x9; smaller
// boards take the 4x4 curve and larger ones the 9x9 curve.
constexpr int FirstFitted = 4;
constexpr std::array<double, 6> Scales = {0.0040, 0.0040, 0.0040, 0.0040, 0.0040, 0.0040};

} // namespace

double winChanceScale(int boardSize)
{
    const int last = FirstFitted + static_cast<int>(Scales.size()) - 1;
    return Scales[static_cast<std::size_t>(std::clamp(boardSize, FirstFitted, last) - FirstFitted)];
}

double winChance(int score, int boardSize)
{
    if (score > WinBound) {
        return 1.0;
    }
    if (score < -WinBound) {
        return 0.0;
    }
    return 1.0 / (1.0 + std::exp(-winChanceScale(boardSize) * score));
}

int percent(double chance)
{
    return std::clamp(static_cast<int>(std::lround(chance * 100)), 0, 100);
}

} // namespace jump61
