#pragma once

#include "protocol/Reporter.h"

#include <string>
#include <string_view>
#include <vector>

namespace jump61::testing {

// A Reporter that keeps everything a Session reports, in order, so that tests can check what
// was printed, which errors were raised and which computer moves and wins were announced.
class RecordingReporter : public Reporter
{
public:
    enum class Kind
    {
        Print,
        Error,
        ComputerMove,
        Win
    };

    struct Event
    {
        Kind kind = Kind::Print;
        std::string text; // the printed line or the error message
        Side side = Side::White;
        int row = 0;
        int col = 0;
    };

    struct ComputerMove
    {
        Side side;
        int row;
        int col;
    };

    void print(std::string_view line) override;
    void error(std::string_view message) override;
    // Kept as an error event, its trouble in fileTroubles().
    void fileError(std::string_view message, const FileTrouble& trouble) override;
    void computerMove(Side side, int row, int col) override;
    void win(Side winner) override;

    const std::vector<Event>& events() const { return m_events; }
    std::vector<std::string> printed() const;
    std::vector<std::string> errors() const;
    std::vector<ComputerMove> computerMoves() const;
    std::vector<Side> wins() const;
    const std::vector<FileTrouble>& fileTroubles() const { return m_troubles; }

    // Every event as the text program would write it: lines, "* R C", "* Red wins." and
    // "error: ..." lines.
    std::vector<std::string> transcript() const;

    void clear()
    {
        m_events.clear();
        m_troubles.clear();
    }

private:
    std::vector<Event> m_events;
    std::vector<FileTrouble> m_troubles;
};

} // namespace jump61::testing
