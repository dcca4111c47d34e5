#include "core/MoveJournal.h"

#include "support/TestHelpers.h"

#include <memory>
#include <random>
#include <vector>

#include <QtTest>

// MoveJournal is the search's make/unmake: after any sequence of plays and undos the board must
// be exactly what it was, cells, hash, counts and side to move alike.

using namespace jump61;
using jump61::testing::scaled;

namespace {

// Every observable part of a board is the same.
bool sameBoard(const Board& a, const Board& b)
{
    if (!(a == b) || a.hash() != b.hash() || a.totalSpots() != b.totalSpots() ||
        a.toMove() != b.toMove() || a.winner() != b.winner()) {
        return false;
    }
    for (const Side side : {Side::White, Side::Red, Side::Blue}) {
        if (a.count(side) != b.count(side)) {
            return false;
        }
    }
    return true;
}

int randomLegalSquare(const Board& board, std::mt19937_64& rng)
{
    std::vector<int> legal;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            legal.push_back(sq);
        }
    }
    return legal[rng() % legal.size()];
}

// A position full of critical squares (every move fires a cascade), never won.
Board criticalPosition(int size, std::mt19937_64& rng)
{
    Board board(size);
    for (int sq = 0; sq < board.area(); ++sq) {
        const Side side = rng() % 2 == 0 ? Side::Red : Side::Blue;
        board.set(sq, rng() % 6 == 0 ? 0 : board.degree(sq), side);
    }
    if (board.gameOver()) {
        board.set(0, 0, Side::White);
    }
    return board;
}

} // namespace

class MoveJournalTest : public QObject
{
    Q_OBJECT

private slots:
    void undoRestoresEveryPositionOfADeepLine_data();
    void undoRestoresEveryPositionOfADeepLine();
    void randomWalkOfPlaysAndUndosMatchesCopies_data();
    void randomWalkOfPlaysAndUndosMatchesCopies();
    void playReportsTheWinLikeBoard();
    void journalStaysCorrectAfterManyThousandMoves();
};

void MoveJournalTest::undoRestoresEveryPositionOfADeepLine_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("critical");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d from the start", size, size) << size << false;
        QTest::addRow("%dx%d from a critical position", size, size) << size << true;
    }
}

// Plays one random line as deep as the game or the journal allows, keeping a copy of every
// position, then undoes it move by move and checks each position on the way back.
void MoveJournalTest::undoRestoresEveryPositionOfADeepLine()
{
    QFETCH(int, size);
    QFETCH(bool, critical);
    std::mt19937_64 rng(0x10A2u + static_cast<unsigned>(size) * 2 + (critical ? 1 : 0));
    auto journal = std::make_unique<MoveJournal>();
    for (int round = 0; round < 3; ++round) {
        Board board = critical ? criticalPosition(size, rng) : Board(size);
        std::vector<Board> line{board};
        while (!board.gameOver() && journal->plies() < 256) {
            const int sq = randomLegalSquare(board, rng);
            Board expected = line.back();
            const bool won = expected.play(sq);
            QCOMPARE(journal->play(board, sq), won);
            QVERIFY(sameBoard(board, expected));
            line.push_back(board);
        }
        QCOMPARE(journal->plies(), static_cast<int>(line.size()) - 1);
        while (journal->plies() > 0) {
            journal->undo(board);
            line.pop_back();
            QVERIFY2(
                sameBoard(board, line.back()),
                qPrintable(
                    QStringLiteral("wrong position after undo to ply %1").arg(journal->plies())));
        }
    }
}

void MoveJournalTest::randomWalkOfPlaysAndUndosMatchesCopies_data()
{
    jump61::testing::addBoardSizeRows();
}

// A search walks a tree: plays and undos interleave at every depth. A stack of board copies
// follows the same walk and must match at every step. The copies play with Board::play, which
// hashes every change of a cascade; the journal hashes each changed square once after it.
void MoveJournalTest::randomWalkOfPlaysAndUndosMatchesCopies()
{
    QFETCH(int, size);
    std::mt19937_64 rng(0xCA1Cu + static_cast<unsigned>(size));
    auto journal = std::make_unique<MoveJournal>();
    Board board = size % 2 == 0 ? criticalPosition(size, rng) : Board(size);
    std::vector<Board> stack{board};
    const int steps = scaled(20000, 4000);
    for (int step = 0; step < steps; ++step) {
        const bool canPlay = !board.gameOver() && journal->plies() < 256;
        const bool undo = journal->plies() > 0 && (!canPlay || rng() % 5 < 2);
        if (undo) {
            journal->undo(board);
            stack.pop_back();
        } else {
            const int sq = randomLegalSquare(board, rng);
            Board next = stack.back();
            next.play(sq);
            journal->play(board, sq);
            stack.push_back(next);
        }
        QVERIFY(sameBoard(board, stack.back()));
        QCOMPARE(journal->plies(), static_cast<int>(stack.size()) - 1);
    }
}

void MoveJournalTest::playReportsTheWinLikeBoard()
{
    Board board(2);
    const Board start = board;
    auto journal = std::make_unique<MoveJournal>();
    QVERIFY(!journal->play(board, 0));
    QVERIFY(!journal->play(board, 3));
    QVERIFY(!journal->play(board, 0));
    QVERIFY(journal->play(board, 3)); // Blue covers the board (see BoardPlayTest)
    QCOMPARE(board.winner(), Side::Blue);
    for (int i = 0; i < 4; ++i) {
        journal->undo(board);
    }
    QVERIFY(sameBoard(board, start));
    QCOMPARE(journal->plies(), 0);
}

// The journal marks the cells of a move with a 16-bit stamp that wraps after 65,535 moves;
// positions must still be restored exactly past the wrap.
void MoveJournalTest::journalStaysCorrectAfterManyThousandMoves()
{
    std::mt19937_64 rng(0x57A3Bu);
    auto journal = std::make_unique<MoveJournal>();
    Board board = criticalPosition(4, rng);
    const Board start = board;
    for (int move = 0; move < 70000; ++move) {
        const int sq = randomLegalSquare(board, rng);
        Board expected = board;
        expected.play(sq);
        journal->play(board, sq);
        if (!sameBoard(board, expected)) {
            QFAIL(qPrintable(QStringLiteral("wrong position after move %1").arg(move)));
        }
        journal->undo(board);
        if (!sameBoard(board, start)) {
            QFAIL(qPrintable(QStringLiteral("wrong position after undoing move %1").arg(move)));
        }
    }
}

QTEST_APPLESS_MAIN(MoveJournalTest)
#include "MoveJournalTest.moc"
