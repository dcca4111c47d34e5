#pragma once

#include "core/Board.h"

#include <array>
#include <cstdint>

namespace jump61 {

// Make/unmake for search: plays moves on a board while remembering, for each move, the first
// value of every cell it changed, so that the move can be taken back exactly. A cell is noted
// once per move however often the cascade touches it, so one move costs at most N*N entries and
// the journal never allocates. Holds up to MaxPlies moves at once.
class MoveJournal
{
public:
    static constexpr int MaxPlies = 256;

    MoveJournal() = default;
    MoveJournal(const MoveJournal&) = delete;
    MoveJournal& operator=(const MoveJournal&) = delete;

    // Plays a legal move on `board`; returns true if it won.
    bool play(Board& board, int square)
    {
        assert(m_plies < MaxPlies);
        m_frames[m_plies++] = {board.summary(), m_used};
        nextStamp();
        return board.play(square, *this);
    }

    // Takes back the last move played through this journal on `board`.
    void undo(Board& board)
    {
        assert(m_plies > 0);
        const Frame& frame = m_frames[--m_plies];
        while (m_used > frame.start) {
            const Entry& entry = m_entries[--m_used];
            board.restoreCell(entry.square, entry.cell);
        }
        board.restore(frame.summary);
    }

    int plies() const { return m_plies; }

    // Recorder interface used by Board::play.
    void touch(int square, std::uint8_t oldCell)
    {
        if (m_stamp[square] != m_current) {
            m_stamp[square] = m_current;
            m_entries[m_used++] = {static_cast<std::uint8_t>(square), oldCell};
        }
    }
    void jump(int /*square*/) {}

private:
    struct Entry
    {
        std::uint8_t square;
        std::uint8_t cell;
    };
    struct Frame
    {
        Board::Summary summary;
        std::uint32_t start;
    };

    void nextStamp()
    {
        if (++m_current == 0) {
            m_stamp.fill(0);
            m_current = 1;
        }
    }

    std::array<Entry, MaxPlies * MaxSquares> m_entries{};
    std::array<Frame, MaxPlies> m_frames{};
    std::array<std::uint16_t, MaxSquares> m_stamp{};
    std::uint32_t m_used = 0;
    std::uint16_t m_current = 0;
    int m_plies = 0;
};

} // namespace jump61
