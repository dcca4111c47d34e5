#include "core/Board.h"
#include "engine/Engine.h"
#include "engine/Levels.h"
#include "support/ForcedWinBoard.h"
#include "support/ForcedWinHelpers.h"
#include "support/ForcedWinSolver.h"
#include "support/ForcedWinSuite.h"
#include "support/ReferenceBoard.h"

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <QTest>

using jump61::Board;
using jump61::Engine;
using jump61::SearchResult;
using jump61::Side;
using jump61::testing::ForcedWinBoard;
using jump61::testing::ForcedWinPosition;
using jump61::testing::ForcedWinSolver;
using jump61::testing::ReferenceBoard;
namespace forcedwins = jump61::testing::forcedwins;
using forcedwins::legalMoves;
using forcedwins::sameCells;
using forcedwins::toEngineBoard;

namespace {

// The seed of every engine in this test; any fixed value will do, the engine is deterministic
// for a seed and a level.
constexpr std::uint64_t Seed = 61;

std::string describe(const ForcedWinPosition& position)
{
    return "line " + std::to_string(position.line) + ": " + forcedwins::formatLine(position);
}

// Checks that the engine, to move on `board`, wins within `left` of its own moves whatever the
// defence: it searches at `level`, the solver checks that its move keeps a win within left - 1
// more moves against every reply, and the engine then plays on after each reply in turn.
// `game` holds the moves that led here, the engine's in brackets. Returns an empty string if
// the engine wins on every line, else the first line it does not win and what went wrong.
std::string engineWins(Engine& engine, int level, const ForcedWinBoard& board, int left,
                       const std::string& game, ForcedWinSolver& solver)
{
    Board engineBoard = toEngineBoard(board);
    const SearchResult result =
        engine.search(engineBoard, jump61::levelLimits(level, board.size()), Seed);
    std::ostringstream failure;
    ForcedWinBoard next = board;
    std::string line = game;
    if (!board.isLegal(result.move)) {
        failure << "illegal move " << result.move << " after" << game;
    } else {
        line += " [";
        line += forcedwins::squareName(board, result.move);
        line += "]";
        const bool won = next.play(result.move);
        engineBoard.play(result.move);
        if (won) {
            return {};
        }
        if (!sameCells(next, engineBoard)) {
            failure << "the engine's Board and the solver's board disagree after" << line;
        } else if (left == 1) {
            failure << "its last move does not win; moves:" << line;
        } else if (!solver.losesWithin(next, left - 1)) {
            failure << "its move gives up the win within " << left - 1
                    << " more own moves; moves:" << line;
        }
    }
    if (!failure.str().empty()) {
        failure << " (engine's score " << result.score << ", depth " << result.depth << ", "
                << result.nodes << " nodes)";
        return failure.str();
    }
    for (int reply : legalMoves(next)) {
        ForcedWinBoard after = next;
        after.play(reply);
        const std::string lineAfter = line + " " + forcedwins::squareName(next, reply);
        std::string outcome = engineWins(engine, level, after, left - 1, lineAfter, solver);
        if (!outcome.empty()) {
            return outcome;
        }
    }
    return {};
}

// Plain minimax on ReferenceBoard with nothing clever in it, to check the solver against:
// does the side to move win within `moves` of its own moves?
bool plainWinsWithin(const ReferenceBoard& board, int moves);

bool plainMoveWins(const ReferenceBoard& board, int row, int col, int moves)
{
    ReferenceBoard next = board;
    if (next.play(row, col)) {
        return true;
    }
    if (moves == 1) {
        return false;
    }
    for (int r = 1; r <= next.size(); ++r) {
        for (int c = 1; c <= next.size(); ++c) {
            if (next.isLegal(r, c)) {
                ReferenceBoard reply = next;
                if (reply.play(r, c) || !plainWinsWithin(reply, moves - 1)) {
                    return false;
                }
            }
        }
    }
    return true;
}

bool plainWinsWithin(const ReferenceBoard& board, int moves)
{
    for (int r = 1; r <= board.size(); ++r) {
        for (int c = 1; c <= board.size(); ++c) {
            if (board.isLegal(r, c) && plainMoveWins(board, r, c, moves)) {
                return true;
            }
        }
    }
    return false;
}

// The number of the opponent's moves that the longest defence of the side to move lasts when
// every move loses within maxMoves of them, else 0 (as ForcedWinSolver::lossDistance).
int plainLossDistance(const ReferenceBoard& board, int maxMoves)
{
    int longest = 0;
    for (int r = 1; r <= board.size(); ++r) {
        for (int c = 1; c <= board.size(); ++c) {
            if (!board.isLegal(r, c)) {
                continue;
            }
            ReferenceBoard next = board;
            if (next.play(r, c)) {
                return 0;
            }
            int distance = 1;
            while (distance <= maxMoves && !plainWinsWithin(next, distance)) {
                ++distance;
            }
            if (distance > maxMoves) {
                return 0;
            }
            longest = std::max(longest, distance);
        }
    }
    return longest;
}

ReferenceBoard toReference(const ForcedWinBoard& board)
{
    ReferenceBoard reference(board.size());
    for (int sq = 0; sq < board.area(); ++sq) {
        reference.set(board.row(sq), board.col(sq), board.colour(sq) == 0 ? 0 : board.spots(sq),
                      board.colour(sq));
    }
    return reference;
}

} // namespace

// The forced-win suite (tests/data/forced-wins.txt) and the exhaustive solver that labels it,
// and the requirement that the default level and those above it win every position of the
// suite within its k moves.
class ForcedWinTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void solverBoardFollowsTheReferenceRules();
    void solverFindsHandmadeWinInOne();
    void solverAgreesWithPlainMinimax();
    void suiteHasTheRequiredSpread();
    void suiteLabelsAreExact();
    void levelsWinEverySuitePosition_data();
    void levelsWinEverySuitePosition();

private:
    std::vector<ForcedWinPosition> m_suite;
};

void ForcedWinTest::initTestCase()
{
    try {
        m_suite = forcedwins::loadFile(forcedwins::suitePath());
    } catch (const std::invalid_argument& e) {
        QFAIL(e.what());
    }
}

void ForcedWinTest::solverBoardFollowsTheReferenceRules()
{
    std::mt19937 random(7);
    for (int size = 2; size <= 8; ++size) {
        for (int game = 0; game < 20; ++game) {
            ForcedWinBoard board(size);
            ReferenceBoard reference(size);
            while (!board.gameOver()) {
                QCOMPARE(board.toMove(), reference.toMove());
                const std::vector<int> legal = legalMoves(board);
                for (int sq = 0; sq < board.area(); ++sq) {
                    QCOMPARE(board.isLegal(sq), reference.isLegal(board.row(sq), board.col(sq)));
                }
                const int move = legal[random() % legal.size()];
                const bool wins = board.winsAtOnce(move);
                QCOMPARE(board.play(move), reference.play(board.row(move), board.col(move)));
                QCOMPARE(wins, board.gameOver());
                QCOMPARE(board.dump(), reference.dump());
                QCOMPARE(board.winner(), reference.winner());
            }
        }
    }
}

void ForcedWinTest::solverFindsHandmadeWinInOne()
{
    // Red to move (6 spots + 2 is even). 1 1 jumps into 1 2, which jumps and takes 2 2.
    const ForcedWinPosition position = forcedwins::parseLine("2 | 2r 2b / 1b 1- | 1 | 1:1");
    ForcedWinSolver solver;
    QCOMPARE(position.board.toMove(), 1);
    QCOMPARE(solver.winDistance(position.board, 3), 1);
    QCOMPARE(solver.winningMoves(position.board, 1), std::vector<int>{0});
}

void ForcedWinTest::solverAgreesWithPlainMinimax()
{
    struct Case
    {
        int size;
        int games;
        int maxMoves;
    };
    std::mt19937 random(11);
    ForcedWinSolver solver;
    for (const Case& test : {Case{3, 30, 3}, Case{4, 10, 2}, Case{5, 2, 2}}) {
        const std::vector<ForcedWinBoard> positions =
            forcedwins::randomGamePositions(test.size, test.games, random);
        int wins = 0;
        for (const ForcedWinBoard& board : positions) {
            const ReferenceBoard reference = toReference(board);
            // Asked in falling and then in rising order, so that each of the memo's two bounds
            // gets used.
            for (int moves = test.maxMoves; moves >= 1; --moves) {
                const bool expected = plainWinsWithin(reference, moves);
                QVERIFY2(solver.winsWithin(board, moves) == expected, board.dump().c_str());
                wins += expected ? 1 : 0;
            }
            for (int moves = 1; moves <= test.maxMoves; ++moves) {
                std::vector<int> plainMoves;
                for (int sq : legalMoves(board)) {
                    if (plainMoveWins(reference, board.row(sq), board.col(sq), moves)) {
                        plainMoves.push_back(sq);
                    }
                }
                QCOMPARE(solver.winningMoves(board, moves), plainMoves);
            }
            const int lossMoves = test.maxMoves - 1;
            QCOMPARE(solver.lossDistance(board, lossMoves),
                     plainLossDistance(reference, lossMoves));
        }
        // The check means something only if it met both answers.
        QVERIFY(wins > 0);
        QVERIFY(wins < static_cast<int>(positions.size()) * test.maxMoves);
    }
}

void ForcedWinTest::suiteHasTheRequiredSpread()
{
    std::vector<std::vector<int>> counts(7, std::vector<int>(5, 0));
    for (const ForcedWinPosition& position : m_suite) {
        QVERIFY2(position.board.size() >= 3 && position.board.size() <= 6,
                 describe(position).c_str());
        QVERIFY2(position.moves >= 1 && position.moves <= 4, describe(position).c_str());
        ++counts[position.board.size()][position.moves];
    }
    QVERIFY(m_suite.size() >= 200);
    for (int k = 1; k <= 4; ++k) {
        int total = 0;
        for (int size = 3; size <= 6; ++size) {
            QVERIFY2(counts[size][k] >= 5, qPrintable(QString("%1x%1, k = %2").arg(size).arg(k)));
            total += counts[size][k];
        }
        QVERIFY2(total >= 30, qPrintable(QString("k = %1").arg(k)));
    }
}

void ForcedWinTest::suiteLabelsAreExact()
{
    ForcedWinSolver solver;
    for (std::size_t i = 0; i < m_suite.size(); i += forcedwins::SampleStride) {
        const ForcedWinPosition& position = m_suite[i];
        const std::string where = describe(position);
        QVERIFY2(solver.winsWithin(position.board, position.moves), where.c_str());
        QVERIFY2(!solver.winsWithin(position.board, position.moves - 1), where.c_str());
        QVERIFY2(solver.winningMoves(position.board, position.moves) == position.winningMoves,
                 where.c_str());
    }
}

void ForcedWinTest::levelsWinEverySuitePosition_data()
{
    QTest::addColumn<int>("level");
    for (int level = jump61::DefaultLevel; level <= jump61::MaxLevel; ++level) {
        QTest::addRow("level %d", level) << level;
    }
}

void ForcedWinTest::levelsWinEverySuitePosition()
{
    QFETCH(int, level);
    ForcedWinSolver solver;
    QStringList failures;
    int tried = 0;
    for (std::size_t i = 0; i < m_suite.size(); i += forcedwins::SampleStride) {
        const ForcedWinPosition& position = m_suite[i];
        ++tried;
        Engine engine;
        const std::string failure =
            engineWins(engine, level, position.board, position.moves, {}, solver);
        if (!failure.empty()) {
            failures << QString::fromStdString(describe(position) + "\n    " + failure);
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QString("level %1 fails %2 of %3 positions:\n%4")
                                                .arg(level)
                                                .arg(failures.size())
                                                .arg(tried)
                                                .arg(failures.join('\n'))));
}

QTEST_GUILESS_MAIN(ForcedWinTest)
#include "ForcedWinTest.moc"
