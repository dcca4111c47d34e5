#include "engine/Evaluation.h"

#include "core/Board.h"
#include "engine/PlaneSet.h"
#include "support/TestHelpers.h"

#include <random>
#include <utility>
#include <vector>

#include <QTest>

using namespace jump61;

// The evaluation works on bitboards; this test spells out what it should compute, square by
// square, and compares the two on random positions of every size.
class EvaluationTest : public QObject
{
    Q_OBJECT

private slots:
    void bitboardsAgreeWithThePlainDefinition_data();
    void bitboardsAgreeWithThePlainDefinition();
    void scoreIsFromTheSideToMove();
    void materialCounts();
};

namespace {

int plainEvaluation(const Board& board, const EvalWeights& w)
{
    const int us = static_cast<int>(board.toMove());
    int score[3] = {0, 0, 0};
    const auto critical = [&](int sq) { return board.spots(sq) >= board.degree(sq); };
    for (int sq = 0; sq < board.area(); ++sq) {
        const int owner = static_cast<int>(board.owner(sq));
        if (owner == 0) {
            continue;
        }
        int value = w.square + w.spot * board.spots(sq);
        value += board.degree(sq) == 2 ? w.corner : board.degree(sq) == 3 ? w.edge : 0;
        bool enemyCritical = false;
        int friendlyCritical = 0;
        for (int k = 0; k < board.degree(sq); ++k) {
            const int n = board.topology().neighbours[sq][k];
            const int other = static_cast<int>(board.owner(n));
            if (other != 0 && critical(n)) {
                if (other == owner) {
                    ++friendlyCritical;
                } else {
                    enemyCritical = true;
                }
            }
        }
        if (critical(sq)) {
            value += w.chain * friendlyCritical;
            if (!enemyCritical) {
                value += w.safeCritical;
            } else {
                value += owner == us ? w.strike : -w.doomed;
            }
        } else if (enemyCritical) {
            value -= w.threatened;
        }
        score[owner] += value;
    }
    return clampEvaluation(score[us] - score[3 - us] + w.tempo);
}

// The quiescence search's evaluation, from the planes of a PlaneBoard of the board's size.
template <int... Sizes>
int planeEvaluation(const Board& board, const EvalWeights& w, std::integer_sequence<int, Sizes...>)
{
    int score = 0;
    const auto of = [&]<int N>(std::integral_constant<int, N>) {
        return evaluate(PlanePositionSets<N>::of(PlaneBoard<N>(board)), board.toMove(), w);
    };
    ((board.size() == Sizes + MinSize
          ? (score = of(std::integral_constant<int, Sizes + MinSize>{}), 0)
          : 0),
     ...);
    return score;
}

int planeEvaluation(const Board& board, const EvalWeights& w)
{
    return planeEvaluation(board, w, std::make_integer_sequence<int, MaxSize - MinSize + 1>{});
}

} // namespace

void EvaluationTest::bitboardsAgreeWithThePlainDefinition_data()
{
    jump61::testing::addBoardSizeRows();
}

void EvaluationTest::bitboardsAgreeWithThePlainDefinition()
{
    QFETCH(int, size);
    std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 7919);
    EvalWeights odd; // weights that are all different, so that no term can stand in for another
    odd.square = 97;
    odd.spot = 5;
    odd.corner = 13;
    odd.edge = 7;
    odd.safeCritical = 23;
    odd.strike = 61;
    odd.doomed = 41;
    odd.threatened = 19;
    odd.chain = 11;
    odd.tempo = 3;
    int compared = 0;
    for (int game = 0; game < 20; ++game) {
        Board board(size);
        while (!board.gameOver()) {
            QCOMPARE(evaluate(board, odd), plainEvaluation(board, odd));
            QCOMPARE(weigh(evaluationTerms(board), odd), evaluate(board, odd));
            QCOMPARE(evaluate(board), plainEvaluation(board, EvalWeights{}));
            QCOMPARE(planeEvaluation(board, odd), plainEvaluation(board, odd));
            ++compared;
            std::vector<int> legal;
            for (int sq = 0; sq < board.area(); ++sq) {
                if (board.isLegal(sq)) {
                    legal.push_back(sq);
                }
            }
            board.play(legal[rng() % legal.size()]);
        }
    }
    QVERIFY(compared > 20);
}

void EvaluationTest::scoreIsFromTheSideToMove()
{
    Board board(4);
    board.set(0, 2, Side::Red);
    board.set(5, 3, Side::Red);
    board.set(15, 1, Side::Blue);
    // Red owns more: good for Red when Red is to move, bad for Blue when Blue is.
    const int score = evaluate(board);
    if (board.toMove() == Side::Red) {
        QVERIFY(score > 0);
    } else {
        QVERIFY(score < 0);
    }
}

void EvaluationTest::materialCounts()
{
    EvalWeights squaresOnly{};
    squaresOnly = {100, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    Board board(5);
    board.set(12, 1, Side::Red);  // 3 3
    board.set(6, 1, Side::Red);   // 2 2
    board.set(18, 1, Side::Blue); // 4 4
    const int sign = board.toMove() == Side::Red ? 1 : -1;
    QCOMPARE(evaluate(board, squaresOnly), sign * 100);
}

QTEST_APPLESS_MAIN(EvaluationTest)
#include "EvaluationTest.moc"
