#pragma once

#include "core/Board.h"
#include "engine/Evaluation.h"
#include "engine/SearchTypes.h"
#include "engine/TranspositionTable.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace jump61 {

class MateSearch;
class Search;

// The computer player as the rest of the program sees it: give it a position and a budget, get
// a move. It keeps its transposition table between searches of one game. stop() may be called
// from any thread and makes a running search return its best move so far.
class Engine
{
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;

    explicit Engine(std::size_t tableMegabytes = 16);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Searches `board` for the side to move. `abort`, if given, is a second stop flag that the
    // caller owns: set before or during the search, it ends the search at once. The move is
    // always legal (or -1 when the game is over): one the search got wrong is replaced by a
    // legal one and reported in result.replaced and result.rejected.
    SearchResult search(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                        const InfoCallback& onInfo = {}, const std::atomic<bool>* abort = nullptr);

    // Searches as search() does, then puts back everything the search learned (the
    // transposition table, the move-ordering history, the mate search's proofs), so that the
    // next search runs as though this one never had. A hint is then the move the computer
    // would play in the position, the same every time it is asked, and asking for one changes
    // no game. On one thread only: helper threads make searches differ anyway.
    SearchResult searchAside(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                             const InfoCallback& onInfo = {},
                             const std::atomic<bool>* abort = nullptr);
    // Thread-safe: ends the running search as soon as possible, with its best move so far. A
    // stop that comes before a search starts ends that search at once (with a legal move), so
    // a caller may announce a search before calling search() without losing a stop; the flag
    // is cleared when a search returns, and by clearStop().
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    void clearStop() { m_stop.store(false, std::memory_order_relaxed); }

    // Forgets what earlier searches learned (a new game, or a new seed); the tables are
    // cleared when the next search starts.
    void newGame();

    void setWeights(const EvalWeights& weights) { m_weights = weights; }

    // What search() does to the move it found: keeps it if it is legal, otherwise plays the
    // first legal square and sets result.replaced. Public for its test.
    static void keepLegal(const Board& board, SearchResult& result);

private:
    SearchResult choose(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                        const InfoCallback& onInfo, const std::atomic<bool>* abort);
    int holdOut(const Board& board, const SearchLimits& limits, int chosen, std::uint64_t& nodes);
    SearchResult runSearch(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                           const InfoCallback& onInfo, const std::atomic<bool>* abort);

    // Copies into m_saved what the engine has learned (the table only if `table`, the mate
    // proofs only if `mate`); false if the memory for it cannot be had.
    bool remember(bool table, bool mate);

    struct Memory; // what searchAside puts back, kept for the next one
    std::unique_ptr<Memory> m_saved;
    std::size_t m_tableMegabytes;
    std::unique_ptr<TranspositionTable> m_table; // allocated at the first search
    std::unique_ptr<Search> m_search;
    std::vector<std::unique_ptr<Search>> m_helpers; // lazy SMP threads beside m_search
    std::atomic<bool> m_helpersStop{false};
    std::unique_ptr<MateSearch> m_mate;
    bool m_forget = false;
    std::atomic<bool> m_stop{false};
    EvalWeights m_weights;
};

} // namespace jump61
