#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jump61 {

// A position as a program's `dump` shows it (docs/PROTOCOL.md section 4): all the match runner
// needs to choose random opening moves and to check that an AI's move was legal, without a rules
// engine of its own (the programs under test are the rules engines).
class DumpBoard
{
public:
    // Reads the rows of a dump block (the lines between the === fences). Returns nothing if
    // they are not a square board of cells like "2r", "1-" or "3b".
    static std::optional<DumpBoard> parse(const std::vector<std::string>& rows);

    int size() const { return m_size; }
    // 'r' or 'b': Red moves iff (total spots + N) is even (docs/PROTOCOL.md 1.2).
    char toMove() const { return (m_total + m_size) % 2 == 0 ? 'r' : 'b'; }
    // A move for the side to move: on the board, on a square the opponent does not own.
    bool isLegal(int row, int col) const;
    // Every legal move as a (row, col) pair, row by row.
    std::vector<std::pair<int, int>> legalMoves() const;

private:
    int m_size = 0;
    int m_total = 0;
    std::vector<char> m_owners; // 'r', 'b' or '-', row by row
};

} // namespace jump61
