#include "gui/panels/HintVerdict.h"

#include "engine/WinChance.h"

#include <QCoreApplication>

namespace jump61 {

QString hintVerdict(const SearchResult& result, int boardSize)
{
    // The context is written out in each call, so that lupdate files the messages under the one
    // asked for here (through a helper, they landed in a context of their own and were never
    // shown translated).
    if (isWinScore(result.score)) {
        const int moves = (pliesToEnd(result.score) + 1) / 2;
        return (result.score > 0
                    ? QCoreApplication::translate("jump61::HintVerdict", "wins in %1 (proven)")
                    : QCoreApplication::translate("jump61::HintVerdict",
                                                  "every move loses; this one in %1 (proven)"))
            .arg(moves);
    }
    return QCoreApplication::translate("jump61::HintVerdict", "winning chance %1%")
        .arg(percent(winChance(result.score, boardSize)));
}

QString provenVerdict(const SearchResult& hint, int opponentScore, const QString& mover,
                      const QString& opponent)
{
    if (isWinScore(hint.score) || !isWinScore(opponentScore)) {
        return {};
    }
    return opponentScore > 0
               ? QCoreApplication::translate("jump61::HintVerdict",
                                             "%1 has a forced win (proven): no move saves the "
                                             "game")
                     .arg(opponent)
               : QCoreApplication::translate("jump61::HintVerdict",
                                             "%1 has a forced win (proven), which this hint's "
                                             "search did not find")
                     .arg(mover);
}

} // namespace jump61
