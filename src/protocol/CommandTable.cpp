#include "protocol/CommandTable.h"

#include "protocol/CommandError.h"

#include <algorithm>

namespace jump61 {

void CommandTable::add(Command command)
{
    m_commands.push_back(std::move(command));
}

const Command* CommandTable::find(std::string_view word) const
{
    const auto exact = std::find_if(m_commands.begin(), m_commands.end(),
                                    [&](const Command& c) { return c.name == word; });
    if (exact != m_commands.end()) {
        return &*exact;
    }
    std::vector<const Command*> matches;
    for (const Command& command : m_commands) {
        if (command.abbreviable && command.name.starts_with(word)) {
            matches.push_back(&command);
        }
    }
    if (matches.size() == 1) {
        return matches.front();
    }
    if (matches.size() > 1) {
        std::string names;
        for (const Command* match : matches) {
            names += (names.empty() ? "" : ", ") + match->name;
        }
        throw CommandError("ambiguous command: " + printable(word) + " (" + names + ")");
    }
    return nullptr;
}

} // namespace jump61
