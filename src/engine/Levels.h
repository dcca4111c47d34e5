#pragma once

#include "engine/SearchTypes.h"

#include <string>

namespace jump61 {

inline constexpr int MinLevel = 1;
inline constexpr int MaxLevel = 5;
inline constexpr int DefaultLevel = 3;

// The search budget of each level, 1 (weakest) to 5 (strongest), on a board of the given size.
// Levels are depth and node budgets, so a level and a seed always play the same game; the time
// cap only guards against a slow machine.
SearchLimits levelLimits(int level, int boardSize);

// One line describing a level's budget, for `help` and the documentation.
std::string describeLevel(int level);

} // namespace jump61
