#include "engine/MateSearch.h"

#include "core/PlaneBoard.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace jump61 {

namespace {

constexpr std::size_t TableBits = 20;
constexpr std::uint64_t CheckInterval = 1024;

} // namespace

MateSearch::MateSearch(const std::atomic<bool>* stop)
    : m_stop(stop), m_table(std::size_t{1} << TableBits)
{}

MateSearch::~MateSearch() = default;

void MateSearch::save(Memory& memory) const
{
    memory.m_entries = m_table; // the same size every time: the copy reuses the memory
}

void MateSearch::restore(Memory& memory)
{
    m_table.swap(memory.m_entries);
}

MateSearch::Result MateSearch::findWin(const Board& board, int maxPlies, std::uint64_t nodeBudget)
{
    Result result;
    const std::uint64_t started = m_nodes;
    for (int plies = 1; plies <= maxPlies; plies += 2) {
        int move = -1;
        const std::uint64_t spent = m_nodes - started;
        const bool wins = winsWithin(board, plies, nodeBudget - std::min(spent, nodeBudget), &move);
        result.nodes = m_nodes - started;
        if (m_aborted) {
            result.complete = false;
            break;
        }
        if (wins) {
            result.move = move;
            result.plies = plies;
            break;
        }
    }
    return result;
}

bool MateSearch::winsWithin(const Board& board, int plies, std::uint64_t nodeBudget, int* move)
{
    m_board = board;
    m_budget = m_nodes + nodeBudget;
    m_aborted = false;
    if (board.gameOver()) {
        return false;
    }
    int winningMove = -1;
    const bool wins = attackerWins(plies, winningMove) && !m_aborted;
    if (wins && move != nullptr) {
        *move = winningMove;
    }
    return wins;
}

bool MateSearch::winsAtOnce(int& winningMove)
{
    // Only a move that fires can take the opponent's squares; a move without a cascade wins
    // only by claiming the last white square of a board the opponent has left.
    const Side us = m_board.toMove();
    const Side them = opponent(us);
    if (m_board.count(them) == 0 && m_board.count(Side::White) == 1) {
        for (int sq = 0; sq < m_board.area(); ++sq) {
            if (m_board.owner(sq) == Side::White) {
                winningMove = sq;
                return true;
            }
        }
    }
    // Each critical square of ours is set off on bit planes, which play a long cascade in waves
    // over the whole board: on a Board, with the journal's undo, these tries were most of a
    // 15 x 15 review's time. The planes reach the same verdict (a cascade covers the board or
    // it does not, whatever the order of its jumps), and the squares are tried in the same
    // order, so the move found is the same.
    return withPlaneSize(m_board.size(), [&]<int N>(std::integral_constant<int, N>) {
        using Bits = PlaneBits<N>;
        const PlaneBoard<N> planes(m_board);
        const int mover = planes.moverIndex();
        const auto firing = Bits::both(planes.ownerPlane(mover), planes.critical());
        if (Bits::empty(firing)) {
            return false;
        }
        // Most positions have no win in one. A spot on every one of those squares at once
        // jumps all that any of them alone would jump (PlaneBits::settleAll): if that does not
        // cover the board, none of them does, and one cascade has answered for all of them.
        int count = 0;
        for (const std::uint64_t word : firing) {
            count += std::popcount(word);
        }
        if (count > 1) {
            auto s0 = planes.spotPlane(0);
            auto s1 = planes.spotPlane(1);
            typename Bits::Plane s2{};
            typename Bits::Plane s3{};
            auto mine = planes.ownerPlane(mover);
            auto theirs = planes.ownerPlane(mover ^ 1);
            if (!Bits::settleAll(firing, s0, s1, s2, s3, mine, theirs)) {
                return false;
            }
        }
        for (int w = 0; w < Bits::Words; ++w) {
            const auto word = static_cast<std::size_t>(w);
            for (std::uint64_t bits = firing[word]; bits != 0; bits &= bits - 1) {
                const int sq = w * 64 + std::countr_zero(bits);
                PlaneBoard<N> tried = planes;
                if (tried.template cascade<false, false>(sq)) {
                    winningMove = sq;
                    return true;
                }
            }
        }
        return false;
    });
}

bool MateSearch::attackerWins(int plies, int& winningMove)
{
    ++m_nodes;
    if (budgetExhausted()) {
        return false;
    }
    if (plies <= 1) {
        return winsAtOnce(winningMove);
    }
    const std::uint64_t hash = m_board.hash();
    Entry& entry = entryFor(hash);
    int hint = -1;
    if (entry.hash == hash) {
        if (entry.winWithin != 0 && entry.winWithin <= plies) {
            winningMove = entry.winningMove;
            return true;
        }
        if (entry.noWinWithin >= plies) {
            return false;
        }
    }
    bool wins = winsAtOnce(winningMove);
    if (!wins) {
        MoveList moves;
        const int count = orderedMoves(moves, hint);
        for (int i = 0; i < count && !wins; ++i) {
            m_journal.play(m_board, moves[i]);
            wins = defenderLoses(plies - 1);
            m_journal.undo(m_board);
            if (m_aborted) {
                return false;
            }
            if (wins) {
                winningMove = moves[i];
            }
        }
    }
    Entry& slot = entryFor(hash);
    if (slot.hash != hash) {
        slot = Entry{};
        slot.hash = hash;
    }
    if (wins) {
        slot.winWithin = static_cast<std::int8_t>(plies);
        slot.winningMove = static_cast<std::uint8_t>(winningMove);
    } else {
        slot.noWinWithin = static_cast<std::int8_t>(std::max<int>(slot.noWinWithin, plies));
    }
    return wins;
}

bool MateSearch::defenderLoses(int plies)
{
    ++m_nodes;
    if (budgetExhausted()) {
        return false;
    }
    const std::uint64_t hash = m_board.hash();
    Entry& entry = entryFor(hash);
    int hint = -1;
    if (entry.hash == hash) {
        if (entry.loseWithin != 0 && entry.loseWithin <= plies) {
            return true;
        }
        if (entry.noLoseWithin >= plies) {
            return false;
        }
        hint = entry.escapeMove == 0xFF ? -1 : entry.escapeMove;
    }
    MoveList moves;
    const int count = orderedMoves(moves, hint);
    int escape = -1;
    for (int i = 0; i < count && escape < 0; ++i) {
        const bool won = m_journal.play(m_board, moves[i]);
        int unused = -1;
        const bool escapes = won || !attackerWins(plies - 1, unused);
        m_journal.undo(m_board);
        if (m_aborted) {
            return false;
        }
        if (escapes) {
            escape = moves[i];
        }
    }
    Entry& slot = entryFor(hash);
    if (slot.hash != hash) {
        slot = Entry{};
        slot.hash = hash;
    }
    if (escape >= 0) {
        slot.noLoseWithin = static_cast<std::int8_t>(std::max<int>(slot.noLoseWithin, plies));
        slot.escapeMove = static_cast<std::uint8_t>(escape);
        return false;
    }
    slot.loseWithin = static_cast<std::int8_t>(plies);
    return true;
}

int MateSearch::orderedMoves(MoveList& moves, int hint) const
{
    // Strongest first, for attacker and defender alike: the remembered move, then moves that
    // fire, then moves that make a square critical, then the rest; each group in square order.
    // Three lists filled in one pass and joined: a stable sort of the squares by those ranks
    // made the same list at a fifth of a 15 x 15 review's time.
    const Side them = opponent(m_board.toMove());
    MoveList critical;
    MoveList nearly;
    int firing = 0;
    int almost = 0;
    const bool hinted = hint >= 0 && hint < m_board.area() && m_board.owner(hint) != them;
    int count = 0;
    if (hinted) {
        moves[static_cast<std::size_t>(count++)] = static_cast<std::uint8_t>(hint);
    }
    const int area = m_board.area();
    for (int sq = 0; sq < area; ++sq) {
        const Side owner = m_board.owner(sq);
        if (owner == them || sq == hint) {
            continue;
        }
        const auto square = static_cast<std::uint8_t>(sq);
        const int missing = owner == Side::White ? -1 : m_board.degree(sq) - m_board.spots(sq);
        if (missing == 0) {
            critical[static_cast<std::size_t>(firing++)] = square;
        } else if (missing == 1) {
            nearly[static_cast<std::size_t>(almost++)] = square;
        } else {
            moves[static_cast<std::size_t>(count++)] = square;
        }
    }
    // The rest are in place after the hint; the two first groups go before them.
    const auto rest = moves.begin() + (hinted ? 1 : 0);
    std::move_backward(rest, moves.begin() + count, moves.begin() + count + firing + almost);
    std::copy_n(critical.begin(), firing, rest);
    std::copy_n(nearly.begin(), almost, rest + firing);
    return count + firing + almost;
}

bool MateSearch::budgetExhausted()
{
    if (m_aborted) {
        return true;
    }
    if (m_nodes % CheckInterval == 0) {
        if (m_nodes >= m_budget || (m_stop != nullptr && m_stop->load(std::memory_order_relaxed)) ||
            (m_abort != nullptr && m_abort->load(std::memory_order_relaxed)) ||
            std::chrono::steady_clock::now() >= m_deadline) {
            m_aborted = true;
        }
    }
    return m_aborted;
}

MateSearch::Entry& MateSearch::entryFor(std::uint64_t hash)
{
    return m_table[hash & (m_table.size() - 1)];
}

} // namespace jump61
