#pragma once

#include "gui/board/AnimationFrame.h"
#include "gui/settings/DisplayOptions.h"
#include "gui/worker/MetaTypes.h"
#include "protocol/Reporter.h"

#include <deque>
#include <optional>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace jump61 {

// Turns the moves the interpreter reports into something a person can follow. Each move is
// replayed on a copy of the position before it: the core reports the order in which squares
// jump, and the animation shows the mover's spot landing (after a short preview of the chosen
// square, for the computer) and then each jump as one step in which spots travel to the
// neighbours and recolour them. The animator knows no rules of its own: every step is a call
// to Board::dropSpot or Board::jump, and the last one lands exactly on the reported position.
//
// Moves that arrive while one is playing wait in a queue. A click skips the rest of the
// current move; a position that the queue would not reach (after new, undo, load) replaces
// everything at once.
class CascadeAnimator : public QObject
{
    Q_OBJECT

public:
    explicit CascadeAnimator(QObject* parent = nullptr);

    void setSpeed(AnimationSpeed speed) { m_speed = speed; }
    AnimationSpeed speed() const { return m_speed; }
    // Time moves only through advance(): for screenshots and tests that need exact frames.
    void setManualClock(bool manual);
    void advance(int milliseconds);

    // Shows a position at once, dropping any queued moves.
    void show(const Board& board, int lastMove);
    void enqueue(const MoveEvent& event);
    // The interpreter's current position: kept if the queue leads there, shown at once if not.
    void sync(const Board& board, int lastMove);
    // Finishes the current move at once; the next queued move, if any, starts.
    void skip();
    void finishAll();

    bool busy() const { return m_current.has_value(); }
    // A computer's move is playing or waiting to play.
    bool showingComputerMove() const;
    // The position shown once every queued move has played.
    const Board& target() const;
    // The last position the animation has fully shown: the one before the move being played,
    // or the board itself when nothing plays.
    const Board& base() const;
    // The move being played, or null.
    const MoveEvent* currentMove() const { return m_current ? &m_current->event : nullptr; }
    const AnimationFrame& frame() const { return m_frame; }
    // Jumps in the current move, and how many of them have been shown.
    int jumpCount() const;
    int jumpsDone() const;

signals:
    void frameChanged();
    // A move has begun to play (its preview, for a computer's move).
    void moveStarted(const jump61::MoveEvent& event);
    // The queue is empty and the last move has landed.
    void finished();

private:
    enum class Phase
    {
        Preview,
        Drop,
        Jump
    };
    struct Running
    {
        MoveEvent event;
        std::vector<int> jumps;
        Board board; // the position as far as the animation has got
        Phase phase = Phase::Drop;
        std::size_t next = 0; // index of the jump being shown
        qreal elapsed = 0;    // milliseconds into the phase
    };

    void tick();
    void startNext();
    void completePhase();
    void completeMove();
    qreal duration(Phase phase) const;
    void updateFrame();
    void stopIfIdle();

    AnimationSpeed m_speed = AnimationSpeed::Normal;
    AnimationFrame m_frame;
    std::optional<Running> m_current;
    std::deque<MoveEvent> m_queue;
    QTimer m_timer;
    QElapsedTimer m_clock;
    bool m_manualClock = false;
};

} // namespace jump61
