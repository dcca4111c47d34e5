#pragma once

#include "core/Game.h"
#include "core/Side.h"
#include "engine/Levels.h"
#include "protocol/Session.h"

#include <array>
#include <cstdint>

namespace jump61 {

// What the window knows of the interpreter: a copy of its state, taken on the worker thread
// after every command and computer move and handed to the window by value, so that the window
// never reads the Session itself.
struct SessionSnapshot
{
    Game game;
    std::array<PlayerKind, 2> players{PlayerKind::Manual, PlayerKind::Computer};
    std::array<int, 2> levels{DefaultLevel, DefaultLevel};
    std::uint64_t seed = 0;
    int threads = 1; // the computer's search threads
    bool computerToMove = false;
    bool quitRequested = false;

    static SessionSnapshot of(const Session& session);

    const Board& board() const { return game.board(); }
    PlayerKind player(Side side) const { return players[playerIndex(side)]; }
    int level(Side side) const { return levels[playerIndex(side)]; }
    bool isHuman(Side side) const { return player(side) == PlayerKind::Manual; }
    bool bothComputers() const
    {
        return players[0] == PlayerKind::Computer && players[1] == PlayerKind::Computer;
    }
    bool anyComputer() const
    {
        return players[0] == PlayerKind::Computer || players[1] == PlayerKind::Computer;
    }
};

} // namespace jump61
