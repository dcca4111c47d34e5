#pragma once

#include "core/Board.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace jump61 {

// How good a move was, by the winning chance its mover lost with it (README, "Reviewing a
// game"): at most 2 percentage points best (or the engine's own choice), at most 5 good, at
// most 10 an inaccuracy, at most 20 a mistake, more a blunder. A move that turns a proven win
// into a proven loss is always a blunder.
enum class MoveClass
{
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder
};
inline constexpr int MoveClassCount = 5;

// "best", "good", "inaccuracy", "mistake", "blunder".
std::string_view moveClassName(MoveClass moveClass);

// The class of a move that lost `points` percentage points of winning chance.
MoveClass classifyLoss(int points);

// The review's budget for each position of the game. Node budgets only, so that a review is
// the same on every machine.
struct ReviewLimits
{
    std::uint64_t nodes = 100'000;      // main search
    int matePlies = 7;                  // mate search before it, as Club (level 9)
    std::uint64_t mateNodes = 100'000;  // budget of each mate search
    std::uint64_t solverNodes = 50'000; // the solver, from the last position backwards
    int solverMisses = 3;               // it stops after this many unproven positions in a row
    std::size_t solverMegabytes = 64;
    std::uint64_t seed = 0;
};

// What the review found about one position, for its side to move.
struct PositionVerdict
{
    double chance = 0.5; // of winning, for the side to move
    int best = -1;       // the move the review prefers; -1 when the game is over
    bool proven = false; // the winner below is certain (solver or a search's win score)
    Side winner = Side::White;
    int winnerMoves = -1; // moves the winner still makes, along the proof; -1 if unknown
    // winnerMoves is the fewest the winner needs against the longest defence (a mate search
    // settled it), not only the count along a proof; only a proven verdict has it. With the
    // loser to move, `defence` is then a move that holds out that long (-1 if not searched).
    bool exactCount = false;
    int defence = -1;
};

// One move of the game, reviewed.
struct MoveReview
{
    int number = 0; // 1 for the first move of the record
    Side mover = Side::Red;
    int move = -1;
    MoveClass moveClass = MoveClass::Best;
    int best = -1;        // the better move, when the class is not best; else -1
    int before = 50;      // the mover's winning chance before the move, in percent
    int after = 50;       // and after it
    PositionVerdict next; // the position after the move (for the other side)
};

// A side's moves by class, and its turning point: the move that lost it most winning chance
// (more than a good move may lose), 0 if there is none.
struct ReviewSummary
{
    std::array<int, MoveClassCount> counts{};
    int turningPoint = 0;
    int turningBefore = 0;
    int turningAfter = 0;
};

// Reviews a game record: the solver first, from the last position backwards (late positions
// are the easy ones, and what it learns there is kept for the earlier ones), then a search of
// every position from the first, reporting each move as soon as the position after it is
// known. Deterministic: the same record and limits give the same review.
class GameReview
{
public:
    using MoveCallback = std::function<void(const MoveReview&)>;
    // Positions analysed so far, of `total` (two passes over every position).
    using ProgressCallback = std::function<void(int done, int total)>;

    GameReview(const Board& start, std::vector<int> moves, const ReviewLimits& limits = {});

    // Runs the review; `stop`, set from any thread, ends it soon. Returns false if it was
    // stopped (the moves reported so far stand).
    bool run(const std::atomic<bool>* stop = nullptr, const MoveCallback& onMove = {},
             const ProgressCallback& onProgress = {});

    const std::vector<MoveReview>& moves() const { return m_reviews; }
    ReviewSummary summary(Side side) const;

private:
    void solveBackwards(const std::atomic<bool>* stop, const ProgressCallback& onProgress,
                        int total);

    std::vector<Board> m_positions; // before each move, and the last one
    std::vector<int> m_moves;
    ReviewLimits m_limits;
    std::vector<PositionVerdict> m_solved; // the solver's verdicts (proven or not)
    std::vector<MoveReview> m_reviews;
};

} // namespace jump61
