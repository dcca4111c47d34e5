#include "engine/Levels.h"
#include "gui/WindowFixture.h"
#include "gui/board/BoardView.h"
#include "gui/dialogs/HelpDialog.h"
#include "gui/dialogs/NewGameDialog.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/GameOverBanner.h"
#include "gui/panels/MessageBar.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/MainWindow.h"
#include "gui/window/WindowActions.h"

#include <memory>

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace jump61;

// The window's words match what it shows: sides named by the colours on the board, the last
// move as the board has it after undo, no error left over once a command has worked, counts in
// the singular and plural, no stale status-bar tip, and the computer's view of the game in words
// unless the player asks for the engine's figures.
class WordingTest : public QObject
{
    Q_OBJECT

private:
    struct Fixture : TemporaryFolder, WindowFixture
    {
        explicit Fixture(const GameSetup& setup)
            : WindowFixture(setup, dir.path(), AnimationSpeed::Instant, false)
        {}
        StatusPanel* panel() { return window->statusPanel(); }
        // Red (a person) plays 1 1 and the computer answers: the panel then speaks of Blue's
        // move.
        bool firstExchange()
        {
            return exposed && waitSettled() && game().play(0) &&
                   QTest::qWaitFor([this] { return game().snapshot().game.ply() == 2; }, 30000) &&
                   waitSettled();
        }
        bool waitSettled()
        {
            return QTest::qWaitFor(
                [this] {
                    return game().settled() &&
                           !(game().snapshot().computerToMove && !game().paused() &&
                             !game().snapshot().board().gameOver());
                },
                30000);
        }
    };

    // Red a person, Blue the computer at `level` (the person's level, kept for the side, is
    // not sent: a person's hints are Club's).
    static GameSetup computerAt(int level)
    {
        GameSetup setup;
        setup.levels = {level, level};
        return setup;
    }

    static GameSetup twoPeople(int size = 6)
    {
        GameSetup setup;
        setup.size = size;
        setup.players = {PlayerKind::Manual, PlayerKind::Manual};
        return setup;
    }

    static QString squareText(int square, int size)
    {
        return QString("%1 %2").arg(square / size + 1).arg(square % size + 1);
    }

private slots:
    void theColourBlindPaletteNamesTheSidesByTheirColours()
    {
        Fixture f(twoPeople(2));
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        emit f.window->actions().schemeChosen(ColourScheme::ColourBlindSafe);
        QCOMPARE(f.panel()->turnText(), QString("Orange to move"));
        QVERIFY(f.panel()->detailText().contains("white or orange square"));
        QVERIFY(!f.panel()->detailText().contains("red"));
        QStringList menus;
        for (const QMenu* menu : f.window->findChildren<QMenu*>()) {
            menus << menu->title();
        }
        QVERIFY2(menus.contains("&Orange Player") && !menus.contains("&Red Player"),
                 qPrintable(menus.join(", ")));
        NewGameDialog newGame(f.window->currentSetup());
        newGame.setColours(BoardColours::of(ColourScheme::ColourBlindSafe));
        QStringList labels;
        for (const QLabel* label : newGame.findChildren<QLabel*>()) {
            labels << label->text();
        }
        QVERIFY2(labels.contains("&Orange:") && !labels.join(" ").contains("Red"),
                 qPrintable(labels.join(", ")));
        HelpDialog help(BoardColours::of(ColourScheme::ColourBlindSafe));
        const QString rules = help.findChild<QTextBrowser*>()->toPlainText();
        QVERIFY(rules.contains("Orange moves first") && !rules.contains("Red"));
        // Orange takes the whole 2 x 2 board: 1 1, 2 2, then 1 1 again (Blue plays 1 2).
        f.game().sendAll({"1 1", "1 2", "1 1"});
        QTRY_VERIFY_WITH_TIMEOUT(f.window->banner()->isVisible(), 30000);
        QCOMPARE(f.window->banner()->title(), QString("Orange wins!"));
        QCOMPARE(f.panel()->turnText(), QString("Orange wins"));
        emit f.window->actions().schemeChosen(ColourScheme::Classic);
        QCOMPARE(f.panel()->turnText(), QString("Red wins"));
    }

    // A finished game opened from a file was not played by whoever sits at the sides now: the
    // banner says who covered the board, not "You beat the computer".
    void aWonGameOpenedFromAFileNamesTheColourNotThePlayer()
    {
        GameSetup setup;
        setup.size = 2;
        setup.levels = {1, 1};
        Fixture f(setup); // Red a person, Blue the computer
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        const QString path = f.dir.filePath("won.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("manual red\nmanual blue\nsize 2\n1 1\n1 2\n1 1\n");
        file.close();
        QSignalSpy loaded(&f.window->gameFile(), &GameFile::loaded);
        f.window->gameFile().load(path);
        QVERIFY(loaded.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(f.window->banner()->isVisible(), 30000);
        QCOMPARE(f.window->banner()->title(), QString("Red wins!"));
        QCOMPARE(f.window->banner()->detail(), QString("Red covered the board on move 3."));
        // The computer has nothing left to do: Pause is off.
        QVERIFY(!f.window->actions().pause->isEnabled());
    }

    // The win box's Undo pauses the computers; Redo wins again, and a game that is over has
    // nothing to resume, paused or not. Taken back once more, the paused game can be resumed.
    void aFinishedGameHasNothingToResume()
    {
        Fixture f(WindowFixture::twoComputers(2));
        QVERIFY(f.exposed);
        QTRY_VERIFY_WITH_TIMEOUT(f.window->banner()->isVisible(), 30000);
        QVERIFY(!f.window->actions().pause->isEnabled());
        f.game().undo();
        QTRY_VERIFY(f.game().paused() && !f.game().snapshot().board().gameOver() &&
                    f.game().settled());
        QVERIFY(f.window->actions().pause->isEnabled());
        QCOMPARE(f.window->actions().pause->iconText(), QString("Resume"));
        f.game().redo();
        QTRY_VERIFY(f.game().snapshot().board().gameOver() && f.game().settled());
        QVERIFY(!f.window->actions().pause->isEnabled());
        f.game().undo();
        QTRY_VERIFY(!f.game().snapshot().board().gameOver() && f.game().settled());
        QVERIFY(f.window->actions().pause->isEnabled());
    }

    void theLastMoveTextFollowsUndo()
    {
        Fixture f(computerAt(1));
        QVERIFY(f.firstExchange());
        const int first = f.game().snapshot().game.lastMove();
        QVERIFY(f.panel()->activityText().contains("Blue played " + squareText(first, 6)));
        QVERIFY(f.game().play(35)); // 6 6
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 4, 30000);
        QVERIFY(f.waitSettled());
        const int second = f.game().snapshot().game.lastMove();
        QVERIFY(f.panel()->activityText().contains("Blue played " + squareText(second, 6)));

        f.window->actions().undo->trigger(); // back to Red's turn: Blue's first answer is last
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 2, 30000);
        QVERIFY(f.waitSettled());
        QVERIFY2(f.panel()->activityText().contains("Blue played " + squareText(first, 6)),
                 qPrintable(f.panel()->activityText()));
        f.window->actions().undo->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 0, 30000);
        QVERIFY(f.waitSettled());
        QVERIFY2(!f.panel()->activityText().contains("played"),
                 qPrintable(f.panel()->activityText()));
    }

    void aCommandThatWorksClearsTheError()
    {
        Fixture f(twoPeople());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        QSignalSpy finished(&f.game().interpreter(), &SessionChannel::commandFinished);
        f.game().send("zap");
        QVERIFY(finished.wait(30000));
        QVERIFY(f.window->messageBar()->isVisible());
        f.game().send("3 3");
        QVERIFY(finished.wait(30000));
        QVERIFY(!f.window->messageBar()->isVisible());
    }

    void countsAreInTheSingularAndThePlural()
    {
        Fixture f(twoPeople());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.panel()->countsText(Side::Red), QString("0 squares · 0 spots"));
        f.game().send("1 1");
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1, 30000);
        QVERIFY(f.waitSettled());
        QCOMPARE(f.panel()->countsText(Side::Red), QString("1 square · 2 spots"));

        // The engine's figures: one position searched.
        StatusPanel panel;
        panel.setEngineDetails(true);
        SessionSnapshot snapshot;
        const Board before = snapshot.board();
        snapshot.game.play(0);
        SearchResult result;
        result.move = 0;
        result.depth = 1;
        result.nodes = 1;
        panel.searchStarted(Side::Red, false, before, DefaultLevel);
        panel.searchFinished(Side::Red, result, false);
        panel.setShown(snapshot, nullptr);
        QVERIFY2(panel.activityText().contains("1 position") &&
                     !panel.activityText().contains("1 positions"),
                 qPrintable(panel.activityText()));
        QCOMPARE(StatusPanel::scoreText(WinScore - 1), QString("wins in 1 move"));
        QCOMPARE(StatusPanel::scoreText(WinScore - 3), QString("wins in 2 moves"));
    }

    void aStatusTipGoesWhenItsActionIsChosen()
    {
        Fixture f(twoPeople());
        QVERIFY(f.exposed);
        QVERIFY(f.waitSettled());
        f.game().send("3 3");
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 1 && f.game().settled(), 30000);
        QStatusBar* bar = f.window->statusBar();
        // The pointer over the toolbar's Undo button shows its tip, as the button sends it.
        QAction* undo = f.window->actions().undo;
        QToolButton* button = nullptr;
        for (QToolButton* candidate : f.window->findChildren<QToolButton*>()) {
            if (candidate->defaultAction() == undo) {
                button = candidate;
            }
        }
        QVERIFY(button != nullptr);
        QStatusTipEvent tip(undo->statusTip());
        QApplication::sendEvent(button, &tip);
        QCOMPARE(bar->currentMessage(), undo->statusTip());
        // Clicked: the move is taken back, the button is disabled (so no leave event will
        // clear the tip), and the tip has gone.
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(f.game().snapshot().game.ply() == 0 && f.game().settled(), 30000);
        QVERIFY(!undo->isEnabled());
        QVERIFY2(bar->currentMessage().isEmpty(), qPrintable(bar->currentMessage()));
    }

    // Apprentice (6) is the weakest level that judges the position: its view is put in words,
    // and the figures, asked for, come with the words.
    void theComputersViewIsInWordsAndFiguresOnlyWhenAskedFor()
    {
        Fixture f(computerAt(6));
        QVERIFY(!f.window->actions().engineDetails->isChecked());
        QVERIFY(f.firstExchange());
        const QString words = f.panel()->activityText();
        QVERIFY2(words.contains("Blue played") && !words.contains("depth") &&
                     !words.contains("eval") &&
                     (words.contains("Blue thinks") || words.contains("forced win")),
                 qPrintable(words));

        f.window->actions().engineDetails->trigger();
        const QString both = f.panel()->activityText();
        QVERIFY2(both.contains("depth") && both.contains("eval") &&
                     (both.contains("Blue thinks") || both.contains("forced win")),
                 qPrintable(both));
        QVERIFY(f.settings->showEngineDetails());
    }

    // Novice's score is mostly noise (20 squares of it): the panel does not read a view of the
    // game into it, nor a winning chance into a hint searched at that level.
    void aWeakLevelsNoiseIsNotReadAsAView()
    {
        Fixture f(computerAt(2));
        QVERIFY(f.firstExchange());
        const QString words = f.panel()->activityText();
        QVERIFY2(words.contains("Blue played") && !words.contains("thinks") &&
                     words.contains("At Novice (level 2), Blue does not judge who is ahead."),
                 qPrintable(words));
        // A person's hints come from Club, whatever the setup keeps for the side; a level typed
        // in the console for the person gives them that level's.
        QCOMPARE(f.game().snapshot().level(Side::Red), GameSetup::HintLevel);
        emit f.window->console()->commandEntered("level red 2");
        QTRY_COMPARE(f.game().snapshot().level(Side::Red), 2);
        f.window->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel()->activityText().contains("Hint: play"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(f.panel()->activityText().contains("the choice of Novice"), 30000);
        QVERIFY(!f.panel()->activityText().contains("winning chance"));
    }

    // Once a person takes the side that made the last move, the panel still names the move but
    // says nothing more about the computer's view of the game: it read as the person's.
    void aSideTakenByAPersonLosesItsView()
    {
        Fixture f(computerAt(2));
        QVERIFY(f.firstExchange());
        QVERIFY(f.panel()->activityText().contains("does not judge"));
        emit f.window->actions().playerChosen(Side::Blue, PlayerKind::Manual, 0);
        QTRY_VERIFY(f.game().snapshot().isHuman(Side::Blue));
        QTRY_VERIFY2(!f.panel()->activityText().contains("does not judge"),
                     qPrintable(f.panel()->activityText()));
        QVERIFY(f.panel()->activityText().contains("Blue played"));
    }

    // Against a Beginner, and with Beginner kept as the person's side's level, a person's hint
    // is still Club's: it judges the position, so the hint comes with a winning chance, where
    // Beginner's was "the choice of Beginner".
    void aPersonsHintIsClubsWhateverTheOpponent()
    {
        Fixture f(computerAt(1));
        QVERIFY(f.firstExchange());
        QCOMPARE(f.game().snapshot().level(Side::Red), GameSetup::HintLevel);
        f.window->actions().hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel()->activityText().contains("Hint: play"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(f.panel()->activityText().contains("winning chance") ||
                                     f.panel()->activityText().contains("(proven)"),
                                 30000);
        QVERIFY(!f.panel()->activityText().contains("the choice of"));
    }

    void theVerdictReadsLikeAPlayerWouldSayIt()
    {
        StatusPanel panel;
        QCOMPARE(panel.verdictText(Side::Blue, 20), QString("Blue thinks the game is even."));
        QCOMPARE(panel.verdictText(Side::Blue, 190), QString("Blue thinks it is ahead."));
        QCOMPARE(panel.verdictText(Side::Red, -900), QString("Red thinks Blue is winning."));
        QCOMPARE(panel.verdictText(Side::Blue, WinScore - 5), QString("Blue has a forced win."));
        QCOMPARE(panel.verdictText(Side::Blue, -(WinScore - 5)), QString("Red has a forced win."));
        panel.setColours(BoardColours::of(ColourScheme::ColourBlindSafe));
        QCOMPARE(panel.verdictText(Side::Red, 190), QString("Orange thinks it is ahead."));
    }
};

QTEST_MAIN(WordingTest)
#include "WordingTest.moc"
