#include "engine/Solver.h"

#include "engine/BenchPositions.h"
#include "engine/SolverJournal.h"
#include "engine/SolverPlanes.h"
#include "engine/SolverReplies.h"
#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <QtTest>

// The solver must agree with a plain exhaustive minimax, written here on top of ReferenceBoard,
// on every position small enough for the minimax; a position and its mirror images must get the
// same value; and a budget that runs out must give "unknown", never a wrong answer.

using namespace jump61;
using jump61::testing::ReferenceBoard;
using jump61::testing::scaled;

namespace {

// Who wins with perfect play, by trying every move: the mover wins if one of its moves wins at
// once or leads to a position the mover wins. Memoised on the dump, so 3 x 3 stays quick.
class Minimax
{
public:
    int winner(const ReferenceBoard& board)
    {
        if (board.winner() != 0) {
            return board.winner();
        }
        const std::string key = board.dump();
        if (const auto known = m_memo.find(key); known != m_memo.end()) {
            return known->second;
        }
        const int mover = board.toMove();
        int result = 3 - mover;
        for (int row = 1; row <= board.size() && result != mover; ++row) {
            for (int col = 1; col <= board.size() && result != mover; ++col) {
                if (board.isLegal(row, col) && moveWins(board, row, col)) {
                    result = mover;
                }
            }
        }
        m_memo.emplace(key, result);
        return result;
    }

    // True if the legal move (row, col) wins for the side to move with perfect play.
    bool moveWins(const ReferenceBoard& board, int row, int col)
    {
        const int mover = board.toMove();
        ReferenceBoard next = board;
        return next.play(row, col) || winner(next) == mover;
    }

private:
    std::map<std::string, int> m_memo;
};

Board toBoard(const ReferenceBoard& reference)
{
    Board board(reference.size());
    for (int row = 1; row <= reference.size(); ++row) {
        for (int col = 1; col <= reference.size(); ++col) {
            const int colour = reference.colour(row, col);
            const int square = (row - 1) * reference.size() + (col - 1);
            board.set(square, colour == 0 ? 0 : reference.spots(row, col),
                      static_cast<Side>(colour));
        }
    }
    return board;
}

// Plays random legal moves that do not end the game until `total` spots are on the board (or no
// such move is left); the result is never a finished game.
ReferenceBoard randomPosition(int size, int total, std::mt19937_64& rng)
{
    ReferenceBoard board(size);
    int spots = size * size;
    while (spots < total) {
        std::vector<std::pair<int, int>> quiet;
        for (int row = 1; row <= size; ++row) {
            for (int col = 1; col <= size; ++col) {
                ReferenceBoard next = board;
                if (board.isLegal(row, col) && !next.play(row, col)) {
                    quiet.emplace_back(row, col);
                }
            }
        }
        if (quiet.empty()) {
            break;
        }
        const auto [row, col] = quiet[rng() % quiet.size()];
        board.play(row, col);
        ++spots;
    }
    return board;
}

// The position of `reference`, now and then after one more move that fires (and does not win),
// so that positions after cascades come up too: a coin is tossed before each square is tried,
// and the first tails ends the try.
Board nowAndThenAfterACascade(const ReferenceBoard& reference, std::mt19937_64& rng)
{
    Board board = toBoard(reference);
    for (int sq = 0; sq < board.area() && rng() % 2 == 0 && !board.gameOver(); ++sq) {
        Board next = board;
        if (next.isLegal(sq) && next.spots(sq) == next.degree(sq) && !next.play(sq)) {
            return next;
        }
    }
    return board;
}

// The answers of a reply check: the positions must have asked both questions often, or the
// comparisons say little.
struct Tally
{
    int yes = 0;
    int all = 0;
    void add(bool answer)
    {
        yes += answer ? 1 : 0;
        ++all;
    }
    bool sawBoth() const { return yes > all / 50 && yes < all - all / 50; }
};

// True if the side to move has a move that wins at once, by trying every move.
bool someMoveWinsAtOnce(const Board& board)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        Board next = board;
        if (next.isLegal(sq) && next.play(sq)) {
            return true;
        }
    }
    return false;
}

// Image `g` of a position under the square's symmetries (bit 0 flips rows, bit 1 flips columns,
// bit 2 swaps them).
ReferenceBoard image(const ReferenceBoard& board, int g)
{
    const int n = board.size();
    ReferenceBoard result(n);
    for (int row = 1; row <= n; ++row) {
        for (int col = 1; col <= n; ++col) {
            int r = (g & 1) != 0 ? n + 1 - row : row;
            int c = (g & 2) != 0 ? n + 1 - col : col;
            if ((g & 4) != 0) {
                std::swap(r, c);
            }
            const int colour = board.colour(row, col);
            result.set(r, c, colour == 0 ? 0 : board.spots(row, col), colour);
        }
    }
    return result;
}

SolveLimits unlimited()
{
    SolveLimits limits;
    limits.tableMegabytes = 8;
    return limits;
}

} // namespace

class SolverTest : public QObject
{
    Q_OBJECT

private slots:
    void journalKeyIsSharedByImagesAndFollowsMoves();
    void planesKeyIsExactAndSharedByImages();
    void planesSeeEveryReplyThatWinsAtOnce();
    void boardRepliesSeeEveryReplyThatWinsAtOnce_data();
    void boardRepliesSeeEveryReplyThatWinsAtOnce();
    void agreesWithMinimax_data();
    void agreesWithMinimax();
    void startPositionsOfTwoAndThree();
    void symmetricImagesHaveTheSameValue();
    void proofLineIsLegalAndEndsInTheWin();
    void finishedGameIsProvenAtOnce();
    void budgetThatRunsOutGivesUnknown();
    void stopFlagEndsTheSolve();
    void keptTableGivesTheSameAnswers();
    void benchForcedWinsAreProvenWins();
};

// The canonical key is the same for all eight images of a position, and after any sequence of
// moves and undos it equals the key computed from scratch.
void SolverTest::journalKeyIsSharedByImagesAndFollowsMoves()
{
    std::mt19937_64 rng(8);
    SolverJournal journal;
    SolverJournal fresh;
    for (int i = 0; i < scaled(40, 10); ++i) {
        const int size = 2 + i % 6;
        const ReferenceBoard reference =
            randomPosition(size, size * size + static_cast<int>(rng() % (size * size)), rng);
        Board board = toBoard(reference);
        journal.reset(board);
        const std::uint64_t key = journal.key();
        for (int g = 1; g < 8; ++g) {
            fresh.reset(toBoard(image(reference, g)));
            QCOMPARE(fresh.key(), key);
        }
        std::vector<std::uint64_t> keys{key};
        while (!board.gameOver() && journal.plies() < 12) {
            std::vector<int> legal;
            for (int sq = 0; sq < board.area(); ++sq) {
                if (board.isLegal(sq)) {
                    legal.push_back(sq);
                }
            }
            journal.play(board, legal[rng() % legal.size()]);
            fresh.reset(board);
            QCOMPARE(journal.key(), fresh.key());
            keys.push_back(journal.key());
        }
        while (journal.plies() > 0) {
            keys.pop_back();
            journal.undo(board);
            QCOMPARE(journal.key(), keys.back());
        }
        QVERIFY(board == toBoard(reference));
    }
}

// On 4 x 4 the key is an exact code: the eight images of a position share it, and positions
// that are not images of each other never do. Moves, counts (moves and loaded squares) and
// symmetry agree with the Board and the journal.
void SolverTest::planesKeyIsExactAndSharedByImages()
{
    std::mt19937_64 rng(16);
    std::map<std::uint64_t, std::set<std::array<std::uint8_t, 16>>> classes;
    for (int i = 0; i < scaled(300, 60); ++i) {
        const ReferenceBoard reference = randomPosition(4, 16 + static_cast<int>(rng() % 30), rng);
        const Board board = toBoard(reference);
        const std::uint64_t key = SolverPlanes::keyOf(board);
        std::array<std::uint8_t, 16> least{};
        for (int g = 0; g < 8; ++g) {
            const Board mirrored = toBoard(image(reference, g));
            QCOMPARE(SolverPlanes::keyOf(mirrored), key);
            std::array<std::uint8_t, 16> cells{};
            for (int sq = 0; sq < 16; ++sq) {
                cells[static_cast<std::size_t>(sq)] = mirrored.cell(sq);
            }
            least = g == 0 ? cells : std::min(least, cells);
        }
        classes[key].insert(least);
        QCOMPARE(classes[key].size(), std::size_t{1});

        if (board.gameOver()) {
            continue;
        }
        SolverPlanes planes;
        planes.reset(board);
        SolverJournal journal;
        journal.reset(board);
        QCOMPARE(planes.symmetric(), journal.symmetric());
        std::array<int, 16> moves{};
        const int count = planes.moves(moves.data());
        planes.prepare();
        int legal = 0;
        for (int sq = 0; sq < 16; ++sq) {
            legal += board.isLegal(sq) ? 1 : 0;
        }
        QCOMPARE(count, legal);
        for (int m = 0; m < count; ++m) {
            const int sq = moves[static_cast<std::size_t>(m)];
            QVERIFY(board.isLegal(sq));
            Board next = board;
            const bool won = next.play(sq);
            std::uint64_t childKey = 0;
            ChildCounts counts{-1, -1, -1, -1};
            QCOMPARE(planes.child(sq, childKey, counts), won);
            QCOMPARE(planes.play(sq), won);
            if (!won) {
                QCOMPARE(planes.key(), SolverPlanes::keyOf(next));
                QCOMPARE(childKey, planes.key());
                const Side mover = next.toMove();
                QCOMPARE(counts.moverMoves, 16 - next.count(opponent(mover)));
                QCOMPARE(counts.otherMoves, 16 - next.count(mover));
                // Loaded squares as the Board counts them: as many spots as neighbours.
                int moverLoaded = 0;
                int otherLoaded = 0;
                for (int square = 0; square < 16; ++square) {
                    if (next.spots(square) == next.degree(square)) {
                        moverLoaded += next.owner(square) == mover ? 1 : 0;
                        otherLoaded += next.owner(square) == opponent(mover) ? 1 : 0;
                    }
                }
                QCOMPARE(counts.moverLoaded, moverLoaded);
                QCOMPARE(counts.otherLoaded, otherLoaded);
            }
            planes.undo();
            QCOMPARE(planes.key(), key);
        }
    }
}

// SolverPlanes::replyWins against the Board: after each legal move that does not win, does the
// other side have a move that wins at once? Full positions, where cascades run far, are where
// its shortcut for quiet moves (the other side's cascades worked out once, before the move)
// could go wrong.
void SolverTest::planesSeeEveryReplyThatWinsAtOnce()
{
    std::mt19937_64 rng(61);
    Tally tally;
    for (int i = 0; i < scaled(400, 80); ++i) {
        const ReferenceBoard reference = randomPosition(4, 16 + static_cast<int>(rng() % 33), rng);
        const Board board = nowAndThenAfterACascade(reference, rng);
        if (board.gameOver()) {
            continue;
        }
        SolverPlanes planes;
        planes.reset(board);
        planes.prepare();
        for (int sq = 0; sq < 16; ++sq) {
            if (!board.isLegal(sq)) {
                continue;
            }
            Board next = board;
            const bool won = next.play(sq);
            std::uint64_t key = 0;
            ChildCounts counts;
            QCOMPARE(planes.child(sq, key, counts), won);
            if (won) {
                continue;
            }
            const bool replyWins = someMoveWinsAtOnce(next);
            QCOMPARE(planes.replyWins(sq), replyWins);
            tally.add(replyWins);
        }
    }
    QVERIFY(tally.sawBoth());
}

void SolverTest::boardRepliesSeeEveryReplyThatWinsAtOnce_data()
{
    QTest::addColumn<int>("size");
    QTest::addRow("2x2") << 2;
    QTest::addRow("3x3") << 3;
    QTest::addRow("5x5") << 5;
    QTest::addRow("6x6") << 6;
    QTest::addRow("8x8") << 8;
}

// SolverReplies, the same question for the other sizes' walk, against the Board: one object
// asked about many positions in turn, as the solver asks it, so that its kept answers and its
// notes of the position before are used (and must not leak from one position to the next).
void SolverTest::boardRepliesSeeEveryReplyThatWinsAtOnce()
{
    QFETCH(int, size);
    const int area = size * size;
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 104729);
    SolverReplies replies;
    Tally tally;
    for (int i = 0; i < scaled(300, 60); ++i) {
        // From the start to nearly settled everywhere, where cascades run far.
        const int total = area + static_cast<int>(rng() % (2 * area));
        const ReferenceBoard reference = randomPosition(size, total, rng);
        const Board board = nowAndThenAfterACascade(reference, rng);
        if (board.gameOver()) {
            continue;
        }
        replies.reset(board);
        std::vector<int> asked;
        for (int sq = 0; sq < area; ++sq) {
            if (!board.isLegal(sq)) {
                continue;
            }
            Board next = board;
            if (!next.play(sq)) {
                replies.describe(sq, next, next.hash());
                asked.push_back(sq);
            }
        }
        // Asked after every child is described, as expand does.
        for (const int sq : asked) {
            Board next = board;
            next.play(sq);
            const bool replyWins = someMoveWinsAtOnce(next);
            QCOMPARE(replies.wins(sq), replyWins);
            tally.add(replyWins);
        }
    }
    QVERIFY(tally.sawBoth());
}

void SolverTest::agreesWithMinimax_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("lowTotal");  // spots on the board: from
    QTest::addColumn<int>("highTotal"); // to
    QTest::addColumn<int>("positions");
    QTest::addRow("2x2 anywhere") << 2 << 4 << 8 << scaled(60, 20);
    QTest::addRow("3x3 anywhere") << 3 << 9 << 24 << scaled(60, 15);
    QTest::addRow("4x4 near the end") << 4 << 40 << 48 << scaled(40, 8);
}

// The value and the complete list of winning first moves match the minimax.
void SolverTest::agreesWithMinimax()
{
    QFETCH(int, size);
    QFETCH(int, lowTotal);
    QFETCH(int, highTotal);
    QFETCH(int, positions);
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 7919);
    Minimax minimax;
    Solver solver(8);
    for (int i = 0; i < positions; ++i) {
        const int total = lowTotal + static_cast<int>(rng() % (highTotal - lowTotal + 1));
        const ReferenceBoard reference = randomPosition(size, total, rng);
        const Board board = toBoard(reference);
        solver.clear();
        const SolveResult result = solver.solve(board, unlimited());
        QVERIFY(result.proven);
        QCOMPARE(static_cast<int>(result.winner), minimax.winner(reference));
        std::vector<int> winning;
        for (int sq = 0; sq < board.area(); ++sq) {
            const int row = sq / size + 1;
            const int col = sq % size + 1;
            if (reference.isLegal(row, col) && minimax.moveWins(reference, row, col)) {
                winning.push_back(sq);
            }
        }
        QCOMPARE(result.winningMoves, winning);
        QVERIFY(result.unsettledMoves.empty());
        if (!winning.empty()) {
            QVERIFY(std::find(winning.begin(), winning.end(), result.bestMove) != winning.end());
        }
    }
}

// Small enough to check by hand: on 2 x 2 and 3 x 3 the second player wins.
void SolverTest::startPositionsOfTwoAndThree()
{
    for (int size : {2, 3}) {
        const SolveResult result = solve(Board(size), unlimited());
        QVERIFY(result.proven);
        QCOMPARE(result.winner, Side::Blue);
        QVERIFY(result.winningMoves.empty());
        QVERIFY(result.bestMove >= 0);
    }
}

// Every image of a position under the eight symmetries has the same winner, and its winning
// moves are the images of the original's, whether the table is kept between the images (they
// then share entries) or cleared.
void SolverTest::symmetricImagesHaveTheSameValue()
{
    std::mt19937_64 rng(2024);
    Solver kept(8);
    Solver fresh(8);
    for (int i = 0; i < scaled(24, 6); ++i) {
        const int size = 3 + i % 2;
        const int total = size == 3 ? 12 + i % 8 : 38 + i % 8;
        const ReferenceBoard original = randomPosition(size, total, rng);
        const SolveResult first = fresh.solve(toBoard(original), unlimited());
        QVERIFY(first.proven);
        for (int g = 1; g < 8; ++g) {
            const ReferenceBoard mirrored = image(original, g);
            fresh.clear();
            for (Solver* solver : {&kept, &fresh}) {
                const SolveResult other = solver->solve(toBoard(mirrored), unlimited());
                QVERIFY(other.proven);
                QCOMPARE(other.winner, first.winner);
                QCOMPARE(other.winningMoves.size(), first.winningMoves.size());
            }
        }
    }
}

// The line that follows the proof is made of legal moves, and if it reaches the end of the game
// the proven winner is the one who wins it.
void SolverTest::proofLineIsLegalAndEndsInTheWin()
{
    std::mt19937_64 rng(77);
    for (int i = 0; i < scaled(20, 5); ++i) {
        const ReferenceBoard reference = randomPosition(3 + i % 2, i % 2 == 0 ? 12 : 40, rng);
        Board board = toBoard(reference);
        const SolveResult result = solve(board, unlimited());
        QVERIFY(result.proven);
        QVERIFY(!result.line.empty());
        for (const int square : result.line) {
            QVERIFY(board.isLegal(square));
            board.play(square);
        }
        if (board.gameOver()) {
            QCOMPARE(board.winner(), result.winner);
        }
    }
}

void SolverTest::finishedGameIsProvenAtOnce()
{
    Board board(3);
    for (int sq = 0; sq < board.area(); ++sq) {
        board.set(sq, 1, Side::Red);
    }
    const SolveResult result = solve(board, unlimited());
    QVERIFY(result.proven);
    QCOMPARE(result.winner, Side::Red);
    QCOMPARE(result.bestMove, -1);
}

// A mid-game 6 x 6 position cannot be solved in a thousand nodes: the answer is "unknown".
void SolverTest::budgetThatRunsOutGivesUnknown()
{
    std::mt19937_64 rng(6);
    const Board board = toBoard(randomPosition(6, 56, rng));
    SolveLimits limits = unlimited();
    limits.nodes = 1000;
    const SolveResult result = solve(board, limits);
    QVERIFY(!result.proven);
    QVERIFY(!result.stopped);
    QCOMPARE(result.winner, Side::White);
    QCOMPARE(result.bestMove, -1);
    QVERIFY(result.winningMoves.empty());
    QVERIFY(result.nodes <= 1001);
}

void SolverTest::stopFlagEndsTheSolve()
{
    const std::atomic<bool> stop{true};
    const SolveResult result = solve(Board(6), unlimited(), &stop);
    QVERIFY(!result.proven);
    QVERIFY(result.stopped);
    QCOMPARE(result.winner, Side::White);
}

// Results left in the table by earlier solves (of other positions, other sizes) never change an
// answer.
void SolverTest::keptTableGivesTheSameAnswers()
{
    std::mt19937_64 rng(5);
    Solver kept(8);
    for (int i = 0; i < scaled(30, 8); ++i) {
        const int size = 2 + i % 3;
        const int total = size == 4 ? 40 : size * size + static_cast<int>(rng() % (size * 2));
        const Board board = toBoard(randomPosition(size, total, rng));
        const SolveResult once = solve(board, unlimited());
        const SolveResult again = kept.solve(board, unlimited());
        QVERIFY(once.proven && again.proven);
        QCOMPARE(again.winner, once.winner);
        QCOMPARE(again.winningMoves, once.winningMoves);
    }
}

// The bench's forced-win positions (labelled offline by an exhaustive search) are wins for the
// mover, and each listed first move keeps the win.
void SolverTest::benchForcedWinsAreProvenWins()
{
    SolveLimits limits = unlimited();
    limits.classifyRootMoves = false;
    Solver solver(16);
    for (const auto& position : bench::forcedWins()) {
        const Board board = bench::boardFromRows(position.size, position.rows);
        const SolveResult result = solver.solve(board, limits);
        QVERIFY(result.proven);
        QCOMPARE(result.winner, board.toMove());
        for (const int square : bench::squaresFromText(position.size, position.winningMoves)) {
            QVERIFY(board.isLegal(square));
            Board next = board;
            if (!next.play(square)) {
                const SolveResult reply = solver.solve(next, limits);
                QVERIFY(reply.proven);
                QCOMPARE(reply.winner, board.toMove());
            }
        }
    }
}

QTEST_APPLESS_MAIN(SolverTest)
#include "SolverTest.moc"
