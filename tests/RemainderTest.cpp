#include "engine/Remainder.h"

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include <QtTest>

// Remainder (x % d by multiplications) against the % operator: every divisor the evaluation's
// noise can have and a spread of larger ones, on random numerators and on the edges (0, 1,
// multiples of d and their neighbours, the largest 64-bit values).

using namespace jump61;

class RemainderTest : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheOperator();
    void matchesOnTheEdges();
};

void RemainderTest::matchesTheOperator()
{
    std::mt19937_64 rng(61);
    std::vector<std::uint32_t> divisors;
    for (std::uint32_t d = 1; d <= 4100; ++d) {
        divisors.push_back(d);
    }
    for (int i = 0; i < 200; ++i) {
        divisors.push_back(static_cast<std::uint32_t>(rng()) | 1u);
        divisors.push_back(static_cast<std::uint32_t>(rng() >> (rng() % 32)) + 1u);
    }
    divisors.push_back(std::numeric_limits<std::uint32_t>::max());
    divisors.push_back(std::uint32_t{1} << 31);
    for (const std::uint32_t d : divisors) {
        const Remainder remainder(d);
        for (int i = 0; i < 200; ++i) {
            const std::uint64_t x = rng() >> (rng() % 64);
            if (remainder.of(x) != x % d) {
                QFAIL(qPrintable(
                    QStringLiteral("%1 %% %2 gave %3").arg(x).arg(d).arg(remainder.of(x))));
            }
        }
    }
}

void RemainderTest::matchesOnTheEdges()
{
    constexpr std::uint64_t Top = std::numeric_limits<std::uint64_t>::max();
    for (const std::uint32_t d : {1u, 2u, 3u, 5u, 7u, 401u, 4001u, 65536u, 4294967295u}) {
        const Remainder remainder(d);
        for (const std::uint64_t x :
             {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{d}, std::uint64_t{d} - 1,
              std::uint64_t{d} + 1, Top, Top - 1, Top - d, Top / d * d, Top / d * d - 1}) {
            QCOMPARE(remainder.of(x), static_cast<std::uint32_t>(x % d));
        }
    }
    static_assert(Remainder(5).of(std::uint64_t{123456789012345}) == 123456789012345 % 5);
}

QTEST_APPLESS_MAIN(RemainderTest)
#include "RemainderTest.moc"
