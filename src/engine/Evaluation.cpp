#include "engine/Evaluation.h"

#include "engine/PositionSets.h"

#include <algorithm>

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

// The most squares of `targets` next to one chain of `critical` squares (a chain fires as a
// whole, so this is the biggest capture one move of its owner makes at once).
template <int Words>
int largestCapture(SquareSet<Words> critical, const SquareSet<Words>& targets,
                   const SquareSet<Words>& board)
{
    int largest = 0;
    while (!critical.empty()) {
        SquareSet<Words> chain;
        chain.add(critical.first());
        for (SquareSet<Words> grown = chain;; chain = grown) {
            grown = chain | (chain.neighbours(board) & critical);
            if (grown == chain) {
                break;
            }
        }
        critical = minus(critical, chain);
        largest = std::max(largest, (chain.neighbours(board) & targets).count());
    }
    return largest;
}

// Squares of `side` that lose a race to fire against an enemy neighbour: each side needs the
// spots it misses plus one move to fire, and the side to move goes first, so a square loses
// to a neighbour that misses fewer spots (or as many, when its owner is not to move).
template <int Words>
int racesLost(const PositionSets<Words>& sets, int side, bool toMove, const SquareSet<Words>& board)
{
    const int other = 3 - side;
    const SquareSet<Words> mine[4] = {
        sets.critical[side], sets.oneShort[side], sets.twoShort[side],
        minus(minus(minus(sets.owned[side], sets.critical[side]), sets.oneShort[side]),
              sets.twoShort[side])};
    const SquareSet<Words> theirs[3] = {sets.critical[other], sets.oneShort[other],
                                        sets.twoShort[other]};
    int lost = 0;
    SquareSet<Words> faster; // enemy squares missing fewer spots than k
    for (int k = 0; k < 4; ++k) {
        const SquareSet<Words> fasterOrEqual = k < 3 ? faster | theirs[k] : faster;
        lost += (mine[k] & (toMove ? faster : fasterOrEqual).neighbours(board)).count();
        faster = fasterOrEqual;
    }
    return lost;
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
    if (w.raceLost != 0) {
        const int them = 3 - us;
        score += w.raceLost * (racesLost(sets, them, false, masks.board) -
                               racesLost(sets, us, true, masks.board));
    }
    if (w.largestThreat != 0) {
        const int them = 3 - us;
        score -= w.largestThreat * largestCapture(sets.critical[them], sets.owned[us], masks.board);
    }
    return score;
}

template int evaluate(const PositionSets<1>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<2>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<3>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<4>&, int, Side, const EvalWeights&);

} // namespace jump61
