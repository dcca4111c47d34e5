#include "gui/board/PressBurst.h"

#include <algorithm>

#include <QGuiApplication>
#include <QStyleHints>

namespace jump61 {

namespace {

// Longer than a double click, since a player clicking "about every third of a second" may well
// leave more than the double-click interval between clicks.
constexpr quint64 LeastGap = 750;

} // namespace

quint64 PressBurst::gap()
{
    return std::max<quint64>(
        LeastGap, static_cast<quint64>(QGuiApplication::styleHints()->mouseDoubleClickInterval()));
}

bool PressBurst::press(quint64 timestamp)
{
    if (timestamp == 0) {
        return false;
    }
    const bool continues = m_last && timestamp >= *m_last && timestamp - *m_last < gap();
    m_last = timestamp;
    return continues;
}

} // namespace jump61
