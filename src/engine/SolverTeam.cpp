#include "engine/SolverTeam.h"

namespace jump61 {

SolverTeam::SolverTeam(int threads) : m_marks(static_cast<std::size_t>(threads))
{
    for (Marks& marks : m_marks) {
        for (std::atomic<std::uint32_t>& mark : marks) {
            mark.store(0, std::memory_order_relaxed);
        }
    }
}

void SolverTeam::start(int helpers)
{
    const std::lock_guard lock(m_mutex);
    m_halted.store(false, std::memory_order_relaxed);
    m_running = helpers;
    m_parked = 0;
}

void SolverTeam::pauseHelpers()
{
    std::unique_lock lock(m_mutex);
    m_paused.store(true, std::memory_order_release);
    m_changed.wait(lock, [this] { return m_parked == m_running; });
}

void SolverTeam::resumeHelpers()
{
    {
        const std::lock_guard lock(m_mutex);
        m_paused.store(false, std::memory_order_release);
    }
    m_changed.notify_all();
}

void SolverTeam::park()
{
    std::unique_lock lock(m_mutex);
    ++m_parked;
    m_changed.notify_all();
    m_changed.wait(lock, [this] { return !m_paused.load(std::memory_order_relaxed); });
    --m_parked;
}

void SolverTeam::finished()
{
    {
        const std::lock_guard lock(m_mutex);
        --m_running;
    }
    m_changed.notify_all();
}

} // namespace jump61
