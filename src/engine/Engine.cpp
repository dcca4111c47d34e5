#include "engine/Engine.h"

#include "engine/MateSearch.h"
#include "engine/Search.h"

#include <algorithm>
#include <limits>
#include <new>
#include <system_error>
#include <thread>

namespace jump61 {

namespace {

// The greedy capturer's evaluation: squares and nothing else.
EvalWeights squaresOnlyWeights()
{
    EvalWeights weights;
    for (const EvalField& field : EvalFields) {
        weights.*field.weight = 0;
    }
    weights.square = 100;
    return weights;
}

// A move nobody should wait for: the only legal one, or one that wins at once (the lowest such
// square). -1 if there is none.
int obviousMove(const Board& board, bool& wins)
{
    int legal = 0;
    int last = -1;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (!board.isLegal(sq)) {
            continue;
        }
        ++legal;
        last = sq;
        if (Board after = board; after.play(sq)) {
            wins = true;
            return sq;
        }
    }
    wins = false;
    return legal == 1 ? last : -1;
}

} // namespace

Engine::Engine(std::size_t tableMegabytes) : m_tableMegabytes(tableMegabytes) {}

Engine::~Engine() = default;

SearchResult Engine::search(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                            const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    SearchResult result = choose(board, limits, seed, onInfo, abort);
    keepLegal(board, result);
    return result;
}

// Every caller plays the move it gets (Game::play throws on an illegal one), so a mistake of
// the search must stop here: an illegal move is replaced by the first legal square and reported
// (`replaced`, `rejected`), so the game goes on and the front end can say what happened.
void Engine::keepLegal(const Board& board, SearchResult& result)
{
    if (board.gameOver()) {
        result.move = -1;
        return;
    }
    if (result.move >= 0 && result.move < board.area() && board.isLegal(result.move)) {
        return;
    }
    result.replaced = true;
    result.rejected = result.move;
    result.move = 0;
    while (!board.isLegal(result.move)) {
        ++result.move; // some square is legal: the game is on, so the mover is not covered
    }
    result.pv = {result.move};
}

SearchResult Engine::choose(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                            const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    bool wins = false;
    if (const int move = obviousMove(board, wins); move >= 0) {
        // Every level plays these at once: a win in one, or the only move there is.
        SearchResult result;
        result.move = move;
        result.score = wins ? WinScore - 1 : 0;
        result.depth = wins ? 1 : 0;
        result.pv = {move};
        return result;
    }
    if (!m_table) {
        m_table = std::make_unique<TranspositionTable>(m_tableMegabytes);
        m_search = std::make_unique<Search>(*m_table, m_stop);
    } else if (m_forget) {
        m_table->clear();
        m_search = std::make_unique<Search>(*m_table, m_stop);
        m_helpers.clear();
    }
    m_forget = false;
    m_table->newSearch();
    // When time is the budget (the text command movetime), the main search gets all of it:
    // at equal time, a mate search before it and a hold-out check after it cost more than they
    // found (without them the engine won 64% of 200 games). Under a node budget the time cap
    // is only a safety net, and the mate search runs: there it must find every win within
    // its horizon.
    const bool timeIsTheBudget = limits.nodes == 0 && limits.timeCap.count() > 0;
    const int matePlies = timeIsTheBudget ? 0 : limits.matePlies;
    if (matePlies > 0 && !m_mate) {
        m_mate = std::make_unique<MateSearch>(&m_stop);
    }
    const EvalWeights weights = limits.squaresOnly ? squaresOnlyWeights() : m_weights;
    m_search->setWeights(weights);
    const auto started = std::chrono::steady_clock::now();
    const auto deadline = limits.timeCap.count() > 0 ? started + limits.timeCap
                                                     : std::chrono::steady_clock::time_point::max();
    if (m_mate) {
        m_mate->setAbortFlag(abort);
        m_mate->setDeadline(deadline);
    }

    const auto secondsSoFar = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    std::uint64_t mateNodes = 0;
    if (matePlies > 0 && !board.gameOver()) {
        const MateSearch::Result win = m_mate->findWin(board, matePlies, limits.mateNodes);
        mateNodes += win.nodes;
        if (win.move >= 0) {
            SearchResult result;
            result.move = win.move;
            result.score = WinScore - win.plies;
            result.depth = win.plies;
            result.nodes = mateNodes;
            result.seconds = secondsSoFar();
            result.pv = {win.move};
            if (onInfo) {
                onInfo(SearchInfo{win.plies, result.score, mateNodes, result.seconds, result.pv});
            }
            clearStop(); // a stop ends one search, not the next
            return result;
        }
    }
    SearchLimits rest = limits;
    if (limits.timeCap.count() > 0) {
        // Leave a little of the time for the hold-out check that follows.
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        const auto share = matePlies > 0 ? left * 85 / 100 : left;
        rest.timeCap = std::max(std::chrono::milliseconds(1), share);
    }
    if (timeIsTheBudget) {
        // The whole time goes to the search (a decided game stops sooner): stopping at half
        // of it, or when the best move had held for a few iterations, gave time away
        // (docs/ENGINE.md).
        rest.softTime = limits.timeCap;
    }
    SearchResult result = runSearch(board, rest, seed, onInfo, abort);
    if (matePlies > 0 && result.move >= 0 && result.score <= WinBound &&
        !m_stop.load(std::memory_order_relaxed) && (abort == nullptr || !abort->load())) {
        const int move = holdOut(board, limits, result.move, mateNodes);
        if (move != result.move) {
            result.move = move;
            result.pv = {move};
        }
    }
    // The figures cover the whole decision: mate searches included.
    result.nodes += mateNodes;
    result.seconds = secondsSoFar();
    clearStop(); // a stop ends one search, not the next
    return result;
}

// Lazy SMP: helper threads search the same position with other seeds (so their trees differ a
// little) and share what they find through the transposition table; the main thread's result
// is the one played. Helpers run until the main search ends.
SearchResult Engine::runSearch(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                               const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    const int helpers = std::max(0, limits.threads - 1);
    while (static_cast<int>(m_helpers.size()) < helpers) {
        m_helpers.push_back(std::make_unique<Search>(*m_table, m_helpersStop));
    }
    m_helpersStop.store(false, std::memory_order_relaxed);
    SearchLimits helperLimits = limits;
    helperLimits.nodes = 0;
    helperLimits.softTime = std::chrono::milliseconds(0); // helpers run until the main one ends
    std::vector<std::thread> threads;
    // However the search ends (with a result, or the main search out of memory), the helpers
    // are stopped and joined: a running std::thread destroyed would end the program.
    struct JoinHelpers
    {
        std::atomic<bool>& stop;
        std::vector<std::thread>& threads;
        ~JoinHelpers()
        {
            stop.store(true, std::memory_order_relaxed);
            for (std::thread& thread : threads) {
                thread.join();
            }
        }
    } joinHelpers{m_helpersStop, threads};
    for (int i = 0; i < helpers; ++i) {
        m_helpers[static_cast<std::size_t>(i)]->setWeights(limits.squaresOnly ? squaresOnlyWeights()
                                                                              : m_weights);
        try {
            threads.emplace_back([this, i, &board, helperLimits, seed, abort] {
                try {
                    m_helpers[static_cast<std::size_t>(i)]->run(
                        board, helperLimits, seed + static_cast<std::uint64_t>(i) + 1, {}, abort);
                } catch (const std::bad_alloc&) {
                    // A helper short of memory only stops helping; the main search goes on.
                }
            });
        } catch (const std::system_error&) {
            // The system gives no more threads (a limit on processes or memory): the search
            // runs with the helpers it has.
            break;
        }
    }
    return m_search->run(board, limits, seed, onInfo, abort);
}

// The search may choose a move after which the opponent can force a win within the mate
// horizon, when its evaluation missed it (reductions, or a budget cut). Keep the chosen move if
// it is safe; otherwise take the first safe move in the search's order; if none is safe, the
// move after which the opponent's fastest forced win is slowest. All of it within a total of
// four mate-search budgets (and the deadline), after which unchecked moves count as safe.
int Engine::holdOut(const Board& board, const SearchLimits& limits, int chosen,
                    std::uint64_t& nodes)
{
    constexpr int Safe = std::numeric_limits<int>::max();
    const std::uint64_t total = limits.mateNodes * 4;
    std::uint64_t spent = 0;
    const auto opponentWinPlies = [&](int move) {
        Board after = board;
        if (after.play(move) || spent >= total) {
            return Safe;
        }
        const MateSearch::Result threat =
            m_mate->findWin(after, limits.matePlies, std::min(limits.mateNodes, total - spent));
        spent += threat.nodes;
        nodes += threat.nodes;
        return threat.move >= 0 ? threat.plies : Safe;
    };
    if (opponentWinPlies(chosen) == Safe) {
        return chosen;
    }
    int best = chosen;
    int longest = -1;
    for (const int move : m_search->rankedRootMoves()) {
        const int plies = opponentWinPlies(move);
        if (plies == Safe) {
            return move;
        }
        if (plies > longest) {
            longest = plies;
            best = move;
        }
    }
    return best;
}

struct Engine::Memory
{
    std::unique_ptr<TranspositionTable> table;
    Search::History history{};
    MateSearch::Memory mate;
};

SearchResult Engine::searchAside(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                                 const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    // An engine that has learned nothing yet, or is to forget it all, is put back by forgetting
    // again: the next search clears the table and starts a new history, as it would have.
    const bool keepsTable = m_table && !m_forget;
    const bool hadMate = m_mate != nullptr;
    if (!remember(keepsTable, hadMate)) {
        // No memory to save what the engine knows: search anyway, and let it learn.
        return search(board, limits, seed, onInfo, abort);
    }
    SearchResult result = search(board, limits, seed, onInfo, abort);
    // Put back by swapping, not copying: the saved copies become the engine's, and m_saved keeps
    // what this search left, for the next hint to overwrite.
    if (keepsTable) {
        m_table->swap(*m_saved->table);
        m_search->setHistory(m_saved->history);
    } else {
        m_forget = true;
    }
    if (hadMate) {
        m_mate->restore(m_saved->mate);
    } else {
        m_mate.reset();
    }
    return result;
}

bool Engine::remember(bool table, bool mate)
{
    try {
        if (!m_saved) {
            m_saved = std::make_unique<Memory>();
        }
        if (table) {
            if (!m_saved->table || m_saved->table->megabytes() != m_table->megabytes()) {
                m_saved->table.reset(); // freed before the new one is asked for
                m_saved->table = std::make_unique<TranspositionTable>(m_table->megabytes());
            }
            if (m_saved->table->megabytes() != m_table->megabytes()) {
                m_saved.reset(); // the machine gave a smaller table: no room for a copy
                return false;
            }
            m_saved->table->copyFrom(*m_table);
            m_saved->history = m_search->history();
        }
        if (mate) {
            m_mate->save(m_saved->mate);
        }
        return true;
    } catch (const std::bad_alloc&) {
        m_saved.reset();
        return false;
    }
}

void Engine::newGame()
{
    m_forget = true;
}

} // namespace jump61
