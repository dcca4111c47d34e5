#include "gui/window/ReviewMode.h"

#include "gui/board/BoardView.h"
#include "gui/panels/ReviewPanel.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/window/GameController.h"
#include "gui/window/WindowActions.h"

#include <algorithm>

#include <QAction>

namespace jump61 {

namespace {

// Red's winning chance in percent, from a mover's.
int redChance(Side mover, int chance)
{
    return mover == Side::Red ? chance : 100 - chance;
}

} // namespace

ReviewMode::ReviewMode(GameController& game, BoardView* board, StatusPanel* status,
                       ReviewPanel* panel, QObject* parent)
    : QObject(parent), m_game(game), m_board(board), m_status(status), m_chart(status->chart()),
      m_panel(panel)
{
    SessionChannel& interpreter = game.interpreter();
    QtReporter* reporter = interpreter.reporter();
    constexpr auto queued = Qt::QueuedConnection;
    connect(reporter, &QtReporter::reviewProgressed, this, &ReviewMode::onProgress, queued);
    connect(reporter, &QtReporter::moveReviewOutput, this, &ReviewMode::onMove, queued);
    connect(reporter, &QtReporter::reviewEndOutput, this, &ReviewMode::onEnded, queued);
    connect(&interpreter, &SessionChannel::commandFinished, this, &ReviewMode::onCommandFinished);
    connect(&game, &GameController::snapshotChanged, this, &ReviewMode::onSnapshot);
    connect(&game, &GameController::changed, this, &ReviewMode::startIfLoaded);
    connect(m_chart, &SquaresChart::moveClicked, this, &ReviewMode::select);
    connect(panel, &ReviewPanel::moveChosen, this, &ReviewMode::select);
    connect(panel, &ReviewPanel::cancelRequested, this, &ReviewMode::cancel);
}

void ReviewMode::attach(WindowActions& actions)
{
    m_actions = &actions;
    m_panel->setActions(actions.reviewFirst, actions.reviewPrevious, actions.reviewNext,
                        actions.reviewLast, actions.turningPoint, actions.exitReview);
    connect(actions.review, &QAction::triggered, this, &ReviewMode::start);
    connect(actions.reviewFirst, &QAction::triggered, this, &ReviewMode::first);
    connect(actions.reviewPrevious, &QAction::triggered, this, &ReviewMode::previous);
    connect(actions.reviewNext, &QAction::triggered, this, &ReviewMode::next);
    connect(actions.reviewLast, &QAction::triggered, this, &ReviewMode::last);
    connect(actions.turningPoint, &QAction::triggered, this, &ReviewMode::goToTurningPoint);
    connect(actions.exitReview, &QAction::triggered, this, &ReviewMode::exit);
}

void ReviewMode::refreshActions()
{
    if (m_actions == nullptr) {
        return;
    }
    const bool browsing = m_state == State::Browsing;
    m_actions->review->setEnabled(canAsk());
    m_actions->reviewFirst->setEnabled(browsing && m_selected > 1);
    m_actions->reviewPrevious->setEnabled(browsing && m_selected > 1);
    m_actions->reviewNext->setEnabled(browsing && m_selected < moveCount());
    m_actions->reviewLast->setEnabled(browsing && m_selected < moveCount());
    const int turning = turningPoint();
    m_actions->turningPoint->setEnabled(browsing && turning > 0);
    m_actions->turningPoint->setText(browsing && turning > 0
                                         ? tr("&Turning Point (move %1)").arg(turning)
                                         : tr("&Turning Point"));
    m_actions->exitReview->setEnabled(active());
}

bool ReviewMode::canStart() const
{
    return m_state == State::Off && !m_running && m_game.settled() &&
           m_game.snapshot().game.ply() > 0;
}

bool ReviewMode::canAsk() const
{
    return m_state == State::Off && !m_running && !startPending() &&
           m_game.snapshot().game.ply() > 0;
}

void ReviewMode::start()
{
    if (!canStart()) {
        // Asked while the game is not settled: Review (Ctrl+R) answers at once rather than
        // being greyed out while the computer thinks.
        if (canAsk()) {
            m_startWhenSettled = true;
            m_game.setReviewing(true);
            emit changed();
            startIfLoaded();
        }
        return;
    }
    m_record = m_game.snapshot().game;
    m_plies = m_record.ply();
    m_moves.clear();
    m_summaries = {};
    m_selected = 0;
    m_state = State::Analysing;
    m_running = true;
    m_game.setReviewing(true);
    m_panel->showAnalysing(static_cast<int>(m_plies));
    m_game.interpreter().startReview();
    emit changed();
}

void ReviewMode::startAfterLoading(const QString& path)
{
    exit();
    m_loadingForReview = path;
    m_startWhenSettled = false;
    m_game.setReviewing(true);
}

void ReviewMode::startIfLoaded()
{
    if (!m_startWhenSettled || !m_loadingForReview.isEmpty() || m_state != State::Off ||
        m_running || !m_game.settled()) {
        return;
    }
    m_startWhenSettled = false;
    if (m_game.snapshot().game.ply() == 0) {
        // A file with no moves: nothing to review, and the game goes on as opened.
        m_game.setReviewing(false);
        emit changed();
        return;
    }
    start();
}

void ReviewMode::cancel()
{
    if (m_state != State::Analysing) {
        return;
    }
    if (m_running) {
        m_game.interpreter().cancelReview();
    }
    leave();
}

void ReviewMode::exit()
{
    if (m_state == State::Analysing) {
        cancel();
    } else if (m_state == State::Browsing) {
        leave();
    }
}

void ReviewMode::select(int move)
{
    if (m_state != State::Browsing || move < 1 || move > moveCount() || move == m_selected) {
        return;
    }
    m_selected = move;
    showSelected();
    emit changed();
}

int ReviewMode::turningPoint() const
{
    int best = 0;
    int worstLoss = 0;
    for (const ReviewSummary& summary : m_summaries) {
        const int loss = summary.turningBefore - summary.turningAfter;
        if (summary.turningPoint > 0 && (best == 0 || loss > worstLoss)) {
            best = summary.turningPoint;
            worstLoss = loss;
        }
    }
    return best;
}

void ReviewMode::goToTurningPoint()
{
    select(turningPoint());
}

void ReviewMode::onProgress(int done, int total)
{
    if (m_state == State::Analysing) {
        m_panel->showProgress(done, total);
    }
}

void ReviewMode::onMove(const MoveReview& review)
{
    if (m_state == State::Analysing) {
        m_moves.push_back(review);
    }
}

void ReviewMode::onEnded(bool complete, const ReviewSummaries& summaries)
{
    if (m_state != State::Analysing) {
        return;
    }
    if (!complete || m_moves.size() != m_plies) {
        leave();
        return;
    }
    m_summaries = summaries;
    m_state = State::Browsing;
    std::vector<int> chances{redChance(m_moves.front().mover, m_moves.front().before)};
    std::vector<MoveClass> classes;
    for (const MoveReview& move : m_moves) {
        chances.push_back(redChance(move.mover, move.after));
        classes.push_back(move.moveClass);
    }
    m_chart->setReview(std::move(chances), std::move(classes));
    m_panel->showReview(m_record, m_moves, m_summaries);
    m_selected = 1;
    showSelected();
    emit changed();
}

void ReviewMode::onCommandFinished(const QString& line, bool ok)
{
    if (!m_loadingForReview.isEmpty() &&
        line == QStringLiteral("load %1").arg(m_loadingForReview)) {
        m_loadingForReview.clear();
        m_startWhenSettled = ok;
        if (!ok) {
            m_game.setReviewing(false); // its error line says why
        }
        startIfLoaded();
        emit changed();
        return;
    }
    if (m_game.interpreter().commandName(line) != QLatin1String("review")) {
        return;
    }
    m_running = false;
    // Refused (its error line says why), or stopped by another command.
    if (m_state == State::Analysing && (!ok || m_moves.size() < m_plies)) {
        leave();
    }
    emit changed();
}

void ReviewMode::onSnapshot(const SessionSnapshot& snapshot)
{
    // The review describes the game it was started on; once that has changed, it is over.
    if (active() &&
        (snapshot.game.ply() != m_plies || !(snapshot.board() == m_record.positionAt(m_plies)))) {
        if (m_running) {
            m_game.interpreter().cancelReview();
        }
        leave();
    }
}

void ReviewMode::leave()
{
    m_state = State::Off;
    m_selected = 0;
    m_board->showReview(std::nullopt);
    m_status->showReviewed(std::nullopt);
    m_chart->setReview({}, {});
    m_game.setReviewing(false);
    emit changed();
}

void ReviewMode::showSelected()
{
    const MoveReview& move = m_moves[static_cast<std::size_t>(m_selected - 1)];
    const Board& before = m_record.positionAt(static_cast<std::size_t>(m_selected - 1));
    m_board->showReview(before, m_selected, move.move, move.best);
    m_status->showReviewed(before, m_selected);
    m_chart->setSelectedMove(m_selected);
    m_panel->showMove(m_selected);
}

} // namespace jump61
