#include "app/Options.h"
#include "core/Board.h"
#include "engine/Bench.h"
#include "engine/Perft.h"
#include "engine/SolverReport.h"
#include "protocol/TextLoop.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
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

// Set by SIGINT or SIGTERM during a solve: the solve stops, reports and saves its table.
std::atomic<bool> g_stopSolve{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the signal handler stores to it");

constexpr int StopSignals[] = {SIGINT, SIGTERM};

// Only the flag and sigaction, both safe in a handler. The default action is back for the
// next signal, so a second Ctrl-C or kill ends the program at once, whatever it is doing.
extern "C" void stopSolve(int)
{
    g_stopSolve.store(true, std::memory_order_relaxed);
    struct sigaction standard
    {};
    standard.sa_handler = SIG_DFL;
    for (const int signal : StopSignals) {
        sigaction(signal, &standard, nullptr);
    }
}

// A long solve ended by Ctrl-C or a kill finishes cleanly: it reports and saves its table.
void stopSolveOnSignals()
{
    struct sigaction action
    {};
    action.sa_handler = stopSolve;
    sigemptyset(&action.sa_mask);
    for (const int signal : StopSignals) {
        sigaddset(&action.sa_mask, signal);
    }
    for (const int signal : StopSignals) {
        sigaction(signal, &action, nullptr);
    }
}

// Flushes standard output and says whether everything written reached it.
bool outputWritten()
{
    std::cout.flush();
    return !std::cout.fail();
}

int runTool(const Options& options)
{
    switch (options.mode) {
    case Mode::Version:
        std::cout << "jump61 " << JUMP61_VERSION << '\n';
        break;
    case Mode::Help:
        std::cout << usageText();
        break;
    case Mode::Perft:
        runPerft(Board(options.size), options.perftDepth, std::cout);
        break;
    case Mode::Bench:
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
        if (!options.tableFile.empty()) {
            control.saveEvery = std::chrono::minutes(
                options.autosaveMinutes > 0 ? options.autosaveMinutes : DefaultAutosaveMinutes);
        }
        stopSolveOnSignals();
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
    if (!outputWritten()) {
        std::cerr << "jump61: cannot write the output: " << std::strerror(errno) << '\n';
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
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc&) {
        std::cerr << "jump61: out of memory\n";
    } catch (const std::exception& e) {
        std::cerr << "jump61: internal error: " << e.what() << '\n';
    }
    return 1;
}
