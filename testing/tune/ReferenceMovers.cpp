#include "ReferenceMovers.h"

#include <limits>
#include <vector>

namespace jump61 {

namespace {

std::vector<int> legalMoves(const Board& board)
{
    std::vector<int> moves;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            moves.push_back(sq);
        }
    }
    return moves;
}

bool opponentWinsAtOnce(const Board& after)
{
    for (const int reply : legalMoves(after)) {
        if (Board next = after; next.play(reply)) {
            return true;
        }
    }
    return false;
}

int pick(const std::vector<int>& moves, std::mt19937_64& rng)
{
    return moves[static_cast<std::size_t>(rng() % moves.size())];
}

} // namespace

int randomMove(const Board& board, std::mt19937_64& rng)
{
    return pick(legalMoves(board), rng);
}

int greedyMove(const Board& board, std::mt19937_64& rng)
{
    const Side us = board.toMove();
    const std::vector<int> moves = legalMoves(board);
    // Rank by (safe, squares ahead): a safe move beats any unsafe one.
    int bestSafe = -1;
    int bestMargin = std::numeric_limits<int>::min();
    std::vector<int> best;
    for (const int move : moves) {
        Board after = board;
        if (after.play(move)) {
            return move;
        }
        const int safe = opponentWinsAtOnce(after) ? 0 : 1;
        const int margin = after.count(us) - after.count(opponent(us));
        if (safe > bestSafe || (safe == bestSafe && margin > bestMargin)) {
            bestSafe = safe;
            bestMargin = margin;
            best.clear();
        }
        if (safe == bestSafe && margin == bestMargin) {
            best.push_back(move);
        }
    }
    return pick(best, rng);
}

} // namespace jump61
