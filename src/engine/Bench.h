#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace jump61 {

// The figures of one run of the fixed bench suite (`jump61 --bench`). Speeds depend on the
// machine; every count (leaves, topplings, nodes, depths, moves) depends only on the build, and
// `fingerprint`, folded from every search's nodes, depth and move, changes whenever the
// engine's choices do. The solver's node counts are not folded in: its own tests pin what it
// proves, and the fingerprint stays that of the searches.
struct BenchReport
{
    struct Perft
    {
        int size = 0;
        int depth = 0;
        std::uint64_t leaves = 0;
        std::uint64_t moves = 0;     // moves applied, every leaf included
        double seconds = 0.0;        // the bit-plane walk (PlaneBoard, copy-make)
        double journalSeconds = 0.0; // the same walk on Board with MoveJournal, as the search plays
    };
    struct Cascade
    {
        std::string name;
        int topplings = 0;
        bool won = false;
        int repeats = 0;
        double seconds = 0.0; // for all repeats
    };
    struct Search
    {
        std::string name;
        std::uint64_t budget = 0;
        std::uint64_t nodes = 0;
        int depth = 0;
        int move = -1;
        std::string moveText;
        double seconds = 0.0;
    };
    struct ForcedWin
    {
        std::string name;
        bool found = false; // a winning first move, with a win score no slower than the label
        std::string moveText;
        std::uint64_t nodes = 0;
        double seconds = 0.0;
    };

    struct Solve
    {
        std::string name;
        std::string moves; // from the start, "R:C R:C"
        bool proven = false;
        std::string winner; // "red" or "blue" once proven
        std::uint64_t nodes = 0;
        double seconds = 0.0;
    };

    Perft perft;
    std::vector<Cascade> cascades;
    std::vector<Search> searches;
    std::vector<ForcedWin> forcedWins;
    std::vector<Solve> solves;
    std::uint64_t fingerprint = 0;
    double seconds = 0.0;
};

// The parts of the suite, in the order they run and are printed.
enum class BenchSection
{
    Perft,
    Cascades,
    Searches, // the searches and the forced wins, which share one engine
    Solves,
    Total, // the total time and the fingerprint
};

// Runs the whole suite (about half a minute; more on a slow or busy machine). After each
// section, `done` (if given) sees the report so far; returning false stops the suite there.
BenchReport runBenchSuite(const std::function<bool(const BenchReport&, BenchSection)>& done = {});

// The suite's fingerprint alone: only its searches run (the perft and cascade sections, which
// measure speed, are skipped). BenchTest pins it.
std::uint64_t benchFingerprint();

// The suite's solver section alone: its positions proven one after another.
std::vector<BenchReport::Solve> benchSolves();

// Prints a report as a table, or one section of the table, or the report as one JSON object.
void printBenchTable(const BenchReport& report, std::ostream& out);
void printBenchSection(const BenchReport& report, BenchSection section, std::ostream& out);
void printBenchJson(const BenchReport& report, std::ostream& out);

// Runs the suite and prints it: the table a section at a time, as each is done, so that an
// output that cannot be written stops the suite after its first section; the JSON object once
// the suite is over.
void runBench(std::ostream& out, bool json);

} // namespace jump61
