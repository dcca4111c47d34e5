#include "engine/PlaneSet.h"
#include "engine/Search.h"

#include <algorithm>
#include <type_traits>

namespace jump61 {

// The quiescence search is most of the search's nodes (about five in six on the bench), and
// nearly every move it plays fires a cascade. It runs on bit planes (PlaneBoard<N>, one
// instance per board size), copy-make: a cascade there is a few dozen word operations per wave
// for the whole board, and the evaluation's sets are read straight from the planes. Moves,
// scores and node counts were those the search had on Board (the bench's fingerprint did not
// move), only faster, until the noise's key below changed. The main search above it runs on
// the same planes (Search.cpp).

// `key` stands for the position in the evaluation's noise: a key mixed from the parent's and the
// move, at every quiescence node (the first one's parent is a main-search node one ply above,
// whose hash it takes: see Search::PlaneChild; only a search of depth 0 starts from the
// root's own hash). Nothing below reads a hash (the quiescence has no table), so its cascades,
// and those of the moves into it, leave the hash alone and skip rehashing the squares they
// change.
template <int N>
int Search::quiescePlanes(const PlaneBoard<N>& board, std::uint64_t key, int alpha, int beta,
                          int ply, int qply)
{
    ++m_nodes;
    m_pvLength[ply] = ply;
    if (outOfBudget()) {
        return 0;
    }
    const Side toMove = board.toMove();
    const auto sets = PlanePositionSets<N>::of(board);
    const int standPat = staticScore(sets, key, toMove);
    if (standPat >= beta || qply >= m_limits.quiescencePlies || ply >= MaxPly - 1) {
        return standPat;
    }
    alpha = std::max(alpha, standPat);
    int best = standPat;

    MoveList moves;
    const int count = generateFiringMoves(moves, sets, toMove);
    // Best first, equal scores in the order listed (the order pickNext picks them in): the
    // lists are short, three moves on average, and one insertion sort of them costs less than
    // a call to pickNext a move (a twentieth of the 9 x 9 searches' time).
    for (int i = 1; i < count; ++i) {
        const ScoredMove move = moves[i];
        int j = i;
        for (; j > 0 && moves[j - 1].score < move.score; --j) {
            moves[j] = moves[j - 1];
        }
        moves[j] = move;
    }
    for (int i = 0; i < count; ++i) {
        const ScoredMove move = moves[i];
        PlaneBoard<N> child = board;
        int score;
        if (child.template cascade<false, false>(move.square)) {
            score = WinScore - ply - 1;
            m_pvLength[ply + 1] = ply + 1;
        } else {
            score =
                -quiescePlanes(child, pathKey(key, move.square), -beta, -alpha, ply + 1, qply + 1);
        }
        if (m_aborted) {
            return 0;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, move.square);
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    return best;
}

template <int N>
int Search::staticScore(const PlanePositionSets<N>& sets, std::uint64_t key, Side toMove) const
{
    // A little noise keyed on the seed and the position (or the cascades that led to it, see
    // quiescePlanes) varies play between seeds while keeping every game reproducible; weak
    // levels get more of it.
    const int noise = static_cast<int>(m_noiseSpread.of(mix(key ^ m_seed))) - m_limits.noise;
    return evaluate(sets, toMove, m_weights) + noise;
}

template <int N>
int Search::generateFiringMoves(MoveList& moves, const PlanePositionSets<N>& sets, Side us)
{
    // A critical chain fires as a whole wherever it is lit, so one move per chain is tried: a
    // square of the chain next to an enemy square, ranked by how many of its squares touch the
    // enemy. Chains that touch only our own squares cannot capture anything directly and are
    // left for the main search.
    const PlaneSet<N>& board = PlaneMasks<N>::board;
    const int mine = static_cast<int>(us);
    const int them = 3 - mine;
    const PlaneSet<N> nearEnemy = sets.owned[them].neighbours(board);
    const PlaneSet<N> nearWhite = sets.owned[0].neighbours(board);
    const PlaneSet<N>& critical = sets.critical[mine];
    // Only chains with a square next to an enemy or white square give a move, so only those
    // are grown, each from its lowest such square (a quarter of the quiescence's time on 15 x 15
    // went into growing chains, many of them with no such square). Most chains are one square:
    // those are scored without growing them.
    const PlaneSet<N> alone = minus(critical, critical.neighbours(board));
    const PlaneSet<N> seeds = critical & (nearEnemy | nearWhite);
    // The moves are listed in the order of their chains' lowest squares, as they were when
    // every chain was grown from its lowest square, since quiescePlanes keeps equals in that order.
    // The longer chains are grown first, into a list of their own; the squares that are a
    // chain by themselves then join them in that order, read a word at a time (mixing the two
    // kinds in one loop cost a mispredicted branch a square).
    std::array<ScoredMove, MaxSquares> grownMoves;
    std::array<std::uint8_t, MaxSquares> lowest;
    int grownCount = 0;
    for (PlaneSet<N> left = minus(seeds, alone); !left.empty();) {
        const PlaneSet<N> chain = critical.component(left.first());
        left = minus(left, chain);
        const PlaneSet<N> attackers = chain & nearEnemy;
        const ScoredMove move = attackers.empty()
                                    ? ScoredMove{0, (chain & nearWhite).first()}
                                    : ScoredMove{attackers.count(), attackers.first()};
        // A chain's lowest square may lie below that of a chain grown before it.
        const auto low = static_cast<std::uint8_t>(chain.first());
        int j = grownCount++;
        for (; j > 0 && lowest[j - 1] > low; --j) {
            grownMoves[j] = grownMoves[j - 1];
            lowest[j] = lowest[j - 1];
        }
        grownMoves[j] = move;
        lowest[j] = low;
    }
    int count = 0;
    int next = 0; // the next grown chain to list
    (seeds & alone).forEach([&](int square) {
        for (; next < grownCount && lowest[next] < square; ++next) {
            moves[count++] = grownMoves[next];
        }
        moves[count++] = {nearEnemy.contains(square) ? 1 : 0, square};
    });
    for (; next < grownCount; ++next) {
        moves[count++] = grownMoves[next];
    }
    return count;
}

// Search.cpp's negamax calls it at the horizon, for every board size.
template int Search::quiescePlanes(const PlaneBoard<2>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<3>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<4>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<5>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<6>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<7>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<8>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<9>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<10>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<11>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<12>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<13>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<14>&, std::uint64_t, int, int, int, int);
template int Search::quiescePlanes(const PlaneBoard<15>&, std::uint64_t, int, int, int, int);

} // namespace jump61
