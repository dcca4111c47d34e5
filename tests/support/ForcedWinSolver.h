#pragma once

#include "support/ForcedWinBoard.h"

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace jump61::testing {

// An exhaustive AND/OR search that answers, for the tests, "can the side to move force a win
// within k of its own moves?", that is, whatever the opponent replies, its k-th move wins at
// the latest (2k - 1 plies). It knows nothing of the engine: it plays every legal move on a
// copy of a ForcedWinBoard, has no evaluation and no heuristic pruning, and stops looking at a
// position only when its answer is certain (one winning move, or one refuting reply).
//
// The side to move wins within k if one of its moves wins at once, or if k > 1 and one of its
// moves leaves a position where every reply of the opponent fails to win at once and leaves a
// win within k - 1. Move order only decides how soon the search finds an answer, never which.
//
// Results are memoised by the exact position (every cell, the size; the side to move follows
// from them) on boards up to 7 x 7, as two bounds: a win within k implies a win within any
// larger k, and no win within k implies none within any smaller k. No hash stands in for a
// position, so the memo cannot confuse two positions.
class ForcedWinSolver
{
public:
    // True if the side to move forces a win within `moves` of its own moves.
    bool winsWithin(const ForcedWinBoard& board, int moves);

    // The least k in 1..maxMoves such that the side to move forces a win within k of its own
    // moves, or 0 if there is none.
    int winDistance(const ForcedWinBoard& board, int maxMoves);

    // The moves that force a win within `moves` own moves (ascending squares): those that win
    // at once, and, if moves > 1, those after which every reply leaves a win within moves - 1.
    std::vector<int> winningMoves(const ForcedWinBoard& board, int moves);

    // True if the opponent of the side to move has a win within `moves` of its own moves
    // whatever the side to move plays: none of its moves wins at once and each leaves the
    // opponent a win within `moves`.
    bool losesWithin(const ForcedWinBoard& board, int moves);

    // For the losing side to move: how many of the opponent's moves the longest defence lasts,
    // that is the largest, over its moves, of the opponent's winDistance. 0 if the side to move
    // is not lost within maxMoves of the opponent's moves.
    int lossDistance(const ForcedWinBoard& board, int maxMoves);

    // The moves that hold out for lossDistance(board, maxMoves) opponent moves (ascending
    // squares); empty if the side to move is not lost within maxMoves.
    std::vector<int> longestDefences(const ForcedWinBoard& board, int maxMoves);

    // Positions searched since construction, a measure of the work done.
    std::uint64_t nodes() const { return m_nodes; }

private:
    // What is known of one position: a win within `winWithin` moves (larger than any k asked
    // while unknown), and no win within `noWinWithin` moves (0 while unknown).
    struct Known
    {
        std::int8_t winWithin = 127;
        std::int8_t noWinWithin = 0;
    };
    using Key = std::array<std::uint64_t, 4>;
    struct KeyHash
    {
        std::size_t operator()(const Key& key) const;
    };

    static constexpr int MemoMaxSize = 7;
    static constexpr std::size_t MemoCapacity = 4'000'000;

    // True if every reply of the side to move (the defender) leaves the opponent a win within
    // `moves` of its own moves.
    bool everyReplyLoses(const ForcedWinBoard& board, int moves);
    static bool hasWinAtOnce(const ForcedWinBoard& board);

    // The legal moves, those that make their square overfull first: they are the ones that
    // can win or refute soonest.
    struct MoveList
    {
        std::array<std::uint8_t, ForcedWinBoard::MaxSquares> squares;
        int count = 0;
    };
    static void orderedMoves(const ForcedWinBoard& board, MoveList& moves);
    static Key keyOf(const ForcedWinBoard& board);

    std::unordered_map<Key, Known, KeyHash> m_memo;
    std::uint64_t m_nodes = 0;
};

} // namespace jump61::testing
