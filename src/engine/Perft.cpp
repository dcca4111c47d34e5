#include "engine/Perft.h"

#include "core/MoveJournal.h"

#include <chrono>
#include <memory>

namespace jump61 {

namespace {

// Returns the number of sequences of exactly `depth` moves from the current position, adding
// every move applied to `applied`. A winning move ends the game: it is a sequence of its own
// depth only, and nothing follows it.
std::uint64_t count(Board& board, MoveJournal& journal, int depth, std::uint64_t& applied)
{
    const Side them = opponent(board.toMove());
    const int area = board.area();
    std::uint64_t leaves = 0;
    for (int sq = 0; sq < area; ++sq) {
        if (board.owner(sq) == them) {
            continue;
        }
        ++applied;
        const bool won = journal.play(board, sq);
        if (depth <= 1) {
            ++leaves;
        } else if (!won) {
            leaves += count(board, journal, depth - 1, applied);
        }
        journal.undo(board);
    }
    return leaves;
}

} // namespace

std::uint64_t perft(const Board& board, int depth, std::uint64_t* applied)
{
    if (depth <= 0) {
        return 1;
    }
    if (board.gameOver()) {
        return 0;
    }
    Board work = board;
    auto journal = std::make_unique<MoveJournal>();
    std::uint64_t moves = 0;
    const std::uint64_t leaves = count(work, *journal, depth, moves);
    if (applied != nullptr) {
        *applied += moves;
    }
    return leaves;
}

void runPerft(const Board& board, int depth, std::ostream& out)
{
    Board work = board;
    auto journal = std::make_unique<MoveJournal>();
    std::uint64_t applied = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t leaves = board.gameOver() ? 0 : count(work, *journal, d, applied);
        out << "perft(" << d << ") = " << leaves << '\n' << std::flush;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    out << "moves applied: " << applied << " in " << seconds << " s, "
        << static_cast<std::uint64_t>(applied / (seconds > 0 ? seconds : 1e-9))
        << " moves per second\n";
}

} // namespace jump61
