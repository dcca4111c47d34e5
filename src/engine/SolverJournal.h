#pragma once

#include "core/Board.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace jump61 {

// Make/unmake for the solver, which also keeps the Zobrist hashes of the position's eight images
// under the symmetries of the square (four rotations, each with or without a reflection). The
// smallest of the eight is the position's canonical key: a position and its mirror images share
// one key and so one transposition-table entry.
//
// It works like MoveJournal (it remembers the first value of every cell a move changes, so the
// move can be taken back exactly), and uses the same list of changed cells to update all eight
// hashes after each move: a quiet move costs sixteen table look-ups. The capacity is the longest
// game the position can still have, so it never runs out and never allocates after reset().
class SolverJournal
{
public:
    static constexpr int Images = 8;

    SolverJournal() = default;
    SolverJournal(const SolverJournal&) = delete;
    SolverJournal& operator=(const SolverJournal&) = delete;

    // Starts from `board`, forgetting every move played.
    void reset(const Board& board);

    // Plays a legal move; returns true if it won.
    bool play(Board& board, int square)
    {
        Frame& frame = m_frames[m_plies++];
        frame.summary = board.summary();
        frame.start = m_used;
        frame.hashes = m_hashes;
        nextStamp();
        const bool won = board.play(square, *this);
        for (std::uint32_t i = frame.start; i < m_used; ++i) {
            const Entry& entry = m_entries[i];
            const std::uint8_t now = board.cell(entry.square);
            for (int g = 0; g < Images; ++g) {
                const auto& keys = zobrist::Table.cell[m_image[g][entry.square]];
                m_hashes[g] ^= keys[entry.cell] ^ keys[now];
            }
        }
        return won;
    }

    // Takes back the last move.
    void undo(Board& board)
    {
        const Frame& frame = m_frames[--m_plies];
        while (m_used > frame.start) {
            const Entry& entry = m_entries[--m_used];
            board.restoreCell(entry.square, entry.cell);
        }
        board.restore(frame.summary);
        m_hashes = frame.hashes;
    }

    // The canonical key of the current position: the least hash over its eight images.
    std::uint64_t key() const { return *std::min_element(m_hashes.begin(), m_hashes.end()); }

    // True if the position equals one of its other images (then moves come in symmetric sets).
    bool symmetric() const
    {
        return std::find(m_hashes.begin() + 1, m_hashes.end(), m_hashes[0]) != m_hashes.end();
    }

    // Cells changed by the last move: 1 if it fired nothing.
    int lastMoveCells() const { return static_cast<int>(m_used - m_frames[m_plies - 1].start); }

    int plies() const { return m_plies; }

    // The square that image `g` maps `square` to.
    int image(int g, int square) const { return m_image[g][square]; }

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
        std::array<std::uint64_t, Images> hashes;
    };

    void nextStamp()
    {
        if (++m_current == 0) {
            m_stamp.fill(0);
            m_current = 1;
        }
    }

    std::vector<Entry> m_entries;
    std::vector<Frame> m_frames;
    std::array<std::array<std::uint8_t, MaxSquares>, Images> m_image{};
    std::array<std::uint64_t, Images> m_hashes{};
    std::array<std::uint32_t, MaxSquares> m_stamp{};
    std::uint32_t m_used = 0;
    std::uint32_t m_current = 0;
    int m_plies = 0;
};

} // namespace jump61
