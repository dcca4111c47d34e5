#pragma once

#include "core/Board.h"

#include <functional>
#include <optional>

#include <QtGlobal>

namespace jump61 {

// How long the position on the board has been there. A press that comes sooner after a change
// than a person can see the new position and choose a square on it was meant for the position
// before (a player clicking on while the computer answers): the board does not take it as a
// move. Timed by the program's clock from the moment the board settled on the new position,
// since the change is the program's own event and has no device time.
class FreshPosition
{
public:
    // Milliseconds on a clock that never goes back.
    using Clock = std::function<qint64()>;

    // A person's quickest reaction to something seen is about a fifth of a second; seeing what
    // changed and aiming at a square takes longer still.
    static constexpr qint64 LookTime = 300;

    FreshPosition();

    // For tests: a clock of their own, and a look time other than LookTime (0: presses are
    // never too soon).
    void setClock(Clock clock) { m_clock = std::move(clock); }
    void setLookTime(qint64 milliseconds) { m_lookTime = milliseconds; }

    // The board now shown, settled: a position other than the one noted before starts a new
    // look time.
    void settled(const Board& board);
    // The position noted last came less than the look time ago.
    bool tooNew() const;
    // The position noted last came less than `milliseconds` ago.
    bool youngerThan(qint64 milliseconds) const;

private:
    Clock m_clock;
    qint64 m_lookTime = LookTime;
    std::optional<Board> m_board;
    qint64 m_since = 0;
};

} // namespace jump61
