#include "engine/SolverReplies.h"

#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace jump61 {

namespace {

std::uint64_t bitOf(int square)
{
    return std::uint64_t{1} << square;
}

} // namespace

void SolverReplies::takeTopology(const Topology& topology)
{
    m_topology = &topology;
    m_area = topology.area;
    m_board = m_area == 64 ? ~std::uint64_t{0} : bitOf(m_area) - 1;
    for (int sq = 0; sq < m_area; ++sq) {
        const auto at = static_cast<std::size_t>(sq);
        m_degree[at] = topology.degree[at];
        m_neighbours[at] = 0;
        for (int k = 0; k < m_degree[at]; ++k) {
            m_neighbours[at] |= bitOf(topology.neighbours[at][static_cast<std::size_t>(k)]);
        }
    }
}

void SolverReplies::take(const Board& board, Side side, Position& position) const
{
    const std::uint8_t* cells = board.cells();
    const auto sideBits = static_cast<std::uint8_t>(static_cast<int>(side) << Board::OwnerShift);
    std::uint64_t mine = 0;
#if defined(__SSE2__)
    // Sixteen cells a step: the Board keeps sixteen cells of room past its last square.
    const __m128i spotMask = _mm_set1_epi8(Board::SpotMask);
    const __m128i ownerMask = _mm_set1_epi8(static_cast<char>(~Board::SpotMask));
    const __m128i owner = _mm_set1_epi8(static_cast<char>(sideBits));
    for (int first = 0; first < m_area; first += 16) {
        const __m128i row = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + first));
        _mm_storeu_si128(
            reinterpret_cast<__m128i*>(&position.spots[static_cast<std::size_t>(first)]),
            _mm_and_si128(row, spotMask));
        const __m128i ours = _mm_cmpeq_epi8(_mm_and_si128(row, ownerMask), owner);
        mine |= static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(ours)))
                << first;
    }
    mine &= m_board;
#else
    for (int sq = 0; sq < m_area; ++sq) {
        const std::uint8_t cell = cells[sq];
        position.spots[static_cast<std::size_t>(sq)] =
            static_cast<std::uint8_t>(cell & Board::SpotMask);
        mine |= (cell & ~Board::SpotMask) == sideBits ? bitOf(sq) : 0;
    }
#endif
    position.mine = mine;
}

void SolverReplies::reset(const Board& board)
{
    m_active = board.area() <= MaxArea;
    if (!m_active) {
        return;
    }
    if (&board.topology() != m_topology) {
        takeTopology(board.topology());
    }
    take(board, opponent(board.toMove()), m_here);
    m_otherLoaded = loaded(m_here) & m_here.mine;
    m_fired = 0;
    m_repliesNoted = false;
    m_cache.allocate(); // kept from one reset to the next: its answers never go stale
}

void SolverReplies::describe(int square, const Board& child, std::uint64_t key)
{
    if (!m_active) {
        return;
    }
    const auto at = static_cast<std::size_t>(square);
    m_keys[at] = key;
    const bool fired = m_here.spots[at] == m_degree[at]; // the mover's loaded square
    if (fired) {
        m_fired |= bitOf(square);
        take(child, child.toMove(), m_afterFiring[at]);
    } else {
        m_fired &= ~bitOf(square);
    }
    if (fired || m_otherLoaded != 0) {
        m_cache.prefetch(key); // read by wins after the table's buckets load
    }
}

bool SolverReplies::wins(int square)
{
    if (!m_active) {
        return false;
    }
    if ((m_fired >> square & 1) == 0 && m_otherLoaded == 0) {
        return false; // after a quiet move the other side has nothing to fire
    }
    return m_cache.answer(m_keys[static_cast<std::size_t>(square)],
                          [this, square] { return workOut(square); });
}

bool SolverReplies::workOut(int square)
{
    const auto at = static_cast<std::size_t>(square);
    if ((m_fired >> square & 1) != 0) {
        const Position& after = m_afterFiring[at];
        return tryCascades(after, loaded(after) & after.mine, false);
    }
    if (!m_repliesNoted) {
        noteReplies();
        m_repliesNoted = true;
    }
    if (m_replyWinsHere) {
        return true;
    }
    // The move's spot on a square some cascade left loaded, and so reached: that cascade goes
    // on, all of it the other side's.
    for (int i = 0; i < m_replyCount; ++i) {
        const Reply& reply = m_replies[static_cast<std::size_t>(i)];
        if ((reply.loaded >> square & 1) == 0) {
            continue;
        }
        Position next = reply.settled;
        ++next.spots[at];
        if (settle(next, bitOf(square))) {
            return true;
        }
    }
    return false;
}

void SolverReplies::noteReplies()
{
    m_replyCount = 0;
    m_replyWinsHere = tryCascades(m_here, m_otherLoaded, true);
}

bool SolverReplies::tryCascades(const Position& from, std::uint64_t starts, bool keep)
{
    const std::uint64_t loadedHere = loaded(from);
    while (starts != 0) {
        const std::uint64_t group = groupOf(std::countr_zero(starts), loadedHere);
        // The group fires once: each of its squares gives a spot to each neighbour, and all of
        // them, and their neighbours, are the side's.
        Position fired = from;
        std::uint64_t reached = group;
        for (std::uint64_t rest = group; rest != 0; rest &= rest - 1) {
            const auto at = static_cast<std::size_t>(std::countr_zero(rest));
            fired.spots[at] = static_cast<std::uint8_t>(fired.spots[at] - m_degree[at]);
            reached |= m_neighbours[at];
            for (std::uint64_t around = m_neighbours[at]; around != 0; around &= around - 1) {
                ++fired.spots[static_cast<std::size_t>(std::countr_zero(around))];
            }
        }
        fired.mine |= reached;
        std::uint64_t overfull = 0;
        for (std::uint64_t rest = reached & ~group; rest != 0; rest &= rest - 1) {
            const int sq = std::countr_zero(rest);
            const auto at = static_cast<std::size_t>(sq);
            overfull |= fired.spots[at] > m_degree[at] ? bitOf(sq) : 0;
        }
        if (fired.mine == m_board || settle(fired, overfull)) {
            return true;
        }
        // Then each starting square of the group adds the spot that set it off.
        for (std::uint64_t rest = group & starts; rest != 0; rest &= rest - 1) {
            const int sq = std::countr_zero(rest);
            const auto at = static_cast<std::size_t>(sq);
            Position next = fired;
            ++next.spots[at];
            if (next.spots[at] > m_degree[at] && settle(next, bitOf(sq))) {
                return true;
            }
            if (keep) {
                const std::uint64_t left = loaded(next);
                if (left != 0) {
                    m_replies[static_cast<std::size_t>(m_replyCount++)] = {sq, left, next};
                }
            }
        }
        starts &= ~group;
    }
    return false;
}

bool SolverReplies::settle(Position& position, std::uint64_t overfull) const
{
    // First in, first out, as the Board's cascade: a square is in the queue at most once at a
    // time (it is queued when it passes its neighbours, or again after its own jump), so 256
    // slots with wrapping indices suffice.
    std::array<std::uint8_t, 256> queue;
    std::uint8_t head = 0;
    std::uint8_t tail = 0;
    for (; overfull != 0; overfull &= overfull - 1) {
        queue[tail++] = static_cast<std::uint8_t>(std::countr_zero(overfull));
    }
    while (head != tail) {
        const int from = queue[head++];
        const auto at = static_cast<std::size_t>(from);
        const int degree = m_degree[at];
        if (position.spots[at] <= degree) {
            continue;
        }
        position.spots[at] = static_cast<std::uint8_t>(position.spots[at] - degree);
        for (int k = 0; k < degree; ++k) {
            const int to = m_topology->neighbours[at][static_cast<std::size_t>(k)];
            const auto toAt = static_cast<std::size_t>(to);
            if (++position.spots[toAt] == m_degree[toAt] + 1) {
                queue[tail++] = static_cast<std::uint8_t>(to);
            }
        }
        position.mine |= m_neighbours[at];
        if (position.spots[at] > degree) {
            queue[tail++] = static_cast<std::uint8_t>(from);
        }
        if (position.mine == m_board) {
            return true;
        }
    }
    return false;
}

std::uint64_t SolverReplies::loaded(const Position& position) const
{
    std::uint64_t set = 0;
#if defined(__SSE2__)
    // Sixteen squares a compare; the spots and degrees past the board are never read as loaded
    // (m_board masks them off).
    for (int first = 0; first < m_area; first += 16) {
        const auto at = static_cast<std::size_t>(first);
        const __m128i spots =
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(&position.spots[at]));
        const __m128i degree = _mm_loadu_si128(reinterpret_cast<const __m128i*>(&m_degree[at]));
        const auto equal =
            static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(spots, degree)));
        set |= static_cast<std::uint64_t>(equal) << first;
    }
    return set & m_board;
#else
    for (int sq = 0; sq < m_area; ++sq) {
        const auto at = static_cast<std::size_t>(sq);
        set |= static_cast<std::uint64_t>(position.spots[at] == m_degree[at]) << sq;
    }
    return set;
#endif
}

std::uint64_t SolverReplies::groupOf(int square, std::uint64_t loaded) const
{
    std::uint64_t group = bitOf(square);
    std::uint64_t frontier = group;
    while (frontier != 0) {
        std::uint64_t around = 0;
        for (; frontier != 0; frontier &= frontier - 1) {
            around |= m_neighbours[static_cast<std::size_t>(std::countr_zero(frontier))];
        }
        frontier = around & loaded & ~group;
        group |= frontier;
    }
    return group;
}

} // namespace jump61
