#include "gui/board/CascadeAnimator.h"

#include <QSignalSpy>
#include <QTest>

using namespace jump61;

// The animator replays the core's cascade step by step and always lands on the reported
// position; a click skips the current move; a position the queue cannot reach replaces it.
class CascadeAnimatorTest : public QObject
{
    Q_OBJECT

private:
    static Board cascadePosition()
    {
        Board board(3);
        const Topology& topo = board.topology();
        board.set(topo.index(1, 1), 2, Side::Red);
        board.set(topo.index(3, 3), 2, Side::Red);
        board.set(topo.index(2, 1), 3, Side::Blue);
        board.set(topo.index(2, 2), 2, Side::Blue);
        board.set(topo.index(1, 3), 2, Side::Blue);
        return board;
    }

    static MoveEvent eventFor(const Board& before, int square, bool byComputer = false)
    {
        Board after = before;
        after.play(square);
        return MoveEvent{before, square, before.toMove(), byComputer, after};
    }

private slots:
    void replayLandsOnTheReportedPosition_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("jumps");
        QTest::newRow("quiet move") << 3 << 2 << 0;
        QTest::newRow("two-step cascade") << 1 << 1 << 2;
        QTest::newRow("corner of the other side") << 3 << 3 << 1;
    }

    void replayLandsOnTheReportedPosition()
    {
        QFETCH(int, row);
        QFETCH(int, col);
        QFETCH(int, jumps);
        const Board before = cascadePosition();
        const MoveEvent event = eventFor(before, before.topology().index(row, col));

        CascadeAnimator animator;
        animator.setSpeed(AnimationSpeed::Normal);
        animator.setManualClock(true);
        animator.show(before, -1);
        QSignalSpy finished(&animator, &CascadeAnimator::finished);
        animator.enqueue(event);
        QVERIFY(animator.busy());
        QCOMPARE(animator.jumpCount(), jumps);
        QVERIFY(animator.target() == event.after);

        int jumpFrames = 0;
        int lastJump = -1;
        for (int guard = 0; guard < 10000 && animator.busy(); ++guard) {
            animator.advance(5);
            const AnimationFrame& frame = animator.frame();
            if (frame.jump >= 0 && animator.jumpsDone() != lastJump) {
                lastJump = animator.jumpsDone();
                ++jumpFrames;
            }
        }
        QVERIFY(!animator.busy());
        QCOMPARE(jumpFrames, jumps);
        QVERIFY(animator.frame().board == event.after);
        QCOMPARE(animator.frame().lastMove, event.square);
        QCOMPARE(finished.count(), 1);
    }

    void computerMoveIsPreviewedBeforeItLands()
    {
        const Board before = cascadePosition();
        const MoveEvent event = eventFor(before, before.topology().index(1, 1), true);
        CascadeAnimator animator;
        animator.setSpeed(AnimationSpeed::Slow);
        animator.setManualClock(true);
        animator.show(before, -1);
        animator.enqueue(event);
        QCOMPARE(animator.frame().preview, event.square);
        QVERIFY(animator.frame().board == before);
    }

    void skipFinishesOnlyTheCurrentMove()
    {
        const Board first = cascadePosition();
        const MoveEvent one = eventFor(first, first.topology().index(1, 1));
        const MoveEvent two = eventFor(one.after, one.after.topology().index(1, 3));
        CascadeAnimator animator;
        animator.setSpeed(AnimationSpeed::Slow);
        animator.setManualClock(true);
        animator.show(first, -1);
        animator.enqueue(one);
        animator.enqueue(two);
        animator.skip();
        QVERIFY(animator.busy());
        QVERIFY(animator.frame().board == one.after);
        QVERIFY(animator.target() == two.after);
        animator.skip();
        QVERIFY(!animator.busy());
        QVERIFY(animator.frame().board == two.after);
    }

    void instantSpeedShowsTheResultAtOnce()
    {
        const Board before = cascadePosition();
        const MoveEvent event = eventFor(before, before.topology().index(1, 1), true);
        CascadeAnimator animator;
        animator.setSpeed(AnimationSpeed::Instant);
        animator.show(before, -1);
        QSignalSpy finished(&animator, &CascadeAnimator::finished);
        animator.enqueue(event);
        QVERIFY(!animator.busy());
        QVERIFY(animator.frame().board == event.after);
        QCOMPARE(finished.count(), 1);
    }

    void syncKeepsAReachablePositionAndReplacesAnOther()
    {
        const Board before = cascadePosition();
        const MoveEvent event = eventFor(before, before.topology().index(1, 1));
        CascadeAnimator animator;
        animator.setSpeed(AnimationSpeed::Slow);
        animator.setManualClock(true);
        animator.show(before, -1);
        animator.enqueue(event);
        animator.sync(event.after, event.square);
        QVERIFY(animator.busy());

        const Board fresh(5);
        animator.sync(fresh, -1);
        QVERIFY(!animator.busy());
        QVERIFY(animator.frame().board == fresh);
    }
};

QTEST_MAIN(CascadeAnimatorTest)
#include "CascadeAnimatorTest.moc"
