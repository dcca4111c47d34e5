#include "engine/Solver.h"
#include "engine/SolverTableFile.h"

#include <atomic>
#include <random>
#include <string>
#include <vector>

#include <QTemporaryDir>
#include <QtTest>

// A solve on several threads sharing one table finds what a solve on one thread finds: the
// value and every winning first move. Its budget, its stop flag and its progress reports work
// as with one thread, and a table it leaves behind when stopped lets a later solve finish.

using namespace jump61;

namespace {

SolveLimits onThreads(int threads)
{
    SolveLimits limits;
    limits.tableMegabytes = 8;
    limits.threads = threads;
    return limits;
}

// A position after random legal moves from the start, stopping before the game ends.
Board randomGame(std::mt19937_64& rng, int size, int plies)
{
    Board board(size);
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<int> moves;
        for (int sq = 0; sq < board.area(); ++sq) {
            Board next = board;
            if (board.isLegal(sq) && !next.play(sq)) {
                moves.push_back(sq);
            }
        }
        if (moves.empty()) {
            break;
        }
        board.play(moves[rng() % moves.size()]);
    }
    return board;
}

} // namespace

class SolverThreadsTest : public QObject
{
    Q_OBJECT

private slots:
    void twoThreadsFindWhatOneFinds_data();
    void twoThreadsFindWhatOneFinds();
    void keptTableOnTwoThreadsGivesTheSameAnswers();
    void budgetAndStopFlagEndTheSolve();
    void stoppedTableResumes();
};

void SolverThreadsTest::twoThreadsFindWhatOneFinds_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("positions");
    QTest::addRow("2x2") << 2 << 2 << 6;
    QTest::addRow("3x3 start") << 3 << 0 << 1;
    QTest::addRow("3x3") << 3 << 6 << 10;
    QTest::addRow("4x4 late") << 4 << 14 << 4;
    QTest::addRow("4x4 middle") << 4 << 11 << 2;
}

void SolverThreadsTest::twoThreadsFindWhatOneFinds()
{
    QFETCH(int, size);
    QFETCH(int, plies);
    QFETCH(int, positions);
    std::mt19937_64 rng(static_cast<std::uint64_t>(size * 100 + plies));
    for (int i = 0; i < positions; ++i) {
        const Board board = randomGame(rng, size, plies);
        const SolveResult one = solve(board, onThreads(1));
        const SolveResult two = solve(board, onThreads(2));
        QVERIFY(one.proven);
        QVERIFY(two.proven);
        QVERIFY(!two.stopped);
        QCOMPARE(two.winner, one.winner);
        QCOMPARE(two.winningMoves, one.winningMoves);
        QVERIFY(two.unsettledMoves.empty());
        QVERIFY(two.nodes > 0);
    }
}

// One solver kept over many positions and sizes, on two threads, with its table and its
// helpers reused: the answers of fresh single-threaded solves.
void SolverThreadsTest::keptTableOnTwoThreadsGivesTheSameAnswers()
{
    std::mt19937_64 rng(15);
    Solver kept(8);
    for (int i = 0; i < 12; ++i) {
        const int size = 2 + i % 3;
        const Board board = randomGame(rng, size, size == 4 ? 22 : 1 + i % 4);
        const SolveResult once = solve(board, onThreads(1));
        const SolveResult again = kept.solve(board, onThreads(1 + i % 2 + (i % 5 == 0 ? 1 : 0)));
        QVERIFY(once.proven && again.proven);
        QCOMPARE(again.winner, once.winner);
        QCOMPARE(again.winningMoves, once.winningMoves);
    }
}

void SolverThreadsTest::budgetAndStopFlagEndTheSolve()
{
    SolveLimits limits = onThreads(2);
    limits.nodes = 20000;
    std::vector<SolveProgress> reports;
    const SolveResult cut = solve(Board(5), limits, nullptr,
                                  [&reports](const SolveProgress& p) { reports.push_back(p); });
    QVERIFY(!cut.proven);
    QVERIFY(!cut.stopped);
    QCOMPARE(cut.winner, Side::White);
    QVERIFY(cut.nodes >= 20000);
    QVERIFY(cut.winningMoves.empty());

    const std::atomic<bool> stop{true};
    const SolveResult stopped = solve(Board(6), onThreads(2), &stop);
    QVERIFY(!stopped.proven);
    QVERIFY(stopped.stopped);
    QCOMPARE(stopped.winner, Side::White);
}

// A two-thread solve cut off by its budget leaves a table that, saved and loaded into another
// solver, lets a two-thread solve finish with the value of a fresh one.
void SolverThreadsTest::stoppedTableResumes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string file = dir.filePath("resume.tbl").toStdString();
    std::mt19937_64 rng(99);
    for (int i = 0; i < 3; ++i) {
        const Board board = randomGame(rng, 4, 12 + i);
        const SolveResult fresh = solve(board, onThreads(1));
        QVERIFY(fresh.proven);
        Solver part(8);
        SolveLimits budget = onThreads(2);
        budget.nodes = fresh.nodes / 2;
        const SolveResult cut = part.solve(board, budget);
        std::string error;
        QVERIFY2(saveSolverTable(part.table(), {board.size(), cut.nodes, 0, 0}, file, error),
                 error.c_str());
        Solver rest(8);
        SolverTableInfo info;
        QVERIFY2(loadSolverTable(rest.table(), info, board.size(), file, error), error.c_str());
        const SolveResult resumed = rest.solve(board, onThreads(2));
        QVERIFY(resumed.proven);
        QCOMPARE(resumed.winner, fresh.winner);
        QCOMPARE(resumed.winningMoves, fresh.winningMoves);
    }
}

QTEST_APPLESS_MAIN(SolverThreadsTest)
#include "SolverThreadsTest.moc"
