#include "protocol/Session.h"

#include "protocol/BoardText.h"
#include "support/RecordingReporter.h"
#include "support/SessionHarness.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <cstddef>
#include <cstdint>
#include <new>
#include <string>
#include <vector>

#include <QtTest>

// The interpreter as the text program and the window drive it, through Session::execute and
// observed through a recording Reporter: the state of a new session, the dump and board output
// (docs/PROTOCOL.md section 4), how lines are read (section 2: case, abbreviations, extra words,
// comments), bad lines (section 5), verbose, help and quit. Games are in SessionGamesTest, our
// extensions in SessionExtensionsTest.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::dumpOf;
using jump61::testing::freshDump;
using jump61::testing::joined;
using jump61::testing::RecordingReporter;
using jump61::testing::SessionState;
using Fixture = jump61::testing::SessionFixture;

class SessionTest : public QObject
{
    Q_OBJECT

private slots:
    void startsSixBySixWithRedManualAndBlueComputer();
    void dumpPrintsTheExactFormat();
    void boardPrintsNumberedRowsAndAlignedFooter();
    void extraArgumentsAreIgnored();
    void commandWordsAndColoursIgnoreCase();
    void abbreviationsRunTheirCommand();
    void commentsAndEmptyLinesDoNothing_data();
    void commentsAndEmptyLinesDoNothing();
    void badLinesAreOneErrorAndChangeNothing_data();
    void badLinesAreOneErrorAndChangeNothing();

    void verbosePrintsTheBoardAfterEveryMoveUntilQuiet();
    void helpListsEveryCommandAndNothingLooksLikeAMoveOrADump();
    void quitEndsTheSession_data();
    void quitEndsTheSession();
    void aSearchOutOfMemoryIsOneErrorAndTheSessionGoesOn();
};

void SessionTest::startsSixBySixWithRedManualAndBlueComputer()
{
    RecordingReporter reporter;
    const Session session(reporter);
    QCOMPARE(session.board().size(), 6);
    QCOMPARE(joined(dumpOf(session.board())), joined(freshDump(6)));
    QCOMPARE(session.board().toMove(), Side::Red);
    QCOMPARE(session.player(Side::Red), PlayerKind::Manual);
    QCOMPARE(session.player(Side::Blue), PlayerKind::Computer);
    QCOMPARE(bytes(session.prompt()), QByteArray("red> "));
    QVERIFY(!session.quitRequested());
    QVERIFY(session.game().moves().empty());
    QVERIFY(reporter.events().empty());
}

void SessionTest::dumpPrintsTheExactFormat()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "1 1", "2 2", "1 1"}), QByteArray());
    f.reporter.clear();
    QVERIFY(f.session.execute("dump"));
    // Red's second spot on 1 1 made it jump: 1 1 keeps one, 2 1 and 1 2 get one each.
    QCOMPARE(joined(f.reporter.printed()), QByteArray("===\n"
                                                      "    1r 2r 1- 1- 1- 1-\n"
                                                      "    2r 2b 1- 1- 1- 1-\n"
                                                      "    1- 1- 1- 1- 1- 1-\n"
                                                      "    1- 1- 1- 1- 1- 1-\n"
                                                      "    1- 1- 1- 1- 1- 1-\n"
                                                      "    1- 1- 1- 1- 1- 1-\n"
                                                      "===\n"));
    QCOMPARE(f.reporter.events().size(), std::size_t{8});
}

void SessionTest::boardPrintsNumberedRowsAndAlignedFooter()
{
    Fixture f;
    QCOMPARE(f.run({"size 3", "manual blue", "1 1", "3 2"}), QByteArray());
    f.reporter.clear();
    QVERIFY(f.session.execute("board"));
    QCOMPARE(joined(f.reporter.printed()), QByteArray(" 1 2r 1- 1-\n"
                                                      " 2 1- 1- 1-\n"
                                                      " 3 1- 2b 1-\n"
                                                      "   1  2  3\n"));

    // Two-digit rows and columns: each column number stands under its cells.
    QCOMPARE(f.run({"size 12"}), QByteArray());
    f.reporter.clear();
    QVERIFY(f.session.execute("board"));
    const auto lines = f.reporter.printed();
    QCOMPARE(lines.size(), std::size_t{13});
    QCOMPARE(bytes(lines[0].substr(0, 3)), QByteArray(" 1 "));
    QCOMPARE(bytes(lines[11].substr(0, 3)), QByteArray("12 "));
    const std::string& footer = lines.back();
    for (int col = 1; col <= 12; ++col) {
        const std::size_t cell = 3 + static_cast<std::size_t>(col - 1) * 3;
        QCOMPARE(bytes(lines[0].substr(cell, 2)), QByteArray("1-"));
        const std::string number = std::to_string(col);
        QCOMPARE(bytes(footer.substr(cell, number.size())), bytes(number));
    }
    QVERIFY(footer.back() != ' ');
}

void SessionTest::extraArgumentsAreIgnored()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue now", "2 2 and more", "size 4 please"}), QByteArray());
    QCOMPARE(f.session.board().size(), 4);
    QCOMPARE(f.run({"3 3 3 3", "dump now"}), QByteArray());
    QCOMPARE(f.session.game().moves(), std::vector<int>{f.session.board().topology().index(3, 3)});
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Manual);
    QCOMPARE(f.reporter.printed().size(), std::size_t{6}); // the dump of a 4x4 board
    QCOMPARE(f.run({"set 1 1 2 red extra words"}), QByteArray());
    QCOMPARE(f.session.board().spots(0), 2);
}

void SessionTest::commandWordsAndColoursIgnoreCase()
{
    Fixture f;
    QCOMPARE(f.run({"SIZE 4", "Manual BLUE", "SeT 1 1 2 R", "set 1 2 2 Blue", "DUMP"}),
             QByteArray());
    QCOMPARE(f.session.board().size(), 4);
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Manual);
    QCOMPARE(bytes(f.reporter.printed().at(1)), QByteArray("    2r 2b 1- 1-"));
    QCOMPARE(f.run({"AUTO b", "MANUAL b"}), QByteArray());
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Manual);
}

void SessionTest::abbreviationsRunTheirCommand()
{
    Fixture f;
    QCOMPARE(f.run({"m b", "si 4", "see 77"}), QByteArray());
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Manual);
    QCOMPARE(f.session.board().size(), 4);
    QCOMPARE(f.session.seed(), std::uint64_t{77});
    f.reporter.clear();
    QCOMPARE(f.run({"d"}), QByteArray());
    QCOMPARE(joined(f.reporter.printed()), joined(freshDump(4)));
    QCOMPARE(f.run({"v"}), QByteArray());
    QVERIFY(f.session.verbose());
    QCOMPARE(f.run({"quie"}), QByteArray());
    QVERIFY(!f.session.verbose());
    QCOMPARE(f.run({"1 1", "n"}), QByteArray());
    QVERIFY(f.session.game().moves().empty());
    QCOMPARE(f.run({"1 1", "cl", "st"}), QByteArray());
    QVERIFY(f.session.game().moves().empty());
    f.reporter.clear();
    QCOMPARE(f.run({"b"}), QByteArray());
    QCOMPARE(f.reporter.printed().size(), std::size_t{5});
    f.reporter.clear();
    QCOMPARE(f.run({"h"}), QByteArray());
    QVERIFY(f.reporter.printed().size() > 10);
    QCOMPARE(f.run({"a b"}), QByteArray());
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Computer);
}

void SessionTest::commentsAndEmptyLinesDoNothing_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("blanks") << QByteArray("   ");
    QTest::newRow("tab") << QByteArray("\t");
    QTest::newRow("CR") << QByteArray("\r");
    QTest::newRow("hash") << QByteArray("#");
    QTest::newRow("comment") << QByteArray("# dump");
    QTest::newRow("directive") << QByteArray("#* move/win");
    QTest::newRow("indented directive") << QByteArray("   #*remote move/win+");
}

void SessionTest::commentsAndEmptyLinesDoNothing()
{
    QFETCH(QByteArray, line);
    Fixture f;
    QCOMPARE(f.run({"3 3"}), QByteArray());
    const SessionState before = SessionState::of(f.session);
    f.reporter.clear();
    QVERIFY(f.session.execute(line.toStdString()));
    QVERIFY(f.reporter.events().empty());
    QVERIFY(before == SessionState::of(f.session));
}

void SessionTest::badLinesAreOneErrorAndChangeNothing_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("message"); // checked exactly when not empty
    const auto row = [](const char* name, const QByteArray& line, const char* message = "") {
        QTest::newRow(name) << line << QByteArray(message);
    };
    // The examples of docs/PROTOCOL.md section 5 (the session has 1 1 blue, Red to move).
    row("unknown command", "zap", "unknown command: zap");
    row("off the board", "7 7", "7 7 is not on the 6x6 board");
    row("opponent's square", "1 1", "1 1 belongs to blue");
    row("size too small", "size 1", "size must be between 2 and 15");
    row("nothing to undo", "undo", "there is no move to undo");
    row("nothing to redo", "redo", "there is no move to redo");
    // Moves.
    row("row 0", "0 1");
    row("column 0", "1 0");
    row("negative row", "-1 1");
    row("negative column", "1 -1");
    row("huge row", "99999999999999999999 1");
    row("huge column", "1 99999999999999999999");
    row("huge negative row", "-99999999999999999999 1");
    row("row only", "1");
    row("column not a number", "1 x");
    row("decimal row", "1.5 2", "the row must be a number, not 1.5");
    row("decimal row without its 0", ".5 2", "the row must be a number, not .5");
    row("a lone point", ". 2", "unknown command: .");
    row("sign only", "+ 1");
    row("star", "* 1 1");
    row("dump marker", "=== 1");
    row("control bytes", "\x01\x02");
    row("NUL byte", QByteArray("\0", 1));
    row("NUL in a move", QByteArray("1\0 2", 4));
    // Commands.
    row("ambiguous s", "s");
    row("ambiguous se", "se");
    row("ambiguous qu", "qu");
    row("ambiguous qui", "qui");
    row("extension prefix un", "un");
    row("extension prefix hin", "hin");
    row("size missing", "size");
    row("size too large", "size 16");
    row("size huge", "size 99999999999999999999");
    row("size not a number", "size six");
    row("auto missing", "auto");
    row("auto unknown player", "auto green", "unknown player: green (use red or blue)");
    row("manual unknown player", "manual white");
    row("seed missing", "seed");
    row("seed not a number", "seed x");
    row("level missing", "level");
    row("level too high", "level 12");
    row("level too low", "level 0");
    row("level side without number", "level red");
    row("level unknown player", "level green 3", "unknown player: green (use red or blue)");
    row("level not a number", "level x", "the level must be a number, not x");
    row("set missing arguments", "set 1 1");
    row("set off the board", "set 7 1 1 r");
    row("set too many spots", "set 1 2 4 r");
    row("set negative spots", "set 1 2 -1 r");
    row("set colour missing", "set 1 2 1");
    row("set bad colour", "set 1 2 1 green");
    row("save missing", "save");
    row("load missing", "load");
}

void SessionTest::badLinesAreOneErrorAndChangeNothing()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, message);
    Fixture f;
    QCOMPARE(f.run({"set 1 1 1 b"}), QByteArray()); // 36 spots: still Red to move
    std::string error;
    QCOMPARE(f.rejected(line.toStdString(), &error), QByteArray());
    QVERIFY(!error.empty());
    if (!message.isEmpty()) {
        QCOMPARE(bytes(error), message);
    }
}

void SessionTest::verbosePrintsTheBoardAfterEveryMoveUntilQuiet()
{
    Fixture f;
    QCOMPARE(f.run({"size 3", "verbose"}), QByteArray());
    QVERIFY(f.reporter.events().empty());
    QCOMPARE(f.run({"2 2"}), QByteArray());
    // Red's move, its board, the computer's move, its board.
    const auto& events = f.reporter.events();
    QCOMPARE(events.size(), std::size_t{1 + 4 + 4});
    for (std::size_t i = 0; i < 4; ++i) {
        QCOMPARE(events[i].kind, RecordingReporter::Kind::Print);
    }
    QCOMPARE(events[4].kind, RecordingReporter::Kind::ComputerMove);
    std::vector<std::string> last;
    for (std::size_t i = 5; i < events.size(); ++i) {
        last.push_back(events[i].text);
    }
    QCOMPARE(joined(last), joined(boardLines(f.session.board())));
    QCOMPARE(bytes(events[0].text), QByteArray(" 1 1- 1- 1-"));
    QCOMPARE(bytes(events[1].text), QByteArray(" 2 1- 2r 1-"));

    // A move played again by redo is a move too: taken back with the computer's reply, both
    // come back, each with its board.
    f.reporter.clear();
    QCOMPARE(f.run({"undo"}), QByteArray());
    QVERIFY(f.reporter.printed().empty());
    QCOMPARE(f.run({"redo"}), QByteArray());
    const std::vector<std::string> redone = f.reporter.printed();
    QCOMPARE(redone.size(), std::size_t{2 * 4});
    QCOMPARE(joined(std::vector<std::string>(redone.end() - 4, redone.end())),
             joined(boardLines(f.session.board())));

    f.reporter.clear();
    QCOMPARE(f.run({"quiet", f.legalMove()}), QByteArray());
    QVERIFY(f.reporter.printed().empty());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
}

void SessionTest::helpListsEveryCommandAndNothingLooksLikeAMoveOrADump()
{
    Fixture f;
    const SessionState before = SessionState::of(f.session);
    QCOMPARE(f.run({"help"}), QByteArray());
    QVERIFY(before == SessionState::of(f.session));
    const auto lines = f.reporter.printed();
    QCOMPARE(f.reporter.events().size(), lines.size());
    for (const std::string& line : lines) {
        QVERIFY2(line.find('*') == std::string::npos, line.c_str());
        QVERIFY2(!line.starts_with("==="), line.c_str());
    }
    // Every command appears at the start of a line, as the first word of its usage.
    for (const Command& command : f.session.commands().commands()) {
        bool listed = false;
        for (const std::string& line : lines) {
            const Arguments words(line);
            listed = listed || (!words.empty() && words.command() == command.name);
        }
        QVERIFY2(listed, command.name.c_str());
    }
    bool moveListed = false;
    for (const std::string& line : lines) {
        moveListed = moveListed || line.starts_with("  R C ");
    }
    QVERIFY(moveListed);
}

void SessionTest::quitEndsTheSession_data()
{
    QTest::addColumn<QByteArray>("line");
    for (const char* line : {"quit", "q", "QUIT", "Q", "quit now"}) {
        QTest::newRow(line) << QByteArray(line);
    }
}

void SessionTest::quitEndsTheSession()
{
    QFETCH(QByteArray, line);
    Fixture f;
    QCOMPARE(f.rejected("qu"), QByteArray());
    QVERIFY(!f.session.quitRequested());
    f.reporter.clear();
    QCOMPARE(f.run({line.toStdString()}), QByteArray());
    QVERIFY(f.session.quitRequested());
    QVERIFY(f.reporter.events().empty());
}

void SessionTest::aSearchOutOfMemoryIsOneErrorAndTheSessionGoesOn()
{
    // Every search runs out of memory at its first report, on two threads (whose helper must
    // be stopped and joined, or the program ends).
    class StarvedReporter : public RecordingReporter
    {
    public:
        void thinkingProgress(Side, const SearchInfo&) override { throw std::bad_alloc(); }
    };
    StarvedReporter reporter;
    Session session(reporter);
    QVERIFY(session.execute("threads 2"));
    QVERIFY(session.execute("size 4"));
    // Red's move is played; Blue's search fails: one error line, no move, and the computer is
    // not asked again before the next command.
    QVERIFY(session.execute("1 1"));
    QCOMPARE(reporter.errors(), std::vector<std::string>{
                                    "out of memory: the computer could not choose a move (it tries "
                                    "again after the next command; manual blue plays blue by "
                                    "hand)"});
    QCOMPARE(session.game().moves().size(), std::size_t{1});
    QVERIFY(!session.computerToMove());
    // The next command asks it again, and it fails again, once.
    reporter.clear();
    QVERIFY(session.execute("dump"));
    QCOMPARE(reporter.errors().size(), std::size_t{1});
    // A hint is a command: refused as one, and nothing changes.
    QVERIFY(session.execute("manual blue"));
    reporter.clear();
    QVERIFY(!session.execute("hint"));
    QCOMPARE(reporter.errors(),
             std::vector<std::string>{"out of memory: the command could not be carried out"});
    QCOMPARE(session.game().moves().size(), std::size_t{1});
    QVERIFY(session.execute("2 2")); // and the session goes on
    QCOMPARE(session.game().moves().size(), std::size_t{2});
}

QTEST_APPLESS_MAIN(SessionTest)
#include "SessionTest.moc"
