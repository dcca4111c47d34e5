#include "engine/Perft.h"

#include "core/MoveJournal.h"
#include "core/PlaneBoard.h"

#include <bit>
#include <chrono>
#include <memory>
#include <utility>

namespace jump61 {

namespace {

// The last ply: quiet moves grouped by the kind of square they land on, then the moves that
// fire. Each is played on its own copy of the board, which on the quiet path never has its
// address taken and so lives in registers.
template <int N, int Mover>
void planeLeaves(const PlaneBoard<N>& board, PerftCount& count)
{
    using Planes = PlaneBoard<N>;
    std::uint64_t moves = 0;
    std::uint64_t hashes = 0;
    std::uint64_t wins = 0;
    const auto quiet = [&](typename Planes::QuietKind kind) {
        const auto squares = board.template quietMoves<Mover>(kind);
        for (std::size_t w = 0; w < squares.size(); ++w) {
            for (std::uint64_t bits = squares[w]; bits != 0; bits &= bits - 1) {
                Planes next = board;
                const int sq = static_cast<int>(w) * 64 + std::countr_zero(bits);
                wins += next.template playQuiet<Mover>(sq, kind) ? 1 : 0;
                hashes += next.hash();
                ++moves;
            }
        }
    };
    quiet(Planes::White);
    quiet(Planes::OwnOne);
    quiet(Planes::OwnTwo);
    quiet(Planes::OwnThree);
    const auto legal = board.legalMoves();
    const auto critical = board.critical();
    for (std::size_t w = 0; w < legal.size(); ++w) {
        for (std::uint64_t bits = legal[w] & critical[w]; bits != 0; bits &= bits - 1) {
            Planes next = board;
            wins += next.cascade(static_cast<int>(w) * 64 + std::countr_zero(bits)) ? 1 : 0;
            hashes += next.hash();
            ++moves;
        }
    }
    count.leaves += moves;
    count.moves += moves;
    count.leafHashes += hashes;
    count.leafWins += wins;
}

// The sequences of exactly `depth` moves from `board`, copy-making every move. A winning move
// ends the game: it is a sequence of its own depth only, and nothing follows it. `Mover` is the
// side to move (0 Red, 1 Blue), fixed per call so that the copies can stay in registers.
template <int N, int Mover>
void planeCount(const PlaneBoard<N>& board, int depth, PerftCount& count)
{
    if (depth <= 1) {
        planeLeaves<N, Mover>(board, count);
        return;
    }
    const auto legal = board.legalMoves();
    std::uint64_t moves = 0;
    for (std::size_t w = 0; w < legal.size(); ++w) {
        for (std::uint64_t bits = legal[w]; bits != 0; bits &= bits - 1) {
            const int sq = static_cast<int>(w) * 64 + std::countr_zero(bits);
            PlaneBoard<N> next = board;
            ++moves;
            if (!next.template playAs<Mover>(sq)) {
                planeCount<N, Mover ^ 1>(next, depth - 1, count);
            }
        }
    }
    count.moves += moves;
}

template <int N>
PerftCount planePerft(const Board& board, int depth)
{
    PerftCount count;
    const PlaneBoard<N> start(board);
    if (start.moverIndex() == 0) {
        planeCount<N, 0>(start, depth, count);
    } else {
        planeCount<N, 1>(start, depth, count);
    }
    return count;
}

template <int... Sizes>
PerftCount planePerftOfSize(const Board& board, int depth, std::integer_sequence<int, Sizes...>)
{
    PerftCount count;
    ((board.size() == Sizes + MinSize ? (count = planePerft<Sizes + MinSize>(board, depth), 0) : 0),
     ...);
    return count;
}

std::uint64_t journalCount(Board& board, MoveJournal& journal, int depth, PerftCount& count)
{
    const Side them = opponent(board.toMove());
    const int area = board.area();
    std::uint64_t leaves = 0;
    for (int sq = 0; sq < area; ++sq) {
        if (board.owner(sq) == them) {
            continue;
        }
        ++count.moves;
        const bool won = journal.play(board, sq);
        if (depth <= 1) {
            ++leaves;
            count.leafHashes += board.hash();
            count.leafWins += won ? 1 : 0;
        } else if (!won) {
            leaves += journalCount(board, journal, depth - 1, count);
        }
        journal.undo(board);
    }
    return leaves;
}

} // namespace

PerftCount perftCount(const Board& board, int depth)
{
    if (depth <= 0) {
        return {1, 0, 0, 0};
    }
    if (board.gameOver()) {
        return {};
    }
    return planePerftOfSize(board, depth, std::make_integer_sequence<int, MaxSize - MinSize + 1>{});
}

PerftCount journalPerftCount(const Board& board, int depth)
{
    if (depth <= 0) {
        return {1, 0, 0, 0};
    }
    if (board.gameOver()) {
        return {};
    }
    Board work = board;
    auto journal = std::make_unique<MoveJournal>();
    PerftCount count;
    count.leaves = journalCount(work, *journal, depth, count);
    return count;
}

std::uint64_t perft(const Board& board, int depth, std::uint64_t* applied)
{
    const PerftCount count = perftCount(board, depth);
    if (applied != nullptr) {
        *applied += count.moves;
    }
    return count.leaves;
}

int runPerft(const Board& board, int depth, std::ostream& out)
{
    std::uint64_t applied = 0;
    const auto started = std::chrono::steady_clock::now();
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t leaves = board.gameOver() ? 0 : perft(board, d, &applied);
        out << "perft(" << d << ") = " << leaves << '\n' << std::flush;
        if (!out) {
            return d - 1; // the output is lost: the deeper counts would reach no one
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    out << "moves applied: " << applied << " in " << seconds << " s, "
        << static_cast<std::uint64_t>(applied / (seconds > 0 ? seconds : 1e-9))
        << " moves per second\n";
    return depth;
}

} // namespace jump61
