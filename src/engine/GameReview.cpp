#include "engine/GameReview.h"

#include "engine/Engine.h"
#include "engine/MateSearch.h"
#include "engine/Solver.h"
#include "engine/WinChance.h"

#include <algorithm>

namespace jump61 {

namespace {

constexpr std::array<std::string_view, MoveClassCount> ClassNames = {"best", "good", "inaccuracy",
                                                                     "mistake", "blunder"};

// The furthest a proven win's count is made exact: the winner's tenth move.
constexpr int MaxExactPlies = 19;

// Upper bounds of the loss, in percentage points, of best, good, inaccuracy and mistake.
constexpr std::array<int, MoveClassCount - 1> ClassLimits = {2, 5, 10, 20};

// A chance that is not proven is shown as 1% to 99%: 0% and 100% mean a proven result.
int shownPercent(const PositionVerdict& verdict)
{
    const int shown = percent(verdict.chance);
    return verdict.proven ? shown : std::clamp(shown, 1, 99);
}

// The winner's moves in a line that follows a proof, if it ends the game.
int winnerMovesAlong(Board board, const std::vector<int>& line, Side winner)
{
    int moves = 0;
    for (const int square : line) {
        moves += board.toMove() == winner ? 1 : 0;
        board.play(square);
    }
    return board.gameOver() ? moves : -1;
}

// A proof of the position before a move settles the position after it in two cases: the mover
// had a proven win and played the move the proof gives (the win is kept, with one of the
// winner's moves spent), or the mover had a proven loss (every move loses). Without this, a
// proof before a move could stand beside an estimate after it (100% -> 75%), as if a move along
// a proven win had given a quarter of it away.
void carryProof(const PositionVerdict& was, Side mover, int move, PositionVerdict& after)
{
    if (!was.proven || after.proven) {
        return;
    }
    if (was.winner == mover) {
        if (move != was.best) {
            return;
        }
        after.chance = 0.0; // for the side to move after it, the loser
        after.winnerMoves = was.winnerMoves > 0 ? was.winnerMoves - 1 : -1;
    } else {
        after.chance = 1.0;
        after.winnerMoves = -1; // the proof followed the loser's best defence, not this move
    }
    after.proven = true;
    after.winner = was.winner;
}

// For a mover whose every move loses: a move that holds out longer than the one played, or -1.
// Judged only where the mate search settles it: the move played lets the winner finish within
// `maxPlies` plies, and the other is shown to take longer (or not to finish within reach). A
// move it cannot settle within its budget is not claimed; the checks stop once `budget` nodes
// are spent, so the move named holds out longer than the one played, not always longest.
int longerDefence(const Board& from, int played, int maxPlies, std::uint64_t nodes,
                  std::uint64_t budget, MateSearch& mate)
{
    Board after = from;
    after.play(played);
    if (after.gameOver()) {
        return -1;
    }
    std::uint64_t spent = 0;
    const MateSearch::Result playedResult = mate.findWin(after, maxPlies, nodes);
    spent += playedResult.nodes;
    if (playedResult.move < 0) {
        return -1; // it holds out beyond reach, or could not be settled
    }
    int longer = -1;
    int longest = playedResult.plies;
    for (int square = 0; square < from.area() && spent < budget; ++square) {
        if (square == played || !from.isLegal(square)) {
            continue;
        }
        Board child = from;
        child.play(square);
        if (child.gameOver()) {
            continue;
        }
        const MateSearch::Result result = mate.findWin(child, maxPlies, nodes);
        spent += result.nodes;
        if (!result.complete) {
            continue;
        }
        const int plies = result.move < 0 ? maxPlies + 2 : result.plies;
        if (plies > longest) {
            longest = plies;
            longer = square;
        }
    }
    return longer;
}

// The fewest moves the winner needs against the longest defence, where a mate search settles
// it within `maxPlies` plies and `budget` nodes: with the winner to move, its fastest win (and
// the move that wins so fast); with the loser to move, the longest of the fastest wins after
// each of the loser's moves (and the move that holds out so long). Nothing where it is not
// settled: the proof's own count then stands.
struct FewestMoves
{
    int moves = -1;
    int move = -1;
};
FewestMoves fewestWinnerMoves(const Board& board, Side winner, int maxPlies, std::uint64_t budget,
                              MateSearch& mate)
{
    if (board.toMove() == winner) {
        const MateSearch::Result result = mate.findWin(board, maxPlies, budget);
        if (!result.complete || result.move < 0) {
            return {};
        }
        return {(result.plies + 1) / 2, result.move};
    }
    FewestMoves longest;
    std::uint64_t spent = 0;
    for (int square = 0; square < board.area(); ++square) {
        if (!board.isLegal(square)) {
            continue;
        }
        Board child = board;
        child.play(square);
        if (child.gameOver() || spent >= budget) {
            return {}; // the loser cannot win, so a proof was wrong: nothing new is said
        }
        const MateSearch::Result result = mate.findWin(child, maxPlies, budget - spent);
        spent += result.nodes;
        if (!result.complete || result.move < 0) {
            return {};
        }
        if ((result.plies + 1) / 2 > longest.moves) {
            longest = {(result.plies + 1) / 2, square};
        }
    }
    return longest;
}

} // namespace

std::string_view moveClassName(MoveClass moveClass)
{
    return ClassNames[static_cast<std::size_t>(moveClass)];
}

MoveClass classifyLoss(int points)
{
    for (std::size_t i = 0; i < ClassLimits.size(); ++i) {
        if (points <= ClassLimits[i]) {
            return static_cast<MoveClass>(i);
        }
    }
    return MoveClass::Blunder;
}

GameReview::GameReview(const Board& start, std::vector<int> moves, const ReviewLimits& limits)
    : m_moves(std::move(moves)), m_limits(limits)
{
    m_positions.push_back(start);
    for (const int move : m_moves) {
        Board next = m_positions.back();
        next.play(move);
        m_positions.push_back(next);
    }
}

void GameReview::solveBackwards(const std::atomic<bool>* stop, const ProgressCallback& onProgress,
                                int total)
{
    m_solved.assign(m_positions.size(), PositionVerdict{});
    Solver solver(m_limits.solverMegabytes);
    SolveLimits limits;
    limits.nodes = m_limits.solverNodes;
    limits.classifyRootMoves = false;
    int misses = 0;
    for (std::size_t i = m_positions.size(); i-- > 0;) {
        if (onProgress) {
            onProgress(static_cast<int>(m_positions.size() - 1 - i), total);
        }
        if (misses >= m_limits.solverMisses || (stop != nullptr && stop->load())) {
            continue;
        }
        const Board& board = m_positions[i];
        if (board.gameOver()) {
            continue;
        }
        const SolveResult result = solver.solve(board, limits, stop);
        if (!result.proven) {
            ++misses;
            continue;
        }
        misses = 0;
        PositionVerdict& verdict = m_solved[i];
        verdict.proven = true;
        verdict.winner = result.winner;
        verdict.chance = result.winner == board.toMove() ? 1.0 : 0.0;
        verdict.best = result.bestMove;
        verdict.winnerMoves = winnerMovesAlong(board, result.line, result.winner);
    }
}

bool GameReview::run(const std::atomic<bool>* stop, const MoveCallback& onMove,
                     const ProgressCallback& onProgress)
{
    m_reviews.clear();
    const int total = 2 * static_cast<int>(m_positions.size());
    solveBackwards(stop, onProgress, total);

    Engine engine(16);
    MateSearch mate(stop);
    SearchLimits limits;
    limits.nodes = m_limits.nodes;
    limits.matePlies = m_limits.matePlies;
    limits.mateNodes = m_limits.mateNodes;
    std::vector<PositionVerdict> verdicts;
    for (std::size_t i = 0; i < m_positions.size(); ++i) {
        if (stop != nullptr && stop->load()) {
            return false;
        }
        const Board& board = m_positions[i];
        PositionVerdict verdict = m_solved[i];
        if (board.gameOver()) {
            // The side to move has lost: the last move covered the board.
            verdict = {0.0, -1, true, board.winner(), 0};
        } else {
            const SearchResult result = engine.search(board, limits, m_limits.seed, {}, stop);
            if (stop != nullptr && stop->load()) {
                return false;
            }
            const Side us = board.toMove();
            if (isWinScore(result.score)) {
                // Win and loss scores of the search are proofs, with the distance to the end.
                const int plies = pliesToEnd(result.score);
                verdict.proven = true;
                verdict.winner = result.score > 0 ? us : opponent(us);
                verdict.chance = result.score > 0 ? 1.0 : 0.0;
                verdict.winnerMoves = result.score > 0 ? (plies + 1) / 2 : plies / 2;
                verdict.best = result.move;
            } else if (!verdict.proven) {
                verdict.chance = winChance(result.score, board.size());
                verdict.best = result.move;
            } else if (verdict.winner != us) {
                verdict.best = result.move; // lost anyway: the search's most resisting move
            }
        }
        if (i > 0) {
            carryProof(verdicts[i - 1], m_positions[i - 1].toMove(), m_moves[i - 1], verdict);
        }
        // The count of a proven win, made exact where a mate search settles it: the solver's
        // line is not always the shortest, and counts from it and from the search's win scores
        // did not agree from one move to the next.
        if (verdict.proven && !board.gameOver()) {
            const FewestMoves fewest = fewestWinnerMoves(board, verdict.winner, MaxExactPlies,
                                                         8 * m_limits.mateNodes, mate);
            if (stop != nullptr && stop->load()) {
                return false;
            }
            if (fewest.moves > 0) {
                verdict.winnerMoves = fewest.moves;
                verdict.exactCount = true;
                if (board.toMove() == verdict.winner) {
                    verdict.best = fewest.move; // a fastest win
                } else {
                    verdict.defence = fewest.move;
                }
            } else if (i > 0 && verdicts[i - 1].exactCount &&
                       verdicts[i - 1].winner == verdict.winner &&
                       m_positions[i - 1].toMove() == verdict.winner &&
                       m_moves[i - 1] == verdicts[i - 1].best) {
                // The winner's fastest move from an exact count: one move fewer, exactly.
                verdict.winnerMoves = verdicts[i - 1].winnerMoves - 1;
                verdict.exactCount = true;
            }
        }
        verdicts.push_back(verdict);
        if (onProgress) {
            onProgress(static_cast<int>(m_positions.size() + i + 1), total);
        }
        if (i == 0) {
            continue;
        }
        // The move into this position can now be judged.
        const PositionVerdict& was = verdicts[i - 1];
        const Board& from = m_positions[i - 1];
        MoveReview review;
        review.number = static_cast<int>(i);
        review.mover = from.toMove();
        review.move = m_moves[i - 1];
        review.before = shownPercent(was);
        review.after = 100 - shownPercent(verdict);
        review.next = verdict;
        // A count is shown only where it is the fewest moves (exactCount): the proof's own
        // count is not, and counts of both kinds side by side grew and shrank from one move to
        // the next. The win is then said without one.
        if (!verdict.exactCount && verdict.winnerMoves > 0) {
            review.next.winnerMoves = -1;
        }
        const bool threwAwayProvenWin = was.proven && was.winner == review.mover &&
                                        verdict.proven && verdict.winner != review.mover;
        // Where every move loses, the winning chance is 0% whatever is played: a move is judged
        // by how long it holds out, and one that lets the winner finish sooner than another
        // would is an inaccuracy, with that other move as the better one.
        const bool lost = was.proven && was.winner != review.mover;
        // Both counts exact: a loser's move after which the winner needs fewer moves than the
        // longest defence allows shortened the loss; a winner's move after which the count does
        // not fall by one gave up the fastest win (still a win: `good`, the fastest `best`).
        const bool counted = was.exactCount && verdict.exactCount && verdict.winner == was.winner;
        const bool shortened =
            lost && counted && verdict.winnerMoves < was.winnerMoves && was.defence >= 0;
        const bool slower = was.proven && was.winner == review.mover && counted &&
                            verdict.winnerMoves > was.winnerMoves - 1 && review.move != was.best;
        const int longer = shortened ? was.defence
                           : lost && !counted
                               ? longerDefence(from, review.move, m_limits.matePlies + 2,
                                               m_limits.mateNodes, 4 * m_limits.mateNodes, mate)
                               : -1;
        if (stop != nullptr && stop->load()) {
            return false;
        }
        if (longer >= 0) {
            review.moveClass = MoveClass::Inaccuracy;
            review.best = longer;
        } else if (slower) {
            review.moveClass = MoveClass::Good;
        } else if (review.move == was.best || lost) {
            review.moveClass = MoveClass::Best;
        } else if (threwAwayProvenWin) {
            review.moveClass = MoveClass::Blunder;
        } else {
            review.moveClass = classifyLoss(review.before - review.after);
        }
        if (review.moveClass != MoveClass::Best && review.best < 0) {
            review.best = was.best;
        }
        m_reviews.push_back(review);
        if (onMove) {
            onMove(review);
        }
    }
    return true;
}

ReviewSummary GameReview::summary(Side side) const
{
    ReviewSummary summary;
    int worst = ClassLimits[static_cast<std::size_t>(MoveClass::Good)];
    for (const MoveReview& review : m_reviews) {
        if (review.mover != side) {
            continue;
        }
        ++summary.counts[static_cast<std::size_t>(review.moveClass)];
        // The engine's own choice is not where a side went wrong, whatever the figures say: a
        // drop after it is the position's (or a proof before it met an estimate after it).
        if (review.moveClass == MoveClass::Best) {
            continue;
        }
        const int loss = review.before - review.after;
        if (loss > worst || (review.moveClass == MoveClass::Blunder && summary.turningPoint == 0)) {
            worst = std::max(loss, worst);
            summary.turningPoint = review.number;
            summary.turningBefore = review.before;
            summary.turningAfter = review.after;
        }
    }
    return summary;
}

} // namespace jump61
