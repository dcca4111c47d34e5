#include "core/Game.h"

#include <stdexcept>
#include <utility>

namespace jump61 {

Game::Game(const Board& start)
{
    reset(start);
}

void Game::reset(const Board& start, std::optional<Origin> origin)
{
    m_origin = std::move(origin);
    m_positions.assign(1, start);
    m_moves.clear();
    m_cursor = 0;
}

bool Game::play(int square)
{
    if (square < 0 || square >= board().area() || !board().isLegal(square)) {
        throw std::invalid_argument("Game::play: illegal move");
    }
    m_positions.resize(m_cursor + 1);
    m_moves.resize(m_cursor);
    Board next = m_positions.back();
    const bool won = next.play(square);
    m_positions.push_back(next);
    m_moves.push_back(square);
    ++m_cursor;
    return won;
}

void Game::undo()
{
    if (!canUndo()) {
        throw std::logic_error("Game::undo: nothing to undo");
    }
    --m_cursor;
}

void Game::redo()
{
    if (!canRedo()) {
        throw std::logic_error("Game::redo: nothing to redo");
    }
    ++m_cursor;
}

} // namespace jump61
