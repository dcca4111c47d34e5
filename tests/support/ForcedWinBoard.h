#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace jump61::testing {

// The board of the tests' exhaustive solver (ForcedWinSolver): the rules of docs/PROTOCOL.md
// section 1, independent of the engine's Board, and kept plain so that its correctness can be seen.
// Unlike ReferenceBoard it is a flat value with no allocation, so the solver can copy it at
// every node and play a move on the copy. ForcedWinTest checks it move by move against
// ReferenceBoard.
//
// Squares are numbered row by row from 0 (row 1, column 1), as the engine numbers them; colours
// are 0 (white), 1 (red), 2 (blue), as in ReferenceBoard.
class ForcedWinBoard
{
public:
    static constexpr int MaxSize = 15;
    static constexpr int MaxSquares = MaxSize * MaxSize;

    explicit ForcedWinBoard(int size);

    int size() const { return m_size; }
    int area() const { return m_size * m_size; }
    int square(int row, int col) const { return (row - 1) * m_size + (col - 1); }
    int row(int square) const { return square / m_size + 1; }
    int col(int square) const { return square % m_size + 1; }

    int spots(int square) const { return m_spots[square]; }
    int colour(int square) const { return m_colour[square]; }
    int neighbourCount(int square) const;

    // 1 (red) or 2 (blue): red iff total spots + size is even.
    int toMove() const { return (m_total + m_size) % 2 == 0 ? 1 : 2; }
    // 1 or 2 if that colour covers the board, else 0.
    int winner() const;
    bool gameOver() const { return winner() != 0; }
    bool isLegal(int square) const;

    // Spots 0 means white with one spot; no jumping happens.
    void set(int square, int spots, int colour);

    // Plays a legal move with the jump order of docs/PROTOCOL.md 1.1; returns true if it won.
    bool play(int square);

    // True if playing the legal move `square` would win at once. Only a move that makes its
    // square overfull can change another square, so any other move wins only when every other
    // square already has the mover's colour; moves that overfill are played on a copy.
    bool winsAtOnce(int square) const;

    // The cell in dump notation, e.g. "3r", "1-".
    std::string cellText(int square) const;
    // The dump format of docs/PROTOCOL.md section 4.
    std::string dump() const;

    bool operator==(const ForcedWinBoard& other) const;

private:
    void addSpot(int square, int mover);

    int m_size;
    int m_total;
    std::array<int, 3> m_count{};
    std::array<std::uint8_t, MaxSquares> m_spots{};
    std::array<std::uint8_t, MaxSquares> m_colour{};
};

} // namespace jump61::testing
