#include "gui/board/FreshPosition.h"

#include <QDeadlineTimer>

namespace jump61 {

FreshPosition::FreshPosition() : m_clock([] { return QDeadlineTimer::current().deadline(); }) {}

void FreshPosition::settled(const Board& board)
{
    if (m_board && *m_board == board) {
        return;
    }
    m_board = board;
    m_since = m_clock();
}

bool FreshPosition::tooNew() const
{
    return youngerThan(m_lookTime);
}

bool FreshPosition::youngerThan(qint64 milliseconds) const
{
    return m_board && m_clock() - m_since < milliseconds;
}

} // namespace jump61
