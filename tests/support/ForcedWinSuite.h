#pragma once

#include "support/ForcedWinBoard.h"

#include <string>
#include <string_view>
#include <vector>

namespace jump61::testing {

// One position of the forced-win suite: the side to move forces a win in exactly `moves` of its
// own moves (within `moves`, not within moves - 1), and `winningMoves` are the squares whose
// move does it, ascending.
struct ForcedWinPosition
{
    ForcedWinBoard board{2};
    int moves = 0;
    std::vector<int> winningMoves;
    int line = 0; // line in the suite file, for messages
};

// The suite file, tests/data/forced-wins.txt: one position a line,
//
//     SIZE | ROW 1 / ROW 2 / ... | K | R:C R:C ...
//
// where each row is its cells in dump notation ("2r 1- 3b"), K is the number of the mover's own
// moves that the win takes, and the R:C (1-based row and column) are its winning first moves,
// ascending. The side to move follows from the spots (docs/PROTOCOL.md 1.2). Blank lines and lines
// starting with '#' are ignored.
namespace forcedwins {

// The cells of `board` as rows of dump notation joined by " / ".
std::string rowsText(const ForcedWinBoard& board);

// One line of the suite file for `position`, without a newline.
std::string formatLine(const ForcedWinPosition& position);

// Reads one position line; throws std::invalid_argument saying what is wrong.
ForcedWinPosition parseLine(std::string_view line);

// Reads a whole suite file; throws std::invalid_argument naming the bad line, or if the file
// cannot be read.
std::vector<ForcedWinPosition> loadFile(const std::string& path);

// "R C" for a square, as the protocol names it.
std::string squareName(const ForcedWinBoard& board, int square);

} // namespace forcedwins

} // namespace jump61::testing
