#pragma once

#include "common/OutputParser.h"
#include "common/Process.h"
#include "runner/Script.h"

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace jump61 {

// One program under test and the script that drives it (see runner/main.cpp for what each
// directive means). It never waits: advance() runs the script as far as the output read so
// far allows, and the test (ScriptTest) pumps the processes and calls it again. Every problem
// is thrown as std::runtime_error, which fails the test.
class ScriptPlayer
{
public:
    using Clock = Process::Clock;

    ScriptPlayer(Script script, const std::string& program, int number);

    // Runs the script until it must wait. `partner` is the other program of a two-program
    // test, or null. Returns true if anything happened.
    bool advance(ScriptPlayer* partner);
    // Takes the lines the program has printed, checking the output limits.
    void readOutput();
    // Throws if a limit is missed: a wait of more than a move's time with nothing happening
    // since `lastAnywhere`, a program still running 5 s after its input closed, a program that
    // failed or ended while its script still waited for it.
    void checkHealth(Clock::time_point now, Clock::time_point lastAnywhere);

    // The script has ended, the program has exited and all its output has been read.
    bool finished();
    // The program is gone but we may still be waiting to reap it.
    bool awaitingExit();
    // Everything recorded: dumps and claimed win lines (after finished(), all of it).
    const std::vector<std::string>& transcript() const { return m_transcript; }
    Process& process() { return m_process; }
    Clock::time_point lastActivity() const { return m_lastActivity; }
    std::string name() const { return "program " + std::to_string(m_number); }

private:
    // The next move or win line; dumps on the way are recorded.
    std::optional<OutputEvent> nextEvent();
    bool takeMove(ScriptPlayer* partner);
    bool takeUntilWin(ScriptPlayer* partner, bool passMoves, bool record);
    bool remoteGame(ScriptPlayer* partner, bool record);
    static void passOn(ScriptPlayer* partner, const OutputEvent& move);
    void deliverInbox();
    [[noreturn]] void fail(const std::string& what) const;
    std::string where() const;

    Script m_script;
    int m_number;
    Process m_process;
    OutputParser m_output;
    std::size_t m_next = 0; // the script step to run next
    bool m_scriptDone = false;
    std::deque<std::string> m_inbox;           // the partner's moves, as "R C", not yet sent
    std::vector<std::string> m_announced;      // winners claimed by this script, in order
    std::size_t m_partnerMatched = 0;          // partner announcements checked by remote games
    std::optional<std::string> m_remoteWinner; // our winner, waiting for the partner's
    std::vector<std::string> m_transcript;
    double m_moveLimit = 10;
    double m_gameLimit = 60;
    Clock::time_point m_lastActivity;
    Clock::time_point m_gameStart;
    Clock::time_point m_inputClosedAt;
};

} // namespace jump61
