#pragma once

#include "core/Topology.h"

#include <array>
#include <bit>
#include <cstdint>

namespace jump61 {

// A set of squares as a bitboard: row r of the board is the 16-bit lane r of 64-bit words, four
// rows a word (15 rows of at most 15 columns fit in four words, 240 bits). Column 15 of every
// lane is never on the board, so shifting a whole word by one column moves nothing into a
// neighbouring row that the board mask does not clear again. Neighbour sets of many squares at
// once then cost a handful of word operations, which is what makes the evaluation fast. A board
// of N rows needs wordsFor(N) words; smaller boards use fewer, so every operation does less.
inline constexpr int MaxSetWords = 4;

constexpr int wordsFor(int size)
{
    return (size + 3) / 4;
}

template <int Words>
class SquareSet
{
public:
    static constexpr int LaneBits = 16;
    static_assert(Words >= 1 && Words <= MaxSetWords);

    constexpr SquareSet() = default;

    static constexpr int bitOf(int row0, int col0) { return row0 * LaneBits + col0; }

    constexpr void add(int bit) { m_words[bit >> 6] |= std::uint64_t{1} << (bit & 63); }
    constexpr void orWord(int word, std::uint64_t bits) { m_words[word] |= bits; }
    // The lowest bit of the set; the set must not be empty.
    int first() const
    {
        for (int i = 0;; ++i) {
            if (m_words[i] != 0) {
                return i * 64 + std::countr_zero(m_words[i]);
            }
        }
    }
    constexpr bool contains(int bit) const { return (m_words[bit >> 6] >> (bit & 63)) & 1; }

    constexpr std::uint64_t word(int index) const { return m_words[index]; }

    int count() const
    {
        int n = 0;
        for (int i = 0; i < Words; ++i) {
            n += std::popcount(m_words[i]);
        }
        return n;
    }
    bool empty() const
    {
        std::uint64_t any = 0;
        for (int i = 0; i < Words; ++i) {
            any |= m_words[i];
        }
        return any == 0;
    }
    friend bool operator==(const SquareSet&, const SquareSet&) = default;

    friend constexpr SquareSet operator&(SquareSet a, const SquareSet& b)
    {
        for (int i = 0; i < Words; ++i) {
            a.m_words[i] &= b.m_words[i];
        }
        return a;
    }
    friend constexpr SquareSet operator|(SquareSet a, const SquareSet& b)
    {
        for (int i = 0; i < Words; ++i) {
            a.m_words[i] |= b.m_words[i];
        }
        return a;
    }
    // The squares of `a` that are not in `b`.
    friend constexpr SquareSet minus(SquareSet a, const SquareSet& b)
    {
        for (int i = 0; i < Words; ++i) {
            a.m_words[i] &= ~b.m_words[i];
        }
        return a;
    }

    // Every square one row down (up) from a square of the set; may leave the board.
    constexpr SquareSet down() const
    {
        SquareSet s;
        s.m_words[0] = m_words[0] << LaneBits;
        for (int i = 1; i < Words; ++i) {
            s.m_words[i] = (m_words[i] << LaneBits) | (m_words[i - 1] >> (64 - LaneBits));
        }
        return s;
    }
    constexpr SquareSet up() const
    {
        SquareSet s;
        for (int i = 0; i + 1 < Words; ++i) {
            s.m_words[i] = (m_words[i] >> LaneBits) | (m_words[i + 1] << (64 - LaneBits));
        }
        s.m_words[Words - 1] = m_words[Words - 1] >> LaneBits;
        return s;
    }
    // Every square one column right (left); may land in the unused column 15.
    constexpr SquareSet right() const
    {
        SquareSet s;
        for (int i = 0; i < Words; ++i) {
            s.m_words[i] = m_words[i] << 1;
        }
        return s;
    }
    constexpr SquareSet left() const
    {
        SquareSet s;
        for (int i = 0; i < Words; ++i) {
            s.m_words[i] = m_words[i] >> 1;
        }
        return s;
    }

    // The squares next to some square of the set, within `board` (the set itself included
    // where its squares touch each other).
    constexpr SquareSet neighbours(const SquareSet& board) const
    {
        return (up() | down() | left() | right()) & board;
    }

private:
    std::array<std::uint64_t, Words> m_words{};
};

} // namespace jump61
