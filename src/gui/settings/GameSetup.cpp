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
        commands << (player(side) == PlayerKind::Computer ? QStringLiteral("auto %1")
                                                          : QStringLiteral("manual %1"))
                        .arg(name);
        commands << QStringLiteral("level %1 %2").arg(name).arg(level(side));
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
