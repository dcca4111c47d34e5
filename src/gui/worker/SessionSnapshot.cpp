#include "gui/worker/SessionSnapshot.h"

namespace jump61 {

SessionSnapshot SessionSnapshot::of(const Session& session)
{
    SessionSnapshot snapshot;
    snapshot.game = session.game();
    for (const Side side : {Side::Red, Side::Blue}) {
        snapshot.players[playerIndex(side)] = session.player(side);
        snapshot.levels[playerIndex(side)] = session.level(side);
    }
    snapshot.seed = session.seed();
    snapshot.threads = session.threads();
    snapshot.computerToMove = session.computerToMove();
    snapshot.quitRequested = session.quitRequested();
    return snapshot;
}

} // namespace jump61
