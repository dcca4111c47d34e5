#include "match/MatchSummary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

namespace jump61 {

namespace {

std::string format(const char* pattern, double a, double b = 0, double c = 0)
{
    char text[128];
    std::snprintf(text, sizeof text, pattern, a, b, c);
    return text;
}

} // namespace

std::pair<double, double> wilsonInterval(int wins, int games)
{
    if (games == 0) {
        return {0.0, 1.0};
    }
    constexpr double z = 1.959964; // the 97.5% quantile of the normal distribution
    const double n = games;
    const double p = wins / n;
    const double scale = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / scale;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / scale;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

void MatchSummary::add(const GameResult& game)
{
    ++m_games;
    if (game.winner < 0) {
        ++m_noResult;
    } else {
        ++m_wins[game.winner];
        if ((game.winner == 0) == game.firstIsRed) {
            ++m_winsAsRed[game.winner];
        }
    }
    for (int i = 0; i < 2; ++i) {
        m_times[i].add(game.times[i]);
    }
    if (game.openingWinner == '?') {
        ++m_unsolved;
    } else if (game.openingWinner != 0 && game.winner >= 0) {
        const int owner = (game.openingWinner == 'r') == game.firstIsRed ? 0 : 1;
        ++m_wonOpenings[owner];
        m_converted[owner] += game.winner == owner;
    }
    for (const std::string& problem : game.problems) {
        m_problems.push_back("game " + std::to_string(game.index + 1) + ": " + problem);
    }
}

void MatchSummary::printGame(std::ostream& out, const GameResult& game)
{
    const std::string size = std::to_string(game.size);
    out << "game " << game.index + 1 << ": " << size << "x" << size << ", first plays "
        << (game.firstIsRed ? "red" : "blue") << ": "
        << (game.winner < 0    ? "no result"
            : game.winner == 0 ? "first wins"
                               : "second wins")
        << " after " << game.moves << " AI moves";
    if (game.openingWinner == 'r' || game.openingWinner == 'b') {
        out << " (" << (game.openingWinner == 'r' ? "red" : "blue") << " wins the opening)";
    }
    for (const std::string& problem : game.problems) {
        out << "; " << problem;
    }
    out << '\n';
}

void MatchSummary::print(std::ostream& out) const
{
    const int decided = m_games - m_noResult;
    out << m_games << " games (" << decided << " decided), seed " << m_options.seed << '\n';
    for (int i = 0; i < 2; ++i) {
        const Contestant& side = i == 0 ? m_options.first : m_options.second;
        const auto [low, high] = wilsonInterval(m_wins[i], decided);
        const double share = decided > 0 ? static_cast<double>(m_wins[i]) / decided : 0;
        const MoveTimes& times = m_times[i];
        out << (i == 0 ? "first:  " : "second: ") << side.label << '\n'
            << "  wins " << m_wins[i] << " (" << m_winsAsRed[i] << " as red)"
            << format(", %.1f%% (95%% CI %.1f%%-%.1f%%)", 100 * share, 100 * low, 100 * high)
            << ", " << times.count << " moves"
            << format(", average %.3f s, longest %.3f s\n",
                      times.count > 0 ? times.total / times.count : 0, times.longest);
    }
    printOpenings(out);
    out << "problems: " << (m_problems.empty() ? "none" : std::to_string(m_problems.size()))
        << '\n';
    for (const std::string& problem : m_problems) {
        out << "  " << problem << '\n';
    }
}

void MatchSummary::printOpenings(std::ostream& out) const
{
    const int solved = m_wonOpenings[0] + m_wonOpenings[1];
    if (solved + m_unsolved == 0) {
        return;
    }
    out << "openings: " << solved << " of " << solved + m_unsolved
        << " decided games start from a solved opening";
    if (m_unsolved > 0) {
        out << " (the solver ran out of time on " << m_unsolved << ")";
    }
    out << '\n';
    for (int i = 0; i < 2; ++i) {
        const int won = m_wonOpenings[i];
        out << (i == 0 ? "  first:  " : "  second: ") << "won " << m_converted[i] << " of the "
            << won << " games it had a won opening in"
            << format(" (%.1f%%)\n", won > 0 ? 100.0 * m_converted[i] / won : 0);
    }
    if (solved > 0) {
        // A first program that wins every won opening, against this second one's misses.
        const int best = m_wonOpenings[0] + (m_wonOpenings[1] - m_converted[1]);
        out << format("  the most first could score against this second: %.1f%% of these games"
                      " (every won opening won, and second's misses)\n",
                      100.0 * best / solved);
    }
}

} // namespace jump61
