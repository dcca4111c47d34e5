#pragma once

#include "core/Board.h"
#include "engine/SearchTypes.h"

#include <algorithm>
#include <array>

namespace jump61 {

template <int Words>
struct PositionSets;
template <int N>
struct PlanePositionSets;

// Weights of the static evaluation, in hundredths of a square. The defaults were tuned by
// self-play with jump61-tune (see README, "Tuning the evaluation"): corner, threatened,
// safeCritical and chain at their current values won 55% of 600 games against the first
// hand-set weights (12, 20, 20, 6) at equal time per move.
struct EvalWeights
{
    int square = 100;      // each square owned
    int spot = 4;          // each spot on an owned square
    int corner = 30;       // an owned corner (fires with 3 spots, hard to take)
    int edge = 4;          // an owned edge square
    int safeCritical = 40; // one spot from firing, and no enemy neighbour as close to firing
    int strike = 60;       // the side to move's critical square next to an enemy critical one
    int doomed = 40;       // the waiting side's critical square next to one that fires first
    int threatened = 40;   // a non-critical square next to an enemy critical square
    int chain = 12;        // each critical neighbour of a critical square of the same colour
    int tempo = 10;        // being the side to move
};

// What the weights multiply: the counts behind each term, from the side to move's point of
// view. Most are ours minus theirs; strike counts our critical squares next to an enemy critical
// one (we fire first), doomed counts theirs, and threatened counts their threatened squares
// minus ours. evaluate() is the sum of each count times its weight; the tuner (jump61-tune
// --fit) fits the weights to these counts.
struct EvalTerms
{
    int square = 0;
    int spot = 0;
    int corner = 0;
    int edge = 0;
    int safeCritical = 0;
    int strike = 0;
    int doomed = 0;
    int threatened = 0;
    int chain = 0;
    int tempo = 1; // always: the side to move has it
};

// Every term: the name a tuner's player spec gives it, its weight and its count.
struct EvalField
{
    const char* name;
    int EvalWeights::*weight;
    int EvalTerms::*term;
};
inline constexpr std::array<EvalField, 10> EvalFields = {{
    {"square", &EvalWeights::square, &EvalTerms::square},
    {"spot", &EvalWeights::spot, &EvalTerms::spot},
    {"corner", &EvalWeights::corner, &EvalTerms::corner},
    {"edge", &EvalWeights::edge, &EvalTerms::edge},
    {"safeCritical", &EvalWeights::safeCritical, &EvalTerms::safeCritical},
    {"strike", &EvalWeights::strike, &EvalTerms::strike},
    {"doomed", &EvalWeights::doomed, &EvalTerms::doomed},
    {"threatened", &EvalWeights::threatened, &EvalTerms::threatened},
    {"chain", &EvalWeights::chain, &EvalTerms::chain},
    {"tempo", &EvalWeights::tempo, &EvalTerms::tempo},
}};

// The most a static score can say. On boards from 13x13 the terms of a lopsided position add up
// to more than WinScore (225 squares alone are worth 22,500), and a static score must never
// read as a win, a loss, or an out-of-window score, so it stops here (the search's noise added
// on top stays clear of WinBound too).
inline constexpr int EvalLimit = WinBound - 100;

constexpr int clampEvaluation(int score)
{
    return std::clamp(score, -EvalLimit, EvalLimit);
}

// The sum of each count times its weight, within EvalLimit: evaluate() of the position the
// terms came from.
inline int weigh(const EvalTerms& terms, const EvalWeights& weights)
{
    int score = 0;
    for (const EvalField& field : EvalFields) {
        score += weights.*field.weight * terms.*field.term;
    }
    return clampEvaluation(score);
}

EvalTerms evaluationTerms(const Board& board);
template <int Words>
EvalTerms evaluationTerms(const PositionSets<Words>& sets, int size, Side toMove);

// Scores a position for the side to move, without search: more is better for the side to move.
// Never returns a win score (it stays within EvalLimit); won positions are scored by the search.
int evaluate(const Board& board, const EvalWeights& weights = EvalWeights{});

// The same, from bitboards already computed for the position.
template <int Words>
int evaluate(const PositionSets<Words>& sets, int size, Side toMove, const EvalWeights& weights);
// The same, from the planes of an N x N PlaneBoard (the quiescence search's).
template <int N>
int evaluate(const PlanePositionSets<N>& sets, Side toMove, const EvalWeights& weights);

} // namespace jump61
