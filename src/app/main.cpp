#include "app/ClosedOutput.h"
#include "app/Options.h"
#include "core/Board.h"
#include "engine/Bench.h"
#include "engine/Perft.h"
#include "engine/SolverReport.h"
#include "engine/SolverTableFile.h"
#include "protocol/Arguments.h"
#include "protocol/StopSignals.h"
#include "protocol/TextLoop.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <new>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

#ifdef JUMP61_WITH_GUI
#include "gui/window/Application.h"
#endif

namespace {

using namespace jump61;

// Set by the first SIGINT, SIGTERM or SIGHUP during a solve: the solve stops, reports and saves
// its table. A hang-up (the terminal closed, the connection dropped) ends a long run as Ctrl-C
// does, with its work saved, not lost to the default action.
std::atomic<bool> g_stopSolve{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler exchanges it");

// The first signal only sets the flag. A second one ends the program at once, whatever it is
// doing, as the first would have without the handler; if a save of the table is under way,
// its temporary file is removed first (the table itself is replaced only by the final rename,
// so it keeps its old contents). Only a lock-free atomic, unlink, sigaction and raise: all safe
// in a handler. The signal raised again waits for the handler to return (the stop signals are
// held off while it runs), then its default action ends the program.
extern "C" void stopSolve(int signal)
{
    if (!g_stopSolve.exchange(true, std::memory_order_relaxed)) {
        return;
    }
    removeSolverTableTemporary();
    endBySignal(signal);
}

// The text game ends on SIGINT, SIGTERM and SIGHUP as it always did, by the signal, but first
// says so in one line on standard error instead of vanishing in silence. Only write and
// endBySignal: safe in a handler.
extern "C" void sayStopped(int signal)
{
    const char* line = signal == SIGINT    ? "jump61: stopped by SIGINT (Ctrl-C)\n"
                       : signal == SIGTERM ? "jump61: stopped by SIGTERM\n"
                                           : "jump61: stopped by SIGHUP\n";
    [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, line, std::strlen(line));
    endBySignal(signal);
}

// The end of a tool's output: its last flush, and whether the failure of its output was said.
// Held by the last flush and by the watch of a closed pipe, so that the failure is said once
// and a reader that goes after the last line was written ends nothing.
std::mutex g_outputEnd;
bool g_outputEnded = false;
bool g_outputFailureSaid = false;

void sayOutputFailed(const std::string& why)
{
    if (!g_outputFailureSaid) {
        g_outputFailureSaid = true;
        std::cerr << "jump61: cannot write the output" << (why.empty() ? "" : ": ") << why << '\n';
    }
}

// The bench and perft, told that the reader of their output has gone, end at once, as they
// would at their next write: nothing of theirs is left to save.
void endForClosedOutput()
{
    const std::lock_guard lock(g_outputEnd);
    if (g_outputEnded) {
        return;
    }
    sayOutputFailed(std::strerror(EPIPE));
    std::cerr.flush();
    std::_Exit(1);
}

// A solve, told so, stops as at Ctrl-C: it reports (which fails and says why) and saves its
// table.
void stopSolveForClosedOutput()
{
    g_stopSolve.store(true);
}

// Flushes standard output and says whether everything written reached it; if not, `why` is
// the reason: this flush's error, or, when a write failed earlier (a long text fails inside
// its <<), the errno it left, for callers that cleared errno before writing (runTool); empty
// if there is none.
bool outputWritten(std::string* why = nullptr)
{
    const bool failedBefore = std::cout.fail();
    const int earlier = errno;
    errno = 0;
    std::cout.flush();
    if (!std::cout.fail()) {
        return true;
    }
    const int reason = failedBefore ? earlier : errno;
    if (why != nullptr && reason != 0) {
        *why = std::strerror(reason);
    }
    return false;
}

int runTool(const Options& options)
{
    errno = 0; // so that a write that fails leaves its reason for outputWritten
    switch (options.mode) {
    case Mode::Version:
        std::cout << "jump61 " << JUMP61_VERSION << '\n';
        break;
    case Mode::Help:
        std::cout << usageText();
        break;
    case Mode::Perft:
        watchForClosedOutput(endForClosedOutput);
        runPerft(Board(options.size), options.perftDepth, std::cout);
        break;
    case Mode::Bench:
        watchForClosedOutput(endForClosedOutput);
        runBench(std::cout, options.json);
        break;
    case Mode::Solve: {
        SolveLimits limits;
        const double seconds = options.seconds > 0 ? options.seconds : 60.0;
        limits.time = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
        // One thread a core by default: the threads share one table.
        limits.threads = options.threads > 0
                             ? options.threads
                             : std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1,
                                          MaxSolveThreads);
        // By default 256 MB a thread, up to four: threads search apart and store more (on the
        // 4 x 4 start two threads needed 50-53 M nodes with 512 MB, 56-60 M with 256 MB;
        // docs/ENGINE.md).
        const bool asked = options.hashMegabytes > 0;
        limits.tableMegabytes =
            asked ? static_cast<std::size_t>(options.hashMegabytes)
                  : DefaultSolverMegabytes * static_cast<std::size_t>(std::min(limits.threads, 4));
        // The system may promise more memory than it has and kill the program when the table
        // is filled in, so a table is at most half of the machine's memory. One that still
        // cannot be allocated is halved by the solver until it can, and its report says so.
        const long pages = sysconf(_SC_PHYS_PAGES);
        const long pageSize = sysconf(_SC_PAGESIZE);
        if (pages > 0 && pageSize > 0) {
            const std::size_t half =
                static_cast<std::size_t>(pages) / 2 * static_cast<std::size_t>(pageSize) >> 20;
            if (half > 0 && limits.tableMegabytes > half) {
                if (asked) {
                    std::cerr << "jump61: --hash " << limits.tableMegabytes
                              << " MB is more than half of this machine's memory; using " << half
                              << " MB\n";
                }
                limits.tableMegabytes = half;
            }
        }
        SolveRunControl control;
        control.stop = &g_stopSolve;
        control.tableName = printablePath(options.tableFile);
        if (!options.tableFile.empty()) {
            control.saveEvery = std::chrono::minutes(
                options.autosaveMinutes > 0 ? options.autosaveMinutes : DefaultAutosaveMinutes);
        }
        // A long solve ended by Ctrl-C, a kill or a hang-up finishes cleanly: it reports and
        // saves its table.
        takeStopSignals(stopSolve);
        watchForClosedOutput(stopSolveForClosedOutput);
        std::string error;
        if (!runSolve(Board(options.size), limits, options.tableFile, std::cout, error, control)) {
            std::cerr << "jump61: " << error << '\n';
            return 1;
        }
        break;
    }
    case Mode::Display:
    case Mode::Text:
        break;
    }
    const std::lock_guard lock(g_outputEnd);
    g_outputEnded = true;
    if (std::string why; !outputWritten(&why)) {
        sayOutputFailed(why);
        return 1;
    }
    return 0;
}

int run(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto options = parseOptions(args, error);
    if (!options) {
        std::cerr << "jump61: " << error << '\n' << usageText();
        return 2;
    }
    switch (options->mode) {
    case Mode::Display:
#ifdef JUMP61_WITH_GUI
        // Without a display Qt would abort; say so and point to the text game instead.
        if (!displayAvailable(std::getenv("DISPLAY"), std::getenv("WAYLAND_DISPLAY"),
                              std::getenv("QT_QPA_PLATFORM"))) {
            std::cerr << noDisplayText() << '\n';
            return 1;
        }
        return runWindow(argc, argv, options->text);
#else
        std::cerr << "jump61: this build has no window (configure with -DJUMP61_GUI=ON)\n";
        return 2;
#endif
    case Mode::Text: {
        takeStopSignals(sayStopped, IgnoredSignals::StayIgnored);
        const int status = runTextSession(options->text, std::cin, std::cout, std::cerr);
        // A failed write was reported by the session when it happened.
        return outputWritten() ? status : 1;
    }
    default:
        return runTool(*options);
    }
}

} // namespace

// The program's front door: reads the options and starts the text session, the window or one
// of the tools. Without --display no QApplication is created, so the text program needs no
// display. Nothing escapes as an abort: memory that runs out, or any other failure, ends the
// program with one line and exit code 1.
int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    // A closed pipe on the output is a write error like a full disk (reported once, exit code
    // 1), rather than a silent death by signal.
    std::signal(SIGPIPE, SIG_IGN);
    // Likewise a file-size limit (ulimit -f): the write fails with EFBIG and says so, where
    // SIGXFSZ would end the program without a word.
    std::signal(SIGXFSZ, SIG_IGN);
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc&) {
        std::cerr << "jump61: out of memory\n";
    } catch (const std::exception& e) {
        std::cerr << "jump61: internal error: " << e.what() << '\n';
    }
    return 1;
}
