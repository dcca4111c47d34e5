#pragma once

#include "core/Board.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace jump61 {

// The record of one game: the position it started from, the moves played since, and a cursor
// for unlimited undo and redo. Playing a move after an undo drops the moves that could have been
// redone. Every position along the record is kept, so undo and redo are O(1) and the window can
// chart the whole game.
class Game
{
public:
    // Where a start that no `set` line can describe came from. A winning cascade stops as soon
    // as the board has one colour and may leave squares with more spots than neighbours; an
    // edit of that finished board keeps them. Such a start is the board `board` after `moves`,
    // then edited, and a saved game writes it that way.
    struct Origin
    {
        Board board;
        std::vector<int> moves;
    };

    explicit Game(const Board& start = Board());

    // Starts a new record from `start`, dropping all moves. `origin` is given when `start` has
    // overfull squares.
    void reset(const Board& start, std::optional<Origin> origin = std::nullopt);

    const std::optional<Origin>& origin() const { return m_origin; }

    const Board& board() const { return m_positions[m_cursor]; }
    const Board& start() const { return m_positions.front(); }
    const Board& positionAt(std::size_t ply) const { return m_positions.at(ply); }

    // Plays a legal move for the side to move; returns true if it won.
    bool play(int square);

    bool canUndo() const { return m_cursor > 0; }
    bool canRedo() const { return m_cursor < m_moves.size(); }
    void undo();
    void redo();

    // Moves played to reach the current position, and all moves including those undone.
    std::size_t ply() const { return m_cursor; }
    const std::vector<int>& moves() const { return m_moves; }
    int lastMove() const { return m_cursor > 0 ? m_moves[m_cursor - 1] : -1; }

    // The same moves (undone ones too) from the same start, at the same ply: compared move by
    // move rather than as saved text, so it costs little however long the game.
    bool sameRecord(const Game& other) const
    {
        return m_cursor == other.m_cursor && m_moves == other.m_moves && start() == other.start();
    }

private:
    std::optional<Origin> m_origin;
    std::vector<Board> m_positions;
    std::vector<int> m_moves;
    std::size_t m_cursor = 0;
};

} // namespace jump61
