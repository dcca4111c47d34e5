#pragma once

#include "core/Side.h"
#include "gui/board/PressBurst.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace jump61 {

// The end of a game, shown over the board instead of a message box: the board dims, a card
// names the winner and offers a new game or taking the last move back. It covers the widget it
// is given and follows its size. Esc, a click beside the card or its close button put it away,
// so that the final position can be looked at; that click goes no further than the banner. As
// on the board, a click quickly after the one before (one burst, see PressBurst) does nothing:
// it was aimed at the board before the banner came.
class GameOverBanner : public QWidget
{
    Q_OBJECT

public:
    explicit GameOverBanner(QWidget* over);

    void showResult(const QString& title, const QString& detail, const QColor& accent);
    QString title() const;
    QString detail() const;
    // Hides the banner at the player's request.
    void dismiss();

signals:
    void newGameRequested();
    void undoRequested();
    void dismissed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void placeCard();

    QWidget* m_card;
    QLabel* m_title;
    QLabel* m_detail;
    QPushButton* m_newGame;
    QPushButton* m_undo;
    QToolButton* m_close;
    QBoxLayout* m_buttons; // New Game and Undo: a row, or a column in a narrow window
    PressBurst m_burst;    // the presses on the board or banner
};

} // namespace jump61
