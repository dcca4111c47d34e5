#include "gui/worker/SessionChannel.h"

#include "gui/worker/SessionWorker.h"
#include "protocol/Arguments.h"
#include "protocol/CommandError.h"
#include "protocol/Session.h"

#include <algorithm>
#include <cctype>

#include <QMetaObject>

namespace jump61 {

SessionChannel::SessionChannel(QObject* parent)
    : QObject(parent), m_reporter(std::make_unique<QtReporter>()),
      m_session(std::make_unique<Session>(*m_reporter)),
      m_gate(std::make_unique<CommandGate>(*m_session)),
      m_worker(std::make_unique<SessionWorker>(*m_session, *m_gate))
{
    registerGuiMetaTypes();
    m_thread.setObjectName(QStringLiteral("jump61 interpreter"));
    m_session->setComputerPaced(true);
    m_session->setInterruptFlag(&m_interrupt);
    // Runs on the worker as a search starts: a search that newer commands would only abort
    // again is not started at all.
    m_reporter->setSearchGuard([this] {
        if (!m_gate->searchAllowed()) {
            m_session->abortThinking();
        }
    });
    connect(
        m_reporter.get(), &QtReporter::searchStarted, this,
        [this](Side, bool) { m_thinking = true; }, Qt::QueuedConnection);
    connect(
        m_reporter.get(), &QtReporter::searchFinished, this,
        [this](Side, const SearchResult&, bool) { m_thinking = false; }, Qt::QueuedConnection);
    connect(m_worker.get(), &SessionWorker::executed, this, &SessionChannel::onExecuted,
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

SessionChannel::~SessionChannel()
{
    shutdown();
}

void SessionChannel::send(const QString& line)
{
    if (m_shutDown) {
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

void SessionChannel::continueComputer()
{
    if (m_shutDown) {
        return;
    }
    ++m_continuing;
    QMetaObject::invokeMethod(
        m_worker.get(), [worker = m_worker.get()] { worker->continueComputer(); },
        Qt::QueuedConnection);
}

void SessionChannel::stopThinking()
{
    m_session->stopThinking();
}

bool SessionChannel::solving() const
{
    return std::any_of(m_inFlight.begin(), m_inFlight.end(), [this](const QString& line) {
        return commandName(line) == QLatin1String("solve");
    });
}

void SessionChannel::stopSolving()
{
    // The interrupt flag, as for a review: it stops a solve that has not started yet too
    // (each command clears the Session's own abort flag as it starts).
    m_interrupt.store(true);
    m_session->abortThinking();
}

void SessionChannel::setPaused(bool paused)
{
    m_gate->setPaused(paused);
    if (paused && !hintPending()) {
        m_session->abortThinking();
    }
}

void SessionChannel::setHeld(bool held)
{
    m_held = held;
    m_gate->setHeld(held);
    if (held && !hintPending()) {
        m_session->abortThinking();
    }
}

void SessionChannel::setReviewing(bool reviewing)
{
    m_gate->setReviewing(reviewing);
    if (reviewing && !hintPending()) {
        m_session->abortThinking();
    }
}

void SessionChannel::startReview()
{
    m_interrupt.store(false);
    send(QStringLiteral("review"));
}

void SessionChannel::cancelReview()
{
    m_interrupt.store(true);
    m_session->abortThinking();
}

bool SessionChannel::busy() const
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

bool SessionChannel::hintPending() const
{
    for (const QString& line : m_inFlight) {
        if (line.trimmed().compare(QLatin1String("hint"), Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    return false;
}

const Command* SessionChannel::command(const QString& line) const
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

QString SessionChannel::commandName(const QString& line) const
{
    const Command* found = command(line);
    return found == nullptr ? QString() : QString::fromStdString(found->name);
}

bool SessionChannel::isQuery(const QString& line) const
{
    const Arguments words(line.toStdString());
    if (words.empty() || words.isComment()) {
        return true;
    }
    const Command* found = command(line);
    return found != nullptr && found->query;
}

bool SessionChannel::isMove(const QString& line) const
{
    const Arguments words(line.toStdString());
    return !words.empty() && !words.isComment() && command(line) == nullptr &&
           std::isdigit(static_cast<unsigned char>(words.command().front())) != 0;
}

void SessionChannel::shutdown()
{
    if (m_shutDown) {
        return;
    }
    m_shutDown = true;
    m_gate->close();
    m_session->abortThinking();
    m_thread.quit();
    m_thread.wait();
}

void SessionChannel::onExecuted(const QString& line, bool ok)
{
    if (!m_inFlight.empty()) {
        m_inFlight.pop_front();
    }
    // A cancelled review or solve has ended: the flag must not stop the next long command.
    const QString name = commandName(line);
    if (name == QLatin1String("review") || name == QLatin1String("solve")) {
        m_interrupt.store(false);
    }
    emit commandFinished(line, ok);
}

} // namespace jump61
