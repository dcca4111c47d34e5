#include "common/OutputParser.h"

namespace jump61 {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// Reads a positive decimal number at `text[at]`, moving `at` past it.
std::optional<int> readNumber(std::string_view text, std::size_t& at)
{
    const std::size_t start = at;
    int value = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - start < 4) {
        value = value * 10 + (text[at] - '0');
        ++at;
    }
    if (at == start) {
        return std::nullopt;
    }
    return value;
}

// A line without its prompt (up to the last '>', and the blanks after it) and trailing blanks.
std::string withoutPrompt(std::string_view line)
{
    const std::size_t prompt = line.rfind('>');
    if (prompt != std::string_view::npos) {
        line.remove_prefix(prompt + 1);
        while (!line.empty() && isBlank(line.front())) {
            line.remove_prefix(1);
        }
    }
    while (!line.empty() && isBlank(line.back())) {
        line.remove_suffix(1);
    }
    return std::string(line);
}

} // namespace

std::optional<std::string> OutputParser::take(std::string_view raw)
{
    ++m_lineCount;
    std::string line = withoutPrompt(raw);
    const bool fence = line.starts_with("===");
    if (m_dump) {
        m_dump->lines.push_back(std::move(line));
        if (fence) {
            add(std::move(*m_dump));
            m_dump.reset();
        }
        return std::nullopt;
    }
    if (fence) {
        m_dump = OutputEvent{OutputEvent::Kind::Dump, {std::move(line)}, 0, 0, {}};
        return std::nullopt;
    }
    if (!line.starts_with('*')) {
        return std::nullopt;
    }
    if (line == "* Red wins." || line == "* Blue wins.") {
        const std::string winner = line.substr(2, line.find(' ', 2) - 2);
        add({OutputEvent::Kind::Win, {line}, 0, 0, winner});
        return std::nullopt;
    }
    std::size_t at = 2;
    std::optional<int> row;
    std::optional<int> col;
    if (line.size() > 2 && line[1] == ' ') {
        row = readNumber(line, at);
    }
    if (row && at < line.size() && line[at] == ' ') {
        ++at;
        col = readNumber(line, at);
    }
    if (!col || at != line.size()) {
        return "a '*' line that is neither a move nor a win: " + line;
    }
    add({OutputEvent::Kind::Move, {line}, *row, *col, {}});
    return std::nullopt;
}

void OutputParser::finish()
{
    if (m_dump) {
        add(std::move(*m_dump));
        m_dump.reset();
    }
}

void OutputParser::add(OutputEvent event)
{
    m_events.push_back(std::move(event));
    ++m_eventCount;
}

OutputEvent OutputParser::pop()
{
    OutputEvent event = std::move(m_events.front());
    m_events.pop_front();
    return event;
}

} // namespace jump61
