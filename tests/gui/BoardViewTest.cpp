#include "gui/board/BoardView.h"

#include "gui/WindowFixture.h"
#include "gui/board/BoardGeometry.h"
#include "gui/board/CascadeAnimator.h"
#include "gui/board/FreshPosition.h"

#include <QSignalSpy>
#include <QTest>
#include <QtMath>

using namespace jump61;

// The board fits any window with square squares, maps points to squares exactly, and only
// offers legal squares to the player.
class BoardViewTest : public QObject
{
    Q_OBJECT

private slots:
    void squaresStaySquareAtAnySize_data()
    {
        QTest::addColumn<QSize>("area");
        QTest::addColumn<int>("size");
        QTest::newRow("small square window") << QSize(220, 220) << 6;
        QTest::newRow("wide window") << QSize(1200, 500) << 15;
        QTest::newRow("tall window") << QSize(400, 900) << 2;
        QTest::newRow("large") << QSize(1600, 1400) << 9;
    }

    void squaresStaySquareAtAnySize()
    {
        QFETCH(QSize, area);
        QFETCH(int, size);
        const BoardGeometry geometry(QRectF(QPointF(0, 0), QSizeF(area)), size, true);
        QVERIFY(geometry.cell() >= 4);
        QCOMPARE(geometry.cell(), qreal(qFloor(geometry.cell()))); // whole pixels: crisp edges
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(area)).contains(geometry.frame()));
        for (int sq = 0; sq < size * size; ++sq) {
            const QRectF rect = geometry.squareRect(sq);
            QCOMPARE(rect.width(), rect.height());
            QCOMPARE(geometry.squareAt(rect.center()), sq);
        }
        QCOMPARE(geometry.squareAt(geometry.frame().topLeft() - QPointF(5, 5)), -1);
    }

    void coordinatesHaveRoomOnLargeBoardsInSmallWindows()
    {
        // 15 x 15 in the narrowest window: a band of a fixed share of a cell was narrower than
        // "15" at the smallest label font, and the labels were cut to their last digit.
        const QRectF area(QPointF(0, 0), QSizeF(260, 240));
        const BoardGeometry geometry(area, 15, true);
        for (int i = 1; i <= 15; ++i) {
            const QRectF row = geometry.rowLabel(i);
            const QRectF column = geometry.columnLabel(i);
            QVERIFY2(row.width() >= 10 && column.height() >= 10, qPrintable(QString::number(i)));
            QVERIFY(area.contains(row) && area.contains(column));
            QVERIFY(row.right() <= geometry.frame().left());
            QVERIFY(column.bottom() <= geometry.frame().top());
        }
        QVERIFY(area.contains(geometry.frame()));
    }

    // A resize moves the squares under a pointer that stays still: the square lit is the one
    // under the pointer now.
    void theLitSquareFollowsAResizeAndANewBoard()
    {
        CascadeAnimator animator;
        animator.show(Board(4), -1);
        BoardView view(animator);
        view.setInteractive(true);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPoint point = view.squareCentre(5);
        QCursor::setPos(view.mapToGlobal(point));
        if (view.mapFromGlobal(QCursor::pos()) != point) {
            QSKIP("this platform does not move the pointer");
        }
        QTest::mouseMove(&view, point);
        QCOMPARE(view.litSquare(), 5);
        view.resize(800, 800); // square 5 grows away from the pointer: square 0 is under it now
        QCOMPARE(view.squareAt(point), 0);
        QCOMPARE(view.litSquare(), 0);
        view.resize(100, 100); // the board shrinks out from under the pointer
        QCOMPARE(view.squareAt(point), -1);
        QCOMPARE(view.litSquare(), -1);
        view.resize(400, 400);
        QCOMPARE(view.litSquare(), 5);

        // A board of another size (a new game) moves the squares under a still pointer too,
        // and a move taken back under it lights its square again, with the hand cursor as well
        // as the ring.
        animator.show(Board(8), -1);
        QVERIFY(view.squareAt(point) != 5);
        QCOMPARE(view.litSquare(), view.squareAt(point));
        const int under = view.squareAt(point);
        Board blue(8);
        blue.play(under == 0 ? 1 : 0); // Red
        blue.play(under);              // Blue takes the square under the pointer
        animator.show(blue, under);
        QCOMPARE(view.litSquare(), -1); // Red's turn: Blue's square is no choice
        QCOMPARE(view.cursor().shape(), Qt::ArrowCursor);
        Board before(8);
        before.play(under == 0 ? 1 : 0);
        animator.show(before, -1); // Blue's move taken back: the square is Blue's to choose
        QCOMPARE(view.litSquare(), under);
        QCOMPARE(view.cursor().shape(), Qt::PointingHandCursor);
    }

    void clicksChooseSquaresAndSkipAnimations()
    {
        CascadeAnimator animator;
        animator.setManualClock(true);
        animator.setSpeed(AnimationSpeed::Slow);
        animator.show(Board(4), -1);
        BoardView view(animator);
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy chosen(&view, &BoardView::squareChosen);
        QSignalSpy skipped(&view, &BoardView::skipRequested);

        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(5));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.takeFirst().at(0).toInt(), 5);

        Board before(4);
        Board after = before;
        after.play(5);
        animator.enqueue(MoveEvent{before, 5, Side::Red, false, after});
        QVERIFY(animator.busy());
        // A second later: a click of its own, not one more of a burst (those do nothing once the
        // board has changed).
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.squareCentre(6), 1000);
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(skipped.count(), 1);
    }

    // A move is played when the button comes up over the square it went down on, on the board
    // it went down on: a press dragged off its square, or held while another position landed,
    // plays nothing.
    void aPressIsAMoveOnlyIfReleasedOnItsSquare()
    {
        CascadeAnimator animator;
        animator.setManualClock(true);
        animator.setSpeed(AnimationSpeed::Instant);
        animator.show(Board(4), -1);
        BoardView view(animator);
        view.freshPosition().setLookTime(0); // the look time has a test of its own
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy chosen(&view, &BoardView::squareChosen);

        QTest::mousePress(&view, Qt::LeftButton, {}, view.squareCentre(5), 1000);
        QCOMPARE(chosen.count(), 0); // nothing yet: the button is still down
        QTest::mouseMove(&view, view.squareCentre(6));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.squareCentre(6), 40);
        QCOMPARE(chosen.count(), 0);
        // Off the board altogether.
        QTest::mousePress(&view, Qt::LeftButton, {}, view.squareCentre(5), 1000);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(-20, -20), 40);
        QCOMPARE(chosen.count(), 0);

        // Held while the opponent's move lands.
        QTest::mousePress(&view, Qt::LeftButton, {}, view.squareCentre(10), 1000);
        Board after(4);
        after.play(0);
        animator.show(after, 0);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.squareCentre(10), 40);
        QCOMPARE(chosen.count(), 0);

        // Down and up on one square of a board that stayed as it was: the move.
        QTest::mousePress(&view, Qt::LeftButton, {}, view.squareCentre(10), 1000);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.squareCentre(10), 40);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.takeFirst().at(0).toInt(), 10);
    }

    // A press less than the look time after the board settled on a new position is not a move;
    // the time is the program's, here a clock the test sets.
    void aPressTooSoonAfterANewPositionDoesNothing()
    {
        CascadeAnimator animator;
        animator.setManualClock(true);
        animator.setSpeed(AnimationSpeed::Slow);
        BoardView view(animator);
        qint64 now = 50000;
        view.freshPosition().setClock([&now] { return now; });
        view.resize(400, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy chosen(&view, &BoardView::squareChosen);
        QSignalSpy skipped(&view, &BoardView::skipRequested);
        QSignalSpy dropped(&view, &BoardView::pressDropped);
        connect(&view, &BoardView::skipRequested, &animator, &CascadeAnimator::skip);
        const qint64 look = FreshPosition::LookTime;

        animator.show(Board(4), -1);
        now += look - 1;
        sendTimedClick(&view, view.squareCentre(5), 10000);
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(dropped.count(), 1);             // said, so that the player knows to click again
        QCOMPARE(dropped.at(0).at(0).toInt(), 5); // with the square, which the window names
        now += 1;
        sendTimedClick(&view, view.squareCentre(5), 20000); // a burst of its own
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(dropped.count(), 1);

        // The same position shown again is not new.
        animator.sync(Board(4), -1);
        sendTimedClick(&view, view.squareCentre(6), 30000);
        QCOMPARE(chosen.count(), 2);

        // While a move is shown, a press skips it at once; the look time starts once the board
        // has settled, from the skip.
        Board before(4);
        Board after = before;
        after.play(5);
        animator.enqueue(MoveEvent{before, 5, Side::Red, false, after});
        QVERIFY(animator.busy());
        sendTimedClick(&view, view.squareCentre(6), 40000);
        QCOMPARE(skipped.count(), 1);
        QVERIFY(!animator.busy());
        now += look / 2;
        sendTimedClick(&view, view.squareCentre(6), 50000);
        now += look / 2 - 1;
        sendTimedClick(&view, view.squareCentre(6), 60000);
        QCOMPARE(chosen.count(), 2);
        now += 1;
        sendTimedClick(&view, view.squareCentre(6), 70000);
        QCOMPARE(chosen.count(), 3);

        // Enter is a press like a click.
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Left); // shows the cursor
        Board later = after;
        later.play(6);
        animator.show(later, 6);
        QTest::keyClick(&view, Qt::Key_Enter);
        QCOMPARE(chosen.count(), 3);
        now += look;
        QTest::keyClick(&view, Qt::Key_Enter);
        QCOMPARE(chosen.count(), 4);
    }

    void theCursorStaysOnTheBoard()
    {
        CascadeAnimator animator;
        animator.show(Board(3), -1);
        BoardView view(animator);
        view.resize(300, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Focus from a click shows no cursor; Tab onto the board shows it in the middle, so that
        // the focus is never on the board unseen.
        view.setFocus(Qt::MouseFocusReason);
        QVERIFY(!view.cursorVisible());
        view.clearFocus();
        view.setFocus(Qt::TabFocusReason);
        QVERIFY(view.cursorVisible());
        QCOMPARE(view.cursorSquare(), 4);
        for (int i = 0; i < 5; ++i) {
            QTest::keyClick(&view, Qt::Key_Left);
            QTest::keyClick(&view, Qt::Key_Up);
        }
        QCOMPARE(view.cursorSquare(), 0);
        QSignalSpy chosen(&view, &BoardView::squareChosen);
        QTest::keyClick(&view, Qt::Key_Enter);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.takeFirst().at(0).toInt(), 0);
        // Without the focus the cursor is not drawn (a key can still reach the board, in a
        // window that is not the active one): Enter then plays nothing.
        view.clearFocus();
        QVERIFY(!view.hasFocus());
        QTest::keyClick(&view, Qt::Key_Enter);
        QCOMPARE(chosen.count(), 0);
    }
};

QTEST_MAIN(BoardViewTest)
#include "BoardViewTest.moc"
