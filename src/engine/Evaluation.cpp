#include "engine/Evaluation.h"

#include "engine/PlaneSet.h"
#include "engine/PositionSets.h"

#include <array>
#include <type_traits>

namespace jump61 {

// The evaluation counts material (squares, spots, corners and edges) and then the tactical
// tension around critical squares, those one spot from firing. A critical square is only an
// asset while no enemy neighbour is as close to firing: between two touching critical squares
// the one whose owner moves first fires, captures the other and usually goes on capturing.
// Chains of critical squares of one colour fire together, so each critical neighbour of a
// critical square adds a little. All of it is counted on bitboards (PositionSets).

namespace {

// The count behind each term, from the side to move's point of view (Sets is PositionSets or
// PlanePositionSets, Masks the matching BoardMasks or PlaneMasks). evaluate() weighs them,
// evaluationTerms() hands them to the tuner. Always inlined: called, it handed its ten counts
// back through memory, and on 15 x 15 GCC called it (the searches 2% slower).
template <class Sets, class Masks>
[[gnu::always_inline]] inline EvalTerms countTerms(const Sets& sets, const Masks& masks,
                                                   Side toMove)
{
    const int us = static_cast<int>(toMove);
    // The squares next to each colour's critical squares, and how many pairs of its critical
    // squares touch, each pair counted from both ends (a square with a critical neighbour below
    // it is the other end of one with a neighbour above it, and the same across). One set of
    // shifts serves both.
    using Set = std::remove_cvref_t<decltype(sets.critical[1])>;
    std::array<Set, 3> reach;
    std::array<int, 3> pairs{};
    for (const int side : {1, 2}) {
        const Set& crit = sets.critical[side];
        const Set up = crit.up();
        const Set left = crit.left();
        reach[side] = (up | crit.down() | left | crit.right()) & masks.board;
        pairs[side] = 2 * ((crit & up).count() + (crit & left).count());
    }
    EvalTerms terms; // its tempo is 1: the side to move has it
    for (const int side : {1, 2}) {
        const int other = 3 - side;
        const int sign = side == us ? 1 : -1;
        const Set& enemyReach = reach[other];
        const auto& mine = sets.owned[side];
        const auto& crit = sets.critical[side];
        terms.square += sign * sets.squares[side];
        terms.spot += sign * sets.spots[side];
        terms.corner += sign * (mine & masks.corners).count();
        terms.edge += sign * (mine & masks.edges).count();
        terms.chain += sign * pairs[side];
        terms.safeCritical += sign * minus(crit, enemyReach).count();
        if (side == us) {
            terms.strike += (crit & enemyReach).count();
        } else {
            terms.doomed += (crit & enemyReach).count();
        }
        terms.threatened -= sign * (minus(mine, crit) & enemyReach).count();
    }
    return terms;
}

template <class Sets, class Masks>
int weighTerms(const Sets& sets, const Masks& masks, Side toMove, const EvalWeights& weights)
{
    // Both colours' counts of a term first, then one product a term: weighing each colour's
    // count by itself cost two multiplications a count and the registers to hold them.
    const EvalTerms terms = countTerms(sets, masks, toMove);
    int score = 0;
    for (const EvalField& field : EvalFields) {
        score += weights.*field.weight * terms.*field.term;
    }
    return clampEvaluation(score);
}

} // namespace

template <int Words>
int evaluate(const PositionSets<Words>& sets, int size, Side toMove, const EvalWeights& weights)
{
    return weighTerms(sets, BoardMasks<Words>::of(size), toMove, weights);
}

template <int N>
int evaluate(const PlanePositionSets<N>& sets, Side toMove, const EvalWeights& weights)
{
    return weighTerms(sets, PlaneMasks<N>{}, toMove, weights);
}

template <int Words>
EvalTerms evaluationTerms(const PositionSets<Words>& sets, int size, Side toMove)
{
    return countTerms(sets, BoardMasks<Words>::of(size), toMove);
}

template int evaluate(const PositionSets<1>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<2>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<3>&, int, Side, const EvalWeights&);
template int evaluate(const PositionSets<4>&, int, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<2>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<3>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<4>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<5>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<6>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<7>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<8>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<9>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<10>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<11>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<12>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<13>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<14>&, Side, const EvalWeights&);
template int evaluate(const PlanePositionSets<15>&, Side, const EvalWeights&);
template EvalTerms evaluationTerms(const PositionSets<1>&, int, Side);
template EvalTerms evaluationTerms(const PositionSets<2>&, int, Side);
template EvalTerms evaluationTerms(const PositionSets<3>&, int, Side);
template EvalTerms evaluationTerms(const PositionSets<4>&, int, Side);

namespace {

// Calls f(sets) with the bitboards of the board, in as many words as its size needs.
template <class F>
auto withSets(const Board& board, F&& f)
{
    switch (wordsFor(board.size())) {
    case 1:
        return f(PositionSets<1>::of(board));
    case 2:
        return f(PositionSets<2>::of(board));
    case 3:
        return f(PositionSets<3>::of(board));
    default:
        return f(PositionSets<4>::of(board));
    }
}

} // namespace

EvalTerms evaluationTerms(const Board& board)
{
    return withSets(board, [&](const auto& sets) {
        return evaluationTerms(sets, board.size(), board.toMove());
    });
}

int evaluate(const Board& board, const EvalWeights& weights)
{
    return withSets(board, [&](const auto& sets) {
        return evaluate(sets, board.size(), board.toMove(), weights);
    });
}

} // namespace jump61
