#include "Fit.h"

#include "ChanceFit.h"

#include <cmath>
#include <cstdlib>
#include <random>
#include <vector>

#include <QTest>

using namespace jump61;

// The fitters of jump61-tune: given positions whose results follow known weights, the weight
// fitter must move the weights it starts from towards them and lower the error on positions it
// never saw; given results that follow a known winning-chance curve, the chance fitter must find
// its scale and a calibration that matches it.
class FitTest : public QObject
{
    Q_OBJECT

private slots:
    void fitRecoversTheWeightsBehindTheResults();
    void noSamplesChangeNothing();
    void chanceFitRecoversTheCurveBehindTheResults();
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

void FitTest::chanceFitRecoversTheCurveBehindTheResults()
{
    // Results drawn from k = 0.05 / (N * N) on 4x4 and 8x8.
    std::mt19937 random(7);
    std::uniform_int_distribution<int> scores(-400, 400);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<ChanceSample> samples;
    for (int i = 0; i < 40000; ++i) {
        ChanceSample sample;
        sample.size = i % 2 == 0 ? 4 : 8;
        sample.score = scores(random) * (sample.size / 4);
        const double chance =
            1.0 / (1.0 + std::exp(-0.05 / (sample.size * sample.size) * sample.score));
        sample.result = unit(random) < chance ? 1.0 : 0.0;
        sample.heldOut = i % 5 == 4;
        samples.push_back(sample);
    }
    const ChanceFitReport report = fitChance(samples);
    QVERIFY2(report.areaScale > 0.04 && report.areaScale < 0.06,
             qPrintable(QString::number(report.areaScale)));
    QCOMPARE(report.scales.size(), std::size_t(2));
    QVERIFY(report.heldOutByArea < report.heldOutGlobal);
    QVERIFY(report.heldOutByArea < report.heldOutBaseline);
    for (const CalibrationRow& row : report.calibration) {
        if (row.samples >= 200) {
            QVERIFY2(std::abs(row.predicted - row.observed) < 0.06,
                     qPrintable(QString::number(row.low)));
        }
    }
}

QTEST_APPLESS_MAIN(FitTest)
#include "FitTest.moc"
