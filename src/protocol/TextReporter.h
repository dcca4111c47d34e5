#pragma once

#include "protocol/Reporter.h"

#include <atomic>
#include <ostream>

namespace jump61 {

// The text program's reporter: output lines on one stream, errors on another, every line
// flushed at once so that a program on the other end of a pipe sees it immediately.
class TextReporter : public Reporter
{
public:
    TextReporter(std::ostream& out, std::ostream& err) : m_out(out), m_err(err) {}

    void print(std::string_view line) override;
    void error(std::string_view message) override;
    void computerMove(Side side, int row, int col) override;
    void win(Side winner) override;

    // Writes a prompt (no newline) and flushes it.
    void prompt(std::string_view text);
    // Ends a prompt line left open, e.g. at the end of the input.
    void finishLine();

    // A write to the output failed (reported once, as an error line on the error stream).
    bool outputLost() const override { return m_lost.load(std::memory_order_relaxed); }

private:
    void line(std::string_view text);
    void checkOutput();

    std::ostream& m_out;
    std::ostream& m_err;
    bool m_openPrompt = false;
    // Atomic: a long command's progress callback reads it, maybe on another thread.
    std::atomic<bool> m_lost{false};
};

} // namespace jump61
