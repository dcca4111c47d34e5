#include "support/ReferenceBoard.h"

#include <deque>
#include <utility>

namespace jump61::testing {

ReferenceBoard::ReferenceBoard(int size)
    : m_size(size), m_spots(size * size, 1), m_colour(size * size, 0)
{}

bool ReferenceBoard::onBoard(int row, int col) const
{
    return row >= 1 && row <= m_size && col >= 1 && col <= m_size;
}

int ReferenceBoard::neighbourCount(int row, int col) const
{
    int count = 0;
    count += onBoard(row - 1, col) ? 1 : 0;
    count += onBoard(row + 1, col) ? 1 : 0;
    count += onBoard(row, col - 1) ? 1 : 0;
    count += onBoard(row, col + 1) ? 1 : 0;
    return count;
}

int ReferenceBoard::toMove() const
{
    int total = 0;
    for (int spots : m_spots) {
        total += spots;
    }
    return (total + m_size) % 2 == 0 ? 1 : 2;
}

int ReferenceBoard::winner() const
{
    for (int colour = 1; colour <= 2; ++colour) {
        bool all = true;
        for (int c : m_colour) {
            all = all && c == colour;
        }
        if (all) {
            return colour;
        }
    }
    return 0;
}

bool ReferenceBoard::isLegal(int row, int col) const
{
    if (!onBoard(row, col) || winner() != 0) {
        return false;
    }
    const int c = m_colour[at(row, col)];
    return c == 0 || c == toMove();
}

void ReferenceBoard::set(int row, int col, int spots, int colour)
{
    if (spots == 0) {
        m_spots[at(row, col)] = 1;
        m_colour[at(row, col)] = 0;
    } else {
        m_spots[at(row, col)] = spots;
        m_colour[at(row, col)] = colour;
    }
}

bool ReferenceBoard::play(int row, int col)
{
    const int mover = toMove();
    m_spots[at(row, col)] += 1;
    m_colour[at(row, col)] = mover;
    if (winner() != 0) {
        return true;
    }
    std::deque<std::pair<int, int>> queue{{row, col}};
    while (!queue.empty()) {
        const auto [r, c] = queue.front();
        queue.pop_front();
        const int limit = neighbourCount(r, c);
        if (m_spots[at(r, c)] <= limit) {
            continue;
        }
        m_spots[at(r, c)] -= limit;
        const std::pair<int, int> order[] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& [nr, nc] : order) {
            if (!onBoard(nr, nc)) {
                continue;
            }
            m_spots[at(nr, nc)] += 1;
            m_colour[at(nr, nc)] = mover;
            if (m_spots[at(nr, nc)] == neighbourCount(nr, nc) + 1) {
                queue.emplace_back(nr, nc);
            }
        }
        if (m_spots[at(r, c)] > limit) {
            queue.emplace_back(r, c);
        }
        if (winner() != 0) {
            return true;
        }
    }
    return false;
}

std::string ReferenceBoard::dump() const
{
    static const char letters[] = {'-', 'r', 'b'};
    std::string out = "===\n";
    for (int r = 1; r <= m_size; ++r) {
        out += "    ";
        for (int c = 1; c <= m_size; ++c) {
            if (c > 1) {
                out += ' ';
            }
            out += std::to_string(m_spots[at(r, c)]) + letters[m_colour[at(r, c)]];
        }
        out += '\n';
    }
    return out + "===\n";
}

} // namespace jump61::testing
