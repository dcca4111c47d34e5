#include "engine/GameReview.h"

#include "engine/Engine.h"
#include "engine/Levels.h"
#include "engine/Solver.h"
#include "support/ForcedWinHelpers.h"
#include "support/ForcedWinSolver.h"
#include "support/ForcedWinSuite.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <string>
#include <vector>

#include <QtTest>

// The game review (engine/GameReview): a move that throws away a forced win of the suite is a
// blunder with a winning move as the better one; a game the top level plays against itself has
// no blunder on the winning side; the same record always gets the same review; a stop flag ends
// it; where every move loses, a move is judged by how long it holds out, checked against the
// tests' own exhaustive solver.

using namespace jump61;
using namespace jump61::testing;

namespace {

// The squares of a record written as rows and columns from 1, on a board of `size`.
std::vector<int> squaresOf(const std::vector<std::pair<int, int>>& record, int size)
{
    std::vector<int> moves;
    for (const auto& [row, col] : record) {
        moves.push_back((row - 1) * size + (col - 1));
    }
    return moves;
}

// A first move of `board`'s mover after which our solver proves that the opponent wins, or -1.
int provenLosingMove(const Board& board, const std::vector<int>& winning)
{
    SolveLimits limits;
    limits.nodes = ReviewLimits{}.solverNodes;
    limits.classifyRootMoves = false;
    Solver solver(16);
    for (int sq = 0; sq < board.area(); ++sq) {
        if (!board.isLegal(sq) || std::find(winning.begin(), winning.end(), sq) != winning.end()) {
            continue;
        }
        Board after = board;
        if (after.play(sq)) {
            continue;
        }
        solver.clear(); // as the review's solver sees the position after the move: first
        const SolveResult result = solver.solve(after, limits);
        if (result.proven && result.winner == after.toMove()) {
            return sq;
        }
    }
    return -1;
}

// A game the engine plays against itself at `level`, from the empty board. Without the
// level's safety cap on time, so that the game is the same on a slow (sanitizer) build.
std::vector<int> selfPlay(int size, int level, std::uint64_t seed)
{
    Engine engine;
    Board board(size);
    std::vector<int> moves;
    SearchLimits limits = levelLimits(level, size);
    limits.timeCap = std::chrono::milliseconds(0);
    while (!board.gameOver()) {
        const SearchResult result = engine.search(board, limits, seed);
        moves.push_back(result.move);
        board.play(result.move);
    }
    return moves;
}

} // namespace

class GameReviewTest : public QObject
{
    Q_OBJECT

private slots:
    void classesFollowTheLostChance();
    void missingAForcedWinIsABlunder();
    void theWinnerOfATopLevelGameMadeNoBlunder_data();
    void theWinnerOfATopLevelGameMadeNoBlunder();
    void theSameRecordGetsTheSameReview();
    void aStopFlagEndsTheReview();
    void aLosingMoveIsJudgedByHowLongItHoldsOut();
    void aWinsCountIsTheFewestMoves();
};

void GameReviewTest::classesFollowTheLostChance()
{
    QCOMPARE(classifyLoss(-30), MoveClass::Best);
    QCOMPARE(classifyLoss(2), MoveClass::Best);
    QCOMPARE(classifyLoss(3), MoveClass::Good);
    QCOMPARE(classifyLoss(5), MoveClass::Good);
    QCOMPARE(classifyLoss(6), MoveClass::Inaccuracy);
    QCOMPARE(classifyLoss(10), MoveClass::Inaccuracy);
    QCOMPARE(classifyLoss(11), MoveClass::Mistake);
    QCOMPARE(classifyLoss(20), MoveClass::Mistake);
    QCOMPARE(classifyLoss(21), MoveClass::Blunder);
    QCOMPARE(moveClassName(MoveClass::Inaccuracy), std::string_view("inaccuracy"));
}

void GameReviewTest::missingAForcedWinIsABlunder()
{
    const auto suite = forcedwins::loadFile(forcedwins::suitePath());
    int checked = 0;
    // Every tenth position (every hundredth in unoptimised builds) keeps the test quick.
    for (std::size_t i = 0; i < suite.size(); i += 10 * forcedwins::SampleStride) {
        const ForcedWinPosition& position = suite[i];
        const Board start = forcedwins::toEngineBoard(position.board);
        const int missed = provenLosingMove(start, position.winningMoves);
        if (missed < 0) {
            continue; // every other move still wins
        }
        GameReview review(start, {missed});
        QVERIFY(review.run());
        QCOMPARE(review.moves().size(), std::size_t(1));
        const MoveReview& move = review.moves().front();
        const QByteArray where = "suite line " + QByteArray::number(position.line);
        QVERIFY2(move.moveClass == MoveClass::Blunder, where);
        QVERIFY2(std::find(position.winningMoves.begin(), position.winningMoves.end(), move.best) !=
                     position.winningMoves.end(),
                 where + ": best " + QByteArray::number(move.best));
        QVERIFY2(move.before == 100 && move.after == 0, where);
        QVERIFY2(move.next.proven && move.next.winner == opponent(move.mover), where);
        ++checked;
    }
    QVERIFY2(checked >= (forcedwins::Optimised ? 5 : 1), qPrintable(QString::number(checked)));
}

void GameReviewTest::theWinnerOfATopLevelGameMadeNoBlunder_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("seed");
    QTest::newRow("3x3") << 3 << 1;
    QTest::newRow("4x4") << 4 << 2;
}

void GameReviewTest::theWinnerOfATopLevelGameMadeNoBlunder()
{
    QFETCH(int, size);
    QFETCH(int, seed);
    const std::vector<int> moves = selfPlay(size, MaxLevel, static_cast<std::uint64_t>(seed));
    Board end(size);
    for (const int move : moves) {
        end.play(move);
    }
    GameReview review(Board(size), moves);
    QVERIFY(review.run());
    QCOMPARE(review.moves().size(), moves.size());
    const ReviewSummary winner = review.summary(end.winner());
    QCOMPARE(winner.counts[static_cast<std::size_t>(MoveClass::Blunder)], 0);
    QCOMPARE(review.moves().back().after, 100);
}

void GameReviewTest::theSameRecordGetsTheSameReview()
{
    const std::vector<int> moves = selfPlay(4, 1, 9);
    GameReview first(Board(4), moves);
    GameReview second(Board(4), moves);
    QVERIFY(first.run());
    QVERIFY(second.run());
    QCOMPARE(first.moves().size(), second.moves().size());
    for (std::size_t i = 0; i < first.moves().size(); ++i) {
        const MoveReview& a = first.moves()[i];
        const MoveReview& b = second.moves()[i];
        QCOMPARE(a.moveClass, b.moveClass);
        QCOMPARE(a.best, b.best);
        QCOMPARE(a.before, b.before);
        QCOMPARE(a.after, b.after);
    }
}

void GameReviewTest::aStopFlagEndsTheReview()
{
    const std::vector<int> moves = selfPlay(6, 1, 4);
    std::atomic<bool> stop{false};
    GameReview review(Board(6), moves);
    int reported = 0;
    const bool finished = review.run(&stop, [&](const MoveReview&) {
        if (++reported == 3) {
            stop.store(true);
        }
    });
    QVERIFY(!finished);
    QCOMPARE(review.moves().size(), std::size_t(3));
}

// A 3x3 game (3x3 is Blue's from the start: every move of Red loses). The tests' own solver
// gives, for each move of Red, how many moves Blue then needs with best play, and the same for
// each other move: a move is an inaccuracy exactly when another holds out longer, and the
// better move named is one of those. Only moves that let Blue finish within 5 of its moves (9
// plies, the review's reach) are judged.
void GameReviewTest::aLosingMoveIsJudgedByHowLongItHoldsOut()
{
    const std::vector<std::pair<int, int>> record = {{1, 1}, {3, 3}, {1, 2}, {2, 3},
                                                     {2, 1}, {3, 2}, {1, 1}};
    const std::vector<int> moves = squaresOf(record, 3);
    GameReview review(Board(3), moves);
    QVERIFY(review.run());
    QCOMPARE(review.moves().size(), moves.size());

    ForcedWinSolver solver;
    ForcedWinBoard position(3);
    constexpr int Reach = 5;
    // Blue's moves to win after `square`, Reach + 1 for "beyond reach".
    const auto holds = [&](int square) {
        ForcedWinBoard after = position;
        after.play(square);
        const int distance = solver.winDistance(after, Reach);
        return distance == 0 ? Reach + 1 : distance;
    };
    int inaccuracies = 0;
    for (const MoveReview& move : review.moves()) {
        if (move.mover == Side::Red) {
            const QByteArray where = "move " + QByteArray::number(move.number);
            QVERIFY2(move.before == 0 && move.after == 0, where);
            const int played = holds(move.move);
            int longest = played;
            for (int square = 0; square < position.area(); ++square) {
                if (position.isLegal(square)) {
                    longest = std::max(longest, holds(square));
                }
            }
            if (played <= Reach && longest > played) {
                QVERIFY2(move.moveClass == MoveClass::Inaccuracy, where);
                QVERIFY2(move.best >= 0 && position.isLegal(move.best) && holds(move.best) > played,
                         where);
                ++inaccuracies;
            } else {
                QVERIFY2(move.moveClass == MoveClass::Best, where);
            }
        }
        position.play(move.move);
    }
    QVERIFY(inaccuracies > 0); // the game has some, or it would show nothing
}

// A count of the winner's moves is shown only where it is the fewest the winner needs against
// the longest defence (the tests' exhaustive solver says the same), so along the game it falls
// by one at each of the winner's fastest moves and stays at each of the loser's longest
// defences; it once came from the solver's line, which is not always the shortest, and grew
// and shrank from move to move. A 4x4 game of Beginner (Red) against Master (Blue).
void GameReviewTest::aWinsCountIsTheFewestMoves()
{
    const std::vector<std::pair<int, int>> record = {
        {3, 4}, {4, 4}, {4, 1}, {1, 1}, {3, 4}, {4, 4}, {4, 2}, {2, 4}, {2, 2}, {1, 2},
        {3, 2}, {4, 4}, {1, 4}, {2, 4}, {4, 1}, {4, 3}, {2, 1}, {1, 1}, {3, 1}, {2, 1}};
    const std::vector<int> moves = squaresOf(record, 4);
    GameReview review(Board(4), moves);
    QVERIFY(review.run());
    QCOMPARE(review.moves().size(), moves.size());

    ForcedWinSolver solver;
    ForcedWinBoard position(4);
    int counted = 0;
    int previous = -1;
    for (const MoveReview& move : review.moves()) {
        position.play(move.move);
        const QByteArray where = "move " + QByteArray::number(move.number);
        const int count = move.next.winnerMoves;
        if (count > 0) {
            ++counted;
            QVERIFY2(move.next.proven, where);
            const bool winnerToMove = move.next.winner != move.mover;
            const int exact = winnerToMove ? solver.winDistance(position, count)
                                           : solver.lossDistance(position, count);
            QVERIFY2(exact == count, where + ": " + QByteArray::number(count) + " shown, " +
                                         QByteArray::number(exact) + " exact");
            if (previous > 0 && move.moveClass == MoveClass::Best) {
                // The winner's best move spends one of its moves; the loser's holds out.
                QVERIFY2(count == (winnerToMove ? previous : previous - 1), where);
            }
        }
        previous = count;
    }
    QVERIFY2(counted >= 8, QByteArray::number(counted));
}

QTEST_GUILESS_MAIN(GameReviewTest)
#include "GameReviewTest.moc"
