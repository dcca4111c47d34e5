#include "support/SessionState.h"

#include "protocol/BoardText.h"

namespace jump61::testing {

std::string dumpText(const Board& board)
{
    std::string text;
    for (const std::string& line : dumpLines(board)) {
        text += line + '\n';
    }
    return text;
}

SessionState SessionState::of(const Session& session)
{
    SessionState state;
    state.dump = dumpText(session.board());
    state.start = dumpText(session.game().start());
    state.prompt = session.prompt();
    state.red = session.player(Side::Red);
    state.blue = session.player(Side::Blue);
    state.redLevel = session.level(Side::Red);
    state.blueLevel = session.level(Side::Blue);
    state.seed = session.seed();
    state.verbose = session.verbose();
    state.quit = session.quitRequested();
    state.moves = session.game().moves();
    state.ply = session.game().ply();
    state.hash = session.board().hash();
    return state;
}

std::string SessionState::differences(const SessionState& other) const
{
    std::string out;
    const auto note = [&out](bool differs, const std::string& what) {
        if (differs) {
            out += (out.empty() ? "" : ", ") + what;
        }
    };
    note(dump != other.dump, "board:\n" + dump + "became\n" + other.dump);
    note(start != other.start, "start position");
    note(prompt != other.prompt, "prompt '" + prompt + "' became '" + other.prompt + "'");
    note(red != other.red || blue != other.blue, "players");
    note(redLevel != other.redLevel || blueLevel != other.blueLevel, "levels");
    note(seed != other.seed, "seed");
    note(verbose != other.verbose, "verbose");
    note(quit != other.quit, "quit");
    note(moves != other.moves, "moves (" + std::to_string(moves.size()) + " became " +
                                   std::to_string(other.moves.size()) + ")");
    note(ply != other.ply,
         "ply (" + std::to_string(ply) + " became " + std::to_string(other.ply) + ")");
    note(hash != other.hash, "hash");
    return out;
}

} // namespace jump61::testing
