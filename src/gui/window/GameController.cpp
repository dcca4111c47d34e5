#include "gui/window/GameController.h"

#include "protocol/Arguments.h"

#include <algorithm>

namespace jump61 {

GameController::GameController(QObject* parent) : QObject(parent)
{
    QtReporter* reporter = m_interpreter.reporter();
    connect(reporter, &QtReporter::snapshotTaken, this, &GameController::onSnapshot,
            Qt::QueuedConnection);
    connect(reporter, &QtReporter::movePlayed, this, &GameController::onMove, Qt::QueuedConnection);
    connect(reporter, &QtReporter::lineOutput, this, &GameController::onLine, Qt::QueuedConnection);
    connect(&m_interpreter, &SessionChannel::commandFinished, this, [this] {
        emit changed();
        continueIfDue();
    });
    connect(&m_interpreter, &SessionChannel::computerContinued, this, [this] {
        emit changed();
        continueIfDue();
    });
    connect(&m_animator, &CascadeAnimator::finished, this, [this] {
        updateShown();
        emit shownChanged();
        emit changed();
        continueIfDue();
    });
    connect(&m_animator, &CascadeAnimator::moveStarted, this, [this] {
        updateShown();
        emit shownChanged();
    });
    connect(&m_animator, &CascadeAnimator::frameChanged, this, [this] {
        if (updateShown()) {
            emit shownChanged();
        }
    });
    m_animator.show(m_snapshot.board(), -1);
}

void GameController::send(const QString& line)
{
    m_interpreter.send(line);
    emit changed();
}

void GameController::sendAll(const QStringList& lines)
{
    for (const QString& line : lines) {
        m_interpreter.send(line);
    }
    emit changed();
}

bool GameController::play(int square)
{
    const Board& board = shownBoard();
    // Legality is the interpreter's to judge: an illegal square gets its error line.
    if (!acceptingMoves() || square < 0 || square >= board.area()) {
        return false;
    }
    const Topology& topo = board.topology();
    send(QStringLiteral("%1 %2").arg(topo.row(square)).arg(topo.col(square)));
    return true;
}

bool GameController::boardCaughtUp() const
{
    return !m_animator.busy() && shownBoard() == m_snapshot.board();
}

bool GameController::settled() const
{
    return boardCaughtUp() && !m_interpreter.busy();
}

bool GameController::acceptingMoves() const
{
    const Board& board = shownBoard();
    return settled() && !m_reviewing && !board.gameOver() && m_snapshot.isHuman(board.toMove());
}

void GameController::undo()
{
    // A review holds the game as it was; taking a move back under it would only take back the
    // computer's reply, which it would then play again.
    if (m_reviewing) {
        return;
    }
    // Taking a move back in a game between two computers pauses it: otherwise the computer
    // would simply play the move again.
    if (m_snapshot.bothComputers() && !paused()) {
        setPaused(true);
    }
    send(QStringLiteral("undo"));
}

void GameController::redo()
{
    if (m_reviewing) {
        return;
    }
    send(QStringLiteral("redo"));
}

void GameController::hint()
{
    if (!m_interpreter.hintPending()) {
        send(QStringLiteral("hint"));
    }
}

void GameController::stopThinking()
{
    if (m_interpreter.solving()) {
        m_interpreter.stopSolving();
        return;
    }
    m_interpreter.stopThinking();
}

void GameController::setPaused(bool paused)
{
    const bool was = this->paused();
    m_interpreter.setPaused(paused);
    if (was != paused) {
        emit pausedChanged(paused);
    }
    emit changed();
    continueIfDue();
}

void GameController::setHeld(bool held)
{
    if (held == m_interpreter.held()) {
        return;
    }
    m_interpreter.setHeld(held);
    emit changed();
    continueIfDue();
}

void GameController::setReviewing(bool reviewing)
{
    if (reviewing == m_reviewing) {
        return;
    }
    m_reviewing = reviewing;
    m_interpreter.setReviewing(reviewing);
    emit changed();
    continueIfDue();
}

void GameController::step()
{
    if (canStep()) {
        m_interpreter.continueComputer();
        emit changed();
    }
}

bool GameController::canStep() const
{
    return paused() && !m_reviewing && settled() && m_snapshot.computerToMove;
}

void GameController::onSnapshot(const SessionSnapshot& snapshot)
{
    // A pause is most often for watching two computers. Once a person takes a side (from the
    // menu, the settings or a typed `manual`), a computer still paused would never answer
    // that person's moves: the pause ends.
    if (paused() && !m_pauseKept && m_snapshot.bothComputers() && !snapshot.bothComputers() &&
        snapshot.anyComputer()) {
        m_interpreter.setPaused(false);
        emit pausedChanged(false);
    }
    m_snapshot = snapshot;
    m_pending.push_back(snapshot);
    if (!(snapshot.board() == shownBoard()) && !(snapshot.board() == m_animator.target())) {
        setHint(-1);
    }
    m_animator.sync(snapshot.board(), snapshot.game.lastMove());
    if (updateShown()) {
        emit shownChanged();
    }
    emit snapshotChanged(m_snapshot);
    emit changed();
    if (snapshot.quitRequested) {
        emit quitRequested();
        return;
    }
    continueIfDue();
}

void GameController::onMove(const MoveEvent& event)
{
    setHint(-1);
    ++m_movesReceived;
    m_animator.enqueue(event);
    emit changed();
}

void GameController::onLine(const QString& line)
{
    // The interpreter answers `hint` with "hint: R C".
    if (!line.startsWith(QLatin1String("hint: "))) {
        return;
    }
    const Arguments words(line.mid(6).toStdString());
    long long row = 0;
    long long col = 0;
    const Board& board = m_snapshot.board();
    if (words.count() >= 1 && parseInteger(words.command(), row) &&
        parseInteger(words.word(0), col) && board.topology().contains(row, col)) {
        setHint(board.topology().index(static_cast<int>(row), static_cast<int>(col)));
    }
}

void GameController::continueIfDue()
{
    if (paused() || held() || m_reviewing || m_interpreter.busy() || !m_snapshot.computerToMove ||
        !(m_animator.target() == m_snapshot.board()) || m_animator.showingComputerMove()) {
        return;
    }
    m_interpreter.continueComputer();
    emit changed();
}

bool GameController::updateShown()
{
    // The newest snapshot of the position on screen; older ones were passed over.
    const Board& base = m_animator.base();
    const auto match = std::find_if(m_pending.rbegin(), m_pending.rend(),
                                    [&](const SessionSnapshot& s) { return s.board() == base; });
    if (match == m_pending.rend()) {
        return passThrough(base);
    }
    m_shown = *match;
    m_pending.erase(m_pending.begin(), match.base());
    return true;
}

bool GameController::passThrough(const Board& base)
{
    if (m_shown.board() == base) {
        return false;
    }
    // One command can play several moves (redo plays the computer's reply again with the
    // person's move) and report one state, after the last: the position between them is that
    // state's game taken back to it. The state itself stays pending for the last move.
    for (auto pending = m_pending.rbegin(); pending != m_pending.rend(); ++pending) {
        const Game& game = pending->game;
        for (std::size_t ply = game.ply(); ply-- > 0;) {
            if (game.positionAt(ply) == base) {
                m_shown = *pending;
                while (m_shown.game.ply() > ply) {
                    m_shown.game.undo();
                }
                const Board& board = m_shown.board();
                m_shown.computerToMove = !board.gameOver() && !m_shown.isHuman(board.toMove());
                return true;
            }
        }
    }
    return false;
}

void GameController::setHint(int square)
{
    if (square != m_hint) {
        m_hint = square;
        emit hintChanged(square);
    }
}

} // namespace jump61
