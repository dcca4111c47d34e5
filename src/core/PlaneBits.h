#pragma once

#include "core/Topology.h"

#include <array>
#include <cstdint>
#include <type_traits>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

namespace jump61 {

// One wave of a cascade on a word of squares' spot counts (Word: 64 squares in a std::uint64_t,
// or 128 in an __m128i, see PlaneBits::Lanes), kept as four bit planes (s0 the lowest bit):
// each square gains a spot from every neighbour that jumped (`up`, `down`, `left`, `right`
// hold the squares next to a jumper on that side), and each jumper loses its degree
// (`jumped`; `degree2`, `degree3`, `degree4` are the squares of each degree). Shared by
// PlaneBoard's cascade and the 4 x 4 solver's lanes (engine/SolverPlanes.h).
template <class Word>
inline void spreadWave(Word& s0, Word& s1, Word& s2, Word& s3, Word up, Word down, Word left,
                       Word right, Word jumped, Word degree2, Word degree3, Word degree4)
{
    // received = up + down + left + right, three bits
    const Word a0 = up ^ down ^ left;
    const Word a1 = (up & down) | (left & (up ^ down));
    const Word r0 = a0 ^ right;
    const Word c0 = a0 & right;
    const Word r1 = a1 ^ c0;
    const Word r2 = a1 & c0;
    // s += received; four arrive (r2) only where r0 and r1 are clear, so no carry meets r2 at
    // bit 2
    Word carry = s0 & r0;
    s0 ^= r0;
    const Word sum = s1 ^ r1 ^ carry;
    carry = (s1 & r1) | (carry & (s1 ^ r1));
    s1 = sum;
    carry |= r2;
    s3 ^= s2 & carry;
    s2 ^= carry;
    // s -= degree on the jumpers: 2 = 010, 3 = 011, 4 = 100. Bit 0 is taken only where bit 1
    // also is (degree 3), bit 2 only where bit 1 lends nothing (degree 4), and a jumper has
    // more spots than its degree, so nothing is lent past bit 3.
    const Word m0 = jumped & degree3;
    const Word m1 = jumped & (degree2 | degree3);
    const Word m2 = jumped & degree4;
    const Word lent0 = m0 & ~s0;
    s0 ^= m0;
    const Word lent1 = m1 & (~s1 | lent0);
    s1 ^= m1 & ~lent0;
    const Word take2 = m2 | lent1;
    s3 ^= take2 & ~s2;
    s2 ^= take2;
}

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

    // On boards of three or four words (12 x 12 to 15 x 15), the shifts and the waves of a
    // cascade run on 128-bit registers, two words at a time. Word by word, the compiler kept some
    // results in general registers and read them back from the stack as pairs, and a pair read
    // over two single-word writes waits for both to reach the cache: the 15 x 15 quiescence's
    // move generator took twice as long that way, and one such read was an eighth of the
    // cascade's time. On two words (9 x 9 to 11 x 11) only the loops whose planes stay in
    // registers from the first round to the last do (PairedWaves): the waves, the growth of a
    // chain (component) and PlaneBoard's lone jump, which writes the planes as the pairs the
    // next node reads. Single shifts there were slower on registers than word by word, one
    // register a plane leaving nothing to gain from the width and still paying for the moves in
    // and out.
#if defined(__SSE4_1__)
    static constexpr bool Paired = Words >= 3;
    static constexpr bool PairedWaves = Words >= 2;
#else
    static constexpr bool Paired = false;
    static constexpr bool PairedWaves = false;
#endif

    static constexpr Plane both(const Plane& a, const Plane& b)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] & b[w];
        }
        return r;
    }
    static constexpr Plane either(const Plane& a, const Plane& b)
    {
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            r[w] = a[w] | b[w];
        }
        return r;
    }
    // Whether `a` holds every square of the board.
    static constexpr bool covers(const Plane& a)
    {
        std::uint64_t missing = 0;
        for (int w = 0; w < Words; ++w) {
            missing |= a[w] ^ BoardMask[w];
        }
        return missing == 0;
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
    // The squares of `a` (only those in `mask`, if given), each moved Shift squares toward the
    // higher (Higher) or the lower squares, across words.
    template <int Shift, bool Higher>
    static constexpr Plane moved(const Plane& a, const Plane* mask = nullptr)
    {
#if defined(__SSE4_1__)
        if constexpr (Paired) {
            if (!std::is_constant_evaluated()) {
                Plane r;
                store(r, shifted<Shift, Higher>(mask ? masked(load(a), *mask) : load(a)));
                return r;
            }
        }
#endif
        Plane m = a;
        for (int w = 0; mask && w < Words; ++w) {
            m[w] &= (*mask)[w];
        }
        Plane r{};
        for (int w = 0; w < Words; ++w) {
            if constexpr (Higher) {
                r[w] = m[w] << Shift | (w > 0 ? m[w - 1] >> (64 - Shift) : 0);
            } else {
                r[w] = m[w] >> Shift | (w + 1 < Words ? m[w + 1] << (64 - Shift) : 0);
            }
        }
        return r;
    }

    // The squares just above (below, left of, right of) some square of `a`.
    static constexpr Plane up(const Plane& a)
    {
        return moved<N, false>(a);
    }
    static constexpr Plane down(const Plane& a)
    {
        Plane r = moved<N, true>(a);
        r[Words - 1] &= BoardMask[Words - 1];
        return r;
    }
    static constexpr Plane left(const Plane& a)
    {
        return moved<1, false>(a, &HasLeft);
    }
    static constexpr Plane right(const Plane& a)
    {
        return moved<1, true>(a, &HasRight);
    }
    // The squares next to some square of `a`.
    static constexpr Plane around(const Plane& a)
    {
#if defined(__SSE4_1__)
        if constexpr (Paired) {
            if (!std::is_constant_evaluated()) {
                Plane r;
                store(r, around(load(a)));
                return r;
            }
        }
#endif
        const Plane u = up(a);
        const Plane d = down(a);
        const Plane l = left(a);
        const Plane r = right(a);
        Plane near{};
        for (int w = 0; w < Words; ++w) {
            near[w] = u[w] | d[w] | l[w] | r[w];
        }
        return near;
    }

#if defined(__SSE4_1__)
    // A plane in 128-bit registers, two words each; on three words, the last register's upper
    // word is kept clear.
    static constexpr int Pairs = (Words + 1) / 2;
    struct Lanes
    {
        // not std::array: its template argument would drop the alignment
        __m128i v[Pairs];
    };
    static Lanes load(const Plane& a)
    {
        Lanes l;
        for (int i = 0; i < Pairs; ++i) {
            const auto* at = reinterpret_cast<const __m128i*>(&a[2 * i]);
            l.v[i] = 2 * i + 1 < Words ? _mm_loadu_si128(at) : _mm_loadl_epi64(at);
        }
        return l;
    }
    static void store(Plane& a, const Lanes& l)
    {
        for (int i = 0; i < Pairs; ++i) {
            auto* at = reinterpret_cast<__m128i*>(&a[2 * i]);
            if (2 * i + 1 < Words) {
                _mm_storeu_si128(at, l.v[i]);
            } else {
                _mm_storel_epi64(at, l.v[i]);
            }
        }
    }
    static Lanes masked(const Lanes& a, const Plane& mask)
    {
        const Lanes m = load(mask);
        Lanes r;
        for (int i = 0; i < Pairs; ++i) {
            r.v[i] = a.v[i] & m.v[i];
        }
        return r;
    }
    static Lanes either(const Lanes& a, const Lanes& b)
    {
        Lanes r;
        for (int i = 0; i < Pairs; ++i) {
            r.v[i] = a.v[i] | b.v[i];
        }
        return r;
    }
    // Bit k moved to bit k + Shift (Higher) or k - Shift, across words. On three words, a shift
    // toward higher squares carries bits into the clear upper word: `store` drops them, and
    // `sides` masks them off.
    template <int Shift, bool Higher>
    static Lanes shifted(const Lanes& a)
    {
        Lanes r;
        for (int i = 0; i < Pairs; ++i) {
            if constexpr (Higher) {
                // The words just below this pair's: [a(2i-1), a(2i)].
                const __m128i below =
                    i == 0 ? _mm_slli_si128(a.v[0], 8) : _mm_alignr_epi8(a.v[i], a.v[i - 1], 8);
                r.v[i] = _mm_slli_epi64(a.v[i], Shift) | _mm_srli_epi64(below, 64 - Shift);
            } else {
                // The words just above: [a(2i+1), a(2i+2)].
                const __m128i above = i + 1 == Pairs ? _mm_srli_si128(a.v[i], 8)
                                                     : _mm_alignr_epi8(a.v[i + 1], a.v[i], 8);
                r.v[i] = _mm_srli_epi64(a.v[i], Shift) | _mm_slli_epi64(above, 64 - Shift);
            }
        }
        return r;
    }
    static bool emptyLanes(const Lanes& a)
    {
        __m128i any = a.v[0];
        for (int i = 1; i < Pairs; ++i) {
            any |= a.v[i];
        }
        return _mm_testz_si128(any, any) != 0;
    }
    static Lanes both(const Lanes& a, const Lanes& b)
    {
        Lanes r;
        for (int i = 0; i < Pairs; ++i) {
            r.v[i] = a.v[i] & b.v[i];
        }
        return r;
    }
    static bool sameLanes(const Lanes& a, const Lanes& b)
    {
        __m128i differ = a.v[0] ^ b.v[0];
        for (int i = 1; i < Pairs; ++i) {
            differ |= a.v[i] ^ b.v[i];
        }
        return _mm_testz_si128(differ, differ) != 0;
    }
    // The squares just above (below, left of, right of) some square of `a`, none past the
    // board: on three words the move right is masked too, keeping the upper word clear.
    struct Sides
    {
        Lanes up;
        Lanes down;
        Lanes left;
        Lanes right;
    };
    static Sides sides(const Lanes& a)
    {
        const Lanes right = shifted<1, true>(masked(a, HasRight));
        return {shifted<N, false>(a), masked(shifted<N, true>(a), BoardMask),
                shifted<1, false>(masked(a, HasLeft)),
                Words % 2 == 0 ? right : masked(right, BoardMask)};
    }
    // The squares next to some square of `a`.
    static Lanes around(const Lanes& a)
    {
        const Sides s = sides(a);
        return either(either(s.up, s.down), either(s.left, s.right));
    }
    // The square alone, as lanes: built in registers, since a plane with one word written by
    // itself and read back as pairs waits for that write to land.
    static Lanes single(int square)
    {
        const std::uint64_t bit = std::uint64_t{1} << (square & 63);
        const int word = square >> 6;
        Lanes l;
        for (int i = 0; i < Pairs; ++i) {
            l.v[i] = _mm_set_epi64x(static_cast<long long>(2 * i + 1 == word ? bit : 0),
                                    static_cast<long long>(2 * i == word ? bit : 0));
        }
        return l;
    }
    static bool settlePaired(const Lanes& dropped, Plane& s0, Plane& s1, Plane& s2, Plane& s3,
                             Plane& mine, Plane& theirs)
    {
        Lanes l0 = load(s0);
        Lanes l1 = load(s1);
        Lanes l2;
        Lanes l3;
        for (int i = 0; i < Pairs; ++i) {
            const __m128i carry0 = l0.v[i] & dropped.v[i];
            l0.v[i] ^= dropped.v[i];
            l2.v[i] = l1.v[i] & carry0;
            l1.v[i] ^= carry0;
            l3.v[i] = _mm_setzero_si128();
        }
        Lanes ours = load(mine);
        Lanes other = load(theirs);
        const Lanes degree2 = load(Degree2);
        const Lanes degree3 = load(Degree3);
        const Lanes degree4 = load(Degree4);
        const Lanes board = load(BoardMask);
        bool won = false;
        for (;;) {
            Lanes over;
            for (int i = 0; i < Pairs; ++i) {
                over.v[i] = l2.v[i] | l3.v[i] | (degree2.v[i] & l1.v[i]) |
                            (degree3.v[i] & l1.v[i] & l0.v[i]);
            }
            if (emptyLanes(over)) {
                break;
            }
            // The wave's jumpers grow by every critical square joined to one of them through
            // critical squares (see settle).
            Lanes crit;
            for (int i = 0; i < Pairs; ++i) {
                crit.v[i] = (degree2.v[i] & _mm_andnot_si128(l1.v[i], l0.v[i])) |
                            (degree3.v[i] & _mm_andnot_si128(l0.v[i], l1.v[i])) |
                            (degree4.v[i] & l1.v[i] & l0.v[i]);
            }
            Sides near;
            Lanes got; // the squares next to a jumper
            for (;;) {
                near = sides(over);
                Lanes more;
                for (int i = 0; i < Pairs; ++i) {
                    got.v[i] = near.up.v[i] | near.down.v[i] | near.left.v[i] | near.right.v[i];
                    more.v[i] = _mm_andnot_si128(over.v[i], got.v[i] & crit.v[i]);
                }
                if (emptyLanes(more)) {
                    break;
                }
                over = either(over, more);
            }
            Lanes missing;
            for (int i = 0; i < Pairs; ++i) {
                ours.v[i] |= got.v[i];
                other.v[i] = _mm_andnot_si128(got.v[i], other.v[i]);
                spreadWave(l0.v[i], l1.v[i], l2.v[i], l3.v[i], near.up.v[i], near.down.v[i],
                           near.left.v[i], near.right.v[i], over.v[i], degree2.v[i], degree3.v[i],
                           degree4.v[i]);
                missing.v[i] = ours.v[i] ^ board.v[i];
            }
            if (emptyLanes(missing)) {
                won = true;
                break;
            }
        }
        store(s0, l0);
        store(s1, l1);
        store(s2, l2);
        store(s3, l3);
        store(mine, ours);
        store(theirs, other);
        return won;
    }
#endif

    // The squares of `within` joined to `square`, one of them, through neighbours in `within`:
    // a chain of critical squares, for example. Grown a ring at a time, in registers where the
    // shifts are: built word by word, each ring was read back two words at a time before its
    // words had landed, a wait at every ring (a tenth of the 15 x 15 quiescence's move
    // generator).
    static Plane component(int square, const Plane& within)
    {
#if defined(__SSE4_1__)
        if constexpr (PairedWaves) {
            const Lanes set = load(within);
            Lanes chain = single(square);
            for (;;) {
                const Lanes grown = either(chain, both(around(chain), set));
                if (sameLanes(grown, chain)) {
                    break;
                }
                chain = grown;
            }
            Plane r;
            store(r, chain);
            return r;
        }
#endif
        Plane chain{};
        chain[static_cast<std::size_t>(square >> 6)] = std::uint64_t{1} << (square & 63);
        for (;;) {
            const Plane grown = either(chain, both(around(chain), within));
            if (grown == chain) {
                return chain;
            }
            chain = grown;
        }
    }

    // A spot dropped on `square` of a settled board whose spots less one are s1 s0 (from
    // degree - 1, 1 to 3, to degree), then waves of simultaneous jumps on spots less one
    // s3 s2 s1 s0 until nothing is overfull or the squares `mine` takes (and `theirs` loses)
    // cover the board; returns whether they do. s2 and s3 are written, not read.
    //
    // A wave jumps every overfull square and every critical square joined to one of them
    // through critical squares: each of those gains a spot from a jumper next to it and would
    // jump in a later wave anyway. Jumps commute, so the settled position, and whether the board
    // is covered, are those of one jump at a time; and each jumper still holds more spots than
    // its degree once the wave's spots have arrived, as spreadWave needs. A chain of critical
    // squares, the commonest cascade past a lone jump, then fires in one wave instead of one
    // wave a ring (the bench's 9 x 9 and 15 x 15 searches 4-5% faster).
    static bool settle(int square, Plane& s0, Plane& s1, Plane& s2, Plane& s3, Plane& mine,
                       Plane& theirs)
    {
#if defined(__SSE4_1__)
        if constexpr (PairedWaves) {
            return settlePaired(single(square), s0, s1, s2, s3, mine, theirs);
        }
#endif
        // The spot is added in every word, as a bit that is zero but in one: written to the one
        // word alone (an index known at run time), the planes could be read back two words at
        // a time before that write had landed.
        const int dropWord = square >> 6;
        for (int w = 0; w < Words; ++w) {
            dropSpots(w, w == dropWord ? std::uint64_t{1} << (square & 63) : 0, s0, s1, s2, s3);
        }
        return settleWaves(s0, s1, s2, s3, mine, theirs);
    }
    // settle for a spot dropped on each square of `dropped` at once (each of them critical):
    // the waves jump every square that any one of those spots alone would have jumped, and more
    // (adding spots never takes a jump away, whatever their order), so a board these spots do
    // not cover is covered by none of them alone.
    static bool settleAll(const Plane& dropped, Plane& s0, Plane& s1, Plane& s2, Plane& s3,
                          Plane& mine, Plane& theirs)
    {
#if defined(__SSE4_1__)
        if constexpr (PairedWaves) {
            return settlePaired(load(dropped), s0, s1, s2, s3, mine, theirs);
        }
#endif
        for (int w = 0; w < Words; ++w) {
            dropSpots(w, dropped[static_cast<std::size_t>(w)], s0, s1, s2, s3);
        }
        return settleWaves(s0, s1, s2, s3, mine, theirs);
    }

private:
    // A spot on each square of `bits` in word w: spots less one s1 s0 count up into s2.
    static void dropSpots(int w, std::uint64_t bits, Plane& s0, Plane& s1, Plane& s2, Plane& s3)
    {
        const auto i = static_cast<std::size_t>(w);
        const std::uint64_t carry0 = s0[i] & bits;
        s0[i] ^= bits;
        s2[i] = s1[i] & carry0;
        s1[i] ^= carry0;
        s3[i] = 0;
    }
    // The waves of settle, word by word, from spots dropped already.
    static bool settleWaves(Plane& s0, Plane& s1, Plane& s2, Plane& s3, Plane& mine, Plane& theirs)
    {
        for (;;) {
            Plane over = overfull(s0, s1, s2, s3);
            if (empty(over)) {
                return false;
            }
            const Plane crit = critical(s0, s1); // the overfull ones are in `over` already
            Plane u;
            Plane d;
            Plane l;
            Plane r;
            Plane got; // the squares next to a jumper
            for (;;) {
                u = up(over);
                d = down(over);
                l = left(over);
                r = right(over);
                Plane more;
                for (int w = 0; w < Words; ++w) {
                    got[w] = u[w] | d[w] | l[w] | r[w];
                    more[w] = got[w] & crit[w] & ~over[w];
                }
                if (empty(more)) {
                    break;
                }
                over = either(over, more);
            }
            for (int w = 0; w < Words; ++w) {
                mine[w] |= got[w];
                theirs[w] &= ~got[w];
                spreadWave(s0[w], s1[w], s2[w], s3[w], u[w], d[w], l[w], r[w], over[w], Degree2[w],
                           Degree3[w], Degree4[w]);
            }
            if (covers(mine)) {
                return true;
            }
        }
    }

public:
    // The neighbours of each square.
    static constexpr std::array<Plane, Area> neighbourPlanes()
    {
        std::array<Plane, Area> near{};
        for (int sq = 0; sq < Area; ++sq) {
            Plane square{};
            square[static_cast<std::size_t>(sq / 64)] = std::uint64_t{1} << (sq % 64);
            near[static_cast<std::size_t>(sq)] = around(square);
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
