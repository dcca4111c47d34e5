#pragma once

#include "gui/board/CascadeAnimator.h"
#include "gui/worker/SessionChannel.h"
#include "gui/worker/SessionSnapshot.h"

#include <cstdint>
#include <deque>

#include <QObject>
#include <QStringList>

namespace jump61 {

// Keeps what the window shows in step with the interpreter, and nothing more: it holds the
// last snapshot the interpreter sent and feeds reported moves to the animator. It accepts a
// person's move only when the position on screen is the interpreter's current position and a
// person is to move. It asks for the computer's move when the game is not paused and no
// computer move is still being shown, so a computer's game advances at the animation's pace
// (while a person's cascade plays, the computer may already think about its answer).
//
// It also keeps the snapshot of what the board shows: snapshots that arrive while moves are
// still being animated wait until the animation reaches their position, so that the views
// describing the game (status panel, chart, counts) never run ahead of the board.
class GameController : public QObject
{
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);

    SessionChannel& interpreter() { return m_interpreter; }
    CascadeAnimator& animator() { return m_animator; }
    const CascadeAnimator& animator() const { return m_animator; }
    const SessionSnapshot& snapshot() const { return m_snapshot; }
    const Board& shownBoard() const { return m_animator.frame().board; }
    // The interpreter's state at the position the animation has fully shown (the one before
    // the move being played, if any).
    const SessionSnapshot& shownSnapshot() const { return m_shown; }

    void send(const QString& line);
    void sendAll(const QStringList& lines);

    // Sends a person's move on a square of the board; returns false (and sends nothing) if no
    // person may move now. A square the rules refuse is sent too, for the interpreter to say
    // why.
    bool play(int square);
    // Nothing is animating and the screen shows the interpreter's current position.
    bool boardCaughtUp() const;
    // How many moves the interpreter has reported so far (each is drawn in turn): what a line
    // reported with a move waits for before it is shown.
    std::uint64_t movesReceived() const { return m_movesReceived; }
    // The board has caught up and no command is on its way.
    bool settled() const;
    bool acceptingMoves() const;

    void undo();
    void redo();
    void hint();
    // Stop, pause and step are the window's own controls of pacing, not commands of the
    // interpreter: the text protocol has nothing to pace (a script's computer moves at once),
    // and a command sent during a search would abort it rather than play its best move. Every
    // other action is a text command sent through send().
    void stopThinking();
    void setPaused(bool paused);
    bool paused() const { return m_interpreter.paused(); }
    // While kept, a pause does not end when a person takes a side (onSnapshot): for a pause
    // made before a `load` whose players are still being set, until that load has finished.
    void setPauseKept(bool kept) { m_pauseKept = kept; }
    // No computer move while a modal dialog covers the board: the player could not see it.
    void setHeld(bool held);
    bool held() const { return m_interpreter.held(); }
    // While the window shows a review, the computer waits and no person's move is taken.
    void setReviewing(bool reviewing);
    bool reviewing() const { return m_reviewing; }
    // One computer move while paused.
    void step();
    bool canStep() const;

    int hintSquare() const { return m_hint; }

signals:
    // Something the views show may have changed.
    void changed();
    void snapshotChanged(const jump61::SessionSnapshot& snapshot);
    // The game was paused or resumed.
    void pausedChanged(bool paused);
    void hintChanged(int square);
    // The shown snapshot, or the move being played, has changed.
    void shownChanged();
    void quitRequested();

private:
    void onSnapshot(const SessionSnapshot& snapshot);
    void onMove(const MoveEvent& event);
    void onLine(const QString& line);
    void continueIfDue();
    void setHint(int square);
    bool updateShown();
    // When no state reported is the position `base` the board draws from, the newest one whose
    // game passed through it, taken back to it, is shown; false if none did (or it is shown).
    bool passThrough(const Board& base);

    SessionChannel m_interpreter;
    CascadeAnimator m_animator;
    SessionSnapshot m_snapshot;
    SessionSnapshot m_shown;
    std::deque<SessionSnapshot> m_pending; // newer than m_shown, oldest first
    int m_hint = -1;
    bool m_reviewing = false;
    bool m_pauseKept = false;
    std::uint64_t m_movesReceived = 0;
};

} // namespace jump61
