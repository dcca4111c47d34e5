#include "engine/Evaluation.h"

#include "engine/PositionSets.h"

namespace jump61 {

// The evaluation counts material (squares, spots, corners and edges) and then the tactical
// tension around critical squares, those one spot from firing. A critical square is only an
// asset while no enemy neighbour is as close to firing: between two touching critical squares
// the one whose owner moves first fires, captures the other and usually goes on capturing.
// Chains of critical squares of one colour fire together, so each critical neighbour of a
// critical square adds a little. All of it is counted on bitboards (PositionSets).

namespace {

int pairsWithin(const SquareSet& set, const SquareSet& board)
{
    // Each ordered pair of touching squares of the set, counted from both ends.
    return (set & set.up() & board).count() + (set & set.down() & board).count() +
           (set & set.left() & board).count() + (set & set.right() & board).count();
}

} // namespace

int evaluate(const Board& board, const EvalWeights& weights)
{
    return evaluate(PositionSets::of(board), board.size(), board.toMove(), weights);
}

int evaluate(const PositionSets& sets, int size, Side toMove, const EvalWeights& w)
{
    const BoardMasks& masks = BoardMasks::of(size);
    const int us = static_cast<int>(toMove);
    int score = w.tempo;
    for (const int side : {1, 2}) {
        const int other = 3 - side;
        const SquareSet enemyReach = sets.critical[other].neighbours(masks.board);
        const SquareSet& mine = sets.owned[side];
        const SquareSet& crit = sets.critical[side];
        const SquareSet contested = crit & enemyReach;
        int value = w.square * mine.count() + w.spot * sets.spots[side] +
                    w.corner * (mine & masks.corners).count() +
                    w.edge * (mine & masks.edges).count();
        value += w.chain * pairsWithin(crit, masks.board);
        value += w.safeCritical * minus(crit, enemyReach).count();
        value += (side == us ? w.strike : -w.doomed) * contested.count();
        value -= w.threatened * (minus(mine, crit) & enemyReach).count();
        score += side == us ? value : -value;
    }
    return score;
}

} // namespace jump61
