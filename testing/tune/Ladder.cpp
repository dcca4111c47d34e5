#include "Ladder.h"

#include "EloFit.h"
#include "SelfPlay.h"
#include "common/ForEachIndex.h"
#include "engine/Levels.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <string>

namespace jump61 {

namespace {

// Player 0 is the random mover, 1 the greedy mover, 1 + L level L.
constexpr int RandomPlayer = 0;
constexpr int GreedyPlayer = 1;

int levelPlayer(int level)
{
    return 1 + level;
}

std::string nameOf(int player)
{
    if (player == RandomPlayer) {
        return "random";
    }
    if (player == GreedyPlayer) {
        return "greedy";
    }
    return std::to_string(player - 1) + " " + levelName(player - 1);
}

Player playerOf(int player)
{
    if (player == RandomPlayer) {
        return parseSpec("random");
    }
    if (player == GreedyPlayer) {
        return parseSpec("greedy");
    }
    // The levels as they play on an idle machine: a loaded one would hit the top levels'
    // wall-clock cap and measure the load instead of the level.
    return parseSpec("level=" + std::to_string(player - 1) + ",cap=0");
}

struct Timing
{
    double seconds = 0;
    int moves = 0;
};

} // namespace

int runLadder(const LadderOptions& options)
{
    const int top = options.top > 0 ? std::min(options.top, MaxLevel) : MaxLevel;
    const int players = levelPlayer(top) + 1;
    std::vector<PairResult> pairs = {{RandomPlayer, GreedyPlayer, 0, 0},
                                     {RandomPlayer, levelPlayer(1), 0, 0},
                                     {GreedyPlayer, levelPlayer(1), 0, 0}};
    if (top >= 2) {
        pairs.push_back({GreedyPlayer, levelPlayer(2), 0, 0});
    }
    for (int level = 1; level < top; ++level) {
        pairs.push_back({levelPlayer(level), levelPlayer(level + 1), 0, 0});
    }
    // Every game of every pair in one list, so that the threads share out the slow ones.
    std::vector<std::pair<std::size_t, int>> games; // pair, game index within it
    for (std::size_t p = 0; p < pairs.size(); ++p) {
        const bool strong = pairs[p].b > levelPlayer(DefaultLevel);
        const int count = (strong ? options.strongGames : options.games) / 2 * 2;
        for (int g = 0; g < count; ++g) {
            games.emplace_back(p, g);
        }
    }
    // The slowest pairs first, so that no thread is left with one of them at the end.
    std::stable_sort(games.begin(), games.end(), [&](const auto& x, const auto& y) {
        return pairs[x.first].b > pairs[y.first].b;
    });
    std::vector<Timing> timing(static_cast<std::size_t>(players));
    std::mutex lock;
    forEachIndex(static_cast<int>(games.size()), options.jobs, [&](int i, int /*worker*/) {
        const auto [p, g] = games[static_cast<std::size_t>(i)];
        PairResult& pair = pairs[p];
        // Each pair draws its own openings; the two games of an opening swap colours.
        const bool strong = pair.b > levelPlayer(DefaultLevel) && !options.strongSizes.empty();
        const Outcome outcome =
            playGame(playerOf(pair.a), playerOf(pair.b),
                     strong ? options.strongSizes : options.sizes, options.seed + 1000 * p, g);
        const std::lock_guard<std::mutex> guard(lock);
        ++pair.games;
        pair.aWins += outcome.aWon ? 1 : 0;
        if (outcome.size == 6) {
            timing[static_cast<std::size_t>(pair.a)].seconds += outcome.aSeconds;
            timing[static_cast<std::size_t>(pair.a)].moves += outcome.aMoves;
            timing[static_cast<std::size_t>(pair.b)].seconds += outcome.bSeconds;
            timing[static_cast<std::size_t>(pair.b)].moves += outcome.bMoves;
        }
    });

    std::printf("pairs (A against B, A's score):\n");
    for (const PairResult& pair : pairs) {
        std::printf("  %-16s - %-16s %4d of %4d  %5.1f%%\n", nameOf(pair.a).c_str(),
                    nameOf(pair.b).c_str(), pair.aWins, pair.games,
                    100.0 * pair.aWins / std::max(pair.games, 1));
    }
    const std::vector<Rating> ratings = fitRatings(players, pairs);
    std::printf("ratings (random mover = 0; 95%% intervals; seconds a move on 6x6):\n");
    for (int player = 0; player < players; ++player) {
        const Rating& r = ratings[static_cast<std::size_t>(player)];
        const Timing& t = timing[static_cast<std::size_t>(player)];
        std::printf("  %-16s %6.0f  %6.0f .. %6.0f  %8.4f s\n", nameOf(player).c_str(), r.elo,
                    r.low, r.high, t.seconds / std::max(t.moves, 1));
    }
    return 0;
}

} // namespace jump61
