#include "engine/Solver.h"

#include <algorithm>
#include <array>

namespace jump61 {

// How the solver proves a position
// --------------------------------
// The game cannot be drawn and cannot cycle: every move adds a spot, and a board with more
// spots than the sum of the degrees cannot settle, so its cascade runs until one colour covers
// the board. The game tree is therefore a finite AND/OR tree (a DAG, counting transpositions)
// whose leaves are wins, and the question "does the side to move win?" has a yes/no answer.
//
// We answer it with depth-first proof-number search (df-pn, Nagai 2002) rather than PN²: df-pn
// needs memory only for its transposition table, and a bounded table with a sensible
// replacement scheme degrades gracefully, whereas PN² keeps its whole first-level tree in
// memory. Every position has a proof number (how many more leaves must be shown to be wins for
// its mover to prove that the mover wins) and a disproof number (the same for a loss). Seen from
// the mover, a position's proof number is the least disproof number of its children, and its
// disproof number would be the sum of its children's proof numbers. In this game, where quiet
// moves commute and nearly every position is reached in many orders, that sum counts the same
// subtrees many times over. So the disproof number here is the largest child's proof number
// plus an eighth of the others' (OthersShare): the hardest reply still counts whole, the others
// still count, but a node with many open children no longer looks as many times harder. It took
// the 4 x 4 start from 45.1 to 27.4 million nodes with one thread and three sets of random
// positions from 61.1 to 49.9 million, all with the same values (25.6 and 42.6 million with the
// deep horizon tuned again after it; docs/ENGINE.md). The largest plus one for each other open
// child (weak proof numbers) had been tried long before and left the start unproven after 110
// million nodes.
//
// Proof-number search always expands a most-proving leaf: from the root, the child with the least
// disproof number, and so on down. df-pn does this depth first: it stays below a child as long as
// that child remains the most proving one, which it knows from two thresholds: the child's proof
// number must stay below the value that would take the parent's disproof number to its limit
// (childReachesLimit), and its disproof number below the second-least among the siblings. When a
// threshold is reached the search backs up, stores the numbers in the table and picks again. The
// second threshold is stretched by a sixty-fourth (the "1 + epsilon" trick of Pawlewicz and Lew),
// which saves many of the re-expansions that bare df-pn spends switching between two nearly equal
// siblings (a fifth fewer nodes on 4 x 4 than with no stretch). The node count is erratic in the
// stretch: on the 4 x 4 start (first guesses from the moves alone) a 128th took 127.2 million
// nodes, a 64th 99.5, a 48th 112.9, a 32nd 101.9, a 16th 108.5 and an 8th more than 127; the 64th
// is the best seen, not a trend.
//
// A node is expanded by trying every legal move once: a move that covers the board proves the
// node at once; otherwise the child's canonical key is noted, so that later visits only probe
// the table. On 4 x 4 the moves are tried on bit planes (SolverPlanes: a move that fires
// nothing is not even played, its child's code follows from the parent's, and the cascades of
// the firing moves run four at a time in the lanes of one word); on other
// sizes by make/unmake through SolverJournal. Moves that fire a cascade come first, so that wins
// are found early and ties between equally promising children go to the forcing ones. A child
// the table does not know starts from a guess (df-pn+): the square of the other side's legal
// moves as its proof number, the fourth power of its mover's as its disproof number (a side
// with few moves left is easy to refute), both scaled by the sides' loaded squares (see
// firstGuess). Such a child is first looked at for a reply that wins at once (one of its
// mover's cascades covers the board): then it is lost for this node's mover, exactly, and it
// enters the node's numbers as such from the start instead of looking like any other move until
// it is searched itself. That took the 4 x 4 start from 67.9 to 49.0 million nodes, and two
// threads from 87-108 to 56-60 million; on 5 x 5 positions 24 plies from the start it took
// fewer than half the nodes and a fifth less time, and proved one more (docs/ENGINE.md). On
// 4 x 4 SolverPlanes asks, on the other boards up to 6 x 6 SolverReplies (RepliesUpTo); larger
// boards do not ask, as there it cost more than it saved. Such a child is asked about again at
// each visit, so both keep the answers by key in a small cache (SolverReplyCache). The children's
// numbers are read from the table once per visit of a node; within the visit only the child just
// searched is read again, which saves most of the table's cache misses. A node whose stored numbers
// already passed the limits it is searched with (a transposition moved them after its parent read
// them) is answered from the table without an expansion.
//
// The eight symmetries of the square share one table entry: the key is the least of the
// position's eight image hashes. Positions of one game never repeat, so the graph-history
// interaction problem of df-pn in games with cycles does not arise; overcounting of proof numbers
// through transpositions only costs time, never correctness. Proven results are exact, and a
// proof found with a full table is as sound as one found with an empty one.
//
// On several threads (SolveLimits::threads) every thread runs this same df-pn from the same
// position over the one table, each with its own board and child lists, and sees the numbers
// the others store. Left at that, threads running at once go down the same most proving path
// and do the same work twice (twice the nodes of one thread on the 4 x 4 start). So near the
// top (SolverTeam::MarkedPlies) a thread marks the nodes it is in, reads its children's
// numbers afresh at each pick, and sees a child another thread is in as twice as hard to
// prove wrong: it goes to the next most proving child unless the busy one is far ahead. The
// result is sound whatever the interleaving: a bucket is read and written under its sequence
// number, so an entry is never torn, and every stored number is one some search computed; a
// proven entry is exact, so it is never replaced by open numbers for its key. The first
// thread to settle the position halts the others.

namespace {

// Grows the second-best disproof number by a sixty-fourth, at least by one.
ProofNumber stretched(ProofNumber second)
{
    if (second == ProofInfinity) {
        return ProofInfinity;
    }
    const std::uint64_t grown = std::max<std::uint64_t>(second + 1ull, second + second / 64ull);
    return static_cast<ProofNumber>(std::min<std::uint64_t>(grown, ProofInfinity - 1));
}

// On 4 x 4, a first guess is multiplied by how far its position is from DeepHorizon spots (at
// least 1), which makes an unknown position near the start look harder than one deep in the
// game (deep df-pn, Zhang, Li and Wang 2017): the search goes on down a line before it turns
// to a sibling, instead of widening near the top where the guesses say least. With one thread,
// on 30 positions six random plies from the start (fresh 256 MB tables), the plain guess took
// 142.7 million nodes in all; a horizon of 35 spots 107.4 M, 36 97.7 M, 37 91.3 M, 38 91.3 M,
// 40 100.3 M, 42 111.0 M. On the start itself the count is erratic, as it is for the stretch
// above: 34 60.5 M, 35 52.8 M, 36 45.1 M, 37 50.0 M, 38 54.1 M, 40 48.1 M, against 49.0 M
// with the plain guess. 36, a third fewer nodes on the set and the fewest on the start, was
// kept then. Once a node's disproof number counted only an eighth of its children's other proof
// numbers (see the top of the file), the start and three sets of random positions together
// took 90.8 M nodes at 34, 77.3 M at 36, 72.1 M at 37, 69.3 M at 38, 68.2 M at 39, 71.2 M at 40
// and 77.6 M at 42, each of the four fewer at 38 and 39 than at 36: 39 is kept (docs/ENGINE.md).
// Other sizes keep the plain guess: what it does there is not measured.
constexpr int DeepHorizon = 39;

// A sum of finite proof numbers, kept below ProofInfinity.
ProofNumber capped(std::uint64_t sum)
{
    return sum >= ProofInfinity ? ProofInfinity - 1 : static_cast<ProofNumber>(sum);
}

// A node's disproof number from its children's proof numbers: the largest, plus this share of
// the others (see the top of the file). 1 would be the plain sum.
constexpr std::uint64_t OthersShare = 8;

// The least proof number of one child, with the others' largest (`largest`) and sum (`sum`)
// fixed, at which the node's disproof number (largest + the others / OthersShare) reaches
// `limit`. While the child is not the largest its number counts a share, so it may grow by
// OthersShare for each step left to the limit; once it is the largest it counts whole.
std::uint64_t childReachesLimit(std::uint64_t limit, std::uint64_t largest, std::uint64_t sum)
{
    // Not the largest: largest + (sum + x - largest) / OthersShare >= limit.
    const std::uint64_t shared = OthersShare * (limit - largest) + largest;
    if (shared <= sum + largest) {
        return shared > sum ? shared - sum : 0;
    }
    // The largest: x + sum / OthersShare >= limit (more than `largest`, since limit - largest
    // exceeds sum / OthersShare here).
    return limit - sum / OthersShare;
}

// The numbers assumed of a position nobody has searched yet, from the legal moves and the
// loaded squares of its mover and of the other side. A side with few moves is easy to refute,
// so the disproof number grows steeply with the mover's moves; proving takes one good move,
// then refuting the other side's replies, so the proof number grows with theirs. The powers
// were tuned on 4 x 4 positions: they solved them with three times fewer nodes than proof 1,
// disproof = moves. Loaded squares are threats, and the mover's come first: both numbers are
// scaled by the square of (1 + the mover's loaded squares) / (1 + the other side's), which
// took the 4 x 4 start from 99.5 to 67.9 million nodes (docs/ENGINE.md). Only 4 x 4 counts
// loaded squares (see JournalWalk::child).
ProofNumbers firstGuess(const ChildCounts& counts)
{
    const auto m = static_cast<std::uint64_t>(counts.moverMoves);
    const auto o = static_cast<std::uint64_t>(counts.otherMoves);
    const auto mine = static_cast<std::uint64_t>(1 + counts.moverLoaded);
    const auto theirs = static_cast<std::uint64_t>(1 + counts.otherLoaded);
    const std::uint64_t proof = o * o * theirs * theirs / (mine * mine);
    const std::uint64_t disproof = m * m * m * m * mine * mine / (theirs * theirs);
    return {capped(std::max<std::uint64_t>(proof, 1)),
            capped(std::max<std::uint64_t>(disproof, 1))};
}

// The largest board on which the walk over Boards looks for replies that win at once. Each node
// then costs more time, and on 5 x 5 and 6 x 6 positions within reach of a proof the nodes fall
// by a half to nine tenths, so proofs come sooner. On 7 x 7 and 8 x 8 a node cost three to seven
// times as much: with the check, the game review (its solver budget is in nodes) took 9.5 s
// instead of 3.1 s on a 91-move 7 x 7 game for 3 more of its moves proven, and 18.7 s instead of
// 11.3 s on a 120-move 8 x 8 game for none; with the cascades on bit planes still 8.6-9.0 s
// against 3.5-5.4 s, and 19.5-22.1 s against 14.9-16.1 s (docs/ENGINE.md).
constexpr int RepliesUpTo = 6;

// The walk over positions of any size: make/unmake on the Board through the journal, which
// keeps the hashes of the eight images.
class JournalWalk
{
public:
    JournalWalk(Board& board, SolverJournal& journal, SolverReplies& replies)
        : m_board(board), m_journal(journal), m_replies(replies),
          m_asks(board.size() <= RepliesUpTo)
    {}

    bool play(int square) { return m_journal.play(m_board, square); }
    void undo() { m_journal.undo(m_board); }

    // The legal moves, those that fire a cascade first, each group in square order.
    int moves(int* squares) const
    {
        const Side us = m_board.toMove();
        const Side them = opponent(us);
        int count = 0;
        for (int pass = 0; pass < 2; ++pass) {
            for (int sq = 0; sq < m_board.area(); ++sq) {
                const Side owner = m_board.owner(sq);
                const bool fires = owner == us && m_board.spots(sq) == m_board.degree(sq);
                if (owner != them && fires == (pass == 0)) {
                    squares[count++] = sq;
                }
            }
        }
        return count;
    }

    // The key and counts of the position after a legal move, or true if the move wins. The
    // loaded squares are left at 0, so that other sizes keep the guess from the moves alone:
    // counting them on the Board halved the 5 x 5 nodes a second (448,000 against 875,000 in
    // a 40 s run), and what they do to the node count there is not known.
    bool child(int square, std::uint64_t& key, ChildCounts& counts)
    {
        const bool won = play(square);
        if (!won) {
            key = m_journal.key();
            const Side mover = m_board.toMove();
            counts.moverMoves = m_board.area() - m_board.count(opponent(mover));
            counts.otherMoves = m_board.area() - m_board.count(mover);
            if (m_asks) {
                m_replies.describe(square, m_board, key);
            }
        }
        undo();
        return won;
    }

    bool symmetric() const { return m_journal.symmetric(); }

    // Replies that win at once are looked for up to RepliesUpTo (SolverReplies).
    void prepare()
    {
        if (m_asks) {
            m_replies.reset(m_board);
        }
    }
    bool replyWins(int square) { return m_asks && m_replies.wins(square); }

private:
    Board& m_board;
    SolverJournal& m_journal;
    SolverReplies& m_replies;
    bool m_asks; // the board is small enough for the replies to pay
};

// True if the side to move has a move that wins at once.
bool winsAtOnce(const Board& board)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        Board next = board;
        if (next.isLegal(sq) && next.play(sq)) {
            return true;
        }
    }
    return false;
}

} // namespace

Solver::Solver(std::size_t tableMegabytes)
    : m_ownTable(std::make_unique<SolverTable>(tableMegabytes)), m_table(*m_ownTable)
{}

Solver::Solver(SolverTable& table, SolverTeam& team, int thread)
    : m_table(table), m_team(&team), m_thread(thread)
{}

SolveResult Solver::solve(const Board& board, const SolveLimits& limits,
                          const std::atomic<bool>* stop, const ProgressCallback& onProgress)
{
    m_limits = limits;
    m_stop = stop;
    m_onProgress = onProgress;
    m_started = std::chrono::steady_clock::now();
    m_nextReport = m_started + std::chrono::seconds(1);
    resetRun();
    makeTeam(std::max(limits.threads, 1));
    if (m_team != nullptr) {
        m_team->resetNodes();
    }

    SolveResult result;
    if (board.gameOver()) {
        result.winner = board.winner();
        result.proven = true;
        return result;
    }
    m_board = board;
    m_journal.reset(board);
    const int plies = 4 * board.size() * (board.size() - 1) - board.totalSpots() + 2;
    m_children.resize(static_cast<std::size_t>(std::max(plies, 1) * board.area()));

    searchTogether(keyHere(), 0);
    for (const auto& helper : m_helpers) {
        // A helper proved it: its view of the root is the one that ended.
        if (helper->m_root.proof == 0 || helper->m_root.disproof == 0) {
            m_root = helper->m_root;
            m_rootMoves = helper->m_rootMoves;
        }
    }
    if (m_root.proof == 0 || m_root.disproof == 0) {
        const Side mover = board.toMove();
        result.proven = true;
        result.winner = m_root.proof == 0 ? mover : opponent(mover);
        settleRootMoves(result);
        followProof(result);
    }
    if (!result.proven) {
        // The root's own numbers are refreshed only when the search comes back to it, which on
        // 5 x 5 takes longer than a run: what the table knows of each first move now says more.
        Child* children = m_children.data();
        const int count = expandHere(children);
        if (count > 0) {
            m_rootMoves = countRootMoves(children, count);
        }
    }
    result.rootMoves = m_rootMoves;
    result.proof = m_root.proof;
    result.disproof = m_root.disproof;
    result.stopped = m_stopped;
    result.nodes = m_nodes + m_others;
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
    return result;
}

ProofNumbers Solver::searchHere(std::uint64_t key, ProofNumber proofLimit,
                                ProofNumber disproofLimit, int ply)
{
    m_spotsHere = m_board.totalSpots() - ply;
    if (m_board.size() == SolverPlanes::Size) {
        m_planes.reset(m_board);
        return search(m_planes, key, proofLimit, disproofLimit, ply);
    }
    JournalWalk walk(m_board, m_journal, m_replies);
    return search(walk, key, proofLimit, disproofLimit, ply);
}

int Solver::expandHere(Child* children)
{
    m_spotsHere = m_board.totalSpots();
    if (m_board.size() == SolverPlanes::Size) {
        m_planes.reset(m_board);
        return expand(m_planes, children, guessScale(0));
    }
    JournalWalk walk(m_board, m_journal, m_replies);
    return expand(walk, children, guessScale(0));
}

std::uint64_t Solver::guessScale(int ply) const
{
    if (m_board.size() != SolverPlanes::Size) {
        return 1;
    }
    // Every move adds a spot: the node `ply` moves below the search's start has this many.
    const int spots = m_spotsHere + ply;
    return static_cast<std::uint64_t>(std::max(DeepHorizon - spots, 1));
}

std::uint64_t Solver::keyHere() const
{
    return m_board.size() == SolverPlanes::Size ? SolverPlanes::keyOf(m_board) : m_journal.key();
}

template <typename Walk>
ProofNumbers Solver::search(Walk& walk, std::uint64_t key, ProofNumber proofLimit,
                            ProofNumber disproofLimit, int ply)
{
    ++m_nodes;
    if (outOfBudget()) {
        return {1, 1};
    }
    SolverEntry known;
    const bool inTable = m_table.probe(key, known);
    // The parent chose this node by numbers it read when it was expanded; a transposition may
    // have taken them past the limits since. Then the table's numbers answer without an expansion.
    if (inTable && ply > 0 && (known.proof >= proofLimit || known.disproof >= disproofLimit)) {
        return {known.proof, known.disproof};
    }
    const std::uint64_t workBefore = inTable ? known.work : 0;
    const std::uint64_t nodesBefore = m_nodes;
    Child* children = &m_children[static_cast<std::size_t>(ply * m_board.area())];
    const int count = expand(walk, children, guessScale(ply));
    if (count < 0) {
        m_table.store(key, 0, ProofInfinity, workBefore + 1);
        if (ply == 0) {
            m_root = {0, ProofInfinity};
            m_rootMoves = {1, 1, 0, {}};
        }
        return {0, ProofInfinity};
    }
    // Near the top, where the threads of a team meet, this thread marks the node as its own,
    // reads its children's numbers afresh at each pick (the other threads store them), and sees
    // a child another thread is in as dearer, so that it goes elsewhere unless that child is
    // far the most promising.
    const bool crowded = m_team != nullptr && ply < SolverTeam::MarkedPlies;
    const SolverTeam::Mark mark(crowded ? m_team : nullptr, m_thread, key);

    for (;;) {
        // Step 1. Gather the children's numbers: the most proving child (least disproof
        // number), the runner-up's disproof number, the sum of the proof numbers and the two
        // largest of them (the child searched next counts against the largest of the others).
        if (crowded) {
            for (int i = 0; i < count; ++i) {
                m_table.prefetch(children[i].key);
            }
            for (int i = 0; i < count; ++i) {
                children[i].numbers = lookup(children[i]);
            }
        }
        int best = 0;
        ProofNumber bestDisproof = ProofInfinity;
        ProofNumber bestProof = ProofInfinity;
        ProofNumber second = ProofInfinity;
        std::uint64_t proofSum = 0;
        std::uint64_t largestProof = 0;
        std::uint64_t runnerUpProof = 0;
        int largestAt = 0;
        bool winning = false; // a child is lost for its mover: this node cannot be disproven
        for (int i = 0; i < count; ++i) {
            const ProofNumbers numbers = children[i].numbers;
            if (numbers.disproof < bestDisproof) {
                second = bestDisproof;
                bestDisproof = numbers.disproof;
                bestProof = numbers.proof;
                best = i;
            } else if (numbers.disproof < second) {
                second = numbers.disproof;
            }
            proofSum += numbers.proof;
            if (numbers.proof > largestProof) {
                runnerUpProof = largestProof;
                largestProof = numbers.proof;
                largestAt = i;
            } else {
                runnerUpProof = std::max<std::uint64_t>(runnerUpProof, numbers.proof);
            }
            winning = winning || numbers.proof == ProofInfinity;
        }
        const std::uint64_t disproof = largestProof + (proofSum - largestProof) / OthersShare;
        const ProofNumbers mine{bestDisproof, winning ? ProofInfinity : capped(disproof)};
        if (crowded) {
            pickAside(children, count, proofLimit, best, bestDisproof, bestProof, second);
        }
        if (ply == 0) {
            m_root = mine;
            m_rootMoves = countRootMoves(children, count);
        }

        // Step 2. Back up when a threshold is reached (a proven node reaches one of them).
        if (mine.proof >= proofLimit || mine.disproof >= disproofLimit) {
            m_table.store(key, mine.proof, mine.disproof, workBefore + (m_nodes - nodesBefore) + 1);
            return mine;
        }

        // Step 3. Search the most proving child until it stops being the most proving one, or
        // until its proof number alone would take this node's disproof number to its limit.
        // At least one more than the child has. Below the cap the worked-out limit always is;
        // but when this node's disproof number is held at the cap (ProofInfinity - 1) under a
        // limit of ProofInfinity, the child may already have passed the worked-out one.
        const std::uint64_t othersLargest = best == largestAt ? runnerUpProof : largestProof;
        const std::uint64_t childProofLimit =
            std::max(childReachesLimit(disproofLimit, othersLargest, proofSum - bestProof),
                     std::uint64_t{bestProof} + 1);
        // At least one more than the child has, or a child whose numbers are stuck at their
        // cap (ProofInfinity - 1, a runner-up there too) would come back at once, forever.
        const ProofNumber childDisproofLimit =
            std::min(proofLimit, std::max(stretched(second), bestDisproof + 1));
        walk.play(children[best].square);
        children[best].numbers = search(
            walk, children[best].key,
            static_cast<ProofNumber>(std::min<std::uint64_t>(childProofLimit, ProofInfinity)),
            childDisproofLimit, ply + 1);
        walk.undo();
        if (m_aborted) {
            // The numbers as they stood when the budget ran out, so that the report and a run
            // resumed from a saved table see how far the search below this node got.
            m_table.store(key, mine.proof, mine.disproof, workBefore + (m_nodes - nodesBefore) + 1);
            return mine;
        }
    }
}

template <typename Walk>
int Solver::expand(Walk& walk, Child* children, std::uint64_t scale)
{
    const bool symmetric = walk.symmetric();
    std::array<int, MaxSquares> moves; // not cleared: walk.moves fills what is read
    const int moveCount = walk.moves(moves.data());
    walk.prepare();
    int count = 0;
    for (int m = 0; m < moveCount; ++m) {
        const int sq = moves[static_cast<std::size_t>(m)];
        std::uint64_t key = 0;
        ChildCounts counts;
        if (walk.child(sq, key, counts)) {
            return -1;
        }
        ProofNumbers guess = firstGuess(counts);
        guess = {capped(guess.proof * scale), capped(guess.disproof * scale)};
        if (symmetric && std::any_of(children, children + count,
                                     [key](const Child& c) { return c.key == key; })) {
            continue;
        }
        children[count++] = {key, guess, sq};
    }
    // The children's buckets are asked for together, once every key is known. Asked for one by
    // one as the keys came, each request held up the work on the next key; on this machine a
    // table read that misses the TLB stalls until its page is found. Together they overlap:
    // the 4 x 4 start took 13-15% less time with one thread and a quarter less with two, with
    // the same nodes (docs/ENGINE.md).
    for (int i = 0; i < count; ++i) {
        m_table.prefetch(children[i].key);
    }
    // What the table knows replaces the first guesses. A child the table does not know is
    // looked at for a reply that wins at once (while the buckets load); such a child is lost
    // for this node's mover, exactly. It is not stored (storing it cost a fifth more nodes on a
    // 6-ply 4 x 4 position, entries pushed out), so the walks over the proof after the solve
    // read the table through probeHere, which sees such a position. Siblings are read again only
    // when the search comes back to this node; a transposition that settles one of them meanwhile
    // is noticed then.
    for (int i = 0; i < count; ++i) {
        SolverEntry entry;
        if (m_table.probe(children[i].key, entry)) {
            children[i].numbers = {entry.proof, entry.disproof};
        } else if (walk.replyWins(children[i].square)) {
            children[i].numbers = {0, ProofInfinity};
        }
        if (children[i].numbers.proof == ProofInfinity) {
            return -1;
        }
    }
    return count;
}

bool Solver::probeHere(SolverEntry& entry) const
{
    if (m_table.probe(keyHere(), entry)) {
        return true;
    }
    // The search does not store a position whose mover wins at once (see expand).
    if (winsAtOnce(m_board)) {
        entry = {0, ProofInfinity, 1};
        return true;
    }
    return false;
}

ProofNumbers Solver::lookup(const Child& child) const
{
    SolverEntry entry;
    if (!m_table.probe(child.key, entry)) {
        return child.numbers;
    }
    return {entry.proof, entry.disproof};
}

RootMoves Solver::countRootMoves(const Child* children, int count) const
{
    RootMoves moves{count, 0, 0, {}};
    for (int i = 0; i < count; ++i) {
        // A child's numbers are its mover's: the opponent's.
        const ProofNumbers numbers = children[i].numbers;
        moves.wins += numbers.disproof == 0 ? 1 : 0;
        moves.losses += numbers.proof == 0 ? 1 : 0;
        moves.moves.push_back({children[i].square, numbers.disproof, numbers.proof});
    }
    return moves;
}

void Solver::resetRun()
{
    m_nodes = 0;
    m_flushed = 0;
    m_nextCheck = 0;
    m_aborted = false;
    m_stopped = false;
    m_halted = false;
    m_root = {1, 1};
    m_rootMoves = {};
    m_others = 0;
}

bool Solver::outOfBudget()
{
    if (m_aborted) {
        return true;
    }
    if (m_stop != nullptr && m_stop->load(std::memory_order_relaxed)) {
        m_aborted = true;
        m_stopped = true;
        return true;
    }
    if (m_limits.nodes > 0 && m_nodes + m_others > m_limits.nodes) {
        m_aborted = true;
        return true;
    }
    if (m_nodes < m_nextCheck) {
        return false;
    }
    m_nextCheck = m_nodes + 1024;
    if (m_team != nullptr && teamHalted()) {
        m_aborted = true;
        m_halted = true;
        return true;
    }
    const auto now = std::chrono::steady_clock::now();
    if (m_limits.time.count() > 0 && now - m_started >= m_limits.time) {
        m_aborted = true;
        return true;
    }
    if (m_onProgress && now >= m_nextReport) {
        m_nextReport = now + std::chrono::seconds(1);
        // The callback may save the table: no helper stores meanwhile.
        if (m_team != nullptr) {
            m_team->pauseHelpers();
        }
        m_onProgress(SolveProgress{
            m_nodes + m_others, std::chrono::duration<double>(now - m_started).count(),
            m_root.proof, m_root.disproof, m_table.fillPermille(), m_rootMoves});
        if (m_team != nullptr) {
            m_team->resumeHelpers();
        }
    }
    return false;
}

void Solver::settleRootMoves(SolveResult& result)
{
    // The first moves by the class of the position they lead to (symmetric moves share one).
    struct Verdict
    {
        std::uint64_t key;
        int value; // 1: the move wins, -1: it loses, 0: unsettled
        std::uint32_t work;
    };
    std::vector<Verdict> verdicts;
    const Side them = opponent(m_board.toMove());
    const bool wanted = result.winner == m_board.toMove() && m_limits.classifyRootMoves;
    std::uint32_t bestWork = 0;
    for (int sq = 0; sq < m_board.area(); ++sq) {
        if (m_board.owner(sq) == them) {
            continue;
        }
        Verdict verdict{0, 1, 0};
        if (!m_journal.play(m_board, sq)) {
            verdict.key = keyHere();
            const auto seen = std::find_if(verdicts.begin(), verdicts.end(),
                                           [&](const Verdict& v) { return v.key == verdict.key; });
            if (seen != verdicts.end()) {
                verdict = *seen;
            } else {
                SolverEntry entry;
                bool found = probeHere(entry);
                if (wanted && !m_aborted && (!found || (entry.proof != 0 && entry.disproof != 0))) {
                    searchTogether(verdict.key, 1);
                    found = m_table.probe(verdict.key, entry);
                }
                verdict.value = !found ? 0 : entry.disproof == 0 ? 1 : entry.proof == 0 ? -1 : 0;
                verdict.work = found ? entry.work : 0;
                verdicts.push_back(verdict);
            }
        }
        m_journal.undo(m_board);
        if (verdict.value > 0) {
            result.winningMoves.push_back(sq);
            // The winning move whose proof took least work: usually the quickest win.
            if (result.bestMove < 0 || verdict.work < bestWork) {
                result.bestMove = sq;
                bestWork = verdict.work;
            }
        } else if (verdict.value == 0 && wanted) {
            result.unsettledMoves.push_back(sq);
        } else if (verdict.value < 0 && result.winner == them &&
                   (result.bestMove < 0 || verdict.work > bestWork)) {
            // Lost: the move whose refutation took most work resists longest.
            result.bestMove = sq;
            bestWork = verdict.work;
        }
    }
}

void Solver::followProof(SolveResult& result)
{
    // The winner plays its cheapest proven move, the loser its most stubborn one, as long as
    // the table still holds the positions on the way.
    while (!m_board.gameOver()) {
        SolverEntry here;
        if (!probeHere(here) || (here.proof != 0 && here.disproof != 0)) {
            break;
        }
        const bool winning = here.proof == 0;
        const Side them = opponent(m_board.toMove());
        int choice = -1;
        std::uint32_t choiceWork = 0;
        for (int sq = 0; sq < m_board.area(); ++sq) {
            if (m_board.owner(sq) == them) {
                continue;
            }
            const bool won = m_journal.play(m_board, sq);
            SolverEntry entry;
            const bool found = !won && probeHere(entry);
            m_journal.undo(m_board);
            if (won) {
                choice = sq;
                break;
            }
            if (!found || (winning ? entry.disproof != 0 : entry.proof != 0)) {
                continue;
            }
            if (choice < 0 || (winning ? entry.work < choiceWork : entry.work > choiceWork)) {
                choice = sq;
                choiceWork = entry.work;
            }
        }
        if (choice < 0) {
            break;
        }
        result.line.push_back(choice);
        m_journal.play(m_board, choice);
    }
    while (m_journal.plies() > 0) {
        m_journal.undo(m_board);
    }
}

SolveResult solve(const Board& board, const SolveLimits& limits, const std::atomic<bool>* stop,
                  const Solver::ProgressCallback& onProgress)
{
    Solver solver(limits.tableMegabytes);
    return solver.solve(board, limits, stop, onProgress);
}

} // namespace jump61
