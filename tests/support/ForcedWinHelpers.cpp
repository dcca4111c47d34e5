#include "support/ForcedWinHelpers.h"

namespace jump61::testing::forcedwins {

std::string suitePath()
{
    return std::string(JUMP61_TEST_DATA_DIR) + "/forced-wins.txt";
}

Board toEngineBoard(const ForcedWinBoard& board)
{
    Board converted(board.size());
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.colour(sq) != 0) {
            converted.set(sq, board.spots(sq), static_cast<Side>(board.colour(sq)));
        }
    }
    return converted;
}

bool sameCells(const ForcedWinBoard& board, const Board& engineBoard)
{
    if (board.size() != engineBoard.size()) {
        return false;
    }
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.spots(sq) != engineBoard.spots(sq) ||
            board.colour(sq) != static_cast<int>(engineBoard.owner(sq))) {
            return false;
        }
    }
    return true;
}

std::vector<int> legalMoves(const ForcedWinBoard& board)
{
    std::vector<int> legal;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            legal.push_back(sq);
        }
    }
    return legal;
}

std::vector<ForcedWinBoard> randomGamePositions(int size, int games, std::mt19937& random)
{
    std::vector<ForcedWinBoard> positions;
    for (int g = 0; g < games; ++g) {
        ForcedWinBoard board(size);
        while (!board.gameOver()) {
            positions.push_back(board);
            const std::vector<int> legal = legalMoves(board);
            board.play(legal[random() % legal.size()]);
        }
    }
    return positions;
}

} // namespace jump61::testing::forcedwins
