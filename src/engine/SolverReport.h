#pragma once

#include "core/Board.h"
#include "engine/SolverTypes.h"

#include <ostream>
#include <string>
#include <vector>

namespace jump61 {

// Text for a solve's outcome, shared by `jump61 --solve` and the interpreter's solve command.

// "Red wins", "Blue wins" or "unknown within the budget".
std::string solveVerdict(const SolveResult& result);

// Squares as the protocol names them, "R C", joined by ", "; "none" for an empty list.
std::string squareList(const Board& board, const std::vector<int>& squares);

// Solves `board` within `limits` with a table of limits.tableMegabytes, printing a progress
// line every ten seconds and then the verdict, the winning first moves, the nodes and the time.
void runSolve(const Board& board, const SolveLimits& limits, std::ostream& out);

} // namespace jump61
