#include "engine/SolverReport.h"

#include "engine/Solver.h"

#include <cmath>
#include <sstream>

namespace jump61 {

std::string solveVerdict(const SolveResult& result)
{
    if (!result.proven) {
        return "unknown within the budget";
    }
    return std::string(sideTitle(result.winner)) + " wins";
}

std::string squareList(const Board& board, const std::vector<int>& squares)
{
    if (squares.empty()) {
        return "none";
    }
    std::ostringstream text;
    const Topology& topo = board.topology();
    for (std::size_t i = 0; i < squares.size(); ++i) {
        text << (i > 0 ? ", " : "") << topo.row(squares[i]) << ' ' << topo.col(squares[i]);
    }
    return text.str();
}

void runSolve(const Board& board, const SolveLimits& limits, std::ostream& out)
{
    Solver solver(limits.tableMegabytes);
    out << "solving " << board.size() << 'x' << board.size() << ", " << sideName(board.toMove())
        << " to move, table " << solver.tableMegabytes() << " MB";
    if (solver.tableMegabytes() < limits.tableMegabytes) {
        out << " (" << limits.tableMegabytes << " MB could not be allocated)";
    }
    out << ", budget " << limits.time.count() / 1000.0 << " s\n" << std::flush;
    double nextReport = 10.0;
    const auto onProgress = [&](const SolveProgress& progress) {
        if (progress.seconds < nextReport) {
            return;
        }
        nextReport = std::floor(progress.seconds / 10.0) * 10.0 + 10.0;
        out << "  " << static_cast<long long>(progress.seconds) << " s: " << progress.nodes
            << " nodes, root proof " << progress.proof << " disproof " << progress.disproof
            << ", table " << progress.tableFillPermille / 10 << "% full\n"
            << std::flush;
    };
    const SolveResult result = solver.solve(board, limits, nullptr, onProgress);
    out << "size: " << board.size() << 'x' << board.size() << '\n'
        << "value: " << solveVerdict(result) << '\n';
    if (result.proven && result.winner == board.toMove()) {
        out << "winning first moves: " << squareList(board, result.winningMoves) << '\n';
        if (!result.unsettledMoves.empty()) {
            out << "first moves left unsettled by the budget: "
                << squareList(board, result.unsettledMoves) << '\n';
        }
    } else if (result.proven) {
        out << "every first move loses; the most stubborn: " << squareList(board, {result.bestMove})
            << '\n';
    }
    if (result.proven && !result.line.empty()) {
        Board end = board;
        for (const int square : result.line) {
            end.play(square);
        }
        out << "a line that follows the proof: " << result.line.size() << " plies"
            << (end.gameOver() ? ", to the win" : ", as far as the table still holds it") << " ("
            << squareList(board, result.line) << ")\n";
    }
    const double seconds = result.seconds > 0 ? result.seconds : 1e-9;
    out << "nodes: " << result.nodes << " (" << static_cast<std::uint64_t>(result.nodes / seconds)
        << " per second)\n"
        << "time: " << result.seconds << " s\n"
        << std::flush;
}

} // namespace jump61
