#include "protocol/Arguments.h"
#include "protocol/Session.h"
#include "support/SessionHarness.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <vector>

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// Our extensions of the interpreter (docs/PROTOCOL.md section 7) through Session::execute, observed
// through a recording Reporter: the computer's strength (level, movetime, threads), undo and
// redo, hint, and saving and loading a game. Computer players run at level 1 so that the tests
// stay fast.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::dumpOf;
using jump61::testing::freshDump;
using jump61::testing::joined;
using jump61::testing::SessionState;
using Fixture = jump61::testing::SessionFixture;

namespace {

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream out(path, std::ios::binary);
    out << text;
    return path;
}

} // namespace

class SessionExtensionsTest : public QObject
{
    Q_OBJECT

private slots:
    void levelSetsBothSidesOrOne_data();
    void levelSetsBothSidesOrOne();
    void moveTimeReplacesTheLevelBudget();
    void threadsSetsTheSearchThreads();

    void undoInAManualGameTakesBackOneMove();
    void undoAgainstTheComputerGoesBackToTheManualSidesTurn();
    void undoWithNoManualTurnToGoBackToChangesNothing();
    void undoAfterAWinReopensTheGameAndRedoWinsAgain();
    void playAfterUndoDropsRedo();
    void hintPrintsAMoveWithoutPlayingIt();
    void hintIsTheMoveTheComputerPlaysAndChangesNoGame();

    void saveThenLoadRestoresPositionAndHistory();
    void loadOfABadFileChangesNothing_data();
    void loadOfABadFileChangesNothing();
    void saveToAnUnwritablePlaceChangesNothing();
};

void SessionExtensionsTest::levelSetsBothSidesOrOne_data()
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

void SessionExtensionsTest::levelSetsBothSidesOrOne()
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
         {"level 0", "level 12", "level -1", "level 99999999999999999999", "level x", "level red",
          "level red 0", "level blue 12", "level green 2", "level b x"}) {
        QCOMPARE(f.rejected(bad), QByteArray());
    }
}

void SessionExtensionsTest::moveTimeReplacesTheLevelBudget()
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

void SessionExtensionsTest::threadsSetsTheSearchThreads()
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

void SessionExtensionsTest::undoInAManualGameTakesBackOneMove()
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

void SessionExtensionsTest::undoAgainstTheComputerGoesBackToTheManualSidesTurn()
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
void SessionExtensionsTest::undoWithNoManualTurnToGoBackToChangesNothing()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "auto red"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t{1});
    QCOMPARE(f.rejected("undo"), QByteArray());
}

void SessionExtensionsTest::undoAfterAWinReopensTheGameAndRedoWinsAgain()
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

void SessionExtensionsTest::playAfterUndoDropsRedo()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 4", "1 1", "4 4", "2 2", "undo", "3 3"}), QByteArray());
    const Topology& topo = f.session.board().topology();
    QCOMPARE(f.session.game().moves(),
             (std::vector<int>{topo.index(1, 1), topo.index(4, 4), topo.index(3, 3)}));
    QCOMPARE(f.rejected("redo"), QByteArray());
}

void SessionExtensionsTest::hintPrintsAMoveWithoutPlayingIt()
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

    // With the computer to move, which only a held or paced front end (the window) lets a
    // command see, a hint would be the computer's move: refused.
    f.session.setComputerHeld(true);
    QCOMPARE(f.run({"size 4", "auto red"}), QByteArray());
    QVERIFY(f.session.computerToMove());
    std::string message;
    QCOMPARE(f.rejected("hint", &message), QByteArray());
    QCOMPARE(message, std::string("the computer plays red and is to move; a hint is for a "
                                  "person's turn"));
}

void SessionExtensionsTest::hintIsTheMoveTheComputerPlaysAndChangesNoGame()
{
    // From level 9 up an engine carries what a search learned (its transposition table,
    // move-ordering history and mate proofs) into the next search, so a hint searched like a
    // move gave another answer each time it was asked (1 6, then 6 1 here), and the computer's
    // next move could differ for it having been asked.
    const auto opening = {"manual blue", "level 9", "3 4", "1 1", "2 2", "6 6", "3 3"};
    Fixture asked;
    Fixture unasked;
    for (const char* line : opening) {
        QVERIFY(asked.session.execute(line));
        QVERIFY(unasked.session.execute(line));
    }
    asked.reporter.clear();
    QCOMPARE(asked.run({"hint", "hint", "hint"}), QByteArray());
    const std::vector<std::string> hints = asked.reporter.printed();
    QCOMPARE(hints.size(), std::size_t{3});
    QCOMPARE(hints[1], hints[0]);
    QCOMPARE(hints[2], hints[0]);

    // Blue's computer plays the move hinted, and the game goes on as it does without hints.
    QCOMPARE(asked.run({"auto blue"}), QByteArray());
    QCOMPARE(unasked.run({"auto blue"}), QByteArray());
    const Game& game = asked.session.game();
    QCOMPARE(game.ply(), std::size_t{6});
    const Board& before = game.positionAt(5);
    QCOMPARE("hint: " + squareText(before, game.moves()[5]), hints[0]);
    QCOMPARE(dumpOf(asked.session.board()), dumpOf(unasked.session.board()));
    // Red asks as well, then plays elsewhere; Blue answers the same in both games.
    QCOMPARE(asked.run({"hint", "5 5"}), QByteArray());
    QCOMPARE(unasked.run({"5 5"}), QByteArray());
    QCOMPARE(asked.session.game().moves(), unasked.session.game().moves());
    QCOMPARE(dumpOf(asked.session.board()), dumpOf(unasked.session.board()));
}

void SessionExtensionsTest::saveThenLoadRestoresPositionAndHistory()
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

void SessionExtensionsTest::loadOfABadFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("contents"); // the file is not created if this is null
    QTest::newRow("missing file") << QByteArray("missing.txt") << QByteArray();
    QTest::newRow("a folder") << QByteArray("folder") << QByteArray();
    // Opening a pipe would wait for a writer forever; a device may never end.
    QTest::newRow("a pipe") << QByteArray("fifo") << QByteArray();
    QTest::newRow("a device") << QByteArray("/dev/zero") << QByteArray();
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
    QTest::newRow("save") << QByteArray("save.txt") << QByteArray("size 3\nsave other.txt\n");
    QTest::newRow("solve") << QByteArray("solve.txt") << QByteArray("size 3\nsolve 1\n");
    QTest::newRow("binary junk") << QByteArray("binary.bin")
                                 << QByteArray("\x01\x02\xff\xfe\n\0\0\x7f\n", 9);
    QTest::newRow("too large") << QByteArray("large.txt")
                               << QByteArray("# comment\n").repeated(200000);
}

void SessionExtensionsTest::loadOfABadFileChangesNothing()
{
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, contents);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    if (name == "folder") {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    } else if (name == "fifo") {
        QCOMPARE(mkfifo(path.c_str(), 0666), 0);
    } else if (name.startsWith('/')) {
        path = name.toStdString();
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

void SessionExtensionsTest::saveToAnUnwritablePlaceChangesNothing()
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

QTEST_APPLESS_MAIN(SessionExtensionsTest)
#include "SessionExtensionsTest.moc"
