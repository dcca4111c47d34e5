#pragma once

#include "ChanceFit.h"
#include "Fit.h"
#include "engine/Evaluation.h"
#include "engine/SearchTypes.h"

#include <cstdint>
#include <string>
#include <vector>

namespace jump61 {

// A player of jump61-tune: the engine at a level or a node budget, with evaluation weights, or
// one of the two reference movers (ReferenceMovers.h).
struct Player
{
    enum class Kind
    {
        Engine,
        Random,
        Greedy
    };
    Kind kind = Kind::Engine;
    int level = 0; // 0: use nodes and mate below instead of a level
    std::uint64_t nodes = 20000;
    int mate = 0;
    int milliseconds = 0; // > 0: a time per move instead of a node budget (as `movetime`)
    // The wall-clock safety cap in milliseconds instead of the level's; 0: none; -1: the level's.
    int cap = -1;
    // A weak player's view (SearchLimits), over the level's: -1 keeps the level's.
    int depth = -1;
    int noise = -1;
    int quiescencePlies = -1;
    int squaresOnly = -1;
    EvalWeights weights;
    std::string text;
};

// "random", "greedy", or comma-separated level=L, nodes=N, mate=PLIES, ms=MS, cap=MS and
// weights.
Player parseSpec(const std::string& text);

// All the weights as a player spec: name=value, comma-separated.
std::string specOf(const EvalWeights& weights);

SearchLimits limitsFor(const Player& player, int size);

struct Outcome
{
    bool aWon = false;
    int size = 0;
    int plies = 0;
    double aSeconds = 0;
    double bSeconds = 0;
    int aMoves = 0;
    int bMoves = 0;
};

// Game `index` between A and B: its size, opening and colours all follow from the index and
// the seed. Both games of a pair (indices 2k and 2k + 1) share the opening, and A takes Red in
// one and Blue in the other. With `samples`, every quiet position after the opening is added
// to it, labelled with its result; with `chances`, every engine search's score that is not a
// win score, with the result of the side that searched.
Outcome playGame(const Player& a, const Player& b, const std::vector<int>& sizes,
                 std::uint64_t seed, int index, std::vector<FitSample>* samples = nullptr,
                 std::vector<ChanceSample>* chances = nullptr);

} // namespace jump61
