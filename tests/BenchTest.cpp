#include "engine/Bench.h"

#include "support/TestHelpers.h"

#include <cstdint>
#include <sstream>
#include <string>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// The bench's fingerprint (folded from its searches' nodes, depths and moves, printed last by
// jump61 --bench) is pinned here, so that a change to the engine's choices cannot slip through
// unnoticed. When an engine change is meant to change them, update the one constant below to
// the figure the test prints (and the README's bench figures, if they moved).

namespace {

constexpr std::uint64_t ExpectedFingerprint = 7603700950600896832ull;

} // namespace

class BenchTest : public QObject
{
    Q_OBJECT

private slots:
    void fingerprintIsPinned();
    void solveSectionProvesItsPositionsAndPrintsThem();
};

void BenchTest::fingerprintIsPinned()
{
    // Every budget in the bench counts nodes, so the figure is the same in every build; only
    // optimised builds run it, since its searches take seconds there and minutes without
    // optimisation.
    if (jump61::testing::SlowBuild) {
        QSKIP("the bench's searches are too slow in unoptimised and sanitizer builds");
    }
    const std::uint64_t fingerprint = jump61::benchFingerprint();
    qInfo("bench fingerprint: %llu", static_cast<unsigned long long>(fingerprint));
    QCOMPARE(fingerprint, ExpectedFingerprint);
}

void BenchTest::solveSectionProvesItsPositionsAndPrintsThem()
{
    if (jump61::testing::SlowBuild) {
        QSKIP("the bench's proofs take minutes in unoptimised and sanitizer builds");
    }
    jump61::BenchReport report;
    report.solves = jump61::benchSolves();
    QCOMPARE(report.solves.size(), std::size_t{2});
    for (const auto& proof : report.solves) {
        // Both openings are won by Blue (SolverTest checks the solver against an independent
        // one on smaller positions); one thread's node count is the same on every run.
        QVERIFY2(proof.proven, proof.name.c_str());
        QCOMPARE(proof.winner, std::string("blue"));
        QVERIFY(proof.nodes > 0);
    }
    QCOMPARE(jump61::benchSolves()[0].nodes, report.solves[0].nodes);

    std::ostringstream table;
    jump61::printBenchTable(report, table);
    const std::string first = report.solves[0].name;
    const std::size_t row = table.str().find(first);
    QVERIFY(row != std::string::npos);
    const std::string line = table.str().substr(row, table.str().find('\n', row) - row);
    QVERIFY2(line.find("blue wins") != std::string::npos, line.c_str());
    QVERIFY2(line.find(std::to_string(report.solves[0].nodes)) != std::string::npos, line.c_str());

    std::ostringstream json;
    jump61::printBenchJson(report, json);
    QJsonParseError error;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(json.str()), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray solves = document.object().value("solves").toArray();
    QCOMPARE(solves.size(), 2);
    const QJsonObject second = solves[1].toObject();
    QCOMPARE(second.value("name").toString().toStdString(), report.solves[1].name);
    QCOMPARE(second.value("moves").toString().toStdString(), report.solves[1].moves);
    QCOMPARE(second.value("proven").toBool(), true);
    QCOMPARE(second.value("winner").toString(), QStringLiteral("blue"));
    QCOMPARE(static_cast<std::uint64_t>(second.value("nodes").toDouble()), report.solves[1].nodes);
}

QTEST_APPLESS_MAIN(BenchTest)
#include "BenchTest.moc"
