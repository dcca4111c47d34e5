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

} // namespace jump61
