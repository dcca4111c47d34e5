#pragma once

#include "core/Topology.h"

#include <array>
#include <cstdint>

namespace jump61 {

// Square sets of an N x N board as words of bits, square k at bit k (row by row, no padding:
// a 6 x 6 or 8 x 8 board is one word, 15 x 15 four), with the masks and shifts that PlaneBoard's
// cascade needs: the squares of each degree, and the neighbours in each direction of a whole
// set at once. Everything is fixed at compile time per size.
template <int N>
struct PlaneBits
{
    static constexpr int Area = N * N;
    static constexpr int Words = (Area + 63) / 64;
    using Plane = std::array<std::uint64_t, Words>;

    static constexpr Plane squaresWhere(bool (*keep)(int row, int col))
    {
        Plane plane{};
        for (int sq = 0; sq < Area; ++sq) {
            if (keep(sq / N, sq % N)) {
                plane[static_cast<std::size_t>(sq / 64)] |= std::uint64_t{1} << (sq % 64);
            }
        }
        return plane;
    }
    static constexpr int degreeAt(int row, int col)
    {
        return (row > 0) + (row < N - 1) + (col > 0) + (col < N - 1);
    }
    static constexpr std::array<std::uint8_t, Area> degrees()
    {
        std::array<std::uint8_t, Area> degree{};
        for (int sq = 0; sq < Area; ++sq) {
            degree[static_cast<std::size_t>(sq)] =
                static_cast<std::uint8_t>(degreeAt(sq / N, sq % N));
        }
        return degree;
    }

    static constexpr std::array<std::uint8_t, Area> Degree = degrees();
    static constexpr Plane BoardMask = squaresWhere([](int, int) { return true; });
    static constexpr Plane Degree2 = squaresWhere([](int r, int c) { return degreeAt(r, c) == 2; });
    static constexpr Plane Degree3 = squaresWhere([](int r, int c) { return degreeAt(r, c) == 3; });
    static constexpr Plane Degree4 = squaresWhere([](int r, int c) { return degreeAt(r, c) == 4; });
    static constexpr Plane HasLeft = squaresWhere([](int, int c) { return c > 0; });
    static constexpr Plane HasRight = squaresWhere([](int, int c) { return c < N - 1; });

    static constexpr Plane both(const Plane& a, const Plane& b)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] & b[w];
        }
        return r;
    }
    static constexpr bool empty(const Plane& a)
    {
        std::uint64_t any = 0;
        for (int w = 0; w < Words; ++w) {
            any |= a[w];
        }
        return any == 0;
    }
    static constexpr Plane andNot(const Plane& a, const Plane& b)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] & ~b[w];
        }
        return r;
    }
    // Bit k moves to bit k + shift (toward higher squares), across words.
    template <int Shift>
    static constexpr Plane towardHigher(const Plane& a)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] << Shift;
            if (w > 0) {
                r[w] |= a[w - 1] >> (64 - Shift);
            }
        }
        return r;
    }
    template <int Shift>
    static constexpr Plane towardLower(const Plane& a)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] >> Shift;
            if (w + 1 < Words) {
                r[w] |= a[w + 1] << (64 - Shift);
            }
        }
        return r;
    }

    // The squares just above (below, left of, right of) some square of `a`.
    static constexpr Plane up(const Plane& a) { return towardLower<N>(a); }
    static constexpr Plane down(const Plane& a)
    {
        Plane r = towardHigher<N>(a);
        r[Words - 1] &= BoardMask[Words - 1];
        return r;
    }
    static constexpr Plane left(const Plane& a)
    {
        Plane masked{};
        for (int w = 0; w < Words; ++w) {
            masked[w] = a[w] & HasLeft[w];
        }
        return towardLower<1>(masked);
    }
    static constexpr Plane right(const Plane& a)
    {
        Plane masked{};
        for (int w = 0; w < Words; ++w) {
            masked[w] = a[w] & HasRight[w];
        }
        return towardHigher<1>(masked);
    }

    // The neighbours of each square.
    static constexpr std::array<Plane, Area> neighbourPlanes()
    {
        std::array<Plane, Area> near{};
        for (int sq = 0; sq < Area; ++sq) {
            Plane square{};
            square[static_cast<std::size_t>(sq / 64)] = std::uint64_t{1} << (sq % 64);
            const Plane u = up(square);
            const Plane d = down(square);
            const Plane l = left(square);
            const Plane r = right(square);
            for (int w = 0; w < Words; ++w) {
                near[static_cast<std::size_t>(sq)][w] = u[w] | d[w] | l[w] | r[w];
            }
        }
        return near;
    }
    static constexpr std::array<Plane, Area> Neighbours = neighbourPlanes();

    // The squares of a settled board (spots less one s1 s0) that hold as many spots as they
    // have neighbours: 2 on a corner, 3 on an edge, 4 inside. A spot more makes them jump.
    static constexpr Plane critical(const Plane& s0, const Plane& s1)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = (Degree2[w] & s0[w] & ~s1[w]) | (Degree3[w] & s1[w] & ~s0[w]) |
                   (Degree4[w] & s1[w] & s0[w]);
        }
        return r;
    }

    // The overfull squares of a board whose spots less one are the binary number s3 s2 s1 s0:
    // at least 2 on a corner, 3 on an edge, 4 inside.
    static constexpr Plane overfull(const Plane& s0, const Plane& s1, const Plane& s2,
                                    const Plane& s3)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = s2[w] | s3[w] | (Degree2[w] & s1[w]) | (Degree3[w] & s1[w] & s0[w]);
        }
        return r;
    }
};

// One wave of a cascade on 64 squares' spot counts, kept as four bit planes (s0 the lowest bit):
// each square gains a spot from every neighbour that jumped (`up`, `down`, `left`, `right`
// hold the squares next to a jumper on that side), and each jumper loses its degree
// (`jumped`; `degree2`, `degree3`, `degree4` are the squares of each degree). Shared by
// PlaneBoard's cascade and the 4 x 4 solver's lanes (engine/SolverPlanes.h).
inline void spreadWave(std::uint64_t& s0, std::uint64_t& s1, std::uint64_t& s2, std::uint64_t& s3,
                       std::uint64_t up, std::uint64_t down, std::uint64_t left,
                       std::uint64_t right, std::uint64_t jumped, std::uint64_t degree2,
                       std::uint64_t degree3, std::uint64_t degree4)
{
    // received = up + down + left + right, three bits
    const std::uint64_t a0 = up ^ down ^ left;
    const std::uint64_t a1 = (up & down) | (left & (up ^ down));
    const std::uint64_t r0 = a0 ^ right;
    const std::uint64_t c0 = a0 & right;
    const std::uint64_t r1 = a1 ^ c0;
    const std::uint64_t r2 = a1 & c0;
    // s += received; four arrive (r2) only where r0 and r1 are clear, so no carry meets r2 at
    // bit 2
    std::uint64_t carry = s0 & r0;
    s0 ^= r0;
    const std::uint64_t sum = s1 ^ r1 ^ carry;
    carry = (s1 & r1) | (carry & (s1 ^ r1));
    s1 = sum;
    carry |= r2;
    s3 ^= s2 & carry;
    s2 ^= carry;
    // s -= degree on the jumpers: 2 = 010, 3 = 011, 4 = 100. Bit 0 is taken only where bit 1
    // also is (degree 3), bit 2 only where bit 1 lends nothing (degree 4), and a jumper has
    // more spots than its degree, so nothing is lent past bit 3.
    const std::uint64_t m0 = jumped & degree3;
    const std::uint64_t m1 = jumped & (degree2 | degree3);
    const std::uint64_t m2 = jumped & degree4;
    const std::uint64_t lent0 = m0 & ~s0;
    s0 ^= m0;
    const std::uint64_t lent1 = m1 & (~s1 | lent0);
    s1 ^= m1 & ~lent0;
    const std::uint64_t take2 = m2 | lent1;
    s3 ^= take2 & ~s2;
    s2 ^= take2;
}

} // namespace jump61
