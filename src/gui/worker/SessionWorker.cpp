#include "gui/worker/SessionWorker.h"

#include "gui/worker/CommandGate.h"
#include "protocol/Session.h"

namespace jump61 {

SessionWorker::SessionWorker(Session& session, CommandGate& gate) : m_session(session), m_gate(gate)
{}

void SessionWorker::execute(const QString& line)
{
    m_gate.commandStarted();
    const bool ok = m_session.execute(line.toStdString());
    emit executed(line, ok);
}

void SessionWorker::continueComputer()
{
    if (m_gate.searchAllowed()) {
        m_session.continueComputer();
    }
    emit continued();
}

} // namespace jump61
