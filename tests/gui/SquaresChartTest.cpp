#include "gui/panels/SquaresChart.h"

#include <QTest>

using namespace jump61;

// The chart's scale: the top is a whole number of squares that the quarter lines divide evenly,
// a little above the most any side has held, and the whole board once that is close to it.
class SquaresChartTest : public QObject
{
    Q_OBJECT

private:
    // The chart of a 6x6 game that starts with `squares` squares of Red's.
    static int topFor(int squares)
    {
        Board board(6);
        for (int square = 0; square < squares; ++square) {
            board.set(square, 1, Side::Red);
        }
        SquaresChart chart;
        chart.setGame(Game(board));
        return chart.topCount();
    }

private slots:
    void theTopIsAWholeNumberOfQuarters()
    {
        for (int squares = 1; squares <= 28; ++squares) {
            const int top = topFor(squares);
            const QByteArray where =
                QByteArray::number(squares) + " squares: top " + QByteArray::number(top);
            QVERIFY2(top == 36 || top % 4 == 0, where);
            QVERIFY2(top >= squares + 1 && top <= 36, where);
        }
        QCOMPARE(topFor(24), 32); // it was 29
        QCOMPARE(topFor(30), 36);
    }
};

QTEST_MAIN(SquaresChartTest)
#include "SquaresChartTest.moc"
