#pragma once

#include "core/Game.h"
#include "engine/GameReview.h"
#include "gui/board/BoardColours.h"
#include "gui/worker/MetaTypes.h"

#include <array>
#include <vector>

#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QToolButton;

namespace jump61 {

// The review beside the board. While the analysis runs: its progress and a Cancel button.
// Then: a slider over the moves with buttons for the first, previous, next and last move, the
// selected move in words, what the board's rings mean, each side's moves by class, and buttons
// for the turning point and for leaving the review. It only shows and asks; the window's review
// mode decides (the buttons carry the window's actions, so that keys and buttons agree).
class ReviewPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    // The actions its buttons trigger: first, previous, next, last, turning point, exit.
    void setActions(QAction* first, QAction* previous, QAction* next, QAction* last,
                    QAction* turningPoint, QAction* exit);
    void setColours(const BoardColours& colours);

    // The analysis has started on a game of `moves` moves.
    void showAnalysing(int moves);
    // `done` of `total` steps of the analysis taken: two passes over the game's positions.
    void showProgress(int done, int total);
    // The analysis is complete: the game (its record), the reviewed moves and the summaries.
    void showReview(const Game& game, const std::vector<MoveReview>& moves,
                    const ReviewSummaries& summaries);
    // The move shown, from 1.
    void showMove(int move);

    // The selected move in words ("Move 12: Red 3 4 — mistake; …").
    QString moveText() const;
    QString progressText() const;
    int sliderValue() const;

    // A move in words, as the panel shows it.
    static QString describe(const Board& before, const MoveReview& review,
                            const BoardColours& colours);
    static QString className(MoveClass moveClass);

signals:
    void moveChosen(int move);
    void cancelRequested();

private:
    void refreshSummary();

    BoardColours m_colours;
    Game m_game;
    std::vector<MoveReview> m_moves;
    ReviewSummaries m_summaries{};
    int m_move = 0;

    QWidget* m_analysing;
    QLabel* m_progressLabel;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QWidget* m_browsing;
    QSlider* m_slider;
    QLabel* m_position;
    QLabel* m_moveLine;
    QLabel* m_legend;
    QLabel* m_summary;
    std::array<QToolButton*, 4> m_steps{};
    QToolButton* m_turningPoint;
    QToolButton* m_exit;
};

} // namespace jump61
