#include "protocol/TextReporter.h"

namespace jump61 {

void TextReporter::line(std::string_view text)
{
    m_out << text << '\n';
    m_out.flush();
    m_openPrompt = false;
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
}

void TextReporter::finishLine()
{
    if (m_openPrompt) {
        line("");
    }
}

} // namespace jump61
