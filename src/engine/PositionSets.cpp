#include "engine/PositionSets.h"

#include <initializer_list>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace jump61 {

namespace {

template <int Words>
constexpr BoardMasks<Words> makeMasks(int size)
{
    BoardMasks<Words> m;
    if (wordsFor(size) > Words) {
        return m; // this many words cannot hold the board; never used for it
    }
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const int bit = SquareSet<Words>::bitOf(r, c);
            m.board.add(bit);
            const bool rowEdge = r == 0 || r == size - 1;
            const bool colEdge = c == 0 || c == size - 1;
            if (rowEdge && colEdge) {
                m.corners.add(bit);
            } else if (rowEdge || colEdge) {
                m.edges.add(bit);
            }
        }
    }
    return m;
}

template <int Words>
constexpr std::array<BoardMasks<Words>, MaxSize + 1> makeAllMasks()
{
    std::array<BoardMasks<Words>, MaxSize + 1> all{};
    for (int size = MinSize; size <= MaxSize; ++size) {
        all[size] = makeMasks<Words>(size);
    }
    return all;
}

template <int Words>
constexpr std::array<BoardMasks<Words>, MaxSize + 1> AllMasks = makeAllMasks<Words>();

#if defined(__SSE2__)

// For each size, per kind of row (edge row, inner row), the neighbour count of each column
// minus one, and a mask of the columns on the board.
struct RowShapes
{
    std::array<std::array<std::uint8_t, 16>, 2> degreeLess1{};
    std::array<std::uint8_t, 16> columns{};
};

constexpr std::array<RowShapes, MaxSize + 1> makeRowShapes()
{
    std::array<RowShapes, MaxSize + 1> all{};
    for (int size = MinSize; size <= MaxSize; ++size) {
        for (int c = 0; c < size; ++c) {
            const int colEdge = c == 0 || c == size - 1 ? 1 : 0;
            all[size].degreeLess1[0][c] = static_cast<std::uint8_t>(2 - colEdge);
            all[size].degreeLess1[1][c] = static_cast<std::uint8_t>(3 - colEdge);
            all[size].columns[c] = 0xFF;
        }
        for (int c = size; c < 16; ++c) {
            // Off the board: never critical (a spot count is at most 15).
            all[size].degreeLess1[0][c] = 0x7F;
            all[size].degreeLess1[1][c] = 0x7F;
        }
    }
    return all;
}

constexpr std::array<RowShapes, MaxSize + 1> AllRowShapes = makeRowShapes();

// One row of 16 cells at a time: compare and movemask give the row's lane of each bitboard,
// a sum of absolute differences its spot counts.
template <int Words>
void fillSets(const Board& board, PositionSets<Words>& sets)
{
    constexpr int LaneBits = SquareSet<Words>::LaneBits;
    const int size = board.size();
    const RowShapes& shapes = AllRowShapes[size];
    const __m128i columns =
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(shapes.columns.data()));
    const __m128i ownerMask = _mm_set1_epi8(0x30);
    const __m128i spotMask = _mm_set1_epi8(0x0F);
    const __m128i redCode = _mm_set1_epi8(0x10);
    const __m128i blueCode = _mm_set1_epi8(0x20);
    std::array<std::uint64_t, 3> spotSums{};
    for (int r = 0; r < size; ++r) {
        const __m128i row = _mm_and_si128(
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(board.cells() + r * size)), columns);
        const __m128i degree = _mm_loadu_si128(reinterpret_cast<const __m128i*>(
            shapes.degreeLess1[r == 0 || r == size - 1 ? 0 : 1].data()));
        const __m128i owners = _mm_and_si128(row, ownerMask);
        const __m128i spots = _mm_and_si128(row, spotMask);
        const __m128i red = _mm_cmpeq_epi8(owners, redCode);
        const __m128i blue = _mm_cmpeq_epi8(owners, blueCode);
        const __m128i white = _mm_and_si128(_mm_cmpeq_epi8(owners, _mm_setzero_si128()), columns);
        const __m128i critical = _mm_cmpgt_epi8(spots, degree);
        const int shift = (r & 3) * LaneBits;
        const int word = r >> 2;
        const auto lane = [](__m128i m) {
            return static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(m)));
        };
        sets.owned[0].orWord(word, lane(white) << shift);
        sets.owned[1].orWord(word, lane(red) << shift);
        sets.owned[2].orWord(word, lane(blue) << shift);
        sets.critical[1].orWord(word, lane(_mm_and_si128(red, critical)) << shift);
        sets.critical[2].orWord(word, lane(_mm_and_si128(blue, critical)) << shift);
        const auto sum = [](__m128i v) {
            const __m128i s = _mm_sad_epu8(v, _mm_setzero_si128());
            return static_cast<std::uint64_t>(_mm_cvtsi128_si32(s)) +
                   static_cast<std::uint64_t>(_mm_cvtsi128_si32(_mm_srli_si128(s, 8)));
        };
        spotSums[0] += sum(_mm_and_si128(spots, white));
        spotSums[1] += sum(_mm_and_si128(spots, red));
        spotSums[2] += sum(_mm_and_si128(spots, blue));
    }
    for (int side = 0; side < 3; ++side) {
        sets.spots[side] = static_cast<int>(spotSums[side]);
    }
}

#else

template <int Words>
void fillSets(const Board& board, PositionSets<Words>& sets)
{
    const Topology& topo = board.topology();
    const int size = board.size();
    int sq = 0;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c, ++sq) {
            const std::uint8_t cell = board.cell(sq);
            const int owner = cell >> Board::OwnerShift;
            const int n = cell & Board::SpotMask;
            const int bit = SquareSet<Words>::bitOf(r, c);
            sets.spots[owner] += n;
            sets.owned[owner].add(bit);
            if (owner != 0 && n >= topo.degree[sq]) {
                sets.critical[owner].add(bit);
            }
        }
    }
}

#endif

} // namespace

template <int Words>
PositionSets<Words> PositionSets<Words>::of(const Board& board)
{
    PositionSets sets;
    fillSets(board, sets);
    for (const Side side : {Side::White, Side::Red, Side::Blue}) {
        sets.squares[static_cast<int>(side)] = board.count(side);
    }
    return sets;
}

template <int Words>
const BoardMasks<Words>& BoardMasks<Words>::of(int size)
{
    return AllMasks<Words>[size];
}

template struct PositionSets<1>;
template struct PositionSets<2>;
template struct PositionSets<3>;
template struct PositionSets<4>;
template struct BoardMasks<1>;
template struct BoardMasks<2>;
template struct BoardMasks<3>;
template struct BoardMasks<4>;

} // namespace jump61
