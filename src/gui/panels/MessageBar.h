#pragma once

#include <QFrame>
#include <QTimer>

class QLabel;

namespace jump61 {

// A quiet strip above the board for what went wrong (a file that would not open, a command the
// interpreter refused): it says so in words, never blocks the game, and goes away by itself or
// with its close button.
class MessageBar : public QFrame
{
    Q_OBJECT

public:
    explicit MessageBar(QWidget* parent = nullptr);

    void showError(const QString& text);
    // Hides the message, if any (a later command has worked).
    void dismiss();
    QString text() const;

private:
    void showMessage(const QString& text, const QString& background, const QString& border,
                     const QString& foreground);

    QLabel* m_text;
    QTimer m_hide;
};

} // namespace jump61
