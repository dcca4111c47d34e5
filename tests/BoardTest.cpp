#include "core/Board.h"

#include "support/BoardChecks.h"
#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include <QtTest>

// The Board's own promises, checked against ReferenceBoard (the plain transcription of
// docs/PROTOCOL.md section 1) where it has an answer: the fresh board and its sizes, the side to
// move by parity, `set`, legality and hashing. Moves and their cascades are in BoardPlayTest.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::ReferenceBoard;
using jump61::testing::scaled;
using jump61::testing::boardchecks::bookkeepingError;
using jump61::testing::boardchecks::dumpOf;
using jump61::testing::boardchecks::firstDifference;
using jump61::testing::boardchecks::randomLegalSquare;
using jump61::testing::boardchecks::randomSetPosition;
using jump61::testing::boardchecks::setBoth;
using jump61::testing::boardchecks::sideOfCode;

namespace {

// The position rebuilt from scratch: a fresh board, then `set` for every owned square, in a
// random order. Requires a position that is not won (its cells are not overfull).
Board rebuiltWithSet(const Board& board, std::mt19937_64& rng)
{
    std::vector<int> order(static_cast<std::size_t>(board.area()));
    for (int sq = 0; sq < board.area(); ++sq) {
        order[static_cast<std::size_t>(sq)] = sq;
    }
    std::shuffle(order.begin(), order.end(), rng);
    Board fresh(board.size());
    for (const int sq : order) {
        if (board.owner(sq) != Side::White) {
            fresh.set(sq, board.spots(sq), board.owner(sq));
        }
    }
    return fresh;
}

} // namespace

class BoardTest : public QObject
{
    Q_OBJECT

private slots:
    void freshBoardIsWhiteWithOneSpotAndRedToMove_data();
    void freshBoardIsWhiteWithOneSpotAndRedToMove();
    void sizesOutsideTwoToFifteenAreRejected_data();
    void sizesOutsideTwoToFifteenAreRejected();

    void protocolParityExampleThreeByThreeWithEighteenSpotsIsBlueToMove();
    void sideToMoveFollowsSpotParity_data();
    void sideToMoveFollowsSpotParity();

    void setZeroSpotsMakesTheSquareWhiteWithOneSpot_data();
    void setZeroSpotsMakesTheSquareWhiteWithOneSpot();
    void setPutsSpotsWithoutJumping();
    void setOutOfRangeThrowsAndChangesNothing_data();
    void setOutOfRangeThrowsAndChangesNothing();

    void legalityFollowsOwnerAndGameOver();
    void legalityMatchesReferenceOnRandomPositions();

    void sameMovesInAnotherOrderGiveTheSameHash();
    void setInAnyOrderGivesTheSameHash();
    void setAndSetBackRestoresTheHash();
    void hashAfterMovesEqualsHashOfPositionBuiltWithSet_data();
    void hashAfterMovesEqualsHashOfPositionBuiltWithSet();
    void differentPositionsHaveDifferentHashes();
};

void BoardTest::freshBoardIsWhiteWithOneSpotAndRedToMove_data()
{
    jump61::testing::addBoardSizeRows();
}

void BoardTest::freshBoardIsWhiteWithOneSpotAndRedToMove()
{
    QFETCH(int, size);
    const Board board(size);
    QCOMPARE(board.size(), size);
    QCOMPARE(board.area(), size * size);
    for (int sq = 0; sq < board.area(); ++sq) {
        QCOMPARE(board.spots(sq), 1);
        QCOMPARE(board.owner(sq), Side::White);
        QVERIFY(board.isLegal(sq));
    }
    QCOMPARE(board.toMove(), Side::Red);
    QCOMPARE(board.winner(), Side::White);
    QVERIFY(!board.gameOver());
    QCOMPARE(board.count(Side::White), size * size);
    QCOMPARE(bytes(firstDifference(board, ReferenceBoard(size))), QByteArray());
    QCOMPARE(Board().size(), DefaultSize);
}

void BoardTest::sizesOutsideTwoToFifteenAreRejected_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("0") << 0;
    QTest::newRow("1") << 1;
    QTest::newRow("16") << 16;
    QTest::newRow("-6") << -6;
}

void BoardTest::sizesOutsideTwoToFifteenAreRejected()
{
    QFETCH(int, size);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, Board{size});
}

void BoardTest::protocolParityExampleThreeByThreeWithEighteenSpotsIsBlueToMove()
{
    // Two spots on each of the nine squares: 18 spots, and 18 + 3 = 21 is odd.
    Board board(3);
    for (int sq = 0; sq < board.area(); ++sq) {
        board.set(sq, 2, sq % 2 == 0 ? Side::Red : Side::Blue);
    }
    QCOMPARE(board.totalSpots(), 18);
    QCOMPARE(board.toMove(), Side::Blue);
}

void BoardTest::sideToMoveFollowsSpotParity_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("total");
    QTest::addColumn<Side>("toMove");
    QTest::newRow("2x2, 4 spots (fresh)") << 2 << 4 << Side::Red;
    QTest::newRow("2x2, 5 spots") << 2 << 5 << Side::Blue;
    QTest::newRow("2x2, 8 spots") << 2 << 8 << Side::Red;
    QTest::newRow("3x3, 9 spots (fresh)") << 3 << 9 << Side::Red;
    QTest::newRow("3x3, 18 spots") << 3 << 18 << Side::Blue;
    QTest::newRow("3x3, 24 spots") << 3 << 24 << Side::Blue;
    QTest::newRow("6x6, 36 spots (fresh)") << 6 << 36 << Side::Red;
    QTest::newRow("6x6, 37 spots") << 6 << 37 << Side::Blue;
    QTest::newRow("6x6, 100 spots") << 6 << 100 << Side::Red;
    QTest::newRow("7x7, 50 spots") << 7 << 50 << Side::Blue;
    QTest::newRow("15x15, 225 spots (fresh)") << 15 << 225 << Side::Red;
    QTest::newRow("15x15, 226 spots") << 15 << 226 << Side::Blue;
    QTest::newRow("15x15, 839 spots") << 15 << 839 << Side::Red;
    QTest::newRow("15x15, 840 spots (all critical)") << 15 << 840 << Side::Blue;
}

void BoardTest::sideToMoveFollowsSpotParity()
{
    QFETCH(int, size);
    QFETCH(int, total);
    QFETCH(Side, toMove);
    // Add spots square by square (alternating colours, so the board is never one colour).
    Board board(size);
    ReferenceBoard ref(size);
    int missing = total - board.area();
    for (int sq = 0; sq < board.area() && missing > 0; ++sq) {
        const int extra = std::min(board.degree(sq) - 1, missing);
        setBoth(board, ref, sq, 1 + extra, sq % 2 == 0 ? Side::Red : Side::Blue);
        missing -= extra;
    }
    QCOMPARE(missing, 0);
    QCOMPARE(board.totalSpots(), total);
    QCOMPARE(board.toMove(), toMove);
    QCOMPARE(sideOfCode(ref.toMove()), toMove);
}

void BoardTest::setZeroSpotsMakesTheSquareWhiteWithOneSpot_data()
{
    QTest::addColumn<Side>("side");
    QTest::newRow("red") << Side::Red;
    QTest::newRow("blue") << Side::Blue;
    QTest::newRow("white") << Side::White;
}

void BoardTest::setZeroSpotsMakesTheSquareWhiteWithOneSpot()
{
    QFETCH(Side, side);
    Board board(4);
    const Board fresh(4);
    board.set(5, 3, Side::Blue);
    board.set(5, 0, side);
    QCOMPARE(board.spots(5), 1);
    QCOMPARE(board.owner(5), Side::White);
    QVERIFY(board == fresh);
    QCOMPARE(board.hash(), fresh.hash());
    QCOMPARE(board.totalSpots(), 16);
    QCOMPARE(board.count(Side::White), 16);
}

void BoardTest::setPutsSpotsWithoutJumping()
{
    Board board(3);
    board.set(4, 4, Side::Red); // the centre: 4 neighbours, so critical, not overfull
    board.set(0, 2, Side::Blue);
    board.set(1, 3, Side::Red);
    QCOMPARE(bytes(dumpOf(board)),
             QByteArray("===\n    2b 3r 1-\n    1- 4r 1-\n    1- 1- 1-\n===\n"));
    QCOMPARE(board.totalSpots(), 6 + 2 + 3 + 4); // six white squares and the three set
    QCOMPARE(board.count(Side::Red), 2);
    QCOMPARE(board.count(Side::Blue), 1);
    QCOMPARE(board.count(Side::White), 6);
    QCOMPARE(bytes(bookkeepingError(board)), QByteArray());
}

void BoardTest::setOutOfRangeThrowsAndChangesNothing_data()
{
    QTest::addColumn<int>("square");
    QTest::addColumn<int>("spots");
    QTest::addColumn<Side>("side");
    QTest::addColumn<bool>("outOfRange"); // else invalid_argument
    QTest::newRow("negative spots") << 4 << -1 << Side::Red << true;
    QTest::newRow("corner with 3 spots") << 0 << 3 << Side::Red << true;
    QTest::newRow("edge with 4 spots") << 1 << 4 << Side::Blue << true;
    QTest::newRow("centre with 5 spots") << 4 << 5 << Side::Blue << true;
    QTest::newRow("square -1") << -1 << 1 << Side::Red << true;
    QTest::newRow("square past the end") << 9 << 1 << Side::Red << true;
    QTest::newRow("white with spots") << 4 << 2 << Side::White << false;
}

void BoardTest::setOutOfRangeThrowsAndChangesNothing()
{
    QFETCH(int, square);
    QFETCH(int, spots);
    QFETCH(Side, side);
    QFETCH(bool, outOfRange);
    Board board(3);
    board.set(2, 2, Side::Blue);
    const Board before = board;
    if (outOfRange) {
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, board.set(square, spots, side));
    } else {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, board.set(square, spots, side));
    }
    QVERIFY(board == before);
    QCOMPARE(board.hash(), before.hash());
    QCOMPARE(board.totalSpots(), before.totalSpots());
    QCOMPARE(bytes(bookkeepingError(board)), QByteArray());
}

void BoardTest::legalityFollowsOwnerAndGameOver()
{
    Board board(3);
    QVERIFY(!board.play(0)); // red 1 1
    QCOMPARE(board.toMove(), Side::Blue);
    QVERIFY(!board.isLegal(0)); // red's square
    QVERIFY(board.isLegal(1));  // white
    QVERIFY(!board.play(1));    // blue 1 2
    QVERIFY(board.isLegal(0));  // red's own square
    QVERIFY(!board.isLegal(1)); // blue's square

    Board won(2);
    for (int sq = 0; sq < won.area(); ++sq) {
        won.set(sq, 1, Side::Blue);
    }
    QVERIFY(won.gameOver());
    QCOMPARE(won.winner(), Side::Blue);
    for (int sq = 0; sq < won.area(); ++sq) {
        QVERIFY(!won.isLegal(sq));
    }
}

void BoardTest::legalityMatchesReferenceOnRandomPositions()
{
    std::mt19937_64 rng(0x1E6A1u);
    for (int size = MinSize; size <= MaxSize; ++size) {
        for (int round = 0; round < 20; ++round) {
            Board board(size);
            ReferenceBoard ref(size);
            randomSetPosition(board, ref, rng);
            if (round % 5 == 0) {
                // Sometimes one colour everywhere: a won position, where nothing is legal.
                for (int sq = 0; sq < board.area(); ++sq) {
                    setBoth(board, ref, sq, 1, Side::Red);
                }
            }
            const Topology& topo = board.topology();
            for (int sq = 0; sq < board.area(); ++sq) {
                QCOMPARE(board.isLegal(sq), ref.isLegal(topo.row(sq), topo.col(sq)));
            }
        }
    }
}

void BoardTest::sameMovesInAnotherOrderGiveTheSameHash()
{
    Board first(6);
    Board second(6);
    for (const int sq : {0, 35, 14}) {
        first.play(sq);
    }
    for (const int sq : {14, 35, 0}) {
        second.play(sq);
    }
    QVERIFY(first == second);
    QCOMPARE(first.hash(), second.hash());

    // A move that fires a cascade and the same position written with set.
    Board played(2);
    played.play(0);
    played.play(3);
    played.play(0); // 1 1 jumps: 1r 2r / 2r 2b
    Board written(2);
    written.set(0, 1, Side::Red);
    written.set(1, 2, Side::Red);
    written.set(2, 2, Side::Red);
    written.set(3, 2, Side::Blue);
    QVERIFY(played == written);
    QCOMPARE(played.hash(), written.hash());
    QVERIFY(played.hash() != Board(2).hash());
}

void BoardTest::setInAnyOrderGivesTheSameHash()
{
    std::mt19937_64 rng(0x5E7u);
    for (int size = MinSize; size <= MaxSize; ++size) {
        Board board(size);
        ReferenceBoard ref(size);
        randomSetPosition(board, ref, rng);
        const Board again = rebuiltWithSet(board, rng);
        QVERIFY(again == board);
        QCOMPARE(again.hash(), board.hash());
        QCOMPARE(again.totalSpots(), board.totalSpots());
    }
}

void BoardTest::setAndSetBackRestoresTheHash()
{
    Board board(5);
    board.play(6);
    board.play(7);
    const Board before = board;
    board.set(6, 3, Side::Blue);
    QVERIFY(board.hash() != before.hash());
    board.set(6, 2, Side::Red);
    QVERIFY(board == before);
    QCOMPARE(board.hash(), before.hash());
    QCOMPARE(board.toMove(), before.toMove());
}

void BoardTest::hashAfterMovesEqualsHashOfPositionBuiltWithSet_data()
{
    jump61::testing::addBoardSizeRows();
}

void BoardTest::hashAfterMovesEqualsHashOfPositionBuiltWithSet()
{
    QFETCH(int, size);
    std::mt19937_64 rng(0x4A54u + static_cast<unsigned>(size));
    int checked = 0;
    for (int game = 0; game < 6; ++game) {
        Board board(size);
        ReferenceBoard ref(size);
        if (game % 2 == 1) {
            randomSetPosition(board, ref, rng);
        }
        for (int step = 0; step < scaled(300, 120) && !board.gameOver(); ++step) {
            const int sq = randomLegalSquare(board, ref, rng);
            board.play(sq);
            ref.play(board.topology().row(sq), board.topology().col(sq));
            if (board.gameOver()) {
                break; // a won board may hold overfull squares, which set cannot write
            }
            const Board rebuilt = rebuiltWithSet(board, rng);
            QVERIFY(rebuilt == board);
            QCOMPARE(rebuilt.hash(), board.hash());
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void BoardTest::differentPositionsHaveDifferentHashes()
{
    std::map<std::uint64_t, std::string> seen;
    const auto note = [&seen](const Board& board) {
        const std::string dump = dumpOf(board);
        const auto [it, added] = seen.emplace(board.hash(), dump);
        return added || it->second == dump;
    };
    for (int size = MinSize; size <= MaxSize; ++size) {
        QVERIFY2(note(Board(size)), "two fresh boards of different sizes share a hash");
    }
    std::mt19937_64 rng(0xD1FFu);
    for (int size = MinSize; size <= MaxSize; ++size) {
        Board board(size);
        ReferenceBoard ref(size);
        for (int step = 0; step < 200 && !board.gameOver(); ++step) {
            const int sq = randomLegalSquare(board, ref, rng);
            board.play(sq);
            ref.play(board.topology().row(sq), board.topology().col(sq));
            QVERIFY2(note(board), "two different positions share a hash");
        }
    }
    QVERIFY(seen.size() > 1000);
}

QTEST_APPLESS_MAIN(BoardTest)
#include "BoardTest.moc"
