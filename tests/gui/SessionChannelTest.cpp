#include "gui/worker/SessionChannel.h"

#include "engine/Levels.h"

#include <algorithm>
#include <memory>
#include <optional>

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace jump61;

// The interpreter runs on its own thread: the GUI thread keeps running while the strongest
// level searches, and commands act at once even in the middle of a search. No test measures
// time: searches that would last minutes show that a command or a shutdown cut them short, and
// waits end on states and signals (the timeouts only guard against hangs).
class SessionChannelTest : public QObject
{
    Q_OBJECT

private:
    // Follows the interpreter's snapshots, as the window does.
    struct Watcher
    {
        explicit Watcher(SessionChannel& interpreter)
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

    // A search that cannot end by itself while a test runs: 10 minutes a move, which stops
    // iterating after a quarter of that at the earliest. Tests end it with a command.
    static void thinkForMinutes(SessionChannel& interpreter)
    {
        interpreter.send(QStringLiteral("size 15"));
        interpreter.send(QStringLiteral("level %1").arg(MaxLevel));
        interpreter.send(QStringLiteral("movetime 600000"));
    }

    // Runs every line sent so far through the worker, and delivers on this thread what they
    // reported: the worker runs commands in order and its signals arrive in order, so once a
    // query sent last has finished, nothing sent before it is still on its way.
    static bool drain(SessionChannel& interpreter)
    {
        QSignalSpy finished(&interpreter, &SessionChannel::commandFinished);
        interpreter.send(QStringLiteral("# drained"));
        return QTest::qWaitFor(
            [&] {
                return std::any_of(finished.cbegin(), finished.cend(),
                                   [](const QList<QVariant>& f) {
                                       return f.at(0).toString() == QStringLiteral("# drained");
                                   });
            },
            HangGuardMs);
    }

    // Only against hangs: every wait below ends on a state or signal long before this.
    static constexpr int HangGuardMs = 120000;

private slots:
    void theEventLoopRunsWhileTheStrongestLevelSearches()
    {
        // The search runs on the worker: while it thinks, this thread's event loop keeps
        // delivering timer events. The search cannot end on its own meanwhile (thinkForMinutes),
        // so every tick below came during the search, however slow or loaded the machine is.
        SessionChannel interpreter;
        thinkForMinutes(interpreter);
        interpreter.send(QStringLiteral("hint"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking(), HangGuardMs);
        int ticks = 0;
        int ticksWhileThinking = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            ++ticks;
            ticksWhileThinking += interpreter.thinking() ? 1 : 0;
        });
        timer.start(0);
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 20, HangGuardMs);
        timer.stop();
        QCOMPARE(ticksWhileThinking, ticks);
        interpreter.stopThinking();
        QTRY_VERIFY_WITH_TIMEOUT(!interpreter.thinking() && !interpreter.hintPending(),
                                 HangGuardMs);
    }

    void aCommandDuringASearchActsAtOnce()
    {
        // The search would take minutes (thinkForMinutes): the new size can only arrive this
        // soon because the command aborted it.
        SessionChannel interpreter;
        Watcher watcher(interpreter);
        thinkForMinutes(interpreter);
        interpreter.send(QStringLiteral("auto red"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking(), HangGuardMs);
        interpreter.send(QStringLiteral("manual red"));
        interpreter.send(QStringLiteral("size 4"));
        QTRY_VERIFY_WITH_TIMEOUT(!interpreter.busy() && watcher.snapshot &&
                                     watcher.snapshot->board().size() == 4,
                                 HangGuardMs);
        QCOMPARE(watcher.snapshot->game.ply(), std::size_t(0));
        QCOMPARE(watcher.moves, 0);
    }

    void aHintACommandStopsSaysSo()
    {
        // The hint's search would take minutes: the size that follows drops it, and the hint
        // answers with an error line instead of nothing.
        SessionChannel interpreter;
        thinkForMinutes(interpreter);
        QStringList errors;
        QObject context;
        QObject::connect(
            interpreter.reporter(), &QtReporter::errorOutput, &context,
            [&errors](const QString& message) { errors << message; }, Qt::QueuedConnection);
        interpreter.send(QStringLiteral("hint"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking(), HangGuardMs);
        interpreter.send(QStringLiteral("size 4"));
        QVERIFY(drain(interpreter));
        QCOMPARE(errors, QStringList{QStringLiteral(
                             "the hint was dropped: a command that came after it stopped its "
                             "search")});
    }

    void shutdownDuringASearchIsPrompt()
    {
        // Shutting down waits for the worker thread; a search of minutes would hold it, so
        // reaching the end of this test at all shows the search was aborted (the hang guard
        // of ctest, 600 s, is above the search's 150 s minimum).
        auto interpreter = std::make_unique<SessionChannel>();
        thinkForMinutes(*interpreter);
        interpreter->send(QStringLiteral("auto red"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter->thinking(), HangGuardMs);
        interpreter.reset();
    }

    void theNewPositionIsShownBeforeTheComputerMoves()
    {
        SessionChannel interpreter;
        Watcher watcher(interpreter);
        interpreter.send(QStringLiteral("level %1").arg(MaxLevel));
        interpreter.send(QStringLiteral("movetime 600000"));
        interpreter.send(QStringLiteral("auto red"));
        interpreter.send(QStringLiteral("size 15"));
        QTRY_VERIFY_WITH_TIMEOUT(interpreter.thinking() && watcher.snapshot &&
                                     watcher.snapshot->board().size() == 15,
                                 HangGuardMs);
        QVERIFY(watcher.snapshot->computerToMove);
        QCOMPARE(watcher.moves, 0);
    }

    void aPausedComputerMovesOnlyWhenStepped()
    {
        SessionChannel interpreter;
        Watcher watcher(interpreter);
        QSignalSpy continued(&interpreter, &SessionChannel::computerContinued);
        interpreter.setPaused(true);
        interpreter.send(QStringLiteral("level 1"));
        interpreter.send(QStringLiteral("auto red"));
        interpreter.send(QStringLiteral("new"));
        QVERIFY(drain(interpreter));
        QTRY_VERIFY_WITH_TIMEOUT(!interpreter.busy() && watcher.snapshot.has_value(), HangGuardMs);
        QCOMPARE(watcher.moves, 0);
        QVERIFY(watcher.snapshot->computerToMove);

        interpreter.continueComputer();
        QTRY_COMPARE_WITH_TIMEOUT(continued.count(), 1, HangGuardMs);
        QTRY_COMPARE_WITH_TIMEOUT(watcher.snapshot->game.ply(), std::size_t(1), HangGuardMs);
        QCOMPARE(watcher.moves, 1);
    }

    void queriesDoNotCountAsBusy()
    {
        // The command table says which commands are queries, abbreviations included.
        SessionChannel interpreter;
        QVERIFY(interpreter.isQuery(QStringLiteral("hint")));
        QVERIFY(interpreter.isQuery(QStringLiteral("  dump")));
        QVERIFY(interpreter.isQuery(QStringLiteral("d")));
        QVERIFY(interpreter.isQuery(QStringLiteral("BOARD")));
        QVERIFY(interpreter.isQuery(QStringLiteral("solve 3")));
        QVERIFY(interpreter.isQuery(QStringLiteral("# a comment")));
        QVERIFY(!interpreter.isQuery(QStringLiteral("undo")));
        QVERIFY(!interpreter.isQuery(QStringLiteral("3 4")));
        QVERIFY(!interpreter.isQuery(QStringLiteral("load game.txt")));
        QCOMPARE(interpreter.commandName(QStringLiteral(" Q ")), QStringLiteral("q"));
        QCOMPARE(interpreter.commandName(QStringLiteral("quit")), QStringLiteral("quit"));
        QCOMPARE(interpreter.commandName(QStringLiteral("3 4")), QString());
    }
};

QTEST_MAIN(SessionChannelTest)
#include "SessionChannelTest.moc"
