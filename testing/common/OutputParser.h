#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace jump61 {

// What a program's output means to a test harness (docs/PROTOCOL.md sections 4 and 8).
struct OutputEvent
{
    enum class Kind
    {
        Dump,
        Move,
        Win
    };

    Kind kind = Kind::Dump;
    std::vector<std::string> lines; // a dump: its lines, from === to ===; else the one line
    int row = 0;                    // a move
    int col = 0;
    std::string winner; // a win: "Red" or "Blue"
};

// Turns the lines a program prints into events: dump blocks, AI moves and win lines. Each line
// first loses everything up to its last '>' (a prompt) and the blanks after it, and its
// trailing blanks; all other output (welcome, help, boards, prompts alone) is ignored.
class OutputParser
{
public:
    // Takes one line of output. Returns what is wrong if the line breaks the protocol: a '*'
    // line that is neither a move `* R C` nor a win line.
    std::optional<std::string> take(std::string_view line);
    // The output has ended; a dump block that was never closed is kept as it is.
    void finish();

    bool empty() const { return m_events.empty(); }
    std::size_t size() const { return m_events.size(); }
    // Events parsed so far, including those already popped; the newest is back().
    std::size_t eventCount() const { return m_eventCount; }
    const OutputEvent& back() const { return m_events.back(); }
    OutputEvent pop();
    std::size_t lineCount() const { return m_lineCount; }

private:
    void add(OutputEvent event);

    std::deque<OutputEvent> m_events;
    std::optional<OutputEvent> m_dump; // a dump block still open
    std::size_t m_lineCount = 0;
    std::size_t m_eventCount = 0;
};

} // namespace jump61
