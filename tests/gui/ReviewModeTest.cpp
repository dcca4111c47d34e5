#include "gui/window/ReviewMode.h"

#include "gui/WindowFixture.h"
#include "gui/board/BoardView.h"
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

#include <QAction>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>

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

        // The turning point is a move of the review.
        if (review.turningPoint() > 0) {
            f.window->actions().turningPoint->trigger();
            QCOMPARE(review.selected(), review.turningPoint());
        }
        QVERIFY(f.window->actions().exitReview->isEnabled());
        QTest::keyClick(board, Qt::Key_Escape);
        QCOMPARE(review.state(), ReviewMode::State::Off);
        QVERIFY(!board->showsReview());
        QVERIFY(!chart->showsReview());
        QVERIFY(!f.window->reviewPanel()->isVisible());
        QVERIFY(f.game().shownBoard() == game.board());
        QCOMPARE(f.game().snapshot().game.moves(), game.moves());
        // The game goes on.
        QVERIFY(f.playAndSettle({"4 1"}, ShortGame.size() + 1));
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
};

QTEST_MAIN(ReviewModeTest)
#include "ReviewModeTest.moc"
