#pragma once

#include "core/Board.h"
#include "core/MoveJournal.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace jump61 {

// Make/unmake for the solver, which also keeps the Zobrist hashes of the position's eight images
// under the symmetries of the square (four rotations, each with or without a reflection). The
// smallest of the eight is the position's canonical key: a position and its mirror images share
// one key and so one transposition-table entry. Moves go through a MoveJournal, whose list of
// changed cells updates all eight hashes: a quiet move costs sixteen table look-ups. Its
// capacity is the longest game there can be, so it never runs out and never allocates.
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
        m_saved[static_cast<std::size_t>(m_moves->plies())] = m_hashes;
        const bool won = m_moves->play(board, square);
        for (const CellChange& change : m_moves->lastChanges()) {
            const std::uint8_t now = board.cell(change.square);
            for (int g = 0; g < Images; ++g) {
                const auto& keys = zobrist::Table.cell[m_image[g][change.square]];
                m_hashes[g] ^= keys[change.cell] ^ keys[now];
            }
        }
        return won;
    }

    // Takes back the last move.
    void undo(Board& board)
    {
        m_moves->undo(board);
        m_hashes = m_saved[static_cast<std::size_t>(m_moves->plies())];
    }

    // The canonical key of the current position: the least hash over its eight images.
    std::uint64_t key() const { return *std::min_element(m_hashes.begin(), m_hashes.end()); }

    // True if the position equals one of its other images (then moves come in symmetric sets).
    bool symmetric() const
    {
        return std::find(m_hashes.begin() + 1, m_hashes.end(), m_hashes[0]) != m_hashes.end();
    }

    int plies() const { return m_moves->plies(); }

    // The square that image `g` maps `square` to.
    int image(int g, int square) const { return m_image[g][square]; }

private:
    using Journal = BasicMoveJournal<MaxGameLength + 1>;

    std::unique_ptr<Journal> m_moves;
    // The hashes before each move of the current line.
    std::array<std::array<std::uint64_t, Images>, MaxGameLength + 1> m_saved{};
    std::array<std::array<std::uint8_t, MaxSquares>, Images> m_image{};
    std::array<std::uint64_t, Images> m_hashes{};
};

} // namespace jump61
