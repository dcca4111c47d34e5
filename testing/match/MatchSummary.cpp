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
    out << "problems: " << (m_problems.empty() ? "none" : std::to_string(m_problems.size()))
        << '\n';
    for (const std::string& problem : m_problems) {
        out << "  " << problem << '\n';
    }
}

} // namespace jump61
