#pragma once

#include "core/Side.h"
#include "engine/Levels.h"
#include "protocol/Session.h"

#include <array>

#include <QStringList>

namespace jump61 {

// Who plays a game and on what board: the choices of the New Game dialog and of the settings,
// and the text commands that put them into effect.
struct GameSetup
{
    int size = 6;
    std::array<PlayerKind, 2> players{PlayerKind::Manual, PlayerKind::Computer};
    std::array<int, 2> levels{FirstGameLevel, FirstGameLevel};

    PlayerKind player(Side side) const { return players[side == Side::Blue ? 1 : 0]; }
    int level(Side side) const { return levels[side == Side::Blue ? 1 : 0]; }
    void setPlayer(Side side, PlayerKind kind) { players[side == Side::Blue ? 1 : 0] = kind; }
    void setLevel(Side side, int level) { levels[side == Side::Blue ? 1 : 0] = level; }

    // The level of a person's hints: the text mode's, which finds every forced win within 4
    // of its moves up to 6x6 and answers within a second on every board.
    static constexpr int HintLevel = DefaultLevel;

    // "manual red" / "auto red" and "level red N" (a computer's level, or HintLevel for a
    // person), for both sides, then the threads command.
    QStringList playerCommands() const;
    // "threads N": the strongest level searches on every core the machine has (lazy SMP; its
    // games are then not reproducible), the others on one.
    QString threadsCommand() const;
    // The player commands, then "size N": a fresh game.
    QStringList newGameCommands() const;

    bool operator==(const GameSetup&) const = default;
};

} // namespace jump61
