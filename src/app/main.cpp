#include "app/Options.h"
#include "core/Board.h"
#include "engine/Bench.h"
#include "engine/Perft.h"
#include "engine/SolverReport.h"
#include "protocol/TextLoop.h"

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#ifdef JUMP61_WITH_GUI
#include "gui/Application.h"
#endif

// The program's front door: reads the options and starts the text session, the window or one
// of the tools. Without --display no QApplication is created, so the text program needs no
// display.
int main(int argc, char** argv)
{
    using namespace jump61;
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    std::string error;
    const auto options = parseOptions(args, error);
    if (!options) {
        std::cerr << "jump61: " << error << '\n' << usageText();
        return 2;
    }
    switch (options->mode) {
    case Mode::Version:
        std::cout << "jump61 " << JUMP61_VERSION << '\n';
        return 0;
    case Mode::Help:
        std::cout << usageText();
        return 0;
    case Mode::Perft:
        runPerft(Board(options->size), options->perftDepth, std::cout);
        return 0;
    case Mode::Bench:
        runBench(std::cout, options->json);
        return 0;
    case Mode::Solve: {
        SolveLimits limits;
        const double seconds = options->seconds > 0 ? options->seconds : 60.0;
        limits.time = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
        if (options->hashMegabytes > 0) {
            limits.tableMegabytes = static_cast<std::size_t>(options->hashMegabytes);
        }
        runSolve(Board(options->size), limits, std::cout);
        return 0;
    }
    case Mode::Display:
#ifdef JUMP61_WITH_GUI
        return runWindow(argc, argv, options->text);
#else
        std::cerr << "jump61: this build has no window (configure with -DJUMP61_GUI=ON)\n";
        return 2;
#endif
    case Mode::Text:
        break;
    }
    return runTextSession(options->text, std::cin, std::cout, std::cerr);
}
