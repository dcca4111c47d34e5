#include "gui/window/ScreenshotTool.h"

#include "gui/board/BoardView.h"
#include "gui/dialogs/HelpDialog.h"
#include "gui/dialogs/NewGameDialog.h"
#include "gui/dialogs/SettingsDialog.h"
#include "gui/panels/GameOverBanner.h"
#include "gui/settings/Settings.h"
#include "gui/settings/Translations.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/MainWindow.h"
#include "gui/window/Resources.h"

#include <array>
#include <vector>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMouseEvent>
#include <QPixmap>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

namespace jump61 {

namespace {

constexpr int WaitMilliseconds = 60000;
constexpr int OpeningMoves = 10;
const QSize WindowSize(1180, 800);

// Red's moves in the fixed game: the first of these that is legal, each turn.
constexpr std::array<std::pair<int, int>, 16> RedPreferences = {{
    {1, 1},
    {6, 6},
    {1, 6},
    {6, 1},
    {2, 2},
    {5, 5},
    {3, 4},
    {4, 3},
    {1, 1},
    {2, 1},
    {1, 2},
    {3, 3},
    {4, 4},
    {2, 5},
    {5, 2},
    {3, 1},
}};

void hover(BoardView& board, int square)
{
    const QPointF at = square >= 0 ? QPointF(board.squareCentre(square)) : QPointF(-10, -10);
    QMouseEvent move(QEvent::MouseMove, at, board.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QCoreApplication::sendEvent(&board, &move);
}

} // namespace

ScreenshotTool::ScreenshotTool(const QString& folder) : m_folder(folder) {}

bool ScreenshotTool::run(QString& error)
{
    initialiseGuiResources();
    if (!QDir().mkpath(m_folder)) {
        error = QStringLiteral("cannot create the folder %1").arg(m_folder);
        return false;
    }
    QTemporaryDir scratch;
    Settings settings(scratch.filePath(QStringLiteral("settings.ini")));
    GameSetup setup;
    setup.size = 6;
    setup.setPlayer(Side::Red, PlayerKind::Manual);
    setup.setPlayer(Side::Blue, PlayerKind::Computer);
    setup.setLevel(Side::Blue, 2);
    settings.setGameSetup(setup);
    settings.setAnimationSpeed(AnimationSpeed::Instant);
    settings.setColourScheme(ColourScheme::Classic);

    MainWindow window(settings);
    GameController& game = window.controller();
    if (!showStarted(window)) {
        error = QStringLiteral("the game did not start");
        return false;
    }
    BoardView& board = *window.boardView();
    hover(board, board.geometryNow().squareAt(board.squareCentre(14)));
    if (!shoot(window, QStringLiteral("start"), error)) {
        return false;
    }
    hover(board, -1);

    if (!playOpening(window, error)) {
        return false;
    }
    game.hint();
    if (!waitFor([&game] { return game.hintSquare() >= 0 && game.settled(); }, WaitMilliseconds) ||
        !shoot(window, QStringLiteral("mid-game"), error)) {
        error = error.isEmpty() ? QStringLiteral("no hint came") : error;
        return false;
    }

    DisplayPreferences display = window.display();
    display.scheme = ColourScheme::ColourBlindSafe;
    window.applyDisplay(display);
    if (!shoot(window, QStringLiteral("colour-blind-safe"), error)) {
        return false;
    }
    display.scheme = ColourScheme::Classic;
    window.applyDisplay(display);

    // A cascade, frozen half-way through its third jump.
    CascadeAnimator& animator = game.animator();
    animator.setSpeed(AnimationSpeed::Slow);
    animator.setManualClock(true);
    if (!game.play(longestCascade(window)) ||
        !waitFor([&] { return animator.busy() && !game.interpreter().busy(); }, WaitMilliseconds)) {
        error = QStringLiteral("the cascade did not start");
        return false;
    }
    const int wanted = std::max(0, std::min(2, animator.jumpCount() - 1));
    for (int guard = 0; guard < 2000 && animator.busy(); ++guard) {
        const AnimationFrame& frame = animator.frame();
        if (frame.jump >= 0 && animator.jumpsDone() >= wanted && frame.jumpProgress >= 0.5) {
            break;
        }
        animator.advance(10);
    }
    if (!shoot(window, QStringLiteral("cascade"), error)) {
        return false;
    }
    animator.setManualClock(false);
    animator.finishAll();
    display.speed = AnimationSpeed::Instant;
    window.applyDisplay(display);

    // Let the computer finish the game for Red too.
    game.sendAll({QStringLiteral("level red 1"), QStringLiteral("auto red")});
    if (!waitFor([&window] { return window.banner()->isVisible(); }, WaitMilliseconds)) {
        error = QStringLiteral("the game did not end");
        return false;
    }
    if (!shoot(window, QStringLiteral("game-over"), error)) {
        return false;
    }

    display.speed = AnimationSpeed::Normal;
    window.applyDisplay(display);
    NewGameDialog newGame(window.currentSetup(), &window);
    newGame.show();
    SettingsDialog preferences(window.currentSetup(), window.display(), &window);
    preferences.show();
    HelpDialog help(BoardColours::of(ColourScheme::Classic), &window);
    help.show();
    const bool ok = shoot(newGame, QStringLiteral("new-game"), error) &&
                    shoot(preferences, QStringLiteral("settings"), error) &&
                    shoot(help, QStringLiteral("help"), error);
    window.close();
    return ok && shootGerman(settings, setup, error);
}

bool ScreenshotTool::shootGerman(Settings& settings, const GameSetup& setup, QString& error)
{
    // A window of its own: the texts are set as a window is built.
    settings.setGameSetup(setup);
    settings.setAnimationSpeed(AnimationSpeed::Instant);
    Translations::install(QLocale(QLocale::German, QLocale::Germany));
    bool ok = false;
    {
        MainWindow window(settings);
        ok = showStarted(window) && playOpening(window, error) &&
             shoot(window, QStringLiteral("german"), error);
        window.close();
    }
    Translations::install(QLocale(QLocale::English));
    if (!ok && error.isEmpty()) {
        error = QStringLiteral("the German window did not start");
    }
    return ok;
}

bool ScreenshotTool::shoot(QWidget& widget, const QString& name, QString& error)
{
    if (auto* window = qobject_cast<MainWindow*>(&widget)) {
        window->statusBar()->clearMessage();
    }
    waitFor([] { return false; }, 30);
    const QString path = QDir(m_folder).filePath(name + QStringLiteral(".png"));
    if (!widget.grab().save(path, "PNG")) {
        error = QStringLiteral("cannot write %1").arg(path);
        return false;
    }
    m_written << path;
    return true;
}

bool ScreenshotTool::waitFor(const std::function<bool()>& condition, int milliseconds)
{
    QElapsedTimer clock;
    clock.start();
    while (!condition()) {
        if (clock.elapsed() > milliseconds) {
            return false;
        }
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

bool ScreenshotTool::showStarted(MainWindow& window)
{
    // The pictures' game is not worth keeping: closing asks nothing.
    window.gameFile().setQuestion([](const QString&) { return QMessageBox::Discard; });
    window.resize(WindowSize);
    window.show();
    window.start({QStringLiteral("61"), {}, {}}); // no unsaved copy: a screenshot keeps nothing
    GameController& game = window.controller();
    return waitFor([&game] { return game.settled() && game.snapshot().game.ply() == 0; },
                   WaitMilliseconds);
}

bool ScreenshotTool::playOpening(MainWindow& window, QString& error)
{
    GameController& game = window.controller();
    for (int move = 0; move < OpeningMoves; ++move) {
        const Board& board = game.shownBoard();
        const Topology& topo = board.topology();
        int square = -1;
        for (const auto& [row, col] : RedPreferences) {
            if (board.isLegal(topo.index(row, col))) {
                square = topo.index(row, col);
                break;
            }
        }
        for (int sq = 0; square < 0 && sq < board.area(); ++sq) {
            square = board.isLegal(sq) ? sq : -1;
        }
        const std::size_t ply = game.snapshot().game.ply();
        if (!game.play(square) ||
            !waitFor([&] { return game.acceptingMoves() && game.snapshot().game.ply() > ply; },
                     WaitMilliseconds)) {
            error = QStringLiteral("the opening stopped at move %1").arg(move + 1);
            return false;
        }
    }
    return true;
}

int ScreenshotTool::longestCascade(MainWindow& window) const
{
    const Board& board = window.controller().shownBoard();
    int best = -1;
    int bestJumps = -1;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (!board.isLegal(sq)) {
            continue;
        }
        Board copy = board;
        JumpCount counter;
        copy.play(sq, counter);
        if (counter.jumps > bestJumps && !copy.gameOver()) {
            best = sq;
            bestJumps = counter.jumps;
        }
    }
    return best;
}

} // namespace jump61
