#include "engine/Bench.h"

#include "support/TestHelpers.h"

#include <cstdint>

#include <QtTest>

// The bench's fingerprint (folded from its searches' nodes, depths and moves, printed last by
// jump61 --bench) is pinned here, so that a change to the engine's choices cannot slip through
// unnoticed. When an engine change is meant to change them, update the one constant below to
// the figure the test prints (and the README's bench figures, if they moved).

namespace {

constexpr std::uint64_t ExpectedFingerprint = 17124465368547614928ull;

} // namespace

class BenchTest : public QObject
{
    Q_OBJECT

private slots:
    void fingerprintIsPinned();
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

QTEST_APPLESS_MAIN(BenchTest)
#include "BenchTest.moc"
