#include "gui/Interpreter.h"

#include "engine/Levels.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <optional>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace jump61;

// The interpreter runs on its own thread: the GUI thread keeps running while the strongest
// level searches, and commands act at once even in the middle of a search.
class InterpreterTest : public QObject
{
    Q_OBJECT

private:
    // Follows the interpreter's snapshots, as the window does.
    struct Watcher
    {
        explicit Watcher(Interpreter& interpreter)
        {
            QObject::connect(
                interpreter.reporter(), &QtReporter::snapshotTaken, &context,
                [this](const SessionSnapshot& s) { snapshot = s; }, Qt::QueuedConnection);
            QObject::connect(
                interpreter.reporter(), &QtReporter::movePlayed, &context,
                [this](const MoveEvent&) { ++moves; }, Qt::QueuedConnection);
        }
        QObject context;
        std::optional<SessionSnapshot> snapshot;
        int moves = 0;
    };

    // The longest pause between ticks of a 5 ms timer while a level-5 search runs for about
    // `milliseconds`, or nullopt if no search was running for most of that time.
    static std::optional<qint64> longestStall(Interpreter& interpreter, int milliseconds)
    {
        if (!QTest::qWaitFor([&] { return interpreter.thinking(); }, 10000)) {
            return std::nullopt;
        }
        QElapsedTimer clock;
        clock.start();
        qint64 last = -1;
        qint64 longest = 0;
        int ticks = 0;
        int thinkingTicks = 0;
        QTimer timer;
        timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&timer, &QTimer::timeout, [&] {
            const qint64 now = clock.elapsed();
            if (last >= 0 && ticks > 1) {
                longest = std::max(longest, now - last);
            }
            last = now;
            ++ticks;
            if (interpreter.thinking()) {
                ++thinkingTicks;
            } else if (!interpreter.hintPending()) {
                interpreter.send(QStringLiteral("hint")); // keep the engine busy
            }
        });
        timer.start(5);
        QTest::qWait(milliseconds);
        timer.stop();
        if (thinkingTicks < ticks / 2) {
            return std::nullopt;
        }
        return longest;
    }

private slots:
    void eventLoopNeverStallsWhileTheStrongestLevelSearches()
    {
        // The point is that the search is not on this thread. A loaded machine can still
        // deschedule us now and then, so a few tries are allowed; a search on the GUI thread
        // would stall every one of them for seconds.
        qint64 best = std::numeric_limits<qint64>::max();
        for (int attempt = 0; attempt < 3 && best >= 50; ++attempt) {
            Interpreter interpreter;
            interpreter.send(QStringLiteral("size 12"));
            interpreter.send(QStringLiteral("level %1").arg(MaxLevel));
            interpreter.send(QStringLiteral("hint"));
            const std::optional<qint64> stall = longestStall(interpreter, 2500);
            QVERIFY2(stall.has_value(), "the strongest level's search did not run");
            best = std::min(best, *stall);
            interpreter.shutdown();
        }
        qInfo("longest stall of the event loop: %lld ms", static_cast<long long>(best));
        QVERIFY2(best < 50, qPrintable(QStringLiteral("longest stall %1 ms").arg(best)));
    }

    void aCommandDuringASearchActsAtOnce()
    {
        Interpreter interpreter;
        Watcher watcher(interpreter);
        interpreter.send(QStringLiteral("size 12"));
        interpreter.send(QStringLiteral("level %1").arg(MaxLevel));
        interpreter.send(QStringLiteral("auto red"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking(), 10000);
        interpreter.send(QStringLiteral("manual red"));
        interpreter.send(QStringLiteral("size 4"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !interpreter.busy() && watcher.snapshot && watcher.snapshot->board().size() == 4, 3000);
        QCOMPARE(watcher.snapshot->game.ply(), std::size_t(0));
        QCOMPARE(watcher.moves, 0);
    }

    void shutdownDuringASearchIsPrompt()
    {
        auto interpreter = std::make_unique<Interpreter>();
        interpreter->send(QStringLiteral("size 15"));
        interpreter->send(QStringLiteral("level %1").arg(MaxLevel));
        interpreter->send(QStringLiteral("auto red"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter->thinking(), 10000);
        QElapsedTimer clock;
        clock.start();
        interpreter.reset();
        QVERIFY2(clock.elapsed() < 2000, "the window would hang on quit");
    }

    void theNewPositionIsShownBeforeTheComputerMoves()
    {
        Interpreter interpreter;
        Watcher watcher(interpreter);
        interpreter.send(QStringLiteral("level %1").arg(MaxLevel));
        interpreter.send(QStringLiteral("auto red"));
        interpreter.send(QStringLiteral("size 15"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking() && watcher.snapshot &&
                                     watcher.snapshot->board().size() == 15,
                                 5000);
        QVERIFY(watcher.snapshot->computerToMove);
        QCOMPARE(watcher.moves, 0);
    }

    void aPausedComputerMovesOnlyWhenStepped()
    {
        Interpreter interpreter;
        Watcher watcher(interpreter);
        QSignalSpy continued(&interpreter, &Interpreter::computerContinued);
        interpreter.setPaused(true);
        interpreter.send(QStringLiteral("level 1"));
        interpreter.send(QStringLiteral("auto red"));
        interpreter.send(QStringLiteral("new"));
        QTRY_VERIFY(!interpreter.busy() && watcher.snapshot.has_value());
        QTest::qWait(100);
        QCOMPARE(watcher.moves, 0);
        QVERIFY(watcher.snapshot->computerToMove);

        interpreter.continueComputer();
        QTRY_COMPARE(continued.count(), 1);
        QTRY_COMPARE(watcher.snapshot->game.ply(), std::size_t(1));
        QCOMPARE(watcher.moves, 1);
    }

    void queriesDoNotCountAsBusy()
    {
        QVERIFY(Interpreter::isQuery(QStringLiteral("hint")));
        QVERIFY(Interpreter::isQuery(QStringLiteral("  dump")));
        QVERIFY(Interpreter::isQuery(QStringLiteral("# a comment")));
        QVERIFY(!Interpreter::isQuery(QStringLiteral("undo")));
        QVERIFY(!Interpreter::isQuery(QStringLiteral("3 4")));
    }
};

QTEST_MAIN(InterpreterTest)
#include "InterpreterTest.moc"
