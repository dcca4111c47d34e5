#include "gui/WindowFixture.h"
#include "gui/board/BoardView.h"
#include "gui/board/FreshPosition.h"
#include "gui/board/PressBurst.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/MainWindow.h"
#include "gui/window/WindowActions.h"

#include <memory>

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace jump61;

// A click or a key is a move only when the board the player sees is settled and it is that
// player's turn. Presses arrive with their own timestamps, as a device would stamp them, so a
// burst of quick clicks is the same burst however slowly the test machine handles it; between
// presses the tests wait for the interpreter to be idle, so the board has every chance to
// catch up (and an old window would have played the extra clicks).
class ClickGateTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture : TemporaryFolder, WindowFixture
    {
        explicit Fixture(const GameSetup& setup)
            : WindowFixture(setup, dir.path(), AnimationSpeed::Normal, true)
        {}
        BoardView* board() { return window->boardView(); }
        // Nothing on its way to or from the interpreter, and no computer move left to ask for.
        bool waitQuiet()
        {
            return QTest::qWaitFor(
                [this] {
                    const SessionChannel& interpreter = game().interpreter();
                    const SessionSnapshot& snapshot = game().snapshot();
                    return !interpreter.busy() &&
                           !(snapshot.computerToMove && !game().animator().showingComputerMove());
                },
                30000);
        }
        bool waitSettled()
        {
            return QTest::qWaitFor(
                [this] {
                    game().animator().finishAll();
                    return game().settled();
                },
                30000);
        }
        int count(const QString& command) { return window->console()->transcript().count(command); }

        // The board's look time on the test's clock, `now`; then Red plays 3 3 by a click at
        // event time `timestamp`, long after the start, and Blue's answer lands.
        qint64 now = 0;
        bool playOnTheLookClock(quint64 timestamp)
        {
            FreshPosition& fresh = board()->freshPosition();
            fresh.setClock([this] { return now; });
            fresh.setLookTime(FreshPosition::LookTime);
            if (!waitSettled()) {
                return false;
            }
            now += 10000;
            sendTimedClick(board(), board()->squareCentre(2 * 6 + 2), timestamp);
            return waitQuiet() && waitSettled() && game().snapshot().game.ply() == 2;
        }
    };

    // Red a person, Blue the computer at level 1 (quick), as are Red's hints.
    static GameSetup againstBeginner()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        return setup;
    }

    static GameSetup twoPeople(int size)
    {
        GameSetup setup;
        setup.size = size;
        setup.players = {PlayerKind::Manual, PlayerKind::Manual};
        return setup;
    }

private slots:
    // The console never runs ahead of the board: the computer's reply is written there once
    // the board has drawn it, not when the interpreter played it.
    void theConsoleWaitsForTheBoard()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.waitSettled());
        f.game().send("3 3");
        // Blue has answered in the interpreter; on the stopped clock the board is still drawing.
        QVERIFY(QTest::qWaitFor(
            [&] { return f.game().snapshot().game.ply() == 2 && !f.game().interpreter().busy(); },
            30000));
        QVERIFY(!f.game().boardCaughtUp());
        QVERIFY(f.count("3 3") == 1);
        QVERIFY2(!f.window->console()->transcript().contains("* "),
                 qPrintable(f.window->console()->transcript()));
        // A command sent meanwhile, and its answer, wait behind the held line: the console
        // keeps the interpreter's order.
        f.game().send("dump");
        QVERIFY(QTest::qWaitFor([&] { return !f.game().interpreter().busy(); }, 30000));
        QVERIFY(!f.window->console()->transcript().contains("==="));
        QVERIFY(f.waitSettled()); // the clock runs the drawing to its end
        QTRY_VERIFY(f.window->console()->transcript().contains("==="));
        const QString transcript = f.window->console()->transcript();
        QVERIFY2(transcript.indexOf("* ") >= 0 &&
                     transcript.indexOf("* ") < transcript.indexOf("> dump") &&
                     transcript.indexOf("> dump") < transcript.indexOf("==="),
                 qPrintable(transcript));
    }

    void sixQuickClicksPlayOneMove()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        const int square = 2 * 6 + 2; // 3 3
        const QPoint at = f.board()->squareCentre(square);
        // Six clicks 0.3 s apart, as a platform reports them: every second one is also a
        // double click.
        for (int i = 0; i < 6; ++i) {
            sendTimedClick(f.board(), at, 100000 + 300 * static_cast<quint64>(i), i % 2 == 1);
            QVERIFY(f.waitQuiet());
        }
        QCOMPARE(f.count("> 3 3"), 1);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(2)); // Red once, and Blue's answer
        // No click of the burst skipped anything: Red's move is still on its way, and Blue's
        // answer will be shown after it.
        QVERIFY(f.game().animator().currentMove() != nullptr);
        QCOMPARE(f.game().animator().currentMove()->mover, Side::Red);
        QVERIFY(f.game().animator().showingComputerMove());
    }

    void aBurstDuringACascadeSkipsItAndPlaysNothing()
    {
        Fixture f(twoPeople(4));
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        // 1 1 is full: playing it sets off a cascade through Blue's full edge squares. (The side
        // to move follows from the number of spots: Red, here.)
        f.game().sendAll({"set 1 1 2 r", "set 1 2 3 b", "set 2 1 3 b", "set 2 2 2 b"});
        QVERIFY(f.waitSettled());
        sendTimedClick(f.board(), f.board()->squareCentre(0), 200000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitQuiet());
        QVERIFY(f.game().animator().busy());
        QVERIFY(f.game().animator().jumpCount() >= 3);

        // 24 quick clicks on a white square, which Blue could play once the board settles.
        const int white = 3 * 4 + 3; // 4 4
        const QPoint at = f.board()->squareCentre(white);
        for (int i = 0; i < 24; ++i) {
            sendTimedClick(f.board(), at, 300000 + 50 * static_cast<quint64>(i));
            QVERIFY(f.waitQuiet());
            // The first click finished the cascade; none played.
            QVERIFY(!f.game().animator().busy());
            QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        }
        QCOMPARE(f.count("> 4 4"), 0);
        QVERIFY(f.game().acceptingMoves());

        // A click of its own, after the burst, is a move.
        sendTimedClick(f.board(), at, 400000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QCOMPARE(f.game().snapshot().board().owner(white), Side::Blue);
    }

    // The player clicks again a second after their move, just as the computer's answer lands:
    // too late to be one burst with the first click, too soon to be a choice made on the new
    // position. It does nothing; a click once the look time has passed plays.
    void aClickJustAsTheAnswerLandsDoesNothing()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        qint64& now = f.now;
        QVERIFY(f.playOnTheLookClock(900000));
        const QPoint at = f.board()->squareCentre(2 * 6 + 2); // 3 3
        QVERIFY(f.game().acceptingMoves());

        now += FreshPosition::LookTime - 1;
        sendTimedClick(f.board(), at, 901000);
        QVERIFY(f.waitQuiet());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(2));
        QCOMPARE(f.count("> 3 3"), 1);
        // The window says why nothing happened.
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("The board had only just changed, so that move was not played: play "
                         "it again."));
        // A square the answer gave Blue is named as Blue's: playing it again is no move.
        const Board& board = f.game().snapshot().board();
        int blue = 0;
        while (board.owner(blue) != Side::Blue) {
            ++blue;
        }
        sendTimedClick(f.board(), f.board()->squareCentre(blue), 901500);
        QVERIFY(f.waitQuiet());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(2));
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("The board had only just changed, so that move was not played: %1 %2 "
                         "is now Blue's.")
                     .arg(blue / 6 + 1)
                     .arg(blue % 6 + 1));

        now += 1;
        sendTimedClick(f.board(), at, 902000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() >= 3, 30000);
        QCOMPARE(f.count("> 3 3"), 2);
    }

    // A player clicking on steadily, every half second: the clicks are one long burst, and the
    // one that comes while the answer has only just landed does nothing, but once the board
    // has been at rest for a burst's gap the player has seen it, and the next click plays
    // (every later click of the burst was dropped, for as long as the clicking went on).
    void aSteadyClickerIsHeardOnceTheBoardIsStill()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        qint64& now = f.now;
        QVERIFY(f.playOnTheLookClock(900000));
        const Board& board = f.game().snapshot().board();
        int white = 0;
        while (board.owner(white) != Side::White) {
            ++white;
        }
        const QPoint at = f.board()->squareCentre(white);
        now += 500;
        sendTimedClick(f.board(), at, 900500);
        QVERIFY(f.waitQuiet());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(2));
        // Half a second later still, in the same burst (its gap is 750 ms or more), on a board
        // that has been still for longer than that gap.
        now += static_cast<qint64>(PressBurst::gap());
        sendTimedClick(f.board(), at, 901000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() >= 3, 30000);
        QCOMPARE(f.game().snapshot().board().owner(white) == Side::White, false);
    }

    void clicksDuringTheComputersTurnAreIgnored()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.window->actions().pause->trigger(); // the computer will not answer until resumed
        QVERIFY(f.waitSettled());
        sendTimedClick(f.board(), f.board()->squareCentre(0), 500000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitSettled());
        // Blue (the computer) is to move: clicks far apart, each its own burst, do nothing.
        for (int i = 0; i < 5; ++i) {
            sendTimedClick(f.board(), f.board()->squareCentre(7),
                           600000 + 2000 * static_cast<quint64>(i));
            QVERIFY(!f.game().interpreter().busy());
            QVERIFY(f.waitSettled());
        }
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.count("> 2 2"), 0);
    }

    // H while Hint is off says why in the status bar instead of doing nothing: on the
    // computer's turn, and while its reply is still being drawn; once it is, H asks for a hint.
    void hWhileHintIsOffSaysWhy()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.window->actions().pause->trigger();
        QVERIFY(f.waitSettled());
        sendTimedClick(f.board(), f.board()->squareCentre(0), 500000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        // The player's own move still drawn, the computer is to move next: that is the reason
        // (pressing again once it is drawn would not help), not the drawing.
        QVERIFY(!f.game().boardCaughtUp());
        QTest::keyClick(f.board(), Qt::Key_H);
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("No hint: the computer is to move. Press H again on your turn."));
        QVERIFY(f.waitSettled());
        QVERIFY(!f.window->actions().hint->isEnabled());
        QTest::keyClick(f.board(), Qt::Key_H);
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("No hint: the computer is to move. Press H again on your turn."));

        // Resumed, the computer answers; on the manual clock its move stays half drawn.
        f.window->actions().pause->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(!f.game().boardCaughtUp());
        QTest::keyClick(f.board(), Qt::Key_H);
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("The hint comes once the last move is drawn."));
        QCOMPARE(f.count("> hint"), 0); // no ring on a position not drawn yet

        // Once the move is drawn, the hint asked for comes without another H.
        QVERIFY(f.waitSettled());
        QTRY_COMPARE_WITH_TIMEOUT(f.count("> hint"), 1, 30000);
        QCOMPARE(f.window->statusBar()->currentMessage(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(f.board()->hint() >= 0, 30000);
    }

    // "It is the computer's turn." answers a click while the computer is to move; once the
    // computer has moved and it is the player's turn, the status bar no longer says it.
    void theComputersTurnIsNotSaidOnceItHasMoved()
    {
        Fixture f(againstBeginner());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.window->actions().pause->trigger(); // the computer answers when resumed
        QVERIFY(f.waitSettled());
        sendTimedClick(f.board(), f.board()->squareCentre(0), 800000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitSettled());
        sendTimedClick(f.board(), f.board()->squareCentre(7), 810000);
        const QString computersTurn = QStringLiteral("It is the computer's turn.");
        QCOMPARE(f.window->statusBar()->currentMessage(), computersTurn);
        QVERIFY(!f.game().interpreter().busy());
        QVERIFY(f.waitSettled());
        QCOMPARE(f.window->statusBar()->currentMessage(), computersTurn); // still true

        f.window->actions().pause->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().acceptingMoves());
        QVERIFY(f.window->statusBar()->currentMessage() != computersTurn);
    }

    void enterPlaysOnlyWithAVisibleCursor()
    {
        Fixture f(twoPeople(5));
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        BoardView* board = f.board();
        board->setFocus();
        const int square = 1 * 5 + 2; // 2 3
        sendTimedClick(board, board->squareCentre(square), 700000);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitSettled());
        f.window->actions().undo->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 0, 30000);
        QVERIFY(f.waitSettled());
        QVERIFY(!board->cursorVisible());

        // The click left the cursor on 2 3, hidden: Enter shows it and plays nothing.
        QTest::keyClick(board, Qt::Key_Return);
        QVERIFY(!f.game().interpreter().busy());
        QVERIFY(board->cursorVisible());
        QCOMPARE(f.count("> 2 3"), 1);
        // A held key repeats: the repeats play nothing either.
        QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QString(), true);
        QApplication::sendEvent(board, &repeat);
        QVERIFY(!f.game().interpreter().busy());

        // Now the player sees where Enter plays.
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QCOMPARE(f.game().snapshot().board().owner(board->cursorSquare()), Side::Red);
    }

    // Some X servers send a held key's repeats as presses without a release and without the
    // repeat mark: only the first press of a hold plays, and the hold ends with its release.
    void aHeldKeyPlaysOnce()
    {
        Fixture f(twoPeople(5));
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        BoardView* board = f.board();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Down); // shows the cursor in the middle: 3 3
        QCOMPARE(board->cursorSquare(), 2 * 5 + 2);
        QTest::keyPress(board, Qt::Key_Return); // held down from here
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitSettled());
        QTest::keyClick(board, Qt::Key_Right);  // 3 4, empty: Blue could play it
        QTest::keyPress(board, Qt::Key_Return); // an unmarked repeat of the hold
        QVERIFY(!f.game().interpreter().busy());
        QCOMPARE(f.count("> 3 4"), 0);
        QTest::keyRelease(board, Qt::Key_Return);
        QTest::keyClick(board, Qt::Key_Return); // a new press
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QCOMPARE(f.count("> 3 4"), 1);
        // A release that happened while the focus was elsewhere is not waited for.
        QVERIFY(f.waitSettled());
        QTest::keyClick(board, Qt::Key_Right); // 3 5
        QTest::keyPress(board, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 3, 30000);
        QVERIFY(f.waitSettled());
        board->clearFocus();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Down); // 4 5
        QTest::keyPress(board, Qt::Key_Space);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 4, 30000);
    }
};

QTEST_MAIN(ClickGateTest)
#include "ClickGateTest.moc"
