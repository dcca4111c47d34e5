#include "gui/panels/HintVerdict.h"

#include "engine/SearchTypes.h"

#include <QtTest>

// The verdict under the window's hint: a win or loss score of the search is a proof and says
// so, with the moves to the end; any other score is a winning chance.

using namespace jump61;

class HintVerdictTest : public QObject
{
    Q_OBJECT

private slots:
    void winAndLossScoresAreProven();
    void otherScoresAreWinningChances();
    void theOpponentsProofStandsOverAnEstimate();
};

void HintVerdictTest::winAndLossScoresAreProven()
{
    SearchResult result;
    result.score = WinScore - 5; // the side to move wins on the fifth ply: its third move
    QCOMPARE(hintVerdict(result, 6), QString("wins in 3 (proven)"));
    result.score = -(WinScore - 4);
    QCOMPARE(hintVerdict(result, 6), QString("every move loses; this one in 2 (proven)"));
}

void HintVerdictTest::otherScoresAreWinningChances()
{
    SearchResult result;
    result.score = 0;
    QCOMPARE(hintVerdict(result, 6), QString("winning chance 50%"));
    result.score = 400;
    QVERIFY(hintVerdict(result, 6).startsWith("winning chance "));
    QVERIFY(hintVerdict(result, 6) != QString("winning chance 50%"));
}

// The computer's search of the move just played proved the game: the hint that follows says
// so rather than give a chance (it gave 10% where the panel had just said "Blue has a forced
// win"), unless the hint's own search proved it too.
void HintVerdictTest::theOpponentsProofStandsOverAnEstimate()
{
    SearchResult hint;
    hint.score = -700; // an estimate
    QCOMPARE(provenVerdict(hint, WinScore - 6, "Red", "Blue"),
             QString("Blue has a forced win (proven): no move saves the game"));
    QCOMPARE(provenVerdict(hint, -(WinScore - 3), "Red", "Blue"),
             QString("Red has a forced win (proven), which this hint's search did not find"));
    QCOMPARE(provenVerdict(hint, 2500, "Red", "Blue"), QString()); // no proof: the estimate
    hint.score = -(WinScore - 4);                                  // the hint's own proof
    QCOMPARE(provenVerdict(hint, WinScore - 6, "Red", "Blue"), QString());
}

QTEST_GUILESS_MAIN(HintVerdictTest)
#include "HintVerdictTest.moc"
