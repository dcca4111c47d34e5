#pragma once

#include "core/Board.h"
#include "core/PlaneBits.h"

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace jump61 {

// The hash change of a quiet move (one that fires nothing) on an N x N board, by the side to
// move (times 8), whether it owned the square (times 4) and the square's spots less one before
// the move, then by square: one load per move instead of two.
template <int N>
constexpr std::array<std::array<std::uint64_t, N * N>, 16> quietKeys()
{
    const auto key = [](int square, int cell) {
        return zobrist::Table
            .cell[static_cast<std::size_t>(square)][static_cast<std::size_t>(cell)];
    };
    std::array<std::array<std::uint64_t, N * N>, 16> keys{};
    for (int sq = 0; sq < N * N; ++sq) {
        const auto at = static_cast<std::size_t>(sq);
        for (int mover = 0; mover < 2; ++mover) {
            const int moverBits = (mover + 1) << Board::OwnerShift;
            const auto kind = static_cast<std::size_t>(mover * 8);
            keys[kind][at] = key(sq, 1) ^ key(sq, moverBits | 2);
            for (int spots = 1; spots < PlaneBits<N>::Degree[at]; ++spots) {
                keys[kind + 4 + static_cast<std::size_t>(spots - 1)][at] =
                    key(sq, moverBits | spots) ^ key(sq, moverBits | (spots + 1));
            }
        }
    }
    return keys;
}
template <int N>
inline constexpr std::array<std::array<std::uint64_t, N * N>, 16> QuietKeys = quietKeys<N>();

// The hash keys of a settled square by its bits in the planes, spot[0] + 2 spot[1] + 4 red +
// 8 blue, then by square: a cascade rehashes every square it changed, and these 16 keys a square
// (29 KB on 15 x 15) stay in the cache where Board's 48 do not (15 x 15: 86 KB).
template <int N>
constexpr std::array<std::array<std::uint64_t, 16>, N * N> settledKeys()
{
    std::array<std::array<std::uint64_t, 16>, N * N> keys{};
    for (int sq = 0; sq < N * N; ++sq) {
        for (int code = 0; code < 16; ++code) {
            const int red = (code >> 2) & 1;
            const int blue = (code >> 3) & 1;
            if (red + blue > 1) {
                continue; // no square is both
            }
            const int owner = red != 0 ? 1 : (blue != 0 ? 2 : 0);
            const int cell = (owner << Board::OwnerShift) | ((code & 3) + 1);
            keys[static_cast<std::size_t>(sq)][static_cast<std::size_t>(code)] =
                zobrist::Table.cell[static_cast<std::size_t>(sq)][static_cast<std::size_t>(cell)];
        }
    }
    return keys;
}
template <int N>
inline constexpr std::array<std::array<std::uint64_t, 16>, N * N> SettledKeys = settledKeys<N>();

// The position of an N x N board as bit planes, for perft and any other copy-make walk that
// needs only positions, hashes and wins. Square k (Board's numbering) is bit k of the planes,
// so no translation is needed. A square's spots less one, 0 to 3 in a settled position, are a
// binary number across the planes spot[0] (ones) and spot[1] (twos); spot[2] and spot[3] are
// only set in a won position, whose overfull squares may hold more. Two planes say which
// squares are red and which blue (white is neither).
//
// A move that sets nothing off changes one bit or two. A cascade runs as whole waves: every
// overfull square jumps at once (with the critical squares joined to it, which it would set off
// next; see PlaneBits::settle), which is a few dozen word operations per wave for the whole
// board (bit-sliced adders for the spots the neighbours receive, minus the spots the jumpers
// hand out). A cascade of one jump (no neighbour of the square is critical), the commonest,
// changes only the square and its neighbours. Jumping in waves reaches the same settled position as
// the ordered queue of docs/PROTOCOL.md 1.1 (jumps commute while no square is won), and it covers
// the board if and only if the ordered cascade does; only a won position's spot counts depend on
// the order, so a move that wins is replayed on a Board from the position before it, in the
// protocol's order. Positions, hashes (the Board's Zobrist keys) and wins are therefore always
// those of Board.
template <int N>
class PlaneBoard
{
    static_assert(N >= MinSize && N <= MaxSize);

public:
    using Bits = PlaneBits<N>;
    using Plane = typename Bits::Plane;
    static constexpr int Area = N * N;

    explicit PlaneBoard(const Board& board)
    {
#if defined(__SSE2__)
        // A row of cells at a time. Written when the search converted its Board at every
        // quiescence search; now the search converts only its root, so this is no longer hot.
        const __m128i spotMask = _mm_set1_epi8(0x0F);
        const __m128i ownerMask = _mm_set1_epi8(0x30);
        const __m128i one = _mm_set1_epi8(1);
        const std::uint64_t rowBits = (std::uint64_t{1} << N) - 1;
        for (int r = 0; r < N; ++r) {
            const __m128i row =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(board.cells() + r * N));
            const __m128i lessOne = _mm_sub_epi8(_mm_and_si128(row, spotMask), one);
            const __m128i owners = _mm_and_si128(row, ownerMask);
            const auto bits = [&](__m128i topBits) {
                return static_cast<std::uint64_t>(_mm_movemask_epi8(topBits)) & rowBits;
            };
            // Shifting 16-bit lanes left by 7 - i puts bit i of each byte at the byte's top.
            place(m_spot[0], r, bits(_mm_slli_epi16(lessOne, 7)));
            place(m_spot[1], r, bits(_mm_slli_epi16(lessOne, 6)));
            place(m_spot[2], r, bits(_mm_slli_epi16(lessOne, 5)));
            place(m_spot[3], r, bits(_mm_slli_epi16(lessOne, 4)));
            place(m_owner[0], r, bits(_mm_cmpeq_epi8(owners, _mm_set1_epi8(0x10))));
            place(m_owner[1], r, bits(_mm_cmpeq_epi8(owners, _mm_set1_epi8(0x20))));
        }
#else
        for (int sq = 0; sq < Area; ++sq) {
            load(sq, board.cell(sq));
        }
#endif
        m_hash = board.hash();
        m_total = board.totalSpots();
    }

    // The same position as a Board (cells, counts, total and hash).
    Board toBoard() const
    {
        Board board(N);
        std::array<std::uint16_t, 3> count{};
        for (int sq = 0; sq < Area; ++sq) {
            const std::uint8_t cell = this->cell(sq);
            board.restoreCell(sq, cell);
            ++count[static_cast<std::size_t>(cell >> Board::OwnerShift)];
        }
        board.restore({m_hash, m_total, count});
        return board;
    }

    // The square's cell in Board's byte format.
    std::uint8_t cell(int square) const
    {
        const int w = square >> 6;
        const int b = square & 63;
        int spots = 1;
        for (int i = 0; i < 4; ++i) {
            spots += static_cast<int>((m_spot[i][w] >> b) & 1) << i;
        }
        const int owner = static_cast<int>((m_owner[0][w] >> b) & 1) |
                          static_cast<int>(((m_owner[1][w] >> b) & 1) << 1);
        return static_cast<std::uint8_t>((owner << Board::OwnerShift) | spots);
    }

    std::uint64_t hash() const
    {
        return m_hash;
    }
    int totalSpots() const
    {
        return m_total;
    }
    // Bit i of every square's spots less one (0 ones, 1 twos; 2 and 3 only in a won position).
    const Plane& spotPlane(int i) const
    {
        return m_spot[static_cast<std::size_t>(i)];
    }
    // The squares of a player: 0 Red, 1 Blue.
    const Plane& ownerPlane(int player) const
    {
        return m_owner[static_cast<std::size_t>(player)];
    }
    // 0 if Red is to move, 1 if Blue (docs/PROTOCOL.md 1.2).
    int moverIndex() const
    {
        return (m_total + N) & 1;
    }
    // The side to move, as Board::toMove says it.
    Side toMove() const
    {
        return moverIndex() == 0 ? Side::Red : Side::Blue;
    }
    bool gameOver() const
    {
        return covers(m_owner[0]) || covers(m_owner[1]);
    }

    // The squares the side to move may play (none once the game is over).
    Plane legalMoves() const
    {
        if (gameOver()) {
            return Plane{};
        }
        return Bits::andNot(Bits::BoardMask, m_owner[moverIndex() ^ 1]);
    }

    // Plays a legal move for the side to move. Returns true if it won.
    bool play(int square)
    {
        return moverIndex() == 0 ? playAs<0>(square) : playAs<1>(square);
    }
    // The same, for callers that know the side to move (0 Red, 1 Blue): the owner planes are
    // then picked at compile time, so a copy of the board can live in registers.
    template <int Mover>
    bool playAs(int square)
    {
        return fires(square) ? cascade(square) : playQuiet<Mover>(square);
    }

    // Whether a move on the square makes it overfull (and sets off a cascade).
    bool fires(int square) const
    {
        const int w = square >> 6;
        const int b = square & 63;
        const auto spots =
            static_cast<int>(((m_spot[0][w] >> b) & 1) | ((m_spot[1][w] >> b) & 1) << 1) + 1;
        return spots >= Bits::Degree[static_cast<std::size_t>(square)];
    }
    // The squares that hold as many spots as they have neighbours: a move there fires.
    Plane critical() const
    {
        return Bits::critical(m_spot[0], m_spot[1]);
    }
    // Whether a move that fires on the square jumps it alone: no neighbour is critical, so
    // none is overfull after the jump (most cascades).
    bool jumpsAlone(int square) const
    {
        return Bits::empty(
            Bits::both(critical(), Bits::Neighbours[static_cast<std::size_t>(square)]));
    }
    // What a quiet move (one that fires nothing) finds on its square: a white square, or one of
    // the mover's with 1, 2 or 3 spots. Moves grouped by kind need not look at their square.
    enum QuietKind
    {
        White = 0,
        OwnOne = 4,
        OwnTwo = 5,
        OwnThree = 6
    };
    // The legal quiet moves onto squares of one kind, for the side to move (0 Red, 1 Blue), in
    // a position that is not won.
    template <int Mover>
    Plane quietMoves(QuietKind kind) const
    {
        const Plane critical = this->critical();
        Plane r{};
        for (int w = 0; w < Bits::Words; ++w) {
            const std::uint64_t quiet = Bits::BoardMask[w] & ~critical[w] & ~m_owner[Mover ^ 1][w];
            const std::uint64_t mine = m_owner[Mover][w];
            const std::uint64_t ones = m_spot[0][w];
            const std::uint64_t twos = m_spot[1][w];
            switch (kind) {
            case White:
                r[w] = quiet & ~mine;
                break;
            case OwnOne:
                r[w] = quiet & mine & ~ones & ~twos;
                break;
            case OwnTwo:
                r[w] = quiet & mine & ones & ~twos;
                break;
            case OwnThree:
                r[w] = quiet & mine & ~ones & twos;
                break;
            }
        }
        return r;
    }

    // playAs for a move that does not fire: one square gains a spot and perhaps a colour. Kept
    // apart from the cascade (an out-of-line call) so that a walk can keep its copy of the board
    // in registers on this path.
    template <int Mover>
    bool playQuiet(int square)
    {
        const int w = square >> 6;
        const int b = square & 63;
        const auto kind =
            static_cast<int>(((m_spot[0][w] >> b) & 1) | ((m_spot[1][w] >> b) & 1) << 1 |
                             ((m_owner[Mover][w] >> b) & 1) << 2);
        return playQuiet<Mover>(square, kind);
    }
    // The same, on a square of a known kind (a QuietKind).
    template <int Mover>
    bool playQuiet(int square, int kind)
    {
        const int w = square >> 6;
        const std::uint64_t bit = std::uint64_t{1} << (square & 63);
        m_hash ^= QuietKeys<N>[static_cast<std::size_t>(Mover * 8 + kind)]
                              [static_cast<std::size_t>(square)];
        if ((kind & 1) != 0) {
            m_spot[1][w] ^= bit;
        }
        m_spot[0][w] ^= bit;
        ++m_total;
        if (kind != White) {
            return false;
        }
        m_owner[Mover][w] |= bit;
        return covers(m_owner[Mover]);
    }
    // playAs for a move that fires. With ExactWin false, a move that wins leaves the planes
    // where the waves stopped instead of replaying it on a Board (for callers that only need to
    // know that it won and drop the position). With Hashed false, the hash is left as it was,
    // for walks that key positions otherwise (the 4 x 4 solver).
    template <bool ExactWin = true, bool Hashed = true>
    bool cascade(int square);

    bool operator==(const PlaneBoard&) const = default;

private:
    // A settled square's index into its SettledKeys: spot[0] + 2 spot[1] + 4 red + 8 blue.
    static std::size_t settledCode(const Plane& ones, const Plane& twos, const Plane& red,
                                   const Plane& blue, int w, int b)
    {
        return static_cast<std::size_t>(((ones[w] >> b) & 1) | ((twos[w] >> b) & 1) << 1 |
                                        ((red[w] >> b) & 1) << 2 | ((blue[w] >> b) & 1) << 3);
    }
    // After a cascade that settled with spots less one s1 s0 (s2 and s3 empty): the hash
    // updated for every square whose planes changed, from the planes before (m_spot and
    // ownersBefore) and after (s0, s1 and m_owner).
    void rehash(const std::array<Plane, 2>& ownersBefore, const Plane& s0, const Plane& s1,
                int mover)
    {
        // Every square that changed is the mover's afterwards: it jumped or received a spot.
        const std::size_t moverCode = std::size_t{4} << mover;
        for (int w = 0; w < Bits::Words; ++w) {
            std::uint64_t changed =
                (s0[w] ^ m_spot[0][w]) | (s1[w] ^ m_spot[1][w]) |
                (m_owner[mover][w] ^ ownersBefore[static_cast<std::size_t>(mover)][w]);
            while (changed != 0) {
                const int b = std::countr_zero(changed);
                changed &= changed - 1;
                const auto& keys = SettledKeys<N>[static_cast<std::size_t>(w * 64 + b)];
                const std::size_t before =
                    settledCode(m_spot[0], m_spot[1], ownersBefore[0], ownersBefore[1], w, b);
                const std::size_t after = settledCode(s0, s1, Plane{}, Plane{}, w, b) | moverCode;
                m_hash ^= keys[before] ^ keys[after];
            }
        }
    }
    // The hash change of jumpAlone, from the planes before the move: the square goes from as
    // many spots as neighbours to one, each neighbour gains a spot and becomes the mover's.
    std::uint64_t loneJumpKeys(int start, const Plane& near, int mover) const
    {
        const std::size_t moverCode = std::size_t{4} << mover;
        const auto& startKeys = SettledKeys<N>[static_cast<std::size_t>(start)];
        const auto degree = static_cast<std::size_t>(Bits::Degree[static_cast<std::size_t>(start)]);
        std::uint64_t change = startKeys[(degree - 1) | moverCode] ^ startKeys[moverCode];
        for (int w = 0; w < Bits::Words; ++w) {
            for (std::uint64_t bits = near[w]; bits != 0; bits &= bits - 1) {
                const int b = std::countr_zero(bits);
                const std::size_t before =
                    settledCode(m_spot[0], m_spot[1], m_owner[0], m_owner[1], w, b);
                const std::size_t after = ((before & 3) + 1) | moverCode;
                const auto& keys = SettledKeys<N>[static_cast<std::size_t>(w * 64 + b)];
                change ^= keys[before] ^ keys[after];
            }
        }
        return change;
    }
    // The cascade of a move on `start` when no neighbour of it is critical, played on the
    // planes in place: the square jumps once (back to one spot) and nothing else does. Each
    // neighbour, one to three spots and none of them critical, gains one and changes hands.
    void jumpAlone(int start, const Plane& near, int mover)
    {
        Plane& mine = m_owner[static_cast<std::size_t>(mover)];
        Plane& theirs = m_owner[static_cast<std::size_t>(mover ^ 1)];
#if defined(__SSE4_1__)
        if constexpr (Bits::PairedWaves) {
            // Two words at a time, as the next node reads the planes: a pair read over two
            // single-word writes waits for both to reach the cache.
            using Lanes = typename Bits::Lanes;
            const Lanes square = Bits::single(start);
            const Lanes to = Bits::load(near);
            Lanes s0 = Bits::load(m_spot[0]);
            Lanes s1 = Bits::load(m_spot[1]);
            Lanes ours = Bits::load(mine);
            Lanes other = Bits::load(theirs);
            for (int i = 0; i < Bits::Pairs; ++i) {
                const __m128i cleared = _mm_andnot_si128(square.v[i], s0.v[i]);
                s1.v[i] = _mm_andnot_si128(square.v[i], s1.v[i]) ^ (cleared & to.v[i]);
                s0.v[i] = cleared ^ to.v[i];
                ours.v[i] |= to.v[i];
                other.v[i] = _mm_andnot_si128(to.v[i], other.v[i]);
            }
            Bits::store(m_spot[0], s0);
            Bits::store(m_spot[1], s1);
            Bits::store(mine, ours);
            Bits::store(theirs, other);
            return;
        }
#endif
        // The square is cleared in every word, by a mask that is all ones but in one word (see
        // the dropped spot in PlaneBits::settle).
        const int startWord = start >> 6;
        for (int i = 0; i < Bits::Words; ++i) {
            const std::uint64_t keep =
                i == startWord ? ~(std::uint64_t{1} << (start & 63)) : ~std::uint64_t{0};
            const std::uint64_t s0 = m_spot[0][i] & keep;
            m_spot[1][i] = (m_spot[1][i] & keep) ^ (s0 & near[i]);
            m_spot[0][i] = s0 ^ near[i];
            mine[i] |= near[i];
            theirs[i] &= ~near[i];
        }
    }
    static bool covers(const Plane& plane)
    {
        return Bits::covers(plane);
    }
    // A move on `square` that wins, played on a Board from this position (the planes do not
    // keep a won position's spot counts as the ordered cascade leaves them).
    void replay(int square)
    {
        Board board = toBoard();
        board.play(square);
        *this = PlaneBoard(board);
    }

    // ORs the N bits of row r into a plane, at the row's first square.
    static void place(Plane& plane, int r, std::uint64_t bits)
    {
        const int start = r * N;
        const int w = start >> 6;
        const int b = start & 63;
        plane[static_cast<std::size_t>(w)] |= bits << b;
        if (b + N > 64) {
            plane[static_cast<std::size_t>(w + 1)] |= bits >> (64 - b);
        }
    }

    void load(int square, std::uint8_t cell)
    {
        const int w = square >> 6;
        const std::uint64_t bit = std::uint64_t{1} << (square & 63);
        const int spotsLessOne = (cell & Board::SpotMask) - 1;
        for (int i = 0; i < 4; ++i) {
            m_spot[i][w] = (m_spot[i][w] & ~bit) | (((spotsLessOne >> i) & 1) != 0 ? bit : 0);
        }
        const int owner = cell >> Board::OwnerShift;
        for (int side = 0; side < 2; ++side) {
            m_owner[side][w] = (m_owner[side][w] & ~bit) | (owner == side + 1 ? bit : 0);
        }
    }

    std::array<Plane, 4> m_spot{};
    std::array<Plane, 2> m_owner{};
    std::uint64_t m_hash = 0;
    std::int32_t m_total = 0;
};

// Calls f(std::integral_constant<int, N>{}) with the board size N (2 to 15) and returns what it
// returns: the way from a size known at run time to the PlaneBoard<N> of that size.
template <class F>
decltype(auto) withPlaneSize(int size, F&& f)
{
    switch (size) {
    case 2:
        return f(std::integral_constant<int, 2>{});
    case 3:
        return f(std::integral_constant<int, 3>{});
    case 4:
        return f(std::integral_constant<int, 4>{});
    case 5:
        return f(std::integral_constant<int, 5>{});
    case 6:
        return f(std::integral_constant<int, 6>{});
    case 7:
        return f(std::integral_constant<int, 7>{});
    case 8:
        return f(std::integral_constant<int, 8>{});
    case 9:
        return f(std::integral_constant<int, 9>{});
    case 10:
        return f(std::integral_constant<int, 10>{});
    case 11:
        return f(std::integral_constant<int, 11>{});
    case 12:
        return f(std::integral_constant<int, 12>{});
    case 13:
        return f(std::integral_constant<int, 13>{});
    case 14:
        return f(std::integral_constant<int, 14>{});
    default:
        return f(std::integral_constant<int, 15>{});
    }
}

// Waves of simultaneous jumps until nothing is overfull (or one jump by itself), then the hash of
// every square that changed.
template <int N>
template <bool ExactWin, bool Hashed>
bool PlaneBoard<N>::cascade(int square)
{
    const int mover = moverIndex();
    // Most cascades are one jump (three in five on the bench's 15 x 15 searches): the square has
    // no critical neighbour, so none of them is overfull after it. That jump alone costs less
    // than a wave over the whole board and the look for another, and it is played on the planes
    // in place: worked on copies and copied back, the words written one at a time were read back
    // two at a time (a tenth of the 9 x 9 cascade's time went into that wait).
    if (jumpsAlone(square)) {
        const Plane& near = Bits::Neighbours[static_cast<std::size_t>(square)];
        const bool won = covers(Bits::either(m_owner[static_cast<std::size_t>(mover)], near));
        if (won) {
            if constexpr (ExactWin) {
                replay(square);
            }
            return true;
        }
        if constexpr (Hashed) {
            m_hash ^= loneJumpKeys(square, near, mover);
        }
        jumpAlone(square, near, mover);
        ++m_total;
        return false;
    }
    // Only the owner planes change in place before the waves settle.
    const std::array<Plane, 2> ownersBefore = m_owner;
    Plane s0 = m_spot[0];
    Plane s1 = m_spot[1];
    Plane s2{};
    Plane s3{};
    Plane& mine = m_owner[static_cast<std::size_t>(mover)];
    Plane& theirs = m_owner[static_cast<std::size_t>(mover ^ 1)];
    // Waves of simultaneous jumps until nothing is overfull or the mover covers the board, after
    // the dropped spot takes the square from degree - 1 spots (1 to 3) to degree.
    if (Bits::settle(square, s0, s1, s2, s3, mine, theirs)) {
        if constexpr (ExactWin) {
            m_owner = ownersBefore;
            replay(square);
        }
        return true;
    }
    if constexpr (Hashed) {
        rehash(ownersBefore, s0, s1, mover);
    }
    // Settled, nothing is overfull: s2 and s3 are empty, as m_spot[2] and m_spot[3] already
    // are. Word by word: copied as whole planes, words the scalar waves wrote one at a time
    // would be read back two at a time (see PlaneBits::settle).
    for (int w = 0; w < Bits::Words; ++w) {
        m_spot[0][w] = s0[w];
        m_spot[1][w] = s1[w];
    }
    ++m_total;
    return false;
}

} // namespace jump61
