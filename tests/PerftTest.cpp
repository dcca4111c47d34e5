#include "engine/Perft.h"

#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <cstdint>
#include <random>
#include <sstream>
#include <string>

#include <QtTest>

// perft(d) counts the sequences of exactly d legal moves; a winning move ends the game, so it
// counts at its own depth and is never extended. The engine's perft (fast Board, MoveJournal)
// must give the counts of the same tree walked with the reference rules, and the copy-make walk
// on bit planes (perftCount) exactly the figures of the make/unmake walk on Board
// (journalPerftCount): leaves, moves applied, the leaf positions' hashes and wins.

using namespace jump61;
using jump61::testing::ReferenceBoard;
using jump61::testing::SlowBuild;

namespace {

std::uint64_t referencePerft(const ReferenceBoard& board, int depth)
{
    if (depth <= 0) {
        return 1;
    }
    if (board.winner() != 0) {
        return 0;
    }
    std::uint64_t leaves = 0;
    for (int row = 1; row <= board.size(); ++row) {
        for (int col = 1; col <= board.size(); ++col) {
            if (!board.isLegal(row, col)) {
                continue;
            }
            ReferenceBoard next = board;
            const bool won = next.play(row, col);
            leaves += depth == 1 ? 1 : won ? 0 : referencePerft(next, depth - 1);
        }
    }
    return leaves;
}

// A random position built with `set` (1 to degree spots of a random colour, some squares white)
// where wins happen inside the tree. The same position on both boards; never won.
void randomPosition(int size, std::uint64_t seed, Board& board, ReferenceBoard& ref)
{
    std::mt19937_64 rng(seed);
    for (int sq = 0; sq < board.area(); ++sq) {
        const int spots =
            rng() % 4 == 0 ? 0
                           : 1 + static_cast<int>(rng() % static_cast<unsigned>(board.degree(sq)));
        const Side side = rng() % 2 == 0 ? Side::Red : Side::Blue;
        board.set(sq, spots, side);
        ref.set(sq / size + 1, sq % size + 1, spots, side == Side::Red ? 1 : 2);
    }
    if (board.gameOver()) {
        board.set(0, 0, Side::White);
        ref.set(1, 1, 0, 0);
    }
}

// Every square critical, colours in a checkerboard: whatever Red plays fires a cascade that
// covers the board, so every move wins at once.
Board criticalCheckerboard(int size)
{
    Board board(size);
    for (int sq = 0; sq < board.area(); ++sq) {
        const int row = sq / size;
        const int col = sq % size;
        board.set(sq, board.degree(sq), (row + col) % 2 == 0 ? Side::Blue : Side::Red);
    }
    return board;
}

} // namespace

class PerftTest : public QObject
{
    Q_OBJECT

private slots:
    void enginePerftEqualsReferencePerft_data();
    void enginePerftEqualsReferencePerft();
    void enginePerftEqualsReferencePerftFromPositionsWithWins_data();
    void enginePerftEqualsReferencePerftFromPositionsWithWins();
    void planeWalkEqualsJournalWalk_data();
    void planeWalkEqualsJournalWalk();
    void perftMatchesKnownValues_data();
    void perftMatchesKnownValues();
    void wonPositionsHaveNoLongerSequences();
    void runPerftPrintsEveryDepth();
    void runPerftStopsWhenItsOutputIsLost();
};

void PerftTest::enginePerftEqualsReferencePerft_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("depth");
    const auto add = [](int size, int depth) {
        QTest::addRow("%dx%d depth %d", size, size, depth) << size << depth;
    };
    for (const int depth : {1, 2, 3, 4, 5, 6}) {
        add(2, depth);
        add(3, depth);
    }
    for (const int depth : {4, 5}) {
        add(4, depth);
    }
    add(5, 4);
    add(6, 4);
    if (!SlowBuild) {
        add(5, 5);
    }
    add(15, 2);
}

void PerftTest::enginePerftEqualsReferencePerft()
{
    QFETCH(int, size);
    QFETCH(int, depth);
    QCOMPARE(perft(Board(size), depth), referencePerft(ReferenceBoard(size), depth));
}

void PerftTest::enginePerftEqualsReferencePerftFromPositionsWithWins_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("seed");
    for (int size = 2; size <= 6; ++size) {
        for (quint64 seed = 1; seed <= 3; ++seed) {
            const int depth = size <= 3 ? 5 : size == 4 ? 4 : 3;
            QTest::addRow("%dx%d depth %d, position %llu", size, size, depth, seed)
                << size << depth << seed;
        }
    }
}

void PerftTest::enginePerftEqualsReferencePerftFromPositionsWithWins()
{
    QFETCH(int, size);
    QFETCH(int, depth);
    QFETCH(quint64, seed);
    Board board(size);
    ReferenceBoard ref(size);
    randomPosition(size, seed * 7919 + static_cast<quint64>(size), board, ref);
    QCOMPARE(perft(board, depth), referencePerft(ref, depth));
}

void PerftTest::planeWalkEqualsJournalWalk_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("seed");
    for (int size = MinSize; size <= MaxSize; ++size) {
        const int depth = size == 2 ? 4 : size == 3 ? 6 : size <= 5 ? 4 : size <= 8 ? 3 : 2;
        for (quint64 seed = 0; seed <= 2; ++seed) {
            QTest::addRow("%dx%d depth %d, position %llu", size, size, depth, seed)
                << size << depth << seed;
        }
    }
}

// Position 0 is the start; the others are random positions full of cascades and wins.
void PerftTest::planeWalkEqualsJournalWalk()
{
    QFETCH(int, size);
    QFETCH(int, depth);
    QFETCH(quint64, seed);
    Board board(size);
    ReferenceBoard ref(size);
    if (seed != 0) {
        randomPosition(size, seed * 104729 + static_cast<quint64>(size), board, ref);
    }
    const PerftCount planes = perftCount(board, depth);
    const PerftCount journal = journalPerftCount(board, depth);
    QCOMPARE(planes.leaves, journal.leaves);
    QCOMPARE(planes.moves, journal.moves);
    QCOMPARE(planes.leafHashes, journal.leafHashes);
    QCOMPARE(planes.leafWins, journal.leafWins);
}

// Computed once with ReferenceBoard; a change here means the rules changed.
void PerftTest::perftMatchesKnownValues_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("depth");
    QTest::addColumn<quint64>("leaves");
    const auto add = [](int size, int depth, quint64 leaves) {
        QTest::addRow("%dx%d depth %d", size, size, depth) << size << depth << leaves;
    };
    add(2, 1, 4);
    add(2, 2, 12);
    add(2, 3, 36);
    add(2, 4, 52);
    add(2, 5, 48);
    add(2, 6, 0); // every 2x2 game is over by its fifth move
    add(2, 9, 0);
    add(3, 4, 4040);
    add(3, 5, 28368);
    add(3, 6, 172912);
    add(4, 4, 50520);
    add(4, 5, 709160);
    add(5, 4, 331608);
    add(6, 3, 44100);
    add(6, 4, 1500380);
    if (!SlowBuild) {
        add(7, 4, 5308080);
        add(15, 3, 11289600);
    }
}

void PerftTest::perftMatchesKnownValues()
{
    QFETCH(int, size);
    QFETCH(int, depth);
    QFETCH(quint64, leaves);
    QCOMPARE(static_cast<quint64>(perft(Board(size), depth)), leaves);
}

void PerftTest::wonPositionsHaveNoLongerSequences()
{
    QCOMPARE(perft(Board(6), 0), std::uint64_t{1});

    const Board critical = criticalCheckerboard(4);
    QCOMPARE(critical.toMove(), Side::Red);
    QCOMPARE(perft(critical, 1), std::uint64_t{8}); // Red's eight moves all win...
    for (int depth = 2; depth <= 5; ++depth) {
        QCOMPARE(perft(critical, depth), std::uint64_t{0}); // ...so no game gets longer
    }

    Board won(3);
    for (int sq = 0; sq < won.area(); ++sq) {
        won.set(sq, 1, Side::Red);
    }
    QVERIFY(won.gameOver());
    QCOMPARE(perft(won, 0), std::uint64_t{1});
    QCOMPARE(perft(won, 3), std::uint64_t{0});
}

void PerftTest::runPerftPrintsEveryDepth()
{
    std::ostringstream out;
    runPerft(Board(3), 4, out);
    std::istringstream lines(out.str());
    std::string line;
    for (int depth = 1; depth <= 4; ++depth) {
        QVERIFY(std::getline(lines, line));
        const std::string expected =
            "perft(" + std::to_string(depth) + ") = " + std::to_string(perft(Board(3), depth));
        QCOMPARE(QString::fromStdString(line), QString::fromStdString(expected));
    }
    QVERIFY(std::getline(lines, line));
    QVERIFY2(line.starts_with("moves applied: "), line.c_str());
    QVERIFY(!std::getline(lines, line));
}

void PerftTest::runPerftStopsWhenItsOutputIsLost()
{
    // A reader gone (`jump61 --perft 20 | head -1`): the first line that cannot be written ends
    // it (going on, depth 20 of 15 x 15 would take longer than anyone waits), and it says how
    // deep it got: no depth was written, where without the stop it would report all five.
    std::ostringstream out;
    out.setstate(std::ios::badbit);
    QCOMPARE(runPerft(Board(4), 5, out), 0);
    // A stream that works gets every depth.
    std::ostringstream fine;
    QCOMPARE(runPerft(Board(2), 3, fine), 3);
}

QTEST_APPLESS_MAIN(PerftTest)
#include "PerftTest.moc"
