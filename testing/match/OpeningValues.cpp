#include "match/OpeningValues.h"

#include "common/ForEachIndex.h"
#include "core/Board.h"
#include "engine/Solver.h"
#include "match/MatchGame.h"

#include <algorithm>
#include <memory>

namespace jump61 {

namespace {

// Each thread's solver table: 512 MB, shrinking past two threads to share 1 GB, but not
// below 128 MB.
constexpr std::size_t SolverMegabytes = 512;
constexpr std::size_t AllSolversMegabytes = 1024;
constexpr std::size_t LeastSolverMegabytes = 128;

// The position after pair `pair`'s opening, drawn as MatchGame draws it.
Board openingPosition(const MatchOptions& options, int pair)
{
    PairStream stream = pairStream(options, pair);
    Board board(stream.size);
    for (int k = 0; k < options.openingMoves && !board.gameOver(); ++k) {
        std::vector<std::pair<int, int>> legal;
        for (int square = 0; square < board.area(); ++square) {
            if (board.isLegal(square)) {
                legal.emplace_back(square / stream.size + 1, square % stream.size + 1);
            }
        }
        const auto [row, col] = pickOpeningMove(stream, legal);
        board.play((row - 1) * stream.size + col - 1);
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
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return pairStream(options, a).size < pairStream(options, b).size;
    });
    const int threads = std::min(options.jobs, pairs);
    const std::size_t megabytes =
        std::clamp(AllSolversMegabytes / static_cast<std::size_t>(std::max(threads, 1)),
                   LeastSolverMegabytes, SolverMegabytes);
    std::vector<std::unique_ptr<Solver>> solvers(static_cast<std::size_t>(threads));
    SolveLimits limits;
    limits.time = std::chrono::milliseconds(static_cast<long long>(options.solveSeconds * 1000));
    limits.classifyRootMoves = false;
    forEachIndex(pairs, threads, [&](int index, int worker) {
        auto& solver = solvers[static_cast<std::size_t>(worker)];
        if (!solver) {
            solver = std::make_unique<Solver>(megabytes);
        }
        const int pair = order[static_cast<std::size_t>(index)];
        const Board board = openingPosition(options, pair);
        Side winner = board.winner();
        if (winner == Side::White) {
            const SolveResult result = solver->solve(board, limits);
            winner = result.proven ? result.winner : Side::White;
        }
        values[static_cast<std::size_t>(pair)] = letterOf(winner);
    });
    return values;
}

} // namespace jump61
