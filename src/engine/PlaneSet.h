#pragma once

#include "core/PlaneBoard.h"

#include <array>
#include <bit>
#include <cstdint>

namespace jump61 {

// A set of squares of an N x N board in PlaneBoard's layout (square k is bit k), with the
// operations of SquareSet, so that the evaluation's terms are counted the same way on either.
// The quiescence search reads its sets straight from the planes of its PlaneBoard.
template <int N>
class PlaneSet
{
public:
    using Bits = PlaneBits<N>;
    using Plane = typename Bits::Plane;

    constexpr PlaneSet() = default;
    constexpr explicit PlaneSet(const Plane& plane) : m_plane(plane) {}

    // The lowest square of the set; the set must not be empty.
    int first() const
    {
        for (int i = 0;; ++i) {
            if (m_plane[i] != 0) {
                return i * 64 + std::countr_zero(m_plane[i]);
            }
        }
    }
    // Calls visit(square) for each square of the set, lowest first.
    template <typename Visit>
    void forEach(Visit&& visit) const
    {
        for (int i = 0; i < Bits::Words; ++i) {
            for (std::uint64_t word = m_plane[i]; word != 0; word &= word - 1) {
                visit(i * 64 + std::countr_zero(word));
            }
        }
    }
    constexpr void add(int square) { m_plane[square >> 6] |= std::uint64_t{1} << (square & 63); }
    constexpr void remove(int square)
    {
        m_plane[square >> 6] &= ~(std::uint64_t{1} << (square & 63));
    }
    constexpr bool contains(int square) const
    {
        return ((m_plane[square >> 6] >> (square & 63)) & 1) != 0;
    }
    int count() const
    {
        int n = 0;
        for (int i = 0; i < Bits::Words; ++i) {
            n += std::popcount(m_plane[i]);
        }
        return n;
    }
    bool empty() const { return Bits::empty(m_plane); }
    friend bool operator==(const PlaneSet&, const PlaneSet&) = default;

    friend constexpr PlaneSet operator&(PlaneSet a, const PlaneSet& b)
    {
        for (int i = 0; i < Bits::Words; ++i) {
            a.m_plane[i] &= b.m_plane[i];
        }
        return a;
    }
    friend constexpr PlaneSet operator|(PlaneSet a, const PlaneSet& b)
    {
        for (int i = 0; i < Bits::Words; ++i) {
            a.m_plane[i] |= b.m_plane[i];
        }
        return a;
    }
    friend constexpr PlaneSet minus(PlaneSet a, const PlaneSet& b)
    {
        return PlaneSet(Bits::andNot(a.m_plane, b.m_plane));
    }

    // The squares one row up (down, one column left, right) from a square of the set: unlike
    // SquareSet's, they never leave the board.
    constexpr PlaneSet up() const { return PlaneSet(Bits::up(m_plane)); }
    constexpr PlaneSet down() const { return PlaneSet(Bits::down(m_plane)); }
    constexpr PlaneSet left() const { return PlaneSet(Bits::left(m_plane)); }
    constexpr PlaneSet right() const { return PlaneSet(Bits::right(m_plane)); }
    constexpr PlaneSet neighbours(const PlaneSet& /*board*/) const
    {
        return PlaneSet(Bits::around(m_plane));
    }
    // The squares of the set joined to `square`, one of them, through neighbours in the set.
    PlaneSet component(int square) const { return PlaneSet(Bits::component(square, m_plane)); }

private:
    Plane m_plane{};
};

// The board's squares, corners and edges (corners excluded), as BoardMasks gives them for
// SquareSet.
template <int N>
struct PlaneMasks
{
    using Bits = PlaneBits<N>;
    static constexpr bool isCorner(int r, int c)
    {
        return (r == 0 || r == N - 1) && (c == 0 || c == N - 1);
    }
    static constexpr bool isEdge(int r, int c)
    {
        return (r == 0 || r == N - 1 || c == 0 || c == N - 1) && !isCorner(r, c);
    }
    static constexpr PlaneSet<N> board{Bits::BoardMask};
    static constexpr PlaneSet<N> corners{Bits::squaresWhere(isCorner)};
    static constexpr PlaneSet<N> edges{Bits::squaresWhere(isEdge)};
};

// PositionSets for a PlaneBoard of a settled position: the squares each colour owns (as sets
// and as counts), its critical squares and its spots, indexed by static_cast<int>(Side).
template <int N>
struct PlanePositionSets
{
    std::array<PlaneSet<N>, 3> owned;
    std::array<PlaneSet<N>, 3> critical;
    std::array<int, 3> squares{};
    std::array<int, 3> spots{};

    static PlanePositionSets of(const PlaneBoard<N>& board)
    {
        using Bits = PlaneBits<N>;
        const auto& s0 = board.spotPlane(0);
        const auto& s1 = board.spotPlane(1);
        const auto& redPlane = board.ownerPlane(0);
        const auto& bluePlane = board.ownerPlane(1);
        const auto critical = Bits::critical(s0, s1);
        typename Bits::Plane redCritical;
        typename Bits::Plane blueCritical;
        int redSquares = 0;
        int blueSquares = 0;
        int redExtra = 0; // Red's spots beyond one a square
        for (int w = 0; w < Bits::Words; ++w) {
            redCritical[w] = critical[w] & redPlane[w];
            blueCritical[w] = critical[w] & bluePlane[w];
            redSquares += std::popcount(redPlane[w]);
            blueSquares += std::popcount(bluePlane[w]);
            // A square's spots are one more than its planes' number.
            redExtra += std::popcount(redPlane[w] & s0[w]) + 2 * std::popcount(redPlane[w] & s1[w]);
        }
        // The rest follows from counts the board keeps: a white square holds one spot, and
        // the spots of all three colours add up to the board's total. Counted plane by plane
        // instead, they were a third of the evaluation's popcounts on 15 x 15.
        const int whiteSquares = N * N - redSquares - blueSquares;
        const int redSpots = redSquares + redExtra;
        const int blueSpots = board.totalSpots() - whiteSquares - redSpots;
        const PlaneSet<N> red(redPlane);
        const PlaneSet<N> blue(bluePlane);
        const PlaneSet<N> white = minus(PlaneMasks<N>::board, red | blue);
        const PlaneSet<N> redCriticalSet(redCritical);
        // A white square has one spot, and none is critical. The empty set is stored apart:
        // with it among the braces, GCC cleared all three critical sets and the spots with a
        // string instruction that is slow to start, a few per cent of the 15 x 15 searches.
        PlanePositionSets sets{{white, red, blue},
                               {redCriticalSet, redCriticalSet, PlaneSet<N>(blueCritical)},
                               {whiteSquares, redSquares, blueSquares},
                               {whiteSquares, redSpots, blueSpots}};
        sets.critical[0] = PlaneSet<N>();
        return sets;
    }
};

} // namespace jump61
