#include "gui/panels/HintVerdict.h"

#include "engine/WinChance.h"

#include <QCoreApplication>

namespace jump61 {

QString hintVerdict(const SearchResult& result, int boardSize)
{
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("HintVerdict", text);
    };
    if (isWinScore(result.score)) {
        const int moves = (pliesToEnd(result.score) + 1) / 2;
        return (result.score > 0 ? tr("wins in %1 (proven)") : tr("loses in %1 (proven)"))
            .arg(moves);
    }
    return tr("winning chance %1%").arg(percent(winChance(result.score, boardSize)));
}

} // namespace jump61
