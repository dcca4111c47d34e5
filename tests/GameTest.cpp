#include "core/Game.h"

#include "support/TestHelpers.h"

#include <stdexcept>
#include <vector>

#include <QtTest>

// Game is the record of one game: a start position, the moves, and a cursor for undo and redo.

using namespace jump61;

namespace {

// The position after playing `moves` from `start`, one Board::play at a time.
Board replayed(Board start, const std::vector<int>& moves)
{
    for (const int sq : moves) {
        start.play(sq);
    }
    return start;
}

bool sameBoard(const Board& a, const Board& b)
{
    return a == b && a.hash() == b.hash() && a.toMove() == b.toMove();
}

} // namespace

class GameTest : public QObject
{
    Q_OBJECT

private slots:
    void newGameHasOnlyTheStartPosition();
    void playAppendsMovesAndPositions();
    void undoAndRedoMoveTheCursorBothWays();
    void playAfterUndoDropsTheMovesThatCouldBeRedone();
    void undoAtTheStartAndRedoAtTheEndThrow();
    void illegalMovesThrowAndChangeNothing_data();
    void illegalMovesThrowAndChangeNothing();
    void playReportsTheWinAndTheGameIsOver();
    void resetStartsAnewFromAnyPosition();
};

void GameTest::newGameHasOnlyTheStartPosition()
{
    const Game game;
    QCOMPARE(game.board().size(), DefaultSize);
    QVERIFY(sameBoard(game.board(), Board()));
    QVERIFY(sameBoard(game.start(), Board()));
    QCOMPARE(game.ply(), std::size_t{0});
    QVERIFY(game.moves().empty());
    QVERIFY(!game.canUndo());
    QVERIFY(!game.canRedo());
    QCOMPARE(game.lastMove(), -1);
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, game.positionAt(1));
}

void GameTest::playAppendsMovesAndPositions()
{
    Game game(Board(3));
    const std::vector<int> moves{4, 0, 4, 8, 4};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        QVERIFY(!game.play(moves[i]));
        QCOMPARE(game.ply(), i + 1);
        QCOMPARE(game.lastMove(), moves[i]);
    }
    QCOMPARE(game.moves(), moves);
    for (std::size_t ply = 0; ply <= moves.size(); ++ply) {
        const std::vector<int> prefix(moves.begin(), moves.begin() + static_cast<long>(ply));
        QVERIFY(sameBoard(game.positionAt(ply), replayed(Board(3), prefix)));
    }
    QVERIFY(sameBoard(game.board(), game.positionAt(moves.size())));
    QVERIFY(sameBoard(game.start(), Board(3)));
    QVERIFY(game.canUndo());
    QVERIFY(!game.canRedo());
}

void GameTest::undoAndRedoMoveTheCursorBothWays()
{
    Game game(Board(4));
    const std::vector<int> moves{0, 15, 0, 15, 5, 10};
    for (const int sq : moves) {
        game.play(sq);
    }
    for (std::size_t ply = moves.size(); ply > 0; --ply) {
        game.undo();
        QCOMPARE(game.ply(), ply - 1);
        QVERIFY(sameBoard(game.board(), game.positionAt(ply - 1)));
        QCOMPARE(game.moves(), moves); // undone moves are kept for redo
        QVERIFY(game.canRedo());
        QCOMPARE(game.lastMove(), ply >= 2 ? moves[ply - 2] : -1);
    }
    QVERIFY(!game.canUndo());
    QVERIFY(sameBoard(game.board(), Board(4)));
    for (std::size_t ply = 1; ply <= moves.size(); ++ply) {
        game.redo();
        QCOMPARE(game.ply(), ply);
        QVERIFY(
            sameBoard(game.board(),
                      replayed(Board(4), {moves.begin(), moves.begin() + static_cast<long>(ply)})));
    }
    QVERIFY(!game.canRedo());
    QVERIFY(sameBoard(game.start(), Board(4)));
}

void GameTest::playAfterUndoDropsTheMovesThatCouldBeRedone()
{
    Game game(Board(4));
    for (const int sq : {0, 15, 5, 10}) {
        game.play(sq);
    }
    game.undo();
    game.undo();
    QVERIFY(game.canRedo());
    game.play(6); // red plays elsewhere
    QVERIFY(!game.canRedo());
    QCOMPARE(game.moves(), (std::vector<int>{0, 15, 6}));
    QCOMPARE(game.ply(), std::size_t{3});
    QVERIFY(sameBoard(game.board(), replayed(Board(4), {0, 15, 6})));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, game.positionAt(4));
}

void GameTest::undoAtTheStartAndRedoAtTheEndThrow()
{
    Game game(Board(3));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, game.undo());
    QVERIFY_THROWS_EXCEPTION(std::logic_error, game.redo());
    game.play(0);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, game.redo());
    game.undo();
    QVERIFY_THROWS_EXCEPTION(std::logic_error, game.undo());
    QCOMPARE(game.ply(), std::size_t{0});
    QCOMPARE(game.moves(), std::vector<int>{0});
}

void GameTest::illegalMovesThrowAndChangeNothing_data()
{
    QTest::addColumn<int>("square");
    QTest::newRow("the opponent's square") << 0;
    QTest::newRow("square -1") << -1;
    QTest::newRow("square past the end") << 9;
    QTest::newRow("far past the end") << 1000;
}

void GameTest::illegalMovesThrowAndChangeNothing()
{
    QFETCH(int, square);
    Game game(Board(3));
    game.play(0); // red owns 1 1; blue to move
    game.play(8);
    game.undo(); // keep something to redo
    const Board before = game.board();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, game.play(square));
    QVERIFY(sameBoard(game.board(), before));
    QCOMPARE(game.ply(), std::size_t{1});
    QCOMPARE(game.moves(), (std::vector<int>{0, 8}));
    QVERIFY(game.canRedo());
}

void GameTest::playReportsTheWinAndTheGameIsOver()
{
    Game game(Board(2));
    QVERIFY(!game.play(0));
    QVERIFY(!game.play(3));
    QVERIFY(!game.play(0));
    QVERIFY(game.play(3));
    QCOMPARE(game.board().winner(), Side::Blue);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, game.play(1));
    QCOMPARE(game.ply(), std::size_t{4});
    game.undo();
    QVERIFY(!game.board().gameOver());
    game.redo();
    QCOMPARE(game.board().winner(), Side::Blue);
}

void GameTest::resetStartsAnewFromAnyPosition()
{
    Game game(Board(3));
    game.play(4);
    game.play(0);
    Board start(5);
    start.set(12, 4, Side::Blue);
    game.reset(start);
    QVERIFY(sameBoard(game.start(), start));
    QVERIFY(sameBoard(game.board(), start));
    QCOMPARE(game.board().toMove(), Side::Blue); // 25 + 3 spots + 5 is odd
    QVERIFY(game.moves().empty());
    QCOMPARE(game.ply(), std::size_t{0});
    QVERIFY(!game.canUndo());
    QVERIFY(!game.canRedo());
}

QTEST_APPLESS_MAIN(GameTest)
#include "GameTest.moc"
