#pragma once

#include <string>
#include <vector>

namespace jump61::testing {

// The rules of docs/PROTOCOL.md section 1, written as plainly as possible and with no thought for
// speed, to check the fast Board against. Squares are (row, col), 1-based; colours are
// 0 (white), 1 (red), 2 (blue).
class ReferenceBoard
{
public:
    explicit ReferenceBoard(int size);

    int size() const { return m_size; }
    int spots(int row, int col) const { return m_spots[at(row, col)]; }
    int colour(int row, int col) const { return m_colour[at(row, col)]; }
    int neighbourCount(int row, int col) const;

    // 1 (red) or 2 (blue): red iff total spots + size is even.
    int toMove() const;
    // 1 or 2 if that colour covers the board, else 0.
    int winner() const;
    bool isLegal(int row, int col) const;

    // Spots 0 means white with one spot.
    void set(int row, int col, int spots, int colour);

    // Plays a legal move with the jump order of docs/PROTOCOL.md 1.1; returns true if it won.
    bool play(int row, int col);

    // The dump format of docs/PROTOCOL.md section 4.
    std::string dump() const;

private:
    int at(int row, int col) const { return (row - 1) * m_size + (col - 1); }
    bool onBoard(int row, int col) const;

    int m_size;
    std::vector<int> m_spots;
    std::vector<int> m_colour;
};

} // namespace jump61::testing
