#include "gui/WindowFixture.h"
#include "gui/board/BoardView.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/MainWindow.h"
#include "gui/window/WindowActions.h"

#include <memory>

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace jump61;

// A screen reader can follow a game: the board has a child per square named by its place and
// contents in the palette's colour words, the cursor's square has the focus, a square's press
// action plays it, and the board's description says whose turn it is and the last move. The
// controls around it have names too.
class AccessibilityTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture : TemporaryFolder, WindowFixture
    {
        Fixture() : WindowFixture(twoPeople(5), dir.path(), AnimationSpeed::Instant, false) {}
    };

private slots:
    void everySquareIsAChildWithItsContentsInWords()
    {
        Fixture f;
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.game().sendAll({"3 4", "1 1", "3 4"});
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 3 && f.game().settled(), 30000);
        BoardView* board = f.window->boardView();
        QAccessibleInterface* view = QAccessible::queryAccessibleInterface(board);
        QVERIFY(view != nullptr);
        QCOMPARE(view->text(QAccessible::Name), QString("Board"));
        QCOMPARE(view->childCount(), 25);

        const int square = 2 * 5 + 3; // 3 4
        QAccessibleInterface* cell = view->child(square);
        QVERIFY(cell != nullptr);
        QCOMPARE(view->indexOfChild(cell), square);
        QCOMPARE(cell->parent(), view);
        QVERIFY(cell->text(QAccessible::Name).startsWith("Row 3, column 4: 3 red spots"));
        QVERIFY(cell->text(QAccessible::Name).contains("last move"));
        QCOMPARE(view->child(0)->text(QAccessible::Name),
                 QString("Row 1, column 1: 2 blue spots, one spot from jumping"));
        QCOMPARE(view->child(24)->text(QAccessible::Name),
                 QString("Row 5, column 5: 1 white spot"));
        // Blue is to move: its square can be played, Red's cannot.
        QVERIFY(!view->child(0)->state().disabled);
        QVERIFY(cell->state().disabled);
        QVERIFY(board->rect().contains(board->mapFromGlobal(cell->rect().center())));
        QCOMPARE(view->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);

        const QString description = view->text(QAccessible::Description);
        QVERIFY2(description.contains("Blue to move") && description.contains("row 3, column 4"),
                 qPrintable(description));

        // The colour-blind palette's words.
        emit f.window->actions().schemeChosen(ColourScheme::ColourBlindSafe);
        QVERIFY(cell->text(QAccessible::Name).startsWith("Row 3, column 4: 3 orange spots"));
    }

    void theCursorSquareHasTheFocusAndPressPlaysIt()
    {
        Fixture f;
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        BoardView* board = f.window->boardView();
        board->activateWindow();
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        QAccessibleInterface* view = QAccessible::queryAccessibleInterface(board);
        QCOMPARE(view->focusChild(), nullptr); // no cursor shown yet
        QTest::keyClick(board, Qt::Key_Down);  // the cursor appears in the middle: 3 3
        QCOMPARE(view->focusChild(), view->child(12));
        QVERIFY(view->child(12)->state().focused);
        QVERIFY(view->text(QAccessible::Description).contains("Cursor: Row 3, column 3"));

        QAccessibleActionInterface* action = view->child(6)->actionInterface();
        QVERIFY(action != nullptr);
        QVERIFY(action->actionNames().contains(QAccessibleActionInterface::pressAction()));
        action->doAction(QAccessibleActionInterface::pressAction());
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1 && f.game().settled(), 30000);
        QCOMPARE(f.game().snapshot().board().owner(6), Side::Red);
    }

    void theControlsHaveNames()
    {
        Fixture f;
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.game().send("2 2");
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1 && f.game().settled(), 30000);
        // Every toolbar button says what it does.
        for (QToolButton* button : f.window->findChild<QToolBar*>()->findChildren<QToolButton*>()) {
            if (button->defaultAction() == nullptr) {
                continue;
            }
            QAccessibleInterface* item = QAccessible::queryAccessibleInterface(button);
            QVERIFY2(!item->text(QAccessible::Name).isEmpty(),
                     qPrintable(button->defaultAction()->toolTip()));
        }
        // Controls without words of their own are named (Qt's own, "qt_...", aside).
        for (QWidget* widget : f.window->findChildren<QWidget*>()) {
            if (widget->objectName().startsWith("qt_")) {
                continue;
            }
            if (qobject_cast<QLineEdit*>(widget) != nullptr ||
                qobject_cast<QPlainTextEdit*>(widget) != nullptr ||
                qobject_cast<QToolButton*>(widget) != nullptr) {
                QAccessibleInterface* item = QAccessible::queryAccessibleInterface(widget);
                const QString name = item->text(QAccessible::Name);
                QVERIFY2(!name.isEmpty() && name != QString::fromUtf8("\u2715"),
                         qPrintable(widget->metaObject()->className()));
            }
        }
        // The chart and the colour chips are pictures: they carry words.
        auto* chart = f.window->statusPanel()->findChild<SquaresChart*>();
        QAccessibleInterface* chartItem = QAccessible::queryAccessibleInterface(chart);
        QCOMPARE(chartItem->text(QAccessible::Name), QString("Squares over the game"));
        QCOMPARE(chartItem->text(QAccessible::Description),
                 QString("After move 1: Red 1 square, Blue 0 squares."));
        int namedChips = 0;
        for (QLabel* label : f.window->statusPanel()->findChildren<QLabel*>()) {
            if (label->text().isEmpty() && !label->accessibleName().isEmpty()) {
                ++namedChips;
            }
        }
        QCOMPARE(namedChips, 3); // the turn's chip and one per player
    }
};

QTEST_MAIN(AccessibilityTest)
#include "AccessibilityTest.moc"
