#pragma once

#include "common/OutputParser.h"
#include "common/Process.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace jump61 {

// One program in one game of a match, driven through the protocol as a manual player on both
// sides. Every wait has a limit; a program that ends, or prints a bad '*' line, makes the
// call throw std::runtime_error naming it.
class MatchPlayer
{
public:
    using Seconds = std::chrono::duration<double>;

    MatchPlayer(const std::vector<std::string>& command, std::string name);

    const std::string& name() const { return m_name; }
    void send(const std::string& line) { m_process.send(line); }

    // The next AI move or win line, or nothing if none came within `limit`.
    std::optional<OutputEvent> nextEvent(Seconds limit);
    // Asks for a dump and returns its rows (without the === fences). Any win line printed
    // before it is stored in `win` ("Red" or "Blue"); an AI move before it is an error.
    std::vector<std::string> dump(Seconds limit, std::string& win);
    // Ends the session (quit, then end of input); returns what went wrong, or "".
    std::string finish(Seconds limit);

private:
    // Pumps the program until its output has an event or `deadline` passes.
    bool waitForEvent(Process::Clock::time_point deadline);
    [[noreturn]] void fail(const std::string& what) const;

    std::string m_name;
    Process m_process;
    OutputParser m_output;
};

} // namespace jump61
