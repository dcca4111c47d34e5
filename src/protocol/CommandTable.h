#pragma once

#include "protocol/Arguments.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace jump61 {

// A command of the text protocol: its name, how it is matched, what it needs, what `help`
// says of it, and the handler that runs it.
struct Command
{
    using Handler = std::function<void(const Arguments&)>;

    std::string name;
    bool abbreviable = false; // in the course table, so any unique prefix names it
    std::size_t minArguments = 0;
    std::string usage;   // e.g. "size N"
    std::string summary; // one line for help
    Handler handler;
    // Only reports (dump, help, hint...): changes neither the game nor the players, so a front
    // end need not wait for it before it takes the next move.
    bool query = false;
};

// Maps command words to handlers. An exact name always wins; otherwise a word names the one
// course-table command it is a prefix of. Extensions match by full name only, so they never
// make a course abbreviation ambiguous.
class CommandTable
{
public:
    void add(Command command);

    // The command `word` (already lower-case) names, or nullptr if none. Throws CommandError if
    // the word is a prefix of several course commands.
    const Command* find(std::string_view word) const;

    const std::vector<Command>& commands() const { return m_commands; }

private:
    std::vector<Command> m_commands;
};

} // namespace jump61
