#pragma once

#include "gui/worker/CommandGate.h"
#include "gui/worker/QtReporter.h"

#include <atomic>
#include <deque>
#include <memory>

#include <QObject>
#include <QString>
#include <QThread>

namespace jump61 {

struct Command;
class Session;
class SessionWorker;

// The window's handle on the command interpreter. The protocol Session runs on a thread of
// its own, paced (a command is followed by at most one computer move, and continueComputer()
// makes the next, so that the window shows each move before the next is made); the window
// talks to it only by posting text lines and reads it only through the reporter's queued
// signals. Every command aborts a running search first, so New, Undo or a size change act at
// once. shutdown() (also run by the destructor) ends the thread promptly even in the middle of
// the strongest search.
class SessionChannel : public QObject
{
    Q_OBJECT

public:
    explicit SessionChannel(QObject* parent = nullptr);
    ~SessionChannel() override;

    // Connect to its signals with Qt::QueuedConnection: they are emitted on the worker.
    QtReporter* reporter() { return m_reporter.get(); }

    // Runs a text command on the worker thread.
    void send(const QString& line);
    // Asks for the computer move that is due, if any (the pace of a computer's game).
    void continueComputer();
    // The computer plays the best move it has found so far (or the hint is given now).
    void stopThinking();
    // A paused game makes no computer moves until resumed (a running search is dropped);
    // continueComputer() still makes one.
    void setPaused(bool paused);
    bool paused() const { return m_gate->paused(); }
    // Held, like paused, but not by the player: a modal dialog is open. Independent of pause.
    void setHeld(bool held);
    bool held() const { return m_held; }
    // The window shows a review: no computer move is made until it is left.
    void setReviewing(bool reviewing);
    // Sends `review`, which reports each reviewed move through the reporter.
    void startReview();
    // Stops a running or still queued review soon; its command ends with "review stopped".
    void cancelReview();
    // Not shut down: commands are still run.
    bool running() const { return !m_shutDown; }

    // A command that may change the game has been sent and not finished, or a computer move
    // was requested and has not been made: the last snapshot may be out of date.
    bool busy() const;
    bool hintPending() const;
    bool thinking() const { return m_thinking; }
    // A `solve` typed in the console is running or waiting to run.
    bool solving() const;
    // Ends the `solve` that runs or waits to run, within about a second ("stopped before the
    // budget ran out, unknown").
    void stopSolving();

    void shutdown();

    // The command table's name for the command `line` starts with ("quit" for "q" too, "" for a
    // move, a comment or an unknown word).
    QString commandName(const QString& line) const;
    // Commands that only ask something and change nothing, as the command table marks them
    // (empty lines and comments too).
    bool isQuery(const QString& line) const;
    // A line the interpreter takes for a move: no command's name, a number first.
    bool isMove(const QString& line) const;

signals:
    void commandSent(const QString& line);
    void commandFinished(const QString& line, bool ok);
    // A computer move request was handled (whether or not a move was due).
    void computerContinued();

private:
    const Command* command(const QString& line) const;
    void onExecuted(const QString& line, bool ok);

    std::unique_ptr<QtReporter> m_reporter;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<CommandGate> m_gate;
    std::unique_ptr<SessionWorker> m_worker;
    QThread m_thread;
    // The Session's interrupt flag: set, it stops a review or a solve even before the command
    // has started (the command clears the Session's own abort flag as it starts).
    std::atomic<bool> m_interrupt{false};
    std::deque<QString> m_inFlight;
    int m_continuing = 0;
    bool m_thinking = false;
    bool m_held = false;
    bool m_shutDown = false;
};

} // namespace jump61
