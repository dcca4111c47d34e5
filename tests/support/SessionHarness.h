#pragma once

// What the interpreter's tests (SessionTest, SessionGamesTest, SessionExtensionsTest) share: a
// session driven line by line and the dumps they compare with. Header only, like TestHelpers.h:
// it uses Qt, which the support library does not link.

#include "protocol/BoardText.h"
#include "protocol/Session.h"
#include "support/RecordingReporter.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <QByteArray>

namespace jump61::testing {

// A session with the default players (Red manual, Blue computer) at level 1.
struct SessionFixture
{
    RecordingReporter reporter;
    Session session{reporter};

    SessionFixture()
    {
        session.execute("level 1");
        reporter.clear();
    }

    // Runs lines that must all be accepted. Returns the first rejected line and why, or "".
    QByteArray run(std::initializer_list<std::string_view> lines)
    {
        for (const std::string_view line : lines) {
            if (!session.execute(line)) {
                const auto errors = reporter.errors();
                return "rejected: " + bytes(line) + ": " +
                       bytes(errors.empty() ? "(no error reported)" : errors.back());
            }
        }
        return {};
    }

    // Runs a line that must be rejected: one error, nothing else reported, nothing changed.
    // Returns what went wrong, or ""; the error message goes to `message`.
    QByteArray rejected(std::string_view line, std::string* message = nullptr)
    {
        const SessionState before = SessionState::of(session);
        reporter.clear();
        const bool ok = session.execute(line);
        const SessionState after = SessionState::of(session);
        const auto errors = reporter.errors();
        if (message != nullptr && !errors.empty()) {
            *message = errors.front();
        }
        if (ok) {
            return "the line was accepted: " + bytes(line);
        }
        if (errors.size() != 1 || reporter.events().size() != 1) {
            return "expected exactly one error and nothing else, got:\n" +
                   joined(reporter.transcript());
        }
        if (!(before == after)) {
            return "the state changed: " + bytes(before.differences(after));
        }
        return {};
    }

    // A legal move for the side to move, as "R C" (the first legal square from the top left).
    std::string legalMove() const
    {
        const Board& board = session.board();
        for (int sq = 0; sq < board.area(); ++sq) {
            if (board.isLegal(sq)) {
                return squareText(board, sq);
            }
        }
        return "no legal move";
    }
};

inline std::vector<std::string> dumpOf(const Board& board)
{
    return dumpLines(board);
}

inline std::vector<std::string> freshDump(int size)
{
    return dumpLines(Board(size));
}

} // namespace jump61::testing
