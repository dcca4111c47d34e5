#pragma once

#include <QDockWidget>
#include <QStringList>
#include <QTimer>

class QLineEdit;
class QPlainTextEdit;

namespace jump61 {

// The command console: a dock (hidden at first) that shows every text command the window sends
// and everything the interpreter answers, exactly as the text program would print it, and
// takes typed commands. Up and Down recall earlier commands.
class ConsoleDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ConsoleDock(QWidget* parent = nullptr);

    void appendCommand(const QString& line);
    void appendOutput(const QString& line);
    void appendError(const QString& message);
    void appendNote(const QString& text);
    QString transcript() const;

signals:
    void commandEntered(const QString& line);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void append(const QString& html);
    // Scrolls to the transcript's newest line.
    void showNewest();
    void submit();

    QPlainTextEdit* m_output;
    QLineEdit* m_input;
    QStringList m_history;
    int m_recall = 0;
    bool m_following = true; // the output view shows its newest line
    QTimer m_relayout;       // lays out the output again once a resize pauses
};

} // namespace jump61
