#include "engine/Solver.h"

#include <algorithm>
#include <thread>

// The solver's threads: how a team of them searches one position over the one table. How they
// share it and keep apart is told at the top of Solver.cpp.

namespace jump61 {

namespace {

// A child another thread is searching, as this one sees it: twice as hard to prove wrong.
ProofNumber dearer(ProofNumber disproof)
{
    if (disproof == 0 || disproof == ProofInfinity) {
        return disproof;
    }
    return static_cast<ProofNumber>(
        std::min<std::uint64_t>(std::uint64_t{disproof} * 2, ProofInfinity - 1));
}

} // namespace

void Solver::makeTeam(int threads)
{
    if (threads == static_cast<int>(m_helpers.size()) + 1) {
        return;
    }
    m_helpers.clear();
    m_ownTeam.reset();
    m_team = nullptr;
    if (threads == 1) {
        return;
    }
    m_ownTeam = std::make_unique<SolverTeam>(threads);
    m_team = m_ownTeam.get();
    for (int thread = 1; thread < threads; ++thread) {
        m_helpers.push_back(std::unique_ptr<Solver>(new Solver(m_table, *m_team, thread)));
    }
}

void Solver::searchTogether(std::uint64_t key, int ply)
{
    if (m_helpers.empty()) {
        searchHere(key, ProofInfinity, ProofInfinity, ply);
        return;
    }
    // Every thread runs df-pn from the same position over the one table. They part ways by
    // the marks of the team: a child another thread is searching looks dearer (see search).
    m_team->start(static_cast<int>(m_helpers.size()));
    m_table.setShared(true);
    std::vector<std::thread> threads;
    threads.reserve(m_helpers.size());
    for (const auto& owned : m_helpers) {
        Solver& helper = *owned;
        helper.m_board = m_board;
        helper.m_journal.reset(m_board);
        helper.m_children.resize(m_children.size());
        // The lead keeps the budgets and reports; a helper only watches the stop flag.
        helper.m_limits = SolveLimits{};
        helper.m_stop = m_stop;
        helper.resetRun();
        const auto run = [&helper, key, ply] {
            helper.searchHere(key, ProofInfinity, ProofInfinity, ply);
            if (!helper.m_aborted) {
                helper.m_team->halt(); // settled: the others can stop
            }
            helper.m_team->addNodes(helper.m_nodes - helper.m_flushed);
            helper.m_team->finished();
        };
        try {
            threads.emplace_back(run);
        } catch (...) {
            // The system gave no thread: the ones started stop before the error goes up.
            m_team->halt();
            for (std::thread& thread : threads) {
                thread.join();
            }
            m_table.setShared(false);
            throw;
        }
    }
    searchHere(key, ProofInfinity, ProofInfinity, ply);
    m_team->halt();
    for (std::thread& thread : threads) {
        thread.join();
    }
    m_table.setShared(false);
    m_others = m_team->nodes();
    if (m_halted) {
        // Another thread settled the position: that is no lack of budget.
        m_aborted = false;
        m_halted = false;
    }
}

void Solver::pickAside(const Child* children, int count, ProofNumber proofLimit, int& best,
                       ProofNumber& bestDisproof, ProofNumber& bestProof, ProofNumber& second) const
{
    int aside = -1;
    ProofNumber asidePick = ProofInfinity;
    ProofNumber asideSecond = ProofInfinity;
    for (int i = 0; i < count; ++i) {
        const ProofNumber disproof = children[i].numbers.disproof;
        const ProofNumber pick =
            m_team->busy(m_thread, children[i].key) ? dearer(disproof) : disproof;
        if (pick < asidePick) {
            asideSecond = asidePick;
            asidePick = pick;
            aside = i;
        } else if (pick < asideSecond) {
            asideSecond = pick;
        }
    }
    // Only a child that can still be searched within the limit: one whose own numbers already
    // reach it would come back at once, and this node would pick it again, forever.
    if (aside < 0 || children[aside].numbers.disproof >= proofLimit) {
        return;
    }
    best = aside;
    bestDisproof = children[aside].numbers.disproof;
    bestProof = children[aside].numbers.proof;
    second = asideSecond;
}

bool Solver::teamHalted()
{
    if (m_thread == 0) {
        m_others = m_team->nodes();
    } else {
        m_team->addNodes(m_nodes - m_flushed);
        m_flushed = m_nodes;
        m_team->checkIn();
    }
    return m_team->halted();
}

} // namespace jump61
