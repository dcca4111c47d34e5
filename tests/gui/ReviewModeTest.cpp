#include "gui/window/ReviewMode.h"

#include "gui/WindowFixture.h"
#include "gui/board/BoardColours.h"
#include "gui/board/BoardView.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/ReviewPanel.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/window/WindowActions.h"
#include "protocol/SavedGame.h"
#include "support/ForcedWinHelpers.h"
#include "support/ForcedWinSolver.h"
#include "support/ForcedWinSuite.h"

#include <algorithm>
#include <optional>

#include <QAccessible>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>

using namespace jump61;
using namespace jump61::testing;

// The window's review mode: Game > Review Game analyses the game on the worker thread through
// the interpreter's `review`; the player then steps through the moves by keys, slider and
// chart, the board shows the position before each move; Cancel and Exit leave the game as it
// was.

namespace {

constexpr int Timeout = 120000; // a hang guard only

// A short 4x4 game between two people (4x4 is proven within the review's budget).
const QStringList ShortGame{"1 1", "4 4", "1 2", "4 3", "2 2", "3 3", "2 1"};

// A 3x3 suite position and a first move after which the tests' exhaustive solver finds a
// forced win for the opponent (as GameReviewTest uses them), as a game of that one move.
std::optional<Game> missedForcedWin(std::vector<int>& winning)
{
    constexpr int Depth = 6; // the opponent's own moves: 3x3 games are short
    const auto suite = forcedwins::loadFile(forcedwins::suitePath());
    ForcedWinSolver solver;
    for (const ForcedWinPosition& position : suite) {
        if (position.board.size() != 3) {
            continue;
        }
        const auto& wins = position.winningMoves;
        for (int sq = 0; sq < position.board.area(); ++sq) {
            if (!position.board.isLegal(sq) ||
                std::find(wins.begin(), wins.end(), sq) != wins.end()) {
                continue;
            }
            ForcedWinBoard after = position.board;
            if (!after.play(sq) && solver.winsWithin(after, Depth)) {
                Game game(forcedwins::toEngineBoard(position.board));
                game.play(sq);
                winning = wins;
                return game;
            }
        }
    }
    return std::nullopt;
}

int spotsOf(const Board& board, Side side)
{
    int spots = 0;
    for (int sq = 0; sq < board.area(); ++sq) {
        spots += board.owner(sq) == side ? board.spots(sq) : 0;
    }
    return spots;
}

// The status panel's counts for a side of `board`, as the English window words them.
QString countsOf(const Board& board, Side side)
{
    const int squares = board.count(side);
    const int spots = spotsOf(board, side);
    return QStringLiteral("%1 square%2 · %3 spot%4")
        .arg(squares)
        .arg(squares == 1 ? "" : "s")
        .arg(spots)
        .arg(spots == 1 ? "" : "s");
}

// What the status panel says, to compare before a review and after it.
QStringList statusTexts(StatusPanel* status)
{
    return {status->turnText(),
            status->moveText(),
            status->detailText(),
            status->activityText(),
            status->countsText(Side::Red),
            status->countsText(Side::Blue)};
}

QString squareName(BoardView* board, int square)
{
    QAccessibleInterface* view = QAccessible::queryAccessibleInterface(board);
    return view != nullptr && view->child(square) != nullptr
               ? view->child(square)->text(QAccessible::Name)
               : QString();
}

} // namespace

class ReviewModeTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Starts the review and waits until the window shows its first move.
    static bool reviewToTheEnd(WindowFixture& f)
    {
        ReviewMode& review = f.window->review();
        if (!f.window->actions().review->isEnabled()) {
            return false;
        }
        f.window->actions().review->trigger();
        return QTest::qWaitFor([&] { return review.state() == ReviewMode::State::Browsing; },
                               Timeout);
    }

private slots:
    // The analysis takes two passes over the positions (the game's 10 moves: 11 positions, 22
    // steps); the text names the pass, and the bar shows that pass's own progress.
    void theProgressTextAndBarAgree()
    {
        ReviewPanel panel;
        auto* bar = panel.findChild<QProgressBar*>();
        QVERIFY(bar != nullptr);
        panel.showAnalysing(10);
        panel.showProgress(3, 22);
        QVERIFY(panel.progressText().startsWith("Step 1 of 2"));
        QCOMPARE(bar->maximum(), 11);
        QCOMPARE(bar->value(), 3);
        panel.showProgress(11 + 1 + 4, 22); // the fifth position searched: four moves judged
        QCOMPARE(panel.progressText(), QString("Step 2 of 2: analysed 4 of 10 moves…"));
        QCOMPARE(bar->maximum(), 10);
        QCOMPARE(bar->value(), 4);
        panel.showProgress(22, 22);
        QCOMPARE(panel.progressText(), QString("Step 2 of 2: analysed 10 of 10 moves…"));
        QCOMPARE(bar->value(), bar->maximum());
    }

    // Clicking through the moves, the step buttons stay where they are: the panel's scroll bar
    // does not come and go with the length of a move's words (it moved them by its width, and
    // the next click hit nothing). In a short window, where the panel scrolls.
    void theStepButtonsStayPutThroughTheMoves()
    {
        WindowFixture f(WindowFixture::twoPeople(4), m_dir.path());
        QVERIFY(f.playAndSettle(ShortGame, ShortGame.size()));
        auto* scroll = f.window->findChild<QScrollArea*>("statusScroll");
        QVERIFY(scroll != nullptr);
        QCOMPARE(scroll->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);
        f.window->resize(f.window->width(), f.window->minimumHeight());
        QVERIFY(reviewToTheEnd(f));
        QCOMPARE(scroll->verticalScrollBarPolicy(), Qt::ScrollBarAlwaysOn);
        const QList<QToolButton*> steps = f.window->reviewPanel()->findChildren<QToolButton*>();
        QVERIFY(steps.size() >= 4);
        // Across: the buttons below the move's words (Turning Point) go down with them.
        const auto places = [&] {
            QList<int> at;
            for (const QToolButton* step : steps) {
                at << step->mapTo(f.window.get(), QPoint(0, 0)).x();
            }
            return at;
        };
        QCoreApplication::processEvents();
        const QList<int> first = places();
        ReviewMode& review = f.window->review();
        for (int move = 2; move <= static_cast<int>(review.moveCount()); ++move) {
            QTest::keyClick(f.window->boardView(), Qt::Key_Right);
            QCOMPARE(review.selected(), move);
            QCoreApplication::processEvents();
            QCOMPARE(places(), first);
        }
        QTest::keyClick(f.window->boardView(), Qt::Key_Escape);
        QTRY_COMPARE(scroll->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);
    }

    void aReviewShowsEveryMoveAndTheBoardBeforeIt()
    {
        WindowFixture f(WindowFixture::twoPeople(4), m_dir.path());
        QVERIFY(f.playAndSettle(ShortGame, ShortGame.size()));
        const Game game = f.game().snapshot().game;
        QVERIFY(reviewToTheEnd(f));
        ReviewMode& review = f.window->review();
        QCOMPARE(review.moveCount(), ShortGame.size());
        QVERIFY(f.window->reviewPanel()->isVisible());
        BoardView* board = f.window->boardView();
        QVERIFY(board->showsReview());
        QCOMPARE(review.selected(), 1);
        QVERIFY(f.window->reviewPanel()->moveText().startsWith("Move 1: Red 1 1 — "));

        // Keys: Right, End, Left, Home.
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(review.selected(), 2);
        QVERIFY(f.window->reviewPanel()->moveText().startsWith("Move 2: Blue 4 4 — "));
        QTest::keyClick(board, Qt::Key_End);
        QCOMPARE(review.selected(), review.moveCount());
        // The last move of a won game says who won, as the console's line says `won`.
        MoveReview last;
        last.mover = Side::Red;
        last.move = 0;
        last.next = {0.0, -1, true, Side::Red, 0};
        QVERIFY(ReviewPanel::describe(Board(4), last, BoardColours::of(ColourScheme::Classic))
                    .endsWith(" (Red won)"));
        QTest::keyClick(board, Qt::Key_Left);
        QCOMPARE(review.selected(), review.moveCount() - 1);
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(review.selected(), 1);

        // The slider.
        auto* slider = f.window->reviewPanel()->findChild<QSlider*>("reviewSlider");
        QVERIFY(slider != nullptr);
        slider->setValue(4);
        QCOMPARE(review.selected(), 4);
        QCOMPARE(f.window->reviewPanel()->sliderValue(), 4);

        // A click on the chart selects the move drawn there.
        SquaresChart* chart = f.window->statusPanel()->chart();
        QVERIFY(chart->showsReview());
        for (const int move : {6, 3}) {
            QPoint at;
            for (int x = 0; x < chart->width() && at.isNull(); ++x) {
                if (chart->moveAt(QPointF(x, chart->height() / 2)) == move) {
                    at = QPoint(x + 2, chart->height() / 2);
                }
            }
            QVERIFY(!at.isNull());
            QTest::mouseClick(chart, Qt::LeftButton, {}, at);
            QCOMPARE(review.selected(), move);
            QCOMPARE(chart->selectedMove(), move);
            QCOMPARE(f.window->reviewPanel()->sliderValue(), move);
        }

        // A click on the board plays nothing while reviewing.
        const int before = static_cast<int>(f.game().snapshot().game.ply());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCentre(15));
        QVERIFY(f.waitSettled());
        QCOMPARE(static_cast<int>(f.game().snapshot().game.ply()), before);
        const QString reviewClick("This is a review: press Esc to return to the game.");
        QCOMPARE(f.window->statusBar()->currentMessage(), reviewClick);
        // Nor does a move typed in the console: the board shown is not the game's.
        f.window->statusBar()->clearMessage();
        emit f.window->console()->commandEntered(QStringLiteral("4 1"));
        QVERIFY(f.waitSettled());
        QCOMPARE(static_cast<int>(f.game().snapshot().game.ply()), before);
        QCOMPARE(review.state(), ReviewMode::State::Browsing);
        QVERIFY(f.window->console()->transcript().contains(
            "not sent: this is a review; Esc returns to the game"));
        QCOMPARE(f.window->statusBar()->currentMessage(), reviewClick);

        // The turning point is a move of the review.
        if (review.turningPoint() > 0) {
            f.window->actions().turningPoint->trigger();
            QCOMPARE(review.selected(), review.turningPoint());
        }
        QVERIFY(f.window->actions().exitReview->isEnabled());
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(review.state(), ReviewMode::State::Off);
        // What the status bar said about the click is no longer true.
        QVERIFY(f.window->statusBar()->currentMessage() != reviewClick);
        QVERIFY(!board->showsReview());
        QVERIFY(!chart->showsReview());
        QVERIFY(!f.window->reviewPanel()->isVisible());
        QVERIFY(f.game().shownBoard() == game.board());
        QCOMPARE(f.game().snapshot().game.moves(), game.moves());
        // The game goes on.
        QVERIFY(f.playAndSettle({"4 1"}, ShortGame.size() + 1));
    }

    void theStatusPanelDescribesTheReviewedPosition()
    {
        WindowFixture f(WindowFixture::twoPeople(4), m_dir.path());
        QVERIFY(f.playAndSettle(ShortGame, ShortGame.size()));
        const Game game = f.game().snapshot().game;
        StatusPanel* status = f.window->statusPanel();
        const QStringList live = statusTexts(status);
        QCOMPARE(status->moveText(), QString("Move 8"));
        QVERIFY(reviewToTheEnd(f));
        ReviewMode& review = f.window->review();
        for (const int move : {1, 4, 7}) {
            review.select(move);
            const Board& before = game.positionAt(static_cast<std::size_t>(move - 1));
            QCOMPARE(status->moveText(), QString("Move %1").arg(move));
            QCOMPARE(status->turnText(),
                     QString(before.toMove() == Side::Red ? "Red to move" : "Blue to move"));
            QCOMPARE(status->countsText(Side::Red), countsOf(before, Side::Red));
            QCOMPARE(status->countsText(Side::Blue), countsOf(before, Side::Blue));
            QVERIFY(status->detailText().contains("review"));
            // What the computer said is about the game in play: hidden.
            QVERIFY(status->activityText().isEmpty());
            QVERIFY(!status->findChild<QLabel*>("activityLabel")->isVisible());
        }
        QTest::keyClick(f.window->boardView(), Qt::Key_Escape);
        QCOMPARE(review.state(), ReviewMode::State::Off);
        QCOMPARE(statusTexts(status), live);
        QVERIFY(status->findChild<QLabel*>("activityLabel")->isVisible());
    }

    void theBoardsAccessibleNamesFollowTheReviewedPosition()
    {
        WindowFixture f(WindowFixture::twoPeople(4), m_dir.path());
        QVERIFY(f.playAndSettle(ShortGame, ShortGame.size()));
        BoardView* board = f.window->boardView();
        // Square 4 4 (15) is Blue's from move 2 on.
        const QString live = squareName(board, 15);
        QVERIFY2(live.contains("blue"), qPrintable(live));
        QVERIFY(reviewToTheEnd(f));
        f.window->review().select(2);
        const QString reviewed = squareName(board, 15);
        QVERIFY2(reviewed.startsWith("Row 4, column 4: 1 white spot,"), qPrintable(reviewed));
        QVERIFY2(reviewed.contains("the move played"), qPrintable(reviewed));
        QVERIFY(board->boardDescription().contains("before move 2"));
        QVERIFY(board->boardDescription().contains("Blue to move"));
        f.window->review().select(3);
        QVERIFY(squareName(board, 15).contains("blue"));
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(squareName(board, 15), live);
        QVERIFY(!board->boardDescription().contains("before move"));
    }

    void reviewSavedGameOpensTheFileAndReviewsIt()
    {
        Game saved(Board(4));
        for (const QString& move : ShortGame) {
            const QStringList rc = move.split(' ');
            saved.play((rc[0].toInt() - 1) * 4 + rc[1].toInt() - 1);
        }
        QCOMPARE(saved.ply(), static_cast<std::size_t>(ShortGame.size()));
        const QString path = m_dir.filePath("short.jump61");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(savedGameText(saved)));
        file.close();

        WindowFixture f(WindowFixture::twoPeople(4), m_dir.path());
        QVERIFY(f.playAndSettle({"2 3"}, 1));
        f.window->gameFile().setOpenPathChooser([&] { return path; });
        QVERIFY(f.window->actions().reviewSaved->isEnabled());
        f.window->actions().reviewSaved->trigger();
        // The game in play had an unsaved move: asked first, as File > Open does.
        QCOMPARE(f.questions.size(), 1);
        ReviewMode& review = f.window->review();
        QVERIFY(QTest::qWaitFor([&] { return review.state() == ReviewMode::State::Browsing; },
                                Timeout));
        QCOMPARE(f.game().snapshot().game.moves(), saved.moves());
        QCOMPARE(review.moveCount(), ShortGame.size());
        QCOMPARE(f.window->gameFile().path(), path);
        QCOMPARE(f.window->statusPanel()->moveText(), QString("Move 1"));
        QTest::keyClick(f.window->boardView(), Qt::Key_Escape);
        QCOMPARE(review.state(), ReviewMode::State::Off);
        QVERIFY(f.playAndSettle({"4 1"}, ShortGame.size() + 1));
    }

    void reviewSavedGameHoldsTheComputerUntilTheReviewEnds()
    {
        Game saved(Board(4));
        for (const QString& move : ShortGame) {
            const QStringList rc = move.split(' ');
            saved.play((rc[0].toInt() - 1) * 4 + rc[1].toInt() - 1);
        }
        const QString path = m_dir.filePath("blue-to-move.jump61");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(savedGameText(saved)));
        file.close();

        GameSetup setup;
        setup.size = 4; // Blue, the computer, is to move in the file
        WindowFixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        f.window->gameFile().setOpenPathChooser([&] { return path; });
        f.window->actions().reviewSaved->trigger();
        ReviewMode& review = f.window->review();
        QVERIFY(QTest::qWaitFor([&] { return review.state() == ReviewMode::State::Browsing; },
                                Timeout));
        // The review is of the file's game: the computer has not moved meanwhile, and the
        // review, not Pause, holds it.
        QCOMPARE(f.game().snapshot().game.moves(), saved.moves());
        QVERIFY(!f.window->actions().pause->isEnabled());
        QTest::keyClick(f.window->boardView(), Qt::Key_Escape);
        QVERIFY(f.window->actions().pause->isEnabled());
        QVERIFY(QTest::qWaitFor([&] { return f.game().snapshot().game.ply() == saved.ply() + 1; },
                                Timeout));
    }

    void aMissedForcedWinIsABlunderWithTheWinningMoveAsBetter()
    {
        std::vector<int> winning;
        const std::optional<Game> game = missedForcedWin(winning);
        QVERIFY(game.has_value());
        const QString path = m_dir.filePath("missed.jump61");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(savedGameText(*game)));
        file.close();

        WindowFixture f(WindowFixture::twoPeople(game->board().size()), m_dir.path());
        QVERIFY(f.waitSettled());
        f.window->openFile(path);
        QVERIFY(QTest::qWaitFor(
            [&] { return f.game().snapshot().game.ply() == 1 && f.game().settled(); }, Timeout));
        QVERIFY(!f.window->isWindowModified());
        QVERIFY(reviewToTheEnd(f));
        ReviewMode& review = f.window->review();
        QCOMPARE(review.moveCount(), 1);
        const MoveReview& move = review.moves().front();
        QCOMPARE(move.moveClass, MoveClass::Blunder);
        QVERIFY(std::find(winning.begin(), winning.end(), move.best) != winning.end());
        QVERIFY(f.window->reviewPanel()->moveText().contains("blunder; better"));
        QVERIFY(f.window->statusPanel()->chart()->showsReview());
        QTest::keyClick(f.window->boardView(), Qt::Key_Escape);
        QCOMPARE(review.state(), ReviewMode::State::Off);
        QVERIFY(!f.window->isWindowModified());
    }

    // While a finished game is analysed, Undo and New Game wait: the panel does not offer them.
    void aFinishedGameUnderReviewIsNotOfferedAnUndo()
    {
        WindowFixture f(WindowFixture::twoPeople(2), m_dir.path());
        QVERIFY(f.playAndSettle({"1 1", "2 2", "1 1", "2 2"}, 4));
        QVERIFY(f.game().snapshot().board().gameOver());
        StatusPanel* status = f.window->statusPanel();
        const QString over = QStringLiteral("The game is over: start a new one, or undo.");
        QCOMPARE(status->detailText(), over);
        f.window->actions().review->trigger();
        QCOMPARE(f.window->review().state(), ReviewMode::State::Analysing);
        QCOMPARE(status->detailText(),
                 QStringLiteral("The game is over; its review is under way."));
        QVERIFY(QTest::qWaitFor(
            [&] { return f.window->review().state() == ReviewMode::State::Browsing; }, Timeout));
        f.window->actions().exitReview->trigger();
        QCOMPARE(f.window->review().state(), ReviewMode::State::Off);
        QCOMPARE(status->detailText(), over);
    }

    void cancelLeavesTheGameAsItWasAndTheWindowResponsive()
    {
        WindowFixture f(WindowFixture::twoPeople(9), m_dir.path());
        // A long 9x9 game: its review takes far longer than the test waits for the cancel.
        QStringList moves;
        for (int row = 1; row <= 9; ++row) {
            for (int col = 1; col <= 4; ++col) {
                moves << QStringLiteral("%1 %2").arg(row).arg(col)
                      << QStringLiteral("%1 %2").arg(row).arg(10 - col);
            }
        }
        QVERIFY(f.playAndSettle(moves, static_cast<std::size_t>(moves.size())));
        const Game game = f.game().snapshot().game;
        const bool modified = f.window->isWindowModified();
        ReviewMode& review = f.window->review();
        QSignalSpy progress(f.game().interpreter().reporter(), &QtReporter::reviewProgressed);
        f.window->actions().review->trigger();
        QCOMPARE(review.state(), ReviewMode::State::Analysing);
        QVERIFY(f.window->reviewPanel()->isVisible());
        QVERIFY(!f.window->actions().review->isEnabled());
        QVERIFY(progress.wait(Timeout));
        // The window answers while the worker analyses.
        QVERIFY(f.window->actions().exitReview->isEnabled());
        auto* cancel = f.window->reviewPanel()->findChild<QPushButton*>("reviewCancel");
        QVERIFY(cancel != nullptr);
        QSignalSpy finished(&f.game().interpreter(), &SessionChannel::commandFinished);
        cancel->click();
        QCOMPARE(review.state(), ReviewMode::State::Off);
        QVERIFY(!f.window->reviewPanel()->isVisible());
        QVERIFY(finished.wait(Timeout));
        QCOMPARE(finished.first().first().toString(), QString("review"));
        QVERIFY(f.waitSettled());
        QCOMPARE(f.game().snapshot().game.moves(), game.moves());
        QCOMPARE(f.game().snapshot().game.ply(), game.ply());
        QCOMPARE(f.window->isWindowModified(), modified);
        QVERIFY(f.window->actions().review->isEnabled());
        // Playing on works at once.
        QVERIFY(f.playAndSettle({"5 5"}, game.ply() + 1));
    }

    void aCancelBeforeTheAnalysisStartsStopsIt()
    {
        WindowFixture f(WindowFixture::twoPeople(9), m_dir.path());
        QVERIFY(f.playAndSettle({"1 1", "9 9", "2 2", "8 8"}, 4));
        QSignalSpy finished(&f.game().interpreter(), &SessionChannel::commandFinished);
        QSignalSpy lines(f.game().interpreter().reporter(), &QtReporter::lineOutput);
        f.window->actions().review->trigger();
        f.window->review().cancel();
        QVERIFY(finished.wait(Timeout));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QList<QVariant>& line) {
            return line.first().toString().startsWith("review stopped after");
        }));
        QCOMPARE(f.window->review().state(), ReviewMode::State::Off);
    }

    void nothingToReviewBeforeTheFirstMove()
    {
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        QVERIFY(!f.window->actions().review->isEnabled());
        QVERIFY(f.playAndSettle({"1 1"}, 1));
        QVERIFY(f.window->actions().review->isEnabled());
    }

    // Review asked for while the computer thinks (Ctrl+R is not greyed out then): the search
    // is dropped, the review is of the game as it stands, and the computer thinks again once
    // the review ends.
    void reviewAskedWhileTheComputerThinksStartsAtOnce()
    {
        GameSetup setup;
        setup.size = 6;
        setup.levels = {MaxLevel, MaxLevel}; // a search long enough to be asked during
        WindowFixture f(setup, m_dir.path());
        QVERIFY(f.waitSettled());
        emit f.window->console()->commandEntered("3 3");
        QVERIFY(QTest::qWaitFor([&] { return f.game().interpreter().thinking(); }, Timeout));
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t{1});
        QVERIFY(f.window->actions().review->isEnabled());
        f.window->actions().review->trigger();
        ReviewMode& review = f.window->review();
        QVERIFY(QTest::qWaitFor([&] { return review.state() == ReviewMode::State::Browsing; },
                                Timeout));
        QCOMPARE(review.moveCount(), 1);
        QCOMPARE(f.game().snapshot().game.ply(), std::size_t{1});
        review.exit();
        QVERIFY(QTest::qWaitFor([&] { return f.game().snapshot().game.ply() == 2; }, Timeout));
    }
};

QTEST_MAIN(ReviewModeTest)
#include "ReviewModeTest.moc"
