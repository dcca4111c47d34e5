#include "protocol/Session.h"

#include "engine/Levels.h"
#include "protocol/BoardText.h"
#include "protocol/CommandError.h"

#include <cctype>
#include <new>

namespace jump61 {

Session::Session(Reporter& reporter, std::size_t tableMegabytes)
    : m_reporter(reporter), m_levels{DefaultLevel, DefaultLevel}
{
    for (auto& engine : m_engines) {
        engine = std::make_unique<Engine>(tableMegabytes);
    }
    registerCommands();
}

Session::~Session() = default;

namespace {

void refuseInnerCarriageReturn(std::string_view line)
{
    if (hasInnerCarriageReturn(line)) {
        throw CommandError("a carriage return inside the line: lines must end with a line feed "
                           "(LF or CR LF)");
    }
}

} // namespace

bool Session::execute(std::string_view line)
{
    m_abort.store(false, std::memory_order_relaxed);
    m_computerFailed = false;
    bool ok = true;
    try {
        const Arguments args(line);
        if (!args.empty()) {
            // A comment too: in a file of old Mac line ends, one that comes first holds every
            // line after it, and the file would do nothing without a word.
            refuseInnerCarriageReturn(line);
            if (!args.isComment()) {
                dispatch(args);
            }
        }
    } catch (const CommandError& e) {
        if (e.fileTrouble()) {
            m_reporter.fileError(e.what(), *e.fileTrouble());
        } else {
            m_reporter.error(e.what());
        }
        ok = false;
    } catch (const std::bad_alloc&) {
        m_reporter.error("out of memory: the command could not be carried out");
        ok = false;
    }
    if (!m_held.load()) {
        runComputer(m_paced);
    }
    m_reporter.stateChanged(*this);
    return ok;
}

void Session::dispatch(const Arguments& args)
{
    const Command* command = m_table.find(lowered(args.command()));
    if (command == nullptr) {
        playManual(args);
        return;
    }
    if (args.count() < command->minArguments) {
        throw CommandError(command->name + " needs more: " + command->usage);
    }
    command->handler(args);
}

std::string Session::prompt() const
{
    if (board().gameOver()) {
        return "+> ";
    }
    return std::string(sideName(board().toMove())) + "> ";
}

bool Session::computerToMove() const
{
    return !quitRequested() && !m_replayOnly && !m_computerFailed && !board().gameOver() &&
           player(board().toMove()) == PlayerKind::Computer;
}

void Session::continueComputer()
{
    m_abort.store(false, std::memory_order_relaxed);
    runComputer(true);
    m_reporter.stateChanged(*this);
}

void Session::stopThinking()
{
    // Under the lock that think() takes to announce and to end a search, so that a stop
    // reaches the search that was announced: never lost before it starts (the engine keeps a
    // stop that comes early), never left over for the next one (think() clears it).
    const std::lock_guard<std::mutex> lock(m_stopMutex);
    const int side = m_thinking.load();
    if (side >= 0) {
        m_engines[side]->stop();
    }
}

void Session::abortThinking()
{
    m_abort.store(true);
    stopThinking();
}

void Session::runComputer(bool oneMove)
{
    while (computerToMove()) {
        if (!computerMove() || oneMove) {
            break;
        }
    }
}

bool Session::computerMove()
{
    if (m_abort.load()) {
        return false;
    }
    // Front ends show the position the computer is thinking about before it starts.
    m_reporter.stateChanged(*this);
    const SearchResult result = think();
    if (result.move < 0) {
        return false;
    }
    playMove(result.move, true);
    return true;
}

SearchResult Session::think(bool aside)
{
    const Side side = board().toMove();
    const int i = playerIndex(side);
    {
        const std::lock_guard<std::mutex> lock(m_stopMutex);
        m_engines[i]->clearStop();
        m_thinking.store(i);
    }
    m_reporter.thinkingStarted(side, aside);
    const auto progress = [&](const SearchInfo& info) { m_reporter.thinkingProgress(side, info); };
    Engine& engine = *m_engines[i];
    SearchResult result;
    bool outOfMemory = false;
    try {
        result = aside ? engine.searchAside(board(), limitsFor(side), m_seed, progress, &m_abort)
                       : engine.search(board(), limitsFor(side), m_seed, progress, &m_abort);
    } catch (const std::bad_alloc&) {
        // As a command that runs out of memory is refused: one line, no move, the session
        // goes on. The computer is not asked again until the next command (a window would
        // otherwise ask at once, fail, and ask again without end).
        outOfMemory = true;
    }
    {
        const std::lock_guard<std::mutex> lock(m_stopMutex);
        m_thinking.store(-1);
        m_engines[i]->clearStop();
    }
    if (result.replaced) {
        const bool onBoard = result.rejected >= 0 && result.rejected < board().area();
        m_reporter.error("the computer's search chose an illegal move (" +
                         (onBoard ? squareText(board(), result.rejected)
                                  : "square " + std::to_string(result.rejected)) +
                         "), replaced by " + squareText(board(), result.move) +
                         "; this is a bug, please report it");
    }
    if (outOfMemory && !aside) {
        // It says how to go on: the computer tries again after each command, which may fail
        // as long as the memory stays short.
        m_reporter.error("out of memory: the computer could not choose a move (it tries again "
                         "after the next command; manual " +
                         std::string(sideName(side)) + " plays " + std::string(sideName(side)) +
                         " by hand)");
        m_computerFailed = true;
    }
    if (m_abort.load() || outOfMemory) {
        result.move = -1; // dropped: no move will be played
        result.stopped = true;
    }
    m_reporter.thinkingFinished(side, result, aside);
    if (outOfMemory && aside) {
        throw std::bad_alloc(); // a hint is a command: refused as one (Session::execute)
    }
    return result;
}

void Session::playMove(int square, bool byComputer)
{
    MoveEvent event{board(), square, board().toMove(), byComputer, board()};
    const bool won = m_game.play(square);
    event.after = board();
    if (byComputer) {
        const Topology& topo = board().topology();
        m_reporter.computerMove(event.mover, topo.row(square), topo.col(square));
    }
    m_reporter.moved(event);
    if (m_verbose) {
        printBoard();
    }
    if (won) {
        announceWin();
    }
}

void Session::playManual(const Arguments& args)
{
    long long row = 0;
    long long col = 0;
    if (!parseInteger(args.command(), row)) {
        // A word that starts like a number ("1.5", ".5", "-1x") was meant as a row.
        const std::string_view word = args.command();
        std::size_t digit = word.starts_with('+') || word.starts_with('-') ? 1 : 0;
        if (word.size() > digit && word[digit] == '.') {
            ++digit;
        }
        if (word.size() > digit && std::isdigit(static_cast<unsigned char>(word[digit])) != 0) {
            throw CommandError("the row must be a number, not " + printable(word));
        }
        throw CommandError(std::string(UnknownCommand) + printable(word));
    }
    if (args.count() < 1) {
        throw CommandError("a move needs a row and a column, like 3 4");
    }
    if (!parseInteger(args.word(0), col)) {
        throw CommandError("the column must be a number, not " + printable(args.word(0)));
    }
    if (board().gameOver()) {
        throw CommandError("the game is over; type new to start another");
    }
    const Topology& topo = board().topology();
    const std::string name = printable(args.command()) + " " + printable(args.word(0));
    if (!topo.contains(row, col)) {
        const std::string n = std::to_string(board().size());
        throw CommandError(name + " is not on the " + n + "x" + n + " board");
    }
    const Side side = board().toMove();
    if (!m_replayOnly && player(side) == PlayerKind::Computer) {
        throw CommandError(std::string("it is ") + std::string(sideName(side)) +
                           "'s turn, and the computer plays " + std::string(sideName(side)));
    }
    const int square = topo.index(static_cast<int>(row), static_cast<int>(col));
    if (board().owner(square) == opponent(side)) {
        throw CommandError(name + " belongs to " + std::string(sideName(opponent(side))));
    }
    playMove(square, false);
}

void Session::announceWin()
{
    if (board().gameOver() && !m_winAnnounced) {
        m_winAnnounced = true;
        m_reporter.win(board().winner());
    }
}

void Session::startGame(const Board& start)
{
    m_game.reset(start);
    m_winAnnounced = false;
    for (auto& engine : m_engines) {
        engine->newGame();
    }
}

SearchLimits Session::limitsFor(Side side) const
{
    SearchLimits limits = levelLimits(m_levels[playerIndex(side)], board().size());
    limits.threads = m_threads;
    if (m_moveTime > 0) {
        limits.depth = 64;
        limits.nodes = 0;
        limits.timeCap = std::chrono::milliseconds(m_moveTime);
    }
    return limits;
}

void Session::printBoard()
{
    for (const std::string& line : boardLines(board())) {
        m_reporter.print(line);
    }
}

bool Session::anyManual() const
{
    return m_players[0] == PlayerKind::Manual || m_players[1] == PlayerKind::Manual;
}

} // namespace jump61
