// jump61-test: runs graded test scripts (docs/PROTOCOL.md section 8) against our program.
//
//   jump61-test --program PATH [--verbose] NAME-1.in ...
//
// (A NAME-2.in given on the command line stands for its test, which runs once.)
//
// How a test runs. The first non-comment line of NAME-1.in, `#* COMMAND LINE`, names the
// program the script was written for; we start PATH instead, with the protocol options found
// on that line (--strict, --log, --seed=N) and nothing else. If NAME-2.in exists, a second
// copy of PATH runs it at the same time: a two-program test. Every line that is not a `#*`
// directive (ordinary `#` comments included) goes to the program's standard input exactly as
// written, and a script's lines go out in order, never past a directive that is still waiting.
// When a script ends, its program's standard input is closed.
//
// Output. Every output line first loses everything up to its last '>' (prompts) and the
// blanks after it. A line starting `===` opens a dump block that the next such line closes;
// `* R C` is an AI move; `* Red wins.` and `* Blue wins.` are win lines; any other line
// starting with `*` fails the test. Each program's output is read in order, once: when a
// directive reads past a dump block, the block is recorded in that program's transcript,
// and dumps that no directive reached are recorded at the end, so dumps stay in output
// order. A win line is recorded only when a `+` directive takes it, at that point.
//
// Directives (P is the script's own program, Q the partner in a two-program test):
//   #*move             Read P's output up to its next AI move (win lines on the way are
//                      skipped, not recorded) and pass the move on to Q.
//   #*move/win[+]      Read P's output up to its next win line, passing every AI move on the
//                      way on to Q. The win line is P's announced winner (recorded with +).
//   #*win+             The same, but the moves on the way are not passed on.
//   #*remote move/win[+]  Play a game against Q: P's AI moves are passed on to Q and Q's
//                      moves reach P (see below) until P prints a win line (recorded with
//                      +); then wait until Q's script has announced a winner as well (by any
//                      directive that read a win line) and fail if the two differ. The k-th
//                      game P's script checks this way is compared with Q's k-th announcement.
//                      Both scripts may use it at once: each side relays its own moves.
//   #*time MOVE GAME   Time limits in seconds for the rest of this script (10 and 60 by
//                      default).
// "Passed on" means: put in Q's inbox as the line `R C`. Q's inbox is written to Q's input
// (in order) whenever Q's script is at any of the waiting directives above; moves still in
// the inbox when Q's script has ended are dropped. In a one-program test passing on does
// nothing, and #*remote move/win fails the test.
//
// A test fails if a script cannot be read or its .std file is missing; a program exits with
// a non-zero code or by a signal, or is still running 5 s after its input was closed; prints
// more than 1000 lines or a bad '*' line; takes longer than MOVE seconds for an AI move
// (counted from the last line sent to it or printed by it); takes longer than GAME seconds for
// a game (counted from its start or its last win line); a directive waits MOVE seconds with
// nothing happening in either program, or for a program whose output has ended; the two
// programs announce different winners; or a transcript differs from its .std file, after
// '#' to end of line, trailing blanks and blank lines are removed on both sides.
//
// One line per test: `PASS NAME` or `FAIL NAME: reason`; --verbose adds a diff and the
// program's standard error under a failure. The exit code is 0 if every test passed, 1 if
// any failed, 2 for a usage error.

#include "runner/ScriptTest.h"

#include <csignal>
#include <iostream>
#include <set>
#include <string>
#include <vector>

namespace {

int usage()
{
    std::cerr << "usage: jump61-test --program PATH [--verbose] NAME-1.in ...\n";
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace jump61;
    std::signal(SIGPIPE, SIG_IGN); // a program that exits early must not kill the runner
    std::string program;
    bool verbose = false;
    std::vector<std::string> scripts;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--program" && i + 1 < argc) {
            program = argv[++i];
        } else if (arg.starts_with("--program=")) {
            program = arg.substr(10);
        } else if (arg == "--verbose" || arg == "-v") {
            verbose = true;
        } else if (arg.starts_with("-")) {
            return usage();
        } else {
            scripts.push_back(arg);
        }
    }
    if (program.empty() || scripts.empty()) {
        return usage();
    }
    int failed = 0;
    int run = 0;
    std::set<std::string> started;
    for (const std::string& script : scripts) {
        if (!started.insert(ScriptTest::firstOf(script)).second) {
            continue; // NAME-1.in and NAME-2.in are one test
        }
        const ScriptTest test(program, ScriptTest::firstOf(script));
        const TestOutcome outcome = test.run();
        ++run;
        if (outcome.passed) {
            std::cout << "PASS " << test.name() << std::endl;
            continue;
        }
        ++failed;
        std::cout << "FAIL " << test.name() << ": " << outcome.reason << std::endl;
        if (verbose) {
            for (const std::string& line : outcome.details) {
                std::cout << "    " << line << '\n';
            }
        }
    }
    if (run > 1) {
        std::cout << run - failed << " of " << run << " tests passed" << std::endl;
    }
    return failed == 0 ? 0 : 1;
}
