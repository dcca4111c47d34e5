#include "support/ForcedWinSuite.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <stdexcept>

namespace jump61::testing::forcedwins {

namespace {

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const auto end = text.find(separator, start);
        parts.push_back(trimmed(text.substr(start, end - start)));
        if (end == std::string_view::npos) {
            return parts;
        }
        start = end + 1;
    }
}

std::vector<std::string_view> words(std::string_view text)
{
    std::vector<std::string_view> found;
    for (std::string_view word : split(text, ' ')) {
        if (!word.empty()) {
            found.push_back(word);
        }
    }
    return found;
}

int number(std::string_view text, std::string_view what)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        throw std::invalid_argument(std::string(what) + " is not a number: '" + std::string(text) +
                                    "'");
    }
    return value;
}

void readCell(ForcedWinBoard& board, int square, std::string_view text)
{
    const std::string where = "cell " + squareName(board, square) + " '" + std::string(text) + "'";
    if (text.size() < 2) {
        throw std::invalid_argument(where + " is not like 2r, 1b or 1-");
    }
    const int spots = number(text.substr(0, text.size() - 1), where);
    const char letter = text.back();
    if (letter == '-') {
        if (spots != 1) {
            throw std::invalid_argument(where + ": a white square has one spot");
        }
        return;
    }
    if (letter != 'r' && letter != 'b') {
        throw std::invalid_argument(where + ": the colour must be r, b or -");
    }
    if (spots < 1 || spots > board.neighbourCount(square)) {
        throw std::invalid_argument(where + ": spots must be 1 to its number of neighbours");
    }
    board.set(square, spots, letter == 'r' ? 1 : 2);
}

int readSquare(const ForcedWinBoard& board, std::string_view text)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) {
        throw std::invalid_argument("move '" + std::string(text) + "' is not like 2:3");
    }
    const int row = number(text.substr(0, colon), "move row");
    const int col = number(text.substr(colon + 1), "move column");
    if (row < 1 || row > board.size() || col < 1 || col > board.size()) {
        throw std::invalid_argument("move '" + std::string(text) + "' is not on the board");
    }
    const int square = board.square(row, col);
    if (!board.isLegal(square)) {
        throw std::invalid_argument("move '" + std::string(text) + "' is not legal");
    }
    return square;
}

} // namespace

std::string squareName(const ForcedWinBoard& board, int square)
{
    return std::to_string(board.row(square)) + " " + std::to_string(board.col(square));
}

std::string rowsText(const ForcedWinBoard& board)
{
    std::string text;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (sq > 0) {
            text += sq % board.size() == 0 ? " / " : " ";
        }
        text += board.cellText(sq);
    }
    return text;
}

std::string formatLine(const ForcedWinPosition& position)
{
    const ForcedWinBoard& board = position.board;
    std::string line = std::to_string(board.size()) + " | " + rowsText(board) + " | " +
                       std::to_string(position.moves) + " |";
    for (int square : position.winningMoves) {
        line += ' ';
        line += std::to_string(board.row(square));
        line += ':';
        line += std::to_string(board.col(square));
    }
    return line;
}

ForcedWinPosition parseLine(std::string_view line)
{
    const auto fields = split(line, '|');
    if (fields.size() != 4) {
        throw std::invalid_argument("expected 4 fields separated by '|', found " +
                                    std::to_string(fields.size()));
    }
    const int size = number(fields[0], "size");
    if (size < 2 || size > ForcedWinBoard::MaxSize) {
        throw std::invalid_argument("size must be between 2 and 15");
    }
    ForcedWinPosition position;
    position.board = ForcedWinBoard(size);
    const auto rows = split(fields[1], '/');
    if (static_cast<int>(rows.size()) != size) {
        throw std::invalid_argument("expected " + std::to_string(size) + " rows, found " +
                                    std::to_string(rows.size()));
    }
    for (int r = 0; r < size; ++r) {
        const auto cells = words(rows[r]);
        if (static_cast<int>(cells.size()) != size) {
            throw std::invalid_argument("row " + std::to_string(r + 1) + " has " +
                                        std::to_string(cells.size()) + " cells");
        }
        for (int c = 0; c < size; ++c) {
            readCell(position.board, r * size + c, cells[c]);
        }
    }
    if (position.board.gameOver()) {
        throw std::invalid_argument("the game is already over");
    }
    position.moves = number(fields[2], "k");
    if (position.moves < 1) {
        throw std::invalid_argument("k must be at least 1");
    }
    for (std::string_view word : words(fields[3])) {
        position.winningMoves.push_back(readSquare(position.board, word));
    }
    if (position.winningMoves.empty()) {
        throw std::invalid_argument("no winning move given");
    }
    if (!std::is_sorted(position.winningMoves.begin(), position.winningMoves.end()) ||
        std::adjacent_find(position.winningMoves.begin(), position.winningMoves.end()) !=
            position.winningMoves.end()) {
        throw std::invalid_argument("winning moves must be ascending and distinct");
    }
    return position;
}

std::vector<ForcedWinPosition> loadFile(const std::string& path)
{
    std::ifstream in(path);
    if (!in) {
        throw std::invalid_argument("cannot read " + path);
    }
    std::vector<ForcedWinPosition> positions;
    std::string text;
    int lineNumber = 0;
    while (std::getline(in, text)) {
        ++lineNumber;
        const std::string_view line = trimmed(text);
        if (line.empty() || line.front() == '#') {
            continue;
        }
        try {
            positions.push_back(parseLine(line));
            positions.back().line = lineNumber;
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(path + ":" + std::to_string(lineNumber) + ": " + e.what());
        }
    }
    return positions;
}

} // namespace jump61::testing::forcedwins
