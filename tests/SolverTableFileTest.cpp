#include "engine/SolverTableFile.h"

#include "engine/Solver.h"
#include "engine/SolverReport.h"

#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <vector>

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

// The solver's table saved to a file and loaded again gives the same answers and lets a solve
// carry on where an earlier one stopped; a file that is not a whole table of the right size is
// refused with one line, and leaves the table and the file as they were.

using namespace jump61;

namespace {

SolveLimits unlimited()
{
    SolveLimits limits;
    limits.tableMegabytes = 8;
    return limits;
}

// A 4 x 4 position from random quiet moves, `spots` spots in all, small enough to solve at once.
Board midGame(std::mt19937_64& rng, int spots)
{
    Board board(4);
    while (board.totalSpots() < spots) {
        std::vector<int> quiet;
        for (int sq = 0; sq < board.area(); ++sq) {
            Board next = board;
            if (board.isLegal(sq) && !next.play(sq)) {
                quiet.push_back(sq);
            }
        }
        if (quiet.empty()) {
            break;
        }
        board.play(quiet[rng() % quiet.size()]);
    }
    return board;
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeAll(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

} // namespace

class SolverTableFileTest : public QObject
{
    Q_OBJECT

private slots:
    void savedTableLoadsWithTheSameAnswers();
    void resumedSolveGivesTheFreshValue();
    void badFilesAreRefusedWithOneLine_data();
    void badFilesAreRefusedWithOneLine();
    void tableForAnotherSizeIsRefused();
    void saveToAMissingFolderFails();
    void runsAddUpThroughTheFile();
    void runWithABadFileWritesNothing();
    void runToAnEmptyFileStartsANewTable();
    void runToAMissingFolderStopsBeforeSolving();
    void runToAFolderThatTakesNoFileStopsBeforeSolving();
    void stoppedRunKeepsItsTable();
    void interruptedRunIsResumedWithFewerNodes();
    void pipeIsRefusedWithoutWaiting();
    void saveThroughALinkReplacesItsTarget();
    void saveKeepsThePermissions();
    void readOnlyTableIsRefusedBeforeTheRun();
    void tableTooSmallForTheFileIsRefused();
    void tableOfAnySizeIsUsedWhole();
    void largerTableKeepsEveryEntryOfAFile();
    void aSaveKilledOutrightLeavesAWholeTable();

private:
    QTemporaryDir m_dir;
    std::string path(const char* name) const { return (m_dir.path() + '/' + name).toStdString(); }
    // The names in the test's folder (and `under`), to see that no temporary file is left.
    QStringList names(const QString& under = {}) const
    {
        return QDir(m_dir.path() + '/' + under).entryList(QDir::Files | QDir::System);
    }
};

void SolverTableFileTest::savedTableLoadsWithTheSameAnswers()
{
    std::mt19937_64 rng(15);
    std::vector<Board> boards{Board(3)};
    for (int i = 0; i < 6; ++i) {
        boards.push_back(midGame(rng, 38 + i));
    }
    Solver first(8);
    std::vector<SolveResult> answers;
    for (const Board& board : boards) {
        answers.push_back(first.solve(board, unlimited()));
        QVERIFY(answers.back().proven);
    }
    std::string error;
    const std::string file = path("round.tbl");
    QVERIFY(saveSolverTable(first.table(), {4, 123, 456, 0}, file, error));

    for (const std::size_t megabytes : {8, 2}) {
        Solver second(megabytes);
        SolverTableInfo info;
        QVERIFY2(loadSolverTable(second.table(), info, 4, file, error), error.c_str());
        QCOMPARE(info.size, 4);
        QCOMPARE(info.nodes, std::uint64_t{123});
        QCOMPARE(info.milliseconds, std::uint64_t{456});
        QCOMPARE(info.entries, first.table().entries());
        if (megabytes == 8) {
            QCOMPARE(second.table().entries(), first.table().entries());
        }
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const SolveResult again = second.solve(boards[i], unlimited());
            QVERIFY(again.proven);
            QCOMPARE(again.winner, answers[i].winner);
            QCOMPARE(again.winningMoves, answers[i].winningMoves);
        }
    }
}

// A solve stopped by its budget, saved, loaded into another solver and carried on to the end
// finds the value a fresh solve finds.
void SolverTableFileTest::resumedSolveGivesTheFreshValue()
{
    std::mt19937_64 rng(61);
    std::vector<Board> boards{Board(3)};
    for (int i = 0; i < 4; ++i) {
        boards.push_back(midGame(rng, 34 + i));
    }
    for (const Board& board : boards) {
        const SolveResult fresh = solve(board, unlimited());
        QVERIFY(fresh.proven);
        Solver part(8);
        SolveLimits budget = unlimited();
        budget.nodes = fresh.nodes / 2;
        const SolveResult stopped = part.solve(board, budget);
        std::string error;
        QVERIFY(saveSolverTable(part.table(), {board.size(), stopped.nodes, 0, 0},
                                path("resume.tbl"), error));
        Solver rest(8);
        SolverTableInfo info;
        QVERIFY(loadSolverTable(rest.table(), info, board.size(), path("resume.tbl"), error));
        const SolveResult resumed = rest.solve(board, unlimited());
        QVERIFY(resumed.proven);
        QCOMPARE(resumed.winner, fresh.winner);
        QCOMPARE(resumed.winningMoves, fresh.winningMoves);
    }
}

void SolverTableFileTest::badFilesAreRefusedWithOneLine_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("truncated") << "truncated";
    QTest::newRow("one byte changed") << "flipped";
    QTest::newRow("bytes added") << "longer";
    QTest::newRow("empty") << "empty";
    QTest::newRow("another format") << "text";
    QTest::newRow("format 1") << "older";
}

void SolverTableFileTest::badFilesAreRefusedWithOneLine()
{
    QFETCH(QString, damage);
    Solver solver(8);
    QVERIFY(solver.solve(Board(3), unlimited()).proven);
    const std::string file = path("bad.tbl");
    std::string error;
    QVERIFY(saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error));
    std::string bytes = readAll(file);
    QVERIFY(bytes.size() > 200);
    if (damage == "truncated") {
        bytes.resize(bytes.size() - 7);
    } else if (damage == "flipped") {
        bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x10);
    } else if (damage == "longer") {
        bytes += std::string(20, '\0');
    } else if (damage == "empty") {
        bytes.clear();
    } else if (damage == "older") {
        // A whole file of format 1, whose keys the solver no longer uses.
        const std::string::size_type line = bytes.find('\n');
        QCOMPARE(bytes.substr(0, line), std::string("jump61 solver table 2"));
        bytes[line - 1] = '1';
    } else {
        bytes = "size 3\n1 1\n";
    }
    writeAll(file, bytes);

    Solver other(8);
    SolverTableInfo info{7, 1, 2, 3};
    QVERIFY(!loadSolverTable(other.table(), info, 3, file, error));
    QVERIFY(!error.empty());
    QVERIFY(error.find('\n') == std::string::npos);
    if (damage == "older") {
        QVERIFY(error.find("older solver") != std::string::npos);
    }
    QCOMPARE(other.table().entries(), std::uint64_t{0});
    QCOMPARE(info.size, 7);
    QCOMPARE(info.entries, std::uint64_t{3});
}

void SolverTableFileTest::tableForAnotherSizeIsRefused()
{
    Solver solver(8);
    QVERIFY(solver.solve(Board(3), unlimited()).proven);
    std::string error;
    QVERIFY(saveSolverTable(solver.table(), {3, 0, 0, 0}, path("three.tbl"), error));
    Solver other(8);
    SolverTableInfo info;
    QVERIFY(!loadSolverTable(other.table(), info, 4, path("three.tbl"), error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("it is a table for 3x3, not 4x4"));
    QCOMPARE(other.table().entries(), std::uint64_t{0});
}

void SolverTableFileTest::saveToAMissingFolderFails()
{
    Solver solver(1);
    std::string error;
    QVERIFY(!saveSolverTable(solver.table(), {3, 0, 0, 0}, path("missing/t.tbl"), error));
    QVERIFY(!error.empty());
    QVERIFY(!QFileInfo::exists(m_dir.path() + QStringLiteral("/missing")));
}

// Two runs of the command line's solve on one file: the second starts from the first's table
// and its totals include the first's nodes.
void SolverTableFileTest::runsAddUpThroughTheFile()
{
    const std::string file = path("runs.tbl");
    SolveLimits limits = unlimited();
    std::string error;
    std::ostringstream first;
    QVERIFY(runSolve(Board(3), limits, file, first, error));
    QVERIFY(first.str().find("value: Blue wins") != std::string::npos);
    QVERIFY(first.str().find("resumed") == std::string::npos);
    SolverTableInfo info;
    Solver probe(8);
    QVERIFY(loadSolverTable(probe.table(), info, 3, file, error));
    QVERIFY(info.nodes > 0);

    std::ostringstream second;
    QVERIFY(runSolve(Board(3), limits, file, second, error));
    QVERIFY(second.str().find("value: Blue wins") != std::string::npos);
    QVERIFY(second.str().find("resumed from " + file) != std::string::npos);
    SolverTableInfo after;
    QVERIFY(loadSolverTable(probe.table(), after, 3, file, error));
    QVERIFY(after.nodes > info.nodes);
}

void SolverTableFileTest::runWithABadFileWritesNothing()
{
    const std::string file = path("foreign.tbl");
    writeAll(file, "not a table at all\n");
    std::ostringstream out;
    std::string error;
    QVERIFY(!runSolve(Board(3), unlimited(), file, out, error));
    QVERIFY(error.find(file) != std::string::npos);
    QVERIFY(error.find('\n') == std::string::npos);
    QVERIFY(out.str().empty());
    QCOMPARE(readAll(file), std::string("not a table at all\n"));
}

// An empty file is no table and no earlier run: the run starts a new table and saves it there.
void SolverTableFileTest::runToAnEmptyFileStartsANewTable()
{
    const std::string file = path("touched.tbl");
    writeAll(file, "");
    std::ostringstream out;
    std::string error;
    QVERIFY2(runSolve(Board(3), unlimited(), file, out, error), error.c_str());
    QVERIFY(out.str().find("value: Blue wins") != std::string::npos);
    QVERIFY(out.str().find("resumed") == std::string::npos);
    SolverTableInfo info;
    Solver probe(8);
    QVERIFY(loadSolverTable(probe.table(), info, 3, file, error));
    QVERIFY(info.nodes > 0);
}

// A table that could not be saved at the end is refused before the run, not after it: nothing
// is solved, nothing is written, and the folder is not made.
void SolverTableFileTest::runToAMissingFolderStopsBeforeSolving()
{
    const std::string file = path("missing/t.tbl");
    std::ostringstream out;
    std::string error;
    QVERIFY(!runSolve(Board(3), unlimited(), file, out, error));
    QVERIFY(error.find("cannot save the solver table " + file) != std::string::npos);
    QVERIFY(error.find('\n') == std::string::npos);
    QVERIFY(out.str().empty());
    QVERIFY(!QFileInfo::exists(m_dir.path() + QStringLiteral("/missing")));
}

// /proc is a folder whose permissions let root write, but it takes no new file: access() says
// yes, and only making the file tells. The run was made, and the save failed after it.
void SolverTableFileTest::runToAFolderThatTakesNoFileStopsBeforeSolving()
{
    if (!QFileInfo(QStringLiteral("/proc/self")).exists()) {
        QSKIP("no /proc here");
    }
    const std::string file = "/proc/jump61-solver-table-test.tbl";
    std::ostringstream out;
    std::string error;
    QVERIFY(!runSolve(Board(3), unlimited(), file, out, error));
    QVERIFY2(error.find("cannot save the solver table " + file) != std::string::npos,
             error.c_str());
    QVERIFY(error.find('\n') == std::string::npos);
    QVERIFY(out.str().empty());
    // The test file a writable folder gets is removed again.
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("probe")));
    QVERIFY(canSaveSolverTable(path("probe/t.tbl"), error));
    QCOMPARE(names(QStringLiteral("probe")), QStringList());
}

// A run ended by its stop flag (Ctrl-C or a kill in the command line) still reports and saves
// its table, and the next run resumes from it and finishes.
void SolverTableFileTest::stoppedRunKeepsItsTable()
{
    std::mt19937_64 rng(7);
    const Board board = midGame(rng, 36);
    const std::string file = path("stopped.tbl");
    std::atomic<bool> stop{true};
    SolveRunControl control;
    control.stop = &stop;
    std::ostringstream first;
    std::string error;
    QVERIFY2(runSolve(board, unlimited(), file, first, error, control), error.c_str());
    QVERIFY(first.str().find("stopped before the budget ran out") != std::string::npos);
    QVERIFY(first.str().find("value: unknown within the budget") != std::string::npos);
    QVERIFY(first.str().find("table saved to " + file) != std::string::npos);
    SolverTableInfo info;
    Solver probe(8);
    QVERIFY2(loadSolverTable(probe.table(), info, 4, file, error), error.c_str());
    QVERIFY(info.nodes > 0);

    std::ostringstream second;
    QVERIFY2(runSolve(board, unlimited(), file, second, error), error.c_str());
    QVERIFY(second.str().find("resumed from " + file) != std::string::npos);
    QVERIFY(second.str().find("stopped before") == std::string::npos);
    const SolveResult fresh = solve(board, unlimited());
    QVERIFY(second.str().find("value: " + solveVerdict(fresh)) != std::string::npos);
}

// Runs that add up do less work: a run cut off half way by its budget and saved, then resumed
// from the file, needs fewer new nodes than a solve from nothing.
void SolverTableFileTest::interruptedRunIsResumedWithFewerNodes()
{
    std::mt19937_64 rng(23);
    for (int i = 0; i < 3; ++i) {
        const Board board = midGame(rng, 30 + 2 * i);
        // Only the proof of the value: settling every first move afterwards would add nodes
        // the half budget does not stand for.
        SolveLimits limits = unlimited();
        limits.classifyRootMoves = false;
        const SolveResult fresh = solve(board, limits);
        QVERIFY(fresh.proven);
        const std::string file = path("halves.tbl");
        std::remove(file.c_str());
        SolveLimits half = limits;
        half.nodes = fresh.nodes / 2;
        std::ostringstream first;
        std::string error;
        QVERIFY2(runSolve(board, half, file, first, error), error.c_str());
        QVERIFY(first.str().find("value: unknown") != std::string::npos);
        SolverTableInfo cut;
        Solver probe(8);
        QVERIFY(loadSolverTable(probe.table(), cut, 4, file, error));
        std::ostringstream second;
        QVERIFY2(runSolve(board, limits, file, second, error), error.c_str());
        QVERIFY(second.str().find("value: " + solveVerdict(fresh)) != std::string::npos);
        SolverTableInfo after;
        QVERIFY(loadSolverTable(probe.table(), after, 4, file, error));
        const std::uint64_t resumedNodes = after.nodes - cut.nodes;
        QVERIFY2(resumedNodes < fresh.nodes,
                 (std::to_string(resumedNodes) + " of " + std::to_string(fresh.nodes)).c_str());
    }
}

// A pipe given as the table is refused at once with one line: opening it to load it would wait
// for a writer forever.
void SolverTableFileTest::pipeIsRefusedWithoutWaiting()
{
    const std::string file = path("pipe.tbl");
    QCOMPARE(mkfifo(file.c_str(), 0600), 0);
    std::ostringstream out;
    std::string error;
    QVERIFY(!runSolve(Board(3), unlimited(), file, out, error));
    QVERIFY2(error.find(file + ": it is not a regular file") != std::string::npos, error.c_str());
    QVERIFY(error.find('\n') == std::string::npos);
    QVERIFY(out.str().empty());
    Solver solver(1);
    SolverTableInfo info;
    QVERIFY(!loadSolverTable(solver.table(), info, 3, file, error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("it is not a regular file"));
    QVERIFY(!saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error));
    struct stat status
    {};
    QCOMPARE(lstat(file.c_str(), &status), 0);
    QVERIFY(S_ISFIFO(status.st_mode));
}

// A table reached through a symbolic link: the link stays and the file it names gets the new
// table, written beside it; nothing is left in either folder.
void SolverTableFileTest::saveThroughALinkReplacesItsTarget()
{
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("store")));
    const std::string target = path("store/real.tbl");
    const std::string link = path("link.tbl");
    writeAll(target, "old contents\n");
    QCOMPARE(symlink(target.c_str(), link.c_str()), 0);
    Solver solver(8);
    QVERIFY(solver.solve(Board(3), unlimited()).proven);
    std::string error;
    QVERIFY2(saveSolverTable(solver.table(), {3, 0, 0, 0}, link, error), error.c_str());
    struct stat status
    {};
    QCOMPARE(lstat(link.c_str(), &status), 0);
    QVERIFY(S_ISLNK(status.st_mode));
    Solver other(8);
    SolverTableInfo info;
    QVERIFY2(loadSolverTable(other.table(), info, 3, target, error), error.c_str());
    QCOMPARE(other.table().entries(), solver.table().entries());
    QCOMPARE(names(QStringLiteral("store")), QStringList{QStringLiteral("real.tbl")});
    QCOMPARE(names().filter(QStringLiteral("link.tbl.")).size(), 0);
    std::remove(link.c_str());
}

// The new table keeps the permissions given to the old one; a new table is private.
void SolverTableFileTest::saveKeepsThePermissions()
{
    const std::string file = path("shared.tbl");
    Solver solver(1);
    QVERIFY(solver.solve(Board(3), unlimited()).proven);
    std::string error;
    QVERIFY(saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error));
    struct stat status
    {};
    QCOMPARE(stat(file.c_str(), &status), 0);
    QCOMPARE(status.st_mode & 0777, mode_t{0600});
    QCOMPARE(chmod(file.c_str(), 0640), 0);
    QVERIFY2(saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error), error.c_str());
    QCOMPARE(stat(file.c_str(), &status), 0);
    QCOMPARE(status.st_mode & 0777, mode_t{0640});
    std::remove(file.c_str());
}

// A table without write permission in a folder that takes new files is refused before the
// run, as the game's save command refuses one, and left as it is.
void SolverTableFileTest::readOnlyTableIsRefusedBeforeTheRun()
{
    const std::string file = path("kept.tbl");
    Solver solver(1);
    QVERIFY(solver.solve(Board(3), unlimited()).proven);
    std::string error;
    QVERIFY(saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error));
    QCOMPARE(chmod(file.c_str(), 0444), 0);
    const std::string before = readAll(file);
    std::ostringstream out;
    QVERIFY(!runSolve(Board(3), unlimited(), file, out, error));
    QCOMPARE(
        QString::fromStdString(error),
        QString::fromStdString("cannot save the solver table " + file + ": the file is read-only"));
    QVERIFY(out.str().empty());
    QVERIFY(!saveSolverTable(solver.table(), {3, 0, 0, 0}, file, error));
    QCOMPARE(readAll(file), before);
    struct stat status
    {};
    QCOMPARE(stat(file.c_str(), &status), 0);
    QCOMPARE(status.st_mode & 0777, mode_t{0444});
    QCOMPARE(names().count(QStringLiteral("kept.tbl")), 1);
    QCOMPARE(names().filter(QStringLiteral("kept.tbl.")).size(), 0);
    std::remove(file.c_str());
}

// A file with more entries than the run's table keeps is refused before the run with the size
// that keeps them all, rather than resumed and saved with most of them gone.
void SolverTableFileTest::tableTooSmallForTheFileIsRefused()
{
    SolverTable big(8);
    std::mt19937_64 rng(5);
    for (int i = 0; i < 60000; ++i) {
        big.store(rng(), 5, 7, 1 + rng() % 1000);
    }
    const std::string file = path("big.tbl");
    std::string error;
    QVERIFY(saveSolverTable(big, {4, 10, 20, 0}, file, error));
    const std::string bytes = readAll(file);
    SolveLimits small = unlimited();
    small.tableMegabytes = 1; // 16384 buckets of three entries: fewer than 60000
    std::ostringstream out;
    QVERIFY(!runSolve(Board(4), small, file, out, error));
    QVERIFY(out.str().empty());
    QCOMPARE(readAll(file), bytes);
    QVERIFY(error.find('\n') == std::string::npos);
    const std::string entries = std::to_string(big.entries());
    QVERIFY2(error.starts_with("cannot load the solver table " + file + ": it holds " + entries +
                               " entries and a table of 1 MB keeps only "),
             error.c_str());
    const std::size_t give = error.find("; give --hash ");
    QVERIFY2(give != std::string::npos && error.ends_with(" or more"), error.c_str());
    const std::size_t needed = std::stoul(error.substr(give + 14));
    QCOMPARE(needed, megabytesToHoldSolverTable(file, error));
    QVERIFY(needed > 1 && needed <= 8);

    // The size named keeps every entry, and a run with it resumes from all of them.
    SolverTable enough(needed);
    SolverTableInfo info;
    QVERIFY2(loadSolverTable(enough, info, 4, file, error), error.c_str());
    QCOMPARE(enough.entries(), big.entries());
    std::atomic<bool> stop{true};
    SolveRunControl control;
    control.stop = &stop;
    SolveLimits limits = unlimited();
    limits.tableMegabytes = needed;
    std::ostringstream resumed;
    QVERIFY2(runSolve(Board(4), limits, file, resumed, error, control), error.c_str());
    QVERIFY2(resumed.str().find("resumed from " + file + ": " + entries + " entries") !=
                 std::string::npos,
             resumed.str().c_str());
    SolverTable after(needed);
    QVERIFY(loadSolverTable(after, info, 4, file, error));
    QVERIFY(info.entries >= big.entries());
}

// A table has as many buckets as the megabytes asked hold, not only a power of two, and the
// report gives that size without a word about allocation.
void SolverTableFileTest::tableOfAnySizeIsUsedWhole()
{
    for (const std::size_t megabytes : {1, 3, 5, 6, 7}) {
        QCOMPARE(SolverTable(megabytes).megabytes(), megabytes);
    }
    SolveLimits limits = unlimited();
    limits.tableMegabytes = 3;
    std::ostringstream out;
    std::string error;
    QVERIFY2(runSolve(Board(3), limits, {}, out, error), error.c_str());
    QVERIFY2(out.str().find("table 3 MB, ") != std::string::npos, out.str().c_str());
    QVERIFY(out.str().find("could not be allocated") == std::string::npos);
}

// A file loads whole into any table at least as large as the one that saved it, whatever the
// two sizes (a bucket of the smaller one becomes one or two of the larger, never part of one),
// and every key is found again with its numbers. The size named for a file is the least that
// holds it, between two powers of two too.
void SolverTableFileTest::largerTableKeepsEveryEntryOfAFile()
{
    for (const std::size_t saver : {2, 3, 5}) {
        SolverTable full(saver);
        std::mt19937_64 rng(saver);
        std::vector<std::uint64_t> keys;
        // Four times its slots: nearly every bucket is full, and what is kept is what cost most.
        for (std::size_t i = 0; i < saver * 4 * 3 * 16384; ++i) {
            const std::uint64_t key = rng();
            keys.push_back(key);
            full.store(key, 1 + static_cast<ProofNumber>(key % 97),
                       1 + static_cast<ProofNumber>(key % 89), 1 + rng() % 100000);
        }
        QVERIFY(full.entries() > saver * 3 * 16384 * 99 / 100);
        const std::string file = path("full.tbl");
        std::string error;
        QVERIFY2(saveSolverTable(full, {4, 1, 1, 0}, file, error), error.c_str());
        for (const std::size_t loader : {saver, saver + 1, saver + 2, 2 * saver, 2 * saver + 1}) {
            SolverTable table(loader);
            SolverTableInfo info;
            QVERIFY2(loadSolverTable(table, info, 4, file, error), error.c_str());
            QCOMPARE(table.entries(), full.entries());
            for (const std::uint64_t key : keys) {
                SolverEntry was;
                SolverEntry now;
                const bool kept = full.probe(key, was);
                QCOMPARE(table.probe(key, now), kept);
                if (kept) {
                    QCOMPARE(now.proof, was.proof);
                    QCOMPARE(now.disproof, was.disproof);
                    QCOMPARE(now.work, was.work);
                }
            }
        }
        // The size named is that of the table that saved it: a smaller one leaves some pair of
        // full buckets unsplit.
        const std::size_t needed = megabytesToHoldSolverTable(file, error);
        QCOMPARE(needed, saver);
        SolverTable named(needed);
        SolverTableInfo info;
        QVERIFY(loadSolverTable(named, info, 4, file, error));
        QCOMPARE(named.entries(), full.entries());
    }
}

// SIGKILL cannot be caught: a run killed during a save leaves the old table whole, and where the
// file system has O_TMPFILE the temporary file has no name until the moment before the rename,
// so almost no kill leaves one (with a named temporary file, nearly every kill did).
void SolverTableFileTest::aSaveKilledOutrightLeavesAWholeTable()
{
    std::mt19937_64 rng(61);
    Solver solver(8);
    for (int i = 0; i < 4; ++i) {
        QVERIFY(solver.solve(midGame(rng, 38 + i), unlimited()).proven);
    }
    QDir().mkpath(m_dir.path() + "/killed");
    const std::string file = path("killed/t4.tab");
    std::string error;
    QVERIFY(saveSolverTable(solver.table(), {4, 1, 1, 0}, file, error));
    const bool unnamed = [&] {
        const int probe =
            open((m_dir.path() + "/killed").toLocal8Bit().constData(), O_TMPFILE | O_WRONLY, 0600);
        if (probe >= 0) {
            close(probe);
        }
        return probe >= 0;
    }();
    const int kills = 12;
    int leftBehind = 0;
    for (int round = 0; round < kills; ++round) {
        int ready[2];
        QCOMPARE(pipe(ready), 0);
        const pid_t child = fork();
        if (child == 0) {
            close(ready[0]);
            for (std::uint64_t n = 2;; ++n) {
                std::string failed;
                if (!saveSolverTable(solver.table(), {4, n, n, 0}, file, failed) ||
                    ::write(ready[1], "s", 1) != 1) {
                    _exit(1);
                }
            }
        }
        close(ready[1]);
        char saved = 0;
        QCOMPARE(read(ready[0], &saved, 1), ssize_t{1});
        const timespec pause{0, static_cast<long>(rng() % 5'000'000)};
        nanosleep(&pause, nullptr);
        kill(child, SIGKILL);
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        close(ready[0]);
        QVERIFY(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
        Solver loaded(8);
        SolverTableInfo info;
        QVERIFY2(loadSolverTable(loaded.table(), info, 4, file, error), error.c_str());
        QCOMPARE(loaded.table().entries(), solver.table().entries());
        for (const QString& name : names("killed")) {
            if (name != "t4.tab") {
                ++leftBehind;
                QVERIFY(QFile::remove(m_dir.path() + "/killed/" + name));
            }
        }
    }
    qInfo("%d kills during saves: %d left a temporary file", kills, leftBehind);
    if (unnamed) {
        QVERIFY(leftBehind * 2 < kills);
    }
}

QTEST_APPLESS_MAIN(SolverTableFileTest)
#include "SolverTableFileTest.moc"
