#pragma once

#include "core/Board.h"
#include "engine/SolverReplyCache.h"

#include <array>
#include <cstdint>

namespace jump61 {

// For the solver's walk over Boards (every size but 4 x 4, which has SolverPlanes): whether the
// mover of a child position has a cascade that covers the board at once, so that the child is
// lost for the node's mover before it is ever searched. Boards of up to 64 squares (8 x 8) are
// looked at, their squares a 64-bit mask; on larger ones the answer is always no. The solver
// asks only up to 6 x 6, where it pays (RepliesUpTo in Solver.cpp).
//
// The cascades run on a copy of the spots as four bit planes (bit b of every square's count in
// plane b), with the squares of the side whose cascade it is as a mask: no hashes, no journal.
// A cascade goes in waves: every overfull square fires at once, the counts it gives its
// neighbours added up plane by plane, a few dozen word operations a wave for the whole board.
// Spots move like the grains of a sandpile: a cascade settles where it does whatever order its
// squares fire in, the same squares fire, and a board once covered stays covered, so neither
// the waves nor the shortcuts below change the answer. The shortcuts:
//
// - Loaded squares next to each other (whoever owns them) go off together: a cascade from any
//   of them fires every one of them at least once. So the side's loaded squares are taken a
//   group at a time: the group fires once, what that sets off is settled, and then each of the
//   side's squares in the group adds its one spot to that, usually a short cascade or none.
// - After a quiet move the other side's cascades follow from its cascades before the move, as
//   if it were to move then (worked out once a node, when first needed): the move only adds a
//   spot. A cascade that covered the board then covers it after the move; one that settled with
//   the move's square not loaded leaves the spot where it fell and the board not covered; one
//   that left the square loaded goes on from where it settled.
// - After a firing move the walk has played the move: its spots are noted then, so that the
//   move's own cascade is not run again.
class SolverReplies
{
public:
    static constexpr int MaxArea = 64;

    // Starts on the children of `board` (the position to move from).
    void reset(const Board& board);
    // Notes the child reached by `square` (not a win): `child` is the position after the move,
    // `key` its key.
    void describe(int square, const Board& child, std::uint64_t key);
    // True if the mover of the child reached by `square` wins at once; after describe(square).
    bool wins(int square);

private:
    // Spots (bit b of each square's count in planes[b]; a count stays below 16, see settle),
    // and the squares of the side whose cascades are tried.
    struct Position
    {
        std::array<std::uint64_t, 4> planes;
        std::uint64_t mine;
    };
    // A cascade of the other side here: where it settled, and the squares it left loaded.
    struct Reply
    {
        std::uint64_t loaded;
        Position settled;
    };

    void takeTopology(const Topology& topology);
    // The spots of `board`, and the squares of `side`.
    void take(const Board& board, Side side, Position& position) const;
    bool workOut(int square);
    void noteReplies();
    // True if a cascade from one of `starts` (loaded squares of the side) covers the board; with
    // `keep`, each settled cascade is kept as a Reply instead, and true means one covered it.
    bool tryCascades(const Position& from, std::uint64_t starts, bool keep);
    // Fires what is overfull in `position`, a wave at a time, until it settles: true if the
    // board is covered first. `firing` is what is overfull now.
    bool settle(Position& position, std::uint64_t firing) const;
    // Every square of `fired` fires once: gives a spot to each neighbour, which become the side's.
    void fire(Position& position, std::uint64_t fired) const;
    // Adds one spot to `square`.
    static void addSpot(Position& position, int square);
    // The squares whose spots equal their neighbours, and those with more.
    std::uint64_t loaded(const Position& position) const;
    std::uint64_t overfull(const Position& position) const;
    // The squares just above, below, left and right of one of `set`, and all of them.
    std::array<std::uint64_t, 4> nextTo(std::uint64_t set) const;
    std::uint64_t around(std::uint64_t set) const;
    // The loaded squares joined to `square` through neighbours that are loaded too.
    std::uint64_t groupOf(int square, std::uint64_t loaded) const;

    int m_area = 0;
    int m_size = 0;
    bool m_active = false; // the board is small enough
    std::uint64_t m_board = 0;
    std::uint64_t m_notFirstColumn = 0;      // squares with a neighbour on their left
    std::uint64_t m_notLastColumn = 0;       // and on their right
    std::array<std::uint64_t, 4> m_degree{}; // the squares' neighbours, as planes
    const Topology* m_topology = nullptr;

    Position m_here{};               // spots here, and the other side's squares
    std::uint64_t m_hereLoaded = 0;  // the loaded squares here, whoever owns them
    std::uint64_t m_otherLoaded = 0; // the other side's loaded squares here
    std::uint64_t m_fired = 0;       // the children reached by a firing move
    std::array<std::uint64_t, MaxArea> m_keys{};
    std::array<Position, MaxArea> m_afterFiring{}; // the children of firing moves
    std::array<Reply, MaxArea> m_replies{};
    int m_replyCount = 0;
    bool m_repliesNoted = false;
    bool m_replyWinsHere = false; // one of the other side's cascades covers the board here
    SolverReplyCache m_cache;
};

} // namespace jump61
