#include "gui/panels/ConsoleDock.h"

#include "gui/WindowFixture.h"

#include <QAction>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>

using namespace jump61;

// The command console as the player opens it with F12.
class ConsoleDockTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture : TemporaryFolder, WindowFixture
    {
        Fixture() : WindowFixture(twoPeople(), dir.path()) {}
        ConsoleDock* console() { return window->console(); }
        QPlainTextEdit* output() { return console()->findChild<QPlainTextEdit*>("consoleOutput"); }
        // The last line of the transcript is the lowest one in view.
        bool newestInView()
        {
            QPlainTextEdit* text = output();
            const QPoint bottom(4, text->viewport()->height() - 4);
            return text->cursorForPosition(bottom).block() == text->document()->lastBlock();
        }
    };

private slots:
    // Lines that came while the console was hidden are scrolled to when it opens, wherever a
    // click in its text left the cursor.
    void itOpensOnTheNewestLine()
    {
        Fixture f;
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        // F12, or the console's menu item: the same action.
        QAction* f12 = f.console()->toggleViewAction();
        QCOMPARE(f12->shortcut(), QKeySequence(Qt::Key_F12));
        for (int round = 1; round <= 3; ++round) {
            QVERIFY(!f.console()->isVisible());
            for (int line = 0; line < 200; ++line) {
                f.console()->appendOutput(QStringLiteral("round %1 line %2").arg(round).arg(line));
            }
            f12->trigger();
            QTRY_VERIFY(f.console()->isVisible() && f.output()->viewport()->height() > 20);
            QVERIFY(f.output()->verticalScrollBar()->maximum() > 0);
            QTRY_VERIFY(f.newestInView());
            QCOMPARE(f.output()->document()->lastBlock().text(),
                     QStringLiteral("round %1 line 199").arg(round));
            // The player clicks an early line (the text cursor goes there), then closes it.
            f.output()->setTextCursor(f.output()->cursorForPosition(QPoint(4, 4)));
            if (round == 1) {
                f.output()->moveCursor(QTextCursor::Start);
            }
            f12->trigger();
            QTRY_VERIFY(!f.console()->isVisible());
        }
    }

    // A resize of the window keeps the newest line in view while the console follows the
    // output, and leaves a player who scrolled back where they were.
    void aResizeKeepsTheNewestLineInView()
    {
        Fixture f;
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.console()->toggleViewAction()->trigger();
        QTRY_VERIFY(f.console()->isVisible() && f.output()->viewport()->height() > 20);
        // Long lines too, which wrap in a narrow window (the help's did, and once left the
        // newest line out of reach after a shrink).
        for (int line = 0; line < 100; ++line) {
            f.console()->appendOutput(line % 3 == 0 ? QStringLiteral("line %1 ").arg(line) +
                                                          QString(150, QLatin1Char('w'))
                                                    : QStringLiteral("line %1").arg(line));
        }
        for (int row = 1; row <= 6; ++row) {
            f.console()->appendOutput(QStringLiteral("%1 1- 1- 1- 1- 1- 1-").arg(row));
        }
        QTRY_VERIFY(f.newestInView());
        const QSize size = f.window->size();
        QScrollBar* bar = f.output()->verticalScrollBar();
        for (const QSize& next :
             {QSize(640, 480), size, QSize(size.width(), size.height() + 200)}) {
            f.window->resize(next);
            QTRY_COMPARE(f.window->size(), next);
            QTRY_VERIFY2(
                bar->value() == bar->maximum() && f.newestInView(),
                qPrintable(
                    QStringLiteral("%1x%2: rows %3 to %4 of %5 shown")
                        .arg(next.width())
                        .arg(next.height())
                        .arg(f.output()->cursorForPosition(QPoint(4, 4)).block().blockNumber())
                        .arg(
                            f.output()
                                ->cursorForPosition(QPoint(4, f.output()->viewport()->height() - 4))
                                .block()
                                .blockNumber())
                        .arg(f.output()->document()->blockCount())));
        }
        // Following the output moves only the view: a selection being copied stays.
        QTextCursor selection = f.output()->textCursor();
        selection.movePosition(QTextCursor::Start);
        selection.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        f.output()->setTextCursor(selection);
        f.console()->appendOutput(QStringLiteral("while selecting"));
        QTRY_VERIFY(f.newestInView());
        QVERIFY(f.output()->textCursor().hasSelection());
        // Scrolled back, then resized: the view stays on the early lines.
        bar->setValue(0);
        f.window->resize(640, 480);
        QTRY_COMPARE(f.window->size(), QSize(640, 480));
        QCOMPARE(bar->value(), 0);
        // And a line that comes then does not pull the view away.
        f.console()->appendOutput(QStringLiteral("one more"));
        QCOMPARE(bar->value(), 0);
    }

    // Opened with F12 the console takes the keys; left open by the last session and shown again
    // with the window, it leaves them with the board, so that P, S and H work as the window's
    // keys instead of typing into the command line.
    void leftOpenItLeavesTheKeysToTheBoard()
    {
        TemporaryFolder folder;
        {
            WindowFixture first(WindowFixture::twoPeople(), folder.dir.path());
            QVERIFY(first.exposed);
            ConsoleDock* console = first.window->console();
            console->toggleViewAction()->trigger();
            QTRY_VERIFY(console->isVisible());
            QTRY_VERIFY(console->findChild<QLineEdit*>("consoleInput")->hasFocus());
            QVERIFY(first.window->close()); // keeps the layout for the next window
        }
        WindowFixture second(WindowFixture::twoPeople(), folder.dir.path());
        QVERIFY(second.exposed);
        QVERIFY(second.waitSettled());
        QLineEdit* input = second.window->console()->findChild<QLineEdit*>("consoleInput");
        QTRY_VERIFY(second.window->console()->isVisible());
        QTRY_VERIFY(second.window->boardView()->hasFocus());
        QVERIFY(!input->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
        QVERIFY(input->text().isEmpty());
    }
};

QTEST_MAIN(ConsoleDockTest)
#include "ConsoleDockTest.moc"
