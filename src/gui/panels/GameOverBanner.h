#pragma once

#include "core/Side.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace jump61 {

// The end of a game, shown over the board instead of a message box: the board dims, a card
// names the winner and offers a new game or taking the last move back. It covers the widget it
// is given and follows its size.
class GameOverBanner : public QWidget
{
    Q_OBJECT

public:
    explicit GameOverBanner(QWidget* over);

    void showResult(const QString& title, const QString& detail, const QColor& accent);
    QString title() const;
    QString detail() const;

signals:
    void newGameRequested();
    void undoRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QWidget* m_card;
    QLabel* m_title;
    QLabel* m_detail;
    QPushButton* m_newGame;
    QPushButton* m_undo;
};

} // namespace jump61
