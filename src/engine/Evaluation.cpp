#include "engine/Evaluation.h"

#include <array>

namespace jump61 {

// The evaluation counts material (squares, spots, corners and edges) and then the tactical
// tension around critical squares, those one spot from firing. A critical square is only an
// asset while no enemy neighbour is as close to firing: between two touching critical squares
// the one whose owner moves first fires, captures the other and usually goes on capturing.
// Chains of critical squares of one colour fire together, so each critical neighbour of a
// critical square adds a little.
int evaluate(const Board& board, const EvalWeights& w)
{
    const Topology& topo = board.topology();
    const int us = static_cast<int>(board.toMove());
    const int area = board.area();

    std::array<int, 3> score{};
    for (int sq = 0; sq < area; ++sq) {
        const std::uint8_t cell = board.cell(sq);
        const int owner = cell >> Board::OwnerShift;
        if (owner == 0) {
            continue;
        }
        const int spots = cell & Board::SpotMask;
        const int degree = topo.degree[sq];
        int value = w.square + w.spot * spots;
        if (degree == 2) {
            value += w.corner;
        } else if (degree == 3) {
            value += w.edge;
        }
        const bool critical = spots >= degree;
        bool enemyCritical = false;
        int friendlyCritical = 0;
        for (int k = 0; k < degree; ++k) {
            const int n = topo.neighbours[sq][k];
            const std::uint8_t other = board.cell(n);
            if ((other & Board::SpotMask) >= topo.degree[n]) {
                const int otherOwner = other >> Board::OwnerShift;
                if (otherOwner == owner) {
                    ++friendlyCritical;
                } else if (otherOwner != 0) {
                    enemyCritical = true;
                }
            }
        }
        if (critical) {
            value += w.chain * friendlyCritical;
            if (!enemyCritical) {
                value += w.safeCritical;
            } else if (owner == us) {
                value += w.strike;
            } else {
                value -= w.doomed;
            }
        } else if (enemyCritical) {
            value -= w.threatened;
        }
        score[owner] += value;
    }
    return score[us] - score[3 - us] + w.tempo;
}

} // namespace jump61
