#include "ChanceFit.h"
#include "Fit.h"
#include "common/ForEachIndex.h"
#include "core/Board.h"
#include "engine/Engine.h"
#include "engine/Evaluation.h"
#include "engine/Levels.h"
#include "protocol/Arguments.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <vector>

// jump61-tune: self-play inside one process, for tuning the evaluation and checking the level
// ladder. Two players, A and B, each a level or a node budget plus evaluation weights, play
// games from random openings with alternating colours; it prints A's score with a 95% Wilson
// interval. Deterministic for a given --seed (the games' order of completion aside).
//
//   jump61-tune --games 200 --sizes 4,5,6,7,8 --a level=3 --b level=2
//   jump61-tune --games 400 --sizes 5,6 --a nodes=20000 --b nodes=20000,strike=80
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

struct Player
{
    int level = 0; // 0: use nodes and mate below instead of a level
    std::uint64_t nodes = 20000;
    int mate = 0;
    int milliseconds = 0; // > 0: a time per move instead of a node budget (as `movetime`)
    EvalWeights weights;
    std::string text;
};

bool setWeight(EvalWeights& w, const std::string& name, int value)
{
    for (const EvalField& field : EvalFields) {
        if (field.name == name) {
            w.*field.weight = value;
            return true;
        }
    }
    return false;
}

// All the weights as a player spec: name=value, comma-separated.
std::string specOf(const EvalWeights& w)
{
    std::string spec;
    for (const EvalField& field : EvalFields) {
        spec.append(spec.empty() ? "" : ",").append(field.name).append("=");
        spec += std::to_string(w.*field.weight);
    }
    return spec;
}

Player parseSpec(const std::string& text)
{
    Player player;
    player.text = text;
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        const std::size_t equals = item.find('=');
        long long value = 0;
        if (equals == std::string::npos || !parseInteger(item.substr(equals + 1), value)) {
            throw std::runtime_error("bad player item: " + item);
        }
        const std::string name = item.substr(0, equals);
        if (name == "level") {
            if (value < MinLevel || value > MaxLevel) {
                throw std::runtime_error("level must be from 1 to 5: " + item);
            }
            player.level = static_cast<int>(value);
        } else if (name == "ms") {
            if (value <= 0 || value > 600000) {
                throw std::runtime_error("ms must be from 1 to 600000: " + item);
            }
            player.milliseconds = static_cast<int>(value);
        } else if (name == "nodes") {
            player.nodes = static_cast<std::uint64_t>(value);
        } else if (name == "mate") {
            player.mate = static_cast<int>(value);
        } else if (!setWeight(player.weights, name, static_cast<int>(value))) {
            throw std::runtime_error("unknown player item: " + name);
        }
    }
    return player;
}

SearchLimits limitsFor(const Player& player, int size)
{
    SearchLimits limits;
    if (player.level > 0) {
        limits = levelLimits(player.level, size);
    } else {
        limits.nodes = player.nodes;
        limits.matePlies = player.mate;
        limits.mateNodes = 1'000'000;
        limits.timeCap = std::chrono::milliseconds(20000);
    }
    if (player.milliseconds > 0) {
        // The same as the text command `movetime`: the level's mate search, then the clock.
        limits.depth = 64;
        limits.nodes = 0;
        limits.timeCap = std::chrono::milliseconds(player.milliseconds);
    }
    return limits;
}

struct Outcome
{
    bool aWon = false;
    int plies = 0;
    double aSeconds = 0;
    double bSeconds = 0;
    int aMoves = 0;
    int bMoves = 0;
};

// Whether the side to move has nothing to fire at the enemy: a static score means most there.
bool quietForMover(const Board& board)
{
    const Side us = board.toMove();
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.owner(sq) != us || board.spots(sq) < board.degree(sq)) {
            continue;
        }
        for (int k = 0; k < topo.degree[sq]; ++k) {
            if (board.owner(topo.neighbours[sq][k]) == opponent(us)) {
                return false;
            }
        }
    }
    return true;
}

// Game `index`: its size, opening and colours all follow from the index and the seed. With
// `samples`, every quiet position after the opening is added to it, labelled with its result;
// with `chances`, every search's score that is not a win score.
Outcome playGame(const Player& a, const Player& b, const std::vector<int>& sizes,
                 std::uint64_t seed, int index, std::vector<FitSample>* samples = nullptr,
                 std::vector<ChanceSample>* chances = nullptr)
{
    std::mt19937_64 rng(seed * 1000003 + static_cast<std::uint64_t>(index / 2));
    const int size = sizes[static_cast<std::size_t>(index / 2) % sizes.size()];
    Board board(size);
    const int openingMoves = static_cast<int>(rng() % static_cast<std::uint64_t>(size)) + 1;
    for (int i = 0; i < openingMoves && !board.gameOver(); ++i) {
        std::vector<int> legal;
        for (int sq = 0; sq < board.area(); ++sq) {
            if (board.isLegal(sq)) {
                legal.push_back(sq);
            }
        }
        board.play(legal[rng() % legal.size()]);
    }
    // Both games of a pair share the opening; A takes Red in one and Blue in the other.
    const Side aSide = index % 2 == 0 ? Side::Red : Side::Blue;
    Engine engineA(16);
    Engine engineB(16);
    engineA.setWeights(a.weights);
    engineB.setWeights(b.weights);
    Outcome outcome;
    std::vector<Side> movers;
    std::vector<Side> chanceMovers;
    const std::size_t firstSample = samples != nullptr ? samples->size() : 0;
    while (!board.gameOver()) {
        if (samples != nullptr && quietForMover(board)) {
            samples->push_back({evaluationTerms(board), 0});
            movers.push_back(board.toMove());
        }
        const bool aToMove = board.toMove() == aSide;
        const Player& player = aToMove ? a : b;
        Engine& engine = aToMove ? engineA : engineB;
        const auto started = std::chrono::steady_clock::now();
        const SearchResult result =
            engine.search(board, limitsFor(player, size), seed + static_cast<std::uint64_t>(index));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        (aToMove ? outcome.aSeconds : outcome.bSeconds) += seconds;
        if (chances != nullptr && !isWinScore(result.score)) {
            // Every fifth pair of games of each size is held out.
            const int round = index / 2 / static_cast<int>(sizes.size());
            chances->push_back({size, result.score, 0, round % 5 == 4});
            chanceMovers.push_back(board.toMove());
        }
        ++(aToMove ? outcome.aMoves : outcome.bMoves);
        board.play(result.move);
        ++outcome.plies;
    }
    outcome.aWon = board.winner() == aSide;
    for (std::size_t i = 0; i < movers.size(); ++i) {
        (*samples)[firstSample + i].result = movers[i] == board.winner() ? 1.0 : 0.0;
    }
    for (std::size_t i = 0; i < chanceMovers.size(); ++i) {
        (*chances)[i].result = chanceMovers[i] == board.winner() ? 1.0 : 0.0;
    }
    return outcome;
}

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
        // The default level against the one below it.
        Player a = parseSpec("level=" + std::to_string(DefaultLevel));
        Player b = parseSpec("level=" + std::to_string(DefaultLevel - 1));
        bool fit = false;
        bool fitChanceMode = false;
        const char* const usage =
            "usage: jump61-tune [--fit | --fit-chance] [--games N] [--jobs J] [--seed S] "
            "[--sizes 4,5,6] [--a SPEC] [--b SPEC]\n"
            "SPEC: comma-separated level=L, nodes=N, mate=PLIES, ms=MS "
            "and evaluation weights such as corner=30\n"
            "--fit: A plays itself and the weights are fitted to the "
            "results\n"
            "--fit-chance: A plays itself and the winning-chance curve "
            "is fitted to the results";
        for (int i = 1; i < argc; i += 2) {
            const std::string name = argv[i];
            if (name == "--help") {
                std::cout << usage << '\n';
                return 0;
            }
            if (name == "--fit" || name == "--fit-chance") {
                (name == "--fit" ? fit : fitChanceMode) = true;
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
