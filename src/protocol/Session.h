#pragma once

#include "core/Game.h"
#include "engine/Engine.h"
#include "protocol/CommandTable.h"
#include "protocol/Reporter.h"
#include "protocol/SavedGame.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace jump61 {

enum class PlayerKind
{
    Manual,
    Computer
};

// The command interpreter shared by the text program and the window: it owns the game, the
// players and their engines, runs one line of the text protocol at a time (docs/PROTOCOL.md), and
// reports everything through a Reporter. After every line, while the game is on and a computer
// is to move, the computer moves; the window can pace that, one move per continueComputer().
class Session
{
public:
    // `tableMegabytes`: the transposition table of each side's engine (the fuzz targets, which
    // make thousands of sessions a second, use the smallest).
    explicit Session(Reporter& reporter, std::size_t tableMegabytes = 16);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    // Runs one input line. Returns false if the line was rejected (the error was reported and
    // nothing changed).
    bool execute(std::string_view line);

    // The game a saved game file holds, as `load FILE` reads it, replayed in a sandbox that
    // runs no computer; throws CommandError with `load`'s error if the file is not one. The
    // window asks it before offering to save the game that a typed `load` would replace.
    static Game readSavedGame(const std::string& path);
    // The board `set` (its arguments in `args`) would make of `board`; throws CommandError with
    // `set`'s error if it refuses them. The window asks it before offering to save the game
    // that a typed `set` would replace.
    static Board editedBoard(const Board& board, const Arguments& args);

    // After quit, or once the output can no longer be written (Reporter::outputLost).
    bool quitRequested() const { return m_quit || m_reporter.outputLost(); }
    // "red> ", "blue> " while a game is on, "+> " after a win.
    std::string prompt() const;

    const Game& game() const { return m_game; }
    const Board& board() const { return m_game.board(); }
    PlayerKind player(Side side) const { return m_players[playerIndex(side)]; }
    int level(Side side) const { return m_levels[playerIndex(side)]; }
    int moveTime() const { return m_moveTime; }
    int threads() const { return m_threads; }
    std::uint64_t seed() const { return m_seed; }
    bool verbose() const { return m_verbose; }
    const CommandTable& commands() const { return m_table; }

    // Pacing for front ends that show each computer move before the next one is made. Paced,
    // a command is followed by at most one computer move, and continueComputer() makes the
    // next. Held (thread-safe), commands are followed by none: a paused computer game, which
    // continueComputer() steps one move at a time.
    void setComputerPaced(bool paced) { m_paced = paced; }
    void setComputerHeld(bool held) { m_held.store(held); }
    // The game is on and the side to move is played by the computer.
    bool computerToMove() const;
    // Makes the computer move that is due, if any (one move, even when held).
    void continueComputer();

    // Thread-safe controls of a running search.
    void stopThinking();  // play the best move found so far
    void abortThinking(); // drop the running search and make no move
    // A flag the front end sets, from any thread, to stop a running review for good: the text
    // program sets it when `quit` or the end of the input arrives during one.
    void setInterruptFlag(const std::atomic<bool>* flag) { m_interrupt = flag; }

private:
    // A long command (solve, review) polls this: quit or the end of the input, read meanwhile
    // by the text program (the interrupt flag), aborts it.
    void pollInterrupt();
    void registerCommands();
    void dispatch(const Arguments& args);
    void runComputer(bool oneMove);
    bool computerMove();
    // Searches the position for the side to move with its engine and limits, reporting the
    // search to the front end; the move is -1 when the search was aborted. A search `aside`
    // (a hint) leaves the engine as it was (Engine::searchAside).
    SearchResult think(bool aside = false);

    void playMove(int square, bool byComputer);
    void playManual(const Arguments& args);
    void announceWin();
    void startGame(const Board& start);
    void printBoard();

    // Handlers (SessionCommands.cpp).
    void cmdNew(const Arguments& args);
    void cmdSize(const Arguments& args);
    void cmdPlayer(const Arguments& args, PlayerKind kind);
    void cmdSet(const Arguments& args);
    void cmdDump(const Arguments& args);
    void cmdBoard(const Arguments& args);
    void cmdSeed(const Arguments& args);
    void cmdHelp(const Arguments& args);
    void cmdUndo(const Arguments& args);
    void cmdRedo(const Arguments& args);
    void cmdHint(const Arguments& args);
    void cmdLevel(const Arguments& args);
    void cmdSave(const Arguments& args);
    void cmdLoad(const Arguments& args);
    void cmdSolve(const Arguments& args);
    void cmdReview(const Arguments& args); // SessionReview.cpp

    static int squareOn(const Board& board, const Arguments& args, std::size_t first);
    SearchLimits limitsFor(Side side) const;
    void cmdMoveTime(const Arguments& args);
    void cmdThreads(const Arguments& args);
    bool anyManual() const;

    Reporter& m_reporter;
    CommandTable m_table;
    Game m_game;
    std::array<PlayerKind, 2> m_players{PlayerKind::Manual, PlayerKind::Computer};
    std::array<int, 2> m_levels;
    std::array<std::unique_ptr<Engine>, 2> m_engines;
    std::uint64_t m_seed = 0;
    int m_moveTime = 0; // milliseconds a computer move, instead of the level's budget; 0: off
    int m_threads = 1;  // search threads
    bool m_verbose = false;
    bool m_quit = false;
    bool m_winAnnounced = false;
    // The file the last `load` read: `save` may replace it even if no jump61 wrote it.
    std::optional<FileIdentity> m_loadedFrom;
    bool m_paced = false;
    std::atomic<bool> m_held{false};
    bool m_replayOnly = false; // a sandbox that replays a saved game: the computer never moves
    // The computer's last search ran out of memory: it is not asked again before the next
    // command.
    bool m_computerFailed = false;
    std::atomic<bool> m_abort{false};
    std::atomic<int> m_thinking{-1}; // index of the side whose engine is searching, or -1
    std::mutex m_stopMutex;          // orders stopThinking() with the start and end of think()
    const std::atomic<bool>* m_interrupt = nullptr;
};

} // namespace jump61
