#include "core/Board.h"
#include "support/BoardChecks.h"
#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <QtTest>

// Board::play checked against ReferenceBoard, the plain transcription of docs/PROTOCOL.md section
// 1: many random games on every size, wins (which stop a cascade at once), the jump order of
// section 1.1, long cascades, the recorder interface and the split dropSpot/jump replay that the
// window's animation uses.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::ReferenceBoard;
using jump61::testing::scaled;
using jump61::testing::boardchecks::bookkeepingError;
using jump61::testing::boardchecks::dumpOf;
using jump61::testing::boardchecks::firstDifference;
using jump61::testing::boardchecks::randomColour;
using jump61::testing::boardchecks::randomLegalSquare;
using jump61::testing::boardchecks::randomSetPosition;
using jump61::testing::boardchecks::setBoth;

namespace {

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

class BoardPlayTest : public QObject
{
    Q_OBJECT

private slots:
    void randomGamesMatchReference_data();
    void randomGamesMatchReference();
    void moveOntoTheLastOtherSquareWinsWithoutJumping();
    void winStopsTheCascadeAtOnce();
    void protocolJumpOrderExample();
    void longCascadeWithoutWinTerminatesAndMatchesReference();
    void longCascadeThatCoversTheBoardMatchesReference();

    void replayingRecordedJumpsEqualsPlay_data();
    void replayingRecordedJumpsEqualsPlay();
    void recorderSeesEveryChangedCellBeforeItChanges();
};

void BoardPlayTest::randomGamesMatchReference_data()
{
    jump61::testing::addBoardSizeRows();
}

// Random games, from the fresh board and from positions built with `set`, now and then
// interrupted by a random `set`. After every move and every set: every cell, the side to move,
// the winner, legality and the board's own counts agree with the reference. A winning move is
// compared like any other: both follow the jump order of docs/PROTOCOL.md 1.1 exactly.
void BoardPlayTest::randomGamesMatchReference()
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

void BoardPlayTest::moveOntoTheLastOtherSquareWinsWithoutJumping()
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
void BoardPlayTest::winStopsTheCascadeAtOnce()
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
void BoardPlayTest::protocolJumpOrderExample()
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
void BoardPlayTest::longCascadeWithoutWinTerminatesAndMatchesReference()
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
void BoardPlayTest::longCascadeThatCoversTheBoardMatchesReference()
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

void BoardPlayTest::replayingRecordedJumpsEqualsPlay_data()
{
    jump61::testing::addBoardSizeRows();
}

// The window animates a move by dropSpot and then one jump per recorded square; at the end it
// must have the position play() reached, winning moves included. Every recorded jump must be a
// real jump when replayed (the square is overfull at that point).
void BoardPlayTest::replayingRecordedJumpsEqualsPlay()
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
void BoardPlayTest::recorderSeesEveryChangedCellBeforeItChanges()
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

QTEST_APPLESS_MAIN(BoardPlayTest)
#include "BoardPlayTest.moc"
