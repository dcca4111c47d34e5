#include "engine/Levels.h"

#include <algorithm>
#include <array>

namespace jump61 {

namespace {

struct LevelBudget
{
    int depth;
    std::uint64_t nodes;
    const char* name;
};

constexpr std::array<LevelBudget, MaxLevel + 1> Budgets = {{
    {0, 0, ""},
    {1, 0, "beginner: looks one move ahead and takes any win in one"},
    {3, 20'000, "casual: three plies, at most 20 thousand positions"},
    {64, 400'000, "club: 400 thousand positions a move (the default)"},
    {64, 4'000'000, "expert: 4 million positions a move"},
    {64, 25'000'000, "master: 25 million positions a move"},
}};

} // namespace

SearchLimits levelLimits(int level)
{
    const LevelBudget& budget = Budgets[std::clamp(level, MinLevel, MaxLevel)];
    SearchLimits limits;
    limits.depth = budget.depth;
    limits.nodes = budget.nodes;
    limits.timeCap = std::chrono::milliseconds(8000);
    return limits;
}

std::string describeLevel(int level)
{
    return Budgets[std::clamp(level, MinLevel, MaxLevel)].name;
}

} // namespace jump61
