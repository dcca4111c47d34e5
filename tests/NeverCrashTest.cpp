#include "core/Board.h"
#include "engine/Solver.h"
#include "engine/SolverReport.h"
#include "engine/SolverTable.h"
#include "engine/SolverTableFile.h"
#include "engine/TranspositionTable.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"
#include "protocol/TextReporter.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <streambuf>

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

// Issue 12, the parts outside the engine's choice of move: a failed write ends the text session
// with one error line, the end of the input stops a solve, and tables always get some memory.

using namespace jump61;

class NeverCrashTest : public QObject
{
    Q_OBJECT

private slots:
    void aFailedWriteIsReportedOnceAndEndsTheSession();
    void aLostOutputRunsNoMoreLines();
    void theEndOfTheInputStopsASolve();
    void theEndOfTheInputBeforeAFileDoesNotStopASolve();
    void saveRefusesTheScriptsBeingRead();
    void aScriptReadToItsEndMayBeSavedOver();
    void loadSkipsAByteOrderMark();
    void aFileNameCannotPassForADumpOrAMove();
    void aSolveWhoseOutputFailsStopsAndSavesItsTable();
    void tablesReportTheSizeTheyGot();
};

namespace {

// An output stream whose every write fails, as on a full disk or a closed pipe.
class FailingBuffer : public std::streambuf
{
protected:
    int overflow(int) override
    {
        errno = ENOSPC;
        return traits_type::eof();
    }
    std::streamsize xsputn(const char*, std::streamsize) override
    {
        errno = ENOSPC;
        return 0;
    }
};

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

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

// The text program stops at the first prompt it cannot write: the lines after it, which would
// save files and report errors nobody reads, do not run.
void NeverCrashTest::aLostOutputRunsNoMoreLines()
{
    QTemporaryDir dir;
    const std::string saved = dir.filePath("after.txt").toStdString();
    std::istringstream in("save " + saved + "\nzap\n");
    FailingBuffer failing;
    std::ostream out(&failing);
    std::ostringstream err;
    runTextSession(TextOptions{}, in, out, err);
    QVERIFY(!QFileInfo::exists(QString::fromStdString(saved)));
    const std::string text = err.str();
    QCOMPARE(std::count(text.begin(), text.end(), '\n'), 1L);
    QVERIFY(text.starts_with("error: cannot write the output"));
}

// `solve 3600` with an input that ends right after it returns instead of running for an hour:
// the text program reads on during a solve, and the end of the input stops it. The test's
// timeout is the hang guard. The report says it was stopped: the budget did not run out.
void NeverCrashTest::theEndOfTheInputStopsASolve()
{
    std::istringstream in("size 5\nsolve 3600\n");
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    QVERIFY2(out.str().find("solve: stopped before the budget ran out, unknown (") !=
                 std::string::npos,
             out.str().c_str());
    QCOMPARE(err.str(), std::string());

    // A solve read after the end of the input stops before its first position is expanded,
    // not at its first look at the input, a second later.
    std::istringstream twice("size 5\nsolve 3600\nsolve 3600\n");
    std::ostringstream second;
    QCOMPARE(runTextSession(TextOptions{}, twice, second, err), 0);
    const std::string text = second.str();
    const std::size_t last = text.rfind("solve: ");
    QVERIFY2(last != std::string::npos && last != text.find("solve: "), text.c_str());
    QVERIFY2(text.find("unknown (1 position, ", last) != std::string::npos, text.c_str());
}

// `jump61 - more.txt`: the end of the standard input is not the end of the input while a FILE
// follows it, so a solve typed last on standard input runs to its budget (here one second).
void NeverCrashTest::theEndOfTheInputBeforeAFileDoesNotStopASolve()
{
    QTemporaryDir dir;
    const std::string more = dir.filePath("more.txt").toStdString();
    writeFile(more, "board\n");
    std::istringstream in("size 5\nsolve 1\n");
    std::ostringstream out;
    std::ostringstream err;
    TextOptions options;
    options.inputs = {"-", more};
    QCOMPARE(runTextSession(options, in, out, err), 0);
    QVERIFY2(out.str().find("solve: unknown within the budget (") != std::string::npos,
             out.str().c_str());
    QVERIFY2(out.str().find("stopped") == std::string::npos, out.str().c_str());
    QCOMPARE(err.str(), std::string());
}

// A script named on the command line, the one running or one still to come, is open in the
// program: `save` onto it would replace the commands being read. It is refused with one line,
// and both scripts keep their text.
void NeverCrashTest::saveRefusesTheScriptsBeingRead()
{
    QTemporaryDir dir;
    const std::string first = dir.filePath("first.txt").toStdString();
    const std::string second = dir.filePath("second.txt").toStdString();
    // Both begin as saved games do, which `save` may replace when nothing else stops it.
    const std::string header = "# jump61 saved game: replay it\n";
    const std::string firstText =
        header + "manual blue\n1 1\nsave " + first + "\nsave " + second + "\n";
    const std::string secondText = header + "board\n";
    writeFile(first, firstText);
    writeFile(second, secondText);
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    TextOptions options;
    options.inputs = {first, second};
    QCOMPARE(runTextSession(options, in, out, err), 0);
    QCOMPARE(readFile(first), firstText);
    QCOMPARE(readFile(second), secondText);
    const std::string errors = err.str();
    QCOMPARE(std::count(errors.begin(), errors.end(), '\n'), 2L);
    QVERIFY2(errors.find("it is open in this program") != std::string::npos, errors.c_str());
    QVERIFY2(out.str().find("saved the game") == std::string::npos, out.str().c_str());
}

// `jump61 game.txt -` resumes a game: once the file is read to its end, `save game.txt` from
// the standard input writes it, as it would after `load game.txt`.
void NeverCrashTest::aScriptReadToItsEndMayBeSavedOver()
{
    QTemporaryDir dir;
    const std::string game = dir.filePath("game.txt").toStdString();
    writeFile(game, "# jump61 saved game: replay it\nmanual blue\nsize 3\n1 1\n");
    std::istringstream in("2 2\nsave " + game + "\n");
    std::ostringstream out;
    std::ostringstream err;
    TextOptions options;
    options.inputs = {game, "-"};
    QCOMPARE(runTextSession(options, in, out, err), 0);
    QCOMPARE(err.str(), std::string());
    QVERIFY2(out.str().find("saved the game to") != std::string::npos, out.str().c_str());
    const std::string saved = readFile(game);
    QVERIFY2(saved.find("\n1 1\n2 2\n") != std::string::npos, saved.c_str());
}

// `jump61 FILE` skips a UTF-8 byte order mark at the start of a script, and `load` does the same
// for a saved game.
void NeverCrashTest::loadSkipsAByteOrderMark()
{
    QTemporaryDir dir;
    const std::string game = dir.filePath("bom.txt").toStdString();
    writeFile(game, "\xEF\xBB\xBFmanual blue\nsize 4\n1 1\n");
    std::istringstream in("load " + game + "\nboard\n");
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    QCOMPARE(err.str(), std::string());
    QVERIFY2(out.str().find("loaded the game") != std::string::npos, out.str().c_str());
    // Red's 1 1 was played (Blue, the computer, answers it somewhere the test does not fix).
    QVERIFY2(out.str().find(" 1 2r ") != std::string::npos, out.str().c_str());
}

// A harness reads a line of output from after its last '>' (a prompt's end): the name a save or
// load reports must not turn the rest of its line into a dump's `===` or a computer's `* R C`.
void NeverCrashTest::aFileNameCannotPassForADumpOrAMove()
{
    QTemporaryDir dir;
    const std::string dump = dir.filePath("x>===").toStdString();
    const std::string move = dir.filePath("y>* 1 1").toStdString();
    std::istringstream in("manual blue\nsave " + dump + "\nload " + dump + "\nsave " + move + "\n");
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    QCOMPARE(err.str(), std::string());
    QVERIFY(QFileInfo::exists(QString::fromStdString(dump))); // the file has its own name
    std::istringstream lines(out.str());
    int reports = 0;
    for (std::string line; std::getline(lines, line);) {
        std::string tail = line.substr(line.rfind('>') + 1);
        tail.erase(0, tail.find_first_not_of(' '));
        QVERIFY2(!tail.starts_with("===") && !tail.starts_with('*'), line.c_str());
        reports += line.find("the game ") != std::string::npos ? 1 : 0;
    }
    QCOMPARE(reports, 3);
}

// `jump61 --solve | head -1`: once a report cannot be written, the solve stops instead of
// running out its budget for nobody, saves its table as after any run, and says why the output
// failed (the reason of that write, not a stale one).
void NeverCrashTest::aSolveWhoseOutputFailsStopsAndSavesItsTable()
{
    QTemporaryDir dir;
    const std::string table = dir.filePath("lost.tbl").toStdString();
    FailingBuffer failing;
    std::ostream out(&failing);
    std::atomic<bool> stop{false};
    SolveRunControl control;
    control.stop = &stop;
    SolveLimits limits;
    limits.time = std::chrono::hours(1);
    limits.tableMegabytes = 16;
    std::string error;
    QVERIFY(!runSolve(Board(5), limits, table, out, error, control));
    QVERIFY(stop.load());
    QCOMPARE(error, std::string("cannot write the output: ") + std::strerror(ENOSPC));
    SolverTable loaded(16);
    SolverTableInfo info;
    QVERIFY2(loadSolverTable(loaded, info, 5, table, error), error.c_str());
}

void NeverCrashTest::tablesReportTheSizeTheyGot()
{
    QCOMPARE(TranspositionTable(8).megabytes(), std::size_t{8});
    QCOMPARE(SolverTable(4).megabytes(), std::size_t{4});
}

QTEST_GUILESS_MAIN(NeverCrashTest)
#include "NeverCrashTest.moc"
