#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace jump61 {

// What the threads of one parallel solve share besides the table: the flag that ends their
// searches, the helpers' node count, and a pause for the progress call (the table is saved from
// there and must not change meanwhile).
class SolverTeam
{
public:
    explicit SolverTeam(int threads);

    int threads() const { return m_threads; }

    // Before the threads set out on one position: `helpers` of them besides the caller.
    void start(int helpers);
    // Ends the searches of every thread: the position is settled or the budget spent.
    void halt() { m_halted.store(true, std::memory_order_relaxed); }
    bool halted() const { return m_halted.load(std::memory_order_relaxed); }

    // The helpers' nodes, added every so often; the caller's budget counts them.
    void addNodes(std::uint64_t nodes) { m_nodes.fetch_add(nodes, std::memory_order_relaxed); }
    std::uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    void resetNodes() { m_nodes.store(0, std::memory_order_relaxed); }

    // The caller stops the helpers between two nodes, and lets them go on.
    void pauseHelpers();
    void resumeHelpers();
    // A helper, between two nodes: waits while the team is paused.
    void checkIn()
    {
        if (m_paused.load(std::memory_order_acquire)) {
            park();
        }
    }
    // A helper whose search ended: the pause no longer waits for it.
    void finished();

private:
    void park();

    int m_threads;
    std::atomic<bool> m_halted{false};
    std::atomic<std::uint64_t> m_nodes{0};

    std::atomic<bool> m_paused{false};
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_running = 0; // helpers still searching
    int m_parked = 0;  // helpers waiting for the pause to end
};

} // namespace jump61
