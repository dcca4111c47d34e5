#pragma once

#include "protocol/Session.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace jump61::testing {

// Everything a command could change in a Session, taken at one moment, so that a test can check
// that a rejected line changed nothing: the board (as its dump), the prompt, the players and
// their levels, the seed, verbosity and the whole game record (start, moves, cursor).
struct SessionState
{
    std::string dump;
    std::string start;
    std::string prompt;
    PlayerKind red = PlayerKind::Manual;
    PlayerKind blue = PlayerKind::Manual;
    int redLevel = 0;
    int blueLevel = 0;
    std::uint64_t seed = 0;
    bool verbose = false;
    bool quit = false;
    std::vector<int> moves;
    std::size_t ply = 0;
    std::uint64_t hash = 0;

    static SessionState of(const Session& session);

    bool operator==(const SessionState& other) const = default;

    // The fields that differ from `other`, for a failure message; empty if none.
    std::string differences(const SessionState& other) const;
};

// The dump of a board as one string, lines ended by newlines (docs/PROTOCOL.md section 4).
std::string dumpText(const Board& board);

} // namespace jump61::testing
