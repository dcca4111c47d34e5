#include "gui/WindowFixture.h"
#include "gui/dialogs/NewGameDialog.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/MessageBar.h"
#include "gui/window/GameFile.h"
#include "gui/window/WindowActions.h"

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTimer>

using namespace jump61;

// A game with unsaved moves is never lost without the Save / Discard / Cancel question:
// closing, Open, New Game, a new board size, the banner's New Game and a typed `quit` all
// ask, Save saves (through the interpreter's `save`) before going on, and Cancel changes
// nothing.
class UnsavedGameTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // The file's bytes, or none if it cannot be read (not there).
    static QByteArray readFile(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    static bool writeFile(const QString& path, const QByteArray& bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    QString savedGame(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        writeFile(path, "size 5\n1 1\n5 5\n");
        return path;
    }

private slots:
    void theTitleMarksUnsavedMoves()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        QVERIFY(!f.window->isWindowModified());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        QVERIFY(f.window->isWindowModified());
        QVERIFY(f.window->saveTo(m_dir.filePath("marks.jump61")));
        QVERIFY(!f.window->isWindowModified());
        QVERIFY(f.window->windowTitle().startsWith("marks.jump61"));
        QVERIFY(f.playAndSettle({"4 4"}, 2));
        QVERIFY(f.window->isWindowModified());
        // Back at the saved position, but the record holds a move the file does not.
        QVERIFY(f.playAndSettle({"undo"}, 1));
        QVERIFY(f.window->isWindowModified());
        QVERIFY(f.playAndSettle({"redo", "undo", "undo", "3 3"}, 1));
        QVERIFY(!f.window->isWindowModified());
    }

    void closingAsksAndCancelKeepsTheWindow()
    {
        {
            WindowFixture blank(WindowFixture::twoPeople(), m_dir.path());
            QVERIFY(blank.waitSettled());
            QVERIFY(blank.window->close()); // nothing to lose: no question
            QVERIFY(blank.questions.isEmpty());
        }
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        QVERIFY(!f.window->close());
        QCOMPARE(f.questions.size(), 1);
        QVERIFY(f.window->isVisible());
        QVERIFY(f.playAndSettle({"4 4"}, 2)); // the interpreter still plays

        f.answer = QMessageBox::Discard;
        QVERIFY(f.window->close());
        QCOMPARE(f.questions.size(), 2);
    }

    void saveWithoutAFileAsksWhereThenCloses()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3", "2 2"}, 2));
        const QString path = m_dir.filePath("closing.jump61");
        int asked = 0;
        f.window->gameFile().setSavePathChooser([&] {
            ++asked;
            return path;
        });
        f.answer = QMessageBox::Save;
        QVERIFY(f.window->close());
        QCOMPARE(asked, 1);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("\n3 3\n2 2\n"));
        // Written by the interpreter's `save`, as the console shows.
        QVERIFY(f.window->console()->transcript().contains("> save " + path));
        QVERIFY(f.window->console()->transcript().contains("saved the game to"));
    }

    void aSaveThatFailsGoesNoFurther()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.window->gameFile().setSavePathChooser(
            [this] { return m_dir.filePath("no/such/folder/game.jump61"); });
        f.answer = QMessageBox::Save;
        QVERIFY(!f.window->close());
        QVERIFY(f.window->isVisible());
        QVERIFY(f.window->isWindowModified());
        // In the window's words, with the writer's reason; the console has the error line.
        QTRY_COMPARE(f.window->messageBar()->text(),
                     QString("Could not save the game to game.jump61 (the folder does not "
                             "exist)."));
        QVERIFY(f.window->console()->transcript().contains("error: cannot write "));

        // A chooser that is cancelled cancels too.
        f.window->gameFile().setSavePathChooser([] { return QString(); });
        QVERIFY(!f.window->close());
        f.answer = QMessageBox::Discard;
        QVERIFY(f.window->close());
    }

    // The game's own file refuses the save (a game written by hand, edited since it was
    // opened): Save then asks for another name, and the game goes there.
    void aSaveTheGamesFileRefusesAsksForAnother()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        const QString path = savedGame("by-hand.jump61");
        f.window->gameFile().load(path);
        QTRY_VERIFY(f.window->windowTitle().startsWith("by-hand.jump61") && f.game().settled());
        QVERIFY(f.playAndSettle({"3 3"}, 3));
        QFile edited(path);
        QVERIFY(edited.open(QIODevice::Append) && edited.write("# more notes\n") > 0);
        edited.close();
        const QString other = m_dir.filePath("other-name.jump61");
        int asked = 0;
        f.window->gameFile().setSavePathChooser([&] {
            ++asked;
            return other;
        });
        f.window->actions().save->trigger();
        QCOMPARE(asked, 1);
        QCOMPARE(f.window->gameFile().path(), QFileInfo(other).absoluteFilePath());
        QVERIFY(!f.window->isWindowModified());
        QFile file(other);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\n3 3\n"));
        file.close(); // the writer refuses a file this program has open
        // The hand-written file is as the player left it.
        QVERIFY(edited.open(QIODevice::ReadOnly));
        QCOMPARE(edited.readAll(), QByteArray("size 5\n1 1\n5 5\n# more notes\n"));
        edited.close();

        // A file that takes the save asks nothing.
        QVERIFY(f.playAndSettle({"2 2"}, 4));
        f.window->actions().save->trigger();
        QCOMPARE(asked, 1);
        QVERIFY(!f.window->isWindowModified());
    }

    void openingAnotherGameAsks()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        const QString path = savedGame("other.jump61");
        f.answer = QMessageBox::Cancel;
        f.window->openFile(path);
        QCOMPARE(f.questions.size(), 1);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().board().size(), 6);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));

        f.answer = QMessageBox::Discard;
        f.window->openFile(path);
        QTRY_VERIFY(f.game().snapshot().board().size() == 5 && f.game().settled());
        QTRY_VERIFY(f.window->windowTitle().startsWith("other.jump61"));
        QVERIFY(!f.window->isWindowModified());
    }

    void theNewGameDialogAsksAfterItIsAccepted()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        // The player chooses a 5x5 board, then cancels the Save question.
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            auto* size = dialog->findChild<QComboBox*>("sizeCombo");
            QVERIFY(size != nullptr);
            size->setCurrentIndex(size->findData(5));
            dialog->accept();
        });
        f.window->actions().newGame->trigger();
        QCOMPARE(f.questions.size(), 1);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));

        // Opened again, the dialog offers the 5x5 board chosen before.
        f.answer = QMessageBox::Discard;
        int offeredSize = 0;
        QTimer::singleShot(0, [&offeredSize] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            offeredSize = dialog->setup().size;
            dialog->accept();
        });
        f.window->actions().newGame->trigger();
        QCOMPARE(offeredSize, 5);
        QTRY_COMPARE(f.game().snapshot().board().size(), 5);
        QCOMPARE(f.questions.size(), 2);
        QTRY_VERIFY(f.game().snapshot().game.moves().empty() && f.game().settled());
        QVERIFY(!f.window->isWindowModified());
    }

    void aNewBoardSizeAsks()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        emit f.window->actions().sizeChosen(8);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().board().size(), 6);
        f.answer = QMessageBox::Discard;
        emit f.window->actions().sizeChosen(8);
        QTRY_COMPARE(f.game().snapshot().board().size(), 8);
        QCOMPARE(f.questions.size(), 2);
    }

    // A size the interpreter refuses replaces nothing: no question, the interpreter's error, and
    // the game as it was.
    void aRefusedSizeTypedInTheConsoleDoesNotAsk()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        for (const char* line : {"size 1", "size 16", "size x", "size"}) {
            emit f.window->console()->commandEntered(line);
        }
        QVERIFY(f.waitSettled());
        QCOMPARE(f.questions.size(), 0);
        QTRY_VERIFY(f.window->console()->transcript().contains("between 2 and 15"));
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.game().snapshot().board().size(), 6);
    }

    // A typed `load` of a file that is no game replaces nothing either: no question (which
    // would catch the keys still being typed into the console), and the interpreter's error.
    void aLoadOfAFileThatIsNoGameDoesNotAsk()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Discard;
        const auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile file(m_dir.filePath(name));
            file.open(QIODevice::WriteOnly);
            file.write(bytes);
            return m_dir.filePath(name);
        };
        const QString binary = write("binary.jump61", QByteArray("\x7f"
                                                                 "ELF\x02\x01",
                                                                 6));
        const QString badLine = write("bad-line.jump61", "size 5\n1 1\nfly\n");
        for (const QString& path : {m_dir.filePath("nowhere.jump61"), binary, badLine}) {
            emit f.window->console()->commandEntered("load " + path);
        }
        QVERIFY(f.waitSettled());
        QTRY_VERIFY(f.window->console()->transcript().contains("unknown command: fly"));
        QCOMPARE(f.questions.size(), 0);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.game().snapshot().board().size(), 6);
    }

    // The real question: keys that reach it within its look time (typed ahead, for the console)
    // do not answer it, a letter alone never does, and later keys (Esc here) do. The clock is the
    // test's, so "just shown" is a state.
    void keysTypedAheadDoNotAnswerTheQuestion()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        qint64 now = 1000;
        GameFile& file = f.window->gameFile();
        file.setClock([&now] { return now; });
        file.setQuestion({}); // the real box
        bool choseFile = false;
        file.setSavePathChooser([&] { // a wrong Save would not wait
            choseFile = true;
            return QString();
        });
        bool openAfterTypedKeys = false;
        bool asked = false;
        bool cancelIsDefault = false;
        QTimer::singleShot(0, [&] {
            QWidget* box = QApplication::activeModalWidget();
            asked = box != nullptr;
            if (!asked) {
                return;
            }
            for (const Qt::Key key : {Qt::Key_S, Qt::Key_Space, Qt::Key_Return, Qt::Key_D}) {
                QTest::keyClick(box, key);
            }
            QTest::keyClick(box, Qt::Key_S, Qt::AltModifier);
            openAfterTypedKeys = QApplication::activeModalWidget() == box;
            now += GameFile::QuestionLookMilliseconds;
            // Later still, a letter alone (the console's text typed on) answers nothing.
            // (Qt's box answers a button's letter with an animated click: the button goes down
            // at once and is clicked a moment later.)
            for (const Qt::Key key : {Qt::Key_S, Qt::Key_D, Qt::Key_C}) {
                QTest::keyClick(box, key);
                for (const auto* button : box->findChildren<QAbstractButton*>()) {
                    openAfterTypedKeys = openAfterTypedKeys && !button->isDown();
                }
            }
            openAfterTypedKeys = openAfterTypedKeys && QApplication::activeModalWidget() == box;
            // Enter, later still, is the next line's: asked for a typed command, the default
            // answer is Cancel, which keeps the game, and no file dialog follows.
            const auto* question = qobject_cast<QMessageBox*>(box);
            cancelIsDefault = question != nullptr &&
                              question->defaultButton() ==
                                  static_cast<QPushButton*>(question->button(QMessageBox::Cancel));
            QTest::keyClick(box, Qt::Key_Return);
        });
        emit f.window->console()->commandEntered("new");
        QVERIFY(asked);
        QVERIFY(openAfterTypedKeys);
        QVERIFY(cancelIsDefault);
        QVERIFY(!choseFile);
        QVERIFY(QApplication::activeModalWidget() == nullptr);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QVERIFY(f.window->console()->transcript().contains("the game in play was kept"));
    }

    void commandsTypedInTheConsoleThatReplaceTheGameAsk()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        const QString load = "load " + savedGame("kept.jump61");
        for (const QString& line :
             {QString("new"), QString("n"), QString("clear"), QString("size 4"), load}) {
            emit f.window->console()->commandEntered(line);
        }
        QCOMPARE(f.questions.size(), 5);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.game().snapshot().board().size(), 6);

        f.answer = QMessageBox::Discard;
        emit f.window->console()->commandEntered("load " + savedGame("typed.jump61"));
        QTRY_VERIFY(f.window->windowTitle().startsWith("typed.jump61") && f.game().settled());
        QVERIFY(!f.window->isWindowModified());
        emit f.window->console()->commandEntered("1 2");
        QTRY_VERIFY(f.window->isWindowModified());
        emit f.window->console()->commandEntered("size 4");
        QTRY_VERIFY(f.game().snapshot().board().size() == 4 && f.game().settled());
        QTRY_VERIFY(f.window->windowTitle().startsWith("Untitled"));
        QVERIFY(!f.window->isWindowModified());
    }

    // A typed `save FILE` is the menu's Save: the title drops its mark and a new game asks
    // nothing.
    void aSaveTypedInTheConsoleSavesTheGame()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        QVERIFY(f.window->isWindowModified());
        const QString path = m_dir.filePath("typed save.jump61");
        emit f.window->console()->commandEntered("save " + path);
        QVERIFY(QFile::exists(path));
        QVERIFY(!f.window->isWindowModified());
        QVERIFY(f.window->windowTitle().startsWith("typed save.jump61"));
        QCOMPARE(f.window->gameFile().path(), path);
        emit f.window->actions().sizeChosen(8);
        QTRY_VERIFY(f.game().snapshot().board().size() == 8 && f.game().settled());
        QVERIFY(f.questions.isEmpty());

        // A save that fails leaves the game unsaved.
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        emit f.window->console()->commandEntered("save " + m_dir.filePath("no/such/folder/x"));
        QTRY_VERIFY(f.window->messageBar()->isVisible());
        QVERIFY(f.window->isWindowModified());
        QCOMPARE(f.window->gameFile().path(), QString());
    }

    // `set` keeps the position but starts a new record: it asks while the record has moves.
    void aTypedSetThatDropsTheMovesAsks()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        // A set the rules refuse changes nothing: no question, the interpreter's error.
        for (const char* refused :
             {"set 9 9 1 red", "set 1 1 3 red", "set 1 1 1", "set x 1 1 red"}) {
            emit f.window->console()->commandEntered(refused);
            QVERIFY(f.waitSettled());
        }
        QTRY_COMPARE(f.window->console()->transcript().count("error: "), 4);
        QCOMPARE(f.questions.size(), 0);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        emit f.window->console()->commandEntered("set 1 1 2 red");
        QCOMPARE(f.questions.size(), 1);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.game().snapshot().board().owner(0), Side::White);

        f.answer = QMessageBox::Discard;
        emit f.window->console()->commandEntered("set 1 1 2 red");
        QTRY_VERIFY(f.game().snapshot().board().owner(0) == Side::Red && f.game().settled());
        QCOMPARE(f.questions.size(), 2);
        QVERIFY(f.game().snapshot().game.moves().empty());
        // No moves left to lose: the next edit goes straight through.
        emit f.window->console()->commandEntered("set 1 2 1 blue");
        QTRY_VERIFY(f.game().snapshot().board().owner(1) == Side::Blue && f.game().settled());
        QCOMPARE(f.questions.size(), 2);
    }

    // An edit of a game opened from a file starts a new record without the file's moves: the
    // window forgets the file, as after `new`, so that Ctrl+S asks for a name instead of
    // writing the edit over the saved game.
    void aSetAfterOpeningAGameLeavesItsFileAlone()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        const QString path = savedGame("opened.jump61");
        f.window->gameFile().load(path);
        QTRY_VERIFY(f.window->windowTitle().startsWith("opened.jump61") && f.game().settled());
        f.answer = QMessageBox::Discard;
        emit f.window->console()->commandEntered("set 3 3 2 red");
        QTRY_VERIFY(f.game().snapshot().board().owner(12) == Side::Red && f.game().settled());
        QTRY_VERIFY(f.window->windowTitle().startsWith("Untitled"));
        QCOMPARE(f.window->gameFile().path(), QString());
        QVERIFY(f.window->isWindowModified());
        bool asked = false;
        f.window->gameFile().setSavePathChooser([&asked] {
            asked = true;
            return QString(); // cancelled
        });
        f.window->actions().save->trigger();
        QVERIFY(asked);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("size 5\n1 1\n5 5\n"));
    }

    void quitTypedInTheConsoleAsks()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.answer = QMessageBox::Cancel;
        emit f.window->console()->commandEntered("quit");
        QCOMPARE(f.questions.size(), 1);
        QVERIFY(f.window->isVisible());
        // The console says the quit went nowhere, as for another command the question stopped.
        QTRY_VERIFY(f.window->console()->transcript().contains(
            "> quit\n# not sent: the game in play was kept"));
        // The session did not end: it still takes moves.
        QVERIFY(f.playAndSettle({"4 4"}, 2));

        f.answer = QMessageBox::Discard;
        emit f.window->console()->commandEntered("Q");
        QCOMPARE(f.questions.size(), 2);
        QVERIFY(!f.window->isVisible());
    }

    // A person's move is in the copy as soon as it has been played, not up to half a second
    // later with the computer's: a window killed in that half second lost it.
    void aPersonsMoveIsCopiedAtOnce()
    {
        const QString copy = m_dir.filePath("data/unsaved-game.jump61");
        QFile::remove(copy);
        const auto copyText = [&] { return readFile(copy); };
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        f.window->start({{}, {}, copy});
        QVERIFY(f.waitSettled());
        for (const auto& [move, ply] :
             {std::pair{"3 3", 1}, std::pair{"2 2", 2}, std::pair{"4 4", 3}}) {
            QVERIFY(f.playAndSettle({QString::fromLatin1(move)}, static_cast<std::size_t>(ply)));
            QVERIFY(QTest::qWaitFor([&] { return !f.game().interpreter().busy(); }, 20000));
            // No wait for a later write: the move is there now.
            QVERIFY2(copyText().endsWith(QByteArray(move) + '\n'), copyText().constData());
        }
        f.window->close();
    }

    // Against the computer a person's move finishes its command only with the computer's
    // reply: the move is in the copy before that, while the computer still thinks (here for as
    // long as it may), not only with the reply.
    void aPersonsMoveIsCopiedBeforeTheComputerReplies()
    {
        const QString copy = m_dir.filePath("data/unsaved-game.jump61");
        QFile::remove(copy);
        const auto copyText = [&] { return readFile(copy); };
        GameSetup setup = WindowFixture::twoPeople();
        setup.setPlayer(Side::Blue, PlayerKind::Computer);
        setup.setLevel(Side::Blue, MaxLevel);
        {
            WindowFixture f(setup, m_dir.path(), AnimationSpeed::Instant, false, false);
            f.window->start({{}, {}, copy});
            QVERIFY(f.waitSettled());
            f.game().send(QStringLiteral("movetime 600000"));
            QVERIFY(f.waitSettled());
            f.game().send(QStringLiteral("3 3")); // the game's first move: no copy before it
            QTRY_VERIFY_WITH_TIMEOUT(copyText().endsWith("3 3\n"), 20000);
            QVERIFY(f.game().interpreter().busy()); // Blue has not answered
            QCOMPARE(f.game().snapshot().game.ply(), std::size_t{1});
            // The search ends with the window, not in ten minutes.
            f.game().interpreter().shutdown();
        }
        QFile::remove(copy); // left as by a killed window; the next test starts without one
    }

    // A window that stops without closing (killed, a crash, a power cut) leaves a copy of its
    // unsaved game, and the next window brings it back; a clean close leaves none.
    void aWindowThatStopsLeavesItsGameToTheNext()
    {
        const QString copy = m_dir.filePath("data/unsaved-game.jump61");
        const QString saved = m_dir.filePath("left.jump61");
        const auto copyText = [&] { return readFile(copy); };
        {
            WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                            false, false);
            f.window->start({{}, {}, copy});
            QVERIFY(f.waitSettled());
            QVERIFY(!QFileInfo::exists(copy)); // nothing to keep yet
            QVERIFY(f.playAndSettle({"3 3", "2 2"}, 2));
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 20000);
            // Saved: nothing unsaved, no copy. A move more: the copy names the game's file.
            QVERIFY(f.window->saveTo(saved));
            QVERIFY(!QFileInfo::exists(copy));
            QVERIFY(f.playAndSettle({"4 4"}, 3));
            // Written at once, or at the end of the interval since the last write.
            QTRY_VERIFY_WITH_TIMEOUT(copyText().contains("\n4 4\n"), 20000);
            const QByteArray text = copyText();
            QVERIFY(text.startsWith("# jump61: the unsaved moves of " + saved.toUtf8() + "\n"));
            QVERIFY(text.contains("\n3 3\n2 2\n4 4\n"));
            // A second window at the same time keeps no copy: it would replace this one's.
            WindowFixture second(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                                 false, false);
            second.window->start({{}, {}, copy});
            QVERIFY(second.waitSettled());
            QCOMPARE(second.window->gameFile().unsavedCopyPath(), QString());
            QCOMPARE(second.game().snapshot().game.ply(), std::size_t{0});
            // The windows go without a close event, as a killed program does.
        }
        QVERIFY(QFileInfo::exists(copy));
        // Blue is the computer in this window's settings: the copy's players (two people) are
        // set before its game loads, or Blue would move at once.
        GameSetup computerBlue;
        computerBlue.levels = {1, 1};
        WindowFixture g(computerBlue, m_dir.path(), AnimationSpeed::Instant, false, false);
        QSignalSpy restored(&g.window->gameFile(), &GameFile::restored);
        QSignalSpy trouble(&g.window->gameFile(), &GameFile::copyTrouble);
        g.window->start({{}, {}, copy});
        QVERIFY(restored.wait(20000) || restored.size() == 1);
        QCOMPARE(restored.front().front().toString(), saved);
        QVERIFY(g.waitSettled());
        QCOMPARE(g.game().snapshot().game.ply(), std::size_t{3});
        QVERIFY(g.game().snapshot().isHuman(Side::Blue));
        // The game is the file's again, with a move to save there.
        QCOMPARE(g.window->gameFile().path(), saved);
        QVERIFY(g.window->isWindowModified());
        // The copy goes on being kept: a move more is in it. Before a stop signal ends the
        // window, the copy is written at once, whatever the half-second limit still holds back.
        QVERIFY(g.playAndSettle({"5 5", "1 2"}, 5));
        g.window->gameFile().flushUnsavedCopy();
        QVERIFY(copyText().contains("\n4 4\n5 5\n1 2\n"));
        QCOMPARE(trouble.size(), 0);
        // A clean close (here Discard) leaves no copy for the next start.
        QVERIFY(g.window->close());
        QCOMPARE(g.questions.size(), 1);
        QVERIFY(!QFileInfo::exists(copy));
    }

    // The copy's folder is made again if it went, and one that cannot be made is named as the
    // trouble (the write's own reason would be "the folder does not exist").
    void theCopysFolderIsMadeOrNamed()
    {
        const QString gone = m_dir.filePath("gone/deeper/unsaved-game.jump61");
        const QString blocker = m_dir.filePath("blocker");
        QVERIFY(writeFile(blocker, "a file, so no folder can be made under it\n"));
        const QString unmakeable = blocker + "/copies/unsaved-game.jump61";
        {
            WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                            false, false);
            QSignalSpy trouble(&f.window->gameFile(), &GameFile::copyTrouble);
            f.window->start({{}, {}, gone});
            QVERIFY(f.waitSettled());
            QVERIFY(QDir(m_dir.filePath("gone")).removeRecursively());
            QVERIFY(f.playAndSettle({"3 3"}, 1));
            f.window->gameFile().flushUnsavedCopy();
            QTRY_VERIFY(QFileInfo::exists(gone));
            QCOMPARE(trouble.size(), 0);
            // Its lock is back too: another window started now keeps no copy of its own.
            QVERIFY(QFileInfo::exists(gone + ".lock"));
            WindowFixture second(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                                 false, false);
            second.window->start({{}, {}, gone});
            QVERIFY(second.waitSettled());
            QCOMPARE(second.window->gameFile().unsavedCopyPath(), QString());
            f.answer = QMessageBox::Discard;
            QVERIFY(f.window->close());
        }
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        QSignalSpy trouble(&f.window->gameFile(), &GameFile::copyTrouble);
        f.window->start({{}, {}, unmakeable});
        QVERIFY(f.waitSettled());
        QVERIFY(f.playAndSettle({"3 3"}, 1));
        f.window->gameFile().flushUnsavedCopy();
        QTRY_COMPARE(trouble.size(), 1);
        QCOMPARE(trouble.front().front().toString(),
                 QString("the folder %1 could not be made").arg(blocker + "/copies"));
        f.answer = QMessageBox::Discard;
        QVERIFY(f.window->close());
    }

    // A game between two computers, paused with a move taken back, comes back paused: the
    // computer does not play on (which would also lose the move to redo).
    void aPausedGameComesBackPaused()
    {
        const QString folder = m_dir.filePath("paused");
        const QString copy = folder + "/unsaved-game.jump61";
        const auto copyText = [&] { return readFile(copy); };
        {
            WindowFixture f(WindowFixture::twoPeople(), folder, AnimationSpeed::Instant, false,
                            false);
            f.window->start({{}, {}, copy});
            QVERIFY(f.playAndSettle({"3 3", "2 2", "4 4"}, 3));
            // Paused first, so that the computers, once they play both sides, wait.
            f.game().setPaused(true);
            QVERIFY(f.playAndSettle({"auto red", "auto blue", "undo"}, 2));
            QVERIFY(f.game().paused());
            f.window->gameFile().flushUnsavedCopy();
            QTRY_VERIFY_WITH_TIMEOUT(
                copyText().contains(" paused\n") && copyText().endsWith("4 4\nundo\n"), 20000);
            // The window goes without a close event, as a killed program does.
        }
        // A person plays Red in this window's settings: the copy's players (two computers)
        // are set, and the pause holds after the load.
        WindowFixture g(GameSetup{}, folder, AnimationSpeed::Instant, false, false);
        QSignalSpy restored(&g.window->gameFile(), &GameFile::restored);
        g.window->start({{}, {}, copy});
        QVERIFY(restored.wait(20000) || restored.size() == 1);
        QVERIFY(g.waitSettled());
        QVERIFY(g.game().paused());
        QVERIFY(g.window->actions().pause->isChecked());
        QVERIFY(g.game().snapshot().bothComputers());
        QCOMPARE(g.game().snapshot().game.ply(), std::size_t{2});
        QVERIFY(g.game().snapshot().game.canRedo());
        // The last move is named in the computer's section, though its search was not seen.
        const auto* activity = g.window->findChild<QLabel*>(QStringLiteral("activityLabel"));
        QVERIFY(activity != nullptr);
        QVERIFY2(activity->text().contains("Blue played 2 2"), qPrintable(activity->text()));
        // Resumed, the copy no longer says paused.
        g.window->actions().pause->trigger();
        QVERIFY(!g.game().paused());
        g.window->gameFile().flushUnsavedCopy();
        QTRY_VERIFY_WITH_TIMEOUT(!copyText().contains(" paused\n"), 20000);
    }

    // A file whose side to move is the computer's: its reply is a move the file does not hold.
    void theComputersReplyToAnOpenedFileIsUnsaved()
    {
        GameSetup setup; // Red a person, Blue the computer
        setup.levels = {1, 1};
        WindowFixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        const QString path = m_dir.filePath("blue-to-move.jump61");
        QVERIFY(writeFile(path, "size 4\n1 1\n"));
        f.window->openFile(path);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled(), 20000);
        QCOMPARE(f.window->gameFile().path(), path);
        QVERIFY(f.window->isWindowModified());
    }

    // Started with a file that does not open, the window brings the copy back instead of
    // setting it aside.
    void aStartFileThatDoesNotOpenBringsTheCopyBack()
    {
        const QString folder = m_dir.filePath("missing");
        const QString copy = folder + "/unsaved-game.jump61";
        QDir().mkpath(folder);
        QVERIFY(writeFile(copy, "size 4\n1 1\n4 4\n"));
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        f.window->start({{}, folder + "/nope.jump61", copy});
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled(), 20000);
        QCOMPARE(QDir(folder).entryList({"unsaved-game-*"}, QDir::Files).size(), 0);
        QVERIFY(f.window->isWindowModified());
    }

    // Started with a file, the window leaves a copy left by one that stopped where it was
    // (renamed with the date), and says where; a copy that does not load is set aside.
    void aLeftCopyIsNeverReplaced()
    {
        const QString folder = m_dir.filePath("aside");
        const QString copy = folder + "/unsaved-game.jump61";
        QDir().mkpath(folder);
        QVERIFY(writeFile(copy, "size 4\n1 1\n"));
        {
            WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                            false, false);
            f.window->start({{}, savedGame("opened.jump61"), copy});
            QVERIFY(f.waitSettled());
            // Still there once the start's commands have worked.
            QVERIFY(f.window->messageBar()->isVisible());
            QVERIFY(f.window->messageBar()->text().contains("unsaved-game-"));
            QVERIFY(!QFileInfo::exists(copy));
            const QStringList aside =
                QDir(folder).entryList({"unsaved-game-*.jump61"}, QDir::Files);
            QCOMPARE(aside.size(), 1);
            QFile kept(QDir(folder).filePath(aside.front()));
            QVERIFY(kept.open(QIODevice::ReadOnly));
            QCOMPARE(kept.readAll(), QByteArray("size 4\n1 1\n"));
        }
        QVERIFY(writeFile(copy, "size 4\n1 1\n1 1\n")); // Blue's square: line 3 is refused
        WindowFixture g(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        g.window->start({{}, {}, copy});
        QVERIFY(g.waitSettled());
        // Beside the first one set aside, under a name of its own, and said where.
        QTRY_COMPARE(QDir(folder).entryList({"unsaved-game-*.damaged.jump61"}, QDir::Files).size(),
                     1);
        QVERIFY(!QFileInfo::exists(copy));
        QCOMPARE(QDir(folder).entryList({"unsaved-game-*.jump61"}, QDir::Files).size(), 2);
        QVERIFY(g.window->messageBar()->isVisible());
        QVERIFY2(g.window->messageBar()->text().contains("would not load"),
                 qPrintable(g.window->messageBar()->text()));
        QCOMPARE(g.game().snapshot().game.ply(), std::size_t{0});
    }

    // A symbolic link where the copy goes is none of the window's making: its target (here a
    // game the player saved) is neither brought back as unsaved moves nor written through;
    // the first write replaces the link with the copy.
    void aLinkInTheCopysPlaceIsNeverWrittenThrough()
    {
        const QString folder = m_dir.filePath("linked");
        QDir().mkpath(folder);
        const QString copy = folder + "/unsaved-game.jump61";
        const QString mine = savedGame("mine.jump61");
        QVERIFY(QFile::link(mine, copy));
        {
            WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                            false, false);
            QSignalSpy restored(&f.window->gameFile(), &GameFile::restored);
            f.window->start({{}, {}, copy});
            QVERIFY(f.waitSettled());
            QCOMPARE(restored.size(), 0);
            QCOMPARE(f.game().snapshot().game.ply(), std::size_t{0});
            QCOMPARE(f.window->gameFile().unsavedCopyPath(), copy);
            QVERIFY(f.playAndSettle({"3 3", "2 2"}, 2));
            f.window->gameFile().flushUnsavedCopy();
            QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(copy).isFile() && !QFileInfo(copy).isSymLink(),
                                     20000);
            f.answer = QMessageBox::Discard;
            QVERIFY(f.window->close());
        }
        QFile saved(mine);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray("size 5\n1 1\n5 5\n"));
        // Opened as a file, the link's target is the player's game, not the copy: the window
        // keeps its copy beside it, and the game's moves go there, not into the file.
        QVERIFY(QFile::link(mine, copy));
        WindowFixture g(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        g.window->start({{}, mine, copy});
        QVERIFY(g.waitSettled());
        QCOMPARE(g.window->gameFile().unsavedCopyPath(), copy);
        QVERIFY(g.playAndSettle({"3 3"}, 3));
        g.window->gameFile().flushUnsavedCopy();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(copy).isFile() && !QFileInfo(copy).isSymLink(), 20000);
        QVERIFY(saved.seek(0));
        QCOMPARE(saved.readAll(), QByteArray("size 5\n1 1\n5 5\n"));
        g.answer = QMessageBox::Discard;
        QVERIFY(g.window->close());
    }

    // Two windows started while no lock could be made beside the copy (here its folder could
    // not be made; a full disk is the same) both mean to keep it. The first to write takes
    // the lock; the other stops keeping a copy and says so, and never replaces the first's.
    void theFirstWindowToWriteTheCopyKeepsIt()
    {
        const QString blocker = m_dir.filePath("full");
        QVERIFY(writeFile(blocker, "a file where the copy's folder goes\n"));
        const QString copy = blocker + "/unsaved-game.jump61";
        WindowFixture first(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                            false, false);
        first.window->start({{}, {}, copy});
        QVERIFY(first.waitSettled());
        WindowFixture second(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant,
                             false, false);
        QSignalSpy trouble(&second.window->gameFile(), &GameFile::copyTrouble);
        second.window->start({{}, {}, copy});
        QVERIFY(second.waitSettled());
        QCOMPARE(first.window->gameFile().unsavedCopyPath(), copy);
        QCOMPARE(second.window->gameFile().unsavedCopyPath(), copy);
        QVERIFY(QFile::remove(blocker)); // room again
        QVERIFY(first.playAndSettle({"3 3"}, 1));
        first.window->gameFile().flushUnsavedCopy();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(copy), 20000);
        QVERIFY(QFileInfo::exists(copy + ".lock"));
        QVERIFY(second.playAndSettle({"1 1", "2 2"}, 2));
        second.window->gameFile().flushUnsavedCopy();
        QTRY_COMPARE(trouble.size(), 1);
        QCOMPARE(trouble.front().front().toString(), QString("another jump61 window keeps one"));
        QCOMPARE(second.window->gameFile().unsavedCopyPath(), QString());
        QFile kept(copy);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QByteArray text = kept.readAll();
        QVERIFY2(text.endsWith("\n3 3\n"), text.constData());
        second.answer = QMessageBox::Discard;
        QVERIFY(second.window->close());
        QVERIFY(QFileInfo::exists(copy)); // the first window's, left to it
        first.answer = QMessageBox::Discard;
        QVERIFY(first.window->close());
    }

    // A lock left by a window that was killed and not yet reaped by its parent (a zombie,
    // which still answers kill()) holds nothing: the next window keeps the copy and brings
    // the game back.
    void aKilledWindowsLockIsNoOnesEvenBeforeItIsReaped()
    {
        const QString folder = m_dir.filePath("zombie");
        QDir().mkpath(folder);
        const QString copy = folder + "/unsaved-game.jump61";
        QVERIFY(writeFile(copy, "size 4\n1 1\n4 4\n"));
        const pid_t child = fork();
        if (child == 0) {
            _exit(0);
        }
        QVERIFY(child > 0);
        // Ended: /proc says so once the exit is through.
        QTRY_VERIFY([&] {
            QFile stat(QString("/proc/%1/stat").arg(child));
            return stat.open(QIODevice::ReadOnly) && stat.readAll().contains(") Z ");
        }());
        QVERIFY(writeFile(copy + ".lock", QByteArray::number(child) + "\n" +
                                              QCoreApplication::applicationName().toUtf8() + "\n" +
                                              QSysInfo::machineHostName().toUtf8() + "\n"));
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path(), AnimationSpeed::Instant, false,
                        false);
        f.window->start({{}, {}, copy});
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled(), 20000);
        QCOMPARE(f.window->gameFile().unsavedCopyPath(), copy);
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        f.answer = QMessageBox::Discard;
        QVERIFY(f.window->close());
    }

    // A game saved with a move taken back on the computer's turn opens paused, the move still
    // there to redo (the computer would otherwise play at once and drop it); a file that does
    // not open leaves the game in play unpaused.
    void aGameOpenedWithAMoveToRedoOnTheComputersTurnOpensPaused()
    {
        const QString path = m_dir.filePath("taken-back.jump61");
        QVERIFY(writeFile(path, "size 4\n1 1\n4 4\nundo\n"));
        GameSetup computerBlue;
        computerBlue.levels = {1, 1};
        WindowFixture f(computerBlue, m_dir.path(), AnimationSpeed::Instant, false, false);
        f.window->start({});
        QVERIFY(f.waitSettled());
        QSignalSpy loaded(&f.window->gameFile(), &GameFile::loaded);
        f.window->gameFile().load(path);
        QVERIFY(loaded.wait(20000) || loaded.size() == 1);
        QVERIFY(f.waitSettled());
        QVERIFY(loaded.front().at(1).toBool()); // said so on the status bar
        QVERIFY(f.game().paused());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t{1});
        QVERIFY(f.game().snapshot().game.canRedo());
        f.window->actions().redo->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled(), 20000);
        QCOMPARE(f.game().snapshot().game.moves().back(), 15); // 4 4, as it was
        // Without a move to redo, the computer answers as ever; a file that does not open
        // changes nothing.
        f.game().setPaused(false);
        QVERIFY(writeFile(path, "size 4\n1 1\n"));
        f.window->gameFile().load(path);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled() &&
                                     !f.game().snapshot().game.canRedo() &&
                                     f.game().snapshot().game.moves().front() == 0 &&
                                     f.game().snapshot().game.moves().size() == 2,
                                 20000);
        QVERIFY(!f.game().paused());
        f.window->gameFile().load(m_dir.filePath("missing.jump61"));
        QVERIFY(f.waitSettled());
        QVERIFY(!f.game().paused());
        f.answer = QMessageBox::Discard;
        QVERIFY(f.window->close());
    }

    // The same when the window starts with the file, whichever side the computer plays: the
    // players the start sends are not in the snapshot yet when the file is read.
    void aGameStartedWithAMoveToRedoOnTheComputersTurnOpensPaused_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<bool>("redComputer");
        QTest::newRow("Red the computer") << QByteArray("size 4\n1 1\n4 4\n2 2\nundo\n") << true;
        QTest::newRow("Blue the computer") << QByteArray("size 4\n1 1\n4 4\nundo\n") << false;
    }

    void aGameStartedWithAMoveToRedoOnTheComputersTurnOpensPaused()
    {
        QFETCH(QByteArray, file);
        QFETCH(bool, redComputer);
        const QString path = m_dir.filePath("started.jump61");
        QVERIFY(writeFile(path, file));
        GameSetup setup;
        setup.levels = {1, 1};
        if (redComputer) {
            setup.players = {PlayerKind::Computer, PlayerKind::Manual};
        }
        WindowFixture f(setup, m_dir.path(), AnimationSpeed::Instant, false, false);
        QSignalSpy loaded(&f.window->gameFile(), &GameFile::loaded);
        f.window->start({{}, path, {}});
        QVERIFY(loaded.wait(20000) || loaded.size() == 1);
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().paused());
        QVERIFY(f.game().snapshot().game.canRedo());
        const std::size_t ply = f.game().snapshot().game.ply();
        f.window->actions().redo->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == ply + 1 && f.game().settled(),
                                 20000);
    }
};

QTEST_MAIN(UnsavedGameTest)
#include "UnsavedGameTest.moc"
