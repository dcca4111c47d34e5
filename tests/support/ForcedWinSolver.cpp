#include "support/ForcedWinSolver.h"

#include <algorithm>
#include <cassert>

namespace jump61::testing {

std::size_t ForcedWinSolver::KeyHash::operator()(const Key& key) const
{
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t word : key) {
        h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return static_cast<std::size_t>(h);
}

ForcedWinSolver::Key ForcedWinSolver::keyOf(const ForcedWinBoard& board)
{
    // Four bits a cell: the colour, and the spots less one (a position that is not won has
    // 1..4 spots on every square). The size goes in the last nibble.
    Key key{};
    for (int sq = 0; sq < board.area(); ++sq) {
        assert(board.spots(sq) >= 1 && board.spots(sq) <= 4);
        const auto nibble = static_cast<std::uint64_t>(board.colour(sq) * 4 + board.spots(sq) - 1);
        key[sq / 16] |= nibble << (4 * (sq % 16));
    }
    key[3] |= static_cast<std::uint64_t>(board.size()) << 60;
    return key;
}

void ForcedWinSolver::orderedMoves(const ForcedWinBoard& board, MoveList& moves)
{
    moves.count = 0;
    for (int pass = 0; pass < 2; ++pass) {
        for (int sq = 0; sq < board.area(); ++sq) {
            if (!board.isLegal(sq)) {
                continue;
            }
            const bool overfills = board.spots(sq) == board.neighbourCount(sq);
            if (overfills == (pass == 0)) {
                moves.squares[moves.count++] = static_cast<std::uint8_t>(sq);
            }
        }
    }
}

bool ForcedWinSolver::hasWinAtOnce(const ForcedWinBoard& board)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq) && board.winsAtOnce(sq)) {
            return true;
        }
    }
    return false;
}

bool ForcedWinSolver::winsWithin(const ForcedWinBoard& board, int moves)
{
    assert(!board.gameOver());
    ++m_nodes;
    if (moves <= 0) {
        return false;
    }
    if (moves == 1) {
        return hasWinAtOnce(board);
    }
    const bool memo = board.size() <= MemoMaxSize;
    Key key{};
    if (memo) {
        key = keyOf(board);
        if (const auto it = m_memo.find(key); it != m_memo.end()) {
            if (moves >= it->second.winWithin) {
                return true;
            }
            if (moves <= it->second.noWinWithin) {
                return false;
            }
        }
    }

    bool wins = false;
    MoveList list;
    orderedMoves(board, list);
    for (int i = 0; i < list.count && !wins; ++i) {
        ForcedWinBoard next = board;
        wins = next.play(list.squares[i]) || everyReplyLoses(next, moves - 1);
    }

    if (memo) {
        if (m_memo.size() >= MemoCapacity) {
            m_memo.clear();
        }
        Known& known = m_memo[key];
        if (wins) {
            known.winWithin = static_cast<std::int8_t>(std::min<int>(known.winWithin, moves));
        } else {
            known.noWinWithin = static_cast<std::int8_t>(std::max<int>(known.noWinWithin, moves));
        }
    }
    return wins;
}

bool ForcedWinSolver::everyReplyLoses(const ForcedWinBoard& board, int moves)
{
    assert(!board.gameOver());
    if (hasWinAtOnce(board)) {
        return false;
    }
    MoveList list;
    orderedMoves(board, list);
    for (int i = 0; i < list.count; ++i) {
        ForcedWinBoard next = board;
        next.play(list.squares[i]);
        if (!winsWithin(next, moves)) {
            return false;
        }
    }
    return true;
}

int ForcedWinSolver::winDistance(const ForcedWinBoard& board, int maxMoves)
{
    for (int k = 1; k <= maxMoves; ++k) {
        if (winsWithin(board, k)) {
            return k;
        }
    }
    return 0;
}

std::vector<int> ForcedWinSolver::winningMoves(const ForcedWinBoard& board, int moves)
{
    std::vector<int> found;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (!board.isLegal(sq)) {
            continue;
        }
        ForcedWinBoard next = board;
        if (next.play(sq) || (moves > 1 && everyReplyLoses(next, moves - 1))) {
            found.push_back(sq);
        }
    }
    return found;
}

bool ForcedWinSolver::losesWithin(const ForcedWinBoard& board, int moves)
{
    return everyReplyLoses(board, moves);
}

int ForcedWinSolver::lossDistance(const ForcedWinBoard& board, int maxMoves)
{
    if (!everyReplyLoses(board, maxMoves)) {
        return 0;
    }
    int longest = 0;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            ForcedWinBoard next = board;
            next.play(sq);
            longest = std::max(longest, winDistance(next, maxMoves));
        }
    }
    return longest;
}

std::vector<int> ForcedWinSolver::longestDefences(const ForcedWinBoard& board, int maxMoves)
{
    const int longest = lossDistance(board, maxMoves);
    std::vector<int> found;
    if (longest == 0) {
        return found;
    }
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            ForcedWinBoard next = board;
            next.play(sq);
            if (winDistance(next, maxMoves) == longest) {
                found.push_back(sq);
            }
        }
    }
    return found;
}

} // namespace jump61::testing
