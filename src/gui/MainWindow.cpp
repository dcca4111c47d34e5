#include "gui/MainWindow.h"

#include "gui/AboutDialog.h"
#include "gui/BoardView.h"
#include "gui/ConsoleDock.h"
#include "gui/GameController.h"
#include "gui/GameOverBanner.h"
#include "gui/HelpDialog.h"
#include "gui/MessageBar.h"
#include "gui/NewGameDialog.h"
#include "gui/Resources.h"
#include "gui/Settings.h"
#include "gui/SettingsDialog.h"
#include "gui/StatusPanel.h"
#include "gui/WindowActions.h"
#include "protocol/SavedGame.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QVBoxLayout>

namespace jump61 {

namespace {

constexpr int StatusMilliseconds = 5000;
const char* const FileFilter =
    QT_TRANSLATE_NOOP("jump61::MainWindow", "jump61 games (*.jump61 *.txt);;All files (*)");

// A side as the window names it: by the colour it is drawn in.
QString sideWord(ColourScheme scheme, Side side)
{
    return BoardColours::of(scheme).name(side);
}

} // namespace

MainWindow::MainWindow(Settings& settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_controller(new GameController(this)),
      m_actions(new WindowActions(this)), m_board(new BoardView(m_controller->animator())),
      m_banner(new GameOverBanner(m_board)), m_messages(new MessageBar), m_status(new StatusPanel),
      m_console(new ConsoleDock(this))
{
    initialiseGuiResources();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/jump61.svg")));
    buildLayout();
    QAction* console = m_console->toggleViewAction();
    console->setText(tr("Command &Console"));
    console->setShortcut(QKeySequence(Qt::Key_F12));
    m_actions->install(this, console);
    connectActions();
    connectInterpreter();

    m_size = settings.gameSetup().size;
    applyDisplay({settings.animationSpeed(), settings.colourScheme(), settings.showCritical(),
                  settings.showCoordinates(), settings.showEngineDetails()});
    if (!restoreGeometry(settings.windowGeometry())) {
        resize(1120, 780);
    }
    restoreState(settings.windowState());
    statusBar()->showMessage(tr("Welcome to jump61. Press F1 for the rules."), StatusMilliseconds);
    refresh();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    auto* boardColumn = new QVBoxLayout;
    boardColumn->setContentsMargins(0, 0, 0, 0);
    boardColumn->setSpacing(0);
    auto* messages = new QHBoxLayout;
    messages->setContentsMargins(12, 8, 12, 0);
    messages->addWidget(m_messages);
    boardColumn->addLayout(messages);
    boardColumn->addWidget(m_board, 1);

    auto* divider = new QFrame;
    divider->setFrameShape(QFrame::VLine);
    divider->setFrameShadow(QFrame::Plain);
    divider->setForegroundRole(QPalette::Mid);

    auto* central = new QWidget;
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addLayout(boardColumn, 1);
    row->addWidget(divider);
    row->addWidget(m_status);
    m_status->setFixedWidth(310);
    setCentralWidget(central);
    addDockWidget(Qt::BottomDockWidgetArea, m_console);
    m_board->setFocus();
}

void MainWindow::connectActions()
{
    // A status tip describes what the pointer is over. Once the action is chosen it must not
    // stay behind: over the dialog the action opens, or after the toolbar button that showed
    // it has been disabled. Connected first, so that it runs before a dialog's event loop.
    for (QAction* action : m_actions->findChildren<QAction*>()) {
        connect(action, &QAction::triggered, this, [this, action] {
            if (!action->statusTip().isEmpty() &&
                statusBar()->currentMessage() == action->statusTip()) {
                statusBar()->clearMessage();
            }
        });
    }
    GameController* game = m_controller;
    connect(m_actions->newGame, &QAction::triggered, this, &MainWindow::newGameDialog);
    connect(m_actions->open, &QAction::triggered, this, &MainWindow::openDialog);
    connect(m_actions->save, &QAction::triggered, this,
            [this] { m_file.isEmpty() ? saveDialog() : saveTo(m_file); });
    connect(m_actions->saveAs, &QAction::triggered, this, &MainWindow::saveDialog);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->undo, &QAction::triggered, game, &GameController::undo);
    connect(m_actions->redo, &QAction::triggered, game, &GameController::redo);
    connect(m_actions->hint, &QAction::triggered, game, &GameController::hint);
    connect(m_actions->stop, &QAction::triggered, game, &GameController::stopThinking);
    connect(m_actions->pause, &QAction::triggered, game, &GameController::setPaused);
    connect(m_actions->step, &QAction::triggered, game, &GameController::step);
    connect(m_actions->preferences, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_actions->fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    connect(m_actions->howToPlay, &QAction::triggered, this,
            [this] { HelpDialog(BoardColours::of(m_display.scheme), this).exec(); });
    connect(m_actions->about, &QAction::triggered, this, [this] { AboutDialog(this).exec(); });
    connect(m_actions->aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(m_actions, &WindowActions::sizeChosen, this, &MainWindow::chooseSize);
    connect(m_actions, &WindowActions::playerChosen, this, &MainWindow::choosePlayer);
    connect(m_actions, &WindowActions::speedChosen, this, [this](AnimationSpeed speed) {
        DisplayPreferences display = m_display;
        display.speed = speed;
        applyDisplay(display);
    });
    connect(m_actions->engineDetails, &QAction::toggled, this, [this](bool on) {
        DisplayPreferences display = m_display;
        display.engineDetails = on;
        applyDisplay(display);
    });
    connect(m_actions, &WindowActions::schemeChosen, this, [this](ColourScheme scheme) {
        DisplayPreferences display = m_display;
        display.scheme = scheme;
        applyDisplay(display);
    });

    connect(m_board, &BoardView::squareChosen, this, [this](int square) {
        const Board& board = m_controller->shownBoard();
        if (m_controller->play(square) || board.gameOver()) {
            return;
        }
        if (!m_controller->snapshot().isHuman(board.toMove())) {
            statusBar()->showMessage(tr("It is the computer's turn."), StatusMilliseconds);
        } else if (board.owner(square) == opponent(board.toMove())) {
            statusBar()->showMessage(tr("That square is %1's: play on one of yours or a white one.")
                                         .arg(sideWord(m_display.scheme, opponent(board.toMove()))),
                                     StatusMilliseconds);
        }
    });
    connect(m_board, &BoardView::skipRequested, &m_controller->animator(), &CascadeAnimator::skip);
    connect(m_banner, &GameOverBanner::newGameRequested, this, [this] {
        m_controller->send(QStringLiteral("new"));
        m_board->setFocus();
    });
    connect(m_banner, &GameOverBanner::undoRequested, game, &GameController::undo);
    connect(m_console, &ConsoleDock::commandEntered, game, &GameController::send);
}

void MainWindow::connectInterpreter()
{
    Interpreter& interpreter = m_controller->interpreter();
    QtReporter* reporter = interpreter.reporter();
    constexpr auto queued = Qt::QueuedConnection;
    connect(reporter, &QtReporter::lineOutput, m_console, &ConsoleDock::appendOutput, queued);
    connect(
        reporter, &QtReporter::errorOutput, this,
        [this](const QString& message) {
            m_console->appendError(message);
            m_messages->showError(message.left(1).toUpper() + message.mid(1) + QLatin1Char('.'));
        },
        queued);
    connect(
        reporter, &QtReporter::computerMoveOutput, m_console,
        [this](Side, int row, int col) {
            m_console->appendOutput(QStringLiteral("* %1 %2").arg(row).arg(col));
        },
        queued);
    connect(
        reporter, &QtReporter::winOutput, m_console,
        [this](Side winner) {
            m_console->appendOutput(winner == Side::Red ? QStringLiteral("* Red wins.")
                                                        : QStringLiteral("* Blue wins."));
        },
        queued);
    connect(
        reporter, &QtReporter::searchStarted, this,
        [this](Side side) {
            // The search is about the interpreter's position, the newest snapshot.
            m_status->searchStarted(side, m_controller->interpreter().hintPending(),
                                    m_controller->snapshot().board());
            refresh();
        },
        queued);
    connect(reporter, &QtReporter::searchProgressed, m_status, &StatusPanel::searchProgressed,
            queued);
    connect(
        reporter, &QtReporter::searchFinished, this,
        [this](Side side, const SearchResult& result) {
            m_status->searchFinished(side, result, m_controller->interpreter().hintPending());
            refresh();
        },
        queued);
    connect(&interpreter, &Interpreter::commandSent, m_console, &ConsoleDock::appendCommand);
    connect(&interpreter, &Interpreter::commandFinished, this, &MainWindow::onCommandFinished);
    connect(m_controller, &GameController::changed, this, &MainWindow::refresh);
    connect(m_controller, &GameController::snapshotChanged, this, &MainWindow::onSnapshot);
    connect(m_controller, &GameController::quitRequested, this, &QWidget::close);
    connect(m_controller, &GameController::hintChanged, this, [this](int square) {
        m_board->setHint(square);
        m_status->showHint(square);
    });
    connect(m_controller, &GameController::shownChanged, this, [this] {
        m_status->setShown(m_controller->shownSnapshot(), m_controller->animator().currentMove());
    });
}

void MainWindow::start(const StartOptions& options)
{
    QStringList commands;
    if (!options.seed.isEmpty()) {
        commands << QStringLiteral("seed %1").arg(options.seed);
    }
    GameSetup setup = m_settings.gameSetup();
    commands << setup.newGameCommands();
    m_controller->sendAll(commands);
    if (!options.file.isEmpty()) {
        openFile(options.file);
    }
}

void MainWindow::refresh()
{
    const SessionSnapshot& snapshot = m_controller->snapshot();
    const Interpreter& interpreter = m_controller->interpreter();
    const bool paused = m_controller->paused();
    m_board->setInteractive(m_controller->acceptingMoves());
    m_status->setPaused(paused);
    // A move reported after the last snapshot (the computer is still answering it) can be
    // taken back too.
    m_actions->undo->setEnabled(snapshot.game.canUndo() ||
                                !(m_controller->animator().target() == snapshot.board()));
    m_actions->redo->setEnabled(snapshot.game.canRedo());
    const Board& board = snapshot.board();
    m_actions->hint->setEnabled(!board.gameOver() && snapshot.isHuman(board.toMove()) &&
                                !interpreter.hintPending());
    m_actions->stop->setEnabled(interpreter.thinking());
    m_actions->pause->setEnabled(snapshot.anyComputer() || paused);
    m_actions->pause->setChecked(paused);
    m_actions->pause->setText(paused ? tr("Resume &Computer") : tr("&Pause Computer"));
    m_actions->pause->setIconText(paused ? tr("Resume") : tr("Pause"));
    m_actions->pause->setIcon(paused ? m_actions->resumeIcon : m_actions->pauseIcon);
    m_actions->step->setEnabled(m_controller->canStep());
    const QString name = m_file.isEmpty() ? tr("Untitled") : QFileInfo(m_file).fileName();
    setWindowTitle(tr("%1[*] — jump61").arg(name));
    setWindowModified(snapshot.game.ply() > 0 &&
                      QString::fromStdString(savedGameText(snapshot.game)) != m_savedText);
    refreshBanner();
}

void MainWindow::refreshBanner()
{
    const SessionSnapshot& snapshot = m_controller->snapshot();
    const Board& shown = m_controller->shownBoard();
    if (m_controller->animator().busy() || !shown.gameOver() || !(shown == snapshot.board())) {
        m_banner->hide();
        return;
    }
    const Side winner = shown.winner();
    const Side loser = opponent(winner);
    const int moves = static_cast<int>(snapshot.game.ply());
    const QString count = tr("%n move(s)", nullptr, moves);
    QString detail;
    if (snapshot.isHuman(winner) && !snapshot.isHuman(loser)) {
        detail =
            tr("You beat the computer (%1) in %2.").arg(levelTitle(snapshot.level(loser)), count);
    } else if (!snapshot.isHuman(winner) && snapshot.isHuman(loser)) {
        detail = tr("The computer (%1) took the whole board after %2. Undo to try again.")
                     .arg(levelTitle(snapshot.level(winner)), count);
    } else if (snapshot.isHuman(winner)) {
        detail =
            tr("%1 covered the board after %2.").arg(sideWord(m_display.scheme, winner), count);
    } else {
        detail =
            tr("%1 (%2) beat %3 (%4) after %5.")
                .arg(sideWord(m_display.scheme, winner), levelTitle(snapshot.level(winner)),
                     sideWord(m_display.scheme, loser), levelTitle(snapshot.level(loser)), count);
    }
    const QString title = tr("%1 wins!").arg(sideWord(m_display.scheme, winner));
    m_banner->showResult(title, detail, BoardColours::of(m_display.scheme).side(winner));
}

void MainWindow::onSnapshot(const SessionSnapshot& snapshot)
{
    m_size = snapshot.board().size();
    m_actions->showSize(m_size);
    m_actions->showPlayers(currentSetup());
    refresh();
}

void MainWindow::onCommandFinished(const QString& line, bool ok)
{
    // An error shown for an earlier command is out of date once a later one has worked.
    if (ok) {
        m_messages->dismiss();
    }
    if (!m_opening.isEmpty() && line == QStringLiteral("load %1").arg(m_opening)) {
        if (ok) {
            m_file = m_opening;
            m_savedText = QString::fromStdString(savedGameText(m_controller->snapshot().game));
            m_settings.setLastFolder(QFileInfo(m_file).absolutePath());
            statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(m_file).fileName()),
                                     StatusMilliseconds);
        }
        m_opening.clear();
    }
    refresh();
}

bool MainWindow::saveTo(const QString& path)
{
    const QString text = QString::fromStdString(savedGameText(m_controller->snapshot().game));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        m_messages->showError(tr("Could not save the game to %1: %2.")
                                  .arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_file = path;
    m_savedText = text;
    m_settings.setLastFolder(QFileInfo(path).absolutePath());
    m_console->appendNote(tr("saved the game to %1").arg(path));
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), StatusMilliseconds);
    refresh();
    return true;
}

void MainWindow::openFile(const QString& path)
{
    m_opening = path;
    m_controller->send(QStringLiteral("load %1").arg(path));
}

void MainWindow::applyDisplay(const DisplayPreferences& display)
{
    m_display = display;
    const BoardColours colours = BoardColours::of(display.scheme);
    m_board->setColours(colours);
    m_board->setShowCritical(display.critical);
    m_board->setShowCoordinates(display.coordinates);
    m_status->setColours(colours);
    m_status->setEngineDetails(display.engineDetails);
    m_actions->engineDetails->setChecked(display.engineDetails);
    m_controller->animator().setSpeed(display.speed);
    m_actions->showSpeed(display.speed);
    m_actions->showScheme(display.scheme);
    m_settings.setAnimationSpeed(display.speed);
    m_settings.setColourScheme(display.scheme);
    m_settings.setShowCritical(display.critical);
    m_settings.setShowCoordinates(display.coordinates);
    m_settings.setShowEngineDetails(display.engineDetails);
    refreshBanner();
}

void MainWindow::startGame(const GameSetup& setup)
{
    m_settings.setGameSetup(setup);
    m_file.clear();
    m_savedText.clear();
    m_controller->sendAll(setup.newGameCommands());
    m_controller->setPaused(false);
    m_board->setFocus();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(currentSetup(), m_display, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    applyDisplay(dialog.display());
    const GameSetup players = dialog.players();
    if (!(players == currentSetup())) {
        m_settings.setGameSetup(players);
        m_controller->sendAll(players.playerCommands());
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_settings.setWindow(saveGeometry(), saveState());
    rememberSetup();
    m_settings.sync();
    m_controller->interpreter().shutdown();
    event->accept();
}

void MainWindow::chooseSize(int size)
{
    if (!confirmNewGame(tr("Start a new game on a %1 × %1 board? "
                           "The game in progress will be lost.")
                            .arg(size))) {
        m_actions->showSize(m_size);
        return;
    }
    GameSetup setup = currentSetup();
    setup.size = size;
    m_settings.setGameSetup(setup);
    m_file.clear();
    m_savedText.clear();
    m_controller->send(QStringLiteral("size %1").arg(size));
}

void MainWindow::choosePlayer(Side side, PlayerKind kind, int level)
{
    GameSetup setup = currentSetup();
    setup.setPlayer(side, kind);
    if (kind == PlayerKind::Computer) {
        setup.setLevel(side, level);
    }
    m_settings.setGameSetup(setup);
    const QString name = side == Side::Red ? QStringLiteral("red") : QStringLiteral("blue");
    QStringList commands;
    if (kind == PlayerKind::Computer) {
        commands << QStringLiteral("level %1 %2").arg(name).arg(level);
    }
    commands << (kind == PlayerKind::Computer ? QStringLiteral("auto %1")
                                              : QStringLiteral("manual %1"))
                    .arg(name)
             << setup.threadsCommand();
    m_controller->sendAll(commands);
}

bool MainWindow::confirmNewGame(const QString& question)
{
    const Game& game = m_controller->snapshot().game;
    if (game.ply() == 0 || game.board().gameOver()) {
        return true;
    }
    return QMessageBox::question(this, tr("Start a New Game?"), question,
                                 QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Yes) == QMessageBox::Yes;
}

void MainWindow::newGameDialog()
{
    NewGameDialog dialog(currentSetup(), this);
    dialog.setColours(BoardColours::of(m_display.scheme));
    if (dialog.exec() == QDialog::Accepted) {
        startGame(dialog.setup());
    }
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"),
                                                      m_settings.lastFolder(), tr(FileFilter));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::saveDialog()
{
    const QString start =
        m_file.isEmpty() ? QDir(m_settings.lastFolder()).filePath(tr("game.jump61")) : m_file;
    QFileDialog dialog(this, tr("Save Game"), start, tr(FileFilter));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("jump61"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return false;
    }
    return saveTo(dialog.selectedFiles().constFirst());
}

GameSetup MainWindow::currentSetup() const
{
    const SessionSnapshot& snapshot = m_controller->snapshot();
    GameSetup setup;
    setup.size = m_size;
    setup.players = snapshot.players;
    setup.levels = snapshot.levels;
    return setup;
}

void MainWindow::rememberSetup()
{
    m_settings.setGameSetup(currentSetup());
}

} // namespace jump61
