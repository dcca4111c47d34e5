#pragma once

#include <optional>

#include <QtGlobal>

namespace jump61 {

// Tells whether a press comes in a quick burst with the one before it (by the events' clock):
// a player clicking on while the board catches up, or a double click, not a look at each new
// position. The board uses it to drop presses made before the player can have seen a change,
// and the win box to keep the second click of a double click from putting it away.
class PressBurst
{
public:
    // Presses closer together than this, in milliseconds, are one burst: the platform's
    // double-click interval, and never less than 750 ms.
    static quint64 gap();

    // Notes a press at event time `timestamp` and returns whether it is within gap() of the
    // press noted before it. A zero timestamp says nothing about when the press happened (an
    // event made by a program, not by a device): it is not noted and continues nothing.
    bool press(quint64 timestamp);

private:
    std::optional<quint64> m_last;
};

} // namespace jump61
