#pragma once

#include <cstdint>
#include <vector>

namespace jump61 {

struct LadderOptions
{
    int games = 100;       // games of each pair (an even number: pairs of openings)
    int strongGames = 100; // the same for pairs with a level above the default
    int jobs = 1;
    int top = 0; // the highest level played (0: every level)
    std::vector<int> sizes;
    std::vector<int> strongSizes; // the sizes of pairs above the default (empty: sizes)
    std::uint64_t seed = 1;
};

// Plays the level ladder: the random mover against the greedy mover and level 1, the greedy
// mover against levels 1 and 2, and each level against the next; then fits and prints every
// player's rating with its 95% interval (the random mover at 0), each pair's score and each
// level's seconds a move on 6x6.
int runLadder(const LadderOptions& options);

} // namespace jump61
