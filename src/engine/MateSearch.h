#pragma once

#include "core/Board.h"
#include "core/MoveJournal.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

namespace jump61 {

// Proves forced wins: can the side to move cover the board within a given number of plies,
// whatever the opponent does? A plain AND/OR search with no evaluation: the attacker needs one
// winning move, the defender must have none that escapes. It backs the guarantees of the
// stronger levels (find every win within 4 own moves; never walk into a loss that could be
// avoided within that horizon), and is much cheaper than a full-width search to the same depth
// because it never evaluates a position and its last attacker ply only tries firing moves.
class MateSearch
{
public:
    struct Result
    {
        int move = -1;        // a fastest winning move, or -1 if none was found
        int plies = 0;        // plies to the win with best defence
        bool complete = true; // false if the node budget or a stop cut the search short
        std::uint64_t nodes = 0;
    };

    explicit MateSearch(const std::atomic<bool>* stop = nullptr);
    // A second stop flag, owned by the caller of the current search (may be null).
    void setAbortFlag(const std::atomic<bool>* abort) { m_abort = abort; }
    // A wall-clock limit for the searches that follow (a safety net; none by default).
    void setDeadline(std::chrono::steady_clock::time_point deadline) { m_deadline = deadline; }
    ~MateSearch();
    MateSearch(const MateSearch&) = delete;
    MateSearch& operator=(const MateSearch&) = delete;

    // Looks for a win for the side to move within `maxPlies` plies (odd), trying 1, 3, 5, ...
    // so that the win found is a fastest one.
    Result findWin(const Board& board, int maxPlies, std::uint64_t nodeBudget);
    // What the searches have proved so far, which the next ones build on. Engine::searchAside
    // saves it before a search and puts it back after, so that the search leaves no trace:
    // restore() swaps, and `memory` keeps the proofs it replaced until the next save.
    class Memory;
    void save(Memory& memory) const;
    void restore(Memory& memory);

    // True if the side to move has a forced win within `plies` plies (odd); the winning move
    // goes to `move` if given. Check lastComplete() before trusting a false answer.
    bool winsWithin(const Board& board, int plies, std::uint64_t nodeBudget, int* move = nullptr);
    bool lastComplete() const { return !m_aborted; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    // Facts about a position never go stale, so the table lives as long as the search object.
    // The side to move is the attacker for the first pair of facts, the defender for the second.
    struct Entry
    {
        std::uint64_t hash = 0;
        std::int8_t winWithin = 0;       // proven: wins within this many plies (0: unknown)
        std::int8_t noWinWithin = 0;     // proven: no win within this many plies
        std::int8_t loseWithin = 0;      // proven: loses within this many plies (0: unknown)
        std::int8_t noLoseWithin = 0;    // proven: does not lose within this many plies
        std::uint8_t winningMove = 0xFF; // set with winWithin
        std::uint8_t escapeMove = 0xFF;  // the last escape found with noLoseWithin
    };
    using MoveList = std::array<std::uint8_t, MaxSquares>;

    bool attackerWins(int plies, int& winningMove);
    bool defenderLoses(int plies);
    bool winsAtOnce(int& winningMove);
    int orderedMoves(MoveList& moves, int hint) const;
    bool budgetExhausted();
    Entry& entryFor(std::uint64_t hash);

    const std::atomic<bool>* m_stop;
    const std::atomic<bool>* m_abort = nullptr;
    std::chrono::steady_clock::time_point m_deadline = std::chrono::steady_clock::time_point::max();
    Board m_board;
    MoveJournal m_journal;
    std::vector<Entry> m_table;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_budget = 0;
    bool m_aborted = false;
};

class MateSearch::Memory
{
    friend class MateSearch;
    std::vector<Entry> m_entries;
};

} // namespace jump61
