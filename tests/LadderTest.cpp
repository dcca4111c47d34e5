#include "EloFit.h"
#include "ReferenceMovers.h"
#include "SelfPlay.h"
#include "core/Board.h"
#include "engine/Levels.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include <QTest>

using namespace jump61;

// The rating tool of jump61-tune (--ladder): its reference movers play by their definitions,
// its fit recovers the ratings behind known results, and a player's spec sets what it says.
class LadderTest : public QObject
{
    Q_OBJECT

private slots:
    void fitRecoversTheRatingsBehindTheResults();
    void greedyMoverFollowsItsDefinition();
    void randomMoverPlaysEveryLegalMove();
    void aCapInTheSpecReplacesTheLevelsCap();
};

void LadderTest::fitRecoversTheRatingsBehindTheResults()
{
    // Three players 0, 200 and 500 points up a chain, with many games per pair: each fitted
    // rating lies within its interval of the truth, and the intervals are narrow.
    const std::vector<double> truth = {0, 200, 500};
    const auto expected = [&](int a, int b) {
        return 1.0 / (1.0 + std::pow(10.0, (truth[b] - truth[a]) / 400.0));
    };
    std::vector<PairResult> results;
    for (const auto& [a, b] : {std::pair{0, 1}, std::pair{1, 2}, std::pair{0, 2}}) {
        const int games = 4000;
        results.push_back({a, b, games, static_cast<int>(std::lround(games * expected(a, b)))});
    }
    const std::vector<Rating> ratings = fitRatings(3, results);
    QCOMPARE(ratings[0].elo, 0.0);
    for (int i = 1; i < 3; ++i) {
        QVERIFY2(ratings[i].low < truth[i] && truth[i] < ratings[i].high,
                 qPrintable(QString("player %1: %2").arg(i).arg(ratings[i].elo)));
        QVERIFY(ratings[i].high - ratings[i].low < 60);
    }
}

namespace {

bool opponentWinsAtOnce(const Board& after)
{
    for (int sq = 0; sq < after.area(); ++sq) {
        if (after.isLegal(sq) && Board(after).play(sq)) {
            return true;
        }
    }
    return false;
}

} // namespace

void LadderTest::greedyMoverFollowsItsDefinition()
{
    // In positions from random games on small boards: a win in one if there is one; else a
    // move after which the opponent cannot win at once, if there is one; and among those, one
    // that leaves the most squares ahead.
    std::mt19937_64 rng(7);
    int checked = 0;
    for (int game = 0; game < 200; ++game) {
        Board board(2 + game % 4);
        while (!board.gameOver()) {
            const Side us = board.toMove();
            bool canWin = false;
            bool canBeSafe = false;
            for (int sq = 0; sq < board.area(); ++sq) {
                if (board.isLegal(sq)) {
                    Board after = board;
                    canWin = after.play(sq) || canWin;
                    canBeSafe = canBeSafe || !opponentWinsAtOnce(after);
                }
            }
            int bestMargin = -1000;
            for (int sq = 0; sq < board.area(); ++sq) {
                Board after = board;
                if (board.isLegal(sq) && !after.play(sq) && !opponentWinsAtOnce(after)) {
                    bestMargin = std::max(bestMargin, after.count(us) - after.count(opponent(us)));
                }
            }
            const int move = greedyMove(board, rng);
            QVERIFY(board.isLegal(move));
            Board after = board;
            const bool won = after.play(move);
            if (canWin) {
                QVERIFY(won);
            } else if (canBeSafe) {
                QVERIFY(!opponentWinsAtOnce(after));
                QCOMPARE(after.count(us) - after.count(opponent(us)), bestMargin);
            }
            ++checked;
            board.play(randomMove(board, rng));
        }
    }
    QVERIFY(checked > 1000);
}

void LadderTest::randomMoverPlaysEveryLegalMove()
{
    const Board board(3);
    std::mt19937_64 rng(3);
    std::vector<int> seen(9, 0);
    for (int i = 0; i < 900; ++i) {
        ++seen[static_cast<std::size_t>(randomMove(board, rng))];
    }
    for (const int count : seen) {
        QVERIFY(count > 50);
    }
}

// The ladder plays the levels with `cap=0`: a loaded machine must not cut the top levels short.
void LadderTest::aCapInTheSpecReplacesTheLevelsCap()
{
    const SearchLimits level = limitsFor(parseSpec("level=" + std::to_string(MaxLevel)), 6);
    QVERIFY(level.timeCap.count() > 0);
    const SearchLimits uncapped =
        limitsFor(parseSpec("level=" + std::to_string(MaxLevel) + ",cap=0"), 6);
    QCOMPARE(uncapped.timeCap.count(), 0);
    QCOMPARE(uncapped.nodes, level.nodes);
    QCOMPARE(uncapped.matePlies, level.matePlies);
    QCOMPARE(limitsFor(parseSpec("level=3,cap=1500"), 6).timeCap.count(), 1500);
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, parseSpec("level=3,cap=-1"));
}

QTEST_GUILESS_MAIN(LadderTest)
#include "LadderTest.moc"
