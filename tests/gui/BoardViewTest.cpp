#include "gui/board/BoardView.h"

#include "gui/board/BoardGeometry.h"
#include "gui/board/CascadeAnimator.h"

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

    void theCursorStaysOnTheBoard()
    {
        CascadeAnimator animator;
        animator.show(Board(3), -1);
        BoardView view(animator);
        view.resize(300, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Left); // first press shows the cursor in the middle
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
    }
};

QTEST_MAIN(BoardViewTest)
#include "BoardViewTest.moc"
