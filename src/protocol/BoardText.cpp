#include "protocol/BoardText.h"

#include <cstdio>

namespace jump61 {

std::string cellText(const Board& board, int square)
{
    static constexpr char Letters[] = {'-', 'r', 'b'};
    return std::to_string(board.spots(square)) + Letters[static_cast<int>(board.owner(square))];
}

std::vector<std::string> dumpLines(const Board& board)
{
    std::vector<std::string> lines;
    lines.emplace_back("===");
    for (int row = 0; row < board.size(); ++row) {
        std::string line = "    ";
        for (int col = 0; col < board.size(); ++col) {
            if (col > 0) {
                line += ' ';
            }
            line += cellText(board, row * board.size() + col);
        }
        lines.push_back(std::move(line));
    }
    lines.emplace_back("===");
    return lines;
}

std::vector<std::string> boardLines(const Board& board)
{
    std::vector<std::string> lines;
    char number[16];
    for (int row = 0; row < board.size(); ++row) {
        std::snprintf(number, sizeof number, "%2d ", row + 1);
        std::string line = number;
        for (int col = 0; col < board.size(); ++col) {
            if (col > 0) {
                line += ' ';
            }
            line += cellText(board, row * board.size() + col);
        }
        lines.push_back(std::move(line));
    }
    std::string footer = "  ";
    for (int col = 1; col <= board.size(); ++col) {
        std::snprintf(number, sizeof number, " %-2d", col);
        footer += number;
    }
    while (!footer.empty() && footer.back() == ' ') {
        footer.pop_back();
    }
    lines.push_back(std::move(footer));
    return lines;
}

std::string squareText(const Board& board, int square)
{
    const Topology& topo = board.topology();
    return std::to_string(topo.row(square)) + " " + std::to_string(topo.col(square));
}

} // namespace jump61
