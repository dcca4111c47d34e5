#pragma once

#include "core/Side.h"
#include "core/Topology.h"
#include "core/Zobrist.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

namespace jump61 {

// A recorder that the cascade calls before it changes a cell and whenever a square jumps. This
// one does nothing and compiles away; MoveJournal (for unmaking moves), JumpTrace and
// JumpCount below are the others.
struct NoRecord
{
    void touch(int /*square*/, std::uint8_t /*oldCell*/) {}
    void jump(int /*square*/) {}
};

// The squares that jump, in order (the window replays them as an animation).
struct JumpTrace
{
    std::vector<int> jumps;
    void touch(int /*square*/, std::uint8_t /*oldCell*/) {}
    void jump(int square) { jumps.push_back(square); }
};

// How many jumps a move made (benchmarks, and finding cascades worth showing).
struct JumpCount
{
    int jumps = 0;
    void touch(int /*square*/, std::uint8_t /*oldCell*/) {}
    void jump(int /*square*/) { ++jumps; }
};

// A recorder that defines `static constexpr bool defersHash = true` takes over the hash: the
// cascade leaves it alone, and the recorder calls rehashChanged for every square it saw change,
// once, after the move (MoveJournal: a square touched many times by a cascade is hashed once).
template <class Recorder>
concept DefersHash = Recorder::defersHash;

// The position: every square's colour and spots, on an N x N board, 2 <= N <= 15.
//
// Built for search. A cell is one byte (spots in the low four bits, owner above); the neighbour
// tables are precomputed (Topology); the squares each side owns are counted, so the win test is
// one comparison; the Zobrist hash follows every cell change (or, for MoveJournal, every changed
// square once per move); the side to move follows from the parity of the spot total
// (docs/PROTOCOL.md 1.2), so nothing else needs storing. A move's cascade runs on a small ring
// buffer, never by recursion, in the order of docs/PROTOCOL.md 1.1.
class Board
{
public:
    static constexpr std::uint8_t SpotMask = 0x0F;
    static constexpr int OwnerShift = 4;

    explicit Board(int size = DefaultSize);

    int size() const { return m_size; }
    int area() const { return m_size * m_size; }
    const Topology& topology() const { return *m_topology; }

    std::uint8_t cell(int square) const { return m_cells[square]; }
    // All cells, row by row; the array is padded so that a 16-byte load at the start of any
    // row stays inside it (the evaluation reads a row at a time). Padding cells are zero.
    const std::uint8_t* cells() const { return m_cells.data(); }
    int spots(int square) const { return m_cells[square] & SpotMask; }
    Side owner(int square) const { return static_cast<Side>(m_cells[square] >> OwnerShift); }
    int degree(int square) const { return m_topology->degree[square]; }

    // Red is to move iff (total spots + N) is even.
    Side toMove() const { return ((m_total + m_size) & 1) == 0 ? Side::Red : Side::Blue; }
    int totalSpots() const { return m_total; }
    int count(Side side) const { return m_count[static_cast<int>(side)]; }
    std::uint64_t hash() const { return m_hash; }

    // The side whose colour covers the board, or White while the game is on.
    Side winner() const
    {
        if (m_count[1] == area()) {
            return Side::Red;
        }
        if (m_count[2] == area()) {
            return Side::Blue;
        }
        return Side::White;
    }
    bool gameOver() const { return winner() != Side::White; }

    // The first square with more spots than neighbours, or -1. Only a winning cascade leaves
    // one, since it stops as soon as the board has one colour.
    int firstOverfull() const;

    // A move is legal while the game is on, on a square the opponent does not own.
    bool isLegal(int square) const { return !gameOver() && owner(square) != opponent(toMove()); }

    // Puts `spots` spots of colour `side` (Red or Blue) on a square, without jumping; 0 spots
    // makes it white with one spot, whatever `side` says. Requires 0 <= spots <= degree.
    void set(int square, int spots, Side side);

    // Plays a legal move for the side to move and runs the cascade. Returns true if it won.
    bool play(int square)
    {
        NoRecord none;
        return play(square, none);
    }
    template <class Recorder>
    bool play(int square, Recorder& recorder);

    // The two halves of a move, for replaying a recorded cascade one step at a time (the
    // window's animation): dropSpot adds the mover's spot without letting anything jump, and
    // jump makes one overfull square jump, colouring its neighbours for `mover`. Replaying the
    // squares a recorder saw jump, in order, gives the position play() reached.
    void dropSpot(int square);
    void jump(int square, Side mover);

    // The parts of the position that are not cells, for taking a move back (MoveJournal).
    struct Summary
    {
        std::uint64_t hash;
        std::int32_t total;
        std::array<std::uint16_t, 3> count;
    };
    Summary summary() const { return {m_hash, m_total, m_count}; }
    void restore(const Summary& summary)
    {
        m_hash = summary.hash;
        m_total = summary.total;
        m_count = summary.count;
    }
    void restoreCell(int square, std::uint8_t cell) { m_cells[square] = cell; }
    // Brings the hash up to date after a move played with a recorder that defers hashing: `cell`
    // is the value each changed square had before the move (each square once).
    void rehashChanged(int square, std::uint8_t cell)
    {
        m_hash ^= key(square, cell) ^ key(square, m_cells[square]);
    }

    bool operator==(const Board& other) const;

    // Checks what the board caches against its cells, and aborts with a message if any of it
    // is wrong: every cell red, blue or white (white with exactly one spot) with 1 to 15 spots
    // and zero padding; the square counts; the spot total; the hash. `settled`: while the game
    // is on, no square is overfull either (only a winning cascade leaves overfull squares).
    void checkInvariants(bool settled) const;
    // Runs checkInvariants after every play, undo and set in builds configured with
    // JUMP61_CHECK_INVARIANTS (the debug and asan presets); compiles to nothing otherwise.
    void verify([[maybe_unused]] bool settled) const
    {
#ifdef JUMP61_CHECK_INVARIANTS
        checkInvariants(settled);
#endif
    }

private:
    static constexpr std::uint64_t key(int square, std::uint8_t cell)
    {
        return zobrist::Table.cell[square][cell];
    }
    template <class Recorder>
    void addSpot(int square, std::uint8_t moverBits, Recorder& recorder);
    template <class Recorder>
    bool cascade(int square, Recorder& recorder);

    const Topology* m_topology;
    std::uint64_t m_hash = 0;
    std::int32_t m_total = 0;
    std::int32_t m_size = 0;
    std::array<std::uint16_t, 3> m_count{};
    std::array<std::uint8_t, MaxSquares + 16> m_cells{};
};

template <class Recorder>
inline void Board::addSpot(int square, std::uint8_t moverBits, Recorder& recorder)
{
    const std::uint8_t old = m_cells[square];
    recorder.touch(square, old);
    const auto fresh = static_cast<std::uint8_t>(moverBits | ((old & SpotMask) + 1));
    assert((fresh & SpotMask) != 0 && "spot count overflow");
    m_cells[square] = fresh;
    if constexpr (!DefersHash<Recorder>) {
        m_hash ^= key(square, old) ^ key(square, fresh);
    }
    const int oldOwner = old >> OwnerShift;
    const int newOwner = moverBits >> OwnerShift;
    if (oldOwner != newOwner) {
        --m_count[oldOwner];
        ++m_count[newOwner];
    }
}

template <class Recorder>
bool Board::play(int square, Recorder& recorder)
{
    const bool won = cascade(square, recorder);
    if constexpr (!DefersHash<Recorder>) {
        verify(true); // a deferring recorder checks once it has brought the hash up to date
    }
    return won;
}

template <class Recorder>
bool Board::cascade(int square, Recorder& recorder)
{
    assert(isLegal(square));
    const Side mover = toMove();
    const int moverIndex = static_cast<int>(mover);
    const auto moverBits = static_cast<std::uint8_t>(moverIndex << OwnerShift);
    const int full = area();
    const Topology& topo = *m_topology;

    addSpot(square, moverBits, recorder);
    ++m_total;
    if (m_count[moverIndex] == full) {
        return true;
    }
    if ((m_cells[square] & SpotMask) <= topo.degree[square]) {
        return false;
    }

    // Each square is in the queue at most once at a time (it is pushed only when it becomes
    // overfull, or again after its own jump), so 256 slots with wrapping indices suffice.
    std::array<std::uint8_t, 256> queue;
    std::uint8_t head = 0;
    std::uint8_t tail = 0;
    queue[tail++] = static_cast<std::uint8_t>(square);
    while (head != tail) {
        const int from = queue[head++];
        const int degree = topo.degree[from];
        const std::uint8_t old = m_cells[from];
        if ((old & SpotMask) <= degree) {
            continue;
        }
        recorder.touch(from, old);
        recorder.jump(from);
        const auto left = static_cast<std::uint8_t>(old - degree);
        m_cells[from] = left;
        if constexpr (!DefersHash<Recorder>) {
            m_hash ^= key(from, old) ^ key(from, left);
        }
        for (int k = 0; k < degree; ++k) {
            const int to = topo.neighbours[from][k];
            addSpot(to, moverBits, recorder);
            if ((m_cells[to] & SpotMask) == topo.degree[to] + 1) {
                queue[tail++] = static_cast<std::uint8_t>(to);
            }
        }
        if ((left & SpotMask) > degree) {
            queue[tail++] = static_cast<std::uint8_t>(from);
        }
        if (m_count[moverIndex] == full) {
            return true;
        }
    }
    return false;
}

} // namespace jump61
