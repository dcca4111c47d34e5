#pragma once

#include "core/Board.h"
#include "engine/SolverTypes.h"

#include <atomic>
#include <chrono>
#include <ostream>
#include <string>
#include <vector>

namespace jump61 {

// Text for a solve's outcome, shared by `jump61 --solve` and the interpreter's solve command.

// "Red wins", "Blue wins" or "unknown within the budget".
std::string solveVerdict(const SolveResult& result);

// Squares as the protocol names them, "R C", joined by ", "; "none" for an empty list.
std::string squareList(const Board& board, const std::vector<int>& squares);

// How a long run keeps its work: the table is also saved every `saveEvery` while the solve
// runs (0: only at the end), and setting `stop` ends the solve early but cleanly, the table
// saved as after any other run. runSolve sets `stop` itself when its output can no longer be
// written (a closed pipe, a full disk): nobody would read what the rest of the run finds.
struct SolveRunControl
{
    std::chrono::seconds saveEvery{0};
    std::atomic<bool>* stop = nullptr;
    // The table file as messages name it (the program passes a printable form, with control
    // characters shown as ? and a long name cut); the path itself if empty.
    std::string tableName;
};

// Solves `board` within `limits` with a table of limits.tableMegabytes, printing a progress
// line every ten seconds and then the verdict, the winning first moves (or, unproven, how many
// first moves are settled), the nodes and the time. With a `tableFile`, the table is loaded
// from it first if it exists and saved to it at the end (and every control.saveEvery), so that
// runs add up and a killed run loses only the work since its last save; a file that cannot be
// loaded or saved, or that holds more entries than the table keeps (the error names the size
// that would), stops everything before the solve (false, `error` set, the file left as it is),
// and so does a failed save after the report (false). A failed save during the run is reported
// on its own line and the solve goes on.
bool runSolve(const Board& board, const SolveLimits& limits, const std::string& tableFile,
              std::ostream& out, std::string& error, const SolveRunControl& control = {});

} // namespace jump61
