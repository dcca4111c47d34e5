#include "engine/Engine.h"

#include "core/Board.h"
#include "engine/Levels.h"
#include "engine/MateSearch.h"
#include "engine/Search.h"
#include "support/ForcedWinBoard.h"
#include "support/ForcedWinHelpers.h"
#include "support/ForcedWinSolver.h"
#include "support/ForcedWinSuite.h"

#include <algorithm>
#include <atomic>
#include <future>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <QTest>

using jump61::Board;
using jump61::Engine;
using jump61::SearchInfo;
using jump61::SearchLimits;
using jump61::SearchResult;
using jump61::Side;
using jump61::testing::ForcedWinBoard;
using jump61::testing::ForcedWinPosition;
using jump61::testing::ForcedWinSolver;
namespace forcedwins = jump61::testing::forcedwins;
using forcedwins::legalMoves;
using forcedwins::Optimised;
using forcedwins::SampleStride;
using forcedwins::toEngineBoard;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

constexpr std::uint64_t Seed = 61;

SearchResult searchAt(Engine& engine, const ForcedWinBoard& board, int level,
                      std::uint64_t seed = Seed)
{
    return engine.search(toEngineBoard(board), jump61::levelLimits(level, board.size()), seed);
}

bool hasWinAtOnce(const ForcedWinBoard& board)
{
    const std::vector<int> legal = legalMoves(board);
    return std::any_of(legal.begin(), legal.end(), [&](int sq) { return board.winsAtOnce(sq); });
}

std::string where(const ForcedWinBoard& board)
{
    return std::to_string(board.size()) + " | " + forcedwins::rowsText(board);
}

QString failureList(const QString& what, const QStringList& failures, int tried)
{
    return QString("%1: %2 of %3 positions fail:\n%4")
        .arg(what)
        .arg(failures.size())
        .arg(tried)
        .arg(failures.join('\n'));
}

// The positions of one random game on a size x size board at the given fractions of its length.
std::vector<ForcedWinBoard> positionsAt(int size, const std::vector<double>& fractions,
                                        std::mt19937& random)
{
    const std::vector<ForcedWinBoard> game = forcedwins::randomGamePositions(size, 1, random);
    std::vector<ForcedWinBoard> picked;
    for (double fraction : fractions) {
        const auto last = static_cast<double>(game.size() - 1);
        picked.push_back(game[static_cast<std::size_t>(fraction * last)]);
    }
    return picked;
}

} // namespace

// The computer player's behaviour through the Engine facade, checked against the tests'
// exhaustive solver: wins in one at every level, slowest losses, determinism, legal moves,
// stopping, and finished games.
class EngineTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyLevelTakesEveryWinInOne();
    void theMateSearchSeesEveryWinInOne();
    void theMateSearchAgreesWithTheSolverWithinTwoMoves();
    void sameSeedAndLevelGiveTheSameMove_data();
    void sameSeedAndLevelGiveTheSameMove();
    void seedVariesTheOpening();
    void searchAsideLeavesTheEngineAsItWas();
    void losingSideHoldsOutLongest_data();
    void losingSideHoldsOutLongest();
    void mainSearchWinAndLossScoresAreProofs();
    void movesAreLegal_data();
    void movesAreLegal();
    void stopFromAnotherThreadEndsTheSearch();
    void helperThreadsKeepMovesLegalAndWinning();
    void timeBudgetStopsIteratingPastItsSoftLimit();
    void finishedGameHasNoMove();
    void aClearedTableHasNoEntries();
    void aSearchAfterNewGameIsAFreshEnginesSearch();

private:
    std::vector<ForcedWinPosition> m_suite;
};

void EngineTest::initTestCase()
{
    try {
        m_suite = forcedwins::loadFile(forcedwins::suitePath());
    } catch (const std::invalid_argument& e) {
        QFAIL(e.what());
    }
}

// The mate search tries its wins in one on bit planes, which set a cascade off in waves, not
// in the Board's order: along random games of every size, to their last move (the longest
// cascades), it finds a win in one exactly where some legal move wins on a Board, and the move
// it gives wins.
void EngineTest::theMateSearchSeesEveryWinInOne()
{
    std::mt19937 random(61);
    jump61::MateSearch mate;
    int wins = 0;
    for (int size = jump61::MinSize; size <= jump61::MaxSize; ++size) {
        for (int game = 0; game < 3; ++game) {
            jump61::Board board(size);
            while (!board.gameOver()) {
                std::vector<int> legal;
                int winning = -1;
                for (int square = 0; square < board.area(); ++square) {
                    if (board.isLegal(square)) {
                        legal.push_back(square);
                        jump61::Board tried = board;
                        if (winning < 0 && tried.play(square)) {
                            winning = square;
                        }
                    }
                }
                const jump61::MateSearch::Result found = mate.findWin(board, 1, 1'000'000);
                QVERIFY(found.complete);
                QCOMPARE(found.move >= 0, winning >= 0);
                if (found.move >= 0) {
                    jump61::Board after = board;
                    QVERIFY(board.isLegal(found.move) && after.play(found.move));
                    ++wins;
                }
                board.play(legal[random() % legal.size()]);
            }
        }
    }
    QVERIFY(wins >= 3 * (jump61::MaxSize - jump61::MinSize + 1)); // each game ends with one
}

// The mate search's answers within two of the attacker's moves (its wins in one tried on bit
// planes, its defender's moves put in order without a sort) against the exhaustive solver's: on the
// suite's positions, the positions after their first winning move (the defender to move, lost), and
// the late positions of random games on boards up to 7x7.
void EngineTest::theMateSearchAgreesWithTheSolverWithinTwoMoves()
{
    std::vector<ForcedWinBoard> positions;
    for (std::size_t i = 0; i < m_suite.size(); i += SampleStride) {
        positions.push_back(m_suite[i].board);
        ForcedWinBoard after = m_suite[i].board;
        after.play(m_suite[i].winningMoves.front());
        positions.push_back(after);
    }
    std::mt19937 random(62);
    for (int size = 2; size <= 7; ++size) {
        const std::vector<ForcedWinBoard> game = forcedwins::randomGamePositions(size, 2, random);
        const std::size_t from = game.size() * 2 / 3;
        positions.insert(positions.end(), game.begin() + static_cast<std::ptrdiff_t>(from),
                         game.end());
    }
    ForcedWinSolver solver;
    jump61::MateSearch mate;
    int wins = 0;
    int tried = 0;
    for (const ForcedWinBoard& board : positions) {
        if (board.gameOver()) {
            continue;
        }
        ++tried;
        const jump61::MateSearch::Result found = mate.findWin(toEngineBoard(board), 3, 100'000'000);
        QVERIFY(found.complete);
        const int distance = solver.winDistance(board, 2);
        QVERIFY2((found.move >= 0) == (distance > 0), where(board).c_str());
        if (found.move >= 0) {
            ++wins;
            QCOMPARE(found.plies, 2 * distance - 1);
            const std::vector<int> winning = solver.winningMoves(board, distance);
            QVERIFY2(std::find(winning.begin(), winning.end(), found.move) != winning.end(),
                     where(board).c_str());
        }
    }
    QVERIFY2(wins > 10 && wins < tried, qPrintable(QString("%1 of %2").arg(wins).arg(tried)));
}

void EngineTest::everyLevelTakesEveryWinInOne()
{
    // Positions with a win in one, from random games on every size and from the suite.
    std::vector<ForcedWinBoard> positions;
    std::mt19937 random(1);
    const int perSize = 40 / SampleStride;
    for (int size = jump61::MinSize; size <= jump61::MaxSize; ++size) {
        int found = 0;
        for (int game = 0; game < 200 && found < perSize; ++game) {
            for (const ForcedWinBoard& board : forcedwins::randomGamePositions(size, 1, random)) {
                if (hasWinAtOnce(board)) {
                    positions.push_back(board);
                    ++found;
                }
            }
        }
        QVERIFY2(found >= perSize,
                 qPrintable(QString("only %1 wins in one on %2x%2").arg(found).arg(size)));
    }
    for (std::size_t i = 0; i < m_suite.size(); i += SampleStride) {
        if (m_suite[i].moves == 1) {
            positions.push_back(m_suite[i].board);
        }
    }

    // Every level, however weak: a win in one is played at once.
    QStringList failures;
    for (int level = jump61::MinLevel; level <= jump61::MaxLevel; ++level) {
        for (const ForcedWinBoard& board : positions) {
            Engine engine;
            const SearchResult result = searchAt(engine, board, level);
            if (!board.isLegal(result.move) || !board.winsAtOnce(result.move)) {
                failures << QString::fromStdString("level " + std::to_string(level) + ", " +
                                                   where(board) + " | engine played " +
                                                   std::to_string(result.move));
            }
        }
    }
    QVERIFY2(failures.isEmpty(),
             qPrintable(failureList("every level", failures,
                                    static_cast<int>(positions.size()) * jump61::MaxLevel)));
}

void EngineTest::sameSeedAndLevelGiveTheSameMove_data()
{
    // Positions from the middle of random games, where no search ends early: the stronger
    // levels are slow there, so they get fewer and smaller boards.
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("largestSize");
    QTest::addColumn<std::vector<double>>("fractions");
    const std::vector<double> two = {0.33, 0.67};
    const std::vector<double> one = {0.33};
    for (int level = jump61::MinLevel; level <= jump61::MaxLevel; ++level) {
        const bool strong = level > jump61::DefaultLevel;
        QTest::addRow("level %d", level)
            << level << (level == jump61::MaxLevel ? 4 : 6) << (strong ? one : two);
    }
}

void EngineTest::sameSeedAndLevelGiveTheSameMove()
{
    // The level's depth and node budgets make the search deterministic; its time cap, a safety
    // net for slow machines, would make the result depend on the machine's load, so it is off.
    QFETCH(int, level);
    QFETCH(int, largestSize);
    QFETCH(std::vector<double>, fractions);
    if (!Optimised && level > jump61::DefaultLevel) {
        QSKIP("too slow in an unoptimised build");
    }
    std::mt19937 random(2);
    for (int size = 3; size <= largestSize; ++size) {
        SearchLimits limits = jump61::levelLimits(level, size);
        limits.timeCap = std::chrono::milliseconds(0);
        for (const ForcedWinBoard& board : positionsAt(size, fractions, random)) {
            Engine first;
            Engine second;
            const SearchResult a = first.search(toEngineBoard(board), limits, Seed);
            const SearchResult b = second.search(toEngineBoard(board), limits, Seed);
            const std::string message = where(board) + " | moves " + std::to_string(a.move) +
                                        " and " + std::to_string(b.move) + ", scores " +
                                        std::to_string(a.score) + " and " + std::to_string(b.score);
            QVERIFY2(a.move == b.move && a.score == b.score, message.c_str());
        }
    }
}

void EngineTest::searchAsideLeavesTheEngineAsItWas()
{
    // Two engines play the same game at the default level, which carries its table, history
    // and mate proofs from one search to the next. Before each search, the second also searches
    // aside: the position itself (a hint: it must get the move the search then plays) and the
    // position one move on. Every search must then come out as the first engine's, node for
    // node: from a fresh engine, through a game, and after newGame().
    SearchLimits limits = jump61::levelLimits(jump61::DefaultLevel, 6);
    limits.timeCap = std::chrono::milliseconds(0);
    const int plies = Optimised ? 10 : 4;
    Engine plain;
    Engine asked;
    Board board(6);
    const auto same = [](const SearchResult& a, const SearchResult& b) {
        return a.move == b.move && a.score == b.score && a.nodes == b.nodes && a.pv == b.pv;
    };
    for (int ply = 0; ply < plies && !board.gameOver(); ++ply) {
        if (ply == plies / 2) {
            plain.newGame();
            asked.newGame();
        }
        const SearchResult hint = asked.searchAside(board, limits, Seed);
        Board next = board;
        if (!next.play(hint.move)) {
            asked.searchAside(next, limits, Seed);
        }
        const SearchResult played = asked.search(board, limits, Seed);
        const SearchResult expected = plain.search(board, limits, Seed);
        const std::string message =
            "ply " + std::to_string(ply) + ": moves " + std::to_string(played.move) + " and " +
            std::to_string(expected.move) + ", nodes " + std::to_string(played.nodes) + " and " +
            std::to_string(expected.nodes);
        QVERIFY2(same(played, expected), message.c_str());
        QVERIFY2(same(hint, expected), ("the hint, " + message).c_str());
        board.play(played.move);
    }
}

void EngineTest::seedVariesTheOpening()
{
    // The engine's documentation says the seed varies its play; on the empty board, where many
    // moves are equal, some level should show it.
    const ForcedWinBoard empty(6);
    int mostChoices = 0;
    for (int level = 1; level <= (Optimised ? 3 : 2); ++level) {
        std::set<int> choices;
        for (std::uint64_t seed = 1; seed <= 16; ++seed) {
            Engine engine;
            choices.insert(searchAt(engine, empty, level, seed).move);
        }
        qInfo("level %d: 16 seeds choose %zu different first moves on the empty 6x6 board", level,
              choices.size());
        mostChoices = std::max(mostChoices, static_cast<int>(choices.size()));
    }
    QVERIFY(mostChoices > 1);
}

void EngineTest::losingSideHoldsOutLongest_data()
{
    QTest::addColumn<int>("level");
    for (int level = jump61::DefaultLevel; level <= jump61::MaxLevel; ++level) {
        QTest::addRow("level %d", level) << level;
    }
}

void EngineTest::losingSideHoldsOutLongest()
{
    // After the lowest winning first move of a suite position with k >= 2, every move of the
    // side to move loses, and the longest defences last k - 1 of the opponent's moves; the
    // engine must choose one of them.
    QFETCH(int, level);
    ForcedWinSolver solver;
    QStringList failures;
    int tried = 0;
    for (std::size_t i = 0; i < m_suite.size(); i += SampleStride) {
        const ForcedWinPosition& position = m_suite[i];
        if (position.moves < 2) {
            continue;
        }
        ForcedWinBoard board = position.board;
        board.play(position.winningMoves.front());
        const int lostIn = position.moves - 1;
        const std::vector<int> longest = solver.longestDefences(board, lostIn);
        QCOMPARE(solver.lossDistance(board, lostIn), lostIn);
        Engine engine;
        const SearchResult result = searchAt(engine, board, level);
        ++tried;
        QVERIFY2(board.isLegal(result.move), where(board).c_str());
        if (std::find(longest.begin(), longest.end(), result.move) == longest.end()) {
            ForcedWinBoard after = board;
            after.play(result.move);
            failures << QString::fromStdString(
                where(board) + " | lost in " + std::to_string(lostIn) + " at best, by " +
                forcedwins::squareName(board, longest.front()) + "; engine played " +
                forcedwins::squareName(board, result.move) + ", lost in " +
                std::to_string(solver.winDistance(after, lostIn)));
        }
    }
    QVERIFY2(failures.isEmpty(),
             qPrintable(failureList(QString("level %1").arg(level), failures, tried)));
}

void EngineTest::mainSearchWinAndLossScoresAreProofs()
{
    // The main search alone (no mate search before it, as under `movetime`) reduces and prunes
    // late quiet moves, yet a win or loss score from it must still be a proof. Each suite
    // position (the mover wins in exactly k) and the position after its first winning move
    // (the mover loses in k - 1) is searched to a fixed depth, and every decided score is
    // checked with the test solver.
    ForcedWinSolver solver;
    QStringList failures;
    int tried = 0;
    int decided = 0;
    for (std::size_t i = 0; i < m_suite.size(); i += SampleStride) {
        const ForcedWinPosition& position = m_suite[i];
        ForcedWinBoard after = position.board;
        after.play(position.winningMoves.front());
        for (const ForcedWinBoard* board :
             {&position.board, static_cast<const ForcedWinBoard*>(&after)}) {
            if (board->gameOver()) {
                continue;
            }
            jump61::SearchLimits limits;
            limits.depth = 7;
            Engine engine;
            const SearchResult result = engine.search(toEngineBoard(*board), limits, Seed);
            ++tried;
            if (!jump61::isWinScore(result.score)) {
                continue;
            }
            ++decided;
            const int moves = (jump61::pliesToEnd(result.score) + 1) / 2;
            const bool proven = result.score > 0 ? solver.winsWithin(*board, moves)
                                                 : solver.losesWithin(*board, moves);
            if (!proven) {
                failures << QString::fromStdString(where(*board) + " | score " +
                                                   std::to_string(result.score) + " claims a " +
                                                   (result.score > 0 ? "win" : "loss") +
                                                   " within " + std::to_string(moves) + " moves");
            }
        }
    }
    // Most of these positions are decided within 7 plies, so the check has work to do.
    QVERIFY2(decided * 2 > tried, qPrintable(QString("%1 of %2 decided").arg(decided).arg(tried)));
    QVERIFY2(failures.isEmpty(), qPrintable(failureList("main search", failures, tried)));
}

void EngineTest::movesAreLegal_data()
{
    // Every size for the fast levels, fewer positions for the slow ones (the forced-win suite
    // checks thousands more of their moves).
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("largestSize");
    QTest::addColumn<std::vector<double>>("fractions");
    const std::vector<double> whole = {0.0, 0.25, 0.5, 0.75, 1.0};
    const std::vector<double> some = {0.5, 1.0};
    const std::vector<double> last = {1.0};
    QTest::addRow("level 1") << 1 << jump61::MaxSize << whole;
    QTest::addRow("level 2") << 2 << jump61::MaxSize << whole;
    QTest::addRow("level 3") << 3 << jump61::MaxSize << some;
    QTest::addRow("level 4") << 4 << 6 << some;
    QTest::addRow("level 5") << 5 << 6 << last;
}

void EngineTest::movesAreLegal()
{
    QFETCH(int, level);
    QFETCH(int, largestSize);
    QFETCH(std::vector<double>, fractions);
    if (!Optimised && level > 2) {
        QSKIP("too slow in an unoptimised build");
    }
    std::mt19937 random(3);
    for (int size = jump61::MinSize; size <= largestSize; ++size) {
        Engine engine;
        for (const ForcedWinBoard& board : positionsAt(size, fractions, random)) {
            const SearchResult result = searchAt(engine, board, level);
            QVERIFY2(board.isLegal(result.move), where(board).c_str());
        }
    }
}

void EngineTest::stopFromAnotherThreadEndsTheSearch()
{
    // An early position on a large board: no search limit would end it in a lifetime. The time
    // cap is only there so that a stop() that does not work fails instead of hanging.
    std::mt19937 random(4);
    ForcedWinBoard board(10);
    for (int move = 0; move < 12; ++move) {
        const std::vector<int> legal = legalMoves(board);
        board.play(legal[random() % legal.size()]);
    }
    SearchLimits limits;
    limits.depth = 100;
    limits.nodes = 0;
    limits.timeCap = std::chrono::minutes(5);

    Engine engine;
    std::promise<void> firstIteration;
    std::atomic<bool> reported{false};
    auto onInfo = [&](const SearchInfo&) {
        if (!reported.exchange(true)) {
            firstIteration.set_value();
        }
    };
    SearchResult result;
    std::thread worker([&] { result = engine.search(toEngineBoard(board), limits, Seed, onInfo); });
    firstIteration.get_future().wait();
    engine.stop();
    worker.join();
    QVERIFY(result.stopped);
    QVERIFY(board.isLegal(result.move));
}

// With helper threads sharing the table (lazy SMP) the move is still the main thread's: legal,
// and a winning first move wherever one exists (the suite lists them all).
void EngineTest::helperThreadsKeepMovesLegalAndWinning()
{
    Engine engine;
    int checked = 0;
    for (std::size_t i = 0; i < m_suite.size(); i += 7) {
        const ForcedWinPosition& position = m_suite[i];
        SearchLimits limits = jump61::levelLimits(jump61::DefaultLevel, position.board.size());
        limits.threads = 2;
        const SearchResult result = engine.search(toEngineBoard(position.board), limits, Seed);
        QVERIFY2(position.board.isLegal(result.move), where(position.board).c_str());
        QVERIFY2(std::find(position.winningMoves.begin(), position.winningMoves.end(),
                           result.move) != position.winningMoves.end(),
                 where(position.board).c_str());
        ++checked;
    }
    QVERIFY(checked > 50);

    // A long two-thread search on a big board ends on stop() as well.
    std::mt19937 random(5);
    ForcedWinBoard board(10);
    for (int move = 0; move < 12; ++move) {
        const std::vector<int> legal = legalMoves(board);
        board.play(legal[random() % legal.size()]);
    }
    SearchLimits limits;
    limits.depth = 100;
    limits.timeCap = std::chrono::minutes(5);
    limits.threads = 2;
    SearchResult result;
    std::promise<void> firstIteration;
    std::atomic<bool> reported{false};
    auto onInfo = [&](const SearchInfo&) {
        if (!reported.exchange(true)) {
            firstIteration.set_value();
        }
    };
    std::thread worker([&] { result = engine.search(toEngineBoard(board), limits, Seed, onInfo); });
    firstIteration.get_future().wait();
    engine.stop();
    worker.join();
    QVERIFY(result.stopped);
    QVERIFY(board.isLegal(result.move));
}

// Under a time budget the search starts no iteration past softTime: with a soft limit of 20 ms
// and a cap of a minute it ends on its own, far from the cap, with a real choice. How many
// iterations fit in 20 ms depends on the machine, so the depth is not checked.
void EngineTest::timeBudgetStopsIteratingPastItsSoftLimit()
{
    const Board board(6);
    jump61::TranspositionTable table(4);
    const std::atomic<bool> stop{false};
    jump61::Search search(table, stop);
    SearchLimits limits;
    limits.depth = 100;
    limits.nodes = 0;
    limits.timeCap = std::chrono::minutes(1);
    limits.softTime = std::chrono::milliseconds(20);
    const SearchResult result = search.run(board, limits, Seed, {});
    QVERIFY(board.isLegal(result.move));
    QVERIFY(result.depth >= 1);
    QVERIFY(!result.stopped);
    QVERIFY2(result.seconds < 30.0, qPrintable(QString::number(result.seconds)));
}

void EngineTest::finishedGameHasNoMove()
{
    // Boards of one colour, and boards just won by a move (those may keep overfull squares).
    std::vector<Board> finished;
    for (int size : {2, 6}) {
        Board board(size);
        for (int sq = 0; sq < board.area(); ++sq) {
            board.set(sq, 1, size == 2 ? Side::Red : Side::Blue);
        }
        finished.push_back(board);
    }
    for (const ForcedWinPosition& position : m_suite) {
        if (position.moves == 1 && finished.size() < 8) {
            Board board = toEngineBoard(position.board);
            QVERIFY(board.play(position.winningMoves.front()));
            finished.push_back(board);
        }
    }
    for (const Board& board : finished) {
        QVERIFY(board.gameOver());
        for (int level = jump61::MinLevel; level <= jump61::MaxLevel; ++level) {
            Engine engine;
            const SearchResult result =
                engine.search(board, jump61::levelLimits(level, board.size()), Seed);
            QCOMPARE(result.move, -1);
        }
    }
}

// clear() starts a new era instead of zeroing the memory: entries of earlier eras must read as
// empty slots, for probes and for stores alike, and when the era counter wraps back to an era
// that once held entries, those must be gone too (the memory is zeroed then).
void EngineTest::aClearedTableHasNoEntries()
{
    jump61::TranspositionTable table(1);
    jump61::TableEntry entry;
    const auto stored = [&](std::uint64_t hash) { return table.probe(hash, entry); };
    // Four positions of one bucket (the same low bits), more than a bucket holds after a fifth.
    const std::uint64_t bucketMates[5] = {0x1000000000000001, 0x2000000000000001,
                                          0x3000000000000001, 0x4000000000000001,
                                          0x5000000000000001};
    for (int i = 0; i < 4; ++i) {
        table.store(bucketMates[i], i, 10 * i, 20, jump61::Bound::Exact);
    }
    for (int i = 0; i < 4; ++i) {
        QVERIFY(stored(bucketMates[i]));
        QCOMPARE(int(entry.move), i);
    }
    table.clear();
    for (const std::uint64_t hash : bucketMates) {
        QVERIFY(!stored(hash));
    }
    // After the clear, a shallow entry takes a slot as in an empty table: the deep entries of
    // the earlier era do not outrank it, and four fit again.
    for (int i = 0; i < 4; ++i) {
        table.store(bucketMates[i + 1], 7, 5, 1, jump61::Bound::Lower);
    }
    for (int i = 0; i < 4; ++i) {
        QVERIFY(stored(bucketMates[i + 1]));
        QCOMPARE(int(entry.move), 7);
        QCOMPARE(entry.bound, jump61::Bound::Lower);
        QCOMPARE(int(entry.depth), 1);
    }
    QVERIFY(!stored(bucketMates[0]));
    // 65,536 clears bring the era counter back to the era of these entries.
    for (int i = 0; i < 65536; ++i) {
        table.clear();
    }
    for (const std::uint64_t hash : bucketMates) {
        QVERIFY(!stored(hash));
    }
    table.store(bucketMates[0], 3, 0, 4, jump61::Bound::Upper);
    QVERIFY(stored(bucketMates[0]));
    QCOMPARE(int(entry.move), 3);
}

// A game's searches fill the table; after newGame() the next search must be, node for node, the
// search a new engine makes of that position. Without the mate search, as in the bench: its
// proofs are facts about positions, and it keeps them from game to game on purpose.
void EngineTest::aSearchAfterNewGameIsAFreshEnginesSearch()
{
    for (const int size : {5, 9}) {
        SearchLimits limits = jump61::levelLimits(jump61::MaxLevel, size);
        limits.timeCap = std::chrono::milliseconds(0);
        limits.nodes = Optimised ? 200000 : 20000;
        limits.matePlies = 0;
        Engine played;
        Board board(size);
        for (int ply = 0; ply < 6 && !board.gameOver(); ++ply) {
            board.play(played.search(board, limits, Seed).move);
        }
        played.newGame();
        for (int ply = 0; ply < 3 && !board.gameOver(); ++ply) {
            Engine fresh;
            const SearchResult expected = fresh.search(board, limits, Seed);
            const SearchResult result = played.search(board, limits, Seed);
            const std::string message =
                "size " + std::to_string(size) + ", ply " + std::to_string(ply) + ": nodes " +
                std::to_string(result.nodes) + " and " + std::to_string(expected.nodes);
            QVERIFY2(result.move == expected.move && result.score == expected.score &&
                         result.nodes == expected.nodes && result.pv == expected.pv,
                     message.c_str());
            board.play(result.move);
            played.newGame();
        }
    }
}

QTEST_GUILESS_MAIN(EngineTest)
#include "EngineTest.moc"
