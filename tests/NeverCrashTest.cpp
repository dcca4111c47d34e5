#include "engine/Solver.h"
#include "engine/SolverTable.h"
#include "engine/TranspositionTable.h"
#include "protocol/InputEnd.h"
#include "protocol/Session.h"
#include "protocol/TextReporter.h"
#include "support/RecordingReporter.h"

#include <algorithm>
#include <cstdio>
#include <ext/stdio_filebuf.h>
#include <sstream>
#include <streambuf>
#include <unistd.h>

#include <QTest>

// Issue 12, the parts outside the engine's choice of move: a failed write ends the text session
// with one error line, the end of the input stops a solve, and tables always get some memory.

using namespace jump61;
using jump61::testing::RecordingReporter;

class NeverCrashTest : public QObject
{
    Q_OBJECT

private slots:
    void aFailedWriteIsReportedOnceAndEndsTheSession();
    void theEndOfTheInputStopsASolve();
    void aSolveRunsOnWhileTheInputLasts();
    void inputEndsWhenThePipeCloses();
    void tablesReportTheSizeTheyGot();
};

namespace {

// An output stream whose every write fails, as on a full disk or a closed pipe.
class FailingBuffer : public std::streambuf
{
protected:
    int overflow(int) override { return traits_type::eof(); }
    std::streamsize xsputn(const char*, std::streamsize) override { return 0; }
};

} // namespace

void NeverCrashTest::aFailedWriteIsReportedOnceAndEndsTheSession()
{
    FailingBuffer failing;
    std::ostream out(&failing);
    std::ostringstream err;
    TextReporter reporter(out, err);
    Session session(reporter);
    QVERIFY(!session.quitRequested());
    reporter.prompt(session.prompt());
    QVERIFY(reporter.outputLost());
    QVERIFY(session.quitRequested());
    session.execute("dump");
    session.execute("board");
    reporter.finishLine();
    const std::string text = err.str();
    QCOMPARE(std::count(text.begin(), text.end(), '\n'), 1);
    QVERIFY(text.starts_with("error: cannot write the output"));
    // A lost output ends computer games too: no move is searched for nobody to see.
    QVERIFY(!session.computerToMove());
}

// `solve 3600` with an input that has already ended returns (at its first progress check, about
// a second in) instead of running for an hour; the test's timeout is the hang guard.
void NeverCrashTest::theEndOfTheInputStopsASolve()
{
    RecordingReporter reporter;
    Session session(reporter);
    int asked = 0;
    session.setInputEndCheck([&] {
        ++asked;
        return true;
    });
    QVERIFY(session.execute("size 5"));
    QVERIFY(session.execute("solve 3600"));
    QVERIFY(asked >= 1);
    const auto printed = reporter.printed();
    QCOMPARE(printed.size(), std::size_t{1});
    QVERIFY2(printed.front().starts_with("solve: unknown"), printed.front().c_str());
}

// While the input lasts the check is asked and the solve goes on: a 3x3 solve is proven.
void NeverCrashTest::aSolveRunsOnWhileTheInputLasts()
{
    RecordingReporter reporter;
    Session session(reporter);
    session.setInputEndCheck([] { return false; });
    QVERIFY(session.execute("size 3"));
    QVERIFY(session.execute("solve 60"));
    QVERIFY(reporter.printed().front().starts_with("solve: Blue wins"));
}

void NeverCrashTest::inputEndsWhenThePipeCloses()
{
    int ends[2];
    QCOMPARE(pipe(ends), 0);
    __gnu_cxx::stdio_filebuf<char> buffer(ends[0], std::ios::in);
    std::istream in(&buffer);
    QVERIFY(!inputEnded(in, ends[0])); // open and empty: more may come
    QCOMPARE(write(ends[1], "dump\n", 5), 5);
    QVERIFY(!inputEnded(in, ends[0])); // a line waiting
    std::string line;
    QVERIFY(std::getline(in, line));
    QCOMPARE(line, std::string("dump"));
    QVERIFY(!inputEnded(in, ends[0]));
    close(ends[1]);
    QVERIFY(inputEnded(in, ends[0])); // the writer is gone and nothing is left
}

void NeverCrashTest::tablesReportTheSizeTheyGot()
{
    QCOMPARE(TranspositionTable(8).megabytes(), std::size_t{8});
    QCOMPARE(SolverTable(4).megabytes(), std::size_t{4});
}

QTEST_GUILESS_MAIN(NeverCrashTest)
#include "NeverCrashTest.moc"
