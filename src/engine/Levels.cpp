#include "engine/Levels.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace jump61 {

namespace {

// Boards up to this size get the mate search's guarantee: its budget there is a safety net
// that real positions do not reach, so every forced win within matePlies is found (the course
// requirement is about boards up to 6 x 6). On larger boards the mate search has a budget.
constexpr int GuaranteedSize = 6;
constexpr std::uint64_t GuaranteedMateNodes = 200'000'000;

struct LevelBudget
{
    int depth;
    std::uint64_t nodes;
    int matePlies;
    std::uint64_t mateNodes; // on boards larger than GuaranteedSize
    const char* description;
};

constexpr std::array<LevelBudget, MaxLevel + 1> Budgets = {{
    {0, 0, 0, 0, ""},
    {1, 0, 0, 0, "beginner: looks one move ahead; takes any win in one"},
    {3, 0, 3, 20'000, "casual: looks three plies ahead"},
    {64, 100'000, 7, 100'000,
     "club (the default): 100 thousand positions a move; up to 6x6 it finds every win within "
     "4 of its moves and avoids every loss within 4 of the opponent's"},
    {64, 400'000, 9, 300'000,
     "expert: 400 thousand positions a move; wins and losses within 5 moves up to 6x6"},
    {64, 1'500'000, 11, 1'000'000,
     "master: 1.5 million positions a move; wins and losses within 6 moves up to 6x6"},
}};

} // namespace

SearchLimits levelLimits(int level, int boardSize)
{
    const LevelBudget& budget = Budgets[std::clamp(level, MinLevel, MaxLevel)];
    SearchLimits limits;
    limits.depth = budget.depth;
    limits.nodes = budget.nodes;
    limits.matePlies = budget.matePlies;
    limits.mateNodes = boardSize <= GuaranteedSize ? GuaranteedMateNodes : budget.mateNodes;
    limits.timeCap = std::chrono::milliseconds(8000);
    return limits;
}

std::string describeLevel(int level)
{
    return Budgets[std::clamp(level, MinLevel, MaxLevel)].description;
}

} // namespace jump61
