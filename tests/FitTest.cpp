#include "Fit.h"

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include <QTest>

using namespace jump61;

// The weight fitter of jump61-tune: given positions whose results follow known weights, it must
// move the weights it starts from towards them and lower the error on positions it never saw.
class FitTest : public QObject
{
    Q_OBJECT

private slots:
    void fitRecoversTheWeightsBehindTheResults();
    void noSamplesChangeNothing();
};

void FitTest::fitRecoversTheWeightsBehindTheResults()
{
    EvalWeights truth;
    truth.corner = 200;
    truth.threatened = 0;
    truth.tempo = 0;
    std::mt19937 random(5);
    std::uniform_int_distribution<int> squares(-8, 8);
    std::uniform_int_distribution<int> few(-2, 2);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<FitSample> samples;
    for (int i = 0; i < 20000; ++i) {
        FitSample sample;
        sample.terms.square = squares(random);
        sample.terms.corner = few(random);
        sample.terms.threatened = few(random);
        const double win = 1.0 / (1.0 + std::exp(-0.004 * weigh(sample.terms, truth)));
        sample.result = unit(random) < win ? 1.0 : 0.0;
        samples.push_back(sample);
    }
    const EvalWeights start; // corner 30, threatened 40, tempo 10
    const FitReport report = fitWeights(samples, start);
    QCOMPARE(report.weights.square, 100); // the unit stays
    QVERIFY2(report.weights.corner > 150 && report.weights.corner < 250,
             qPrintable(QString::number(report.weights.corner)));
    QVERIFY2(std::abs(report.weights.threatened) < 30,
             qPrintable(QString::number(report.weights.threatened)));
    QVERIFY2(std::abs(report.weights.tempo) < 30,
             qPrintable(QString::number(report.weights.tempo)));
    QVERIFY(report.scale > 0.002 && report.scale < 0.008);
    QVERIFY(report.trainAfter < report.trainBefore);
    QVERIFY(report.heldOutAfter < report.heldOutBefore);
}

void FitTest::noSamplesChangeNothing()
{
    const EvalWeights start;
    const FitReport report = fitWeights({}, start);
    QCOMPARE(report.weights.corner, start.corner);
    QCOMPARE(report.weights.chain, start.chain);
    QCOMPARE(report.trainAfter, 0.0);
}

QTEST_APPLESS_MAIN(FitTest)
#include "FitTest.moc"
