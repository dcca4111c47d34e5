#pragma once

#include "core/Game.h"
#include "engine/GameReview.h"
#include "gui/worker/MetaTypes.h"

#include <vector>

#include <QObject>
#include <QString>

namespace jump61 {

class BoardView;
class GameController;
class ReviewPanel;
class SquaresChart;
class StatusPanel;
class WindowActions;
struct SessionSnapshot;

// The window's review of the game in play: it sends the interpreter's `review` (on the worker
// thread, like every command), collects the moves it reports, and then lets the player go
// through them. The board shows the position before the selected move with the move played
// and the better one marked, the status panel that position (side to move, move number,
// counts), the chart Red's winning chance, the review panel the move in words.
//
// The game itself is never touched: the computer is held while the review is open, the board
// takes no moves, and leaving shows the game in play again. Cancel stops the analysis through
// the interpreter's interrupt flag. A command that changes the game (undo, a new game, one
// typed in the console) ends the review, since it no longer describes the game in play.
class ReviewMode : public QObject
{
    Q_OBJECT

public:
    enum class State
    {
        Off,
        Analysing,
        Browsing
    };

    ReviewMode(GameController& game, BoardView* board, StatusPanel* status, ReviewPanel* panel,
               QObject* parent = nullptr);

    // Connects the window's review actions (and the panel's buttons) to this mode.
    void attach(WindowActions& actions);
    // Enables the review actions for the state, and names the turning point's move.
    void refreshActions();

    State state() const { return m_state; }
    bool active() const { return m_state != State::Off; }
    // The game has moves, no review is open, and no cancelled one is still ending.
    bool canStart() const;
    // Starts the review, or, while the computer thinks or a move is still being drawn, holds the
    // computer (its search is dropped: it searches again once the review ends) and starts it
    // as soon as the board has caught up.
    void start();
    // Review may be asked for: the game has moves and no review is open, starting or ending.
    bool canAsk() const;
    // Review Saved Game: the file `path` is being loaded (the caller sends `load`); its review
    // starts once it is the game in play. The computer is held meanwhile, so that the review
    // starts from the file's position; a refused file releases it.
    void startAfterLoading(const QString& path);
    bool startPending() const { return !m_loadingForReview.isEmpty() || m_startWhenSettled; }
    // Stops the analysis and returns to the game.
    void cancel();
    // Returns to the game, from either state.
    void exit();

    // The move shown, from 1 (0 while analysing).
    int selected() const { return m_selected; }
    void select(int move);
    void first() { select(1); }
    void previous() { select(m_selected - 1); }
    void next() { select(m_selected + 1); }
    void last() { select(moveCount()); }
    // The move that lost its side the most winning chance, 0 if no move lost much.
    int turningPoint() const;
    void goToTurningPoint();

    int moveCount() const { return static_cast<int>(m_moves.size()); }
    const std::vector<MoveReview>& moves() const { return m_moves; }
    const ReviewSummaries& summaries() const { return m_summaries; }

signals:
    // The state, or the move selected, has changed.
    void changed();

private:
    void onProgress(int done, int total);
    void onMove(const MoveReview& review);
    void onEnded(bool complete, const ReviewSummaries& summaries);
    void onSnapshot(const SessionSnapshot& snapshot);
    void onCommandFinished(const QString& line, bool ok);
    void startIfLoaded();
    void leave();
    void showSelected();

    GameController& m_game;
    WindowActions* m_actions = nullptr;
    BoardView* m_board;
    StatusPanel* m_status;
    SquaresChart* m_chart;
    ReviewPanel* m_panel;
    State m_state = State::Off;
    // A `review` command was sent and has not ended (it may have been cancelled).
    bool m_running = false;
    Game m_record; // the game as it was when the review started
    std::size_t m_plies = 0;
    std::vector<MoveReview> m_moves;
    ReviewSummaries m_summaries{};
    int m_selected = 0;
    // Review Saved Game: the file whose `load` has not answered yet, and whether its review
    // waits for the window to settle on it.
    QString m_loadingForReview;
    bool m_startWhenSettled = false;
};

} // namespace jump61
