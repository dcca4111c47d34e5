#include "core/Board.h"
#include "engine/Engine.h"
#include "engine/Evaluation.h"
#include "engine/Levels.h"
#include "protocol/BoardText.h"
#include "support/SessionHarness.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <string>

#include <QTest>

using jump61::Board;
using jump61::Engine;
using jump61::SearchLimits;
using jump61::SearchResult;
using jump61::Side;
using jump61::testing::scaled;

// Property: whatever the position, every level's search and `hint` return a legal move. The
// positions are built to be extreme (one legal move, full boards, near-won and near-lost
// boards, long cascades, any mix of the two colours) on every size, since an illegal move
// found in play (13x13 and 15x15, issue 12) came from a score no ordinary position reaches.
//
// JUMP61_PROPERTY_POSITIONS sets the number of positions per board size (default 120, 30 in
// slow builds); each is searched at every level with the level's depth, mate horizon and
// hold-out check but small node budgets, so that the count, not the budgets, is what costs.
class EnginePropertyTest : public QObject
{
    Q_OBJECT

private slots:
    void onlyLegalMoveOnFullBigBoards_data();
    void onlyLegalMoveOnFullBigBoards();
    void staticScoresStayBelowWins();
    void anIllegalMoveIsReplacedByALegalOne();
    void everyLevelReturnsALegalMove_data();
    void everyLevelReturnsALegalMove();
    void hintReturnsALegalMove_data();
    void hintReturnsALegalMove();
};

namespace {

constexpr std::uint64_t NodeCap = 1500;
constexpr std::uint64_t MateNodeCap = 1500;

int positionsPerSize()
{
    if (const char* text = std::getenv("JUMP61_PROPERTY_POSITIONS")) {
        const int n = std::atoi(text);
        if (n > 0) {
            return n;
        }
    }
    return scaled(120, 30);
}

// Makes `mover` the side to move (it follows from the parity of the spot total) by adding or
// taking one spot on a coloured square other than `keep`; false if there is none.
bool giveTurnTo(Board& board, Side mover, int keep)
{
    if (board.toMove() == mover) {
        return true;
    }
    for (int sq = 0; sq < board.area(); ++sq) {
        const Side owner = board.owner(sq);
        if (sq == keep || owner == Side::White) {
            continue;
        }
        const int spots = board.spots(sq);
        board.set(sq, spots > 1 ? spots - 1 : spots + 1, owner);
        return true;
    }
    return false;
}

// Every square of the board Blue's and full (2 in a corner, 3 on an edge, 4 inside) but the
// white centre (and one edge square one spot short on boards of even size, to make it Red's
// turn), Red to move: the centre is the only legal move.
Board fullBlueButCentre(int size)
{
    Board board(size);
    const int centre = (size / 2) * size + size / 2;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (sq != centre) {
            board.set(sq, board.degree(sq), Side::Blue);
        }
    }
    giveTurnTo(board, Side::Red, centre);
    return board;
}

class PositionMaker
{
public:
    explicit PositionMaker(std::uint64_t seed) : m_rng(seed) {}

    // A position of one of the extreme kinds, with the game still on.
    Board make(int size, int kind)
    {
        for (;;) {
            Board board = build(size, kind);
            if (!board.gameOver()) {
                return board;
            }
        }
    }
    static constexpr int Kinds = 6;

    int below(int n) { return static_cast<int>(m_rng() % static_cast<unsigned>(n)); }
    std::uint64_t next() { return m_rng(); }

private:
    Side randomSide() { return below(2) == 0 ? Side::Red : Side::Blue; }
    // Spots for a square: full (one from firing) most of the time, else any count.
    int spotsFor(const Board& board, int sq, int fullPercent)
    {
        const int degree = board.degree(sq);
        return below(100) < fullPercent ? degree : 1 + below(degree);
    }

    Board build(int size, int kind)
    {
        switch (kind) {
        case 0:
            return randomPlay(size);
        case 1:
            return mixed(size, below(101), 100); // full board: every square fires at a touch
        case 2:
            return mixed(size, below(101), below(101));
        case 3:
            return oneLegalMove(size);
        default:
            return nearlyOneColour(size, kind == 4);
        }
    }

    // Random legal moves from the empty board, stopping before a win.
    Board randomPlay(int size)
    {
        Board board(size);
        const int plies = below(4 * board.area() + 1);
        for (int i = 0; i < plies; ++i) {
            int sq = below(board.area());
            while (!board.isLegal(sq)) {
                sq = (sq + 1) % board.area();
            }
            Board next = board;
            if (next.play(sq)) {
                break;
            }
            board = next;
        }
        return board;
    }

    // Red on `redPercent` of the coloured squares, a few white ones, `fullPercent` of them full.
    Board mixed(int size, int redPercent, int fullPercent)
    {
        Board board(size);
        const int whitePercent = below(3) == 0 ? 0 : below(20);
        for (int sq = 0; sq < board.area(); ++sq) {
            if (below(100) < whitePercent) {
                continue;
            }
            const Side side = below(100) < redPercent ? Side::Red : Side::Blue;
            board.set(sq, spotsFor(board, sq, fullPercent), side);
        }
        giveTurnTo(board, randomSide(), -1);
        return board;
    }

    // Every square the opponent's (mostly full) but one, white or the mover's.
    Board oneLegalMove(int size)
    {
        Board board(size);
        const Side mover = randomSide();
        const int only = below(board.area());
        for (int sq = 0; sq < board.area(); ++sq) {
            if (sq != only) {
                board.set(sq, spotsFor(board, sq, 90), opponent(mover));
            }
        }
        if (below(2) == 0) {
            board.set(only, spotsFor(board, only, 50), mover);
        }
        giveTurnTo(board, mover, only);
        return board;
    }

    // One colour on all but one to three squares (the mover's, or the opponent's), mostly full:
    // a win in one, or a last stand.
    Board nearlyOneColour(int size, bool moverLeads)
    {
        Board board(size);
        const Side mover = randomSide();
        const Side leader = moverLeads ? mover : opponent(mover);
        for (int sq = 0; sq < board.area(); ++sq) {
            board.set(sq, spotsFor(board, sq, 70), leader);
        }
        const int others = 1 + below(std::min(3, board.area() - 1));
        for (int i = 0; i < others; ++i) {
            const int sq = below(board.area());
            if (below(3) == 0) {
                board.set(sq, 0, Side::White);
            } else {
                board.set(sq, spotsFor(board, sq, 50), opponent(leader));
            }
        }
        giveTurnTo(board, mover, -1);
        return board;
    }

    std::mt19937_64 m_rng;
};

SearchLimits cheapLimits(int level, int size)
{
    SearchLimits limits = jump61::levelLimits(level, size);
    if (limits.nodes > 0) {
        limits.nodes = std::min(limits.nodes, NodeCap);
    }
    limits.mateNodes = std::min(limits.mateNodes, MateNodeCap);
    return limits;
}

QByteArray describe(const Board& board, const std::string& what)
{
    std::string text = what + " on\n";
    for (const std::string& line : jump61::boardLines(board)) {
        text += line + "\n";
    }
    return QByteArray::fromStdString(text);
}

// The text commands that set up `board` in a session whose players are both manual.
std::vector<std::string> setupLines(const Board& board)
{
    std::vector<std::string> lines = {"manual red", "manual blue",
                                      "size " + std::to_string(board.size())};
    for (int sq = 0; sq < board.area(); ++sq) {
        const std::string square = jump61::squareText(board, sq);
        if (board.owner(sq) == Side::White) {
            lines.push_back("set " + square + " 0");
        } else {
            lines.push_back("set " + square + " " + std::to_string(board.spots(sq)) + " " +
                            (board.owner(sq) == Side::Red ? "r" : "b"));
        }
    }
    return lines;
}

} // namespace

void EnginePropertyTest::onlyLegalMoveOnFullBigBoards_data()
{
    jump61::testing::addBoardSizeRows();
}

// The position of issue 12: at 13x13 and 15x15 every level answered 1 1, a square of Blue's.
void EnginePropertyTest::onlyLegalMoveOnFullBigBoards()
{
    QFETCH(int, size);
    const Board board = fullBlueButCentre(size);
    QCOMPARE(board.toMove(), Side::Red);
    const int centre = (size / 2) * size + size / 2;
    for (int level = jump61::MinLevel; level <= 3; ++level) {
        Engine engine;
        const SearchResult result = engine.search(board, jump61::levelLimits(level, size), 7);
        QVERIFY2(!result.replaced, describe(board, "level " + std::to_string(level)));
        QCOMPARE(result.move, centre);
    }

    jump61::testing::SessionFixture fixture;
    for (const std::string& line : setupLines(board)) {
        QVERIFY(fixture.session.execute(line));
    }
    fixture.reporter.clear();
    QVERIFY(fixture.session.execute("hint"));
    QCOMPARE(fixture.reporter.errors().size(), std::size_t{0});
    QCOMPARE(fixture.reporter.printed(),
             std::vector<std::string>{"hint: " + jump61::squareText(board, centre)});
}

void EnginePropertyTest::staticScoresStayBelowWins()
{
    for (int size = jump61::MinSize; size <= jump61::MaxSize; ++size) {
        const Board board = fullBlueButCentre(size);
        QVERIFY(std::abs(jump61::evaluate(board)) <= jump61::EvalLimit);
    }
    jump61::EvalWeights heavy;
    heavy.square = 1000;
    QCOMPARE(jump61::evaluate(fullBlueButCentre(jump61::MaxSize), heavy), -jump61::EvalLimit);
}

void EnginePropertyTest::anIllegalMoveIsReplacedByALegalOne()
{
    const Board board = fullBlueButCentre(5);
    for (const int wrong : {0, -1, 25, 1000}) {
        SearchResult result;
        result.move = wrong;
        Engine::keepLegal(board, result);
        QVERIFY(result.replaced);
        QCOMPARE(result.rejected, wrong);
        QCOMPARE(result.move, 12);
        QCOMPARE(result.pv, std::vector<int>{12});
    }
    SearchResult right;
    right.move = 12;
    Engine::keepLegal(board, right);
    QVERIFY(!right.replaced);
    QCOMPARE(right.move, 12);
}

void EnginePropertyTest::everyLevelReturnsALegalMove_data()
{
    jump61::testing::addBoardSizeRows();
}

void EnginePropertyTest::everyLevelReturnsALegalMove()
{
    QFETCH(int, size);
    PositionMaker maker(static_cast<std::uint64_t>(size) * 1'000'003);
    std::vector<std::unique_ptr<Engine>> engines;
    for (int level = jump61::MinLevel; level <= jump61::MaxLevel; ++level) {
        engines.push_back(std::make_unique<Engine>(1));
    }
    const int positions = positionsPerSize();
    for (int i = 0; i < positions; ++i) {
        const int kind = i % PositionMaker::Kinds;
        const Board board = maker.make(size, kind);
        for (int level = jump61::MinLevel; level <= jump61::MaxLevel; ++level) {
            Engine& engine = *engines[static_cast<std::size_t>(level - 1)];
            if (maker.below(8) == 0) {
                engine.newGame();
            }
            const SearchResult result =
                engine.search(board, cheapLimits(level, size), maker.next());
            if (result.replaced || result.move < 0 || result.move >= board.area() ||
                !board.isLegal(result.move)) {
                QFAIL(describe(board, "position " + std::to_string(i) + " (kind " +
                                          std::to_string(kind) + "), level " +
                                          std::to_string(level) + ": move " +
                                          std::to_string(result.move) +
                                          (result.replaced ? ", an illegal one replaced" : ""))
                          .constData());
            }
        }
    }
}

void EnginePropertyTest::hintReturnsALegalMove_data()
{
    jump61::testing::addBoardSizeRows();
}

// `hint` through the interpreter, on a few positions of each kind: the levels below the
// default with their own budgets (plies, not positions), then the default and the levels above
// it under `movetime` (the time-budget path, which skips the mate search); their node budgets
// are the engine's, tested above with smaller budgets.
void EnginePropertyTest::hintReturnsALegalMove()
{
    QFETCH(int, size);
    PositionMaker maker(static_cast<std::uint64_t>(size) * 7'919 + 1);
    const int positions = std::max(PositionMaker::Kinds, positionsPerSize() / 20);
    for (int i = 0; i < positions; ++i) {
        const Board board = maker.make(size, i % PositionMaker::Kinds);
        jump61::testing::SessionFixture fixture;
        for (const std::string& line : setupLines(board)) {
            QVERIFY2(fixture.session.execute(line), QByteArray::fromStdString(line));
        }
        QVERIFY(fixture.session.board() == board);
        std::vector<std::string> settings;
        for (int level = jump61::MinLevel; level < jump61::DefaultLevel; ++level) {
            settings.push_back("level " + std::to_string(level));
        }
        settings.push_back("movetime 2");
        for (int level = jump61::DefaultLevel; level <= jump61::MaxLevel; ++level) {
            settings.push_back("level " + std::to_string(level));
        }
        for (const std::string& setting : settings) {
            QVERIFY(fixture.session.execute(setting));
            fixture.reporter.clear();
            QVERIFY(fixture.session.execute("hint"));
            const auto printed = fixture.reporter.printed();
            bool legal = false;
            for (int sq = 0; sq < board.area(); ++sq) {
                legal = legal || (board.isLegal(sq) && printed.size() == 1 &&
                                  printed.front() == "hint: " + jump61::squareText(board, sq));
            }
            if (!legal || !fixture.reporter.errors().empty()) {
                QFAIL(describe(
                          board,
                          setting + ", hint: " +
                              jump61::testing::joined(fixture.reporter.transcript()).toStdString())
                          .constData());
            }
        }
    }
}

QTEST_GUILESS_MAIN(EnginePropertyTest)
#include "EnginePropertyTest.moc"
