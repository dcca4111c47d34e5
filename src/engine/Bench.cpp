#include "engine/Bench.h"

#include "engine/BenchPositions.h"
#include "engine/Engine.h"
#include "engine/Levels.h"
#include "engine/Perft.h"
#include "engine/Solver.h"

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <memory>

namespace jump61 {

// What the bench measures, and why these figures
// ----------------------------------------------
// 1. Perft: the 6 x 6 move tree 5 plies deep from the start, every leaf move applied; the speed
//    of the rules core in moves applied per second, once on bit planes (PlaneBoard, copy-make,
//    what perft uses) and once on Board with MoveJournal (make/unmake, what the search uses).
// 2. Cascades: long chain reactions on 15 x 15, each played a fixed number of times.
//
//    The project's target was a 100,000-toppling cascade in under 1 ms, but on 15 x 15 no
//    cascade that leaves the game running has 100,000 topplings, nor even 20,000. Suppose the
//    move at s sets off a cascade in which square y jumps u(y) times and the game goes on. Some
//    square v then keeps a colour other than the mover's, so neither v nor any neighbour of v
//    ever jumps: u = 0 on the closed neighbourhood Z of v. Every square starts and ends with 1
//    to deg spots, so f(y) = deg(y) u(y) - (jumps of y's neighbours) = start(y) - end(y) + [y = s]
//    lies in [1 - deg(y), deg(y) - 1 + [y = s]] outside Z, and the f summed outside Z is what
//    flowed into Z, between 0 and the room C left on v's neighbours. With L the graph
//    Laplacian restricted to the squares outside Z, u = L^-1 f, so the number of topplings is
//    sum u = t . f with t = L^-1 1 (t(y) is, up to the degrees, the expected time a random
//    walk from y needs to reach Z). Maximising t . f over the box and the sum constraint is a
//    fractional knapsack; over every choice of v the largest value on 15 x 15 is 19,310 (v in a
//    corner). The bound holds on the small boards where every position can be tried: the
//    longest cascades there are 10 topplings on 3 x 3 (bound 14) and 33 on 4 x 4 (bound 58).
//    Hill climbing over 15 x 15 positions found cascades of 10,078 topplings, and those are
//    what we time: the figure to watch is topplings per second.
// 3. Search: fixed 6 x 6, 9 x 9 and 15 x 15 positions searched by the Engine with the top
//    level's settings, a fixed node budget per size and no mate search; nodes per second and the
//    depth reached. Times are taken around the whole Engine::search call.
// 4. Forced wins: twenty positions with a forced win in 1 to 4 moves, played by the Engine at
//    the default level; a position counts as found if the engine plays a winning first move with a
//    win score no slower than the shortest win.
// 5. Solver: two 4 x 4 positions eight moves from the start, each proven by one thread with a
//    fresh 64 MB table; nodes per second of the proof-number search (the 4 x 4 start itself
//    takes some 12 to 20 s on two cores: `jump61 --solve --size 4`).
// Every budget is in nodes and the wall-clock caps are off, so all counts, and with them the
// fingerprint (of the searches' nodes, depths and moves), depend only on the build.

namespace {

using Clock = std::chrono::steady_clock;

constexpr int PerftSize = 6;
constexpr int PerftDepth = 5;
constexpr int CascadeRepeats = 50000;
constexpr std::uint64_t BenchSeed = 61;
constexpr std::size_t SolveTableMegabytes = 64;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::string squareText(const Board& board, int square)
{
    if (square < 0) {
        return "none";
    }
    return std::to_string(board.topology().row(square)) + ' ' +
           std::to_string(board.topology().col(square));
}

std::uint64_t searchBudget(int size)
{
    return size <= 6 ? 4'000'000 : size <= 9 ? 2'000'000 : 1'000'000;
}

BenchReport::Perft runPerftSection()
{
    BenchReport::Perft perft{PerftSize, PerftDepth, 0, 0, 0.0, 0.0};
    auto start = Clock::now();
    perft.leaves = jump61::perft(Board(PerftSize), PerftDepth, &perft.moves);
    perft.seconds = secondsSince(start);
    start = Clock::now();
    journalPerftCount(Board(PerftSize), PerftDepth);
    perft.journalSeconds = secondsSince(start);
    return perft;
}

BenchReport::Cascade runCascade(const bench::CascadePosition& position)
{
    const Board board = bench::boardFromRows(15, position.rows);
    const int square = board.topology().index(position.row, position.col);
    BenchReport::Cascade cascade{std::string(position.name), 0, false, CascadeRepeats, 0.0};
    Board counted = board;
    JumpCount counter;
    cascade.won = counted.play(square, counter);
    cascade.topplings = counter.jumps;
    int wins = 0;
    const auto start = Clock::now();
    for (int i = 0; i < CascadeRepeats; ++i) {
        Board work = board;
        wins += work.play(square) ? 1 : 0;
    }
    cascade.seconds = secondsSince(start);
    cascade.won = cascade.won || wins > 0;
    return cascade;
}

SearchLimits deterministic(SearchLimits limits)
{
    limits.timeCap = std::chrono::milliseconds(0);
    return limits;
}

BenchReport::Search runSearch(Engine& engine, const bench::SearchPosition& position)
{
    const Board board = bench::boardFromRows(position.size, position.rows);
    SearchLimits limits = deterministic(levelLimits(MaxLevel, position.size));
    limits.nodes = searchBudget(position.size);
    limits.matePlies = 0; // the forced-win section measures the mate search
    engine.newGame();
    const auto start = Clock::now();
    const SearchResult result = engine.search(board, limits, BenchSeed);
    BenchReport::Search search;
    search.name = position.name;
    search.budget = limits.nodes;
    search.nodes = result.nodes;
    search.depth = result.depth;
    search.move = result.move;
    search.moveText = squareText(board, result.move);
    search.seconds = secondsSince(start);
    return search;
}

BenchReport::ForcedWin runForcedWin(Engine& engine, const bench::ForcedWin& position)
{
    const Board board = bench::boardFromRows(position.size, position.rows);
    const std::vector<int> winning = bench::squaresFromText(position.size, position.winningMoves);
    const SearchLimits limits = deterministic(levelLimits(DefaultLevel, position.size));
    engine.newGame();
    const auto start = Clock::now();
    const SearchResult result = engine.search(board, limits, BenchSeed);
    BenchReport::ForcedWin win;
    win.seconds = secondsSince(start);
    win.name = std::to_string(position.size) + 'x' + std::to_string(position.size) + " win in " +
               std::to_string(position.moves);
    const bool winningMove =
        std::find(winning.begin(), winning.end(), result.move) != winning.end();
    win.found = winningMove && result.score > WinBound &&
                pliesToEnd(result.score) <= 2 * position.moves - 1;
    win.moveText = squareText(board, result.move);
    win.nodes = result.nodes;
    return win;
}

BenchReport::Solve proveSolvePosition(const bench::SolvePosition& position)
{
    Board board(4);
    for (const int square : bench::squaresFromText(4, position.moves)) {
        board.play(square);
    }
    SolveLimits limits;
    limits.tableMegabytes = SolveTableMegabytes;
    limits.threads = 1; // node counts repeat exactly with one thread
    const auto start = Clock::now();
    const SolveResult result = solve(board, limits);
    BenchReport::Solve proof;
    proof.seconds = secondsSince(start);
    proof.name = position.name;
    proof.moves = position.moves;
    proof.proven = result.proven;
    proof.winner = !result.proven ? "" : result.winner == Side::Red ? "red" : "blue";
    proof.nodes = result.nodes;
    return proof;
}

// Folds one search's figures into the fingerprint. A total of the node counts alone would
// not do: a search that ends on its node budget counts the same nodes whatever it chose.
void fold(std::uint64_t& fingerprint, std::initializer_list<std::uint64_t> parts)
{
    for (const std::uint64_t part : parts) {
        fingerprint = (fingerprint ^ part) * 0x100000001B3ull; // a 64-bit FNV step
    }
}

void runSearchSections(BenchReport& report)
{
    Engine engine(64);
    for (const auto& position : bench::searchPositions()) {
        const BenchReport::Search& search =
            report.searches.emplace_back(runSearch(engine, position));
        fold(report.fingerprint, {search.nodes, static_cast<std::uint64_t>(search.depth),
                                  static_cast<std::uint64_t>(search.move + 1)});
    }
    for (const auto& position : bench::forcedWins()) {
        const BenchReport::ForcedWin& win =
            report.forcedWins.emplace_back(runForcedWin(engine, position));
        fold(report.fingerprint, {win.nodes, win.found ? 1ull : 0ull});
        for (const char c : win.moveText) {
            fold(report.fingerprint, {static_cast<unsigned char>(c)});
        }
    }
}

} // namespace

BenchReport runBenchSuite(const std::function<bool(const BenchReport&, BenchSection)>& done)
{
    BenchReport report;
    const auto start = Clock::now();
    const auto finished = [&](BenchSection section) { return !done || done(report, section); };
    report.perft = runPerftSection();
    if (!finished(BenchSection::Perft)) {
        return report;
    }
    for (const auto& position : bench::cascadePositions()) {
        report.cascades.push_back(runCascade(position));
    }
    if (!finished(BenchSection::Cascades)) {
        return report;
    }
    runSearchSections(report);
    if (!finished(BenchSection::Searches)) {
        return report;
    }
    report.solves = benchSolves();
    if (!finished(BenchSection::Solves)) {
        return report;
    }
    report.seconds = secondsSince(start);
    finished(BenchSection::Total);
    return report;
}

std::vector<BenchReport::Solve> benchSolves()
{
    std::vector<BenchReport::Solve> solves;
    for (const auto& position : bench::solvePositions()) {
        solves.push_back(proveSolvePosition(position));
    }
    return solves;
}

std::uint64_t benchFingerprint()
{
    BenchReport report;
    runSearchSections(report);
    return report.fingerprint;
}

void runBench(std::ostream& out, bool json)
{
    if (json) {
        printBenchJson(runBenchSuite(), out);
        return;
    }
    runBenchSuite([&out](const BenchReport& report, BenchSection section) {
        printBenchSection(report, section, out);
        out.flush();
        return static_cast<bool>(out);
    });
}

} // namespace jump61
