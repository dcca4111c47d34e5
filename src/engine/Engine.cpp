#include "engine/Engine.h"

#include "engine/Search.h"

namespace jump61 {

Engine::Engine(std::size_t tableMegabytes) : m_tableMegabytes(tableMegabytes) {}

Engine::~Engine() = default;

SearchResult Engine::search(const Board& board, const SearchLimits& limits, std::uint64_t seed,
                            const InfoCallback& onInfo, const std::atomic<bool>* abort)
{
    if (!m_table) {
        m_table = std::make_unique<TranspositionTable>(m_tableMegabytes);
        m_search = std::make_unique<Search>(*m_table, m_stop);
    }
    m_stop.store(false, std::memory_order_relaxed);
    m_search->setWeights(m_weights);
    return m_search->run(board, limits, seed, onInfo, abort);
}

void Engine::newGame()
{
    if (m_table) {
        m_table->clear();
    }
    m_search.reset();
    if (m_table) {
        m_search = std::make_unique<Search>(*m_table, m_stop);
    }
}

} // namespace jump61
