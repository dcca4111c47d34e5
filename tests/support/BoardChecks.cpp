#include "support/BoardChecks.h"

#include <array>
#include <vector>

namespace jump61::testing::boardchecks {

int colourCode(Side side)
{
    switch (side) {
    case Side::Red:
        return 1;
    case Side::Blue:
        return 2;
    case Side::White:
        break;
    }
    return 0;
}

Side sideOfCode(int code)
{
    return code == 1 ? Side::Red : code == 2 ? Side::Blue : Side::White;
}

std::string dumpOf(const Board& board)
{
    ReferenceBoard copy(board.size());
    for (int sq = 0; sq < board.area(); ++sq) {
        const Topology& topo = board.topology();
        copy.set(topo.row(sq), topo.col(sq), board.spots(sq), colourCode(board.owner(sq)));
    }
    return copy.dump();
}

std::string firstDifference(const Board& board, const ReferenceBoard& ref)
{
    if (board.size() != ref.size()) {
        return "the sizes differ";
    }
    const Topology& topo = board.topology();
    for (int row = 1; row <= board.size(); ++row) {
        for (int col = 1; col <= board.size(); ++col) {
            const int sq = topo.index(row, col);
            if (board.spots(sq) != ref.spots(row, col) ||
                colourCode(board.owner(sq)) != ref.colour(row, col)) {
                return "square " + std::to_string(row) + " " + std::to_string(col) +
                       " differs; board:\n" + dumpOf(board) + "reference:\n" + ref.dump();
            }
        }
    }
    if (colourCode(board.toMove()) != ref.toMove()) {
        return "the side to move differs";
    }
    if (colourCode(board.winner()) != ref.winner()) {
        return "the winner differs";
    }
    return {};
}

std::string bookkeepingError(const Board& board)
{
    int total = 0;
    std::array<int, 3> count{};
    for (int sq = 0; sq < board.area(); ++sq) {
        total += board.spots(sq);
        ++count[static_cast<int>(board.owner(sq))];
    }
    if (total != board.totalSpots()) {
        return "totalSpots() is " + std::to_string(board.totalSpots()) + ", the cells hold " +
               std::to_string(total);
    }
    for (const Side side : {Side::White, Side::Red, Side::Blue}) {
        if (board.count(side) != count[static_cast<int>(side)]) {
            return "count(" + std::string(sideName(side)) + ") is wrong";
        }
    }
    return {};
}

void setBoth(Board& board, ReferenceBoard& ref, int sq, int spots, Side side)
{
    const Topology& topo = board.topology();
    board.set(sq, spots, side);
    ref.set(topo.row(sq), topo.col(sq), spots, colourCode(side));
}

Side randomColour(std::mt19937_64& rng)
{
    return rng() % 2 == 0 ? Side::Red : Side::Blue;
}

void randomSetPosition(Board& board, ReferenceBoard& ref, std::mt19937_64& rng)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        const int spots =
            rng() % 5 == 0 ? 0
                           : 1 + static_cast<int>(rng() % static_cast<unsigned>(board.degree(sq)));
        setBoth(board, ref, sq, spots, randomColour(rng));
    }
    if (board.gameOver()) {
        setBoth(board, ref, 0, 0, Side::White);
    }
}

int randomLegalSquare(const Board& board, const ReferenceBoard& ref, std::mt19937_64& rng)
{
    std::vector<int> legal;
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        if (ref.isLegal(topo.row(sq), topo.col(sq))) {
            legal.push_back(sq);
        }
    }
    return legal[rng() % legal.size()];
}

} // namespace jump61::testing::boardchecks
