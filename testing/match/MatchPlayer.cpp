#include "match/MatchPlayer.h"

#include <stdexcept>

namespace jump61 {

MatchPlayer::MatchPlayer(const std::vector<std::string>& command, std::string name)
    : m_name(std::move(name)), m_process(command)
{}

std::optional<OutputEvent> MatchPlayer::nextEvent(Seconds limit)
{
    const auto deadline =
        Process::Clock::now() + std::chrono::duration_cast<Process::Clock::duration>(limit);
    while (waitForEvent(deadline)) {
        OutputEvent event = m_output.pop();
        if (event.kind != OutputEvent::Kind::Dump) {
            return event;
        }
    }
    return std::nullopt;
}

std::vector<std::string> MatchPlayer::dump(Seconds limit, std::string& win)
{
    m_process.send("dump");
    const auto deadline =
        Process::Clock::now() + std::chrono::duration_cast<Process::Clock::duration>(limit);
    while (waitForEvent(deadline)) {
        OutputEvent event = m_output.pop();
        if (event.kind == OutputEvent::Kind::Win) {
            win = event.winner;
        } else if (event.kind == OutputEvent::Kind::Move) {
            fail("made a move nobody asked for: " + event.lines.front());
        } else if (event.lines.size() >= 2 && event.lines.back().starts_with("===")) {
            return {event.lines.begin() + 1, event.lines.end() - 1};
        } else {
            fail("printed a dump that never ended");
        }
    }
    fail("did not answer dump within " + std::to_string(limit.count()) + " s");
}

std::string MatchPlayer::finish(Seconds limit)
{
    m_process.send("quit");
    m_process.closeInput();
    const auto deadline =
        Process::Clock::now() + std::chrono::duration_cast<Process::Clock::duration>(limit);
    while (!m_process.exited()) {
        if (Process::Clock::now() > deadline) {
            return m_name + " was still running after quit";
        }
        Process::pump({&m_process}, std::chrono::milliseconds(5));
        while (m_process.nextLine()) {
        }
    }
    if (m_process.exitCode() != 0) {
        return m_name + " ended with exit code " + std::to_string(m_process.exitCode());
    }
    return "";
}

bool MatchPlayer::waitForEvent(Process::Clock::time_point deadline)
{
    for (;;) {
        while (const auto line = m_process.nextLine()) {
            if (const auto problem = m_output.take(*line)) {
                fail(*problem);
            }
        }
        if (!m_output.empty()) {
            return true;
        }
        if (m_process.outputDone()) {
            fail("ended in the middle of the game");
        }
        const auto now = Process::Clock::now();
        if (now >= deadline) {
            return false;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
        Process::pump({&m_process}, std::min(left + std::chrono::milliseconds(1),
                                             std::chrono::milliseconds(200)));
    }
}

void MatchPlayer::fail(const std::string& what) const
{
    throw std::runtime_error(m_name + " " + what);
}

} // namespace jump61
