#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

namespace jump61 {

// Scores are from the point of view of the side to move. A won position scores WinScore minus
// the number of plies to the win, so that faster wins score higher and slower losses lose less.
inline constexpr int WinScore = 30000;
inline constexpr int WinBound = WinScore - 1000; // |score| above this: a proven win or loss
inline constexpr int Infinity = WinScore + 1;
inline constexpr int MaxQuiescencePlies = 10;

constexpr bool isWinScore(int score)
{
    return score > WinBound || score < -WinBound;
}

// Plies to the end of the game encoded in a win score (positive: we win).
constexpr int pliesToEnd(int score)
{
    return score > 0 ? WinScore - score : WinScore + score;
}

// What a search may spend. A search stops at the first limit reached; the depth and node
// budgets make it deterministic, the wall-clock cap is only a safety net.
struct SearchLimits
{
    int depth = 64;                       // iterative-deepening depth in plies
    std::uint64_t nodes = 0;              // node budget; 0 means none
    std::chrono::milliseconds timeCap{0}; // safety net; 0 means none
    // When time is the budget: no new iteration starts after softTime, and a settled search
    // (the same best move for several iterations, or a decided score) stops sooner still, so
    // that the time goes to the moves that need it. 0: iterate until a budget runs out.
    std::chrono::milliseconds softTime{0};
    // The mate search (MateSearch) runs first: any forced win within matePlies plies is
    // played, and the move the search chose is replaced if it lets the opponent force a win
    // within that horizon while another move does not. 0 means no mate search.
    int matePlies = 0;
    std::uint64_t mateNodes = 0; // budget of each mate search
    // Threads searching at once, sharing the transposition table (lazy SMP). Budgets count the
    // main thread's nodes; with more than one thread, play is no longer reproducible.
    int threads = 1;
    // How a weaker player sees a position (the ladder's lower levels, see Levels.cpp). noise:
    // each static score moves by up to this much (hundredths of a square), keyed on the seed
    // and the position, so a seed still plays the same game. quiescencePlies: how many
    // cascades in a row the search follows past its horizon; fewer than the fight needs, and
    // the counter-cascade after the last one goes unseen (at most MaxQuiescencePlies).
    // squaresOnly: counts squares and nothing else, the greedy capturer's view.
    int noise = 2;
    int quiescencePlies = MaxQuiescencePlies;
    bool squaresOnly = false;
};

// A report from a running search, after each completed iteration.
struct SearchInfo
{
    int depth = 0;
    int score = 0;
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<int> pv; // squares, the move to play first
};

struct SearchResult
{
    int move = -1; // square to play, -1 if there is no legal move
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0; // positions visited, by the mate searches too
    double seconds = 0.0;    // the whole decision
    std::vector<int> pv;
    bool stopped = false; // the search ended early on a stop request
    // The search chose an illegal move (a bug): Engine played `move` instead of `rejected`.
    bool replaced = false;
    int rejected = -1;
};

} // namespace jump61
