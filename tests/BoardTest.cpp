#include "core/Board.h"

#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <QtTest>

// The fast Board checked against ReferenceBoard, the plain transcription of PROTOCOL.md
// section 1, over many random games on every size, and the Board's own promises: `set`, the
// side to move by parity, legality, hashing, the recorder interface and the split
// dropSpot/jump replay that the window's animation uses.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::ReferenceBoard;
using jump61::testing::scaled;

namespace {

// ReferenceBoard's colour codes: 0 white, 1 red, 2 blue.
int colourCode(Side side)
{
    switch (side) {
    case Side::Red:
        return 1;
    case Side::Blue:
        return 2;
    case Side::White:
        break;
    }
    return 0;
}

Side sideOfCode(int code)
{
    return code == 1 ? Side::Red : code == 2 ? Side::Blue : Side::White;
}

// The board in dump format, printed by ReferenceBoard so that the core's tests need no
// protocol code.
std::string dumpOf(const Board& board)
{
    ReferenceBoard copy(board.size());
    for (int sq = 0; sq < board.area(); ++sq) {
        const Topology& topo = board.topology();
        copy.set(topo.row(sq), topo.col(sq), board.spots(sq), colourCode(board.owner(sq)));
    }
    return copy.dump();
}

// The first way `board` and `ref` differ (cells, side to move, winner), or "" if they agree.
std::string firstDifference(const Board& board, const ReferenceBoard& ref)
{
    if (board.size() != ref.size()) {
        return "the sizes differ";
    }
    const Topology& topo = board.topology();
    for (int row = 1; row <= board.size(); ++row) {
        for (int col = 1; col <= board.size(); ++col) {
            const int sq = topo.index(row, col);
            if (board.spots(sq) != ref.spots(row, col) ||
                colourCode(board.owner(sq)) != ref.colour(row, col)) {
                return "square " + std::to_string(row) + " " + std::to_string(col) +
                       " differs; board:\n" + dumpOf(board) + "reference:\n" + ref.dump();
            }
        }
    }
    if (colourCode(board.toMove()) != ref.toMove()) {
        return "the side to move differs";
    }
    if (colourCode(board.winner()) != ref.winner()) {
        return "the winner differs";
    }
    return {};
}

// The total and the per-colour counts that Board keeps for speed agree with its cells.
std::string bookkeepingError(const Board& board)
{
    int total = 0;
    std::array<int, 3> count{};
    for (int sq = 0; sq < board.area(); ++sq) {
        total += board.spots(sq);
        ++count[static_cast<int>(board.owner(sq))];
    }
    if (total != board.totalSpots()) {
        return "totalSpots() is " + std::to_string(board.totalSpots()) + ", the cells hold " +
               std::to_string(total);
    }
    for (const Side side : {Side::White, Side::Red, Side::Blue}) {
        if (board.count(side) != count[static_cast<int>(side)]) {
            return "count(" + std::string(sideName(side)) + ") is wrong";
        }
    }
    return {};
}

// Legality by the reference rules, for every square, against Board::isLegal.
std::string legalityDifference(const Board& board, const ReferenceBoard& ref)
{
    const int mover = ref.toMove();
    const bool over = ref.winner() != 0;
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        const int colour = ref.colour(topo.row(sq), topo.col(sq));
        const bool legal = !over && (colour == 0 || colour == mover);
        if (board.isLegal(sq) != legal) {
            return "isLegal(" + std::to_string(sq) + ") differs from the reference";
        }
    }
    return {};
}

void setBoth(Board& board, ReferenceBoard& ref, int sq, int spots, Side side)
{
    const Topology& topo = board.topology();
    board.set(sq, spots, side);
    ref.set(topo.row(sq), topo.col(sq), spots, colourCode(side));
}

Side randomColour(std::mt19937_64& rng)
{
    return rng() % 2 == 0 ? Side::Red : Side::Blue;
}

// A random position built with `set`: about one square in five white, the others with 1 to
// `degree` spots of a random colour. Such positions are full of critical squares, so their
// moves fire long cascades. Never a won position.
void randomSetPosition(Board& board, ReferenceBoard& ref, std::mt19937_64& rng)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        const int spots =
            rng() % 5 == 0 ? 0
                           : 1 + static_cast<int>(rng() % static_cast<unsigned>(board.degree(sq)));
        setBoth(board, ref, sq, spots, randomColour(rng));
    }
    if (board.gameOver()) {
        setBoth(board, ref, 0, 0, Side::White);
    }
}

// A legal square for the side to move, chosen uniformly (by the reference rules).
int randomLegalSquare(const Board& board, const ReferenceBoard& ref, std::mt19937_64& rng)
{
    std::vector<int> legal;
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        if (ref.isLegal(topo.row(sq), topo.col(sq))) {
            legal.push_back(sq);
        }
    }
    return legal[rng() % legal.size()];
}

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

// Notes every jump and every first value of a changed cell, through Board's recorder interface.
struct CascadeRecorder
{
    std::vector<int> jumps;
    std::vector<std::pair<int, std::uint8_t>> touches;

    void touch(int square, std::uint8_t oldCell) { touches.emplace_back(square, oldCell); }
    void jump(int square) { jumps.push_back(square); }
};

Board fromRows(int size, const std::vector<std::pair<int, Side>>& cells)
{
    Board board(size);
    for (int sq = 0; sq < board.area(); ++sq) {
        const auto& [spots, side] = cells[static_cast<std::size_t>(sq)];
        board.set(sq, side == Side::White ? 0 : spots, side);
    }
    return board;
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

    void randomGamesMatchReference_data();
    void randomGamesMatchReference();
    void moveOntoTheLastOtherSquareWinsWithoutJumping();
    void winStopsTheCascadeAtOnce();
    void protocolJumpOrderExample();
    void longCascadeWithoutWinTerminatesAndMatchesReference();
    void longCascadeThatCoversTheBoardMatchesReference();

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

    void replayingRecordedJumpsEqualsPlay_data();
    void replayingRecordedJumpsEqualsPlay();
    void recorderSeesEveryChangedCellBeforeItChanges();
};

void BoardTest::freshBoardIsWhiteWithOneSpotAndRedToMove_data()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
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

void BoardTest::randomGamesMatchReference_data()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
}

// Random games, from the fresh board and from positions built with `set`, now and then
// interrupted by a random `set`. After every move and every set: every cell, the side to move,
// the winner, legality and the board's own counts agree with the reference. A winning move is
// compared like any other: both follow the jump order of PROTOCOL.md 1.1 exactly.
void BoardTest::randomGamesMatchReference()
{
    QFETCH(int, size);
    // 14 sizes times this many moves: well over 10,000 moves compared in every build.
    const int movesWanted = scaled(5000, 800);
    std::mt19937_64 rng(0xB0A2D000u + static_cast<unsigned>(size));
    int moves = 0;
    int wins = 0;
    int games = 0;
    while (moves < movesWanted || games < 4) {
        Board board(size);
        ReferenceBoard ref(size);
        if (games % 2 == 1) {
            randomSetPosition(board, ref, rng);
        }
        ++games;
        for (int step = 0; step < 8 * board.area() && !board.gameOver(); ++step) {
            if (rng() % 40 == 0) {
                const int sq = static_cast<int>(rng() % static_cast<unsigned>(board.area()));
                const int spots =
                    static_cast<int>(rng() % static_cast<unsigned>(board.degree(sq) + 1));
                setBoth(board, ref, sq, spots, randomColour(rng));
            } else {
                const int sq = randomLegalSquare(board, ref, rng);
                const bool won = board.play(sq);
                const bool refWon = ref.play(board.topology().row(sq), board.topology().col(sq));
                QCOMPARE(won, refWon);
                wins += won ? 1 : 0;
                ++moves;
            }
            const std::string difference = firstDifference(board, ref);
            QVERIFY2(difference.empty(), difference.c_str());
            const std::string bookkeeping = bookkeepingError(board);
            QVERIFY2(bookkeeping.empty(), bookkeeping.c_str());
            const std::string legality = legalityDifference(board, ref);
            QVERIFY2(legality.empty(), legality.c_str());
        }
    }
    QVERIFY(moves >= movesWanted);
    QVERIFY2(wins > 0, "no game reached a win, so no winning move was compared");
}

void BoardTest::moveOntoTheLastOtherSquareWinsWithoutJumping()
{
    Board board = fromRows(2, {{1, Side::Red}, {1, Side::Red}, {1, Side::Red}, {1, Side::White}});
    QCOMPARE(board.toMove(), Side::Red);
    QVERIFY(board.play(3));
    QCOMPARE(board.winner(), Side::Red);
    QVERIFY(board.gameOver());
    QCOMPARE(board.spots(3), 2);
    QCOMPARE(board.spots(0), 1);
    QCOMPARE(board.totalSpots(), 5);
}

// 2r 2r / 1b 1r, Red plays 1 1: it jumps down (1b becomes 2r) and right (2r becomes 3r, which
// is overfull), and now the board is red, so the cascade stops with 1 2 still overfull.
void BoardTest::winStopsTheCascadeAtOnce()
{
    Board board = fromRows(2, {{2, Side::Red}, {2, Side::Red}, {1, Side::Blue}, {1, Side::Red}});
    QCOMPARE(board.toMove(), Side::Red);
    QVERIFY(board.play(0));
    QCOMPARE(board.winner(), Side::Red);
    QCOMPARE(board.spots(0), 1);
    QCOMPARE(board.spots(1), 3);
    QCOMPARE(board.spots(2), 2);
    QCOMPARE(board.spots(3), 1);

    ReferenceBoard ref(2);
    ref.set(1, 1, 2, 1);
    ref.set(1, 2, 2, 1);
    ref.set(2, 1, 1, 2);
    ref.set(2, 2, 1, 1);
    QVERIFY(ref.play(1, 1));
    QCOMPARE(bytes(ref.dump()), QByteArray("===\n    1r 3r\n    2r 1r\n===\n"));
    QCOMPARE(bytes(dumpOf(board)), bytes(ref.dump()));
}

// 2x2: 1 1, 2 2, 1 1, 2 2. Blue's last move jumps from 2 2 up and left, both neighbours
// become overfull and 1 2 (queued first) jumps first, which covers the board with blue.
void BoardTest::protocolJumpOrderExample()
{
    Board board(2);
    QVERIFY(!board.play(0));
    QVERIFY(!board.play(3));
    QVERIFY(!board.play(0));
    QCOMPARE(bytes(dumpOf(board)), QByteArray("===\n    1r 2r\n    2r 2b\n===\n"));
    QVERIFY(board.play(3));
    QCOMPARE(board.winner(), Side::Blue);
    QCOMPARE(bytes(dumpOf(board)), QByteArray("===\n    2b 1b\n    3b 2b\n===\n"));
}

// Rows 1-13 of a 15x15 board critical and blue, row 14 white, row 15 red: Blue's move at 1 1
// sets off a cascade through the whole critical region that row 14 absorbs, so nobody wins.
void BoardTest::longCascadeWithoutWinTerminatesAndMatchesReference()
{
    Board board(MaxSize);
    ReferenceBoard ref(MaxSize);
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        const int row = topo.row(sq);
        if (row <= 13) {
            setBoth(board, ref, sq, board.degree(sq), Side::Blue);
        } else if (row == 15) {
            setBoth(board, ref, sq, 1, Side::Red);
        }
    }
    if (board.toMove() != Side::Blue) {
        setBoth(board, ref, topo.index(15, 15), 2, Side::Red);
    }
    QCOMPARE(board.toMove(), Side::Blue);
    QCOMPARE(bytes(firstDifference(board, ref)), QByteArray());

    CascadeRecorder recorder;
    const bool won = board.play(0, recorder);
    QVERIFY(!ref.play(1, 1));
    QVERIFY(!won);
    QCOMPARE(bytes(firstDifference(board, ref)), QByteArray());
    QVERIFY2(recorder.jumps.size() > 13 * 15,
             ("only " + std::to_string(recorder.jumps.size()) + " jumps").c_str());
    for (int sq = 0; sq < board.area(); ++sq) {
        QVERIFY(board.spots(sq) <= board.degree(sq));
        QCOMPARE(board.owner(sq), topo.row(sq) == 15 ? Side::Red : Side::Blue);
    }
    QCOMPARE(bytes(bookkeepingError(board)), QByteArray());
}

// Every square of a 15x15 board critical and red except a white corner: the cascade from the
// opposite corner runs until it reaches the white square, and the final spot counts (which
// depend on the jump order) agree with the reference.
void BoardTest::longCascadeThatCoversTheBoardMatchesReference()
{
    Board board(MaxSize);
    ReferenceBoard ref(MaxSize);
    for (int sq = 0; sq + 1 < board.area(); ++sq) {
        setBoth(board, ref, sq, board.degree(sq), Side::Red);
    }
    QCOMPARE(board.toMove(), Side::Red);
    CascadeRecorder recorder;
    QVERIFY(board.play(0, recorder));
    QVERIFY(ref.play(1, 1));
    QCOMPARE(board.winner(), Side::Red);
    QCOMPARE(bytes(firstDifference(board, ref)), QByteArray());
    QVERIFY(recorder.jumps.size() > 100);
    QCOMPARE(bytes(bookkeepingError(board)), QByteArray());
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
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
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

void BoardTest::replayingRecordedJumpsEqualsPlay_data()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d", size, size) << size;
    }
}

// The window animates a move by dropSpot and then one jump per recorded square; at the end it
// must have the position play() reached, winning moves included. Every recorded jump must be a
// real jump when replayed (the square is overfull at that point).
void BoardTest::replayingRecordedJumpsEqualsPlay()
{
    QFETCH(int, size);
    std::mt19937_64 rng(0xA111u + static_cast<unsigned>(size));
    int cascades = 0;
    for (int game = 0; game < 8; ++game) {
        Board board(size);
        ReferenceBoard ref(size);
        if (game % 2 == 1) {
            randomSetPosition(board, ref, rng);
        }
        for (int step = 0; step < scaled(400, 150) && !board.gameOver(); ++step) {
            const int sq = randomLegalSquare(board, ref, rng);
            ref.play(board.topology().row(sq), board.topology().col(sq));
            Board replay = board;
            const Side mover = board.toMove();
            CascadeRecorder recorder;
            const bool won = board.play(sq, recorder);

            replay.dropSpot(sq);
            for (const int jumper : recorder.jumps) {
                QVERIFY2(replay.spots(jumper) > replay.degree(jumper),
                         "a recorded jump is not overfull when replayed");
                replay.jump(jumper, mover);
            }
            QVERIFY(replay == board);
            QCOMPARE(replay.hash(), board.hash());
            QCOMPARE(replay.totalSpots(), board.totalSpots());
            QCOMPARE(replay.toMove(), board.toMove());
            QCOMPARE(replay.winner(), board.winner());
            QCOMPARE(replay.gameOver(), won);
            QCOMPARE(bytes(bookkeepingError(replay)), QByteArray());
            QCOMPARE(bytes(firstDifference(board, ref)), QByteArray());
            cascades += recorder.jumps.empty() ? 0 : 1;
        }
    }
    QVERIFY(cascades > 0);
}

// Board::play calls touch(square, old cell) before it changes a cell. Then every cell that
// differs after the move was touched, and the first touch of each square saw the cell as it was
// before the move.
void BoardTest::recorderSeesEveryChangedCellBeforeItChanges()
{
    std::mt19937_64 rng(0x70C4u);
    for (int size = MinSize; size <= MaxSize; ++size) {
        Board board(size);
        ReferenceBoard ref(size);
        randomSetPosition(board, ref, rng);
        for (int step = 0; step < 60 && !board.gameOver(); ++step) {
            const int sq = randomLegalSquare(board, ref, rng);
            ref.play(board.topology().row(sq), board.topology().col(sq));
            const Board before = board;
            CascadeRecorder recorder;
            board.play(sq, recorder);
            std::vector<bool> touched(static_cast<std::size_t>(board.area()), false);
            for (const auto& [square, oldCell] : recorder.touches) {
                if (!touched[static_cast<std::size_t>(square)]) {
                    touched[static_cast<std::size_t>(square)] = true;
                    QCOMPARE(oldCell, before.cell(square));
                }
            }
            for (int cell = 0; cell < board.area(); ++cell) {
                if (board.cell(cell) != before.cell(cell)) {
                    QVERIFY(touched[static_cast<std::size_t>(cell)]);
                }
            }
            // Restoring the first values, and the summary, takes the move back.
            Board undone = board;
            for (auto it = recorder.touches.rbegin(); it != recorder.touches.rend(); ++it) {
                undone.restoreCell(it->first, it->second);
            }
            undone.restore(before.summary());
            QVERIFY(undone == before);
            QCOMPARE(undone.hash(), before.hash());
        }
    }
}

QTEST_APPLESS_MAIN(BoardTest)
#include "BoardTest.moc"
