#include "gui/Interpreter.h"

#include "gui/SessionWorker.h"
#include "protocol/Arguments.h"
#include "protocol/CommandError.h"
#include "protocol/Session.h"

#include <QMetaObject>

namespace jump61 {

Interpreter::Interpreter(QObject* parent)
    : QObject(parent), m_reporter(std::make_unique<QtReporter>()),
      m_session(std::make_unique<Session>(*m_reporter)),
      m_gate(std::make_unique<CommandGate>(*m_session)),
      m_worker(std::make_unique<SessionWorker>(*m_session, *m_gate))
{
    registerGuiMetaTypes();
    m_thread.setObjectName(QStringLiteral("jump61 interpreter"));
    m_session->setComputerPaced(true);
    // Runs on the worker as a search starts: a search that newer commands would only abort
    // again is not started at all.
    m_reporter->setSearchGuard([this] {
        if (!m_gate->searchAllowed()) {
            m_session->abortThinking();
        }
    });
    connect(
        m_reporter.get(), &QtReporter::searchStarted, this, [this](Side) { m_thinking = true; },
        Qt::QueuedConnection);
    connect(
        m_reporter.get(), &QtReporter::searchFinished, this,
        [this](Side, const SearchResult&) { m_thinking = false; }, Qt::QueuedConnection);
    connect(m_worker.get(), &SessionWorker::executed, this, &Interpreter::onExecuted,
            Qt::QueuedConnection);
    connect(
        m_worker.get(), &SessionWorker::continued, this,
        [this] {
            --m_continuing;
            emit computerContinued();
        },
        Qt::QueuedConnection);
    m_reporter->moveToThread(&m_thread);
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

Interpreter::~Interpreter()
{
    shutdown();
}

void Interpreter::send(const QString& line)
{
    if (m_down) {
        return;
    }
    m_inFlight.push_back(line);
    m_gate->commandQueued();
    m_session->abortThinking();
    emit commandSent(line);
    QMetaObject::invokeMethod(
        m_worker.get(), [worker = m_worker.get(), line] { worker->execute(line); },
        Qt::QueuedConnection);
}

void Interpreter::continueComputer()
{
    if (m_down) {
        return;
    }
    ++m_continuing;
    QMetaObject::invokeMethod(
        m_worker.get(), [worker = m_worker.get()] { worker->continueComputer(); },
        Qt::QueuedConnection);
}

void Interpreter::stopThinking()
{
    m_session->stopThinking();
}

void Interpreter::setPaused(bool paused)
{
    m_gate->setPaused(paused);
    if (paused && !hintPending()) {
        m_session->abortThinking();
    }
}

void Interpreter::setHeld(bool held)
{
    m_held = held;
    m_gate->setHeld(held);
    if (held && !hintPending()) {
        m_session->abortThinking();
    }
}

bool Interpreter::busy() const
{
    if (m_continuing > 0) {
        return true;
    }
    for (const QString& line : m_inFlight) {
        if (!isQuery(line)) {
            return true;
        }
    }
    return false;
}

bool Interpreter::hintPending() const
{
    for (const QString& line : m_inFlight) {
        if (line.trimmed().compare(QLatin1String("hint"), Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

const Command* Interpreter::command(const QString& line) const
{
    const Arguments words(line.toStdString());
    if (words.empty() || words.isComment()) {
        return nullptr;
    }
    try {
        return m_session->commands().find(lowered(words.command()));
    } catch (const CommandError&) {
        return nullptr; // an ambiguous abbreviation: the interpreter will say so
    }
}

QString Interpreter::commandName(const QString& line) const
{
    const Command* found = command(line);
    return found == nullptr ? QString() : QString::fromStdString(found->name);
}

bool Interpreter::isQuery(const QString& line) const
{
    const Arguments words(line.toStdString());
    if (words.empty() || words.isComment()) {
        return true;
    }
    const Command* found = command(line);
    return found != nullptr && found->query;
}

void Interpreter::shutdown()
{
    if (m_down) {
        return;
    }
    m_down = true;
    m_gate->close();
    m_session->abortThinking();
    m_thread.quit();
    m_thread.wait();
}

void Interpreter::onExecuted(const QString& line, bool ok)
{
    if (!m_inFlight.empty()) {
        m_inFlight.pop_front();
    }
    emit commandFinished(line, ok);
}

} // namespace jump61
