#include "engine/Solver.h"
#include "engine/SolverTable.h"
#include "engine/TranspositionTable.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"
#include "protocol/TextReporter.h"

#include <algorithm>
#include <sstream>
#include <streambuf>

#include <QTest>

// Issue 12, the parts outside the engine's choice of move: a failed write ends the text session
// with one error line, the end of the input stops a solve, and tables always get some memory.

using namespace jump61;

class NeverCrashTest : public QObject
{
    Q_OBJECT

private slots:
    void aFailedWriteIsReportedOnceAndEndsTheSession();
    void theEndOfTheInputStopsASolve();
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

// `solve 3600` with an input that ends right after it returns instead of running for an hour:
// the text program reads on during a solve, and the end of the input stops it. The test's
// timeout is the hang guard.
void NeverCrashTest::theEndOfTheInputStopsASolve()
{
    std::istringstream in("size 5\nsolve 3600\n");
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    QVERIFY2(out.str().find("solve: unknown within the budget") != std::string::npos,
             out.str().c_str());
    QCOMPARE(err.str(), std::string());
}

void NeverCrashTest::tablesReportTheSizeTheyGot()
{
    QCOMPARE(TranspositionTable(8).megabytes(), std::size_t{8});
    QCOMPARE(SolverTable(4).megabytes(), std::size_t{4});
}

QTEST_GUILESS_MAIN(NeverCrashTest)
#include "NeverCrashTest.moc"
