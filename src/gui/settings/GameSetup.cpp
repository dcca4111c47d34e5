#include "gui/settings/GameSetup.h"

#include "engine/Levels.h"

#include <algorithm>

#include <QThread>

namespace jump61 {

QStringList GameSetup::playerCommands() const
{
    QStringList commands;
    for (const Side side : {Side::Red, Side::Blue}) {
        const QString name = side == Side::Red ? QStringLiteral("red") : QStringLiteral("blue");
        const bool computer = player(side) == PlayerKind::Computer;
        commands << (computer ? QStringLiteral("auto %1") : QStringLiteral("manual %1")).arg(name);
        // A person's level is that of the hints it asks for. The window shows none for a
        // person, and the level kept for the side is the one it had as a computer (Beginner,
        // say): a hint then came from a level far weaker than the player had ever chosen.
        commands << QStringLiteral("level %1 %2").arg(name).arg(computer ? level(side) : HintLevel);
    }
    return commands << threadsCommand();
}

QString GameSetup::threadsCommand() const
{
    bool strongest = false;
    for (const Side side : {Side::Red, Side::Blue}) {
        strongest = strongest || (player(side) == PlayerKind::Computer && level(side) == MaxLevel);
    }
    const int cores = std::clamp(QThread::idealThreadCount(), 1, 64);
    return QStringLiteral("threads %1").arg(strongest ? cores : 1);
}

QStringList GameSetup::newGameCommands() const
{
    return playerCommands() << QStringLiteral("size %1").arg(size);
}

} // namespace jump61
