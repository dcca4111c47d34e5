#include "engine/Levels.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace jump61 {

namespace {

// Boards up to this size get the mate search's guarantee: its budget there is a safety net
// that real positions do not reach, so every forced win within matePlies is found (the course
// requirement is about boards up to 6 x 6). On larger boards the mate search has a budget.
constexpr int GuaranteedSize = 6;
constexpr std::uint64_t GuaranteedMateNodes = 200'000'000;

// The ladder. The weak levels lose the way people lose: a short horizon (depth), counting
// squares instead of judging the position (squaresOnly: the greedy capture looks best), not
// seeing the counter-cascade that answers a capture (no quiescence), and noise in their
// judgement (hundredths of a square). The ratings were measured with `jump61-tune --ladder`,
// Intermediate's and Club's with matches after Intermediate got its noise, Expert's and
// Master's with their own matches (README, "The level ladder"); LevelsTest checks that adjacent
// ones are 100 to 300 apart.
struct Level
{
    const char* name;
    int rating;
    int depth;
    std::uint64_t nodes; // 0: none, depth is the budget
    int matePlies;
    std::uint64_t mateNodes; // on boards larger than GuaranteedSize
    int noise;
    int quiescencePlies;
    bool squaresOnly;
    const char* description;
};

constexpr std::array<Level, MaxLevel + 1> Ladder = {{
    {"", 0, 0, 0, 0, 0, 0, MaxQuiescencePlies, false, ""},
    {"Beginner", 314, 1, 0, 0, 0, 400, 0, true,
     "counts squares one move ahead, carelessly; takes any win in one"},
    {"Novice", 510, 2, 0, 0, 0, 2000, 0, true,
     "plays almost at random, but sees wins and losses in one"},
    {"Casual", 770, 1, 0, 0, 0, 100, 2, true,
     "counts squares one move ahead and two cascades past it"},
    {"Hobbyist", 958, 1, 0, 0, 0, 100, 3, true,
     "counts squares one move ahead and three cascades past it"},
    {"Improver", 1080, 1, 0, 0, 0, 100, MaxQuiescencePlies, true,
     "counts squares one move ahead and after every cascade past it"},
    {"Apprentice", 1186, 1, 0, 0, 0, 2, MaxQuiescencePlies, false,
     "judges the position one move ahead, after every counter-cascade"},
    {"Amateur", 1470, 2, 0, 0, 0, 2, MaxQuiescencePlies, false, "looks two plies ahead"},
    {"Intermediate", 1601, 3, 0, 3, 20'000, 300, MaxQuiescencePlies, false,
     "looks three plies ahead, with some noise; wins in two"},
    {"Club", 1811, 64, 100'000, 7, 100'000, 2, MaxQuiescencePlies, false,
     "the text program's default, and the window's hints: 100 thousand positions a move; up "
     "to 6x6 it finds every win within 4 of its moves and avoids every loss within 4 of the "
     "opponent's"},
    {"Expert", 2046, 64, 400'000, 9, 300'000, 2, MaxQuiescencePlies, false,
     "400 thousand positions a move; wins and losses within 5 moves up to 6x6"},
    {"Master", 2289, 64, 1'500'000, 11, 1'000'000, 2, MaxQuiescencePlies, false,
     "1.5 million positions a move; wins and losses within 6 moves up to 6x6"},
}};

const Level& levelAt(int level)
{
    return Ladder[static_cast<std::size_t>(std::clamp(level, MinLevel, MaxLevel))];
}

} // namespace

SearchLimits levelLimits(int level, int boardSize)
{
    const Level& budget = levelAt(level);
    SearchLimits limits;
    limits.depth = budget.depth;
    limits.nodes = budget.nodes;
    limits.matePlies = budget.matePlies;
    limits.mateNodes = boardSize <= GuaranteedSize ? GuaranteedMateNodes : budget.mateNodes;
    if (boardSize > GuaranteedSize && level <= DefaultLevel) {
        // Games on larger boards last longer and each position costs more, so the default and
        // the levels below it shrink their budgets: two fifths of the cube of the area's ratio
        // (7x7 gets 16%, 8x8 7%), down to a twentieth. A whole game between two of them then
        // stays within the course harness's time limits (README, "The level ladder"; with the
        // plain cube, a 7x7 game took up to 3.4 s of the 2.5 allowed).
        const double share = 0.4 * std::pow(static_cast<double>(GuaranteedSize * GuaranteedSize) /
                                                (boardSize * boardSize),
                                            3.0);
        const auto shrink = [share](std::uint64_t nodes) {
            return std::max(nodes / 20, static_cast<std::uint64_t>(nodes * share));
        };
        limits.nodes = shrink(limits.nodes);
        limits.mateNodes = shrink(limits.mateNodes);
        // The levels below the default are budgeted in plies, whose cost grows with the board
        // (a 15x15 game between two Intermediates took up to 60 s, a move up to 1.9 s, and one
        // of Improver's cascades 4.9 s): none searches more positions a move than the
        // default's own budget. Most of their moves stay far below it.
        if (level < DefaultLevel && limits.nodes == 0) {
            limits.nodes = levelAt(DefaultLevel).nodes;
        }
    }
    // Above the default, the cap keeps the wait within 2 s a move up to 6x6 and 5 s beyond.
    // Up to the default a move takes a small fraction of that, and the cap is only a net for a
    // machine gone wrong: a tight one would make the move depend on the machine's load.
    const int capMs = level > DefaultLevel ? (boardSize <= GuaranteedSize ? 2000 : 5000) : 10000;
    limits.timeCap = std::chrono::milliseconds(capMs);
    limits.noise = budget.noise;
    limits.quiescencePlies = budget.quiescencePlies;
    limits.squaresOnly = budget.squaresOnly;
    return limits;
}

std::string levelName(int level)
{
    return levelAt(level).name;
}

int levelRating(int level)
{
    return levelAt(level).rating;
}

std::string describeLevel(int level)
{
    return levelAt(level).description;
}

bool judgesPosition(int level)
{
    constexpr int Square = 100; // noise, like scores, is in hundredths of a square
    const Level& settings = levelAt(level);
    return !settings.squaresOnly && settings.noise < Square;
}

} // namespace jump61
