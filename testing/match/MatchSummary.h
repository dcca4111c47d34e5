#pragma once

#include "match/MatchGame.h"
#include "match/MatchOptions.h"

#include <array>
#include <iosfwd>
#include <utility>

namespace jump61 {

// The 95% Wilson score interval for a proportion of `wins` in `games` (both bounds in [0, 1]).
std::pair<double, double> wilsonInterval(int wins, int games);

// Adds up the games of a match and prints what they show: wins per program with a 95%
// confidence interval, thinking time per move, every problem any game had and, when the
// openings were solved, how often each program won from a won opening.
class MatchSummary
{
public:
    explicit MatchSummary(const MatchOptions& options) : m_options(options) {}

    void add(const GameResult& game);
    // One line for a finished game.
    static void printGame(std::ostream& out, const GameResult& game);
    void print(std::ostream& out) const;
    void printOpenings(std::ostream& out) const;
    bool clean() const { return m_problems.empty(); }

private:
    const MatchOptions& m_options;
    int m_games = 0;
    int m_noResult = 0;
    std::array<int, 2> m_wins{};
    std::array<int, 2> m_winsAsRed{};
    std::array<MoveTimes, 2> m_times;
    // With --solve-openings: games whose opening each program had won, and how many it won.
    int m_unsolved = 0;
    std::array<int, 2> m_wonOpenings{};
    std::array<int, 2> m_converted{};
    std::vector<std::string> m_problems;
};

} // namespace jump61
