#include "match/DumpBoard.h"

#include <sstream>

namespace jump61 {

std::optional<DumpBoard> DumpBoard::parse(const std::vector<std::string>& rows)
{
    DumpBoard board;
    board.m_size = static_cast<int>(rows.size());
    for (const std::string& row : rows) {
        std::istringstream cells(row);
        int count = 0;
        for (std::string cell; cells >> cell; ++count) {
            const std::size_t letter = cell.find_first_not_of("0123456789");
            if (letter == 0 || letter > 3 || letter + 1 != cell.size() ||
                std::string_view("rb-").find(cell[letter]) == std::string_view::npos) {
                return std::nullopt;
            }
            board.m_total += std::stoi(cell.substr(0, letter));
            board.m_owners.push_back(cell[letter]);
        }
        if (count != board.m_size) {
            return std::nullopt;
        }
    }
    if (board.m_size < 2) {
        return std::nullopt;
    }
    return board;
}

bool DumpBoard::isLegal(int row, int col) const
{
    if (row < 1 || row > m_size || col < 1 || col > m_size) {
        return false;
    }
    const char owner = m_owners[static_cast<std::size_t>((row - 1) * m_size + col - 1)];
    return owner != (toMove() == 'r' ? 'b' : 'r');
}

std::vector<std::pair<int, int>> DumpBoard::legalMoves() const
{
    std::vector<std::pair<int, int>> moves;
    for (int row = 1; row <= m_size; ++row) {
        for (int col = 1; col <= m_size; ++col) {
            if (isLegal(row, col)) {
                moves.emplace_back(row, col);
            }
        }
    }
    return moves;
}

} // namespace jump61
