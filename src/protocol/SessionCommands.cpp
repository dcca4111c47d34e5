#include "engine/Levels.h"
#include "engine/Solver.h"
#include "engine/SolverReport.h"
#include "protocol/BoardText.h"
#include "protocol/CommandError.h"
#include "protocol/SavedGame.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>

// The command table of the interpreter and its handlers. Course commands (docs/PROTOCOL.md
// section 3) may be abbreviated to any unique prefix; our extensions (section 7) only by their
// full name.

namespace jump61 {

namespace {

// Collects what a replayed saved game reports, keeping only the first error.
class ReplayReporter : public Reporter
{
public:
    void print(std::string_view) override {}
    void error(std::string_view message) override
    {
        if (m_error.empty()) {
            m_error = message;
        }
    }
    void computerMove(Side, int, int) override {}
    void win(Side) override {}
    const std::string& firstError() const { return m_error; }

private:
    std::string m_error;
};

constexpr std::size_t SavedGameLimit = 1 << 20;

// A file name in a line of standard output. A test harness reads a line from after its last
// '>' (the end of a prompt), so a name holding `>===` or `>* 1 1` would pass for a dump or a
// computer's move: '>' is shown as ')', as --log shows it.
std::string reportedName(const std::string& path)
{
    std::string name = printablePath(path);
    std::replace(name.begin(), name.end(), '>', ')');
    return name;
}

} // namespace

void Session::registerCommands()
{
    auto add = [this](std::string name, bool course, std::size_t minArgs, std::string usage,
                      std::string summary, Command::Handler handler) {
        m_table.add({std::move(name), course, minArgs, std::move(usage), std::move(summary),
                     std::move(handler), false});
    };
    auto query = [this](std::string name, bool course, std::size_t minArgs, std::string usage,
                        std::string summary, Command::Handler handler) {
        m_table.add({std::move(name), course, minArgs, std::move(usage), std::move(summary),
                     std::move(handler), true});
    };
    auto bind = [this](void (Session::*method)(const Arguments&)) {
        return [this, method](const Arguments& args) { (this->*method)(args); };
    };

    add("new", true, 0, "new", "start a new game at the current size", bind(&Session::cmdNew));
    add("clear", true, 0, "clear", "the same as new", bind(&Session::cmdNew));
    query("start", true, 0, "start", "accepted for older scripts; does nothing",
          [](const Arguments&) {});
    add("size", true, 1, "size N", "start a new game on an N x N board, 2 <= N <= 15",
        bind(&Session::cmdSize));
    add("auto", true, 1, "auto P", "the computer plays side P (red or blue, r or b)",
        [this](const Arguments& args) { cmdPlayer(args, PlayerKind::Computer); });
    add("manual", true, 1, "manual P", "side P takes its moves from the input",
        [this](const Arguments& args) { cmdPlayer(args, PlayerKind::Manual); });
    add("set", true, 3, "set R C N P",
        "put N spots of colour P on square R C (N = 0 makes it white)", bind(&Session::cmdSet));
    query("dump", true, 0, "dump", "print the board in the dump format", bind(&Session::cmdDump));
    query("board", true, 0, "board", "print the board with row and column numbers",
          bind(&Session::cmdBoard));
    add("verbose", true, 0, "verbose", "print the board after every move",
        [this](const Arguments&) { m_verbose = true; });
    add("quiet", true, 0, "quiet", "stop printing the board after every move",
        [this](const Arguments&) { m_verbose = false; });
    add("seed", true, 1, "seed N", "seed the computer's random choices (a 64-bit integer)",
        bind(&Session::cmdSeed));
    query("help", true, 0, "help", "print this summary", bind(&Session::cmdHelp));
    // In a file being loaded, the replay's own session quits: the load reads no further, as a
    // script run by `jump61 FILE` would not.
    add("quit", true, 0, "quit", "end the session (also q, or the end of the input)",
        [this](const Arguments&) { m_quit = true; });
    add("q", true, 0, "q", "the same as quit", [this](const Arguments&) { m_quit = true; });

    add("undo", false, 0, "undo", "take back a move (against the computer: back to your turn)",
        bind(&Session::cmdUndo));
    add("redo", false, 0, "redo",
        "play again a move that was taken back (against the computer: up to your turn)",
        bind(&Session::cmdRedo));
    query("hint", false, 0, "hint", "suggest a move for the side to move", bind(&Session::cmdHint));
    add("level", false, 1, "level L",
        "computer strength from " + std::to_string(MinLevel) + " to " + std::to_string(MaxLevel) +
            " for both sides; level P L for side P only",
        bind(&Session::cmdLevel));
    add("movetime", false, 1, "movetime MS",
        "the computer thinks up to MS milliseconds a move (at most 600000) instead of its "
        "level's budget, less when its choice is settled (0: off)",
        bind(&Session::cmdMoveTime));
    add("threads", false, 1, "threads N",
        "the computer searches with N threads at once (1 to 64; more than one: games are no "
        "longer reproducible)",
        bind(&Session::cmdThreads));
    add("save", false, 1, "save FILE", "save the game as a command script",
        bind(&Session::cmdSave));
    add("load", false, 1, "load FILE", "load a game saved with save", bind(&Session::cmdLoad));
    query("solve", false, 0, "solve [S]",
          "prove who wins from here with perfect play, in at most S seconds (1 to 3600, "
          "default 10)",
          bind(&Session::cmdSolve));
    query("review", false, 0, "review",
          "review the game so far move by move: each move's class (best, good, inaccuracy, "
          "mistake, blunder), the better move, the mover's winning chance before and after",
          bind(&Session::cmdReview));
}

void Session::cmdNew(const Arguments&)
{
    startGame(Board(board().size()));
}

void Session::cmdSize(const Arguments& args)
{
    startGame(Board(args.boardSize(0)));
}

void Session::cmdPlayer(const Arguments& args, PlayerKind kind)
{
    const Side side = args.player(0);
    if (!m_replayOnly) {
        m_players[playerIndex(side)] = kind;
    }
}

int Session::squareOn(const Board& board, const Arguments& args, std::size_t first)
{
    const long long row = args.integer(first, "the row");
    const long long col = args.integer(first + 1, "the column");
    const Topology& topo = board.topology();
    if (!topo.contains(row, col)) {
        const std::string n = std::to_string(board.size());
        throw CommandError(printable(args.word(first)) + " " + printable(args.word(first + 1)) +
                           " is not on the " + n + "x" + n + " board");
    }
    return topo.index(static_cast<int>(row), static_cast<int>(col));
}

Board Session::editedBoard(const Board& board, const Arguments& args)
{
    const int square = squareOn(board, args, 0);
    const long long spots = args.integer(2, "the spot count");
    const int degree = board.degree(square);
    if (spots < 0 || spots > degree) {
        throw CommandError(squareText(board, square) + " can hold 0 to " + std::to_string(degree) +
                           " spots, not " + printable(args.word(2)));
    }
    Side side = Side::White;
    if (spots > 0) {
        if (args.count() < 4) {
            throw CommandError("set needs a colour for a square with spots: set R C N P");
        }
        side = args.player(3);
    }
    Board next = board;
    next.set(square, static_cast<int>(spots), side);
    // A winning cascade stops as soon as the board has one colour, and may leave overfull
    // squares behind. A game must not go on with them: no jump would ever empty them again
    // (only a square that has just become overfull jumps), so they would grow without bound.
    const int overfull = next.firstOverfull();
    if (overfull >= 0 && !next.gameOver()) {
        throw CommandError("the winning cascade left " + squareText(next, overfull) +
                           " overfull; set it to at most " + std::to_string(next.degree(overfull)) +
                           " spots before the game can go on");
    }
    return next;
}

void Session::cmdSet(const Arguments& args)
{
    const Board next = editedBoard(board(), args);
    const int overfull = next.firstOverfull();
    // No set line can describe an overfull square, so the new record remembers the moves
    // that left it, for a saved game to replay them.
    std::optional<Game::Origin> origin;
    if (overfull >= 0) {
        if (m_game.origin()) {
            origin = m_game.origin(); // its start is over, so the record has no moves
        } else {
            const auto played = static_cast<std::ptrdiff_t>(m_game.ply());
            origin = Game::Origin{m_game.start(),
                                  {m_game.moves().begin(), m_game.moves().begin() + played}};
        }
    }
    const bool wasWon = board().gameOver() && m_winAnnounced;
    m_game.reset(next, std::move(origin));
    m_winAnnounced = wasWon && next.gameOver();
    announceWin();
}

void Session::cmdDump(const Arguments&)
{
    for (const std::string& line : dumpLines(board())) {
        m_reporter.print(line);
    }
}

void Session::cmdBoard(const Arguments&)
{
    printBoard();
}

void Session::cmdSeed(const Arguments& args)
{
    const std::string& text = args.word(0);
    if (!parseSeed(text, m_seed)) {
        throw CommandError("the seed must be a 64-bit integer, not " + printable(text));
    }
    for (auto& engine : m_engines) {
        engine->newGame();
    }
}

void Session::cmdHelp(const Arguments&)
{
    const auto show = [this](bool course) {
        for (const Command& command : m_table.commands()) {
            if (command.abbreviable == course) {
                std::string line = "  " + command.usage;
                line.resize(std::max<std::size_t>(line.size() + 1, 16), ' ');
                m_reporter.print(line + command.summary);
            }
        }
    };
    m_reporter.print("Commands, one per line; a command may be shortened to a unique prefix");
    m_reporter.print(
        "(a = auto, d = dump, n = new, si = size). Lines starting with # are comments.");
    m_reporter.print("  R C           play a spot on row R, column C (1 1 is the top left)");
    show(true);
    m_reporter.print("Extensions, by their full name only:");
    show(false);
    m_reporter.print("Levels:");
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        const std::string number = std::to_string(level);
        m_reporter.print(std::string(4 - number.size(), ' ') + number + "  " + levelName(level) +
                         " (rating " + std::to_string(levelRating(level)) +
                         "): " + describeLevel(level));
    }
}

void Session::cmdUndo(const Arguments&)
{
    if (!m_game.canUndo()) {
        throw CommandError("there is no move to undo");
    }
    // Go back to the last position where a person was to move (with no computer player, one
    // move). A paused computer game (the window's) steps back one move.
    std::size_t target = m_game.ply() - 1;
    if (!m_held.load()) {
        while (player(m_game.positionAt(target).toMove()) == PlayerKind::Computer) {
            if (target == 0) {
                throw CommandError("there is no earlier position where a person is to move");
            }
            --target;
        }
    }
    while (m_game.ply() > target) {
        m_game.undo();
    }
    m_winAnnounced = false;
}

void Session::cmdRedo(const Arguments&)
{
    if (!m_game.canRedo()) {
        throw CommandError("there is no move to redo");
    }
    do {
        const Board before = board();
        const int square = m_game.moves()[m_game.ply()];
        m_game.redo();
        m_reporter.moved({before, square, before.toMove(), false, board()});
        if (m_verbose) {
            printBoard(); // a move played again is a move: `verbose` shows the board after it
        }
    } while (m_game.canRedo() && anyManual() && !m_held.load() && !board().gameOver() &&
             player(board().toMove()) == PlayerKind::Computer);
    announceWin();
}

void Session::cmdHint(const Arguments&)
{
    if (m_replayOnly) {
        throw CommandError("hint is not allowed in a saved game");
    }
    if (board().gameOver()) {
        throw CommandError("the game is over; there is nothing to hint");
    }
    // Only a front end that paces or holds the computer (the window) gets here with the
    // computer to move: a hint typed while it thinks would be its move, not the person's.
    if (player(board().toMove()) == PlayerKind::Computer) {
        throw CommandError("the computer plays " + std::string(sideName(board().toMove())) +
                           " and is to move; a hint is for a person's turn");
    }
    // Searched aside: the hint is the move the side's engine would play here, and asking for
    // it leaves the engine, and so the rest of the game, as it was.
    const SearchResult result = think(true);
    if (result.move < 0) {
        // Only a front end that sends commands during a search (the window) gets here: the
        // command after the hint dropped its search, and the hint says so rather than nothing.
        throw CommandError("the hint was dropped: a command that came after it stopped its search");
    }
    m_reporter.print("hint: " + squareText(board(), result.move));
}

void Session::cmdLevel(const Arguments& args)
{
    const auto side = parsePlayer(args.word(0));
    const std::size_t at = side && args.count() >= 2 ? 1 : 0;
    if (side && args.count() < 2) {
        throw CommandError("level needs a number: level L or level P L");
    }
    long long ignored = 0;
    if (!side && args.count() >= 2 && !parseInteger(args.word(0), ignored)) {
        // `level green 3`: a player, misspelt, rather than a level.
        throw CommandError("unknown player: " + printable(args.word(0)) + " (use red or blue)");
    }
    const long long level = args.integer(at, "the level");
    if (level < MinLevel || level > MaxLevel) {
        throw CommandError("the level must be between " + std::to_string(MinLevel) + " and " +
                           std::to_string(MaxLevel));
    }
    if (side) {
        m_levels[playerIndex(*side)] = static_cast<int>(level);
    } else {
        m_levels = {static_cast<int>(level), static_cast<int>(level)};
    }
}

void Session::cmdMoveTime(const Arguments& args)
{
    const long long milliseconds = args.integer(0, "the time");
    if (milliseconds < 0 || milliseconds > 600'000) {
        throw CommandError("movetime takes from 0 to 600000 milliseconds");
    }
    m_moveTime = static_cast<int>(milliseconds);
}

void Session::cmdThreads(const Arguments& args)
{
    const long long threads = args.integer(0, "the number of threads");
    if (threads < 1 || threads > 64) {
        throw CommandError("threads takes from 1 to 64");
    }
    m_threads = static_cast<int>(threads);
}

void Session::cmdSave(const Arguments& args)
{
    if (m_replayOnly) {
        throw CommandError("save is not allowed in a saved game");
    }
    // Names are taken as written: `save ""` would otherwise make a file called "".
    if (args.rest() == "\"\"" || args.rest() == "''") {
        throw CommandError("save needs a file name (written without quotes)");
    }
    writeSavedGame(args.rest(), savedGameText(m_game), m_loadedFrom);
    m_reporter.print("saved the game to " + reportedName(args.rest()));
}

Game Session::readSavedGame(const std::string& path)
{
    // What follows a quit line is never read, as in a script: it may be anything, of any size.
    const std::string file = readCommandsUpToQuit(path, SavedGameLimit);
    std::string_view text = file;
    if (text.starts_with(ByteOrderMark)) {
        text.remove_prefix(ByteOrderMark.size());
    }
    checkSavedGameText(path, text);

    ReplayReporter collector;
    Session replay(collector, 1); // it never searches: the smallest tables
    replay.m_replayOnly = true;
    replay.m_players = {PlayerKind::Manual, PlayerKind::Manual};
    std::size_t lineNumber = 0;
    const auto refuse = [&](const std::string& why) {
        throw CommandError("cannot load " + printablePath(path) + ", line " +
                               std::to_string(lineNumber) + ": " + why,
                           {FileTrouble::Kind::BadLine, path, static_cast<int>(lineNumber), why});
    };
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        ++lineNumber;
        // Refused as a script's line is (TextLoop.h), so that loading a file and running it
        // give the same game.
        if (end - start > MaxLineLength) {
            refuse(LineTooLong);
        }
        if (!replay.execute(text.substr(start, end - start))) {
            // A text file of another kind: its first command is no jump61 command at all.
            const std::string why = collector.firstError();
            if (why.starts_with(UnknownCommand) && !holdsCommand(text.substr(0, start))) {
                throw CommandError("cannot load " + printablePath(path) +
                                       ": not a saved jump61 game (line " +
                                       std::to_string(lineNumber) + ": " + why + ")",
                                   {FileTrouble::Kind::NotAGame, path});
            }
            refuse(why);
        }
        if (replay.quitRequested()) {
            break;
        }
        start = end + 1;
    }
    return replay.m_game;
}

void Session::cmdLoad(const Arguments& args)
{
    if (m_replayOnly) {
        throw CommandError("load is not allowed in a saved game");
    }
    const std::string& path = args.rest();
    // Taken before the read: a file changed meanwhile is then no longer the one loaded, and
    // save refuses it rather than replace what it did not read.
    const std::optional<FileIdentity> identity = identityOf(path);
    m_game = readSavedGame(path);
    m_loadedFrom = identity;
    m_winAnnounced = false;
    for (auto& engine : m_engines) {
        engine->newGame();
    }
    m_reporter.print("loaded the game from " + reportedName(path));
    announceWin();
}

void Session::cmdSolve(const Arguments& args)
{
    if (m_replayOnly) {
        throw CommandError("solve is not allowed in a saved game");
    }
    if (board().gameOver()) {
        throw CommandError("the game is over; there is nothing to solve");
    }
    long long seconds = 10;
    if (args.count() > 0) {
        seconds = args.integer(0, "the number of seconds");
        if (seconds < 1 || seconds > 3600) {
            throw CommandError("solve takes from 1 to 3600 seconds");
        }
    }
    SolveLimits limits;
    limits.time = std::chrono::seconds(seconds);
    limits.tableMegabytes = 64;
    // Polled with the progress reports, about once a second: the end of the input (or a quit
    // read meanwhile) stops it.
    const auto onProgress = [this](const SolveProgress&) { pollInterrupt(); };
    pollInterrupt(); // a solve read after the end of the input stops at once, not at its first poll
    const SolveResult result = solve(board(), limits, &m_abort, onProgress);
    // Stopped by quit or the end of the input, the budget did not run out: say so.
    std::string line = "solve: " + (result.stopped && !result.proven
                                        ? std::string("stopped before the budget ran out, unknown")
                                        : solveVerdict(result));
    if (result.proven && result.winner == board().toMove()) {
        line += "; winning moves: " + squareList(board(), result.winningMoves);
    }
    char figures[64];
    std::snprintf(figures, sizeof figures, " (%llu %s, %.1f s)",
                  static_cast<unsigned long long>(result.nodes),
                  result.nodes == 1 ? "position" : "positions", result.seconds);
    m_reporter.print(line + figures);
}

void Session::pollInterrupt()
{
    // A lost output stops a long command too: nobody can read what it would still print.
    if ((m_interrupt != nullptr && m_interrupt->load()) || m_reporter.outputLost()) {
        m_abort.store(true);
    }
}

} // namespace jump61
