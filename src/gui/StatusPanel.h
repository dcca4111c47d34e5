#pragma once

#include "engine/SearchTypes.h"
#include "gui/BoardColours.h"
#include "gui/SessionSnapshot.h"

#include <array>
#include <optional>

#include <QWidget>

class QLabel;

namespace jump61 {

class SquaresChart;

// The panel beside the board: whose turn it is, who plays each side and how many squares and
// spots each has, what the computer is doing (thinking, the depth it has reached, its best move
// so far and how it rates the position), and a chart of the game.
class StatusPanel : public QWidget
{
    Q_OBJECT

public:
    explicit StatusPanel(QWidget* parent = nullptr);

    void setColours(const BoardColours& colours);
    void setSnapshot(const SessionSnapshot& snapshot);
    // The position on screen (it may be a move behind the interpreter while a cascade plays).
    void setShownBoard(const Board& board);
    void setPaused(bool paused);

    // What the computer is doing. The move a search chose is announced only when the board
    // starts to show it: the interpreter reports it (computerMovePlayed), then the animation
    // reaches it (computerMoveShown). A search that ends without a move (a newer command
    // dropped it) is forgotten when the next snapshot arrives.
    void searchStarted(Side side, bool hint);
    void searchProgressed(Side side, const SearchInfo& info);
    void searchFinished(Side side, const SearchResult& result, bool hint);
    void computerMovePlayed();
    void computerMoveShown();
    void showHint(const QString& square);

    QString turnText() const;
    QString activityText() const;

    // How a search score reads to a person: "+1.4", "wins in 5 moves".
    static QString scoreText(int score);

private:
    struct PlayerRow
    {
        QLabel* chip = nullptr;
        QLabel* name = nullptr;
        QLabel* role = nullptr;
        QLabel* counts = nullptr;
    };

    QString squareText(int square) const;
    QString searchLine(int depth, int score, std::uint64_t nodes, double seconds) const;
    void refreshTurn();
    void refreshPlayers();
    void paintChip(QLabel* chip, const QColor& colour, int size) const;

    BoardColours m_colours;
    SessionSnapshot m_snapshot;
    Board m_shown;
    bool m_paused = false;
    bool m_searching = false;
    QString m_activity;
    struct Chosen
    {
        Side side;
        SearchResult result;
        bool played = false;
    };
    std::optional<Chosen> m_chosen;
    std::optional<SearchResult> m_hintResult; // the search behind the hint shown next

    QLabel* m_turnChip;
    QLabel* m_turn;
    QLabel* m_turnDetail;
    QLabel* m_move;
    std::array<PlayerRow, 2> m_players;
    QLabel* m_activityLabel;
    SquaresChart* m_chart;
};

} // namespace jump61
