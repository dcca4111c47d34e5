#pragma once

#include "core/Board.h"
#include "core/MoveJournal.h"
#include "core/PlaneBoard.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace jump61 {

// What a first guess is made of, for the position after a move: the legal moves of its mover
// and of the other side, and their loaded squares (as many spots as neighbours: a move there
// fires).
struct ChildCounts
{
    int moverMoves = 0;
    int otherMoves = 0;
    int moverLoaded = 0;
    int otherLoaded = 0;
};

// The solver's walk over 4 x 4 positions: copy-make on PlaneBoard<4> (one copy of 64 bytes a
// move, no journal to take back) and an exact canonical key instead of hashes.
//
// A settled 4 x 4 position is four 16-bit planes (the ones and twos of every square's spots less
// one, Red's squares, Blue's squares), so the whole position fits one 64-bit word, one plane a
// lane. A symmetry of the square moves the same bits in every lane, so the eight images of the
// word come from a few shifts and masks: reversing the bits of each row flips the columns,
// reversing the rows flips the rows, two delta swaps transpose. The least of the eight is the
// canonical code; the key is that code through an invertible mix, so that the table's index
// bits are spread and two 4 x 4 positions never share a key (a hash would only make that
// unlikely; against the Zobrist keys of other sizes in a kept table, a clash is as unlikely as
// any 64-bit collision).
class SolverPlanes
{
public:
    using Planes = PlaneBoard<4>;
    static constexpr int Size = 4;
    static constexpr int Area = 16;

    // Starts from `board` (a 4 x 4 board), forgetting every move played.
    void reset(const Board& board)
    {
        m_stack.assign(static_cast<std::size_t>(MaxGameLength + 2), Planes(board));
        m_depth = 0;
    }

    // Plays a legal move; returns true if it won. A won position is never searched, so a move
    // that wins is not replayed to get the won position's spots exactly (PlaneBoard::cascade),
    // and positions are keyed by their code, so a cascade does not rehash.
    bool play(int square)
    {
        m_stack[m_depth + 1] = m_stack[m_depth];
        ++m_depth;
        Planes& now = m_stack[m_depth];
        return now.fires(square) ? now.template cascade<false, false>(square) : now.play(square);
    }
    void undo() { --m_depth; }

    // The legal moves of the side to move, those that fire a cascade first, each group in
    // square order. Returns their number.
    int moves(int* squares) const
    {
        const Planes& now = m_stack[m_depth];
        const int mover = now.moverIndex();
        const std::uint64_t legal = now.legalMoves()[0];
        const std::uint64_t firing = legal & now.critical()[0] & now.ownerPlane(mover)[0];
        int count = 0;
        for (std::uint64_t set : {firing, legal & ~firing}) {
            for (; set != 0; set &= set - 1) {
                squares[count++] = std::countr_zero(set);
            }
        }
        return count;
    }

    // What expand needs of the position after a legal move: its key and counts, or true if the
    // move wins. A move that fires nothing changes one square, so its code is worked out from
    // this one's without playing it.
    bool child(int square, std::uint64_t& key, ChildCounts& counts)
    {
        const Planes& now = m_stack[m_depth];
        const int mover = now.moverIndex();
        if (now.fires(square)) {
            if (play(square)) {
                undo();
                return true;
            }
            const std::uint64_t code = this->code();
            undo();
            key = keyOfCode(code);
            counts = countsOf(code, mover ^ 1);
            return false;
        }
        const std::uint64_t bit = std::uint64_t{1} << square;
        std::uint64_t code = this->code();
        if ((now.ownerPlane(mover)[0] & bit) == 0) {
            if ((now.ownerPlane(mover)[0] | bit) == 0xFFFF) {
                return true;
            }
            code |= bit | bit << (32 + 16 * mover);
        } else if ((code & bit) != 0) {
            code = (code ^ bit) | bit << 16;
        } else {
            code |= bit;
        }
        key = keyOfCode(code);
        counts = countsOf(code, mover ^ 1);
        return false;
    }

    std::uint64_t key() const { return keyOfCode(code()); }
    // True if the position equals one of its other images (then moves come in symmetric sets).
    bool symmetric() const
    {
        const std::array<std::uint64_t, 8> images = imagesOf(code());
        return std::find(images.begin() + 1, images.end(), images[0]) != images.end();
    }

    // The key of a position given as a Board, as key() would give it.
    static std::uint64_t keyOf(const Board& board)
    {
        SolverPlanes planes;
        planes.m_stack.assign(1, Planes(board));
        return planes.key();
    }

private:
    std::uint64_t code() const
    {
        const Planes& now = m_stack[m_depth];
        return now.spotPlane(0)[0] | now.spotPlane(1)[0] << 16 | now.ownerPlane(0)[0] << 32 |
               now.ownerPlane(1)[0] << 48;
    }

    // The counts of a position given by its code, `mover` (0 Red, 1 Blue) to move. A square is
    // loaded when its spots less one are 1 on a corner, 2 on an edge, 3 inside.
    static ChildCounts countsOf(std::uint64_t code, int mover)
    {
        const std::uint64_t ones = code & 0xFFFF;
        const std::uint64_t twos = code >> 16 & 0xFFFF;
        const std::uint64_t loaded =
            (Corners & ones & ~twos) | (Edges & twos & ~ones) | (Inside & ones & twos);
        const std::uint64_t mine = code >> (32 + 16 * mover) & 0xFFFF;
        const std::uint64_t theirs = code >> (32 + 16 * (mover ^ 1)) & 0xFFFF;
        return {Area - std::popcount(theirs), Area - std::popcount(mine),
                std::popcount(loaded & mine), std::popcount(loaded & theirs)};
    }
    static constexpr std::uint64_t Corners = 0x9009;
    static constexpr std::uint64_t Edges = 0x6996;
    static constexpr std::uint64_t Inside = 0x0660;

    static std::uint64_t flipColumns(std::uint64_t x)
    {
        x = ((x & 0x5555555555555555ull) << 1) | ((x >> 1) & 0x5555555555555555ull);
        return ((x & 0x3333333333333333ull) << 2) | ((x >> 2) & 0x3333333333333333ull);
    }
    static std::uint64_t flipRows(std::uint64_t x)
    {
        x = ((x & 0x0F0F0F0F0F0F0F0Full) << 4) | ((x >> 4) & 0x0F0F0F0F0F0F0F0Full);
        return ((x & 0x00FF00FF00FF00FFull) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFull);
    }
    static std::uint64_t transpose(std::uint64_t x)
    {
        std::uint64_t t = (x ^ (x >> 3)) & 0x0A0A0A0A0A0A0A0Aull;
        x ^= t ^ (t << 3);
        t = (x ^ (x >> 6)) & 0x00CC00CC00CC00CCull;
        return x ^ t ^ (t << 6);
    }

    static std::uint64_t keyOfCode(std::uint64_t code)
    {
        const std::array<std::uint64_t, 8> images = imagesOf(code);
        return mix(*std::min_element(images.begin(), images.end()));
    }
    static std::array<std::uint64_t, 8> imagesOf(std::uint64_t a)
    {
        const std::uint64_t b = flipColumns(a);
        const std::uint64_t c = flipRows(a);
        const std::uint64_t d = flipRows(b);
        return {a, b, c, d, transpose(a), transpose(b), transpose(c), transpose(d)};
    }

    // An invertible mix (the finaliser of splitmix64): distinct codes give distinct keys.
    static std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    std::vector<Planes> m_stack;
    int m_depth = 0;
};

} // namespace jump61
