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

template <int Words>
int pairsWithin(const SquareSet<Words>& set, const SquareSet<Words>& board)
{
    // Each ordered pair of touching squares of the set, counted from both ends.
    return (set & set.up() & board).count() + (set & set.down() & board).count() +
           (set & set.left() & board).count() + (set & set.right() & board).count();
}

} // namespace

int evaluate(const Board& board, const EvalWeights& weights)
{
    const int size = board.size();
    const Side toMove = board.toMove();
    switch (wordsFor(size)) {
    case 1:
        return evaluate(PositionSets<1>::of(board), size, toMove, weights);
    case 2:
        return evaluate(PositionSets<2>::of(board), size, toMove, weights);
    case 3:
        return evaluate(PositionSets<3>::of(board), size, toMove, weights);
    default:
        return evaluate(PositionSets<4>::of(board), size, toMove, weights);
    }
}

template <int Words>
int evaluate(const PositionSets<Words>& sets, int size, Side toMove, const EvalWeights& w)
{
    const BoardMasks<Words>& masks = BoardMasks<Words>::of(size);
    const int us = static_cast<int>(toMove);
    int score = w.tempo;
    for (const int side : {1, 2}) {
        const int other = 3 - side;
        const SquareSet<Words> enemyReach = sets.critical[other].neighbours(masks.board);
        const SquareSet<Words>& mine = sets.owned[side];
        const SquareSet<Words>& crit = sets.critical[side];
        const SquareSet<Words> contested = crit & enemyReach;
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

template int evaluate(const PositionSets<1>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<2>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<3>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<4>&, int, Side, const EvalWeights&);

} // namespace jump61
