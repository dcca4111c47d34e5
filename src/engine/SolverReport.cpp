#include "engine/SolverReport.h"

#include "engine/Solver.h"
#include "engine/SolverTableFile.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <sstream>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace jump61 {

std::string solveVerdict(const SolveResult& result)
{
    if (!result.proven) {
        return "unknown within the budget";
    }
    return std::string(sideTitle(result.winner)) + " wins";
}

namespace {

std::string rootMovesText(const RootMoves& moves)
{
    return "first moves up to symmetry: " + std::to_string(moves.total) + ", won " +
           std::to_string(moves.wins) + ", lost " + std::to_string(moves.losses);
}

} // namespace

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

bool runSolve(const Board& board, const SolveLimits& limits, const std::string& tableFile,
              std::ostream& out, std::string& error, const SolveRunControl& control)
{
    Solver solver(limits.tableMegabytes);
    SolverTableInfo before{board.size(), 0, 0, 0};
    const std::string& shown = control.tableName.empty() ? tableFile : control.tableName;
    // Asked first: it only looks at the file, and refuses a pipe that loading would open.
    if (!tableFile.empty() && !canSaveSolverTable(tableFile, error)) {
        error = "cannot save the solver table " + shown + ": " + error;
        return false;
    }
    // An empty file holds no earlier run (one made with `touch` to name the table): the run
    // starts a new table and saves it there, as it does where no file is.
    struct stat status
    {};
    const bool resuming = !tableFile.empty() && stat(tableFile.c_str(), &status) == 0 &&
                          !(S_ISREG(status.st_mode) && status.st_size == 0);
    if (resuming && !loadSolverTable(solver.table(), before, board.size(), tableFile, error)) {
        error = "cannot load the solver table " + shown + ": " + error;
        return false;
    }
    // A table too small for the file would save only what it kept, and the rest of the earlier
    // runs' work would be lost for good.
    if (resuming && solver.table().entries() < before.entries) {
        const std::uint64_t kept = solver.table().entries();
        const std::size_t needed = megabytesToHoldSolverTable(tableFile, error);
        error = "cannot load the solver table " + shown + ": it holds " +
                std::to_string(before.entries) + " entries and a table of " +
                std::to_string(solver.tableMegabytes()) + " MB keeps only " + std::to_string(kept) +
                " of them" +
                (needed > 0 ? "; give --hash " + std::to_string(needed) + " or more"
                            : "; give a larger --hash");
        return false;
    }
    out << "solving " << board.size() << 'x' << board.size() << ", " << sideName(board.toMove())
        << " to move, table " << solver.tableMegabytes() << " MB";
    // A size the machine cannot allocate is halved until it can.
    const std::size_t asked = std::max<std::size_t>(limits.tableMegabytes, 1);
    if (solver.tableMegabytes() < asked) {
        out << " (" << asked << " MB could not be allocated)";
    }
    out << ", " << limits.threads << (limits.threads == 1 ? " thread" : " threads") << ", budget "
        << limits.time.count() / 1000.0 << " s\n";
    if (resuming) {
        out << "resumed from " << shown << ": " << before.entries << " entries, " << before.nodes
            << " nodes in " << before.milliseconds / 1000.0 << " s of earlier runs\n";
    }
    out << std::flush;
    // The first write that fails says why (errno is fresh only then); the run then stops, saves
    // its table if it has one, and reports the failure instead of a verdict nobody can read.
    std::string outputFailure;
    const auto checkOutput = [&out, &outputFailure, &control] {
        if (!out && outputFailure.empty()) {
            const int why = errno;
            outputFailure = why != 0 ? std::strerror(why) : "the write failed";
            if (control.stop != nullptr) {
                control.stop->store(true);
            }
        }
    };
    checkOutput();
    // The totals a save records: the earlier runs' and this one's so far.
    const auto totals = [&before](std::uint64_t nodes, double seconds) {
        SolverTableInfo info = before;
        info.nodes += nodes;
        info.milliseconds += static_cast<std::uint64_t>(seconds * 1000.0);
        return info;
    };
    const bool saving = !tableFile.empty() && control.saveEvery.count() > 0;
    const double saveEvery = static_cast<double>(control.saveEvery.count());
    double nextSave = saveEvery;
    double nextReport = 10.0;
    const auto onProgress = [&](const SolveProgress& progress) {
        // Saved between two nodes, the table holds only numbers some search stored: a whole
        // table that a later run can resume from, as after a run that ended.
        if (saving && progress.seconds >= nextSave) {
            nextSave = std::floor(progress.seconds / saveEvery) * saveEvery + saveEvery;
            std::string saveError;
            out << "  " << static_cast<long long>(progress.seconds) << " s: ";
            if (saveSolverTable(solver.table(), totals(progress.nodes, progress.seconds), tableFile,
                                saveError)) {
                out << "table saved to " << shown << '\n';
            } else {
                out << "cannot save the solver table " << shown << ": " << saveError << '\n';
            }
            out << std::flush;
            checkOutput();
        }
        if (progress.seconds < nextReport) {
            return;
        }
        nextReport = std::floor(progress.seconds / 10.0) * 10.0 + 10.0;
        out << "  " << static_cast<long long>(progress.seconds) << " s: " << progress.nodes
            << " nodes, root proof " << progress.proof << " disproof " << progress.disproof << ", "
            << rootMovesText(progress.rootMoves) << ", table " << progress.tableFillPermille / 10
            << "% full\n"
            << std::flush;
        checkOutput();
    };
    SolveResult result;
    try {
        result = solver.solve(board, limits, control.stop, onProgress);
    } catch (const std::system_error& e) {
        // The system gave fewer threads than asked (a limit on processes or memory); the
        // table on disk is as it was.
        error = "cannot start the solver's threads: " + e.code().message() +
                " (ask for fewer with --threads)";
        return false;
    }
    if (result.stopped) {
        out << "stopped before the budget ran out\n";
    }
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
    } else {
        out << "progress: root proof " << result.proof << " disproof " << result.disproof << ", "
            << rootMovesText(result.rootMoves) << '\n';
        for (const RootMoves::Move& move : result.rootMoves.moves) {
            out << "  first move " << squareList(board, {move.square}) << ": "
                << (move.proof == 0      ? "wins"
                    : move.disproof == 0 ? "loses"
                                         : "open")
                << ", proof " << move.proof << " disproof " << move.disproof << '\n';
        }
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
    checkOutput();
    if (!tableFile.empty()) {
        const SolverTableInfo after = totals(result.nodes, result.seconds);
        if (!saveSolverTable(solver.table(), after, tableFile, error)) {
            error = "cannot save the solver table " + shown + ": " + error;
            return false;
        }
        out << "all runs: " << after.nodes << " nodes, " << after.milliseconds / 1000.0 << " s\n"
            << "table saved to " << shown << '\n'
            << std::flush;
        checkOutput();
    }
    if (!outputFailure.empty()) {
        error = "cannot write the output: " + outputFailure;
        return false;
    }
    return true;
}

} // namespace jump61
