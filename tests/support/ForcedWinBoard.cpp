#include "support/ForcedWinBoard.h"

#include <cassert>

namespace jump61::testing {

namespace {

// The neighbours of a square in the order up, down, left, right; returns how many there are.
int neighboursOf(int size, int square, std::array<int, 4>& out)
{
    const int row = square / size;
    const int col = square % size;
    int count = 0;
    if (row > 0) {
        out[count++] = square - size;
    }
    if (row < size - 1) {
        out[count++] = square + size;
    }
    if (col > 0) {
        out[count++] = square - 1;
    }
    if (col < size - 1) {
        out[count++] = square + 1;
    }
    return count;
}

} // namespace

ForcedWinBoard::ForcedWinBoard(int size) : m_size(size), m_total(size * size)
{
    assert(size >= 2 && size <= MaxSize);
    m_count[0] = area();
    for (int sq = 0; sq < area(); ++sq) {
        m_spots[sq] = 1;
    }
}

int ForcedWinBoard::neighbourCount(int square) const
{
    std::array<int, 4> unused;
    return neighboursOf(m_size, square, unused);
}

int ForcedWinBoard::winner() const
{
    if (m_count[1] == area()) {
        return 1;
    }
    if (m_count[2] == area()) {
        return 2;
    }
    return 0;
}

bool ForcedWinBoard::isLegal(int square) const
{
    if (square < 0 || square >= area() || gameOver()) {
        return false;
    }
    return m_colour[square] == 0 || m_colour[square] == toMove();
}

void ForcedWinBoard::set(int square, int spots, int colour)
{
    assert(spots >= 0 && spots <= neighbourCount(square));
    m_total -= m_spots[square];
    --m_count[m_colour[square]];
    if (spots == 0) {
        m_spots[square] = 1;
        m_colour[square] = 0;
    } else {
        m_spots[square] = static_cast<std::uint8_t>(spots);
        m_colour[square] = static_cast<std::uint8_t>(colour);
    }
    m_total += m_spots[square];
    ++m_count[m_colour[square]];
}

void ForcedWinBoard::addSpot(int square, int mover)
{
    ++m_spots[square];
    ++m_total;
    --m_count[m_colour[square]];
    m_colour[square] = static_cast<std::uint8_t>(mover);
    ++m_count[mover];
}

bool ForcedWinBoard::play(int square)
{
    assert(isLegal(square));
    const int mover = toMove();
    addSpot(square, mover);
    if (winner() != 0) {
        return true;
    }
    // Every square is in the queue at most once at a time: it enters when it becomes overfull,
    // or again right after its own jump, so a ring of area() + 1 slots never overflows.
    std::array<int, MaxSquares + 1> queue;
    const int capacity = area() + 1;
    int head = 0;
    int tail = 0;
    queue[tail] = square;
    tail = (tail + 1) % capacity;
    while (head != tail) {
        const int from = queue[head];
        head = (head + 1) % capacity;
        std::array<int, 4> neighbours;
        const int degree = neighboursOf(m_size, from, neighbours);
        if (m_spots[from] <= degree) {
            continue;
        }
        m_spots[from] = static_cast<std::uint8_t>(m_spots[from] - degree);
        m_total -= degree;
        for (int k = 0; k < degree; ++k) {
            const int to = neighbours[k];
            addSpot(to, mover);
            if (m_spots[to] == neighbourCount(to) + 1) {
                queue[tail] = to;
                tail = (tail + 1) % capacity;
            }
        }
        if (m_spots[from] > degree) {
            queue[tail] = from;
            tail = (tail + 1) % capacity;
        }
        if (winner() != 0) {
            return true;
        }
    }
    return false;
}

bool ForcedWinBoard::winsAtOnce(int square) const
{
    assert(isLegal(square));
    if (m_spots[square] + 1 <= neighbourCount(square)) {
        const int others = m_count[toMove()] - (m_colour[square] == toMove() ? 1 : 0);
        return others == area() - 1;
    }
    ForcedWinBoard copy = *this;
    return copy.play(square);
}

std::string ForcedWinBoard::cellText(int square) const
{
    static const char letters[] = {'-', 'r', 'b'};
    return std::to_string(m_spots[square]) + letters[m_colour[square]];
}

std::string ForcedWinBoard::dump() const
{
    std::string out = "===\n";
    for (int r = 0; r < m_size; ++r) {
        out += "    ";
        for (int c = 0; c < m_size; ++c) {
            if (c > 0) {
                out += ' ';
            }
            out += cellText(r * m_size + c);
        }
        out += '\n';
    }
    return out + "===\n";
}

bool ForcedWinBoard::operator==(const ForcedWinBoard& other) const
{
    if (m_size != other.m_size) {
        return false;
    }
    for (int sq = 0; sq < area(); ++sq) {
        if (m_spots[sq] != other.m_spots[sq] || m_colour[sq] != other.m_colour[sq]) {
            return false;
        }
    }
    return true;
}

} // namespace jump61::testing
