// jump61-match: plays two programs that speak docs/PROTOCOL.md against each other.
//
//   jump61-match --first CMD [--first-setup LINES] [--second CMD] [--second-setup LINES]
//                [--games N] [--seed S] [--sizes 4,5,6] [--opening K] [--jobs J]
//                [--move-time SECONDS] [--solve-openings SECONDS] [--quiet]
//
// CMD is a command line split on blanks (no quoting); --second defaults to --first, so two
// levels of one program are --first-setup "level 3" --second-setup "level 2". LINES are sent
// before every game, separated by ';' (or give the option again). Games alternate colours:
// odd-numbered games give the first program red. Game pairs (1 and 2, 3 and 4, ...) use the
// same board size (cycling through --sizes, default 6) and the same K random legal opening
// moves (default 4), drawn reproducibly from --seed (default 1). --games defaults to 10,
// --jobs (games played at once) to 1, --move-time (the limit for one AI move) to 30.
//
// Prints a line per game (not with --quiet), then each program's wins with a 95% Wilson
// confidence interval and its time per move, and every problem: a crash, a timeout, an illegal
// move, a bad '*' line, or the two programs disagreeing about the position or the winner.
// With --solve-openings, our solver first proves who wins each pair's opening position (up to
// SECONDS each): on small boards random openings are often already decided, and the summary
// then says how often each program won from a won opening, and the most the first program
// could score against the second one's misses.
// Exit code 0 if there were no problems, 1 if there were, 2 for a usage error.

#include "common/ForEachIndex.h"
#include "match/MatchGame.h"
#include "match/MatchSummary.h"
#include "match/OpeningValues.h"

#include <csignal>
#include <iostream>
#include <mutex>
#include <string_view>

int main(int argc, char** argv)
{
    using namespace jump61;
    std::signal(SIGPIPE, SIG_IGN); // a program that dies must not take the runner with it
    const char* const usage =
        "usage: jump61-match --first CMD [--first-setup LINES] [--second CMD]\n"
        "       [--second-setup LINES] [--games N] [--seed S] [--sizes 4,5,6]\n"
        "       [--opening K] [--jobs J] [--move-time SECONDS] [--solve-openings SECONDS]\n"
        "       [--quiet]\n"
        "LINES are commands separated by ';', sent before each game (e.g. \"level 5;threads "
        "2\").\n";
    if (argc == 2 && std::string_view(argv[1]) == "--help") {
        std::cout << usage;
        return 0;
    }
    std::string error;
    const auto options = parseMatchOptions({argv + 1, argv + argc}, error);
    if (!options) {
        std::cerr << "jump61-match: " << error << "\n" << usage;
        return 2;
    }
    std::vector<char> openings;
    if (options->solveSeconds > 0) {
        openings = solveOpenings(*options, (options->games + 1) / 2);
    }
    std::vector<GameResult> results(static_cast<std::size_t>(options->games));
    std::mutex printing;
    forEachIndex(options->games, options->jobs, [&](int index, int /*worker*/) {
        MatchGame game(*options, index);
        GameResult& result = results[static_cast<std::size_t>(index)];
        result = game.play();
        if (!openings.empty()) {
            result.openingWinner = openings[static_cast<std::size_t>(index / 2)];
        }
        if (!options->quiet) {
            const std::lock_guard<std::mutex> lock(printing);
            MatchSummary::printGame(std::cout, result);
            std::cout.flush();
        }
    });
    MatchSummary summary(*options);
    for (const GameResult& result : results) {
        summary.add(result);
    }
    summary.print(std::cout);
    return summary.clean() ? 0 : 1;
}
