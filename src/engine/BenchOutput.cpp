#include "engine/Bench.h"
#include "engine/Levels.h"

#include <iomanip>
#include <sstream>
#include <string>

namespace jump61 {

// The bench report as a table for people and as JSON for scripts; both carry the same figures.

namespace {

double perSecond(double count, double seconds)
{
    return count / (seconds > 0 ? seconds : 1e-9);
}

// "123.4 M" style, for speeds: k for thousands, M for millions.
std::string scaled(double value)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(1);
    if (value >= 1e6) {
        text << value / 1e6 << " M";
    } else if (value >= 1e3) {
        text << value / 1e3 << " k";
    } else {
        text << value;
    }
    return text.str();
}

std::string quoted(const std::string& text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out + '"';
}

int foundCount(const BenchReport& report)
{
    int found = 0;
    for (const auto& win : report.forcedWins) {
        found += win.found ? 1 : 0;
    }
    return found;
}

} // namespace

namespace {

void printPerft(const BenchReport& report, std::ostream& out)
{
    const auto& perft = report.perft;
    out << std::fixed << std::setprecision(2) << "perft " << perft.size << 'x' << perft.size
        << " depth " << perft.depth << ": " << perft.leaves << " leaves, " << perft.moves
        << " moves applied in " << perft.seconds << " s, "
        << scaled(perSecond(static_cast<double>(perft.moves), perft.seconds))
        << " moves per second (bit planes); Board and MoveJournal: " << perft.journalSeconds
        << " s, " << scaled(perSecond(static_cast<double>(perft.moves), perft.journalSeconds))
        << " moves per second\n\n";
}

void printCascades(const BenchReport& report, std::ostream& out)
{
    out << std::left << std::setw(28) << "cascade (15x15)" << std::right << std::setw(10)
        << "topplings" << std::setw(6) << "wins" << std::setw(14) << "per cascade" << std::setw(16)
        << "topplings/s" << '\n';
    for (const auto& cascade : report.cascades) {
        const double each = cascade.seconds / std::max(cascade.repeats, 1);
        out << std::left << std::setw(28) << cascade.name << std::right << std::setw(10)
            << cascade.topplings << std::setw(6) << (cascade.won ? "yes" : "no") << std::setw(11)
            << each * 1e6 << " us" << std::setw(15)
            << scaled(perSecond(cascade.topplings * 1.0, each)) << '\n';
    }
    out << "target: 100 M topplings/s (100,000 in 1 ms); a 15x15 cascade that leaves the game "
           "running has at most 19,310 (Bench.cpp)\n";
}

void printSearches(const BenchReport& report, std::ostream& out)
{
    out << '\n'
        << std::left << std::setw(24) << "search (level " + std::to_string(MaxLevel) + ")"
        << std::right << std::setw(9) << "budget" << std::setw(10) << "nodes" << std::setw(7)
        << "depth" << std::setw(8) << "move" << std::setw(10) << "seconds" << std::setw(12)
        << "nodes/s" << '\n';
    for (const auto& search : report.searches) {
        out << std::left << std::setw(24) << search.name << std::right << std::setw(9)
            << search.budget << std::setw(10) << search.nodes << std::setw(7) << search.depth
            << std::setw(8) << search.moveText << std::setw(10) << search.seconds << std::setw(12)
            << scaled(perSecond(static_cast<double>(search.nodes), search.seconds)) << '\n';
    }

    out << '\n'
        << std::left << std::setw(24) << "forced win (level " + std::to_string(DefaultLevel) + ")"
        << std::right << std::setw(7) << "found" << std::setw(8) << "move" << std::setw(10)
        << "nodes" << std::setw(10) << "seconds" << '\n';
    std::uint64_t forcedNodes = 0;
    double forcedSeconds = 0.0;
    for (const auto& win : report.forcedWins) {
        out << std::left << std::setw(24) << win.name << std::right << std::setw(7)
            << (win.found ? "yes" : "NO") << std::setw(8) << win.moveText << std::setw(10)
            << win.nodes << std::setw(10) << win.seconds << '\n';
        forcedNodes += win.nodes;
        forcedSeconds += win.seconds;
    }
    out << "forced wins found: " << foundCount(report) << " of " << report.forcedWins.size() << ", "
        << forcedNodes << " nodes, " << forcedSeconds << " s\n\n";
}

void printSolves(const BenchReport& report, std::ostream& out)
{
    out << std::left << std::setw(24) << "solve (one thread)" << std::right << std::setw(12)
        << "value" << std::setw(10) << "nodes" << std::setw(10) << "seconds" << std::setw(12)
        << "nodes/s" << '\n';
    for (const auto& proof : report.solves) {
        out << std::left << std::setw(24) << proof.name << std::right << std::setw(12)
            << (proof.proven ? proof.winner + " wins" : "unproven") << std::setw(10) << proof.nodes
            << std::setw(10) << proof.seconds << std::setw(12)
            << scaled(perSecond(static_cast<double>(proof.nodes), proof.seconds)) << '\n';
    }
}

} // namespace

void printBenchTable(const BenchReport& report, std::ostream& out)
{
    for (const BenchSection section :
         {BenchSection::Perft, BenchSection::Cascades, BenchSection::Searches, BenchSection::Solves,
          BenchSection::Total}) {
        printBenchSection(report, section, out);
    }
    out << std::flush;
}

void printBenchSection(const BenchReport& report, BenchSection section, std::ostream& out)
{
    out << std::fixed << std::setprecision(2);
    switch (section) {
    case BenchSection::Perft:
        printPerft(report, out);
        break;
    case BenchSection::Cascades:
        printCascades(report, out);
        break;
    case BenchSection::Searches:
        printSearches(report, out);
        break;
    case BenchSection::Solves:
        printSolves(report, out);
        break;
    case BenchSection::Total:
        out << '\n'
            << "total time: " << report.seconds << " s\n"
            << "fingerprint: " << report.fingerprint << '\n';
        break;
    }
}

void printBenchJson(const BenchReport& report, std::ostream& out)
{
    const auto& perft = report.perft;
    out << std::setprecision(6) << "{\n  \"perft\": {\"size\": " << perft.size
        << ", \"depth\": " << perft.depth << ", \"leaves\": " << perft.leaves
        << ", \"moves\": " << perft.moves << ", \"seconds\": " << perft.seconds
        << ", \"movesPerSecond\": " << perSecond(static_cast<double>(perft.moves), perft.seconds)
        << ", \"journalSeconds\": " << perft.journalSeconds << ", \"journalMovesPerSecond\": "
        << perSecond(static_cast<double>(perft.moves), perft.journalSeconds)
        << "},\n  \"cascades\": [";
    for (std::size_t i = 0; i < report.cascades.size(); ++i) {
        const auto& cascade = report.cascades[i];
        const double each = cascade.seconds / std::max(cascade.repeats, 1);
        out << (i > 0 ? "," : "") << "\n    {\"name\": " << quoted(cascade.name)
            << ", \"topplings\": " << cascade.topplings
            << ", \"won\": " << (cascade.won ? "true" : "false")
            << ", \"repeats\": " << cascade.repeats << ", \"secondsPerCascade\": " << each
            << ", \"topplingsPerSecond\": " << perSecond(cascade.topplings * 1.0, each) << '}';
    }
    out << "\n  ],\n  \"searches\": [";
    for (std::size_t i = 0; i < report.searches.size(); ++i) {
        const auto& search = report.searches[i];
        out << (i > 0 ? "," : "") << "\n    {\"name\": " << quoted(search.name)
            << ", \"budget\": " << search.budget << ", \"nodes\": " << search.nodes
            << ", \"depth\": " << search.depth << ", \"move\": " << quoted(search.moveText)
            << ", \"seconds\": " << search.seconds << ", \"nodesPerSecond\": "
            << perSecond(static_cast<double>(search.nodes), search.seconds) << '}';
    }
    out << "\n  ],\n  \"forcedWins\": [";
    for (std::size_t i = 0; i < report.forcedWins.size(); ++i) {
        const auto& win = report.forcedWins[i];
        out << (i > 0 ? "," : "") << "\n    {\"name\": " << quoted(win.name)
            << ", \"found\": " << (win.found ? "true" : "false")
            << ", \"move\": " << quoted(win.moveText) << ", \"nodes\": " << win.nodes
            << ", \"seconds\": " << win.seconds << '}';
    }
    out << "\n  ],\n  \"solves\": [";
    for (std::size_t i = 0; i < report.solves.size(); ++i) {
        const auto& proof = report.solves[i];
        out << (i > 0 ? "," : "") << "\n    {\"name\": " << quoted(proof.name)
            << ", \"moves\": " << quoted(proof.moves)
            << ", \"proven\": " << (proof.proven ? "true" : "false")
            << ", \"winner\": " << quoted(proof.winner) << ", \"nodes\": " << proof.nodes
            << ", \"seconds\": " << proof.seconds << ", \"nodesPerSecond\": "
            << perSecond(static_cast<double>(proof.nodes), proof.seconds) << '}';
    }
    out << "\n  ],\n  \"forcedWinsFound\": " << foundCount(report)
        << ",\n  \"seconds\": " << report.seconds << ",\n  \"fingerprint\": " << report.fingerprint
        << "\n}\n"
        << std::flush;
}

} // namespace jump61
