#include "protocol/TextLoop.h"
#include "support/SessionHarness.h"
#include "support/TestHelpers.h"

#include <fstream>
#include <sstream>
#include <string>

#include <QTemporaryDir>
#include <QtTest>

// The text command solve (docs/PROTOCOL.md section 7), run as a user runs it, and what a saved
// game may not do while `load` replays it (section 7.2).

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::joined;
using Fixture = jump61::testing::SessionFixture;

class SessionSolveTest : public QObject
{
    Q_OBJECT

private slots:
    void solveInTheTextProgramProvesTheWinner();
    void solveNamesTheWinningMovesOfTheSideToMove();
    void solveRefusesBadArgumentsAndFinishedGames();
    void aSavedGameCannotQuitOrChangeThePlayers();
};

// 3x3 from the start is a win for the second player, Blue (README, solver figures); the whole
// proof takes milliseconds, far inside the 5 seconds given. The commands come from a file:
// standard input is read on during a solve, and its quit (or end) would stop it.
void SessionSolveTest::solveInTheTextProgramProvesTheWinner()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("solve.txt").toStdString();
    std::ofstream(path) << "size 3\nsolve 5\ndump\nquit\n";
    TextOptions options;
    options.inputs = {path};
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(options, in, out, err), 0);
    QCOMPARE(QByteArray::fromStdString(err.str()), QByteArray());
    const QByteArray text = QByteArray::fromStdString(out.str());
    QVERIFY2(text.contains("solve: Blue wins ("), text.constData());
    // Solving plays nothing: Red is still to move on a fresh board.
    QVERIFY2(text.contains("===\n    1- 1- 1-\n    1- 1- 1-\n    1- 1- 1-\n===\nred> "),
             text.constData());
}

void SessionSolveTest::solveNamesTheWinningMovesOfTheSideToMove()
{
    Fixture f;
    // After Red's 1 1, Blue (the winner) is to move: its winning replies are listed.
    QCOMPARE(f.run({"manual blue", "size 3", "1 1", "solve 5"}), QByteArray());
    const std::string line = f.reporter.transcript().back();
    QVERIFY2(bytes(line).startsWith("solve: Blue wins; winning moves: "), line.c_str());
    QCOMPARE(f.session.game().ply(), std::size_t(1));
}

void SessionSolveTest::solveRefusesBadArgumentsAndFinishedGames()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 3"}), QByteArray());
    for (const char* line : {"solve 0", "solve 3601", "solve soon", "solve -1"}) {
        QCOMPARE(f.rejected(line), QByteArray());
    }
    QCOMPARE(f.run({"size 2", "set 1 1 1 r", "set 1 2 1 r", "set 2 1 1 r", "set 2 2 1 r"}),
             QByteArray());
    QVERIFY(f.session.board().gameOver());
    std::string message;
    QCOMPARE(f.rejected("solve", &message), QByteArray());
    QVERIFY2(bytes(message).contains("game is over"), message.c_str());
}

// quit, auto and manual in a loaded file do nothing: loading never ends the session or hands a
// side to the computer, and the players stay as they were before the load.
void SessionSolveTest::aSavedGameCannotQuitOrChangeThePlayers()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("game.txt")).toStdString();
    {
        std::ofstream file(path);
        file << "size 4\nauto red\nmanual blue\n1 1\nquit\n2 2\nq\n";
    }
    Fixture f;
    QCOMPARE(f.run({"load " + path}), QByteArray());
    QVERIFY(!f.session.quitRequested());
    QCOMPARE(f.session.game().ply(), std::size_t(2));
    QCOMPARE(f.session.player(Side::Red), PlayerKind::Manual);
    QCOMPARE(f.session.player(Side::Blue), PlayerKind::Computer);
    QVERIFY2(f.reporter.errors().empty(), joined(f.reporter.transcript()).constData());
}

QTEST_APPLESS_MAIN(SessionSolveTest)
#include "SessionSolveTest.moc"
