#pragma once

#include "core/Side.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace jump61 {

inline constexpr std::size_t DefaultSolverMegabytes = 256;

// What a solve may spend. The solve stops at the first limit reached (0 means no limit), or
// when its stop flag is set.
struct SolveLimits
{
    std::uint64_t nodes = 0;                             // node budget; 0 means none
    std::chrono::milliseconds time{0};                   // wall-clock budget; 0 means none
    std::size_t tableMegabytes = DefaultSolverMegabytes; // for the free function solve()
    bool classifyRootMoves = true; // after a win is proven, settle every first move
    int threads = 1;               // threads searching together over the one table
};

// How far the proof of the start position got: its first moves up to symmetry (moves whose
// positions are images of each other count once), and those proven to win or to lose.
struct RootMoves
{
    // One first move for each class: its square and the numbers of the position after it, seen
    // from the side to move at the start (proof 0: the move wins; disproof 0: it loses).
    struct Move
    {
        int square;
        std::uint32_t proof;
        std::uint32_t disproof;
    };

    int total = 0;
    int wins = 0;
    int losses = 0;
    std::vector<Move> moves;
};

// A report from a running solve, about once a second.
struct SolveProgress
{
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::uint32_t proof = 0;    // the root's proof number (mover wins), as far as known
    std::uint32_t disproof = 0; // the root's disproof number (mover loses)
    int tableFillPermille = 0;
    RootMoves rootMoves;
};

// The outcome of a solve. While `proven` is false the winner is White (unknown within the
// budget) and the move lists are empty. Squares are numbered as in Board.
struct SolveResult
{
    Side winner = Side::White;
    bool proven = false;
    bool stopped = false;            // ended by the stop flag
    int bestMove = -1;               // a winning move; in a lost position the most stubborn one
    std::vector<int> winningMoves;   // every first move proven to win, in square order
    std::vector<int> unsettledMoves; // first moves whose value the budget left open
    std::vector<int> line;           // a line that follows the proof: moves, the first one first
    RootMoves rootMoves;             // also when the budget ran out
    std::uint32_t proof = 0;         // the root's numbers at the end (0 and 0xFFFFFFFF if proven)
    std::uint32_t disproof = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
};

} // namespace jump61
