#pragma once

#include "core/Board.h"

#include <span>
#include <string_view>
#include <vector>

namespace jump61::bench {

// A position the bench searches with a fixed node budget.
struct SearchPosition
{
    std::string_view name;
    int size;
    std::string_view rows;
};

// A 15 x 15 position and a move whose cascade is long but does not end the game.
struct CascadePosition
{
    std::string_view name;
    int row;
    int col;
    std::string_view rows;
};

// A position whose mover forces a win in exactly `moves` of its own moves, by the first moves
// listed ("R:C R:C", ascending).
struct ForcedWin
{
    int size;
    int moves;
    std::string_view winningMoves;
    std::string_view rows;
};

// A 4 x 4 position the solver proves, reached from the start by `moves` ("R:C R:C", in the
// order played).
struct SolvePosition
{
    std::string_view name;
    std::string_view moves;
};

std::span<const SearchPosition> searchPositions();
std::span<const CascadePosition> cascadePositions();
std::span<const ForcedWin> forcedWins();
std::span<const SolvePosition> solvePositions();

// The board whose cells `rows` lists in dump notation ("2r 1- 3b"), rows separated by '/'.
// Throws std::invalid_argument on a malformed list.
Board boardFromRows(int size, std::string_view rows);

// Squares from "R:C R:C" (1-based rows and columns).
std::vector<int> squaresFromText(int size, std::string_view text);

} // namespace jump61::bench
