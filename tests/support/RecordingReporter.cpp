#include "support/RecordingReporter.h"

namespace jump61::testing {

void RecordingReporter::print(std::string_view line)
{
    m_events.push_back({Kind::Print, std::string(line)});
}

void RecordingReporter::error(std::string_view message)
{
    m_events.push_back({Kind::Error, std::string(message)});
}

void RecordingReporter::fileError(std::string_view message, const FileTrouble& trouble)
{
    m_troubles.push_back(trouble);
    error(message);
}

void RecordingReporter::computerMove(Side side, int row, int col)
{
    m_events.push_back({Kind::ComputerMove, {}, side, row, col});
}

void RecordingReporter::win(Side winner)
{
    m_events.push_back({Kind::Win, {}, winner});
}

std::vector<std::string> RecordingReporter::printed() const
{
    std::vector<std::string> lines;
    for (const Event& event : m_events) {
        if (event.kind == Kind::Print) {
            lines.push_back(event.text);
        }
    }
    return lines;
}

std::vector<std::string> RecordingReporter::errors() const
{
    std::vector<std::string> messages;
    for (const Event& event : m_events) {
        if (event.kind == Kind::Error) {
            messages.push_back(event.text);
        }
    }
    return messages;
}

std::vector<RecordingReporter::ComputerMove> RecordingReporter::computerMoves() const
{
    std::vector<ComputerMove> moves;
    for (const Event& event : m_events) {
        if (event.kind == Kind::ComputerMove) {
            moves.push_back({event.side, event.row, event.col});
        }
    }
    return moves;
}

std::vector<Side> RecordingReporter::wins() const
{
    std::vector<Side> winners;
    for (const Event& event : m_events) {
        if (event.kind == Kind::Win) {
            winners.push_back(event.side);
        }
    }
    return winners;
}

std::vector<std::string> RecordingReporter::transcript() const
{
    std::vector<std::string> lines;
    for (const Event& event : m_events) {
        switch (event.kind) {
        case Kind::Print:
            lines.push_back(event.text);
            break;
        case Kind::Error:
            lines.push_back("error: " + event.text);
            break;
        case Kind::ComputerMove:
            lines.push_back("* " + std::to_string(event.row) + " " + std::to_string(event.col));
            break;
        case Kind::Win:
            lines.push_back("* " + std::string(sideTitle(event.side)) + " wins.");
            break;
        }
    }
    return lines;
}

} // namespace jump61::testing
