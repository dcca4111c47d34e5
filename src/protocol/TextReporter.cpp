#include "protocol/TextReporter.h"

#include <cerrno>
#include <cstring>

namespace jump61 {

void TextReporter::line(std::string_view text)
{
    m_out << text << '\n';
    m_out.flush();
    m_openPrompt = false;
    checkOutput();
}

void TextReporter::checkOutput()
{
    if (m_lost || !m_out.fail()) {
        return;
    }
    // errno still says why the flush failed (ENOSPC, EPIPE with SIGPIPE ignored, ...).
    const int why = errno;
    m_lost.store(true, std::memory_order_relaxed);
    m_err << "error: cannot write the output" << (why != 0 ? ": " : "")
          << (why != 0 ? std::strerror(why) : "") << '\n';
    m_err.flush();
}

void TextReporter::print(std::string_view text)
{
    line(text);
}

void TextReporter::error(std::string_view message)
{
    m_err << "error: " << message << '\n';
    m_err.flush();
}

void TextReporter::computerMove(Side, int row, int col)
{
    line("* " + std::to_string(row) + " " + std::to_string(col));
}

void TextReporter::win(Side winner)
{
    line("* " + std::string(sideTitle(winner)) + " wins.");
}

void TextReporter::prompt(std::string_view text)
{
    m_out << text;
    m_out.flush();
    m_openPrompt = true;
    checkOutput();
}

void TextReporter::finishLine()
{
    if (m_openPrompt) {
        line("");
    }
}

} // namespace jump61
