#include "engine/Search.h"

#include "engine/PlaneSet.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <type_traits>

namespace jump61 {

// How the search chooses a move
// -----------------------------
// Iterative deepening: search the root to depth 1, 2, 3, ... until a budget runs out, each
// iteration ordering the root moves by the last one's scores, so that a budget that ends in
// the middle of an iteration still leaves a well-founded choice.
//
// Each iteration is a negamax alpha-beta search with principal variation search: the first
// move of a node is searched with the full window, the others with a null window that only
// asks "is it better?", and are searched again if it is. Quiet moves late in the list are
// searched shallower first (late move reductions: the deeper the node and the later the move,
// the more plies, see LateReductions), and again at full depth if they surprise; so are moves
// that fire from a square with no enemy neighbour, which take nothing by themselves. One and
// two plies from the leaves, quiet moves that far down the list are not searched at all outside
// the principal variation (late move pruning): the quiescence search after them would only
// confirm that a quiet move there changes little.
//
// Move ordering decides how much alpha-beta cuts: the transposition table's move, then moves
// that fire a cascade (they capture, and they are the only moves that can win), then the two
// killer moves of the ply, then quiet moves by their history score.
//
// Jumping cubes is violent: whoever moves next next to two touching critical squares fires
// first and takes the other. A static score of such a position is meaningless, so at depth 0
// the quiescence search lets the side to move either stand on the static score or fire any of
// its critical chains, until the position is quiet.
//
// A move that covers the board wins at once and scores WinScore minus the plies to it, so the
// search prefers the fastest win and, when lost, the slowest loss. Mate-distance pruning cuts
// lines that cannot beat a win already found. Win scores are sound proofs: they only arise from
// moves that really win, and every node of the losing side considered all its moves.
//
// Budgets are counted in nodes, which makes the search deterministic; a stop flag and a
// wall-clock cap are checked every 1024 nodes.

namespace {

constexpr int TableMoveScore = 1 << 30;
constexpr int FiringScore = 1 << 28;
constexpr int KillerScore = 1 << 27;
constexpr int HistoryLimit = 1 << 24;
// The score pickNext leaves on a move it has picked: below every other.
constexpr int Picked = std::numeric_limits<int>::min();
// Nodes between two looks at the clock and the stop flags: late in a game a node can cost
// microseconds (long cascades), and on a loaded machine more, so checking every 1024 nodes let
// a 100 ms move run 10-20 ms over.
constexpr std::uint64_t CheckInterval = 256;
constexpr int DecidedScore = 2500; // 25 squares ahead, give or take
// Late move pruning: at depth d (1 or 2) a non-PV node searches no quiet move at or past
// position LateMoveCounts[d] of its list. Measured at equal time (README).
constexpr std::array<int, 3> LateMoveCounts = {0, 8, 14};

// Largest number of moves the game can still last: every move adds a spot, and a board with
// more spots than the sum of all degrees cannot settle, so its cascade covers the board.
int movesLeftBound(const Board& board)
{
    const int capacity = 4 * board.size() * (board.size() - 1);
    return std::max(1, capacity - board.totalSpots() + 1);
}

} // namespace

// A child of a main-search node: a copy of the node's planes with one move played (copy-make,
// so there is nothing to undo), searched by negamax on planes. A node one ply above the
// quiescence (depth 1: no move there is reduced) has Frontier children, each a quiescence
// search: nothing reads their hash but the evaluation's noise, so they are keyed on the path as
// the quiescence's own children are, and their cascades skip the rehash.
template <int N, bool Frontier>
struct Search::PlaneChild
{
    static constexpr int Size = N;
    static constexpr bool IsFrontier = Frontier;
    Search& owner;
    const PlaneBoard<N>& parent;
    PlaneBoard<N> board;
    int square = -1;
    bool play(int move)
    {
        board = parent;
        square = move;
        return board.fires(move) ? board.template cascade<false, !Frontier>(move)
                                 : board.play(move);
    }
    int search(int depth, int alpha, int beta, int ply, bool pvNode)
    {
        if constexpr (Frontier) {
            return owner.quiescePlanes(board, pathKey(parent.hash(), square), alpha, beta, ply, 0);
        } else {
            return owner.negamax(board, depth, alpha, beta, ply, pvNode);
        }
    }
};

Search::Search(TranspositionTable& table, const std::atomic<bool>& stop)
    : m_table(table), m_stop(stop)
{}

SearchResult Search::run(const Board& root, const SearchLimits& limits, std::uint64_t seed,
                         const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    m_abort = abort;
    m_limits = limits;
    m_noiseSpread = Remainder(static_cast<std::uint32_t>(2 * limits.noise + 1));
    m_seed = mix(seed ^ 0x5EEDull);
    m_nodes = 0;
    m_nextCheck = 0;
    m_aborted = false;
    m_started = std::chrono::steady_clock::now();
    for (auto& killers : m_killers) {
        killers = {-1, -1};
    }
    for (auto& side : m_history) {
        for (int& h : side) {
            h /= 8;
        }
    }

    SearchResult result;
    if (root.gameOver()) {
        return result;
    }
    const int maxDepth = std::min({limits.depth, MaxPly - MaxQuiescencePlies - 2});
    const int lastUseful = movesLeftBound(root);
    withPlaneSize(root.size(), [&]<int N>(std::integral_constant<int, N>) {
        deepen(PlaneBoard<N>(root), maxDepth, lastUseful, onInfo, result);
    });
    result.nodes = m_nodes;
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
    return result;
}

template <int N>
void Search::deepen(const PlaneBoard<N>& root, int maxDepth, int lastUseful,
                    const InfoCallback& onInfo, SearchResult& result)
{
    TableEntry rootEntry;
    const bool known = m_table.probe(root.hash(), rootEntry);
    typename PlaneBits<N>::Plane quiet;
    m_rootCount = generateMoves(root, m_rootMoves, 0, quiet);
    m_rootCount = markTableMove<N>(m_rootMoves, m_rootCount,
                                   known && rootEntry.move != 0xFF ? rootEntry.move : -1, quiet);
    m_rootCount = listQuietMoves<N>(quiet, m_rootMoves, m_rootCount, root.toMove());
    std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + m_rootCount,
                     [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
    result.move = m_rootMoves[0].square;
    result.pv = {result.move};

    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_rootBest = -1;
        const int score = aspirate(root, depth, result.score);
        const auto elapsed =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
        if (m_aborted) {
            // Keep a move of the unfinished iteration only if it was searched to the end.
            if (m_rootBest >= 0) {
                result.move = m_rootBest;
                result.score = m_rootBestScore;
                result.pv = m_rootBestPv;
            }
            result.stopped = m_stop.load(std::memory_order_relaxed);
            break;
        }
        if (m_pvLength[0] == 0) {
            break; // no root move scored inside the full window: keep the last iteration's
        }
        result.move = m_pv[0][0];
        result.score = score;
        result.depth = depth;
        result.pv.assign(m_pv[0].begin(), m_pv[0].begin() + m_pvLength[0]);
        if (onInfo) {
            onInfo(SearchInfo{depth, score, m_nodes, elapsed, result.pv});
        }
        if (isWinScore(score) || depth >= lastUseful || settled(elapsed, depth, score)) {
            break;
        }
    }
}

bool Search::settled(double elapsed, int depth, int score) const
{
    // No iteration starts past softTime, and a score that says the game is decided is worth a
    // quarter of it. A best move that held for several iterations used to stop the search
    // too, at half of it: an unfinished iteration still improves the choice (its root moves
    // that were searched to the end count), so stopping early only gave time away.
    if (m_limits.softTime.count() <= 0 || depth < 4) {
        return false;
    }
    const double share = std::abs(score) >= DecidedScore ? 0.25 : 1.0;
    return elapsed >= share * std::chrono::duration<double>(m_limits.softTime).count();
}

std::vector<int> Search::rankedRootMoves() const
{
    std::vector<int> squares;
    for (int i = 0; i < m_rootCount; ++i) {
        squares.push_back(m_rootMoves[i].square);
    }
    return squares;
}

template <int N>
int Search::aspirate(const PlaneBoard<N>& root, int depth, int previous)
{
    // Search a window around the last iteration's score first, widening it on a fail; wins,
    // losses and shallow depths get the full window.
    if (depth < 4 || isWinScore(previous)) {
        return rootSearch(root, depth, -Infinity, Infinity);
    }
    int delta = 100;
    int alpha = std::max(previous - delta, -Infinity);
    int beta = std::min(previous + delta, Infinity);
    for (;;) {
        const int score = rootSearch(root, depth, alpha, beta);
        if (m_aborted) {
            return score;
        }
        if (score <= alpha) {
            alpha = std::max(score - delta, -Infinity);
        } else if (score >= beta) {
            beta = std::min(score + delta, Infinity);
        } else {
            return score;
        }
        delta *= 3;
        if (delta > 1000) {
            alpha = -Infinity;
            beta = Infinity;
        }
    }
}

template <int N>
int Search::rootSearch(const PlaneBoard<N>& root, int depth, int alpha, int beta)
{
    const int windowLow = alpha;
    int best = -Infinity;
    m_pvLength[0] = 0;
    PlaneChild<N, false> child{*this, root, root};
    for (int i = 0; i < m_rootCount; ++i) {
        const int square = m_rootMoves[i].square;
        const bool won = child.play(square);
        int score;
        if (won) {
            score = WinScore - 1;
            m_pvLength[1] = 1;
        } else if (i == 0) {
            score = -child.search(depth - 1, -beta, -alpha, 1, true);
        } else {
            score = -child.search(depth - 1, -alpha - 1, -alpha, 1, false);
            if (score > alpha && score < beta && !m_aborted) {
                score = -child.search(depth - 1, -beta, -alpha, 1, true);
            }
        }
        if (m_aborted) {
            break;
        }
        if (score > best) {
            best = score;
            updatePv(0, square);
        }
        if (score > alpha) {
            // Better than the window's floor: a real candidate, kept if the budget runs out.
            m_rootMoves[i].score = score;
            m_rootBest = square;
            m_rootBestScore = score;
            m_rootBestPv.assign(m_pv[0].begin(), m_pv[0].begin() + m_pvLength[0]);
            alpha = score;
            if (alpha >= beta) {
                break;
            }
        } else {
            // A fail-low score is only a bound: rank it below the moves that proved better.
            m_rootMoves[i].score = std::min(score, alpha - 1);
        }
    }
    if (!m_aborted && best > windowLow) {
        // The best move goes first, the others in the order of their (bound) scores.
        std::stable_sort(
            m_rootMoves.begin(), m_rootMoves.begin() + m_rootCount,
            [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
        const auto first =
            std::find_if(m_rootMoves.begin(), m_rootMoves.begin() + m_rootCount,
                         [&](const ScoredMove& m) { return m.square == m_rootBest; });
        std::rotate(m_rootMoves.begin(), first, first + 1);
    }
    return best;
}

namespace {

// Late move reductions grow with the depth left and the move's place in the list: ln(depth)
// ln(index) / 1.5 plies, rounded, at least one; one less in the principal variation, but at
// least one; and never so many that the child skips the last ply of main search. At equal time
// this searched 0.75 plies deeper in one second than one ply (two from the tenth move at depth
// 5), and scored 52.2% of 400 games against it (docs/ENGINE.md, twenty-first pass).
class LateReductions
{
public:
    LateReductions()
    {
        for (std::size_t d = 1; d < Size; ++d) {
            for (std::size_t i = 1; i < Size; ++i) {
                const double plies =
                    std::log(static_cast<double>(d)) * std::log(static_cast<double>(i)) / 1.5;
                m_plies[d][i] = static_cast<std::int8_t>(std::max(1L, std::lround(plies)));
            }
        }
    }
    int operator()(int depth, int index, bool pvNode) const
    {
        int plies = m_plies[std::min<std::size_t>(static_cast<std::size_t>(depth), Size - 1)]
                           [std::min<std::size_t>(static_cast<std::size_t>(index), Size - 1)];
        if (pvNode && plies > 1) {
            --plies;
        }
        return std::min(plies, depth - 2);
    }

private:
    static constexpr std::size_t Size = 64;
    std::array<std::array<std::int8_t, Size>, Size> m_plies{};
};

const LateReductions lateReduction;

} // namespace

// The move loop of a node of the main search, its moves played by `child` for `us`. Returns the
// best score, its move in bestMove; 0 if the search was aborted.
template <class Child>
int Search::searchMoves(Child& child, Side us, MoveList& moves, int count,
                        typename PlaneBits<Child::Size>::Plane& quietSquares, int depth, int alpha,
                        int beta, int ply, bool pvNode, int& bestMove)
{
    int best = -Infinity;
    // Only while some move searched so far escapes a proven loss: a loss score must come from a
    // node that tried every move. The moves come best first and quiet moves last, so every move
    // after the first one pruned would be pruned too.
    const auto prunedIfQuiet = [&](int i) {
        return !pvNode && depth < static_cast<int>(LateMoveCounts.size()) &&
               i >= LateMoveCounts[static_cast<std::size_t>(depth)] && best >= -WinBound;
    };
    int stage = 0; // where the moves not yet picked begin: 0, then the first quiet move
    bool quietListed = false;
    // Each child probes the table first, and its bucket is nearly always a cache miss that the
    // move list made meanwhile does not hide (a fifth of the 6 x 6 searches' time). So once a
    // node has searched its first move without a cut, and will likely search them all, each
    // child after it is played while the one before it is searched, its bucket asked for then.
    // The move comes from the same list by the same pick, so the trees are the same; a child
    // played ahead and then cut off or pruned is only wasted.
    Child spare = child;
    Child* current = &child;
    Child* ahead = &spare;
    bool playedAhead = false;
    ScoredMove aheadMove{};
    bool aheadWon = false;
    for (int i = 0;; ++i) {
        ScoredMove move;
        const bool played = playedAhead;
        if (played) {
            playedAhead = false;
            std::swap(current, ahead);
            move = aheadMove;
        } else {
            if (i == count) {
                // Every move of generateMoves is searched: the quiet ones are listed now,
                // unless late move pruning would not search the first of them.
                if (quietListed || prunedIfQuiet(i)) {
                    break;
                }
                count = listQuietMoves<Child::Size>(quietSquares, moves, count, us);
                quietListed = true;
                stage = i;
                if (i == count) {
                    break;
                }
            }
            move = pickNext(moves, stage, count);
        }
        const bool quiet = move.score < KillerScore;
        if (quiet && prunedIfQuiet(i)) {
            break;
        }
        const bool won = played ? aheadWon : current->play(move.square);
        if constexpr (!Child::IsFrontier) {
            // Not past the listed moves: listing the quiet ones reads the history, which the
            // search of this child changes.
            if (i >= 1 && i + 1 < count && !won) {
                aheadMove = pickNext(moves, stage, count);
                aheadWon = ahead->play(aheadMove.square);
                if (!aheadWon) {
                    m_table.prefetch(ahead->board.hash());
                }
                playedAhead = true;
            }
        }
        int score;
        if (won) {
            score = WinScore - ply - 1;
            m_pvLength[ply + 1] = ply + 1;
        } else if (i == 0) {
            score = -current->search(depth - 1, -beta, -alpha, ply + 1, pvNode);
        } else {
            // A firing move whose square touches no enemy square takes nothing by itself, and
            // is reduced as a quiet move is: to depth 13 on the twelve 6 x 6 positions of
            // jump61-depth the search took a fifth fewer positions, and it won 55.0% of 800
            // games at equal time (docs/ENGINE.md, twenty-seventh pass).
            const bool reducible = quiet || move.score == FiringScore;
            int reduction = 0;
            if (reducible && depth >= 3 && i >= 3) {
                reduction = lateReduction(depth, i, pvNode);
            }
            score = -current->search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && reduction > 0 && !m_aborted) {
                score = -current->search(depth - 1, -alpha - 1, -alpha, ply + 1, false);
            }
            if (score > alpha && score < beta && pvNode && !m_aborted) {
                score = -current->search(depth - 1, -beta, -alpha, ply + 1, true);
            }
        }
        if (m_aborted) {
            return 0;
        }
        if (score > best) {
            best = score;
            bestMove = move.square;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, move.square);
                if (alpha >= beta) {
                    if (quiet) {
                        rewardQuietCutoff(us, move.square, depth, ply);
                    }
                    break;
                }
            }
        }
    }

    return best;
}

template <int N>
int Search::negamax(const PlaneBoard<N>& board, int depth, int alpha, int beta, int ply,
                    bool pvNode)
{
    m_pvLength[ply] = ply;
    if (depth <= 0) {
        return quiescePlanes(board, board.hash(), alpha, beta, ply, 0);
    }
    // The table's bucket is nearly always a cache miss (on 6x6 a probe was 18% of the time):
    // it is asked for first, and the move list is made while it loads, before the probe. A
    // cut from the table then wastes the list, which costs less than the wait it hides (the
    // bench's searches 1-4% faster, the same trees; docs/ENGINE.md).
    const std::uint64_t hash = board.hash();
    m_table.prefetch(hash);
    ++m_nodes;
    if (outOfBudget()) {
        return 0;
    }

    // Mate-distance pruning: no line from here wins faster than our next move, or loses faster
    // than the opponent's reply.
    alpha = std::max(alpha, -(WinScore - ply - 2));
    beta = std::min(beta, WinScore - ply - 1);
    if (alpha >= beta) {
        return alpha;
    }

    MoveList moves;
    typename PlaneBits<N>::Plane quiet;
    int count = generateMoves(board, moves, ply, quiet);
    int tableMove = -1;
    if (TableEntry entry; m_table.probe(hash, entry)) {
        tableMove = entry.move == 0xFF ? -1 : entry.move;
        if (!pvNode && entry.depth >= depth) {
            const int score = TranspositionTable::fromTable(entry.score, ply);
            if (entry.bound == Bound::Exact || (entry.bound == Bound::Lower && score >= beta) ||
                (entry.bound == Bound::Upper && score <= alpha)) {
                return score;
            }
        }
    }
    const Side us = board.toMove();
    if (ply >= MaxPly - MaxQuiescencePlies - 1) {
        return evaluate(PlanePositionSets<N>::of(board), us, m_weights);
    }

    count = markTableMove<N>(moves, count, tableMove, quiet);
    const int originalAlpha = alpha;
    int bestMove = -1;
    const auto searchWith = [&](auto child) {
        return searchMoves(child, us, moves, count, quiet, depth, alpha, beta, ply, pvNode,
                           bestMove);
    };
    const int best = depth == 1 ? searchWith(PlaneChild<N, true>{*this, board, board})
                                : searchWith(PlaneChild<N, false>{*this, board, board});
    if (m_aborted) {
        return 0;
    }

    const Bound bound = best >= beta           ? Bound::Lower
                        : best > originalAlpha ? Bound::Exact
                                               : Bound::Upper;
    m_table.store(hash, bestMove, TranspositionTable::toTable(best, ply), depth, bound);
    return best;
}

template <int N>
int Search::generateMoves(const PlaneBoard<N>& board, MoveList& moves, int ply,
                          typename PlaneBits<N>::Plane& quiet) const
{
    // The moves that fire and the killers, in square order, scored for pickNext: firing moves by
    // the enemy squares they touch, then the killers. The other legal squares are left in
    // `quiet` for listQuietMoves, which a node calls only when it gets to them: most nodes are
    // cut before, and listing every square of a 15 x 15 board with its history score was a
    // tenth of the time there.
    using Bits = PlaneBits<N>;
    const int mover = board.moverIndex();
    const auto legal = board.legalMoves();
    const auto critical = board.critical();
    const auto& mine = board.ownerPlane(mover);
    const auto& theirs = board.ownerPlane(mover ^ 1);
    const auto& killers = m_killers[static_cast<std::size_t>(ply)];
    typename Bits::Plane killerSquares{};
    for (const int killer : killers) {
        if (killer >= 0 && killer < Bits::Area) {
            killerSquares[static_cast<std::size_t>(killer >> 6)] |= std::uint64_t{1}
                                                                    << (killer & 63);
        }
    }
    int count = 0;
    for (int w = 0; w < Bits::Words; ++w) {
        const auto word = static_cast<std::size_t>(w);
        const std::uint64_t firing = mine[word] & critical[word];
        const std::uint64_t listed = legal[word] & (firing | killerSquares[word]);
        quiet[word] = legal[word] & ~listed;
        for (std::uint64_t bits = listed; bits != 0; bits &= bits - 1) {
            const int b = std::countr_zero(bits);
            const int sq = w * 64 + b;
            int score = sq == killers[0] ? KillerScore + 1 : KillerScore;
            if (((firing >> b) & 1) != 0) {
                const auto& near = Bits::Neighbours[static_cast<std::size_t>(sq)];
                int enemies = 0;
                for (int i = 0; i < Bits::Words; ++i) {
                    enemies += std::popcount(near[static_cast<std::size_t>(i)] &
                                             theirs[static_cast<std::size_t>(i)]);
                }
                score = FiringScore + enemies;
            }
            moves[static_cast<std::size_t>(count++)] = {score, sq};
        }
    }
    return count;
}

template <int N>
int Search::listQuietMoves(const typename PlaneBits<N>::Plane& quiet, MoveList& moves, int count,
                           Side us) const
{
    // After the moves of generateMoves, in square order, scored by history.
    const auto& history = m_history[static_cast<std::size_t>(us)];
    for (int w = 0; w < PlaneBits<N>::Words; ++w) {
        for (std::uint64_t bits = quiet[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1) {
            const int sq = w * 64 + std::countr_zero(bits);
            moves[static_cast<std::size_t>(count++)] = {history[static_cast<std::size_t>(sq)], sq};
        }
    }
    return count;
}

template <int N>
int Search::markTableMove(MoveList& moves, int count, int tableMove,
                          typename PlaneBits<N>::Plane& quiet)
{
    // The table's move is legal here only if it is in the list or among the quiet squares; a
    // quiet one joins the list.
    if (tableMove < 0 || tableMove >= N * N) {
        return count;
    }
    for (int i = 0; i < count; ++i) {
        if (moves[static_cast<std::size_t>(i)].square == tableMove) {
            moves[static_cast<std::size_t>(i)].score = TableMoveScore;
            return count;
        }
    }
    auto& word = quiet[static_cast<std::size_t>(tableMove >> 6)];
    const std::uint64_t bit = std::uint64_t{1} << (tableMove & 63);
    if ((word & bit) != 0) {
        word &= ~bit;
        moves[static_cast<std::size_t>(count++)] = {TableMoveScore, tableMove};
    }
    return count;
}

Search::ScoredMove Search::pickNext(MoveList& moves, int from, int count)
{
    // The first of the best among the moves from `from` on not yet picked, found in two passes:
    // the best score, then its first move. The first pass has no branch to mispredict and runs
    // on vector registers; one compare-and-branch loop took an eighth of the 15 x 15 searches'
    // time, scanning a hundred moves or more for each one a node tries. A picked move keeps
    // its place with a score below every other (Picked), so the moves not yet picked stay in
    // the order they were listed: equal scores go by that order, which the staged lists of
    // generateMoves and listQuietMoves rely on.
    int top = moves[from].score;
    for (int i = from + 1; i < count; ++i) {
        top = std::max(top, moves[i].score);
    }
    int best = from;
    while (moves[best].score != top) {
        ++best;
    }
    const ScoredMove picked = moves[best];
    moves[best].score = Picked;
    return picked;
}

void Search::rewardQuietCutoff(Side us, int square, int depth, int ply)
{
    auto& killers = m_killers[ply];
    if (killers[0] != square) {
        killers[1] = killers[0];
        killers[0] = square;
    }
    auto& history = m_history[static_cast<int>(us)];
    history[square] += depth * depth;
    if (history[square] > HistoryLimit) {
        for (int& h : history) {
            h /= 2;
        }
    }
}

bool Search::checkBudget()
{
    if (!m_aborted) {
        m_nextCheck = m_nodes + CheckInterval;
        if (m_stop.load(std::memory_order_relaxed) ||
            (m_abort != nullptr && m_abort->load(std::memory_order_relaxed)) ||
            (m_limits.nodes > 0 && m_nodes >= m_limits.nodes)) {
            m_aborted = true;
        } else if (m_limits.timeCap.count() > 0 &&
                   std::chrono::steady_clock::now() - m_started >= m_limits.timeCap) {
            m_aborted = true;
        }
    }
    if (m_aborted) {
        m_nextCheck = 0;
    }
    return m_aborted;
}

void Search::updatePv(int ply, int square)
{
    m_pv[ply][ply] = square;
    for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i) {
        m_pv[ply][i] = m_pv[ply + 1][i];
    }
    m_pvLength[ply] = m_pvLength[ply + 1];
}

} // namespace jump61
