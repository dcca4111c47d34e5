#include "core/Board.h"

#include <algorithm>
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

bool Board::operator==(const Board& other) const
{
    return m_size == other.m_size &&
           std::equal(m_cells.begin(), m_cells.begin() + area(), other.m_cells.begin());
}

} // namespace jump61
