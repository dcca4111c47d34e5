#pragma once

#include <QObject>
#include <QString>

namespace jump61 {

class CommandGate;
class Session;

// Lives on the interpreter's thread and runs what the window posts to it: one command line
// at a time, or the next paced computer move. Each run ends with a signal, so the window
// knows which of its commands are done.
class SessionWorker : public QObject
{
    Q_OBJECT

public:
    SessionWorker(Session& session, CommandGate& gate);

    void execute(const QString& line);
    void continueComputer();

signals:
    void executed(const QString& line, bool ok);
    void continued();

private:
    Session& m_session;
    CommandGate& m_gate;
};

} // namespace jump61
