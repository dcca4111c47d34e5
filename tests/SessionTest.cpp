#include "protocol/Session.h"

#include "protocol/BoardText.h"
#include "support/RecordingReporter.h"
#include "support/ReferenceBoard.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// The interpreter as the text program and the window drive it: every command of PROTOCOL.md
// sections 2-7 through Session::execute, observed through a recording Reporter. Computer
// players run at level 1 so that the tests stay fast.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::dumpText;
using jump61::testing::joined;
using jump61::testing::RecordingReporter;
using jump61::testing::ReferenceBoard;
using jump61::testing::SessionState;

namespace {

// A session with the default players (Red manual, Blue computer) at level 1.
struct Fixture
{
    RecordingReporter reporter;
    Session session{reporter};

    Fixture()
    {
        session.execute("level 1");
        reporter.clear();
    }

    // Runs lines that must all be accepted. Returns the first rejected line and why, or "".
    QByteArray run(std::initializer_list<std::string_view> lines)
    {
        for (const std::string_view line : lines) {
            if (!session.execute(line)) {
                const auto errors = reporter.errors();
                return "rejected: " + bytes(line) + ": " +
                       bytes(errors.empty() ? "(no error reported)" : errors.back());
            }
        }
        return {};
    }

    // Runs a line that must be rejected: one error, nothing else reported, nothing changed.
    // Returns what went wrong, or ""; the error message goes to `message`.
    QByteArray rejected(std::string_view line, std::string* message = nullptr)
    {
        const SessionState before = SessionState::of(session);
        reporter.clear();
        const bool ok = session.execute(line);
        const SessionState after = SessionState::of(session);
        const auto errors = reporter.errors();
        if (message != nullptr && !errors.empty()) {
            *message = errors.front();
        }
        if (ok) {
            return "the line was accepted: " + bytes(line);
        }
        if (errors.size() != 1 || reporter.events().size() != 1) {
            return "expected exactly one error and nothing else, got:\n" +
                   joined(reporter.transcript());
        }
        if (!(before == after)) {
            return "the state changed: " + bytes(before.differences(after));
        }
        return {};
    }

    // A legal move for the side to move, as "R C" (the first legal square from the top left).
    std::string legalMove() const
    {
        const Board& board = session.board();
        for (int sq = 0; sq < board.area(); ++sq) {
            if (board.isLegal(sq)) {
                return squareText(board, sq);
            }
        }
        return "no legal move";
    }
};

std::vector<std::string> dumpOf(const Board& board)
{
    return dumpLines(board);
}

std::vector<std::string> freshDump(int size)
{
    return dumpLines(Board(size));
}

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

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream out(path, std::ios::binary);
    out << text;
    return path;
}

} // namespace

class SessionTest : public QObject
{
    Q_OBJECT

private slots:
    void startsSixBySixWithRedManualAndBlueComputer();
    void dumpPrintsTheExactFormat();
    void boardPrintsNumberedRowsAndAlignedFooter();
    void manualMoveIsAnsweredByTheComputerAtOnce();
    void extraArgumentsAreIgnored();
    void commandWordsAndColoursIgnoreCase();
    void abbreviationsRunTheirCommand();
    void commentsAndEmptyLinesDoNothing_data();
    void commentsAndEmptyLinesDoNothing();
    void badLinesAreOneErrorAndChangeNothing_data();
    void badLinesAreOneErrorAndChangeNothing();

    void newKeepsSizePlayersSeedAndLevels();
    void sizeStartsAFreshBoard_data();
    void sizeStartsAFreshBoard();
    void autoAndManualAcceptEveryPlayerSpelling_data();
    void autoAndManualAcceptEveryPlayerSpelling();
    void computerMovesAtOnceAfterAutoNewAndSize();
    void bothComputersPlayAWholeGame();
    void sameSeedAndInputGiveTheSameGame();

    void setPutsSpotsWithoutJumping();
    void setParityExampleGivesBlueTheMove();
    void setZeroMakesTheSquareWhiteWhateverTheColour_data();
    void setZeroMakesTheSquareWhiteWhateverTheColour();
    void setThatHandsTheTurnToTheComputerMakesItMoveAtOnce();
    void setThatCoversTheBoardAnnouncesTheWinOnce();

    void winIsAnnouncedOnceAndMovesAfterItAreRejected();
    void verbosePrintsTheBoardAfterEveryMoveUntilQuiet();
    void helpListsEveryCommandAndNothingLooksLikeAMoveOrADump();
    void seedAcceptsAnySixtyFourBitInteger_data();
    void seedAcceptsAnySixtyFourBitInteger();
    void levelSetsBothSidesOrOne_data();
    void levelSetsBothSidesOrOne();
    void moveTimeReplacesTheLevelBudget();
    void threadsSetsTheSearchThreads();
    void quitEndsTheSession_data();
    void quitEndsTheSession();

    void undoInAManualGameTakesBackOneMove();
    void undoAgainstTheComputerGoesBackToTheManualSidesTurn();
    void undoWithNoManualTurnToGoBackToChangesNothing();
    void undoAfterAWinReopensTheGameAndRedoWinsAgain();
    void playAfterUndoDropsRedo();
    void hintPrintsAMoveWithoutPlayingIt();

    void saveThenLoadRestoresPositionAndHistory();
    void loadOfABadFileChangesNothing_data();
    void loadOfABadFileChangesNothing();
    void saveToAnUnwritablePlaceChangesNothing();
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

void SessionTest::manualMoveIsAnsweredByTheComputerAtOnce()
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
    // The examples of PROTOCOL.md section 5 (the session has 1 1 blue, Red to move).
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
    row("decimal row", "1.5 2");
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
    row("auto unknown player", "auto green");
    row("manual unknown player", "manual white");
    row("seed missing", "seed");
    row("seed not a number", "seed x");
    row("level missing", "level");
    row("level too high", "level 6");
    row("level too low", "level 0");
    row("level side without number", "level red");
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

void SessionTest::newKeepsSizePlayersSeedAndLevels()
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

void SessionTest::sizeStartsAFreshBoard_data()
{
    QTest::addColumn<int>("size");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%d", size) << size;
    }
}

void SessionTest::sizeStartsAFreshBoard()
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

void SessionTest::autoAndManualAcceptEveryPlayerSpelling_data()
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

void SessionTest::autoAndManualAcceptEveryPlayerSpelling()
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

void SessionTest::computerMovesAtOnceAfterAutoNewAndSize()
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
void SessionTest::bothComputersPlayAWholeGame()
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

void SessionTest::sameSeedAndInputGiveTheSameGame()
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

void SessionTest::setPutsSpotsWithoutJumping()
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

// PROTOCOL.md 1.2: a 3 x 3 board holding 18 spots has Blue to move.
void SessionTest::setParityExampleGivesBlueTheMove()
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

void SessionTest::setZeroMakesTheSquareWhiteWhateverTheColour_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::newRow("no colour") << QByteArray("set 1 1 0");
    QTest::newRow("red") << QByteArray("set 1 1 0 r");
    QTest::newRow("blue") << QByteArray("set 1 1 0 blue");
    QTest::newRow("any word") << QByteArray("set 1 1 0 anything");
    QTest::newRow("a star") << QByteArray("set 1 1 0 *");
}

void SessionTest::setZeroMakesTheSquareWhiteWhateverTheColour()
{
    QFETCH(QByteArray, line);
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 2", "set 1 1 2 b", "set 2 2 1 r"}), QByteArray());
    QCOMPARE(f.run({line.toStdString()}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), QByteArray("===\n    1- 1-\n    1- 1r\n===\n"));
}

void SessionTest::setThatHandsTheTurnToTheComputerMakesItMoveAtOnce()
{
    Fixture f;
    QCOMPARE(f.run({"set 1 1 2 r"}), QByteArray()); // 37 spots: Blue, the computer, to move
    const auto moves = f.reporter.computerMoves();
    QCOMPARE(moves.size(), std::size_t{1});
    QCOMPARE(moves[0].side, Side::Blue);
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(f.session.game().ply(), std::size_t{1});
}

void SessionTest::setThatCoversTheBoardAnnouncesTheWinOnce()
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

void SessionTest::winIsAnnouncedOnceAndMovesAfterItAreRejected()
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

void SessionTest::seedAcceptsAnySixtyFourBitInteger_data()
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

void SessionTest::seedAcceptsAnySixtyFourBitInteger()
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

void SessionTest::levelSetsBothSidesOrOne_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("blue");
    QTest::newRow("both to 1") << QByteArray("level 1") << 1 << 1;
    QTest::newRow("both to 5") << QByteArray("level 5") << 5 << 5;
    QTest::newRow("both, extra words") << QByteArray("level 4 blue") << 4 << 4;
    QTest::newRow("red") << QByteArray("level red 2") << 2 << 3;
    QTest::newRow("r") << QByteArray("level r 5") << 5 << 3;
    QTest::newRow("BLUE") << QByteArray("level BLUE 1") << 3 << 1;
    QTest::newRow("b") << QByteArray("level b 4") << 3 << 4;
}

void SessionTest::levelSetsBothSidesOrOne()
{
    QFETCH(QByteArray, line);
    QFETCH(int, red);
    QFETCH(int, blue);
    Fixture f;
    QCOMPARE(f.run({"level 3"}), QByteArray());
    QCOMPARE(f.run({line.toStdString()}), QByteArray());
    QCOMPARE(f.session.level(Side::Red), red);
    QCOMPARE(f.session.level(Side::Blue), blue);
    QVERIFY(f.reporter.events().empty());

    for (const char* bad :
         {"level 0", "level 6", "level -1", "level 99999999999999999999", "level x", "level red",
          "level red 0", "level blue 6", "level green 2", "level b x"}) {
        QCOMPARE(f.rejected(bad), QByteArray());
    }
}

void SessionTest::moveTimeReplacesTheLevelBudget()
{
    Fixture f;
    QCOMPARE(f.session.moveTime(), 0);
    QCOMPARE(f.run({"movetime 20"}), QByteArray());
    QCOMPARE(f.session.moveTime(), 20);
    for (const char* bad : {"movetime -1", "movetime 600001", "movetime x", "movetime"}) {
        QCOMPARE(f.rejected(bad), QByteArray());
    }
    // Under a time budget the computer still answers at once with a legal move.
    QCOMPARE(f.run({"3 4"}), QByteArray());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(f.run({"movetime 0"}), QByteArray());
    QCOMPARE(f.session.moveTime(), 0);
}

void SessionTest::threadsSetsTheSearchThreads()
{
    Fixture f;
    QCOMPARE(f.session.threads(), 1);
    QCOMPARE(f.run({"threads 2"}), QByteArray());
    QCOMPARE(f.session.threads(), 2);
    for (const char* bad : {"threads 0", "threads 65", "threads two", "threads"}) {
        QCOMPARE(f.rejected(bad), QByteArray());
    }
    QCOMPARE(f.run({"3 4"}), QByteArray());
    QCOMPARE(f.reporter.computerMoves().size(), std::size_t{1});
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

void SessionTest::undoInAManualGameTakesBackOneMove()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "1 1", "2 2"}), QByteArray());
    const Board afterOne = f.session.game().positionAt(1);
    QCOMPARE(f.run({"undo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{1});
    QVERIFY(f.session.board() == afterOne);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("blue> "));
    QCOMPARE(f.run({"undo"}), QByteArray());
    QCOMPARE(joined(dumpOf(f.session.board())), joined(freshDump(6)));
    QCOMPARE(f.rejected("undo"), QByteArray());
    QCOMPARE(f.run({"redo", "redo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{2});
    QCOMPARE(f.rejected("redo"), QByteArray());
    QVERIFY(f.reporter.computerMoves().empty());
}

void SessionTest::undoAgainstTheComputerGoesBackToTheManualSidesTurn()
{
    Fixture f;
    QCOMPARE(f.run({"3 3"}), QByteArray());
    QCOMPARE(f.run({f.legalMove()}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{4});
    const Board afterFirstAnswer = f.session.game().positionAt(2);
    const Board latest = f.session.board();
    const std::vector<int> moves = f.session.game().moves();

    f.reporter.clear();
    QCOMPARE(f.run({"undo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{2});
    QVERIFY(f.session.board() == afterFirstAnswer);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));
    QVERIFY(f.reporter.computerMoves().empty());

    QCOMPARE(f.run({"redo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{4});
    QVERIFY(f.session.board() == latest);
    QCOMPARE(f.session.game().moves(), moves);
    QVERIFY(f.reporter.computerMoves().empty()); // redo replays, the computer does not choose

    QCOMPARE(f.run({"undo", "undo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{0});
    QCOMPARE(f.rejected("undo"), QByteArray());
}

// The computer (Red) made the only move of the record; there is no earlier position where the
// manual side was to move, so there is nothing of the person's to take back.
void SessionTest::undoWithNoManualTurnToGoBackToChangesNothing()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "auto red"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{1});
    QCOMPARE(f.rejected("undo"), QByteArray());
}

void SessionTest::undoAfterAWinReopensTheGameAndRedoWinsAgain()
{
    Fixture f;
    QCOMPARE(f.run({"size 2"}), QByteArray());
    while (!f.session.board().gameOver()) {
        QCOMPARE(f.run({f.legalMove()}), QByteArray());
    }
    QCOMPARE(f.reporter.wins().size(), std::size_t{1});
    const Board won = f.session.board();
    const std::size_t ply = f.session.game().ply();

    QCOMPARE(f.run({"undo"}), QByteArray());
    QVERIFY(!f.session.board().gameOver());
    QVERIFY(f.session.game().ply() < ply);
    QCOMPARE(f.session.board().toMove(), Side::Red);
    QCOMPARE(bytes(f.session.prompt()), QByteArray("red> "));

    QCOMPARE(f.run({"redo"}), QByteArray());
    QVERIFY(f.session.board() == won);
    QCOMPARE(f.session.game().ply(), ply);
    QCOMPARE(f.reporter.wins().size(), std::size_t{2});
}

void SessionTest::playAfterUndoDropsRedo()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 4", "1 1", "4 4", "2 2", "undo", "3 3"}), QByteArray());
    const Topology& topo = f.session.board().topology();
    QCOMPARE(f.session.game().moves(),
             (std::vector<int>{topo.index(1, 1), topo.index(4, 4), topo.index(3, 3)}));
    QCOMPARE(f.rejected("redo"), QByteArray());
}

void SessionTest::hintPrintsAMoveWithoutPlayingIt()
{
    Fixture f;
    QCOMPARE(f.run({"1 1"}), QByteArray());
    const SessionState before = SessionState::of(f.session);
    f.reporter.clear();
    QCOMPARE(f.run({"hint"}), QByteArray());
    QVERIFY(before == SessionState::of(f.session));
    QCOMPARE(f.reporter.events().size(), std::size_t{1});
    const QString line = QString::fromStdString(f.reporter.printed().at(0));
    const auto match = QRegularExpression(QStringLiteral("^hint: (\\d+) (\\d+)$")).match(line);
    QVERIFY2(match.hasMatch(), qPrintable(line));
    const int row = match.captured(1).toInt();
    const int col = match.captured(2).toInt();
    const Topology& topo = f.session.board().topology();
    QVERIFY(topo.contains(row, col));
    QVERIFY(f.session.board().isLegal(topo.index(row, col)));

    QCOMPARE(f.run({"manual blue", "size 2", "1 1", "2 2", "1 1", "2 2"}), QByteArray());
    QVERIFY(f.session.board().gameOver());
    QCOMPARE(f.rejected("hint"), QByteArray());
}

void SessionTest::saveThenLoadRestoresPositionAndHistory()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("my game.txt")).toStdString();

    Fixture f;
    // A start position made with set (Blue to move), moves with cascades, two moves undone.
    QCOMPARE(f.run({"manual blue", "size 5", "set 3 3 4 b", "set 1 1 2 r", "set 1 2 2 b"}),
             QByteArray());
    QCOMPARE(f.session.board().toMove(), Side::Blue);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(f.run({f.legalMove()}), QByteArray());
    }
    QCOMPARE(f.run({"undo", "undo"}), QByteArray());
    const SessionState saved = SessionState::of(f.session);
    f.reporter.clear();
    QCOMPARE(f.run({"save " + path}), QByteArray());
    QCOMPARE(f.reporter.errors().size(), std::size_t{0});
    QVERIFY(std::filesystem::exists(path));

    QCOMPARE(f.run({"size 3", "1 1"}), QByteArray());
    QCOMPARE(f.run({"load " + path}), QByteArray());
    const SessionState loaded = SessionState::of(f.session);
    QVERIFY2(saved == loaded, saved.differences(loaded).c_str());

    // The undone moves can be redone.
    QCOMPARE(f.run({"redo", "redo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{8});

    // A fresh session with both sides manual loads the same game.
    Fixture other;
    QCOMPARE(other.run({"manual blue", "load " + path}), QByteArray());
    const SessionState elsewhere = SessionState::of(other.session);
    QVERIFY2(saved == elsewhere, saved.differences(elsewhere).c_str());
}

void SessionTest::loadOfABadFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("contents"); // the file is not created if this is null
    QTest::newRow("missing file") << QByteArray("missing.txt") << QByteArray();
    QTest::newRow("a folder") << QByteArray("folder") << QByteArray();
    QTest::newRow("junk line") << QByteArray("junk.txt") << QByteArray("size 3\nhello\n");
    QTest::newRow("bad size") << QByteArray("size.txt") << QByteArray("size 99\n");
    QTest::newRow("move off the board") << QByteArray("off.txt") << QByteArray("size 3\n4 4\n");
    QTest::newRow("move on the opponent's square")
        << QByteArray("illegal.txt") << QByteArray("size 3\nmanual blue\n1 1\n1 1\n");
    QTest::newRow("move after the win")
        << QByteArray("late.txt") << QByteArray("size 2\n1 1\n2 2\n1 1\n2 2\n1 2\n");
    QTest::newRow("undo of nothing") << QByteArray("undo.txt") << QByteArray("size 3\nundo\n");
    QTest::newRow("nested load") << QByteArray("nested.txt") << QByteArray("load nested.txt\n");
    QTest::newRow("hint") << QByteArray("hint.txt") << QByteArray("size 3\nhint\n");
    QTest::newRow("binary junk") << QByteArray("binary.bin")
                                 << QByteArray("\x01\x02\xff\xfe\n\0\0\x7f\n", 9);
    QTest::newRow("too large") << QByteArray("large.txt")
                               << QByteArray("# comment\n").repeated(200000);
}

void SessionTest::loadOfABadFileChangesNothing()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    if (name == "folder") {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    } else if (!contents.isNull()) {
        path = writeFile(dir, name.constData(), contents.toStdString());
    }

    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 4", "1 1", "2 2", "3 3", "undo"}), QByteArray());
    std::string error;
    QCOMPARE(f.rejected("load " + path, &error), QByteArray());
    QVERIFY2(bytes(error).contains(bytes(printable(path))), error.c_str());
    QVERIFY(f.session.game().canRedo());
}

void SessionTest::saveToAnUnwritablePlaceChangesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Fixture f;
    QCOMPARE(f.run({"1 1"}), QByteArray());
    const std::string missingFolder =
        dir.filePath(QStringLiteral("no/such/folder/game.txt")).toStdString();
    QCOMPARE(f.rejected("save " + missingFolder), QByteArray());
    QCOMPARE(f.rejected("save " + dir.path().toStdString()), QByteArray());
    QVERIFY(QDir(dir.path()).isEmpty());
}

QTEST_APPLESS_MAIN(SessionTest)
#include "SessionTest.moc"
