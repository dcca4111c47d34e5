#include "gui/window/MainWindow.h"

#include "gui/WindowFixture.h"
#include "gui/board/BoardView.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/GameOverBanner.h"
#include "gui/panels/MessageBar.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/WindowActions.h"
#include "gui/worker/QtReporter.h"
#include "gui/worker/SessionChannel.h"
#include "protocol/BoardText.h"

#include <algorithm>
#include <memory>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace jump61;

// The window as a player uses it: every action goes through the interpreter and comes back
// as a snapshot, and nothing waits for the computer.
class MainWindowTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture
    {
        explicit Fixture(const GameSetup& setup, const QString& folder)
            : settings(std::make_unique<Settings>(folder + "/settings.ini"))
        {
            settings->setGameSetup(setup);
            settings->setAnimationSpeed(AnimationSpeed::Instant);
            window = std::make_unique<MainWindow>(*settings);
            window->boardView()->freshPosition().setLookTime(0); // as WindowFixture does
            window->gameFile().setQuestion([](const QString&) { return QMessageBox::Discard; });
            window->resize(1000, 700);
            window->show();
            window->start({});
        }
        GameController& game() { return window->controller(); }
        bool waitSettled(int milliseconds = 120000)
        {
            return QTest::qWaitFor([this] { return game().settled(); }, milliseconds);
        }
        std::unique_ptr<Settings> settings;
        std::unique_ptr<MainWindow> window;
    };

    // Every command sent so far has run on the worker and what it reported has reached the
    // window: the worker runs lines in order and its signals arrive in order, so once a
    // comment sent last has finished, nothing sent before it is on its way.
    static bool drain(Fixture& f)
    {
        bool done = false;
        QObject context;
        QObject::connect(&f.game().interpreter(), &SessionChannel::commandFinished, &context,
                         [&done](const QString& line, bool) {
                             done = done || line == QStringLiteral("# drained");
                         });
        f.game().interpreter().send(QStringLiteral("# drained"));
        return QTest::qWaitFor([&] { return done; }, HangGuardMs) && f.waitSettled();
    }

    // Only against hangs: every wait ends on a state or signal long before this.
    static constexpr int HangGuardMs = 120000;

    static GameSetup twoPeople(int size = 6)
    {
        GameSetup setup;
        setup.size = size;
        setup.players = {PlayerKind::Manual, PlayerKind::Manual};
        return setup;
    }

    QTemporaryDir m_dir;

private slots:
    void aClickPlaysThroughTheInterpreter()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        BoardView* board = f.window->boardView();
        const int square = board->geometryNow().squareAt(board->squareCentre(8));
        QCOMPARE(square, 8); // row 2, column 3
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCentre(square));
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        const Board& now = f.game().snapshot().board();
        QCOMPARE(now.owner(square), Side::Red);
        QCOMPARE(now.spots(square), 2);
        QVERIFY(f.window->console()->transcript().contains("> 2 3"));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().shownBoard() == now);
    }

    // The window answers a click on the opponent's square itself, in the board's colours;
    // nothing goes to the interpreter, whose error would name the protocol's red and blue.
    void anOpponentsSquareIsRefusedInTheBoardsColours()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        f.game().send("1 1");
        QVERIFY(f.waitSettled());
        BoardView* board = f.window->boardView();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCentre(0)); // Red's, Blue to move
        QVERIFY(f.window->messageBar()->isVisible());
        QCOMPARE(f.window->messageBar()->text(),
                 QString("That square is Red's. Blue may play on a white square or on one of "
                         "its own."));
        QVERIFY(!f.game().interpreter().busy());
        QCOMPARE(f.window->console()->transcript().count("> 1 1"), 1); // the first move only

        emit f.window->actions().schemeChosen(ColourScheme::ColourBlindSafe);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCentre(0), 2000);
        QCOMPARE(f.window->messageBar()->text(),
                 QString("That square is Orange's. Blue may play on a white square or on one "
                         "of its own."));
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(1));

        // What the rules refuse otherwise is the interpreter's to say.
        f.game().send("9 9");
        QTRY_VERIFY(
            f.window->console()->transcript().contains("error: 9 9 is not on the 6x6 board"));
    }

    // The error line above the board keeps its place while hidden: the square under the
    // pointer is the same before, during and after it, however long its message.
    void anErrorLineNeverMovesTheBoard()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        f.game().send("1 1");
        QVERIFY(f.waitSettled());
        MainWindow* window = f.window.get();
        // As narrow as the window goes, so that a long message does not fit its line.
        window->resize(window->minimumWidth(), window->height());
        QTRY_COMPARE(window->width(), window->minimumWidth());
        BoardView* board = window->boardView();
        MessageBar* bar = window->messageBar();
        const int last = f.game().snapshot().board().area() - 1;
        const QRect placed(board->mapTo(window, QPoint(0, 0)), board->size());
        const QPoint first = board->mapTo(window, board->squareCentre(0));
        const QPoint lastCentre = board->mapTo(window, board->squareCentre(last));
        const QSize windowSize = window->size();
        // Every layout that showing or hiding the line asked for has been done.
        const auto laidOut = [] {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        };
        const auto unmoved = [&] {
            laidOut();
            return QRect(board->mapTo(window, QPoint(0, 0)), board->size()) == placed &&
                   board->geometryNow().squareAt(board->mapFrom(window, first)) == 0 &&
                   board->geometryNow().squareAt(board->mapFrom(window, lastCentre)) == last &&
                   window->size() == windowSize;
        };

        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCentre(0)); // Red's square
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(unmoved());
        bar->dismiss();
        QVERIFY(!bar->isVisible());
        QVERIFY(unmoved());

        // A message far longer than the line is shortened on it, and whole in its tooltip.
        window->openFile(m_dir.filePath(QString(100, QLatin1Char('x')) + ".jump61"));
        QTRY_VERIFY(bar->isVisible());
        QVERIFY(unmoved());
        QVERIFY(bar->text().startsWith("Could not open") && bar->text().endsWith("no such file."));
        QVERIFY(bar->findChild<QLabel*>("messageText")->toolTip() == bar->text());
        QVERIFY(bar->findChild<QLabel*>("messageText")->text().length() < bar->text().length());
        bar->dismiss();
        QVERIFY(unmoved());
    }

    void keyboardMovesTheCursorAndPlays()
    {
        Fixture f(twoPeople(5), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        BoardView* board = f.window->boardView();
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Down); // shows the cursor in the middle: 3 3
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_Up);
        QCOMPARE(board->cursorSquare(), 1 * 5 + 3); // row 2, column 4
        QTest::keyClick(board, Qt::Key_Return);
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(1));
        QCOMPARE(f.game().snapshot().board().owner(8), Side::Red);
        QVERIFY(f.waitSettled());
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Space);
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(2));
        QCOMPARE(f.game().snapshot().board().owner(7), Side::Blue);
    }

    void computerGameEndsWithTheWinnerBanner()
    {
        Fixture f(WindowFixture::twoComputers(4, 1, 2), m_dir.path());
        GameOverBanner* banner = f.window->banner();
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 60000);
        const Side winner = f.game().snapshot().board().winner();
        QVERIFY(winner != Side::White);
        QVERIFY(f.game().shownBoard() == f.game().snapshot().board());
        QCOMPARE(banner->title(),
                 winner == Side::Red ? QString("Red wins!") : QString("Blue wins!"));
        QVERIFY(f.window->statusPanel()->turnText().contains(winner == Side::Red ? "Red" : "Blue"));
        QVERIFY(f.window->statusPanel()->activityText().contains("played"));
        QVERIFY(!f.window->boardView()->isInteractive());
        QVERIFY(QApplication::activeModalWidget() == nullptr);
    }

    // The box that names the winner can be put away (Esc, a click beside it, its close
    // button) to look at the final board; that click plays nothing, and the box comes back
    // only for another end of a game.
    // The banner's Undo takes the move back and leaves the keys to the board (its button goes
    // with the banner, and focus once fell to the side panel).
    void theBannersUndoLeavesTheKeysToTheBoard()
    {
        Fixture f(twoPeople(2), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        GameOverBanner* banner = f.window->banner();
        f.game().sendAll({"1 1", "1 2", "1 1"});
        QTRY_VERIFY(banner->isVisible() && f.game().settled());
        QPushButton* undo = nullptr;
        for (QPushButton* button : banner->findChildren<QPushButton*>()) {
            if (button->text().contains("Undo")) {
                undo = button;
            }
        }
        QVERIFY(undo != nullptr);
        undo->setFocus();
        undo->click();
        QTRY_VERIFY(!f.game().snapshot().board().gameOver() && f.game().settled());
        QVERIFY(!banner->isVisible());
        QCOMPARE(f.window->focusWidget(), static_cast<QWidget*>(f.window->boardView()));
    }

    void theWinnerBannerCanBePutAwayToSeeTheBoard()
    {
        Fixture f(twoPeople(2), m_dir.path());
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.waitSettled());
        BoardView* board = f.window->boardView();
        GameOverBanner* banner = f.window->banner();
        QSignalSpy chosen(board, &BoardView::squareChosen);
        // Red takes the whole 2 x 2 board: 1 1, 1 2 (Blue), then 1 1 again.
        f.game().sendAll({"1 1", "1 2", "1 1"});
        QTRY_VERIFY(banner->isVisible() && f.game().settled());
        const Board final = f.game().snapshot().board();

        board->setFocus();
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!banner->isVisible());
        QVERIFY(drain(f)); // the window refreshed since: the box stays away
        QVERIFY(!banner->isVisible());
        QVERIFY(f.game().shownBoard() == final);

        f.window->actions().undo->trigger();
        QTRY_VERIFY(!f.game().snapshot().board().gameOver() && f.game().settled());
        f.window->actions().redo->trigger();
        QTRY_VERIFY(banner->isVisible() && f.game().settled());

        // A click on the card keeps it, and so does one beside it that follows quickly (aimed
        // at the board before the box came); a click of its own beside the card, over a
        // square, puts it away and does not reach the board.
        QWidget* card = banner->findChild<QWidget*>("gameOverCard");
        sendTimedClick(banner, card->geometry().center(), 100000);
        QVERIFY(banner->isVisible());
        int beside = 0;
        while (beside < final.area() && card->geometry().contains(board->squareCentre(beside))) {
            ++beside;
        }
        QVERIFY(beside < final.area());
        const QPoint besideCard = banner->mapFrom(board, board->squareCentre(beside));
        sendTimedClick(banner, besideCard, 100300);
        QVERIFY(banner->isVisible());
        sendTimedClick(banner, besideCard, 102000);
        QVERIFY(!banner->isVisible());
        QVERIFY(drain(f));
        QVERIFY(!banner->isVisible());

        f.window->actions().undo->trigger();
        QTRY_VERIFY(!f.game().snapshot().board().gameOver() && f.game().settled());
        f.window->actions().redo->trigger();
        QTRY_VERIFY(banner->isVisible() && f.game().settled());
        auto* close = banner->findChild<QAbstractButton*>("gameOverClose");
        QVERIFY(close != nullptr && close->isVisible());
        close->click();
        QVERIFY(!banner->isVisible());

        QCOMPARE(chosen.count(), 0);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(3));
        QVERIFY(f.game().snapshot().board() == final);
    }

    void undoAndRedoWalkTheHistory()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        f.game().sendAll({"1 1", "6 6", "1 2"});
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(3));
        QVERIFY(f.waitSettled());
        const Board afterTwo = f.game().snapshot().game.positionAt(2);
        const Board afterThree = f.game().snapshot().board();

        f.window->actions().undo->trigger();
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(2));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().shownBoard() == afterTwo);
        QVERIFY(f.window->actions().redo->isEnabled());

        f.window->actions().redo->trigger();
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(3));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().shownBoard() == afterThree);
        QVERIFY(!f.window->actions().redo->isEnabled());
    }

    void undoAgainstTheComputerReturnsToYourTurn()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().play(0));
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(2)); // the computer replied
        QVERIFY(f.waitSettled());
        f.window->actions().undo->trigger();
        QTRY_COMPARE(f.game().snapshot().game.ply(), std::size_t(0));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().acceptingMoves());
        QVERIFY(f.window->boardView()->isInteractive());
    }

    // A level chosen while the computer thinks takes effect at once: the search at the old
    // level is dropped and the move is the new level's (it was the old one's, after its
    // whole search).
    void aLevelChosenWhileTheComputerThinksTakesEffectAtOnce()
    {
        GameSetup setup;
        setup.levels = {MaxLevel, MaxLevel};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        QtReporter* reporter = f.game().interpreter().reporter();
        int started = 0;
        int lastDepth = -1;
        connect(
            reporter, &QtReporter::searchStarted, f.window.get(),
            [&](Side side, bool hint) {
                if (side == Side::Blue && !hint && ++started == 1) {
                    emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Computer, 1);
                }
            },
            Qt::QueuedConnection);
        connect(
            reporter, &QtReporter::searchFinished, f.window.get(),
            [&](Side side, const SearchResult& result, bool hint) {
                if (side == Side::Blue && !hint) {
                    lastDepth = result.depth;
                }
            },
            Qt::QueuedConnection);
        QVERIFY(f.game().play(2 * 6 + 2));
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2 && f.game().settled(), 20000);
        // The Master's search, dropped, then the Beginner's (each of the commands the choice
        // sends, level, auto and threads, starts the search again).
        QVERIFY(started >= 2);
        QVERIFY2(lastDepth >= 0 && lastDepth <= 2, qPrintable(QString::number(lastDepth)));
        QCOMPARE(f.game().snapshot().level(Side::Blue), 1);
    }

    // A new board size starts a new game as New Game does: a pause of the computer ends with
    // the old game (it was kept, and the computer never answered on the new board).
    void aNewBoardSizeEndsAPauseAsNewGameDoes()
    {
        GameSetup setup;
        setup.levels = {1, 1};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        f.window->actions().pause->trigger();
        QVERIFY(f.game().paused());
        // On the person's turn too, the panel says that the computer will not answer.
        QTRY_VERIFY(f.window->statusPanel()->detailText().startsWith(
            "Your turn (the computer is paused): click a white or "));
        emit f.window->actions().sizeChosen(5);
        QTRY_VERIFY(f.game().snapshot().board().size() == 5 && f.game().settled());
        QVERIFY(!f.game().paused());
        QVERIFY(f.game().play(0));
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 20000); // Blue answered
    }

    void aHintRingsASquareForThePlayer()
    {
        GameSetup setup;
        setup.levels = {2, 2};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        QVERIFY(f.window->actions().hint->isEnabled());
        f.window->actions().hint->trigger();
        QTRY_VERIFY(f.window->boardView()->hint() >= 0);
        const int square = f.window->boardView()->hint();
        QVERIFY(f.game().shownBoard().isLegal(square));
        QVERIFY(f.window->statusPanel()->activityText().contains("Hint: play"));
        QVERIFY(f.game().play(square));
        QTRY_COMPARE(f.window->boardView()->hint(), -1);
    }

    // A hint asked for while the computer thinks about its reply (typed in the console) is
    // queued behind it: the reply is still the computer's move in the panel, not taken for the
    // hint's search (the panel once went blank after it).
    void aHintAskedDuringTheComputersSearchLeavesItsMoveInThePanel()
    {
        GameSetup setup;
        setup.levels = {2, 2};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        QtReporter* reporter = f.game().interpreter().reporter();
        // Sent when the window hears that the computer's search began, so that the hint is
        // queued before the window hears that it ended.
        bool hintSent = false;
        connect(
            reporter, &QtReporter::searchStarted, f.window.get(),
            [&](Side, bool hint) {
                if (!hint && !hintSent) {
                    hintSent = true;
                    f.game().send(QStringLiteral("hint"));
                }
            },
            Qt::QueuedConnection);
        QVERIFY(f.game().play(2 * 6 + 2));
        QTRY_VERIFY_WITH_TIMEOUT(hintSent && f.game().snapshot().game.ply() == 2 &&
                                     f.game().settled() && !f.game().interpreter().hintPending(),
                                 20000);
        // Whatever the hint's ring shows meanwhile, the panel knows what Blue played.
        StatusPanel* panel = f.window->statusPanel();
        panel->showHint(-1);
        QVERIFY2(panel->activityText().contains("Blue played"), qPrintable(panel->activityText()));
    }

    void saveThenOpenRestoresPositionAndHistory()
    {
        Fixture f(twoPeople(5), m_dir.path());
        QVERIFY(f.waitSettled());
        f.game().sendAll({"1 1", "5 5", "1 1", "5 4", "2 2", "undo"});
        QTRY_VERIFY(f.game().snapshot().game.ply() == 4 && f.game().settled());
        const Game saved = f.game().snapshot().game;
        const QString path = m_dir.filePath("game.jump61");
        QVERIFY(f.window->saveTo(path));
        QVERIFY(QFile::exists(path));

        f.game().sendAll({"size 7", "3 3"});
        QTRY_VERIFY(f.game().snapshot().board().size() == 7 && f.game().settled());
        f.window->openFile(path);
        QTRY_VERIFY(f.game().snapshot().board().size() == 5 && f.game().settled());
        const Game& opened = f.game().snapshot().game;
        QVERIFY(opened.board() == saved.board());
        QCOMPARE(opened.ply(), saved.ply());
        QCOMPARE(opened.moves(), saved.moves());
        QVERIFY(opened.start() == saved.start());
        QVERIFY(f.game().shownBoard() == saved.board());
        QVERIFY(f.window->windowTitle().contains("game.jump61"));
    }

    void aBadFileSaysWhyAndChangesNothing()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        f.game().sendAll({"2 2", "3 3"});
        QTRY_VERIFY(f.game().snapshot().game.ply() == 2 && f.game().settled());
        const Game before = f.game().snapshot().game;
        const QString path = m_dir.filePath("bad.jump61");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("size 4\n1 1\nthis is not a move\n");
        file.close();

        f.window->openFile(path);
        QTRY_VERIFY(f.window->messageBar()->isVisible());
        QVERIFY(f.window->messageBar()->text().contains("line 3"));
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().snapshot().board() == before.board());
        QCOMPARE(f.game().snapshot().game.moves(), before.moves());
    }

    void undoWhileTheComputerThinksActsAtOnce()
    {
        GameSetup setup;
        setup.size = 12;
        setup.levels = {MaxLevel, MaxLevel};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        // A reply that would take minutes: only an aborted search lets the undo through.
        f.game().send("movetime 600000");
        QVERIFY(f.waitSettled());
        QVERIFY(f.game().play(0));
        QTRY_VERIFY_WITH_TIMEOUT(f.game().interpreter().thinking(), HangGuardMs);
        QVERIFY(f.window->actions().undo->isEnabled());
        f.window->actions().undo->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 0 && f.game().settled(),
                                 HangGuardMs);
        QVERIFY(f.game().acceptingMoves());
    }

    void quitWhileTheComputerThinks()
    {
        GameSetup setup;
        setup.size = 15;
        setup.levels = {MaxLevel, MaxLevel};
        Fixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        // A search of minutes: quitting, which waits for the worker thread, gets through
        // (within ctest's 600 s) only because it aborts the search.
        f.game().send("movetime 600000");
        f.game().send("auto red");
        QTRY_VERIFY_WITH_TIMEOUT(f.game().interpreter().thinking(), HangGuardMs);
        f.window->actions().quit->trigger();
        QVERIFY(!f.window->isVisible());
        f.window.reset();
    }

    void pauseAndStepAComputerGame()
    {
        Fixture f(WindowFixture::twoComputers(), m_dir.path());
        f.window->actions().pause->trigger();
        QVERIFY(f.game().paused());
        QVERIFY(f.waitSettled());
        const std::size_t ply = f.game().snapshot().game.ply();
        QVERIFY(drain(f));
        QCOMPARE(f.game().snapshot().game.ply(), ply);
        QVERIFY(f.window->actions().step->isEnabled());

        f.window->actions().step->trigger();
        QTRY_VERIFY(f.game().snapshot().game.ply() == ply + 1 && f.game().settled());
        QVERIFY(drain(f));
        QCOMPARE(f.game().snapshot().game.ply(), ply + 1);

        f.window->actions().pause->trigger();
        QVERIFY(!f.game().paused());
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() > ply + 3, HangGuardMs);
    }

    // H while two computers play says so, not "press H again on your turn".
    void hWithTwoComputersSaysSo()
    {
        Fixture f(WindowFixture::twoComputers(), m_dir.path());
        f.window->actions().pause->trigger();
        QVERIFY(f.waitSettled());
        QVERIFY(!f.window->actions().hint->isEnabled());
        QTest::keyClick(f.window->boardView(), Qt::Key_H);
        QCOMPARE(f.window->statusBar()->currentMessage(),
                 QString("No hint: the computer plays both sides."));
    }

    // A side made a person by the Settings menu's Human asks its hints of Club, not of the
    // level it had as a computer; made a computer again, it plays at the level chosen.
    void aPersonTakingASideGetsClubsHints()
    {
        Fixture f(WindowFixture::twoComputers(), m_dir.path());
        f.window->actions().pause->trigger();
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().level(Side::Blue), 1);
        emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Manual, 0);
        QTRY_VERIFY(f.game().snapshot().isHuman(Side::Blue));
        QTRY_COMPARE(f.game().snapshot().level(Side::Blue), GameSetup::HintLevel);
        emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Computer, 2);
        QTRY_VERIFY(!f.game().snapshot().isHuman(Side::Blue));
        QTRY_COMPARE(f.game().snapshot().level(Side::Blue), 2);
    }

    // Paused while watching two computers, a person takes Red (here typed, as the menu and the
    // settings send it too): the pause ends, or Blue would never answer that person's moves.
    void aPersonTakingASideEndsThePause()
    {
        Fixture f(WindowFixture::twoComputers(), m_dir.path());
        f.window->actions().pause->trigger();
        QVERIFY(f.waitSettled());
        emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Computer, 2);
        QTRY_COMPARE(f.game().snapshot().level(Side::Blue), 2);
        QVERIFY(f.game().paused()); // a computer for a computer: still paused
        emit f.window->console()->commandEntered("manual red");
        QTRY_VERIFY(!f.game().paused());
        QTRY_VERIFY(!f.window->actions().pause->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(f.game().settled() && f.game().snapshot().isHuman(Side::Red) &&
                                     f.game().snapshot().board().toMove() == Side::Red,
                                 HangGuardMs);
        const std::size_t ply = f.game().snapshot().game.ply();
        const Board board = f.game().snapshot().board();
        int square = 0;
        while (board.owner(square) == Side::Blue) {
            ++square;
        }
        f.game().send(QString::fromStdString(squareText(board, square)));
        // Blue answers.
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() >= ply + 2 ||
                                     f.game().snapshot().board().gameOver(),
                                 HangGuardMs);
    }

    // The strongest level searches on every core when chosen from the menus
    // (GameSetup::threadsCommand); typed in the console it does too, and a typed `threads` holds
    // until the players change again.
    void typedPlayersSetTheThreadsAsTheMenusDo()
    {
        Fixture f(twoPeople(5), m_dir.path());
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().threads, 1);
        const int cores = std::clamp(QThread::idealThreadCount(), 1, 64);
        const auto type = [&](const char* line) {
            emit f.window->console()->commandEntered(QString::fromLatin1(line));
        };
        type("auto blue");
        type("level blue 11");
        QTRY_COMPARE(f.game().snapshot().level(Side::Blue), MaxLevel);
        QTRY_COMPARE(f.game().snapshot().threads, cores);
        type("threads 1"); // the person's own choice: kept while the players stay
        type("hint");
        QTRY_VERIFY(f.game().snapshot().threads == 1 && f.game().settled() &&
                    !f.game().interpreter().busy());
        QCOMPARE(f.game().snapshot().threads, 1);
        type("level blue 11");
        QTRY_COMPARE(f.game().snapshot().threads, cores);
        type("manual blue");
        QTRY_VERIFY(f.game().snapshot().isHuman(Side::Blue));
        QTRY_COMPARE(f.game().snapshot().threads, 1);
        type("level 12"); // refused: nothing changes
        QTRY_VERIFY(f.game().settled() && !f.game().interpreter().busy());
        QCOMPARE(f.game().snapshot().threads, 1);
    }

    void settingsAreRemembered()
    {
        QTemporaryDir dir;
        {
            Fixture f(twoPeople(7), dir.path());
            QVERIFY(f.waitSettled());
            emit f.window->actions().speedChosen(AnimationSpeed::Slow);
            emit f.window->actions().schemeChosen(ColourScheme::ColourBlindSafe);
            emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Computer, 4);
            QTRY_VERIFY(f.game().snapshot().player(Side::Blue) == PlayerKind::Computer &&
                        f.game().settled());
            f.window->close();
        }
        Settings settings(dir.filePath("settings.ini"));
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Slow);
        QCOMPARE(settings.colourScheme(), ColourScheme::ColourBlindSafe);
        const GameSetup setup = settings.gameSetup();
        QCOMPARE(setup.size, 7);
        QCOMPARE(setup.player(Side::Blue), PlayerKind::Computer);
        QCOMPARE(setup.level(Side::Blue), 4);
        QVERIFY(!settings.windowGeometry().isEmpty());

        MainWindow again(settings);
        QCOMPARE(again.controller().animator().speed(), AnimationSpeed::Slow);
        QCOMPARE(again.display().scheme, ColourScheme::ColourBlindSafe);
    }

    void theConsoleRunsTypedCommands()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        ConsoleDock* console = f.window->console();
        QVERIFY(!console->isVisible());
        emit console->commandEntered("size 4");
        QTRY_COMPARE(f.game().snapshot().board().size(), 4);
        emit console->commandEntered("dump");
        QTRY_VERIFY(console->transcript().contains("    1- 1- 1- 1-"));
        emit console->commandEntered("zap");
        QTRY_VERIFY(console->transcript().contains("error: unknown command: zap"));
    }

    // A solve typed in the console says so beside the board, and Stop ends it.
    void aConsoleSolveShowsAndStops()
    {
        Fixture f(twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        ConsoleDock* console = f.window->console();
        QVERIFY(!f.window->actions().stop->isEnabled());
        emit console->commandEntered("solve 3600"); // 6x6 from the start: far beyond an hour
        QVERIFY(f.window->actions().stop->isEnabled());
        QVERIFY(f.window->statusPanel()->activityText().contains("Solving the position"));
        f.window->actions().stop->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(
            console->transcript().contains("solve: stopped before the budget ran out, unknown"),
            30000);
        QTRY_VERIFY(!f.window->actions().stop->isEnabled());
        QVERIFY(!f.window->statusPanel()->activityText().contains("Solving the position"));
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t(0));
    }

    void theStandardShortcutsAreBound()
    {
        Fixture f(twoPeople(), m_dir.path());
        WindowActions& actions = f.window->actions();
        QCOMPARE(actions.newGame->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(actions.open->shortcut(), QKeySequence(QKeySequence::Open));
        QCOMPARE(actions.save->shortcut(), QKeySequence(QKeySequence::Save));
        QCOMPARE(actions.quit->shortcut(), QKeySequence(QKeySequence::Quit));
        QCOMPARE(actions.undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QVERIFY(actions.redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QCOMPARE(actions.hint->shortcut(), QKeySequence(Qt::Key_H));
        QCOMPARE(actions.stop->shortcut(), QKeySequence(Qt::Key_Escape));
    }
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
