#include "core/Board.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace jump61 {

namespace {

constexpr std::uint8_t makeCell(Side side, int spots)
{
    return static_cast<std::uint8_t>((static_cast<int>(side) << Board::OwnerShift) | spots);
}

} // namespace

Board::Board(int size) : m_topology(&Topology::of(size)), m_size(size)
{
    const std::uint8_t fresh = makeCell(Side::White, 1);
    m_hash = zobrist::Table.size[size];
    for (int sq = 0; sq < area(); ++sq) {
        m_cells[sq] = fresh;
        m_hash ^= key(sq, fresh);
    }
    m_total = area();
    m_count = {static_cast<std::uint16_t>(area()), 0, 0};
}

void Board::set(int square, int spots, Side side)
{
    if (square < 0 || square >= area() || spots < 0 || spots > degree(square)) {
        throw std::out_of_range("Board::set: square or spot count out of range");
    }
    if (spots > 0 && side == Side::White) {
        throw std::invalid_argument("Board::set: a white square has one spot");
    }
    const std::uint8_t old = m_cells[square];
    const std::uint8_t fresh = spots == 0 ? makeCell(Side::White, 1) : makeCell(side, spots);
    m_cells[square] = fresh;
    m_hash ^= key(square, old) ^ key(square, fresh);
    m_total += (fresh & SpotMask) - (old & SpotMask);
    --m_count[old >> OwnerShift];
    ++m_count[fresh >> OwnerShift];
    // An edit may leave overfull squares of a won position beside a second colour (Session
    // refuses that, Board does not), so only the cached figures are checked here.
    verify(false);
}

int Board::firstOverfull() const
{
    for (int sq = 0; sq < area(); ++sq) {
        if (spots(sq) > degree(sq)) {
            return sq;
        }
    }
    return -1;
}

void Board::dropSpot(int square)
{
    const auto moverBits = static_cast<std::uint8_t>(static_cast<int>(toMove()) << OwnerShift);
    NoRecord none;
    addSpot(square, moverBits, none);
    ++m_total;
}

void Board::jump(int square, Side mover)
{
    const auto moverBits = static_cast<std::uint8_t>(static_cast<int>(mover) << OwnerShift);
    const int degree = m_topology->degree[square];
    const std::uint8_t old = m_cells[square];
    if ((old & SpotMask) <= degree) {
        return;
    }
    const auto left = static_cast<std::uint8_t>(old - degree);
    m_cells[square] = left;
    m_hash ^= key(square, old) ^ key(square, left);
    NoRecord none;
    for (int k = 0; k < degree; ++k) {
        addSpot(m_topology->neighbours[square][k], moverBits, none);
    }
}

void Board::checkInvariants(bool settled) const
{
    const auto fail = [](const char* what) {
        std::fprintf(stderr, "jump61: board invariant broken: %s\n", what);
        std::abort();
    };
    std::array<int, 3> counted{};
    int total = 0;
    std::uint64_t hash = zobrist::Table.size[m_size];
    for (int sq = 0; sq < area(); ++sq) {
        const std::uint8_t cell = m_cells[sq];
        const int owner = cell >> OwnerShift;
        const int spots = cell & SpotMask;
        if (owner > 2) {
            fail("a cell has no valid colour");
        }
        if (spots == 0) {
            fail("a cell has no spots");
        }
        if (owner == 0 && spots != 1) {
            fail("a white cell has more than one spot");
        }
        if (settled && !gameOver() && spots > degree(sq)) {
            fail("a square is overfull while the game is on");
        }
        ++counted[static_cast<std::size_t>(owner)];
        total += spots;
        hash ^= key(sq, cell);
    }
    if (std::any_of(m_cells.begin() + area(), m_cells.end(),
                    [](std::uint8_t c) { return c != 0; })) {
        fail("a padding cell is not zero");
    }
    for (std::size_t side = 0; side < counted.size(); ++side) {
        if (counted[side] != m_count[side]) {
            fail("a side's square count is wrong");
        }
    }
    if (total != m_total) {
        fail("the spot total is wrong");
    }
    if (hash != m_hash) {
        fail("the hash is wrong");
    }
}

bool Board::operator==(const Board& other) const
{
    return m_size == other.m_size &&
           std::equal(m_cells.begin(), m_cells.begin() + area(), other.m_cells.begin());
}

} // namespace jump61
