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

    m_moves = std::make_unique<Journal>();
}

} // namespace jump61
