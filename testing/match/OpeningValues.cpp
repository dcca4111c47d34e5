#include "match/OpeningValues.h"

#include "core/Board.h"
#include "engine/Solver.h"
#include "match/MatchGame.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace jump61 {

namespace {

constexpr std::size_t SolverMegabytes = 512; // per thread

// The position after pair `pair`'s opening, drawn as MatchGame draws it.
Board openingPosition(const MatchOptions& options, int pair)
{
    const int size = options.sizes[static_cast<std::size_t>(pair) % options.sizes.size()];
    PairStream stream = pairStream(options, pair);
    Board board(size);
    for (int k = 0; k < options.openingMoves && !board.gameOver(); ++k) {
        std::vector<std::pair<int, int>> legal;
        for (int square = 0; square < board.area(); ++square) {
            if (board.isLegal(square)) {
                legal.emplace_back(square / size + 1, square % size + 1);
            }
        }
        const auto [row, col] = pickOpeningMove(stream, legal);
        board.play((row - 1) * size + col - 1);
    }
    return board;
}

char letterOf(Side side)
{
    return side == Side::Red ? 'r' : side == Side::Blue ? 'b' : '?';
}

} // namespace

std::vector<char> solveOpenings(const MatchOptions& options, int pairs)
{
    std::vector<char> values(static_cast<std::size_t>(pairs), '?');
    // Small boards first: their proofs share much of the solver's table, and the larger
    // boards, which mostly run out of time, would crowd it.
    std::vector<int> order(static_cast<std::size_t>(pairs));
    for (int pair = 0; pair < pairs; ++pair) {
        order[static_cast<std::size_t>(pair)] = pair;
    }
    const auto sizeOf = [&](int pair) {
        return options.sizes[static_cast<std::size_t>(pair) % options.sizes.size()];
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return sizeOf(a) < sizeOf(b); });
    std::atomic<int> next{0};
    auto worker = [&] {
        Solver solver(SolverMegabytes);
        SolveLimits limits;
        limits.time =
            std::chrono::milliseconds(static_cast<long long>(options.solveSeconds * 1000));
        limits.classifyRootMoves = false;
        for (int index; (index = next++) < pairs;) {
            const int pair = order[static_cast<std::size_t>(index)];
            const Board board = openingPosition(options, pair);
            Side winner = board.winner();
            if (winner == Side::White) {
                const SolveResult result = solver.solve(board, limits);
                winner = result.proven ? result.winner : Side::White;
            }
            values[static_cast<std::size_t>(pair)] = letterOf(winner);
        }
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < std::min(options.jobs, pairs); ++i) {
        threads.emplace_back(worker);
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    return values;
}

} // namespace jump61
