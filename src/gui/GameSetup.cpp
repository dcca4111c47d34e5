#include "gui/GameSetup.h"

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
    return commands;
}

QStringList GameSetup::newGameCommands() const
{
    return playerCommands() << QStringLiteral("size %1").arg(size);
}

} // namespace jump61
