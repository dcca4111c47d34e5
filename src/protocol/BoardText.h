#pragma once

#include "core/Board.h"

#include <string>
#include <vector>

namespace jump61 {

// A cell as the protocol writes it: the spot count followed by r, b or - (white).
std::string cellText(const Board& board, int square);

// The dump format of docs/PROTOCOL.md section 4, a line each (first and last "===").
std::vector<std::string> dumpLines(const Board& board);

// The readable board: a line per row with its number, then a footer of column numbers.
std::vector<std::string> boardLines(const Board& board);

// "R C" for a square, 1-based.
std::string squareText(const Board& board, int square);

} // namespace jump61
