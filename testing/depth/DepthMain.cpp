// jump61-depth: how deep the top level searches in a fixed time on 6x6 mid-game positions, the
// measure of "plies more in one second" (docs/ENGINE.md). The twelve positions are the bench's
// three 6x6 searches and nine reached by 20 to 40 random legal moves from the start (a fixed
// seed, so every build gets the same ones). Each is searched once by the top level with a
// fresh table, no node budget and no mate search, for the time given; the program prints the
// depth each search completed, their mean, and the positions searched a second.
//
//   jump61-depth [--ms N] [--table MB]     (defaults: 1000 ms, 256 MB)
//
// It uses only the engine's long-standing interface (Engine::search, levelLimits and the
// bench's positions), so that tools/compare-depth.sh can build it against an earlier commit's
// engine and measure both in one run.

#include "core/Board.h"
#include "engine/BenchPositions.h"
#include "engine/Engine.h"
#include "engine/Levels.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

std::vector<jump61::Board> positions()
{
    using jump61::Board;
    std::vector<Board> boards;
    for (const auto& position : jump61::bench::searchPositions()) {
        if (position.size == 6) {
            boards.push_back(jump61::bench::boardFromRows(6, position.rows));
        }
    }
    std::mt19937 random(2026);
    while (boards.size() < 12) {
        Board board(6);
        const auto plies = 20 + static_cast<int>(random() % 21);
        bool won = false;
        for (int ply = 0; ply < plies && !won; ++ply) {
            std::vector<int> legal;
            for (int square = 0; square < board.area(); ++square) {
                if (board.isLegal(square)) {
                    legal.push_back(square);
                }
            }
            won = board.play(legal[random() % legal.size()]);
        }
        if (!won) {
            boards.push_back(board);
        }
    }
    return boards;
}

bool readNumber(const char* text, long& value)
{
    char* end = nullptr;
    value = std::strtol(text, &end, 10);
    return end != text && *end == '\0' && value > 0 && value <= 1'000'000;
}

} // namespace

int main(int argc, char** argv)
{
    long milliseconds = 1000;
    long tableMegabytes = 256;
    // Options come in pairs: a name and its value.
    for (int i = 1; i < argc; i += 2) {
        const std::string option = argv[i];
        long* value = option == "--ms"      ? &milliseconds
                      : option == "--table" ? &tableMegabytes
                                            : nullptr;
        if (value == nullptr || i + 1 >= argc || !readNumber(argv[i + 1], *value)) {
            std::fprintf(stderr, "usage: jump61-depth [--ms N] [--table MB]\n");
            return 2;
        }
    }
    jump61::Engine engine(static_cast<std::size_t>(tableMegabytes));
    double depths = 0.0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    const std::vector<jump61::Board> boards = positions();
    std::printf("depths:");
    for (const jump61::Board& board : boards) {
        jump61::SearchLimits limits = jump61::levelLimits(jump61::MaxLevel, 6);
        limits.nodes = 0;
        limits.matePlies = 0;
        limits.softTime = std::chrono::milliseconds(0);
        limits.timeCap = std::chrono::milliseconds(milliseconds);
        engine.newGame();
        const jump61::SearchResult result = engine.search(board, limits, 61);
        depths += result.depth;
        nodes += result.nodes;
        seconds += result.seconds;
        std::printf(" %d", result.depth);
        std::fflush(stdout);
    }
    std::printf("\nmean depth %.2f, %.2f M positions a second\n",
                depths / static_cast<double>(boards.size()),
                seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0);
    return 0;
}
