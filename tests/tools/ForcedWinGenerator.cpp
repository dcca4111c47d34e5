// Generates tests/data/forced-wins.txt, the forced-win suite of ForcedWinTest.
//
// For each board size it plays random games to the end and walks back from the last position,
// asking the exhaustive solver of the tests (ForcedWinSolver) in how many of its own moves the
// side to move forces a win. A position goes into the suite when it has a forced win in exactly
// k moves (k = 1..4), its bucket (size, k) is not full yet, it is new, and at most half of the
// legal moves win, so that a careless move would fail the test. One position at most is taken
// from a game: the one with the largest k still wanted.
//
// Build and run (the generator is not built by default):
//     cmake -S . -B build/tools -DJUMP61_TEST_TOOLS=ON -DJUMP61_GUI=OFF
//     cmake --build build/tools --target forced-win-generator
//     build/tools/tests/forced-win-generator --seed=61 --per-bucket=25 > tests/data/forced-wins.txt
// Options: --seed=N (default 61), --per-bucket=N positions per size and k (default 25),
// --sizes=3456 (the board sizes, one digit 2 to 7 each). The same options give the same file.

#include "support/ForcedWinHelpers.h"
#include "support/ForcedWinSolver.h"
#include "support/ForcedWinSuite.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace {

using jump61::testing::ForcedWinBoard;
using jump61::testing::ForcedWinPosition;
using jump61::testing::ForcedWinSolver;
namespace forcedwins = jump61::testing::forcedwins;

constexpr int MaxK = 4;
constexpr int WalkBack = 14; // plies before the end of a game that are labelled
constexpr int MaxGames = 20000;

struct Options
{
    std::uint64_t seed = 61;
    int perBucket = 25;
    std::string sizes = "3456";
};

bool readOption(std::string_view arg, std::string_view name, std::string& value)
{
    if (arg.substr(0, name.size()) != name) {
        return false;
    }
    value = std::string(arg.substr(name.size()));
    return true;
}

void generate(int size, const Options& options, std::vector<ForcedWinPosition>& suite)
{
    std::mt19937 random(static_cast<std::mt19937::result_type>(options.seed * 1000 + size));
    ForcedWinSolver solver;
    std::vector<int> filled(MaxK + 1, 0);
    std::set<std::string> seen;
    const auto started = std::chrono::steady_clock::now();
    int games = 0;
    auto full = [&] {
        for (int k = 1; k <= MaxK; ++k) {
            if (filled[k] < options.perBucket) {
                return false;
            }
        }
        return true;
    };
    while (!full() && games < MaxGames) {
        ++games;
        const std::vector<ForcedWinBoard> positions =
            forcedwins::randomGamePositions(size, 1, random);
        // Label the end of the game, then keep the candidate with the largest k still wanted.
        std::vector<ForcedWinPosition> candidates(MaxK + 1);
        const int last = static_cast<int>(positions.size()) - 1;
        for (int i = last; i >= 0 && i >= last - WalkBack; --i) {
            const ForcedWinBoard& board = positions[i];
            const int k = solver.winDistance(board, MaxK);
            if (k == 0 || candidates[k].moves != 0 || filled[k] >= options.perBucket) {
                continue;
            }
            std::vector<int> winning = solver.winningMoves(board, k);
            const auto legal = forcedwins::legalMoves(board).size();
            if (2 * winning.size() > legal || seen.count(forcedwins::rowsText(board)) != 0) {
                continue;
            }
            candidates[k] = {board, k, std::move(winning), 0};
        }
        for (int k = MaxK; k >= 1; --k) {
            if (candidates[k].moves != 0) {
                seen.insert(forcedwins::rowsText(candidates[k].board));
                ++filled[k];
                suite.push_back(std::move(candidates[k]));
                break;
            }
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cerr << size << "x" << size << ": " << games << " games, " << solver.nodes()
              << " solver nodes, " << seconds << " s; found";
    for (int k = 1; k <= MaxK; ++k) {
        std::cerr << " k" << k << "=" << filled[k];
    }
    std::cerr << "\n";
}

} // namespace

int usage()
{
    std::cerr << "usage: forced-win-generator [--seed=N] [--per-bucket=N] [--sizes=3456]\n";
    return 2;
}

int main(int argc, char** argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        std::string value;
        try {
            if (readOption(arg, "--seed=", value)) {
                options.seed = std::stoull(value);
            } else if (readOption(arg, "--per-bucket=", value)) {
                options.perBucket = std::stoi(value);
            } else if (readOption(arg, "--sizes=", value)) {
                options.sizes = value;
            } else {
                return usage();
            }
        } catch (const std::logic_error&) {
            return usage();
        }
    }
    const bool sizesOk = std::all_of(options.sizes.begin(), options.sizes.end(),
                                     [](char digit) { return digit >= '2' && digit <= '7'; });
    if (!sizesOk || options.perBucket < 1) {
        return usage();
    }
    std::vector<ForcedWinPosition> suite;
    for (char digit : options.sizes) {
        generate(digit - '0', options, suite);
    }
    std::cout << "# jump61 forced-win suite, labelled by the tests' exhaustive solver.\n"
              << "# Generated by: forced-win-generator --seed=" << options.seed
              << " --per-bucket=" << options.perBucket << " --sizes=" << options.sizes << "\n"
              << "# (tests/tools/ForcedWinGenerator.cpp says how to build and run it).\n"
              << "# SIZE | ROW 1 / ROW 2 / ... | K | WINNING FIRST MOVES (R:C)\n"
              << "# The side to move forces a win in exactly K of its own moves (its K-th move\n"
              << "# wins at the latest, whatever the opponent does, and no faster win is\n"
              << "# forced); the listed moves are all the first moves that do it.\n";
    for (const ForcedWinPosition& position : suite) {
        std::cout << forcedwins::formatLine(position) << "\n";
    }
    return 0;
}
