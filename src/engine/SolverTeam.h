#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace jump61 {

// What the threads of one parallel solve share besides the table: the flag that ends their
// searches, the helpers' node count, the marks that keep them out of each other's way, and a
// pause for the progress call (the table is saved from there and must not change meanwhile).
class SolverTeam
{
public:
    // Threads searching a node are marked in the nodes of this many plies from the position
    // searched: deeper, the threads rarely meet, and marking every node would cost time.
    static constexpr int MarkedPlies = 10;

    // Marks a node as entered by one thread of a team for as long as the search is in it.
    class Mark
    {
    public:
        Mark(SolverTeam* team, int thread, std::uint64_t key)
            : m_team(team), m_thread(thread), m_key(key)
        {
            if (m_team != nullptr) {
                m_team->enter(m_thread, m_key);
            }
        }
        ~Mark()
        {
            if (m_team != nullptr) {
                m_team->leave(m_thread, m_key);
            }
        }
        Mark(const Mark&) = delete;
        Mark& operator=(const Mark&) = delete;

    private:
        SolverTeam* m_team;
        int m_thread;
        std::uint64_t m_key;
    };

    explicit SolverTeam(int threads);

    int threads() const { return static_cast<int>(m_marks.size()); }

    // Before the threads set out on one position: `helpers` of them besides the caller.
    void start(int helpers);
    // Ends the searches of every thread: the position is settled or the budget spent.
    void halt() { m_halted.store(true, std::memory_order_relaxed); }
    bool halted() const { return m_halted.load(std::memory_order_relaxed); }

    // The helpers' nodes, added every so often; the caller's budget counts them.
    void addNodes(std::uint64_t nodes) { m_nodes.fetch_add(nodes, std::memory_order_relaxed); }
    std::uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }
    void resetNodes() { m_nodes.store(0, std::memory_order_relaxed); }

    // Thread `thread` enters or leaves the node `key`; busy tells whether a thread other than
    // `thread` is inside it (or a node whose key shares its slot: only a hint).
    void enter(int thread, std::uint64_t key) { bump(thread, key, 1); }
    void leave(int thread, std::uint64_t key) { bump(thread, key, -1); }
    bool busy(int thread, std::uint64_t key) const
    {
        for (std::size_t other = 0; other < m_marks.size(); ++other) {
            if (static_cast<int>(other) != thread &&
                m_marks[other][slot(key)].load(std::memory_order_relaxed) != 0) {
                return true;
            }
        }
        return false;
    }

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
    static constexpr std::size_t Slots = 4096;
    using Marks = std::array<std::atomic<std::uint32_t>, Slots>;

    static std::size_t slot(std::uint64_t key) { return (key ^ (key >> 32)) & (Slots - 1); }

    // Only `thread` writes its marks, so a load and a store suffice.
    void bump(int thread, std::uint64_t key, int by)
    {
        std::atomic<std::uint32_t>& mark = m_marks[static_cast<std::size_t>(thread)][slot(key)];
        mark.store(mark.load(std::memory_order_relaxed) + static_cast<std::uint32_t>(by),
                   std::memory_order_relaxed);
    }
    void park();

    std::vector<Marks> m_marks;
    std::atomic<bool> m_halted{false};
    std::atomic<std::uint64_t> m_nodes{0};

    std::atomic<bool> m_paused{false};
    std::mutex m_mutex;
    std::condition_variable m_changed;
    int m_running = 0; // helpers still searching
    int m_parked = 0;  // helpers waiting for the pause to end
};

} // namespace jump61
