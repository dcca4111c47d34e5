#include "ChanceFit.h"
#include "Fit.h"
#include "Ladder.h"
#include "SelfPlay.h"
#include "common/ForEachIndex.h"
#include "core/Board.h"
#include "engine/Levels.h"
#include "protocol/Arguments.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

// jump61-tune: self-play inside one process, for tuning the evaluation and checking the level
// ladder. Two players, A and B, each a level or a node budget plus evaluation weights (or a
// reference mover: random, greedy), play games from random openings with alternating colours;
// it prints A's score with a 95% Wilson interval. Deterministic for a given --seed (the games'
// order of completion aside).
//
//   jump61-tune --games 200 --sizes 4,5,6,7,8 --a level=3 --b level=2
//   jump61-tune --games 400 --sizes 5,6 --a nodes=20000 --b nodes=20000,strike=80
//
// With --ladder, it plays the whole level ladder and fits every level's rating (Ladder.h).
//
//   jump61-tune --ladder --games 80 --strong-games 12 --strong-sizes 5,6,7 --jobs 2 --sizes
//   5,6,7,8,9
//
// With --fit, A plays itself for --games games, and the evaluation's weights are fitted to
// who won from each quiet position, where the side to move has nothing to fire at the enemy
// (see Fit.h); it prints the fitted weights as a player spec.
//
//   jump61-tune --fit --games 2000 --jobs 2 --sizes 4,5,6,7,8 --a nodes=20000
//
// With --fit-chance, A plays itself and the curve that turns its search scores into winning
// chances (src/engine/WinChance.cpp) is fitted (one scale, a scale per size, a scale over the
// board's area), with every fifth pair of games of each size held out; it prints the scales,
// their held-out errors and a calibration table.
//
//   jump61-tune --fit-chance --games 300 --jobs 2 --sizes 4,5,6,7,8,9 --seed 62 --a nodes=20000

namespace {

using namespace jump61;

std::vector<int> parseSizes(const std::string& text)
{
    std::vector<int> sizes;
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        long long size = 0;
        if (!parseInteger(item, size) || size < MinSize || size > MaxSize) {
            throw std::runtime_error("bad size: " + item);
        }
        sizes.push_back(static_cast<int>(size));
    }
    return sizes;
}

int runFit(const Player& player, int games, int jobs, const std::vector<int>& sizes,
           std::uint64_t seed)
{
    std::vector<std::vector<FitSample>> perGame(static_cast<std::size_t>(games));
    forEachIndex(games, jobs, [&](int index, int /*worker*/) {
        playGame(player, player, sizes, seed, index, &perGame[static_cast<std::size_t>(index)]);
    });
    std::vector<FitSample> samples;
    for (const std::vector<FitSample>& game : perGame) {
        samples.insert(samples.end(), game.begin(), game.end());
    }
    const FitReport report = fitWeights(samples, player.weights);
    std::printf("%zu positions from %d games of %s\nscale k = %.6f\n"
                "mean squared error: fitted %.5f -> %.5f, held out %.5f -> %.5f\nstart:  %s\n"
                "fitted: %s\n",
                samples.size(), games, player.text.c_str(), report.scale, report.trainBefore,
                report.trainAfter, report.heldOutBefore, report.heldOutAfter,
                specOf(player.weights).c_str(), specOf(report.weights).c_str());
    return 0;
}

int runFitChance(const Player& player, int games, int jobs, const std::vector<int>& sizes,
                 std::uint64_t seed)
{
    std::vector<std::vector<ChanceSample>> perGame(static_cast<std::size_t>(games));
    forEachIndex(games, jobs, [&](int index, int /*worker*/) {
        playGame(player, player, sizes, seed, index, nullptr,
                 &perGame[static_cast<std::size_t>(index)]);
    });
    std::vector<ChanceSample> samples;
    for (const std::vector<ChanceSample>& game : perGame) {
        samples.insert(samples.end(), game.begin(), game.end());
    }
    const ChanceFitReport report = fitChance(samples);
    std::printf("%d + %d held-out positions from %d games of %s\nscale k, all sizes: %.6f\n"
                "scale k by area: %.4f / (N * N)\n",
                report.trainSamples, report.heldOutSamples, games, player.text.c_str(),
                report.globalScale, report.areaScale);
    for (const auto& [size, scale] : report.scales) {
        std::printf("scale k, %dx%d: %.6f\n", size, size, scale);
    }
    std::printf("held-out mean squared error: 50%% everywhere %.4f, one k %.4f, k by size %.4f, "
                "k by area %.4f\ncalibration (k by area):\n"
                "| predicted | positions | mean predicted | observed wins |\n"
                "|---|---|---|---|\n",
                report.heldOutBaseline, report.heldOutGlobal, report.heldOutPerSize,
                report.heldOutByArea);
    for (const CalibrationRow& row : report.calibration) {
        std::printf("| %.0f-%.0f%% | %d | %.1f%% | %.1f%% |\n", 100 * row.low, 100 * row.low + 10,
                    row.samples, 100 * row.predicted, 100 * row.observed);
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    try {
        int games = 100;
        int jobs = 1;
        std::uint64_t seed = 1;
        std::vector<int> sizes = {6};
        Player a = parseSpec("level=" + std::to_string(DefaultLevel));
        Player b = parseSpec("level=" + std::to_string(DefaultLevel - 1));
        bool fit = false;
        bool ladder = false;
        bool fitChanceMode = false;
        LadderOptions ladderOptions;
        const char* const usage =
            "usage: jump61-tune [--fit | --fit-chance | --ladder] [--games N] [--jobs J] [--seed "
            "S] "
            "[--sizes 4,5,6] [--a SPEC] [--b SPEC] [--strong-games N] [--strong-sizes 5,6] [--top "
            "L]\n"
            "SPEC: random, greedy, or comma-separated level=L, nodes=N, mate=PLIES, ms=MS, "
            "cap=MS, depth=D, noise=N, qplies=Q, squares=0|1 and evaluation weights such as "
            "corner=30\n"
            "--fit: A plays itself and the weights are fitted to the results\n"
            "--fit-chance: A plays itself and the winning-chance curve is fitted to the results\n"
            "--ladder: --games games for each pair of adjacent levels (--strong-games on "
            "--strong-sizes above the default level) and the reference movers, up to level --top; "
            "prints the ratings";
        for (int i = 1; i < argc; i += 2) {
            const std::string name = argv[i];
            if (name == "--help") {
                std::cout << usage << '\n';
                return 0;
            }
            if (name == "--fit" || name == "--fit-chance" || name == "--ladder") {
                (name == "--fit" ? fit : name == "--ladder" ? ladder : fitChanceMode) = true;
                --i; // a flag: no value follows
                continue;
            }
            if (i + 1 >= argc) {
                throw std::runtime_error("missing value after " + name + "\n" + usage);
            }
            const std::string value = argv[i + 1];
            long long number = 0;
            if (name == "--games" && parseInteger(value, number) && number > 0) {
                games = static_cast<int>(number);
            } else if (name == "--jobs" && parseInteger(value, number) && number > 0) {
                jobs = static_cast<int>(number);
            } else if (name == "--seed" && parseInteger(value, number)) {
                seed = static_cast<std::uint64_t>(number);
            } else if (name == "--sizes") {
                sizes = parseSizes(value);
            } else if (name == "--strong-games" && parseInteger(value, number) && number > 0) {
                ladderOptions.strongGames = static_cast<int>(number);
            } else if (name == "--strong-sizes") {
                ladderOptions.strongSizes = parseSizes(value);
            } else if (name == "--top" && parseInteger(value, number) && number > 0) {
                ladderOptions.top = static_cast<int>(number);
            } else if (name == "--a") {
                a = parseSpec(value);
            } else if (name == "--b") {
                b = parseSpec(value);
            } else {
                throw std::runtime_error("bad option: " + name + " " + value + "\n" + usage);
            }
        }
        if (fit) {
            return runFit(a, games, jobs, sizes, seed);
        }
        if (fitChanceMode) {
            return runFitChance(a, games, jobs, sizes, seed);
        }
        if (ladder) {
            ladderOptions.games = games;
            ladderOptions.jobs = jobs;
            ladderOptions.sizes = sizes;
            ladderOptions.seed = seed;
            return runLadder(ladderOptions);
        }
        std::mutex lock;
        int aWins = 0;
        int played = 0;
        double aSeconds = 0;
        double bSeconds = 0;
        int aMoves = 0;
        int bMoves = 0;
        forEachIndex(games, jobs, [&](int index, int /*worker*/) {
            const Outcome outcome = playGame(a, b, sizes, seed, index);
            const std::lock_guard<std::mutex> guard(lock);
            aWins += outcome.aWon ? 1 : 0;
            ++played;
            aSeconds += outcome.aSeconds;
            bSeconds += outcome.bSeconds;
            aMoves += outcome.aMoves;
            bMoves += outcome.bMoves;
        });
        // Wilson score interval for A's share of wins.
        const double n = played;
        const double p = aWins / n;
        const double z = 1.96;
        const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        std::printf("A = %s\nB = %s\nA won %d of %d games: %.1f%% (95%% interval %.1f%% .. "
                    "%.1f%%)\nseconds per move: A %.4f, B %.4f\n",
                    a.text.c_str(), b.text.c_str(), aWins, played, 100 * p, 100 * (centre - half),
                    100 * (centre + half), aSeconds / std::max(aMoves, 1),
                    bSeconds / std::max(bMoves, 1));
    } catch (const std::exception& e) {
        std::cerr << "jump61-tune: " << e.what() << '\n';
        return 2;
    }
    return 0;
}
