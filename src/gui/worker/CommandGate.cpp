#include "gui/worker/CommandGate.h"

#include "protocol/Session.h"

namespace jump61 {

void CommandGate::commandQueued()
{
    const std::lock_guard lock(m_mutex);
    ++m_waiting;
}

void CommandGate::commandStarted()
{
    const std::lock_guard lock(m_mutex);
    if (m_waiting > 0) {
        --m_waiting;
    }
}

void CommandGate::setPaused(bool paused)
{
    const std::lock_guard lock(m_mutex);
    m_paused = paused;
    m_session.setComputerHeld(holding());
}

void CommandGate::setHeld(bool held)
{
    const std::lock_guard lock(m_mutex);
    m_held = held;
    m_session.setComputerHeld(holding());
}

void CommandGate::setReviewing(bool reviewing)
{
    const std::lock_guard lock(m_mutex);
    m_reviewing = reviewing;
    m_session.setComputerHeld(holding());
}

bool CommandGate::holding() const
{
    return m_paused || m_held || m_reviewing || m_closed;
}

void CommandGate::close()
{
    const std::lock_guard lock(m_mutex);
    m_closed = true;
    m_session.setComputerHeld(true);
}

bool CommandGate::paused() const
{
    const std::lock_guard lock(m_mutex);
    return m_paused;
}

bool CommandGate::searchAllowed() const
{
    const std::lock_guard lock(m_mutex);
    return m_waiting == 0 && !m_closed;
}

} // namespace jump61
