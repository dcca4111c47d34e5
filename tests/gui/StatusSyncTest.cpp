#include "gui/WindowFixture.h"
#include "gui/board/BoardColours.h"
#include "gui/board/BoardView.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/MainWindow.h"

#include <memory>

#include <QTemporaryDir>
#include <QTest>

using namespace jump61;

// The status panel (turn, move number, counts, chart, what the computer says) describes the
// moment the board shows, never the interpreter's newer state. The animation runs on a manual
// clock, so "while a move is shown" is a state the test holds; the panel is checked at every
// frame and every time the interpreter reports something.
class StatusSyncTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture : TemporaryFolder, WindowFixture
    {
        explicit Fixture(const GameSetup& setup)
            : WindowFixture(setup, dir.path(), AnimationSpeed::Normal, true, false)
        {
            // Connected after the window's own handlers, so each check sees what they made.
            QtReporter* reporter = game().interpreter().reporter();
            const auto check = [this] { verify(); };
            connect(reporter, &QtReporter::searchStarted, window.get(), check,
                    Qt::QueuedConnection);
            connect(reporter, &QtReporter::searchProgressed, window.get(), check,
                    Qt::QueuedConnection);
            connect(reporter, &QtReporter::searchFinished, window.get(), check,
                    Qt::QueuedConnection);
            connect(reporter, &QtReporter::movePlayed, window.get(), check, Qt::QueuedConnection);
            connect(reporter, &QtReporter::snapshotTaken, window.get(), check,
                    Qt::QueuedConnection);
            connect(&game().animator(), &CascadeAnimator::frameChanged, window.get(), check);
            window->start({});
        }
        StatusPanel* panel() { return window->statusPanel(); }
        bool waitQuiet()
        {
            return QTest::qWaitFor(
                [this] {
                    return !game().interpreter().busy() &&
                           !(game().snapshot().computerToMove &&
                             !game().animator().showingComputerMove());
                },
                30000);
        }
        // Plays the animation to its end, a frame at a time.
        void playOut()
        {
            while (game().animator().busy()) {
                game().animator().advance(16);
            }
        }

        // Everything the panel shows against the position the board has fully drawn.
        void verify()
        {
            ++checks;
            const Board& base = game().animator().base();
            const SessionSnapshot& shown = panel()->shown();
            const auto fail = [this](const QString& what) {
                if (failures.size() < 5) {
                    failures << what;
                }
            };
            if (!(shown.board() == base)) {
                fail("the panel describes another position than the board");
                return;
            }
            const BoardColours colours = BoardColours::of(window->display().scheme);
            const Side winner = base.winner();
            const std::size_t ply = shown.game.ply();
            const QString turn = winner != Side::White
                                     ? QString("%1 wins").arg(colours.name(winner))
                                     : QString("%1 to move").arg(colours.name(base.toMove()));
            if (panel()->turnText() != turn) {
                fail(QString("turn: '%1', the board: '%2'").arg(panel()->turnText(), turn));
            }
            const QString move = QString("Move %1").arg(ply + (winner == Side::White ? 1 : 0));
            if (panel()->moveText() != move) {
                fail(QString("'%1' at ply %2").arg(panel()->moveText()).arg(ply));
            }
            for (const Side side : {Side::Red, Side::Blue}) {
                const QString squares = QString("%1 square").arg(base.count(side));
                if (!panel()->countsText(side).startsWith(squares)) {
                    fail(QString("counts '%1', the board has %2")
                             .arg(panel()->countsText(side), squares));
                }
            }
            if (panel()->findChild<SquaresChart*>()->currentPly() != static_cast<int>(ply)) {
                fail("the chart is at another move");
            }
            const QString activity = panel()->activityText();
            if (activity.contains("thinking") &&
                !activity.contains(colours.name(base.toMove()) + " is thinking")) {
                fail(QString("'%1' while the board shows '%2'").arg(activity, turn));
            }
            if (activity.contains(" played ")) {
                const int last = shown.game.lastMove();
                const int size = base.size();
                const QString square =
                    QString("played %1 %2").arg(last / size + 1).arg(last % size + 1);
                if (last < 0 || !activity.contains(square)) {
                    fail(QString("'%1' names a move the board has not shown").arg(activity));
                }
            }
        }

        QStringList failures;
        int checks = 0;
    };

private slots:
    void thePanelWaitsForTheAnimation()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        Fixture f(setup);
        QVERIFY(f.exposed);
        QVERIFY(f.waitQuiet());
        f.playOut();
        QVERIFY(f.game().settled());

        QVERIFY(f.game().play(2 * 6 + 4)); // 3 5
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(f.waitQuiet());
        // Red's spot is still landing: the interpreter is two moves ahead of the board.
        QVERIFY(f.game().animator().busy());
        QCOMPARE(f.panel()->turnText(), QString("Red to move"));
        QCOMPARE(f.panel()->moveText(), QString("Move 1"));
        QVERIFY(f.panel()->countsText(Side::Red).startsWith("0 squares"));
        QVERIFY(!f.panel()->activityText().contains("thinking"));
        QVERIFY(!f.panel()->activityText().contains("played"));

        f.playOut();
        QVERIFY(f.game().settled());
        QCOMPARE(f.panel()->turnText(), QString("Red to move"));
        QCOMPARE(f.panel()->moveText(), QString("Move 3"));
        QVERIFY(f.panel()->countsText(Side::Red).startsWith("1 square"));
        QVERIFY(f.panel()->activityText().contains("Blue played"));
        QVERIFY2(f.failures.isEmpty(), qPrintable(f.failures.join("; ")));
        QVERIFY(f.checks > 20);
    }

    // Redo plays the person's move and the computer's again in one command, which the
    // interpreter reports with one state, after both: the panel follows each move all the same
    // (it stayed on the position before the first while the board drew the second).
    void aRedoOfTwoMovesStaysInStep()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        Fixture f(setup);
        QVERIFY(f.exposed);
        QVERIFY(f.waitQuiet());
        f.playOut();
        QVERIFY(f.game().play(2 * 6 + 4)); // 3 5
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(f.waitQuiet());
        f.playOut();
        f.game().undo();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 0, 30000);
        QVERIFY(f.waitQuiet());
        f.playOut();
        QVERIFY(f.game().settled());
        const int checksBefore = f.checks;

        f.game().redo();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(f.waitQuiet());
        f.playOut();
        QVERIFY(f.game().settled());
        QCOMPARE(f.panel()->moveText(), QString("Move 3"));
        QVERIFY2(f.failures.isEmpty(), qPrintable(f.failures.join("; ")));
        QVERIFY(f.checks > checksBefore + 10);
    }

    void aCascadeAndTheComputersAnswerStayInStep()
    {
        GameSetup setup;
        setup.size = 4;
        setup.levels = {1, 2};
        Fixture f(setup);
        QVERIFY(f.exposed);
        QVERIFY(f.waitQuiet());
        // Red to move, and 1 1 sets off a cascade through Blue's squares.
        f.game().sendAll({"set 1 1 2 r", "set 1 2 3 b", "set 2 1 3 b", "set 2 2 2 b"});
        QVERIFY(f.waitQuiet());
        f.playOut();
        for (int move = 0; move < 3 && !f.game().snapshot().board().gameOver(); ++move) {
            const Board& board = f.game().snapshot().board();
            int square = 0;
            while (!board.isLegal(square)) {
                ++square;
            }
            QVERIFY(f.game().play(square));
            if (move == 0) {
                QVERIFY(
                    QTest::qWaitFor([&] { return f.game().animator().jumpCount() >= 3; }, 30000));
            }
            QVERIFY(QTest::qWaitFor([&] { return f.game().animator().busy(); }, 30000));
            QVERIFY(f.waitQuiet());
            f.playOut();
            QVERIFY(f.waitQuiet());
            f.playOut();
        }
        QVERIFY2(f.failures.isEmpty(), qPrintable(f.failures.join("; ")));
        QVERIFY(f.checks > 20);
    }
};

QTEST_MAIN(StatusSyncTest)
#include "StatusSyncTest.moc"
