#include "engine/SolverJournal.h"

namespace jump61 {

namespace {

// Image `g` of (row, col) on an n x n board, rows and columns from 0: bit 0 reflects the rows,
// bit 1 the columns, bit 2 swaps rows and columns; the eight combinations are the square's
// symmetries.
int imageOf(int g, int row, int col, int n)
{
    if ((g & 1) != 0) {
        row = n - 1 - row;
    }
    if ((g & 2) != 0) {
        col = n - 1 - col;
    }
    if ((g & 4) != 0) {
        std::swap(row, col);
    }
    return row * n + col;
}

} // namespace

void SolverJournal::reset(const Board& board)
{
    const int n = board.size();
    const int area = board.area();
    for (int g = 0; g < Images; ++g) {
        for (int sq = 0; sq < area; ++sq) {
            m_image[g][sq] = static_cast<std::uint8_t>(imageOf(g, sq / n, sq % n, n));
        }
    }
    m_hashes.fill(zobrist::Table.size[n]);
    for (int sq = 0; sq < area; ++sq) {
        for (int g = 0; g < Images; ++g) {
            m_hashes[g] ^= zobrist::Table.cell[m_image[g][sq]][board.cell(sq)];
        }
    }

    // Every move adds a spot and a settled board holds at most the sum of the degrees, so the
    // game has at most that many moves left, plus the one that overflows it.
    const int capacity = 4 * n * (n - 1);
    const int plies = std::max(1, capacity - board.totalSpots() + 1) + 1;
    m_frames.assign(static_cast<std::size_t>(plies), Frame{});
    m_entries.assign(static_cast<std::size_t>(plies) * static_cast<std::size_t>(area), Entry{});
    m_stamp.fill(0);
    m_used = 0;
    m_current = 0;
    m_plies = 0;
}

} // namespace jump61
