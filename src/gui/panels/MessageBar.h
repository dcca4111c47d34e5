#pragma once

#include <QFrame>
#include <QTimer>

class QLabel;

namespace jump61 {

// A quiet strip above the board for what went wrong (a file that would not open, a command the
// interpreter refused): it says so in words, never blocks the game, and goes away by itself or
// with its close button. Its place is kept while it is hidden and it is two lines high whatever
// it says (a message too long for them is shortened in the middle, whole in its tooltip and the
// console): showing or hiding it never moves the board under the player's pointer.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    explicit MessageBar(QWidget* parent = nullptr);

    void showError(const QString& text);
    // A message about no command (a file the window kept for the player): only its close
    // button, its time or another message end it, not dismiss().
    void showNotice(const QString& text);
    // Hides the message, if any, unless it is a notice (a later command has worked).
    void dismiss();
    // Hides the message if it is a notice (what it said is over).
    void dismissNotice();
    QString text() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showMessage(const QString& text, bool notice);
    // Fits the message to the width of its line.
    void shortenToFit();

    QLabel* m_text;
    QString m_message;
    QTimer m_hide;
    bool m_notice = false;
};

} // namespace jump61
