#pragma once

#include "engine/SearchTypes.h"
#include "gui/board/BoardColours.h"
#include "gui/worker/SessionSnapshot.h"
#include "protocol/Reporter.h"

#include <array>
#include <optional>
#include <vector>

#include <QWidget>

class QLabel;

namespace jump61 {

class SquaresChart;

// The panel beside the board: whose turn it is, who plays each side and how many squares and
// spots each has, what the computer is doing (thinking, the move it played and what it thinks
// of the position), and a chart of the game.
//
// Everything in it describes the moment the board shows: the snapshot the animation has
// reached and the move being played on it, never the interpreter's newer state. What the
// computer reports is kept and shown once the board shows the position it was about: a search
// while the board still shows the move before it, a chosen move once it has landed, and after
// undo or redo, what was said about the move that is now the last one.
class StatusPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StatusPanel(QWidget* parent = nullptr);

    void setColours(const BoardColours& colours);
    // The game as the board shows it, and the move being played on it (null if none).
    void setShown(const SessionSnapshot& snapshot, const MoveEvent* playing);
    void setPaused(bool paused);
    // The computer waits while a dialog covers the board (GameController::setHeld).
    void setHeld(bool held);
    // A `solve` typed in the console is running: said where the computer's thinking is.
    void setSolving(bool solving);
    // A review of the game is under way (ReviewMode): a finished game is then not to be undone.
    void setReviewing(bool reviewing);
    // During a review: the position before move `number` of the game under review, which the
    // board shows instead of the game in play; nullopt returns to the game in play. What the
    // computer said about the game in play is hidden meanwhile.
    void showReviewed(const std::optional<Board>& position, int number = 0);
    // The search's depth, score and positions, instead of a sentence about the position.
    void setEngineDetails(bool show);

    // What the computer is doing; `position` is the position it searches.
    // `level`: the searching side's, which the words about its result depend on.
    void searchStarted(Side side, bool hint, const Board& position, int level);
    void searchProgressed(Side side, const SearchInfo& info);
    void searchFinished(Side side, const SearchResult& result, bool hint);
    // The square the hint rings, -1 for none.
    void showHint(int square);

    QString turnText() const;
    QString detailText() const;
    QString moveText() const;
    QString activityText() const;
    QString countsText(Side side) const;
    // The chart of the game (the window's review draws on it).
    SquaresChart* chart() const { return m_chart; }
    // The game the panel describes (its chart's current move is this game's).
    const SessionSnapshot& shown() const { return m_snapshot; }

    // How a search score reads in figures: "+1.4", "wins in 5 moves".
    static QString scoreText(int score);
    // How the side that searched judges the position, in words: "Blue thinks it is ahead."
    QString verdictText(Side side, int score) const;

private:
    struct PlayerRow
    {
        QLabel* chip = nullptr;
        QLabel* name = nullptr;
        QLabel* role = nullptr;
        QLabel* counts = nullptr;
    };
    struct Search
    {
        Side side;
        bool hint;
        Board position;
        int level;
        std::optional<SearchInfo> info;
    };
    // A move the computer chose, and the position it chose it in.
    struct Choice
    {
        Side side;
        Board position;
        SearchResult result;
        int level; // the level it searched at
    };

    // The position the panel describes: the reviewed one, or the game's as the board shows it.
    const Board& shownBoard() const;
    QString squareText(int square) const;
    QString searchLine(int depth, int score, std::uint64_t nodes, double seconds) const;
    const Choice* choiceOfLastMove() const;
    void refresh();
    void refreshTurn();
    void refreshPlayers();
    void refreshActivity();
    void paintChip(QLabel* chip, const QColor& colour, int size) const;

    BoardColours m_colours;
    SessionSnapshot m_snapshot;
    std::optional<MoveEvent> m_playing;
    std::optional<Board> m_reviewed;
    int m_reviewedNumber = 0;
    bool m_paused = false;
    bool m_held = false;
    bool m_solving = false;
    bool m_reviewing = false;
    bool m_engineDetails = false;
    std::optional<Search> m_search;
    std::vector<Choice> m_choices; // oldest first
    int m_hint = -1;
    // The search behind the hint, and the position it searched.
    struct HintResult
    {
        Board position;
        SearchResult result;
        int level; // the level it searched at: the side to move's
    };
    std::optional<HintResult> m_hintResult;

    QLabel* m_turnChip;
    QLabel* m_turn;
    QLabel* m_turnDetail;
    QLabel* m_move;
    std::array<PlayerRow, 2> m_players;
    QLabel* m_activityTitle;
    QLabel* m_activityLabel;
    SquaresChart* m_chart;
};

} // namespace jump61
