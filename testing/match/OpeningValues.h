#pragma once

#include "match/MatchOptions.h"

#include <vector>

namespace jump61 {

// Proves who wins the opening position of each game pair (the position after the random opening
// moves, as the match plays them) with our solver, within `options.solveSeconds` each, using
// up to `options.jobs` threads. Entry k is for pair k: 'r' or 'b' for the proven winner, '?'
// when the solver ran out of time. A pair whose two games both went to the side that wins its
// opening was decided by the opening; a game lost from a won opening was thrown away.
std::vector<char> solveOpenings(const MatchOptions& options, int pairs);

} // namespace jump61
