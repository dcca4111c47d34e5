#include "protocol/Session.h"
#include "support/TestHelpers.h"

#include <string>
#include <string_view>
#include <vector>

#include <QtTest>

// Stopping the computer (the window's Esc) reaches the search it was meant for: a stop that
// comes the moment the session announces a search, before the engine has started it, still
// ends that search; and a stop never carries over to the next search.

using namespace jump61;

namespace {

// Stops the search as soon as it is announced, as a window would whose user pressed Esc the
// moment "thinking" appeared; records how each search ended.
class StoppingReporter : public Reporter
{
public:
    void print(std::string_view line) override { lines.emplace_back(line); }
    void error(std::string_view message) override { errors.emplace_back(message); }
    void computerMove(Side, int, int) override {}
    void win(Side) override {}
    void thinkingStarted(Side, bool) override
    {
        if (stopNext) {
            stopNext = false;
            session->stopThinking();
        }
    }
    void thinkingFinished(Side, const SearchResult& result, bool) override
    {
        results.push_back(result);
    }

    Session* session = nullptr;
    bool stopNext = false;
    std::vector<std::string> lines;
    std::vector<std::string> errors;
    std::vector<SearchResult> results;
};

} // namespace

class SessionStopTest : public QObject
{
    Q_OBJECT

private slots:
    void aStopAtTheAnnouncementEndsTheSearch();
    void aStopBeforeTheSearchStartsEndsItWithALegalMove();
};

void SessionStopTest::aStopAtTheAnnouncementEndsTheSearch()
{
    StoppingReporter reporter;
    Session session(reporter);
    reporter.session = &session;
    // Ten minutes a move: a lost stop would leave this search running for minutes (ctest's
    // time limit then fails the test); a stop that arrives ends it after its first nodes.
    for (const char* line : {"size 15", "level 5", "movetime 600000"}) {
        QVERIFY(session.execute(line));
    }
    reporter.stopNext = true;
    QVERIFY(session.execute("hint"));
    QCOMPARE(reporter.results.size(), std::size_t(1));
    QVERIFY(reporter.results[0].stopped);
    QVERIFY(reporter.results[0].move >= 0);
    QVERIFY(!reporter.lines.empty() && reporter.lines.back().starts_with("hint: "));

    // The stop was spent on that search: the next one runs to its own end.
    QVERIFY(session.execute("movetime 0"));
    QVERIFY(session.execute("level 1"));
    QVERIFY(session.execute("hint"));
    QCOMPARE(reporter.results.size(), std::size_t(2));
    QVERIFY(!reporter.results[1].stopped);
    QVERIFY(reporter.errors.empty());
}

void SessionStopTest::aStopBeforeTheSearchStartsEndsItWithALegalMove()
{
    Engine engine;
    const Board board(15);
    SearchLimits limits;
    limits.depth = 100;
    limits.nodes = 0;
    limits.timeCap = std::chrono::minutes(10);
    engine.stop();
    const SearchResult stopped = engine.search(board, limits, 1);
    QVERIFY(stopped.stopped);
    QVERIFY(stopped.move >= 0 && board.isLegal(stopped.move));

    limits.depth = 2;
    const SearchResult next = engine.search(board, limits, 1);
    QVERIFY(!next.stopped);
    QCOMPARE(next.depth, 2);
}

QTEST_APPLESS_MAIN(SessionStopTest)
#include "SessionStopTest.moc"
