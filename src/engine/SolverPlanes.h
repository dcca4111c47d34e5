#pragma once

#include "core/Board.h"
#include "core/MoveJournal.h"
#include "core/PlaneBoard.h"
#include "engine/SolverReplyCache.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace jump61 {

// What a first guess is made of, for the position after a move: the legal moves of its mover
// and of the other side, and their loaded squares (as many spots as neighbours: a move there
// fires).
struct ChildCounts
{
    int moverMoves = 0;
    int otherMoves = 0;
    int moverLoaded = 0;
    int otherLoaded = 0;
};

// The solver's walk over 4 x 4 positions: copy-make on PlaneBoard<4> (one copy of 64 bytes a
// move, no journal to take back) and an exact canonical key instead of hashes.
//
// A settled 4 x 4 position is four 16-bit planes (the ones and twos of every square's spots less
// one, Red's squares, Blue's squares), so the whole position fits one 64-bit word, one plane a
// lane. A symmetry of the square moves the same bits in every lane, so the eight images of the
// word come from a few shifts and masks: reversing the bits of each row flips the columns,
// reversing the rows flips the rows, two delta swaps transpose. The least of the eight is the
// canonical code; the key is that code through an invertible mix, so that the table's index
// bits are spread and two 4 x 4 positions never share a key (a hash would only make that
// unlikely; against the Zobrist keys of other sizes in a kept table, a clash is as unlikely as
// any 64-bit collision).
class SolverPlanes
{
public:
    using Planes = PlaneBoard<4>;
    static constexpr int Size = 4;
    static constexpr int Area = 16;

    // Starts from `board` (a 4 x 4 board), forgetting every move played.
    void reset(const Board& board)
    {
        m_stack.assign(static_cast<std::size_t>(MaxGameLength + 2), Planes(board));
        m_depth = 0;
        m_replyCache.allocate(); // kept from one reset to the next: its answers never go stale
    }

    // Plays a legal move; returns true if it won. A won position is never searched, so a move
    // that wins is not replayed to get the won position's spots exactly (PlaneBoard::cascade),
    // and positions are keyed by their code, so a cascade does not rehash.
    bool play(int square)
    {
        m_stack[m_depth + 1] = m_stack[m_depth];
        ++m_depth;
        Planes& now = m_stack[m_depth];
        return now.fires(square) ? now.template cascade<false, false>(square) : now.play(square);
    }
    void undo() { --m_depth; }

    // The legal moves of the side to move, those that fire a cascade first, each group in
    // square order. Returns their number.
    int moves(int* squares) const
    {
        const Planes& now = m_stack[m_depth];
        const int mover = now.moverIndex();
        const std::uint64_t legal = now.legalMoves()[0];
        const std::uint64_t firing = legal & now.critical()[0] & now.ownerPlane(mover)[0];
        int count = 0;
        for (std::uint64_t set : {firing, legal & ~firing}) {
            for (; set != 0; set &= set - 1) {
                squares[count++] = std::countr_zero(set);
            }
        }
        return count;
    }

    // What expand needs of the position after a legal move: its key and counts, or true if the
    // move wins; call it after prepare for this position. A move that fires nothing changes one
    // square, so its code is worked out from this one's without playing it; the position after
    // a firing move was worked out by prepare.
    bool child(int square, std::uint64_t& key, ChildCounts& counts)
    {
        const Planes& now = m_stack[m_depth];
        const int mover = now.moverIndex();
        if ((m_firingHere >> square & 1) != 0) {
            const std::uint64_t bit = std::uint64_t{1} << square;
            if ((m_firingWins & bit) != 0) {
                return true;
            }
            if ((m_firingDone & bit) == 0) {
                // Not worked out by prepare (its batch stopped at another move's win).
                if (play(square)) {
                    undo();
                    return true;
                }
                m_childCodes[static_cast<std::size_t>(square)] = code();
                undo();
            }
            describe(square, m_childCodes[static_cast<std::size_t>(square)], mover ^ 1, key,
                     counts);
            return false;
        }
        const std::uint64_t bit = std::uint64_t{1} << square;
        std::uint64_t code = this->code();
        if ((now.ownerPlane(mover)[0] & bit) == 0) {
            if ((now.ownerPlane(mover)[0] | bit) == 0xFFFF) {
                return true;
            }
            code |= bit | bit << (32 + 16 * mover);
        } else if ((code & bit) != 0) {
            code = (code ^ bit) | bit << 16;
        } else {
            code |= bit;
        }
        describe(square, code, mover ^ 1, key, counts);
        return false;
    }

    // Before the children of this position are tried: the position after each firing move, its
    // cascade run beside up to three others (for child).
    void prepare()
    {
        const std::uint64_t here = code();
        const int mover = m_stack[m_depth].moverIndex();
        m_firingDone = 0;
        m_firingWins = 0;
        m_firingHere = loadedOf(here) & ownedBy(here, mover);
        std::uint64_t firing = m_firingHere;
        while (firing != 0) {
            std::array<int, Lanes> squares{};
            const int count = takeLanes(firing, squares);
            std::array<std::uint64_t, Lanes> after{};
            if (cascadesWin(here, mover, squares.data(), count, nullptr, after.data())) {
                // The lanes that won are known; the others stopped half way, and are left to
                // child, which plays them.
                for (int i = 0; i < count; ++i) {
                    if (after[static_cast<std::size_t>(i)] != 0) {
                        m_firingWins |= std::uint64_t{1} << squares[static_cast<std::size_t>(i)];
                    }
                }
                break;
            }
            for (int i = 0; i < count; ++i) {
                const int square = squares[static_cast<std::size_t>(i)];
                m_childCodes[static_cast<std::size_t>(square)] = after[static_cast<std::size_t>(i)];
                m_firingDone |= std::uint64_t{1} << square;
            }
        }
        m_repliesNoted = false;
    }

private:
    void noteReplies(std::uint64_t here, int other)
    {
        m_replyCount = 0;
        m_replyWinsHere = false;
        std::uint64_t set = loadedOf(here) & ownedBy(here, other);
        while (set != 0) {
            std::array<int, Lanes> squares{};
            const int count = takeLanes(set, squares);
            std::array<std::uint64_t, Lanes> loadedAfter{};
            if (cascadesWin(here, other, squares.data(), count, loadedAfter.data())) {
                m_replyWinsHere = true;
                return;
            }
            for (int i = 0; i < count; ++i) {
                const auto lane = static_cast<std::size_t>(i);
                if (loadedAfter[lane] != 0) {
                    m_replies[static_cast<std::size_t>(m_replyCount++)] = {squares[lane],
                                                                           loadedAfter[lane]};
                }
            }
        }
    }

public:
    // True if the side to move after `square` wins at once, by one of its firing moves; call it
    // after child(square) found that the move does not win. Only a cascade can win at once: the
    // side that just moved owns a square that no quiet move can take.
    //
    // After a quiet move the other side's loaded squares are those it had here, and its cascades
    // there can be told from its cascades here, as if it were to move (noted at the first quiet
    // child asked about, since often none is). A cascade runs like a sandpile: more spots fire
    // at least as often, and the order of firing does not change where it settles. So the
    // cascade after the move is the one noted here with the move's spot dropped on what it left.
    // If that cascade covered the board here, it does so after the move too; if it settled with
    // the move's square not loaded, the spot sets nothing off and the square (reached or not) is
    // no help: no win. Only when it left the square loaded is the cascade run again.
    //
    // A child is asked about at each visit of its parents, so the answers are kept by key.
    bool replyWins(int square)
    {
        if ((m_threatened >> square & 1) == 0) {
            return false; // the child's mover has nothing to fire
        }
        return m_replyCache.answer(m_childKeys[static_cast<std::size_t>(square)],
                                   [this, square] { return workOutReplyWins(square); });
    }

private:
    bool workOutReplyWins(int square)
    {
        const std::uint64_t child = m_childCodes[static_cast<std::size_t>(square)];
        const int other = m_stack[m_depth].moverIndex() ^ 1;
        if ((m_firingHere >> square & 1) != 0) {
            // After a cascade of this side's, every firing move of the other side is tried.
            return anyCascadeWins(child, other, loadedOf(child) & ownedBy(child, other));
        }
        if (!m_repliesNoted) {
            noteReplies(code(), other);
            m_repliesNoted = true;
        }
        if (m_replyWinsHere) {
            return true;
        }
        std::uint64_t again = 0;
        for (int i = 0; i < m_replyCount; ++i) {
            const Reply& reply = m_replies[static_cast<std::size_t>(i)];
            again |= (reply.loadedAfter >> square & 1) << reply.square;
        }
        return anyCascadeWins(child, other, again);
    }

public:
    std::uint64_t key() const { return keyOfCode(code()); }
    // True if the position equals one of its other images (then moves come in symmetric sets).
    bool symmetric() const
    {
        const std::array<std::uint64_t, 8> images = imagesOf(code());
        return std::find(images.begin() + 1, images.end(), images[0]) != images.end();
    }

    // The key of a position given as a Board, as key() would give it.
    static std::uint64_t keyOf(const Board& board)
    {
        SolverPlanes planes;
        planes.m_stack.assign(1, Planes(board));
        return planes.key();
    }

private:
    std::uint64_t code() const
    {
        const Planes& now = m_stack[m_depth];
        return now.spotPlane(0)[0] | now.spotPlane(1)[0] << 16 | now.ownerPlane(0)[0] << 32 |
               now.ownerPlane(1)[0] << 48;
    }

    // Notes the child after `square` (its code, key, and whether its mover has anything to fire,
    // for replyWins) and gives expand its key and counts.
    void describe(int square, std::uint64_t code, int mover, std::uint64_t& key,
                  ChildCounts& counts)
    {
        key = keyOfCode(code);
        counts = countsOf(code, mover);
        const std::uint64_t bit = std::uint64_t{1} << square;
        m_childCodes[static_cast<std::size_t>(square)] = code;
        m_childKeys[static_cast<std::size_t>(square)] = key;
        if (counts.moverLoaded > 0) {
            m_threatened |= bit;
            m_replyCache.prefetch(key); // read by replyWins after the table's buckets load
        } else {
            m_threatened &= ~bit;
        }
    }

    // The counts of a position given by its code, `mover` (0 Red, 1 Blue) to move. A square is
    // loaded when its spots less one are 1 on a corner, 2 on an edge, 3 inside.
    static ChildCounts countsOf(std::uint64_t code, int mover)
    {
        const std::uint64_t loaded = loadedOf(code);
        const std::uint64_t mine = ownedBy(code, mover);
        const std::uint64_t theirs = ownedBy(code, mover ^ 1);
        return {Area - std::popcount(theirs), Area - std::popcount(mine),
                std::popcount(loaded & mine), std::popcount(loaded & theirs)};
    }
    static std::uint64_t ownedBy(std::uint64_t code, int side)
    {
        return code >> (32 + 16 * side) & 0xFFFF;
    }
    static std::uint64_t loadedOf(std::uint64_t code)
    {
        const std::uint64_t ones = code & 0xFFFF;
        const std::uint64_t twos = code >> 16 & 0xFFFF;
        return (Corners & ones & ~twos) | (Edges & twos & ~ones) | (Inside & ones & twos);
    }

    // Up to Lanes cascades of `side` in the position of `code`, each from its own square and
    // each in its own 16-bit lane of the word, in waves as PlaneBoard runs them. True if one of
    // them covers the board: then `after`, if given, gets 1 for each lane that won and 0 for the
    // others (which stopped half way). If none does, `loadedAfter` (if given) gets each lane's
    // loaded squares once settled, and `after` each lane's settled position as a code.
    static bool cascadesWin(std::uint64_t code, int side, const int* squares, int count,
                            std::uint64_t* loadedAfter = nullptr, std::uint64_t* after = nullptr);
    // True if a cascade of `side` from one of the squares of `set` covers the board.
    static bool anyCascadeWins(std::uint64_t code, int side, std::uint64_t set)
    {
        while (set != 0) {
            std::array<int, Lanes> squares{};
            const int count = takeLanes(set, squares);
            if (cascadesWin(code, side, squares.data(), count)) {
                return true;
            }
        }
        return false;
    }

    static constexpr int Lanes = 4;
    // Moves up to Lanes squares from `set` to `squares`, lowest first; returns how many.
    static int takeLanes(std::uint64_t& set, std::array<int, Lanes>& squares)
    {
        int count = 0;
        for (; set != 0 && count < Lanes; set &= set - 1) {
            squares[static_cast<std::size_t>(count++)] = std::countr_zero(set);
        }
        return count;
    }
    struct Reply
    {
        int square;
        std::uint64_t loadedAfter; // the squares this cascade left loaded
    };
    std::array<std::uint64_t, Area> m_childCodes{};
    std::array<std::uint64_t, Area> m_childKeys{};
    std::uint64_t m_threatened = 0; // the children whose mover has a firing move
    SolverReplyCache m_replyCache;  // a third of its questions repeat within its 65,536 slots
    std::array<Reply, Area> m_replies{};
    int m_replyCount = 0;
    std::uint64_t m_firingHere = 0; // the moves here that fire, as prepare found them
    std::uint64_t m_firingDone = 0; // the firing moves whose child prepare worked out
    std::uint64_t m_firingWins = 0; // and those it found to win
    bool m_replyWinsHere = false;
    bool m_repliesNoted = false; // noteReplies ran for this position (it runs when first needed)

    static constexpr std::uint64_t Corners = 0x9009;
    static constexpr std::uint64_t Edges = 0x6996;
    static constexpr std::uint64_t Inside = 0x0660;

    // The symmetries act on every lane alike, so they are written once for a word and for a
    // pair of words (two images at a time, in one vector register where the machine has them).
    using Pair = std::uint64_t __attribute__((vector_size(16)));
    template <typename Word>
    static Word flipColumns(Word x)
    {
        x = ((x & 0x5555555555555555ull) << 1) | ((x >> 1) & 0x5555555555555555ull);
        return ((x & 0x3333333333333333ull) << 2) | ((x >> 2) & 0x3333333333333333ull);
    }
    template <typename Word>
    static Word flipRows(Word x)
    {
        x = ((x & 0x0F0F0F0F0F0F0F0Full) << 4) | ((x >> 4) & 0x0F0F0F0F0F0F0F0Full);
        return ((x & 0x00FF00FF00FF00FFull) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFull);
    }
    template <typename Word>
    static Word transpose(Word x)
    {
        Word t = (x ^ (x >> 3)) & 0x0A0A0A0A0A0A0A0Aull;
        x ^= t ^ (t << 3);
        t = (x ^ (x >> 6)) & 0x00CC00CC00CC00CCull;
        return x ^ t ^ (t << 6);
    }
    static Pair least(Pair a, Pair b)
    {
        const Pair less = reinterpret_cast<Pair>(a < b); // all ones where a is less
        return (a & less) | (b & ~less);
    }

    // The key: the least of the eight images, mixed. The images come in pairs: (a, its columns
    // flipped), their rows flipped, and the four transposed.
    static std::uint64_t keyOfCode(std::uint64_t code)
    {
        const Pair straight = {code, flipColumns(code)};
        const Pair flipped = flipRows(straight);
        const Pair lowest =
            least(least(straight, flipped), least(transpose(straight), transpose(flipped)));
        return mix(std::min(lowest[0], lowest[1]));
    }
    static std::array<std::uint64_t, 8> imagesOf(std::uint64_t a)
    {
        const std::uint64_t b = flipColumns(a);
        const std::uint64_t c = flipRows(a);
        const std::uint64_t d = flipRows(b);
        return {a, b, c, d, transpose(a), transpose(b), transpose(c), transpose(d)};
    }

    // An invertible mix (the finaliser of splitmix64): distinct codes give distinct keys.
    static std::uint64_t mix(std::uint64_t z)
    {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    std::vector<Planes> m_stack;
    int m_depth = 0;
};

inline bool SolverPlanes::cascadesWin(std::uint64_t code, int side, const int* squares, int count,
                                      std::uint64_t* loadedAfter, std::uint64_t* after)
{
    // A square's spots as a 4-bit number across s0..s3, in every lane; the code holds spots
    // less one.
    constexpr std::uint64_t Rep = 0x0001000100010001ull;
    constexpr std::uint64_t corners = Corners * Rep;
    constexpr std::uint64_t edges = Edges * Rep;
    constexpr std::uint64_t inside = Inside * Rep;
    std::uint64_t active =
        count >= Lanes ? ~std::uint64_t{0} : (std::uint64_t{1} << (16 * count)) - 1;
    const std::uint64_t ones = (code & 0xFFFF) * Rep;
    const std::uint64_t twos = (code >> 16 & 0xFFFF) * Rep;
    std::uint64_t mine = ownedBy(code, side) * Rep & active;
    std::uint64_t s0 = ~ones & active;
    std::uint64_t s1 = (twos ^ ones) & active;
    std::uint64_t s2 = twos & ones & active;
    std::uint64_t s3 = 0;
    std::uint64_t dropped = 0;
    for (int i = 0; i < count; ++i) {
        dropped |= std::uint64_t{1} << (squares[i] + 16 * i);
    }
    {
        const std::uint64_t c0 = s0 & dropped;
        s0 ^= dropped;
        const std::uint64_t c1 = s1 & c0;
        s1 ^= c0;
        s2 ^= c1;
    }
    for (;;) {
        // Overfull: more spots than neighbours (3 on a corner, 4 on an edge, 5 inside).
        const std::uint64_t atLeast3 = s3 | s2 | (s1 & s0);
        const std::uint64_t atLeast4 = s3 | s2;
        const std::uint64_t atLeast5 = s3 | (s2 & (s1 | s0));
        // Lanes past `count` hold no spots, so nothing fires there.
        const std::uint64_t over = (corners & atLeast3) | (edges & atLeast4) | (inside & atLeast5);
        if (over == 0) {
            break;
        }
        const std::uint64_t up = (over >> 4) & (0x0FFF * Rep);
        const std::uint64_t down = (over << 4) & (0xFFF0 * Rep);
        const std::uint64_t left = (over >> 1) & (0x7777 * Rep);
        const std::uint64_t right = (over << 1) & (0xEEEE * Rep);
        mine |= up | down | left | right;
        // A lane with no square left to take has won: adding one to its low 15 bits carries
        // into its top bit only when they are all set (never out of the lane), and the top bit
        // must be set as well.
        const std::uint64_t won = ((mine & (0x7FFF * Rep)) + Rep) & mine & (0x8000 * Rep);
        if (won != 0) {
            if (after != nullptr) {
                for (int i = 0; i < count; ++i) {
                    after[i] = won >> (16 * i + 15) & 1;
                }
            }
            return true;
        }
        // Corners have degree 2, edges 3, the inside 4.
        spreadWave(s0, s1, s2, s3, up, down, left, right, over, corners, edges, inside);
    }
    if (loadedAfter != nullptr) {
        // Loaded: as many spots as neighbours (2 = 0010, 3 = 0011, 4 = 0100).
        const std::uint64_t low = ~s3 & ~s2;
        const std::uint64_t loaded =
            (corners & low & s1 & ~s0) | (edges & low & s1 & s0) | (inside & ~s3 & s2 & ~s1 & ~s0);
        for (int i = 0; i < count; ++i) {
            loadedAfter[i] = loaded >> (16 * i) & 0xFFFF;
        }
    }
    if (after != nullptr) {
        // The code holds spots less one (a settled square has 1 to 4): the borrow out of s0.
        const std::uint64_t ones = ~s0;
        const std::uint64_t twos = s1 ^ ~s0;
        const std::uint64_t theirs = ownedBy(code, side ^ 1) * Rep & ~mine;
        for (int i = 0; i < count; ++i) {
            const int shift = 16 * i;
            const std::array<std::uint64_t, 2> owners{mine >> shift & 0xFFFF,
                                                      theirs >> shift & 0xFFFF};
            after[i] = (ones >> shift & 0xFFFF) | (twos >> shift & 0xFFFF) << 16 |
                       owners[static_cast<std::size_t>(side)] << 32 |
                       owners[static_cast<std::size_t>(side ^ 1)] << 48;
        }
    }
    return false;
}

} // namespace jump61
