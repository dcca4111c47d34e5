#include "runner/ScriptPlayer.h"

#include <cstdio>
#include <stdexcept>

namespace jump61 {

namespace {

constexpr std::size_t OutputLineLimit = 1000;
constexpr double ExitGraceSeconds = 5;

std::vector<std::string> commandFor(const std::string& program, const Script& script)
{
    std::vector<std::string> argv{program};
    argv.insert(argv.end(), script.options().begin(), script.options().end());
    return argv;
}

double secondsBetween(Process::Clock::time_point from, Process::Clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}

std::string seconds(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g s", value);
    return text;
}

std::string baseName(const std::string& path)
{
    return path.substr(path.find_last_of('/') + 1);
}

} // namespace

ScriptPlayer::ScriptPlayer(Script script, const std::string& program, int number)
    : m_script(std::move(script)), m_number(number), m_process(commandFor(program, m_script)),
      m_lastActivity(Clock::now()), m_gameStart(m_lastActivity)
{}

bool ScriptPlayer::advance(ScriptPlayer* partner)
{
    if (m_scriptDone) {
        m_inbox.clear(); // its input is closed: nothing more can reach the program
        return false;
    }
    bool progress = false;
    const std::vector<ScriptStep>& steps = m_script.steps();
    for (; m_next < steps.size(); ++m_next) {
        const ScriptStep& step = steps[m_next];
        const std::size_t events = m_output.eventCount() - m_output.size();
        bool done = true;
        switch (step.kind) {
        case ScriptStep::Kind::Send:
            m_process.send(step.text);
            m_lastActivity = Clock::now();
            break;
        case ScriptStep::Kind::Time:
            m_moveLimit = step.moveSeconds;
            m_gameLimit = step.gameSeconds;
            break;
        case ScriptStep::Kind::Move:
            deliverInbox();
            done = takeMove(partner);
            break;
        case ScriptStep::Kind::MoveWin:
        case ScriptStep::Kind::Win:
            deliverInbox();
            done = takeUntilWin(partner, step.kind == ScriptStep::Kind::MoveWin, step.record);
            break;
        case ScriptStep::Kind::Remote:
            deliverInbox();
            done = remoteGame(partner, step.record);
            break;
        }
        progress = progress || done || events != m_output.eventCount() - m_output.size();
        if (!done) {
            return progress;
        }
    }
    m_process.closeInput();
    m_scriptDone = true;
    m_inputClosedAt = Clock::now();
    return true;
}

void ScriptPlayer::readOutput()
{
    while (const auto line = m_process.nextLine()) {
        const std::size_t before = m_output.eventCount();
        if (const auto problem = m_output.take(*line)) {
            fail(*problem);
        }
        if (m_output.lineCount() > OutputLineLimit) {
            fail("printed more than " + std::to_string(OutputLineLimit) + " lines");
        }
        if (m_output.eventCount() == before) {
            continue;
        }
        const Clock::time_point now = Clock::now();
        const OutputEvent& event = m_output.back();
        if (event.kind == OutputEvent::Kind::Move) {
            const double took = secondsBetween(m_lastActivity, now);
            if (took > m_moveLimit) {
                fail("a move took " + seconds(took) + ", over the limit of " +
                     seconds(m_moveLimit));
            }
            if (secondsBetween(m_gameStart, now) > m_gameLimit) {
                fail("a game took over the limit of " + seconds(m_gameLimit));
            }
        } else if (event.kind == OutputEvent::Kind::Win) {
            m_gameStart = now;
        }
        m_lastActivity = now;
    }
    if (m_process.outputDone()) {
        m_output.finish();
    }
}

void ScriptPlayer::checkHealth(Clock::time_point now, Clock::time_point lastAnywhere)
{
    if (m_process.exited() && m_process.exitCode() != 0) {
        fail(m_process.exitCode() > 128
                 ? "was killed by signal " + std::to_string(m_process.exitCode() - 128)
                 : "exited with code " + std::to_string(m_process.exitCode()));
    }
    if (m_scriptDone) {
        if (!m_process.exited() && secondsBetween(m_inputClosedAt, now) > ExitGraceSeconds) {
            fail("still running " + seconds(ExitGraceSeconds) + " after its input was closed");
        }
        return;
    }
    if (m_process.outputDone() && !m_remoteWinner) {
        fail(where() + ": the program's output ended while the script was waiting for it");
    }
    if (secondsBetween(lastAnywhere, now) > m_moveLimit) {
        fail(where() + ": nothing happened for " + seconds(m_moveLimit) + " (the move time limit)");
    }
    if (secondsBetween(m_gameStart, now) > m_gameLimit) {
        fail(where() + ": the game took over the limit of " + seconds(m_gameLimit));
    }
}

bool ScriptPlayer::finished()
{
    if (!m_scriptDone || !m_process.exited() || !m_process.outputDone()) {
        return false;
    }
    // What nobody waited for: dumps are still recorded, moves and wins are not.
    while (!m_output.empty()) {
        const OutputEvent event = m_output.pop();
        if (event.kind == OutputEvent::Kind::Dump) {
            m_transcript.insert(m_transcript.end(), event.lines.begin(), event.lines.end());
        }
    }
    return true;
}

bool ScriptPlayer::awaitingExit()
{
    return m_process.outputDone() && !m_process.exited();
}

std::optional<OutputEvent> ScriptPlayer::nextEvent()
{
    while (!m_output.empty()) {
        OutputEvent event = m_output.pop();
        if (event.kind != OutputEvent::Kind::Dump) {
            return event;
        }
        m_transcript.insert(m_transcript.end(), event.lines.begin(), event.lines.end());
    }
    return std::nullopt;
}

bool ScriptPlayer::takeMove(ScriptPlayer* partner)
{
    while (const auto event = nextEvent()) {
        if (event->kind == OutputEvent::Kind::Move) {
            passOn(partner, *event);
            return true;
        }
    }
    return false;
}

bool ScriptPlayer::takeUntilWin(ScriptPlayer* partner, bool passMoves, bool record)
{
    while (const auto event = nextEvent()) {
        if (event->kind == OutputEvent::Kind::Win) {
            m_announced.push_back(event->winner);
            if (record) {
                m_transcript.push_back(event->lines.front());
            }
            return true;
        }
        if (passMoves) {
            passOn(partner, *event);
        }
    }
    return false;
}

bool ScriptPlayer::remoteGame(ScriptPlayer* partner, bool record)
{
    if (partner == nullptr) {
        fail(where() + ": needs a two-program test (a NAME-2.in partner)");
    }
    if (!m_remoteWinner) {
        if (!takeUntilWin(partner, true, record)) {
            return false;
        }
        m_remoteWinner = m_announced.back();
    }
    if (partner->m_announced.size() <= m_partnerMatched) {
        return false;
    }
    const std::string theirs = partner->m_announced[m_partnerMatched++];
    if (theirs != *m_remoteWinner) {
        fail(where() + ": this program says " + *m_remoteWinner + " wins, " + partner->name() +
             " says " + theirs + " wins");
    }
    m_remoteWinner.reset();
    return true;
}

void ScriptPlayer::passOn(ScriptPlayer* partner, const OutputEvent& move)
{
    if (partner != nullptr) {
        partner->m_inbox.push_back(std::to_string(move.row) + " " + std::to_string(move.col));
    }
}

void ScriptPlayer::deliverInbox()
{
    for (; !m_inbox.empty(); m_inbox.pop_front()) {
        m_process.send(m_inbox.front());
        m_lastActivity = Clock::now();
    }
}

void ScriptPlayer::fail(const std::string& what) const
{
    throw std::runtime_error(name() + ": " + what);
}

std::string ScriptPlayer::where() const
{
    const ScriptStep& step = m_script.steps()[m_next];
    return baseName(m_script.path()) + ":" + std::to_string(step.lineNumber) + " (#*" + step.text +
           ")";
}

} // namespace jump61
