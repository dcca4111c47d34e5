#include "core/PlaneBoard.h"

#include "support/BoardChecks.h"
#include "support/ReferenceBoard.h"
#include "support/TestHelpers.h"

#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <QtTest>

// PlaneBoard (bit planes, whole-wave cascades) against Board and ReferenceBoard: thousands of
// random games on every size, from the fresh board and from positions full of critical squares
// (long cascades, many wins), comparing after every move every cell, the hash, the spot total,
// the winner, the move's win flag and the legal moves. Winning moves are replayed in the order
// of docs/PROTOCOL.md 1.1, so even a won position's spots must agree.

using namespace jump61;
using jump61::testing::ReferenceBoard;
using jump61::testing::scaled;
using jump61::testing::boardchecks::firstDifference;
using jump61::testing::boardchecks::randomLegalSquare;
using jump61::testing::boardchecks::randomSetPosition;
using jump61::testing::boardchecks::setBoth;

namespace {

struct Tally
{
    int moves = 0;
    int wins = 0;
    int cascades = 0;
    int loneJumps = 0; // cascades of one jump: no neighbour of the square was critical
};

template <int N>
std::string planeDifference(const PlaneBoard<N>& planes, const Board& board)
{
    for (int sq = 0; sq < board.area(); ++sq) {
        if (planes.cell(sq) != board.cell(sq)) {
            return "cell " + std::to_string(sq) + " differs from Board's";
        }
    }
    if (planes.hash() != board.hash()) {
        return "the hash differs from Board's";
    }
    if (planes.totalSpots() != board.totalSpots()) {
        return "the spot total differs from Board's";
    }
    if (planes.gameOver() != board.gameOver()) {
        return "gameOver differs from Board's";
    }
    const auto legal = planes.legalMoves();
    for (int sq = 0; sq < board.area(); ++sq) {
        const bool planeLegal = ((legal[static_cast<std::size_t>(sq / 64)] >> (sq % 64)) & 1) != 0;
        if (planeLegal != board.isLegal(sq)) {
            return "legality of square " + std::to_string(sq) + " differs from Board's";
        }
    }
    if (!(planes.toBoard() == board) || planes.toBoard().hash() != board.hash()) {
        return "toBoard differs from Board";
    }
    return {};
}

// Random games on N x N; every other one from a random position built with `set`, now and then
// a position of critical squares only (every move fires, most cover the board).
template <int N>
void playRandomGames(int movesWanted, std::uint64_t seed, Tally& tally)
{
    std::mt19937_64 rng(seed);
    int games = 0;
    while (tally.moves < movesWanted || games < 4) {
        Board board(N);
        ReferenceBoard ref(N);
        if (games % 2 == 1) {
            randomSetPosition(board, ref, rng);
        } else if (games % 8 == 4) {
            for (int sq = 0; sq < board.area(); ++sq) {
                setBoth(board, ref, sq, board.degree(sq), rng() % 2 == 0 ? Side::Red : Side::Blue);
            }
        }
        ++games;
        PlaneBoard<N> planes(board);
        for (int step = 0; step < 8 * board.area() && !board.gameOver(); ++step) {
            const int sq = randomLegalSquare(board, ref, rng);
            if (planes.fires(sq)) {
                ++tally.cascades;
                tally.loneJumps += planes.jumpsAlone(sq) ? 1 : 0;
            }
            const bool planeWon = planes.play(sq);
            const bool won = board.play(sq);
            const bool refWon = ref.play(board.topology().row(sq), board.topology().col(sq));
            QCOMPARE(planeWon, won);
            QCOMPARE(won, refWon);
            QVERIFY(PlaneBoard<N>(board) == planes); // the row-at-a-time conversion
            tally.wins += won ? 1 : 0;
            ++tally.moves;
            std::string difference = planeDifference(planes, board);
            if (difference.empty()) {
                difference = firstDifference(planes.toBoard(), ref);
            }
            if (!difference.empty()) {
                difference += " after move " + std::to_string(tally.moves);
            }
            QVERIFY2(difference.empty(), difference.c_str());
        }
    }
}

template <int... Sizes>
Tally playRandomGamesOfSize(int size, int movesWanted, std::integer_sequence<int, Sizes...>)
{
    Tally tally;
    ((size == Sizes + MinSize
          ? (playRandomGames<Sizes + MinSize>(movesWanted, 0x9A1E0000u + Sizes, tally), 0)
          : 0),
     ...);
    return tally;
}

// Every shift of PlaneBits against the grid, square by square, on random sets of an N x N board:
// on four-word boards the shifts run on 128-bit registers at run time and word by word at
// compile time (the Neighbours table), so this also holds the two ways to each other. Then the
// chain of a square of the set (PlaneBits::component, grown with those shifts) against a walk
// over the grid.
template <int N>
std::string shiftDifference(std::mt19937_64& rng)
{
    using Bits = PlaneBits<N>;
    for (int trial = 0; trial < 200; ++trial) {
        typename Bits::Plane set{};
        const int density = 1 + trial % 8; // one square in 1 to 8
        for (int sq = 0; sq < N * N; ++sq) {
            if (rng() % static_cast<unsigned>(density) == 0) {
                set[static_cast<std::size_t>(sq / 64)] |= std::uint64_t{1} << (sq % 64);
            }
        }
        const auto has = [](const typename Bits::Plane& plane, int r, int c) {
            if (r < 0 || r >= N || c < 0 || c >= N) {
                return false;
            }
            const int sq = r * N + c;
            return ((plane[static_cast<std::size_t>(sq / 64)] >> (sq % 64)) & 1) != 0;
        };
        const auto up = Bits::up(set);
        const auto down = Bits::down(set);
        const auto left = Bits::left(set);
        const auto right = Bits::right(set);
        const auto around = Bits::around(set);
        typename Bits::Plane fromTable{};
        for (int sq = 0; sq < N * N; ++sq) {
            if (has(set, sq / N, sq % N)) {
                for (int w = 0; w < Bits::Words; ++w) {
                    fromTable[w] |= Bits::Neighbours[static_cast<std::size_t>(sq)][w];
                }
            }
        }
        if (around != fromTable) {
            return "around differs from the Neighbours table";
        }
        for (int w = Bits::Words * 64 - 1; w >= N * N; --w) {
            for (const auto* plane : {&up, &down, &left, &right, &around}) {
                if ((((*plane)[static_cast<std::size_t>(w / 64)] >> (w % 64)) & 1) != 0) {
                    return "a shift set bit " + std::to_string(w) + ", past the board";
                }
            }
        }
        for (int r = 0; r < N; ++r) {
            for (int c = 0; c < N; ++c) {
                const bool below = has(set, r + 1, c);
                const bool above = has(set, r - 1, c);
                const bool onRight = has(set, r, c + 1);
                const bool onLeft = has(set, r, c - 1);
                if (has(up, r, c) != below || has(down, r, c) != above ||
                    has(left, r, c) != onRight || has(right, r, c) != onLeft ||
                    has(around, r, c) != (below || above || onRight || onLeft)) {
                    return "a shift differs from the grid at row " + std::to_string(r) +
                           ", column " + std::to_string(c);
                }
            }
        }
        if (set == typename Bits::Plane{}) {
            continue;
        }
        int start = static_cast<int>(rng() % static_cast<unsigned>(N * N));
        while (!has(set, start / N, start % N)) {
            start = (start + 1) % (N * N);
        }
        typename Bits::Plane walked{};
        std::vector<int> todo{start};
        walked[static_cast<std::size_t>(start / 64)] |= std::uint64_t{1} << (start % 64);
        while (!todo.empty()) {
            const int sq = todo.back();
            todo.pop_back();
            const int r = sq / N;
            const int c = sq % N;
            for (const auto& [nr, nc] : {std::pair{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}) {
                if (has(set, nr, nc) && !has(walked, nr, nc)) {
                    const int next = nr * N + nc;
                    walked[static_cast<std::size_t>(next / 64)] |= std::uint64_t{1} << (next % 64);
                    todo.push_back(next);
                }
            }
        }
        if (Bits::component(start, set) != walked) {
            return "the chain of square " + std::to_string(start) + " differs from the walk";
        }
    }
    return {};
}

template <int... Sizes>
std::string shiftDifferenceOfSize(int size, std::mt19937_64& rng,
                                  std::integer_sequence<int, Sizes...>)
{
    std::string difference;
    ((size == Sizes + MinSize ? (difference = shiftDifference<Sizes + MinSize>(rng), 0) : 0), ...);
    return difference;
}

} // namespace

class PlaneBoardTest : public QObject
{
    Q_OBJECT

private slots:
    void randomGamesMatchBoardAndReference_data();
    void randomGamesMatchBoardAndReference();
    void shiftsMatchTheGrid_data();
    void shiftsMatchTheGrid();
    void convertsBothWays();
    void winStopsInProtocolOrder();
};

void PlaneBoardTest::randomGamesMatchBoardAndReference_data()
{
    jump61::testing::addBoardSizeRows();
}

void PlaneBoardTest::randomGamesMatchBoardAndReference()
{
    QFETCH(int, size);
    const int movesWanted = scaled(6000, 800);
    const Tally tally = playRandomGamesOfSize(
        size, movesWanted, std::make_integer_sequence<int, MaxSize - MinSize + 1>{});
    if (QTest::currentTestFailed()) {
        return;
    }
    QVERIFY(tally.moves >= movesWanted);
    QVERIFY2(tally.wins > 0, "no game reached a win, so no winning move was compared");
    QVERIFY2(tally.cascades > tally.wins, "no cascade short of a win was compared");
    QVERIFY2(tally.loneJumps > 0, "no cascade of one jump was compared");
    QVERIFY2(tally.cascades > tally.loneJumps, "no cascade of several jumps was compared");
}

void PlaneBoardTest::shiftsMatchTheGrid_data()
{
    jump61::testing::addBoardSizeRows();
}

void PlaneBoardTest::shiftsMatchTheGrid()
{
    QFETCH(int, size);
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 7919);
    const std::string difference =
        shiftDifferenceOfSize(size, rng, std::make_integer_sequence<int, MaxSize - MinSize + 1>{});
    QVERIFY2(difference.empty(), difference.c_str());
}

void PlaneBoardTest::convertsBothWays()
{
    std::mt19937_64 rng(15);
    Board board(7);
    ReferenceBoard ref(7);
    randomSetPosition(board, ref, rng);
    const PlaneBoard<7> planes(board);
    QVERIFY(planes.toBoard() == board);
    QCOMPARE(planes.toBoard().hash(), board.hash());
    QCOMPARE(planes.toBoard().count(Side::Red), board.count(Side::Red));
    QCOMPARE(planes.toBoard().count(Side::Blue), board.count(Side::Blue));
    QVERIFY(PlaneBoard<7>(planes.toBoard()) == planes);
}

// 2r 2r / 1b 1r, Red plays 1 1: in the protocol's order 1 1 jumps, 2 1 turns red and the board
// is won with 1 2 still overfull (3r); a whole wave would have let 1 2 jump as well.
void PlaneBoardTest::winStopsInProtocolOrder()
{
    Board board(2);
    board.set(0, 2, Side::Red);
    board.set(1, 2, Side::Red);
    board.set(2, 1, Side::Blue);
    board.set(3, 1, Side::Red);
    PlaneBoard<2> planes(board);
    QVERIFY(planes.fires(0));
    QVERIFY(planes.play(0));
    QVERIFY(planes.gameOver());
    QCOMPARE(planes.cell(0) & Board::SpotMask, 1);
    QCOMPARE(planes.cell(1) & Board::SpotMask, 3);
    QCOMPARE(planes.cell(2) & Board::SpotMask, 2);
    QCOMPARE(planes.cell(3) & Board::SpotMask, 1);
    QVERIFY(board.play(0));
    QCOMPARE(planes.hash(), board.hash());
    QVERIFY(planes.legalMoves() == PlaneBoard<2>::Plane{});
}

QTEST_APPLESS_MAIN(PlaneBoardTest)
#include "PlaneBoardTest.moc"
