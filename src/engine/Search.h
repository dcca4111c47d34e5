#pragma once

#include "core/Board.h"
#include "core/PlaneBoard.h"
#include "engine/Evaluation.h"
#include "engine/Remainder.h"
#include "engine/SearchTypes.h"
#include "engine/TranspositionTable.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

namespace jump61 {

template <int N>
struct PlanePositionSets;

// One search thread: iterative deepening over a principal-variation alpha-beta search with a
// quiescence search at the leaves. See Search.cpp for how it chooses a move.
class Search
{
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    static constexpr int MaxPly = 120;

    Search(TranspositionTable& table, const std::atomic<bool>& stop);

    void setWeights(const EvalWeights& weights) { m_weights = weights; }

    // Searches `root` within `limits`. `seed` breaks ties between equal moves reproducibly.
    // `abort`, if not null, is checked like the stop flag.
    SearchResult run(const Board& root, const SearchLimits& limits, std::uint64_t seed,
                     const InfoCallback& onInfo, const std::atomic<bool>* abort = nullptr);

    // The root moves of the last search, best first as its last iteration ranked them.
    std::vector<int> rankedRootMoves() const;
    // The move-ordering history, the one thing besides the transposition table that a search
    // hands the next: Engine::searchAside saves and puts it back.
    using History = std::array<std::array<int, MaxSquares>, 3>;
    const History& history() const { return m_history; }
    void setHistory(const History& history) { m_history = history; }

private:
    struct ScoredMove
    {
        int score;
        int square;
    };
    using MoveList = std::array<ScoredMove, MaxSquares>;

    bool settled(double elapsed, int depth, int score) const;
    // The search of a root of N x N: iterative deepening, each iteration's root moves and the
    // negamax below them all on PlaneBoard<N>, copy-make.
    template <int N>
    void deepen(const PlaneBoard<N>& root, int maxDepth, int lastUseful, const InfoCallback& onInfo,
                SearchResult& result);
    template <int N>
    int aspirate(const PlaneBoard<N>& root, int depth, int previous);
    template <int N>
    int rootSearch(const PlaneBoard<N>& root, int depth, int alpha, int beta);
    template <int N>
    int negamax(const PlaneBoard<N>& board, int depth, int alpha, int beta, int ply, bool pvNode);
    template <int N, bool Frontier>
    struct PlaneChild;
    // The quiet squares not yet listed are in quietSquares (see generateMoves).
    template <class Child>
    int searchMoves(Child& child, Side us, MoveList& moves, int count,
                    typename PlaneBits<Child::Size>::Plane& quietSquares, int depth, int alpha,
                    int beta, int ply, bool pvNode, int& bestMove);
    // The quiescence search (SearchQuiescence.cpp).
    template <int N>
    int quiescePlanes(const PlaneBoard<N>& board, std::uint64_t key, int alpha, int beta, int ply,
                      int qply);
    template <int N>
    int staticScore(const PlanePositionSets<N>& sets, std::uint64_t key, Side toMove) const;
    template <int N>
    static int generateFiringMoves(MoveList& moves, const PlanePositionSets<N>& sets, Side us);

    // The moves of a main-search node in two stages: generateMoves lists the ones that fire
    // and the killers and leaves the other legal squares in `quiet`; listQuietMoves appends
    // those after them. Returns the new count.
    template <int N>
    int generateMoves(const PlaneBoard<N>& board, MoveList& moves, int ply,
                      typename PlaneBits<N>::Plane& quiet) const;
    template <int N>
    int listQuietMoves(const typename PlaneBits<N>::Plane& quiet, MoveList& moves, int count,
                       Side us) const;
    // Ranks the table's move (a square, or -1 for none) first: in the list if it is there, or
    // taken from `quiet` into the list. Returns the new count.
    template <int N>
    static int markTableMove(MoveList& moves, int count, int tableMove,
                             typename PlaneBits<N>::Plane& quiet);
    // The best move from `from` on that was not picked yet (the first of equals), marked picked.
    static ScoredMove pickNext(MoveList& moves, int from, int count);
    void rewardQuietCutoff(Side us, int square, int depth, int ply);

    static std::uint64_t mix(std::uint64_t x)
    {
        x ^= x >> 33;
        x *= 0xFF51AFD7ED558CCDULL;
        x ^= x >> 33;
        x *= 0xC4CEB9FE1A85EC53ULL;
        return x ^ (x >> 33);
    }
    // The noise key of the position a move on `square` leads to, from the key of the one before.
    static std::uint64_t pathKey(std::uint64_t key, int square)
    {
        return mix(key + static_cast<std::uint64_t>(square) + 1);
    }
    // Whether the search must stop. Asked at every node, so the common answer is inline: the
    // flags, the clock and the node budget are looked at every CheckInterval nodes, and once
    // the search is aborted m_nextCheck stays 0, so that every later call says so.
    bool outOfBudget() { return m_nodes >= m_nextCheck && checkBudget(); }
    bool checkBudget();
    void updatePv(int ply, int square);

    TranspositionTable& m_table;
    const std::atomic<bool>& m_stop;
    const std::atomic<bool>* m_abort = nullptr;
    EvalWeights m_weights;
    SearchLimits m_limits;
    Remainder m_noiseSpread{1}; // the noise's 2 * noise + 1 values
    std::uint64_t m_seed = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextCheck = 0;
    bool m_aborted = false;
    std::chrono::steady_clock::time_point m_started;

    std::array<std::array<int, 2>, MaxPly + 1> m_killers{};
    History m_history{};
    std::array<std::array<int, MaxPly + 1>, MaxPly + 1> m_pv{};
    std::array<int, MaxPly + 1> m_pvLength{};

    MoveList m_rootMoves{};
    int m_rootCount = 0;
    int m_rootBest = -1; // best fully searched root move of the current iteration
    int m_rootBestScore = 0;
    std::vector<int> m_rootBestPv;
};

} // namespace jump61
