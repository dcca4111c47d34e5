#pragma once

#include "core/Board.h"

#include <array>
#include <cstdint>
#include <span>

namespace jump61 {

// A cell a move changed, and its value before the move.
struct CellChange
{
    std::uint8_t square;
    std::uint8_t cell;
};

// The most moves a game can still have from any position: every move adds a spot, and a board
// with more spots than the sum of its degrees cannot settle, so its cascade wins.
inline constexpr int MaxGameLength = 4 * MaxSize * (MaxSize - 1) - MaxSquares + 1;

// Make/unmake for search: plays moves on a board while remembering, for each move, the first
// value of every cell it changed, so that the move can be taken back exactly. A cell is noted
// once per move however often the cascade touches it, so one move costs at most N*N entries.
// Holds up to MaxPlies moves at once in fixed storage inside the object (which is large: create
// deep ones on the heap), so it never allocates.
template <int MaxPlies>
class BasicMoveJournal
{
public:
    using Change = CellChange;

    BasicMoveJournal() = default;
    BasicMoveJournal(const BasicMoveJournal&) = delete;
    BasicMoveJournal& operator=(const BasicMoveJournal&) = delete;

    // Plays a legal move on `board`; returns true if it won.
    bool play(Board& board, int square)
    {
        assert(m_plies < MaxPlies);
        m_frames[static_cast<std::size_t>(m_plies++)] = {board.summary(), m_used};
        nextStamp();
        const std::uint32_t start = m_used;
        const bool won = board.play(square, *this);
        for (std::uint32_t i = start; i < m_used; ++i) {
            board.rehashChanged(m_entries[i].square, m_entries[i].cell);
        }
        board.verify(true);
        return won;
    }

    // Takes back the last move played through this journal on `board`.
    void undo(Board& board)
    {
        assert(m_plies > 0);
        const Frame& frame = m_frames[static_cast<std::size_t>(--m_plies)];
        while (m_used > frame.start) {
            const Change& change = m_entries[--m_used];
            board.restoreCell(change.square, change.cell);
        }
        board.restore(frame.summary);
        board.verify(true);
    }

    int plies() const { return m_plies; }

    // The cells the last move played changed, with their values before it.
    std::span<const Change> lastChanges() const
    {
        const std::uint32_t start = m_frames[static_cast<std::size_t>(m_plies - 1)].start;
        return {m_entries.data() + start, m_used - start};
    }

    // Recorder interface used by Board::play.
    static constexpr bool defersHash = true;
    void touch(int square, std::uint8_t oldCell)
    {
        if (m_stamp[square] != m_current) {
            m_stamp[square] = m_current;
            m_entries[m_used++] = {static_cast<std::uint8_t>(square), oldCell};
        }
    }
    void jump(int /*square*/) {}

private:
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

    std::array<Change, static_cast<std::size_t>(MaxPlies) * MaxSquares> m_entries{};
    std::array<Frame, MaxPlies> m_frames{};
    std::array<std::uint16_t, MaxSquares> m_stamp{};
    std::uint32_t m_used = 0;
    std::uint16_t m_current = 0;
    int m_plies = 0;
};

// The search's journal: deeper than any search line.
using MoveJournal = BasicMoveJournal<256>;

} // namespace jump61
