#include "gui/board/PressBurst.h"

#include <QGuiApplication>
#include <QStyleHints>
#include <QTest>

using jump61::PressBurst;

// Presses by their event times: within the gap of the one before they continue a burst,
// whatever came before that; a zero time (a program's event) is never noted.
class PressBurstTest : public QObject
{
    Q_OBJECT

private slots:
    void theGapIsAtLeastTheDoubleClickInterval()
    {
        QVERIFY(PressBurst::gap() >= 750);
        const auto doubleClick =
            static_cast<quint64>(QGuiApplication::styleHints()->mouseDoubleClickInterval());
        QVERIFY(PressBurst::gap() >= doubleClick);
    }

    void pressesWithinTheGapContinueABurst()
    {
        const quint64 gap = PressBurst::gap();
        PressBurst burst;
        QVERIFY(!burst.press(1000)); // the first press starts one
        QVERIFY(burst.press(1000 + gap - 1));
        // Timed from the press before, not from the first: a long burst goes on.
        QVERIFY(burst.press(1000 + 2 * gap - 2));
        QVERIFY(!burst.press(1000 + 3 * gap - 2)); // a whole gap later: a new burst
        QVERIFY(burst.press(1000 + 3 * gap - 2));  // the same time continues it
    }

    void aClockThatGoesBackStartsANewBurst()
    {
        PressBurst burst;
        QVERIFY(!burst.press(5000));
        QVERIFY(!burst.press(4990));
        QVERIFY(burst.press(5000));
    }

    void aProgramsPressIsNotNoted()
    {
        PressBurst burst;
        QVERIFY(!burst.press(0));
        QVERIFY(!burst.press(10)); // nothing was noted at 0
        QVERIFY(!burst.press(0));
        QVERIFY(burst.press(20)); // the press at 10 is still the last one noted
    }
};

QTEST_MAIN(PressBurstTest)
#include "PressBurstTest.moc"
