#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jump61 {

// One side of a match: the program's command line (split on blanks) and the lines sent to it
// before every game (such as "level 3").
struct Contestant
{
    std::vector<std::string> command;
    std::vector<std::string> setup;
    std::string label; // how the summary names it
};

// The match runner's options (see match/main.cpp for their meaning).
struct MatchOptions
{
    Contestant first;
    Contestant second;
    int games = 10;
    std::uint64_t seed = 1;
    std::vector<int> sizes{6};
    int openingMoves = 4;
    int jobs = 1;
    double moveSeconds = 30;
    double solveSeconds = 0; // per opening, for --solve-openings; 0: openings are not solved
    bool quiet = false;
};

// Reads the command line; on a mistake returns nothing and says why in `error`.
std::optional<MatchOptions> parseMatchOptions(const std::vector<std::string>& args,
                                              std::string& error);

} // namespace jump61
