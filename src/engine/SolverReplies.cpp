#include "engine/SolverReplies.h"

#include "core/PlaneBits.h"

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
    m_size = topology.size;
    m_board = m_area == 64 ? ~std::uint64_t{0} : bitOf(m_area) - 1;
    m_notFirstColumn = 0;
    m_notLastColumn = 0;
    m_degree = {};
    for (int sq = 0; sq < m_area; ++sq) {
        const int degree = topology.degree[static_cast<std::size_t>(sq)];
        for (int b = 0; b < 4; ++b) {
            m_degree[static_cast<std::size_t>(b)] |= (degree >> b & 1) != 0 ? bitOf(sq) : 0;
        }
        m_notFirstColumn |= sq % m_size != 0 ? bitOf(sq) : 0;
        m_notLastColumn |= sq % m_size != m_size - 1 ? bitOf(sq) : 0;
    }
}

void SolverReplies::take(const Board& board, Side side, Position& position) const
{
    const std::uint8_t* cells = board.cells();
    const auto sideBits = static_cast<std::uint8_t>(static_cast<int>(side) << Board::OwnerShift);
    std::uint64_t mine = 0;
    std::array<std::uint64_t, 4> planes{};
#if defined(__SSE2__)
    // Sixteen cells a step (the Board keeps sixteen cells of room past its last square): each
    // bit of the spots is shifted to the top of its byte and gathered.
    const __m128i ownerMask = _mm_set1_epi8(static_cast<char>(~Board::SpotMask));
    const __m128i owner = _mm_set1_epi8(static_cast<char>(sideBits));
    for (int first = 0; first < m_area; first += 16) {
        const __m128i row = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + first));
        const auto gather = [first](__m128i bytes) {
            return static_cast<std::uint64_t>(static_cast<std::uint32_t>(_mm_movemask_epi8(bytes)))
                   << first;
        };
        planes[0] |= gather(_mm_slli_epi16(row, 7));
        planes[1] |= gather(_mm_slli_epi16(row, 6));
        planes[2] |= gather(_mm_slli_epi16(row, 5));
        planes[3] |= gather(_mm_slli_epi16(row, 4));
        mine |= gather(_mm_cmpeq_epi8(_mm_and_si128(row, ownerMask), owner));
    }
    for (std::uint64_t& plane : planes) {
        plane &= m_board;
    }
    mine &= m_board;
#else
    for (int sq = 0; sq < m_area; ++sq) {
        const std::uint8_t cell = cells[sq];
        for (int b = 0; b < 4; ++b) {
            planes[static_cast<std::size_t>(b)] |= (cell >> b & 1) != 0 ? bitOf(sq) : 0;
        }
        mine |= (cell & ~Board::SpotMask) == sideBits ? bitOf(sq) : 0;
    }
#endif
    position.planes = planes;
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
    m_hereLoaded = loaded(m_here);
    m_otherLoaded = m_hereLoaded & m_here.mine;
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
    const bool fired = (m_hereLoaded >> square & 1) != 0; // the mover's loaded square
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
    if ((m_fired >> square & 1) != 0) {
        const Position& after = m_afterFiring[static_cast<std::size_t>(square)];
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
        addSpot(next, square);
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
        // The group fires once; then what that sets off is settled.
        Position fired = from;
        fire(fired, group);
        if (fired.mine == m_board || settle(fired, overfull(fired))) {
            return true;
        }
        // Then each starting square of the group adds the spot that set it off: a cascade only
        // where what the group set off left that square loaded.
        const std::uint64_t primed = loaded(fired);
        for (std::uint64_t rest = group & starts; rest != 0; rest &= rest - 1) {
            const int square = std::countr_zero(rest);
            const bool goesOff = (primed >> square & 1) != 0;
            if (!goesOff && !keep) {
                continue;
            }
            Position next = fired;
            addSpot(next, square);
            if (goesOff && settle(next, bitOf(square))) {
                return true;
            }
            if (keep) {
                const std::uint64_t left = loaded(next);
                if (left != 0) {
                    m_replies[static_cast<std::size_t>(m_replyCount++)] = {left, next};
                }
            }
        }
        starts &= ~group;
    }
    return false;
}

bool SolverReplies::settle(Position& position, std::uint64_t firing) const
{
    // A count never reaches 16: a square that does not fire gains at most one spot from each
    // neighbour in a wave, so ends it with at most twice its neighbours (8); one that fires holds
    // at most that, gains at most 4 more in the wave and gives up its neighbours' count. Starts
    // are at most one over their neighbours.
    while (firing != 0) {
        fire(position, firing);
        if (position.mine == m_board) {
            return true;
        }
        firing = overfull(position);
    }
    return false;
}

void SolverReplies::fire(Position& position, std::uint64_t fired) const
{
    // Each square gains a spot from each neighbour that fires, and each square that fires gives
    // up as many as it has neighbours (it has at least that many): PlaneBoard's wave, with the
    // squares of each degree read off the planes of the degrees (2 = 010, 3 = 011, 4 = 100).
    const std::array<std::uint64_t, 4> got = nextTo(fired);
    std::array<std::uint64_t, 4>& p = position.planes;
    spreadWave(p[0], p[1], p[2], p[3], got[0], got[1], got[2], got[3], fired,
               m_degree[1] & ~m_degree[0], m_degree[1] & m_degree[0], m_degree[2]);
    position.mine |= fired | got[0] | got[1] | got[2] | got[3];
}

void SolverReplies::addSpot(Position& position, int square)
{
    std::uint64_t carry = bitOf(square);
    for (std::uint64_t& plane : position.planes) {
        const std::uint64_t next = plane & carry;
        plane ^= carry;
        carry = next;
    }
}

std::uint64_t SolverReplies::loaded(const Position& position) const
{
    std::uint64_t equal = m_board;
    for (std::size_t b = 0; b < 4; ++b) {
        equal &= ~(position.planes[b] ^ m_degree[b]);
    }
    return equal;
}

std::uint64_t SolverReplies::overfull(const Position& position) const
{
    // Compared from the top plane down: more at the first plane where the two differ.
    std::uint64_t more = 0;
    std::uint64_t equal = m_board;
    for (std::size_t b = 4; b-- > 0;) {
        more |= equal & position.planes[b] & ~m_degree[b];
        equal &= ~(position.planes[b] ^ m_degree[b]);
    }
    return more;
}

std::array<std::uint64_t, 4> SolverReplies::nextTo(std::uint64_t set) const
{
    return {set >> m_size, (set << m_size) & m_board, (set >> 1) & m_notLastColumn,
            (set << 1) & m_notFirstColumn};
}

std::uint64_t SolverReplies::around(std::uint64_t set) const
{
    const std::array<std::uint64_t, 4> near = nextTo(set);
    return near[0] | near[1] | near[2] | near[3];
}

std::uint64_t SolverReplies::groupOf(int square, std::uint64_t loaded) const
{
    std::uint64_t group = bitOf(square);
    for (;;) {
        const std::uint64_t grown = group | (around(group) & loaded);
        if (grown == group) {
            return group;
        }
        group = grown;
    }
}

} // namespace jump61
