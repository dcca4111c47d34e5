#include "engine/Levels.h"

#include <QTest>

using namespace jump61;

// The level table (engine/Levels.cpp) as the issue asks for it: a named ladder whose measured
// ratings climb in steps of 100 to 300 points, Club the text default, and the top level the
// full engine. It checks the table, not timing or strength (the ladder run measures those).
class LevelsTest : public QObject
{
    Q_OBJECT

private slots:
    void ratingsClimbInStepsOf100To300();
    void everyLevelHasANameAndADescription();
    void defaultsAreWhereTheDocumentsSay();
    void budgetsGrowUpTheLadder();
    void levelsBelowTheDefaultAreCappedOnLargeBoards();
};

void LevelsTest::ratingsClimbInStepsOf100To300()
{
    QVERIFY(MaxLevel - MinLevel + 1 >= 8);
    for (int level = MinLevel + 1; level <= MaxLevel; ++level) {
        const int gap = levelRating(level) - levelRating(level - 1);
        QVERIFY2(gap >= 100 && gap <= 300,
                 qPrintable(QString("levels %1 and %2 are %3 points apart")
                                .arg(level - 1)
                                .arg(level)
                                .arg(gap)));
    }
    QVERIFY(levelRating(MinLevel) > 0); // above the random mover
}

void LevelsTest::everyLevelHasANameAndADescription()
{
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        QVERIFY(!levelName(level).empty());
        QVERIFY(!describeLevel(level).empty());
        for (int other = MinLevel; other < level; ++other) {
            QVERIFY(levelName(other) != levelName(level));
        }
    }
}

void LevelsTest::defaultsAreWhereTheDocumentsSay()
{
    QCOMPARE(levelName(DefaultLevel), std::string("Club"));
    QCOMPARE(levelName(FirstGameLevel), std::string("Casual"));
    QCOMPARE(levelName(MinLevel), std::string("Beginner"));
    QCOMPARE(levelName(MaxLevel), std::string("Master"));
}

void LevelsTest::budgetsGrowUpTheLadder()
{
    // From the default up, each level searches more positions and deeper mates than the one
    // below, and the top is the full engine: the whole evaluation and every cascade.
    for (int level = DefaultLevel + 1; level <= MaxLevel; ++level) {
        const SearchLimits below = levelLimits(level - 1, 6);
        const SearchLimits limits = levelLimits(level, 6);
        QVERIFY(limits.nodes > below.nodes);
        QVERIFY(limits.matePlies > below.matePlies);
    }
    const SearchLimits top = levelLimits(MaxLevel, 15);
    QVERIFY(!top.squaresOnly);
    QCOMPARE(top.quiescencePlies, MaxQuiescencePlies);
    QVERIFY(top.noise <= 2);
}

void LevelsTest::levelsBelowTheDefaultAreCappedOnLargeBoards()
{
    // Up to 6x6 the levels below the default are budgeted in plies alone, as their ratings were
    // measured; above it their plies would grow dear, and none searches more positions a move
    // than the default's own budget.
    const std::uint64_t cap = levelLimits(DefaultLevel, 6).nodes;
    for (int level = MinLevel; level < DefaultLevel; ++level) {
        QCOMPARE(levelLimits(level, 6).nodes, std::uint64_t{0});
        for (const int size : {7, 10, 15}) {
            const SearchLimits limits = levelLimits(level, size);
            QVERIFY(limits.nodes > 0 && limits.nodes <= cap);
            QCOMPARE(limits.depth, levelLimits(level, 6).depth);
        }
    }
}

QTEST_GUILESS_MAIN(LevelsTest)
#include "LevelsTest.moc"
