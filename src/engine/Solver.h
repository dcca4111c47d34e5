#pragma once

#include "core/Board.h"
#include "engine/SolverJournal.h"
#include "engine/SolverPlanes.h"
#include "engine/SolverReplies.h"
#include "engine/SolverTable.h"
#include "engine/SolverTeam.h"
#include "engine/SolverTypes.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace jump61 {

// Proves who wins a position with perfect play: depth-first proof-number search over the game
// tree, with a transposition table shared by a position's symmetric images. See Solver.cpp for
// how it works. The table is kept between solves (results never go stale: the key includes the
// board size), so solving the positions of one game one after another gets cheaper.
class Solver
{
public:
    using ProgressCallback = std::function<void(const SolveProgress&)>;

    explicit Solver(std::size_t tableMegabytes = DefaultSolverMegabytes);
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    // Solves `board` for the side to move within `limits`; `stop`, if given, ends the solve as
    // soon as it is set (from any thread). `onProgress` is called about once a second, from the
    // calling thread, while the other threads of the solve (limits.threads) wait.
    SolveResult solve(const Board& board, const SolveLimits& limits,
                      const std::atomic<bool>* stop = nullptr,
                      const ProgressCallback& onProgress = {});

    // Forgets everything learned.
    void clear() { m_table.clear(); }

    std::size_t tableMegabytes() const { return m_table.megabytes(); }

    // The table, to save it after a solve or to load one before (SolverTableFile).
    SolverTable& table() { return m_table; }
    const SolverTable& table() const { return m_table; }

private:
    // A helper thread's solver: its own board and lists, the lead's table and team.
    Solver(SolverTable& table, SolverTeam& team, int thread);

    // A move of an expanded node, and the numbers of the position after it: from the table, or
    // a first guess while the table knows nothing.
    struct Child
    {
        std::uint64_t key;
        ProofNumbers numbers;
        int square;
    };

    // Searches the current position (canonical key `key`) until its proof number reaches
    // proofLimit or its disproof number reaches disproofLimit; stores and returns its numbers.
    // `walk` plays the moves: SolverPlanes on 4 x 4, the Board and its journal otherwise.
    template <typename Walk>
    ProofNumbers search(Walk& walk, std::uint64_t key, ProofNumber proofLimit,
                        ProofNumber disproofLimit, int ply);
    // Expands the current position into `children`, each unknown child's first guess multiplied
    // by `scale` (guessScale); -1 if the position is won at once.
    template <typename Walk>
    int expand(Walk& walk, Child* children, std::uint64_t scale);
    // What the first guesses of a node `ply` moves below the search's start are multiplied by.
    std::uint64_t guessScale(int ply) const;
    // The same from the position of m_board, with the walk that suits its size.
    ProofNumbers searchHere(std::uint64_t key, ProofNumber proofLimit, ProofNumber disproofLimit,
                            int ply);
    int expandHere(Child* children);
    std::uint64_t keyHere() const;
    ProofNumbers lookup(const Child& child) const;
    // The table's entry for the position of m_board; a position the table does not know whose
    // mover wins at once counts as proven won (the 4 x 4 search does not store those).
    bool probeHere(SolverEntry& entry) const;
    bool outOfBudget();
    // Forgets the counts and outcome of the last run before a new one.
    void resetRun();
    bool teamHalted();

    // Searches the position of m_board to the end or the budget with every thread of the team.
    void searchTogether(std::uint64_t key, int ply);
    // In a team: the child to search when those other threads are in look dearer.
    void pickAside(const Child* children, int count, ProofNumber proofLimit, int& best,
                   ProofNumber& bestDisproof, ProofNumber& bestProof, ProofNumber& second) const;
    void makeTeam(int threads);

    void settleRootMoves(SolveResult& result);
    RootMoves countRootMoves(const Child* children, int count) const;
    void followProof(SolveResult& result);

    std::unique_ptr<SolverTable> m_ownTable; // the lead's; helpers use the lead's
    SolverTable& m_table;
    Board m_board;
    SolverJournal m_journal;
    SolverReplies m_replies; // other sizes: replies that win at once
    SolverPlanes m_planes;
    std::vector<Child> m_children; // one list of MaxSquares per ply
    int m_spotsHere = 0;           // the spots of the position the search started from (ply 0)

    SolveLimits m_limits;
    const std::atomic<bool>* m_stop = nullptr;
    ProgressCallback m_onProgress;
    std::chrono::steady_clock::time_point m_started;
    std::chrono::steady_clock::time_point m_nextReport;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextCheck = 0;
    bool m_aborted = false;
    bool m_stopped = false;
    ProofNumbers m_root{1, 1};
    RootMoves m_rootMoves;

    // With more than one thread: the lead owns the team and the helpers; each helper knows its
    // number in the team (the lead is 0). Helpers add their nodes to the team's count, which the
    // lead reads into m_others (0 with one thread).
    std::unique_ptr<SolverTeam> m_ownTeam;
    std::vector<std::unique_ptr<Solver>> m_helpers;
    SolverTeam* m_team = nullptr;
    int m_thread = 0;
    std::uint64_t m_flushed = 0;
    std::uint64_t m_others = 0;
    bool m_halted = false; // m_aborted because another thread settled the position
};

// Solves `board` with a table of limits.tableMegabytes made for this one solve.
SolveResult solve(const Board& board, const SolveLimits& limits,
                  const std::atomic<bool>* stop = nullptr,
                  const Solver::ProgressCallback& onProgress = {});

} // namespace jump61
