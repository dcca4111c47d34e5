#pragma once

#include <mutex>

namespace jump61 {

class Session;

// Decides when the computer may move, so that the window never waits for it. A command sent
// while a search runs must act at once: the window aborts the search before posting it, and
// the gate stops the computer from starting another search while commands are still waiting
// on the worker thread (otherwise `new` would be followed by a fresh search that the next
// queued command would wait out). It also holds the computer while the player has paused the
// game, while a dialog the player must answer covers the window, or while the window shows a
// review of the game.
//
// The window calls commandQueued() before it posts a command; the worker calls
// commandStarted() just before running it, and searchAllowed() as each search starts.
class CommandGate
{
public:
    explicit CommandGate(Session& session) : m_session(session) {}

    void commandQueued();
    void commandStarted();
    void setPaused(bool paused);
    // The window holds the computer while a modal dialog covers the board.
    void setHeld(bool held);
    // The window shows a review of the game: the computer waits until it is left.
    void setReviewing(bool reviewing);
    // The window is closing: no search may start any more.
    void close();

    bool paused() const;
    // No command is waiting and the window is not closing.
    bool searchAllowed() const;

private:
    // Called with the mutex held.
    bool holding() const;

    Session& m_session;
    mutable std::mutex m_mutex;
    int m_waiting = 0;
    bool m_paused = false;
    bool m_held = false;
    bool m_reviewing = false;
    bool m_closed = false;
};

} // namespace jump61
