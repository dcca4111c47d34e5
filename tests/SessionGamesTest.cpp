#include "protocol/Session.h"
#include "support/RecordingReporter.h"
#include "support/ReferenceBoard.h"
#include "support/SessionHarness.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <QtTest>

// Games through the interpreter's course commands (docs/PROTOCOL.md section 3), observed through a
// recording Reporter: moves and the computer's answers, new, size, auto and manual, seed, set
// and the end of a game. Computer players run at level 1 so that the tests stay fast.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::dumpOf;
using jump61::testing::freshDump;
using jump61::testing::joined;
using jump61::testing::RecordingReporter;
using jump61::testing::ReferenceBoard;
using jump61::testing::SessionState;
using Fixture = jump61::testing::SessionFixture;

namespace {

// Replays the computer moves a reporter saw on a reference board from `start`: each must be
// legal for the side that made it. Returns a problem, or "" and leaves the final board in `ref`.
QByteArray replayComputerMoves(const RecordingReporter& reporter, ReferenceBoard& ref)
{
    for (const auto& move : reporter.computerMoves()) {
        const int mover = move.side == Side::Red ? 1 : 2;
        if (ref.toMove() != mover) {
            return "a computer moved out of turn";
        }
        if (!ref.isLegal(move.row, move.col)) {
            return "illegal computer move " + QByteArray::number(move.row) + " " +
                   QByteArray::number(move.col);
        }
        ref.play(move.row, move.col);
    }
    return {};
}

} // namespace

class SessionGamesTest : public QObject
{
    Q_OBJECT

private slots:
    void manualMoveIsAnsweredByTheComputerAtOnce();
    void newKeepsSizePlayersSeedAndLevels();
    void sizeStartsAFreshBoard_data();
    void sizeStartsAFreshBoard();
    void autoAndManualAcceptEveryPlayerSpelling_data();
    void autoAndManualAcceptEveryPlayerSpelling();
    void computerMovesAtOnceAfterAutoNewAndSize();
    void bothComputersPlayAWholeGame();
    void sameSeedAndInputGiveTheSameGame();
    void seedAcceptsAnySixtyFourBitInteger_data();
    void seedAcceptsAnySixtyFourBitInteger();

    void setPutsSpotsWithoutJumping();
    void setParityExampleGivesBlueTheMove();
    void setZeroMakesTheSquareWhiteWhateverTheColour_data();
    void setZeroMakesTheSquareWhiteWhateverTheColour();
    void setThatHandsTheTurnToTheComputerMakesItMoveAtOnce();
    void setThatCoversTheBoardAnnouncesTheWinOnce();
    void setCannotResumeAGameWithSquaresLeftOverfullByTheWin();

    void winIsAnnouncedOnceAndMovesAfterItAreRejected();
};

void SessionGamesTest::manualMoveIsAnsweredByTheComputerAtOnce()
{
    Fixture f;
    QVERIFY(f.session.execute("3 3"));
    const auto moves = f.reporter.computerMoves();
    QCOMPARE(moves.size(), std::size_t{1});
    QCOMPARE(moves[0].side, Side::Blue);
    QCOMPARE(f.session.game().ply(), std::size_t{2});
    const Topology& topo = f.session.board().topology();
    QCOMPARE(f.session.game().moves()[0], topo.index(3, 3));
    QCOMPARE(f.session.game().moves()[1], topo.index(moves[0].row, moves[0].col));
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));
    QVERIFY(f.reporter.errors().empty());
    QVERIFY(f.reporter.printed().empty());
}

void SessionGamesTest::newKeepsSizePlayersSeedAndLevels()
{
    Fixture f;
    QCOMPARE(f.run({"size 4", "manual blue", "seed 99", "level red 2", "1 1", "2 2", "new"}),
             QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), joined(freshDump(4)));
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(f.session.player(Side::Red), PlayerKind::Manual);
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Manual);
    QCOMPARE(f.session.seed(), std::uint64_t{99});
    QCOMPARE(f.session.level(Side::Red), 2);
    QCOMPARE(f.session.level(Side::Blue), 1);
    QVERIFY(f.session.game().moves().empty());

    QCOMPARE(f.run({"3 3", "clear"}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), joined(freshDump(4)));
    QVERIFY(f.session.game().moves().empty());

    QCOMPARE(f.run({"3 3"}), QByteArray());
    const SessionState before = SessionState::of(f.session);
    f.reporter.clear();
    QCOMPARE(f.run({"start"}), QByteArray());
    QVERIFY(before == SessionState::of(f.session));
    QVERIFY(f.reporter.events().empty());
}

void SessionGamesTest::sizeStartsAFreshBoard_data()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%d", size) << size;
    }
}

void SessionGamesTest::sizeStartsAFreshBoard()
{
    QFETCH(int, size);
    Fixture f;
    QCOMPARE(f.run({"2 2", "seed 5"}), QByteArray());
    QCOMPARE(f.run({("size " + std::to_string(size)).c_str()}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), joined(freshDump(size)));
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));
    QVERIFY(f.session.game().moves().empty());
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Computer);
    QCOMPARE(f.session.seed(), std::uint64_t{5});
}

void SessionGamesTest::autoAndManualAcceptEveryPlayerSpelling_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<Side>("side");
    for (const char* word : {"red", "r", "RED", "R", "Red"}) {
        QTest::newRow(word) << QByteArray(word) << Side::Red;
    }
    for (const char* word : {"blue", "b", "BLUE", "B", "bLuE"}) {
        QTest::newRow(word) << QByteArray(word) << Side::Blue;
    }
}

void SessionGamesTest::autoAndManualAcceptEveryPlayerSpelling()
{
    QFETCH(QByteArray, word);
    QFETCH(Side, side);
    Fixture f;
    QCOMPARE(f.run({"size 3", "manual blue"}), QByteArray());
    QCOMPARE(f.run({("auto " + word.toStdString()).c_str()}), QByteArray());
    QCOMPARE(f.session.player(side), PlayerKind::Computer);
    QCOMPARE(f.session.player(opponent(side)), PlayerKind::Manual);
    QCOMPARE(f.run({("manual " + word.toStdString()).c_str()}), QByteArray());
    QCOMPARE(f.session.player(side), PlayerKind::Manual);
}

void SessionGamesTest::computerMovesAtOnceAfterAutoNewAndSize()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue"}), QByteArray());
    QVERIFY(f.reporter.computerMoves().empty());

    QCOMPARE(f.run({"auto red"}), QByteArray());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
    QCOMPARE(f.reporter.computerMoves()[0].side, Side::Red);
    QCOMPARE(f.session.game().ply(), std::size_t{1});
    QCOMPARE(bytes(f.session.prompt()), QByteArray("blue> "));

    f.reporter.clear();
    QCOMPARE(f.run({"new"}), QByteArray());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
    QCOMPARE(f.session.game().ply(), std::size_t{1});

    f.reporter.clear();
    QCOMPARE(f.run({"size 4"}), QByteArray());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
    QCOMPARE(f.session.board().size(), 4);
    QCOMPARE(f.session.game().ply(), std::size_t{1});
    QCOMPARE(f.session.board().toMove(), Side::Blue);
}

// With both sides played by the computer, one `auto` plays the whole game before the next line.
void SessionGamesTest::bothComputersPlayAWholeGame()
{
    Fixture f;
    QCOMPARE(f.run({"size 4", "seed 5"}), QByteArray());
    QCOMPARE(f.run({"auto red"}), QByteArray());
    QVERIFY(f.session.board().gameOver());
    QCOMPARE(bytes(f.session.prompt()), QByteArray("+> "));

    const auto moves = f.reporter.computerMoves();
    QCOMPARE(moves.size(), f.session.game().ply());
    QCOMPARE(moves.front().side, Side::Red);
    ReferenceBoard ref(4);
    QCOMPARE(replayComputerMoves(f.reporter, ref), QByteArray());
    QCOMPARE(bytes(ref.dump()), joined(dumpOf(f.session.board())));

    const auto wins = f.reporter.wins();
    QCOMPARE(wins.size(), std::size_t{1});
    QCOMPARE(wins[0], f.session.board().winner());
    QCOMPARE(f.reporter.events().back().kind, RecordingReporter::Kind::Win);
    QVERIFY(f.reporter.errors().empty());

    // Nothing more happens until a command makes a new game; then the computers play it.
    f.reporter.clear();
    QCOMPARE(f.run({"dump"}), QByteArray());
    QVERIFY(f.reporter.computerMoves().empty());
    QCOMPARE(f.run({"size 3"}), QByteArray());
    QVERIFY(f.session.board().gameOver());
    QCOMPARE(f.reporter.wins().size(), std::size_t{1});
}

void SessionGamesTest::sameSeedAndInputGiveTheSameGame()
{
    const std::initializer_list<std::string_view> lines = {"level 2", "seed 12345", "size 5",
                                                           "auto red"};
    Fixture first;
    Fixture second;
    QCOMPARE(first.run(lines), QByteArray());
    QCOMPARE(second.run(lines), QByteArray());
    QVERIFY(first.session.board().gameOver());
    QCOMPARE(joined(first.reporter.transcript()), joined(second.reporter.transcript()));
    QCOMPARE(first.session.game().moves(), second.session.game().moves());
}

void SessionGamesTest::seedAcceptsAnySixtyFourBitInteger_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<quint64>("seed");
    constexpr quint64 Top = std::numeric_limits<quint64>::max();
    QTest::newRow("zero") << QByteArray("0") << quint64{0};
    QTest::newRow("small") << QByteArray("42") << quint64{42};
    QTest::newRow("largest unsigned") << QByteArray("18446744073709551615") << Top;
    QTest::newRow("largest signed") << QByteArray("9223372036854775807") << Top / 2;
    QTest::newRow("minus one") << QByteArray("-1") << Top;
    QTest::newRow("smallest signed") << QByteArray("-9223372036854775808") << Top / 2 + 1;
    QTest::newRow("plus sign") << QByteArray("+5") << quint64{5};
}

void SessionGamesTest::seedAcceptsAnySixtyFourBitInteger()
{
    QFETCH(QByteArray, word);
    QFETCH(quint64, seed);
    Fixture f;
    QCOMPARE(f.run({"seed " + word.toStdString()}), QByteArray());
    QCOMPARE(static_cast<quint64>(f.session.seed()), seed);
    QVERIFY(f.reporter.events().empty());

    for (const char* bad : {"seed 18446744073709551616", "seed -9223372036854775809", "seed 1.5",
                            "seed 0x10", "seed ten"}) {
        QCOMPARE(f.rejected(bad), QByteArray());
    }
}

void SessionGamesTest::setPutsSpotsWithoutJumping()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 3", "1 1", "set 2 2 4 r", "set 1 2 3 b"}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), QByteArray("===\n"
                                                           "    2r 3b 1-\n"
                                                           "    1- 4r 1-\n"
                                                           "    1- 1- 1-\n"
                                                           "===\n"));
    // 15 spots: 15 + 3 is even, so Red is to move; `set` starts a new record.
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QVERIFY(f.session.game().moves().empty());
    QVERIFY(f.reporter.computerMoves().empty());
}

// docs/PROTOCOL.md 1.2: a 3 x 3 board holding 18 spots has Blue to move.
void SessionGamesTest::setParityExampleGivesBlueTheMove()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 3"}), QByteArray());
    for (int row = 1; row <= 3; ++row) {
        for (int col = 1; col <= 3; ++col) {
            const std::string line = "set " + std::to_string(row) + " " + std::to_string(col) +
                                     " 2 " + ((row + col) % 2 == 0 ? "r" : "b");
            QCOMPARE(f.run({line}), QByteArray());
        }
    }
    QCOMPARE(f.session.board().totalSpots(), 18);
    QCOMPARE(f.session.board().toMove(), Side::Blue);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("blue> "));
    QCOMPARE(f.run({"set 2 2 3 r"}), QByteArray()); // 19 spots
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));
}

void SessionGamesTest::setZeroMakesTheSquareWhiteWhateverTheColour_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("no colour") << QByteArray("set 1 1 0");
    QTest::newRow("red") << QByteArray("set 1 1 0 r");
    QTest::newRow("blue") << QByteArray("set 1 1 0 blue");
    QTest::newRow("any word") << QByteArray("set 1 1 0 anything");
    QTest::newRow("a star") << QByteArray("set 1 1 0 *");
}

void SessionGamesTest::setZeroMakesTheSquareWhiteWhateverTheColour()
{
    QFETCH(QByteArray, line);
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 2", "set 1 1 2 b", "set 2 2 1 r"}), QByteArray());
    QCOMPARE(f.run({line.toStdString()}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), QByteArray("===\n    1- 1-\n    1- 1r\n===\n"));
}

void SessionGamesTest::setThatHandsTheTurnToTheComputerMakesItMoveAtOnce()
{
    Fixture f;
    QCOMPARE(f.run({"set 1 1 2 r"}), QByteArray()); // 37 spots: Blue, the computer, to move
    const auto moves = f.reporter.computerMoves();
    QCOMPARE(moves.size(), std::size_t{1});
    QCOMPARE(moves[0].side, Side::Blue);
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(f.session.game().ply(), std::size_t{1});
}

void SessionGamesTest::setThatCoversTheBoardAnnouncesTheWinOnce()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 2", "set 1 1 1 r", "set 1 2 1 r", "set 2 1 1 r"}),
             QByteArray());
    QVERIFY(f.reporter.wins().empty());
    QCOMPARE(f.run({"set 2 2 1 r"}), QByteArray());
    QCOMPARE(f.reporter.wins(), std::vector<Side>{Side::Red});
    QCOMPARE(bytes(f.session.prompt()), QByteArray("+> "));

    // Still one colour: no second announcement; moves are errors.
    QCOMPARE(f.run({"set 2 2 2 r"}), QByteArray());
    QCOMPARE(f.reporter.wins().size(), std::size_t{1});
    QCOMPARE(f.rejected("1 1"), QByteArray());

    // Two colours again: the game is on; one colour again: a new win.
    QCOMPARE(f.run({"set 2 2 1 b"}), QByteArray());
    QVERIFY(!f.session.board().gameOver());
    QVERIFY(f.session.prompt() != "+> ");
    f.reporter.clear();
    QCOMPARE(f.run({"set 2 2 1 r"}), QByteArray());
    QCOMPARE(f.reporter.wins(), std::vector<Side>{Side::Red});
}

void SessionGamesTest::setCannotResumeAGameWithSquaresLeftOverfullByTheWin()
{
    // Blue's winning cascade stops with 1 1 holding 3 spots, one more than its neighbours.
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 2", "1 1", "1 2", "2 2", "1 2"}), QByteArray());
    QCOMPARE(f.reporter.wins(), std::vector<Side>{Side::Blue});
    QCOMPARE(joined(dumpOf(f.session.board())), QByteArray("===\n    3b 2b\n    2b 1b\n===\n"));

    // Giving Red a square back would resume a game in which 1 1 never jumps again.
    std::string error;
    QCOMPARE(f.rejected("set 2 2 1 r", &error), QByteArray());
    QVERIFY2(error.find("1 1 overfull") != std::string::npos, error.c_str());
    // Still one colour: allowed. Once 1 1 holds no more than its neighbours, the game goes on.
    QCOMPARE(f.run({"set 1 1 2 b", "set 2 2 1 r"}), QByteArray());
    QVERIFY(!f.session.board().gameOver());
    QCOMPARE(joined(dumpOf(f.session.board())), QByteArray("===\n    2b 2b\n    2b 1r\n===\n"));
}

void SessionGamesTest::winIsAnnouncedOnceAndMovesAfterItAreRejected()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 2", "1 1", "2 2", "1 1"}), QByteArray());
    QVERIFY(f.reporter.wins().empty());
    QCOMPARE(f.run({"2 2"}), QByteArray());
    QCOMPARE(f.reporter.wins(), std::vector<Side>{Side::Blue});
    QCOMPARE(f.reporter.events().back().kind, RecordingReporter::Kind::Win);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("+> "));

    std::string error;
    QCOMPARE(f.rejected("1 2", &error), QByteArray());
    QCOMPARE(f.rejected("2 2"), QByteArray());
    f.reporter.clear();
    QCOMPARE(f.run({"dump", "board", "manual red"}), QByteArray());
    QVERIFY(f.reporter.wins().empty());
    QCOMPARE(f.run({"new"}), QByteArray());
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));
    QCOMPARE(f.run({"1 2"}), QByteArray());
    QVERIFY(f.reporter.wins().empty());
}

QTEST_APPLESS_MAIN(SessionGamesTest)
#include "SessionGamesTest.moc"
