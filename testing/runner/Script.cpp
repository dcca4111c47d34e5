#include "runner/Script.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace jump61 {

namespace {

std::vector<std::string> words(const std::string& text)
{
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string word; in >> word;) {
        out.push_back(word);
    }
    return out;
}

bool readSeconds(const std::string& word, double& seconds)
{
    std::size_t used = 0;
    try {
        seconds = std::stod(word, &used);
    } catch (const std::exception&) {
        return false;
    }
    return used == word.size() && seconds > 0;
}

} // namespace

Script Script::read(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error(path + ": cannot open the script");
    }
    Script script;
    script.m_path = path;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        script.addLine(line, ++number);
    }
    if (!script.m_haveCommand) {
        throw std::runtime_error(path + ": no `#* COMMAND LINE` line");
    }
    return script;
}

void Script::addLine(const std::string& line, int number)
{
    const auto fail = [&](const std::string& what) {
        throw std::runtime_error(m_path + ":" + std::to_string(number) + ": " + what);
    };
    if (!line.starts_with("#*")) {
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (!m_haveCommand && first != std::string::npos && line[first] != '#') {
            fail("the first non-comment line must be `#* COMMAND LINE`");
        }
        m_steps.push_back({ScriptStep::Kind::Send, false, line, 0, 0, number});
        return;
    }
    // Directives are read loosely (any blanks, a CR from a CRLF file), commands exactly.
    std::string directive;
    for (const std::string& word : words(line.substr(2))) {
        directive += (directive.empty() ? "" : " ") + word;
    }
    if (!m_haveCommand) {
        readCommandLine(directive);
        return;
    }
    ScriptStep step{ScriptStep::Kind::Send, false, directive, 0, 0, number};
    if (directive == "move") {
        step.kind = ScriptStep::Kind::Move;
    } else if (directive == "move/win" || directive == "move/win+") {
        step.kind = ScriptStep::Kind::MoveWin;
    } else if (directive == "win+") {
        step.kind = ScriptStep::Kind::Win;
    } else if (directive == "remote move/win" || directive == "remote move/win+") {
        step.kind = ScriptStep::Kind::Remote;
    } else if (directive.starts_with("time ")) {
        const std::vector<std::string> limits = words(directive);
        step.kind = ScriptStep::Kind::Time;
        if (limits.size() != 3 || !readSeconds(limits[1], step.moveSeconds) ||
            !readSeconds(limits[2], step.gameSeconds)) {
            fail("expected `#*time MOVE GAME` with two positive numbers of seconds");
        }
    } else {
        fail("unknown directive `#*" + directive + "`");
    }
    step.record = directive.ends_with('+');
    m_steps.push_back(std::move(step));
}

void Script::readCommandLine(const std::string& directive)
{
    m_haveCommand = true;
    const std::vector<std::string> command = words(directive);
    for (std::size_t i = 0; i < command.size(); ++i) {
        const std::string& word = command[i];
        if (word == "--strict" || word == "--log" || word.starts_with("--seed=")) {
            m_options.push_back(word);
        } else if (word == "--seed" && i + 1 < command.size()) {
            m_options.push_back("--seed=" + command[++i]);
        }
    }
}

} // namespace jump61
