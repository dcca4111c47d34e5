#include "SelfPlay.h"

#include "ReferenceMovers.h"
#include "core/Board.h"
#include "engine/Engine.h"
#include "engine/Levels.h"
#include "protocol/Arguments.h"

#include <chrono>
#include <random>
#include <sstream>
#include <stdexcept>

namespace jump61 {

namespace {

bool setWeight(EvalWeights& w, const std::string& name, int value)
{
    for (const EvalField& field : EvalFields) {
        if (field.name == name) {
            w.*field.weight = value;
            return true;
        }
    }
    return false;
}

// Whether the side to move has nothing to fire at the enemy: a static score means most there.
bool quietForMover(const Board& board)
{
    const Side us = board.toMove();
    const Topology& topo = board.topology();
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.owner(sq) != us || board.spots(sq) < board.degree(sq)) {
            continue;
        }
        for (int k = 0; k < topo.degree[sq]; ++k) {
            if (board.owner(topo.neighbours[sq][k]) == opponent(us)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

std::string specOf(const EvalWeights& w)
{
    std::string spec;
    for (const EvalField& field : EvalFields) {
        spec.append(spec.empty() ? "" : ",").append(field.name).append("=");
        spec += std::to_string(w.*field.weight);
    }
    return spec;
}

Player parseSpec(const std::string& text)
{
    Player player;
    player.text = text;
    if (text == "random" || text == "greedy") {
        player.kind = text == "random" ? Player::Kind::Random : Player::Kind::Greedy;
        return player;
    }
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        const std::size_t equals = item.find('=');
        long long value = 0;
        if (equals == std::string::npos || !parseInteger(item.substr(equals + 1), value)) {
            throw std::runtime_error("bad player item: " + item);
        }
        const std::string name = item.substr(0, equals);
        if (name == "level") {
            if (value < MinLevel || value > MaxLevel) {
                throw std::runtime_error("level must be from " + std::to_string(MinLevel) + " to " +
                                         std::to_string(MaxLevel) + ": " + item);
            }
            player.level = static_cast<int>(value);
        } else if (name == "ms") {
            if (value <= 0 || value > 600000) {
                throw std::runtime_error("ms must be from 1 to 600000: " + item);
            }
            player.milliseconds = static_cast<int>(value);
        } else if (name == "cap") {
            if (value < 0 || value > 3'600'000) {
                throw std::runtime_error("cap must be from 0 to 3600000: " + item);
            }
            player.cap = static_cast<int>(value);
        } else if (name == "nodes") {
            player.nodes = static_cast<std::uint64_t>(value);
        } else if (name == "mate") {
            player.mate = static_cast<int>(value);
        } else if (name == "depth") {
            player.depth = static_cast<int>(value);
        } else if (name == "noise") {
            player.noise = static_cast<int>(value);
        } else if (name == "qplies") {
            player.quiescencePlies = static_cast<int>(value);
        } else if (name == "squares") {
            player.squaresOnly = static_cast<int>(value);
        } else if (!setWeight(player.weights, name, static_cast<int>(value))) {
            throw std::runtime_error("unknown player item: " + name);
        }
    }
    return player;
}

SearchLimits limitsFor(const Player& player, int size)
{
    SearchLimits limits;
    if (player.level > 0) {
        limits = levelLimits(player.level, size);
    } else {
        limits.nodes = player.nodes;
        limits.matePlies = player.mate;
        limits.mateNodes = 1'000'000;
        limits.timeCap = std::chrono::milliseconds(20000);
    }
    for (const auto& [mine, theirs] :
         {std::pair{player.depth, &limits.depth}, std::pair{player.noise, &limits.noise},
          std::pair{player.quiescencePlies, &limits.quiescencePlies}}) {
        if (mine >= 0) {
            *theirs = mine;
        }
    }
    if (player.squaresOnly >= 0) {
        limits.squaresOnly = player.squaresOnly != 0;
    }
    if (player.cap >= 0) {
        limits.timeCap = std::chrono::milliseconds(player.cap);
    }
    if (player.milliseconds > 0) {
        // The same as the text command `movetime`: the level's mate search, then the clock.
        limits.depth = 64;
        limits.nodes = 0;
        limits.timeCap = std::chrono::milliseconds(player.milliseconds);
    }
    return limits;
}

Outcome playGame(const Player& a, const Player& b, const std::vector<int>& sizes,
                 std::uint64_t seed, int index, std::vector<FitSample>* samples,
                 std::vector<ChanceSample>* chances)
{
    std::mt19937_64 rng(seed * 1000003 + static_cast<std::uint64_t>(index / 2));
    const int size = sizes[static_cast<std::size_t>(index / 2) % sizes.size()];
    Board board(size);
    const int openingMoves = static_cast<int>(rng() % static_cast<std::uint64_t>(size)) + 1;
    for (int i = 0; i < openingMoves && !board.gameOver(); ++i) {
        board.play(randomMove(board, rng));
    }
    // The reference movers draw from their own stream, so that the opening stays the pair's.
    std::mt19937_64 moverRng(seed * 7919 + static_cast<std::uint64_t>(index));
    const Side aSide = index % 2 == 0 ? Side::Red : Side::Blue;
    Engine engineA(16);
    Engine engineB(16);
    engineA.setWeights(a.weights);
    engineB.setWeights(b.weights);
    Outcome outcome;
    outcome.size = size;
    std::vector<Side> movers;
    std::vector<Side> chanceMovers;
    const std::size_t firstSample = samples != nullptr ? samples->size() : 0;
    while (!board.gameOver()) {
        if (samples != nullptr && quietForMover(board)) {
            samples->push_back({evaluationTerms(board), 0});
            movers.push_back(board.toMove());
        }
        const bool aToMove = board.toMove() == aSide;
        const Player& player = aToMove ? a : b;
        const auto started = std::chrono::steady_clock::now();
        int move = -1;
        if (player.kind == Player::Kind::Random) {
            move = randomMove(board, moverRng);
        } else if (player.kind == Player::Kind::Greedy) {
            move = greedyMove(board, moverRng);
        } else {
            Engine& engine = aToMove ? engineA : engineB;
            const SearchResult result = engine.search(board, limitsFor(player, size),
                                                      seed + static_cast<std::uint64_t>(index));
            move = result.move;
            if (chances != nullptr && !isWinScore(result.score)) {
                // Every fifth pair of games of each size is held out.
                const int round = index / 2 / static_cast<int>(sizes.size());
                chances->push_back({size, result.score, 0, round % 5 == 4});
                chanceMovers.push_back(board.toMove());
            }
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        (aToMove ? outcome.aSeconds : outcome.bSeconds) += seconds;
        ++(aToMove ? outcome.aMoves : outcome.bMoves);
        board.play(move);
        ++outcome.plies;
    }
    outcome.aWon = board.winner() == aSide;
    for (std::size_t i = 0; i < movers.size(); ++i) {
        (*samples)[firstSample + i].result = movers[i] == board.winner() ? 1.0 : 0.0;
    }
    for (std::size_t i = 0; i < chanceMovers.size(); ++i) {
        (*chances)[i].result = chanceMovers[i] == board.winner() ? 1.0 : 0.0;
    }
    return outcome;
}

} // namespace jump61
