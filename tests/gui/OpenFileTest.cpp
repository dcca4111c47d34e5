#include "gui/WindowFixture.h"
#include "gui/dialogs/AboutDialog.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/MessageBar.h"
#include "gui/panels/StatusPanel.h"
#include "gui/window/MainWindow.h"
#include "gui/window/WindowActions.h"
#include "protocol/CommandError.h"
#include "protocol/SavedGame.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>

using namespace jump61;

// Files that are not saved games are refused with a short printable reason, and the
// computer does not play on behind a dialog the player has to answer.
class OpenFileTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return path;
    }

private slots:
    void anEmptyFileIsNotASavedGame_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("blank lines") << QByteArray(" \n\n\t\r\n");
        QTest::newRow("comments only") << QByteArray("# nothing here\n  # nor here\n");
    }

    void anEmptyFileIsNotASavedGame()
    {
        QFETCH(QByteArray, bytes);
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3", "2 2"}, 2));
        const Game before = f.game().snapshot().game;
        f.window->openFile(write("empty.jump61", bytes));
        QTRY_VERIFY(f.window->messageBar()->isVisible());
        QVERIFY(f.window->messageBar()->text().contains("not a saved jump61 game"));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().snapshot().board() == before.board());
        QCOMPARE(f.game().snapshot().game.moves(), before.moves());
        QVERIFY(!f.window->windowTitle().contains("empty.jump61"));
    }

    void randomBytesGiveAShortPrintableReason()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        QByteArray bytes(4000, '\0');
        QRandomGenerator random(61);
        for (char& byte : bytes) {
            byte = static_cast<char>(random.bounded(256));
        }
        bytes.replace(0, 6, "\x1b[2J\n#");
        f.window->openFile(write("noise.bin", bytes));
        QTRY_VERIFY(f.window->messageBar()->isVisible());
        const QString text = f.window->messageBar()->text();
        QVERIFY(text.contains("not a saved jump61 game"));
        QVERIFY2(text.size() < 160, qPrintable(text));
        for (const QChar c : text) {
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7F, qPrintable(text));
        }
    }

    // The message bar words a file's trouble in the window's own terms (and language); the
    // console keeps the interpreter's line.
    void theWindowWordsFileErrorsItself()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        f.window->openFile(m_dir.filePath("gone.jump61"));
        QTRY_VERIFY(f.window->messageBar()->isVisible());
        QCOMPARE(f.window->messageBar()->text(),
                 QString("Could not open gone.jump61: there is no such file."));
        QVERIFY(f.window->console()->transcript().contains("error: cannot open "));
        // A folder is called a folder, as the console's line calls it.
        QVERIFY(QDir(m_dir.path()).mkdir("folder.jump61"));
        f.window->openFile(m_dir.filePath("folder.jump61"));
        QTRY_COMPARE(f.window->messageBar()->text(),
                     QString("Could not open folder.jump61: it is a folder, not a file."));
        QVERIFY(f.window->console()->transcript().contains(": it is a folder"));
        QCOMPARE(MainWindow::fileTroubleText(
                     {FileTrouble::Kind::NotAFile, "/p/fifo", 0, std::string(PipeReason)}),
                 QString("Could not open fifo: it is a pipe, not a file."));
        f.window->openFile(write("bad.jump61", "size 4\n1 1\nfly away\n"));
        // The console is closed: the bar says why itself.
        QVERIFY(!f.window->console()->isVisible());
        QTRY_COMPARE(f.window->messageBar()->text(),
                     QString("Could not open bad.jump61: line 3 is wrong (unknown command: fly)."));
        QVERIFY(f.window->console()->transcript().contains("line 3: unknown command: fly"));
        QCOMPARE(MainWindow::fileTroubleText({FileTrouble::Kind::BadLine, "/a/b.jump61", 7}),
                 QString("Could not open b.jump61: line 7 is wrong (the command console, F12, "
                         "says why)."));
        QCOMPARE(MainWindow::fileTroubleText({FileTrouble::Kind::NotWritten, "/full/disk.jump61", 0,
                                              "No space left on device"}),
                 QString("Could not save the game to disk.jump61 (No space left on device)."));
        // The program's own refusal to replace another kind of file is put into words of the
        // window's language, not passed on in the interpreter's.
        QCOMPARE(MainWindow::fileTroubleText({FileTrouble::Kind::NotWritten, "/a/notes.txt", 0,
                                              std::string(NotASavedGameReason)}),
                 QString("Could not save the game to notes.txt: it is not a saved jump61 game; "
                         "remove it or choose another name."));
    }

    void theComputerWaitsBehindAModalDialog()
    {
        WindowFixture f(WindowFixture::twoComputers(), m_dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() >= 1, 20000);

        std::size_t shown = 0;
        bool checked = false;
        QTimer::singleShot(0, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            QVERIFY(modal != nullptr);
            // Held: once what was under way is done, nothing more is asked of the computer.
            QVERIFY(f.game().held());
            QVERIFY(QTest::qWaitFor(
                [&] { return f.game().settled() && !f.game().interpreter().busy(); }, 20000));
            shown = f.game().snapshot().game.ply();
            for (int i = 0; i < 20; ++i) {
                QCoreApplication::processEvents();
            }
            QVERIFY(!f.game().interpreter().busy());
            QCOMPARE(f.game().snapshot().game.ply(), shown);
            // The panel says why nothing happens.
            if (!f.game().snapshot().board().gameOver()) {
                QVERIFY2(f.window->statusPanel()->detailText().contains(
                             "waits until the dialog is closed"),
                         qPrintable(f.window->statusPanel()->detailText()));
            }
            checked = true;
            modal->close();
        });
        AboutDialog(f.window.get()).exec();
        QVERIFY(checked);
        QTRY_VERIFY(!f.game().held());
        QTRY_VERIFY(!f.window->statusPanel()->detailText().contains("waits"));
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() > shown ||
                                     f.game().snapshot().board().gameOver(),
                                 20000);
    }

    void theComputerStaysHeldFromTheNewGameDialogToTheQuestion()
    {
        WindowFixture f(WindowFixture::twoComputers(), m_dir.path());
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() >= 1, 20000);
        bool heldWhenAsked = false;
        f.window->gameFile().setQuestion([&](const QString&) {
            heldWhenAsked = f.game().held();
            return QMessageBox::Cancel;
        });
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            dialog->accept();
        });
        f.window->actions().newGame->trigger();
        QVERIFY(heldWhenAsked);
        QTRY_VERIFY(!f.game().held());
    }
};

QTEST_MAIN(OpenFileTest)
#include "OpenFileTest.moc"
