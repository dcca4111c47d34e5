#pragma once

#include <array>
#include <cstdint>

namespace jump61 {

inline constexpr int MinSize = 2;
inline constexpr int MaxSize = 15;
inline constexpr int DefaultSize = 6;
inline constexpr int MaxSquares = MaxSize * MaxSize;

// The fixed shape of an N x N board: for every square, how many neighbours it has and which they
// are, in the order up, down, left, right that the jump rules prescribe. Squares are numbered
// row by row from 0 (row 1, column 1) to N*N - 1. The tables for all sizes are built once at
// compile time, so the cascade never computes a neighbour.
struct Topology
{
    int size = 0;
    int area = 0;
    std::array<std::uint8_t, MaxSquares> degree{};
    std::array<std::array<std::uint8_t, 4>, MaxSquares> neighbours{};

    static const Topology& of(int size);

    constexpr int index(int row, int col) const { return (row - 1) * size + (col - 1); }
    constexpr int row(int square) const { return square / size + 1; }
    constexpr int col(int square) const { return square % size + 1; }
    constexpr bool contains(long long row, long long col) const
    {
        return row >= 1 && row <= size && col >= 1 && col <= size;
    }
};

} // namespace jump61
