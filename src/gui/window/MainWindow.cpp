#include "gui/window/MainWindow.h"

#include "gui/board/BoardView.h"
#include "gui/dialogs/AboutDialog.h"
#include "gui/dialogs/HelpDialog.h"
#include "gui/dialogs/NewGameDialog.h"
#include "gui/dialogs/SettingsDialog.h"
#include "gui/panels/ConsoleDock.h"
#include "gui/panels/GameOverBanner.h"
#include "gui/panels/MessageBar.h"
#include "gui/panels/ReviewPanel.h"
#include "gui/panels/SquaresChart.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Settings.h"
#include "gui/settings/Translations.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/Resources.h"
#include "gui/window/ReviewMode.h"
#include "gui/window/WindowActions.h"
#include "protocol/Arguments.h"
#include "protocol/CommandError.h"
#include "protocol/SavedGame.h"
#include "protocol/Session.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace jump61 {

namespace {

constexpr int StatusMilliseconds = 5000;

// Whether `check` refuses, as the interpreter would, with its CommandError.
template <class Check>
bool refuses(Check&& check)
{
    try {
        check();
        return false;
    } catch (const CommandError&) {
        return true;
    }
}

// Whether a typed line that would replace the game is one the interpreter will refuse: it
// replaces nothing, so it goes to the interpreter, which says what is wrong, without a question
// about the game in play. A `size` with no number or one off the range; a `load` whose file is
// not a game; a `set` of a square off the board, a spot count the square cannot hold, no
// colour, or an overfull square left (`board` is the position it would edit).
bool refusedReplacement(const QString& name, const QString& line, const Board& board)
{
    const Arguments args(line.toStdString());
    if (name == QLatin1String("size")) {
        return refuses([&] { args.boardSize(0); });
    }
    if (name == QLatin1String("load")) {
        return refuses([&] { Session::readSavedGame(args.rest()); });
    }
    if (name == QLatin1String("set")) {
        return refuses([&] { Session::editedBoard(board, args); });
    }
    return false;
}

// A side as the window names it: by the colour it is drawn in.
QString sideWord(ColourScheme scheme, Side side)
{
    return BoardColours::of(scheme).name(side);
}

} // namespace

MainWindow::MainWindow(Settings& settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_controller(new GameController(this)),
      m_actions(new WindowActions(this)), m_gameFile(new GameFile(*m_controller, settings, this)),
      m_board(new BoardView(m_controller->animator())), m_banner(new GameOverBanner(m_board)),
      m_messages(new MessageBar), m_status(new StatusPanel), m_reviewPanel(new ReviewPanel),
      m_review(new ReviewMode(*m_controller, m_board, m_status, m_reviewPanel, this)),
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
    m_review->attach(*m_actions);
    connect(m_review, &ReviewMode::changed, this, &MainWindow::refresh);
    connect(m_review, &ReviewMode::changed, this, [this] {
        // The hint about a click during a review is no longer true once it has ended.
        if (!m_review->active() && statusBar()->currentMessage() == reviewClickText()) {
            statusBar()->clearMessage();
        }
    });

    m_size = settings.gameSetup().size;
    applyDisplay({settings.animationSpeed(), settings.colourScheme(), settings.showCritical(),
                  settings.showCoordinates(), settings.showEngineDetails()});
    if (!restoreGeometry(settings.windowGeometry())) {
        resize(1120, 780);
    }
    restoreState(settings.windowState());
    fitToScreen();
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
    // The panel scrolls rather than squeeze its lines into each other in a short window; its
    // width, like the window's minimum size, follows the font, so that both grow with it.
    const QFontMetrics metrics = fontMetrics();
    auto* side = new QScrollArea;
    m_sideScroll = side;
    side->setObjectName(QStringLiteral("statusScroll"));
    side->setFrameShape(QFrame::NoFrame);
    // Tab from the board reaches the panel (arrow keys then scroll it): a frame in the
    // highlight colour shows that it has the focus, and takes the same room without it.
    side->setStyleSheet(QStringLiteral(
        "QScrollArea#statusScroll { border: 2px solid transparent; }"
        " QScrollArea#statusScroll:focus { border: 2px solid palette(highlight); }"));
    side->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    side->setWidgetResizable(true);
    // The review panel, shown only during a review, sits above the game's panel.
    auto* sideColumn = new QWidget;
    auto* sideLayout = new QVBoxLayout(sideColumn);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(0);
    sideLayout->addWidget(m_reviewPanel);
    sideLayout->addWidget(m_status, 1);
    m_reviewPanel->hide();
    side->setWidget(sideColumn);
    side->viewport()->setBackgroundRole(QPalette::Window);
    side->setFixedWidth(metrics.averageCharWidth() * 44 +
                        side->verticalScrollBar()->sizeHint().width());
    row->addLayout(boardColumn, 1);
    row->addWidget(divider);
    row->addWidget(side);
    setCentralWidget(central);
    addDockWidget(Qt::BottomDockWidgetArea, m_console);
    // At least what the toolbar, the board's column and the panel beside it need, so that the
    // panel (and its scroll bar) never runs past the window's edge; the board's column has room
    // for a 15x15 board's squares to be clicked, and for the winner's box with its buttons.
    setMinimumSize(QSize(side->width() + metrics.lineSpacing() * 18, metrics.lineSpacing() * 30)
                       .expandedTo(minimumSizeHint()));
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
    connect(m_actions->open, &QAction::triggered, this, [this] { openDialog(false); });
    connect(m_actions->reviewSaved, &QAction::triggered, this, [this] { openDialog(true); });
    connect(m_actions->save, &QAction::triggered, m_gameFile, &GameFile::save);
    connect(m_actions->saveAs, &QAction::triggered, m_gameFile, &GameFile::saveAs);
    connect(m_gameFile, &GameFile::saved, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()),
                                 StatusMilliseconds);
        refresh();
    });
    connect(m_gameFile, &GameFile::loaded, this, [this](const QString& path, bool pausedForRedo) {
        m_opened = m_controller->snapshot().game;
        const QString name = QFileInfo(path).fileName();
        statusBar()->showMessage(pausedForRedo ? tr("Opened %1 with the computer paused: Redo "
                                                    "plays the move taken back, Resume lets "
                                                    "the computer choose.")
                                                     .arg(name)
                                               : tr("Opened %1").arg(name),
                                 StatusMilliseconds);
        refresh();
    });
    connect(m_gameFile, &GameFile::restored, this, [this] {
        statusBar()->showMessage(
            tr("The game left unsaved when jump61 last stopped is back: save it to keep it."),
            3 * StatusMilliseconds);
        refresh();
    });
    connect(m_gameFile, &GameFile::copySetAside, this, [this](const QString& aside, bool damaged) {
        m_messages->showNotice(
            damaged
                ? tr("The game left unsaved when jump61 last stopped would not load; it is "
                     "kept as %1.")
                      .arg(aside)
                : tr("The game left unsaved when jump61 last stopped is kept as %1.").arg(aside));
    });
    connect(m_gameFile, &GameFile::copyTroubleOver, m_messages, &MessageBar::dismissNotice);
    connect(m_gameFile, &GameFile::copyTrouble, this, [this](const QString& reason) {
        m_messages->showNotice(
            tr("Could not keep a copy of the unsaved moves (%1): save the game to keep them.")
                .arg(reason));
    });
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

    // A click on the opponent's square is answered by the window, in the player's language
    // and the board's colours ("1 1 belongs to red" is the text protocol's, whatever the
    // colours). Anything else the rules refuse is sent all the same: the interpreter's own
    // error line says why, in the message bar and the console.
    connect(m_board, &BoardView::squareChosen, this, [this](int square) {
        if (m_review->active()) {
            statusBar()->showMessage(reviewClickText(), StatusMilliseconds);
            return;
        }
        const Board& board = m_controller->shownBoard();
        // With the game on and a person to move, the rules refuse a square only for its owner.
        if (m_controller->acceptingMoves() && square >= 0 && square < board.area() &&
            !board.isLegal(square)) {
            const BoardColours colours = BoardColours::of(m_display.scheme);
            m_messages->showError(
                tr("That square is %1's. %2 may play on a white square or on one of its own.")
                    .arg(colours.name(board.owner(square)), colours.name(board.toMove())));
            return;
        }
        if (!m_controller->play(square) && !board.gameOver() &&
            !m_controller->snapshot().isHuman(board.toMove())) {
            statusBar()->showMessage(computerTurnText(), StatusMilliseconds);
            m_computerTurnShownOn = board;
        }
    });
    connect(m_board, &BoardView::skipRequested, &m_controller->animator(), &CascadeAnimator::skip);
    connect(m_board, &BoardView::pressDropped, this, [this](int square) {
        if (!m_controller->acceptingMoves() || m_review->active()) {
            return;
        }
        // "Play it again" only where it can be played: a square the change gave the opponent
        // is named as the opponent's, as a click on it would name it.
        const Board& board = m_controller->shownBoard();
        if (square >= 0 && square < board.area() && !board.isLegal(square)) {
            const BoardColours colours = BoardColours::of(m_display.scheme);
            statusBar()->showMessage(
                tr("The board had only just changed, so that move was not played: %1 is now "
                   "%2's.")
                    .arg(QStringLiteral("%1 %2")
                             .arg(square / board.size() + 1)
                             .arg(square % board.size() + 1),
                         colours.name(board.owner(square))),
                StatusMilliseconds);
            return;
        }
        statusBar()->showMessage(
            tr("The board had only just changed, so that move was not played: play it again."),
            StatusMilliseconds);
    });
    connect(m_banner, &GameOverBanner::newGameRequested, this, [this] {
        if (m_gameFile->mayReplaceGame(tr("Save this game before starting a new one?"))) {
            m_controller->send(QStringLiteral("new"));
        }
        m_board->setFocus();
    });
    connect(m_banner, &GameOverBanner::undoRequested, this, [this] {
        m_controller->undo();
        m_board->setFocus(); // the banner's button goes with the banner: keys go to the board
    });
    connect(m_banner, &GameOverBanner::dismissed, this, [this] {
        m_bannerDismissedFor = m_controller->snapshot().game;
        m_board->setFocus();
    });
    connect(m_console, &ConsoleDock::commandEntered, this, &MainWindow::runTypedCommand);
}

void MainWindow::connectInterpreter()
{
    SessionChannel& interpreter = m_controller->interpreter();
    QtReporter* reporter = interpreter.reporter();
    constexpr auto queued = Qt::QueuedConnection;
    connect(
        reporter, &QtReporter::lineOutput, this,
        [this](const QString& line) { toConsole([=, this] { m_console->appendOutput(line); }); },
        queued);
    connect(
        reporter, &QtReporter::errorOutput, this,
        [this](const QString& message) {
            // With the console: an error about a square must not come before the board shows
            // the move that changed it.
            toConsole([=, this] {
                m_console->appendError(message);
                // An older word in the status bar ("Saved x.jump61") must not contradict it.
                statusBar()->clearMessage();
                m_messages->showError(message.left(1).toUpper() + message.mid(1) +
                                      QLatin1Char('.'));
            });
        },
        queued);
    connect(
        reporter, &QtReporter::fileErrorOutput, this,
        [this](const QString& message, const FileTrouble& trouble) {
            toConsole([=, this] {
                m_console->appendError(message);
                statusBar()->clearMessage();
                m_messages->showError(fileTroubleText(trouble));
            });
        },
        queued);
    connect(
        reporter, &QtReporter::computerMoveOutput, this,
        [this](Side, int row, int col) {
            // Reported just before its move: shown once the next move reported is drawn.
            const QString line = QStringLiteral("* %1 %2").arg(row).arg(col);
            toConsole([=, this] { m_console->appendOutput(line); },
                      m_controller->movesReceived() + 1);
        },
        queued);
    connect(
        reporter, &QtReporter::winOutput, this,
        [this](Side winner) {
            // Reported just after the move that won: shown once it is drawn.
            const QString line = winner == Side::Red ? QStringLiteral("* Red wins.")
                                                     : QStringLiteral("* Blue wins.");
            toConsole([=, this] { m_console->appendOutput(line); }, m_controller->movesReceived());
        },
        queued);
    connect(
        reporter, &QtReporter::searchStarted, this,
        [this](Side side, bool hint) {
            // The search is about the interpreter's position, the newest snapshot, searched at
            // the side's level there.
            const SessionSnapshot& now = m_controller->snapshot();
            m_status->searchStarted(side, hint, now.board(), now.level(side));
            refresh();
        },
        queued);
    connect(reporter, &QtReporter::searchProgressed, m_status, &StatusPanel::searchProgressed,
            queued);
    connect(
        reporter, &QtReporter::searchFinished, this,
        [this](Side side, const SearchResult& result, bool hint) {
            m_status->searchFinished(side, result, hint);
            refresh();
        },
        queued);
    connect(&interpreter, &SessionChannel::commandSent, this, [this](const QString& line) {
        toConsole([=, this] { m_console->appendCommand(line); });
    });
    connect(&interpreter, &SessionChannel::commandFinished, this, &MainWindow::onCommandFinished);
    connect(m_controller, &GameController::changed, this, &MainWindow::refresh);
    connect(m_controller, &GameController::changed, this, &MainWindow::releaseConsole);
    connect(m_controller, &GameController::shownChanged, this, &MainWindow::releaseConsole);
    connect(m_controller, &GameController::snapshotChanged, this, &MainWindow::releaseConsole);
    connect(m_controller, &GameController::snapshotChanged, this, &MainWindow::onSnapshot);
    connect(m_controller, &GameController::quitRequested, this, &QWidget::close);
    connect(m_controller, &GameController::hintChanged, this, [this](int square) {
        m_board->setHint(square);
        m_status->showHint(square);
    });
    connect(m_controller, &GameController::shownChanged, this, [this] {
        m_status->setShown(m_controller->shownSnapshot(), m_controller->animator().currentMove());
        clearStaleTurnMessage();
    });
}

void MainWindow::toConsole(std::function<void()> append, std::uint64_t moves)
{
    if (moves == 0 && m_consoleHeld.empty()) {
        append();
        return;
    }
    m_consoleHeld.push_back({std::move(append), moves});
    releaseConsole();
}

void MainWindow::releaseConsole()
{
    while (!m_consoleHeld.empty()) {
        const HeldLine& next = m_consoleHeld.front();
        if (next.moves > 0 &&
            (m_controller->movesReceived() < next.moves || !m_controller->boardCaughtUp())) {
            return;
        }
        const std::function<void()> append = std::move(m_consoleHeld.front().append);
        m_consoleHeld.pop_front();
        append();
    }
}

void MainWindow::fitToScreen()
{
    // A geometry saved on a larger screen (or at a smaller scale) must not come back larger
    // than this one, nor off it.
    const QScreen* shown = screen();
    if (shown == nullptr || isMaximized() || isFullScreen()) {
        return;
    }
    const QRect available = shown->availableGeometry();
    const QMargins frame(geometry().left() - frameGeometry().left(),
                         geometry().top() - frameGeometry().top(),
                         frameGeometry().right() - geometry().right(),
                         frameGeometry().bottom() - geometry().bottom());
    const QRect room = available.marginsRemoved(frame);
    const QSize size = this->size().boundedTo(room.size()).expandedTo(minimumSize());
    QRect fitted(geometry().topLeft(), size);
    fitted.moveRight(std::min(fitted.right(), room.right()));
    fitted.moveBottom(std::min(fitted.bottom(), room.bottom()));
    fitted.moveLeft(std::max(fitted.left(), room.left()));
    fitted.moveTop(std::max(fitted.top(), room.top()));
    setGeometry(fitted);
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
    // The copy itself opened as a file is that file's game: this window keeps no copy then.
    const auto same = [](const QString& a, const QString& b) {
        const QFileInfo one(a);
        const QFileInfo other(b);
        return one.exists() && other.exists() ? one.canonicalFilePath() == other.canonicalFilePath()
                                              : one.absoluteFilePath() == other.absoluteFilePath();
    };
    // A link in the copy's place is not the copy (it is replaced at the first write).
    const bool opensTheCopy = !options.file.isEmpty() && !options.unsavedCopy.isEmpty() &&
                              !QFileInfo(options.unsavedCopy).isSymLink() &&
                              same(options.file, options.unsavedCopy);
    if (!opensTheCopy && !m_gameFile->keepUnsavedCopy(options.unsavedCopy)) {
        m_messages->showNotice(tr("Another jump61 window is open: this one keeps no copy of "
                                  "unsaved moves, so save them yourself."));
    }
    if (!options.file.isEmpty()) {
        m_gameFile->openAtStart(options.file);
    } else {
        m_gameFile->restoreUnsavedCopy();
    }
}

void MainWindow::refresh()
{
    const SessionSnapshot& snapshot = m_controller->snapshot();
    const SessionChannel& interpreter = m_controller->interpreter();
    const bool paused = m_controller->paused();
    m_board->setInteractive(m_controller->acceptingMoves());
    m_status->setPaused(paused);
    m_status->setHeld(m_controller->held());
    // A move reported after the last snapshot (the computer is still answering it) can be
    // taken back too.
    m_actions->undo->setEnabled(snapshot.game.canUndo() ||
                                !(m_controller->animator().target() == snapshot.board()));
    m_actions->redo->setEnabled(snapshot.game.canRedo());
    const Board& board = snapshot.board();
    // A hint is for the position on the board: not while a move is still being drawn, or its
    // ring would show on a position the player has not seen yet.
    m_actions->hint->setEnabled(!board.gameOver() && snapshot.isHuman(board.toMove()) &&
                                !interpreter.hintPending() && m_controller->boardCaughtUp());
    m_actions->stop->setEnabled(interpreter.thinking() || interpreter.solving());
    m_status->setSolving(interpreter.solving());
    m_status->setReviewing(m_review->active());
    // Nothing to pause or resume once the game is over (a move taken back opens it again); while
    // it is on, a paused computer can be resumed even if the players have changed.
    m_actions->pause->setEnabled(!board.gameOver() && (snapshot.anyComputer() || paused));
    m_actions->pause->setChecked(paused);
    m_actions->pause->setText(paused ? tr("Resume &Computer") : tr("&Pause Computer"));
    m_actions->pause->setIconText(paused ? tr("Resume") : tr("Pause"));
    m_actions->pause->setIcon(paused ? m_actions->resumeIcon : m_actions->pauseIcon);
    m_actions->step->setEnabled(m_controller->canStep());
    m_reviewPanel->setVisible(m_review->active());
    // During a review the scroll bar stays, used or not: a move's words take three lines or
    // four, and a bar that came and went with them moved the step buttons from under the
    // pointer of a player clicking through the moves.
    // Set only when it changes: Qt lays the area out again at every call, and refresh() runs
    // at every change of the game.
    const Qt::ScrollBarPolicy bar =
        m_review->active() ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAsNeeded;
    if (m_sideScroll->verticalScrollBarPolicy() != bar) {
        m_sideScroll->setVerticalScrollBarPolicy(bar);
    }
    m_review->refreshActions();
    if (m_review->active()) {
        // The review holds the game: nothing to take back, redo, hint, stop, pause or step
        // (Exit Review gives the game back exactly as it was).
        m_actions->undo->setEnabled(false);
        m_actions->redo->setEnabled(false);
        m_actions->hint->setEnabled(false);
        m_actions->pause->setEnabled(false);
        m_actions->stop->setEnabled(false);
        m_actions->step->setEnabled(false);
    }
    setWindowTitle(tr("%1[*] — jump61").arg(m_gameFile->title()));
    setWindowModified(m_gameFile->modified());
    // A hint asked for while the move was drawn: once it is, given if the game is still on
    // that position and the hint is on, else dropped (never given later, by surprise).
    if (m_hintWhenDrawn && m_controller->boardCaughtUp()) {
        const bool same = snapshot.board() == *m_hintWhenDrawn;
        m_hintWhenDrawn.reset();
        if (same && m_actions->hint->isEnabled()) {
            statusBar()->clearMessage();
            m_actions->hint->trigger();
        }
    }
    clearStaleTurnMessage();
    refreshBanner();
}

QString MainWindow::fileTroubleText(const FileTrouble& trouble)
{
    const QString path = QString::fromStdString(trouble.path);
    const QString file = QFileInfo(path).fileName();
    QString name = file.isEmpty() ? path : file;
    // A long name gives up its middle, so that the sentence and the reason after it still fit
    // the message strip of a narrow window.
    constexpr int Longest = 40;
    if (name.size() > Longest) {
        name = name.left(Longest / 2 - 1) + QChar(0x2026) + name.right(Longest / 2);
    }
    const QString reason = QString::fromStdString(trouble.reason);
    switch (trouble.kind) {
    case FileTrouble::Kind::Missing:
        return tr("Could not open %1: there is no such file.").arg(name);
    case FileTrouble::Kind::NotPermitted:
        return tr("Could not open %1: you are not allowed to read it.").arg(name);
    case FileTrouble::Kind::NotAFile:
        if (trouble.reason == FolderReason) {
            return tr("Could not open %1: it is a folder, not a file.").arg(name);
        }
        if (trouble.reason == PipeReason) {
            return tr("Could not open %1: it is a pipe, not a file.").arg(name);
        }
        if (trouble.reason == DeviceReason) {
            return tr("Could not open %1: it is a device, not a file.").arg(name);
        }
        if (trouble.reason == SocketReason) {
            return tr("Could not open %1: it is a socket, not a file.").arg(name);
        }
        return tr("Could not open %1: it is not a regular file.").arg(name);
    case FileTrouble::Kind::TooLarge:
        return tr("Could not open %1: it is too large to be a saved game.").arg(name);
    case FileTrouble::Kind::NotAGame:
        return tr("Could not open %1: it is not a saved jump61 game.").arg(name);
    case FileTrouble::Kind::BadLine:
        // Why, in the interpreter's words, as for a save below: the console may be closed.
        // Those words are English and name the sides as the protocol does ("belongs to red"),
        // so another language points to the console instead.
        return reason.isEmpty() || !Translations::englishInUse()
                   ? tr("Could not open %1: line %2 is wrong (the command console, F12, says "
                        "why).")
                         .arg(name)
                         .arg(trouble.line)
                   : tr("Could not open %1: line %2 is wrong (%3).")
                         .arg(name)
                         .arg(trouble.line)
                         .arg(reason);
    case FileTrouble::Kind::NotWritten:
        // The program's own refusal is said in the player's language.
        if (trouble.reason == NotASavedGameReason) {
            return tr("Could not save the game to %1: it is not a saved jump61 game; remove it "
                      "or choose another name.")
                .arg(name);
        }
        // The writer's reason ("No space left on device", "the file is read-only") is shown
        // as the interpreter gives it.
        return reason.isEmpty() ? tr("Could not save the game to %1.").arg(name)
                                : tr("Could not save the game to %1 (%2).").arg(name, reason);
    case FileTrouble::Kind::Unreadable:
        break;
    }
    return tr("Could not read %1.").arg(name);
}

QString MainWindow::computerTurnText() const
{
    return tr("It is the computer's turn.");
}

QString MainWindow::noHintOnComputersTurnText() const
{
    return tr("No hint: the computer is to move. Press H again on your turn.");
}

QString MainWindow::noHintWhileDrawingText() const
{
    return tr("No hint yet: the last move is still being drawn.");
}

QString MainWindow::hintWhenDrawnText() const
{
    return tr("The hint comes once the last move is drawn.");
}

QString MainWindow::reviewClickText() const
{
    return tr("This is a review: press Esc to return to the game.");
}

void MainWindow::clearStaleTurnMessage()
{
    // Why H gave no hint is over once the player may move, or the move is drawn.
    const QString said = statusBar()->currentMessage();
    if ((said == noHintOnComputersTurnText() && m_controller->acceptingMoves()) ||
        ((said == noHintWhileDrawingText() || said == hintWhenDrawnText()) &&
         m_controller->boardCaughtUp())) {
        statusBar()->clearMessage();
    }
    // "It is the computer's turn" is about the position the player clicked on: once the
    // computer's move is on the board, or the player may move again, it is no longer true.
    if (!m_computerTurnShownOn) {
        return;
    }
    if (statusBar()->currentMessage() != computerTurnText()) {
        m_computerTurnShownOn.reset();
        return;
    }
    if (m_controller->acceptingMoves() || !(m_controller->shownBoard() == *m_computerTurnShownOn)) {
        statusBar()->clearMessage();
        m_computerTurnShownOn.reset();
    }
}

void MainWindow::refreshBanner()
{
    const SessionSnapshot& snapshot = m_controller->snapshot();
    const Board& shown = m_controller->shownBoard();
    if (m_controller->animator().busy() || !shown.gameOver() || !(shown == snapshot.board()) ||
        m_review->active()) {
        m_banner->hide();
        if (!shown.gameOver()) {
            m_bannerDismissedFor.reset();
        }
        return;
    }
    // Put away by the player to look at the board: it stays away for this game's end.
    if (m_bannerDismissedFor && m_bannerDismissedFor->sameRecord(snapshot.game)) {
        m_banner->hide();
        return;
    }
    m_bannerDismissedFor.reset();
    const Side winner = shown.winner();
    const Side loser = opponent(winner);
    // The move that ended the game, numbered as the status panel numbers the moves of a game.
    const QString last = QLocale().toString(static_cast<qulonglong>(snapshot.game.ply()));
    const bool opened = m_opened && m_opened->sameRecord(snapshot.game);
    QString detail;
    if (opened) {
        detail =
            tr("%1 covered the board on move %2.").arg(sideWord(m_display.scheme, winner), last);
    } else if (snapshot.isHuman(winner) && !snapshot.isHuman(loser)) {
        detail = tr("You beat the computer (%1) on move %2.")
                     .arg(levelTitle(snapshot.level(loser)), last);
    } else if (!snapshot.isHuman(winner) && snapshot.isHuman(loser)) {
        detail = tr("The computer (%1) took the whole board on move %2. Undo to try again.")
                     .arg(levelTitle(snapshot.level(winner)), last);
    } else if (snapshot.isHuman(winner)) {
        detail =
            tr("%1 covered the board on move %2.").arg(sideWord(m_display.scheme, winner), last);
    } else {
        detail =
            tr("%1 (%2) beat %3 (%4) on move %5.")
                .arg(sideWord(m_display.scheme, winner), levelTitle(snapshot.level(winner)),
                     sideWord(m_display.scheme, loser), levelTitle(snapshot.level(loser)), last);
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
    if (!m_typedPlayerCommand.isEmpty() && line == m_typedPlayerCommand) {
        m_typedPlayerCommand.clear();
        const QString threads = currentSetup().threadsCommand();
        if (ok && threads != QStringLiteral("threads %1").arg(m_controller->snapshot().threads)) {
            m_controller->send(threads);
        }
    }
    // An error shown for an earlier command is out of date once a later one has worked.
    if (ok) {
        m_messages->dismiss();
    }
    refresh();
}

bool MainWindow::saveTo(const QString& path)
{
    return m_gameFile->saveTo(path);
}

void MainWindow::openFile(const QString& path)
{
    if (m_gameFile->mayReplaceGame(tr("Save this game before opening another one?"))) {
        m_gameFile->load(path);
    }
}

void MainWindow::applyDisplay(const DisplayPreferences& display)
{
    m_display = display;
    const BoardColours colours = BoardColours::of(display.scheme);
    m_board->setColours(colours);
    m_board->setShowCritical(display.critical);
    m_board->setShowCoordinates(display.coordinates);
    m_status->setColours(colours);
    m_reviewPanel->setColours(colours);
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
    m_controller->sendAll(setup.newGameCommands());
    m_controller->setPaused(false);
    m_board->setFocus();
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(currentSetup(), m_display, this);
    dialog.setLanguage(m_settings.language());
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    applyDisplay(dialog.display());
    if (dialog.language() != m_settings.language()) {
        m_settings.setLanguage(dialog.language());
        statusBar()->showMessage(tr("The new language is used from the next start."),
                                 StatusMilliseconds);
    }
    const GameSetup players = dialog.players();
    if (!(players == currentSetup())) {
        m_settings.setGameSetup(players);
        m_controller->sendAll(players.playerCommands());
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_gameFile->mayReplaceGame(tr("Save this game before closing the window?"),
                                    m_closingForTypedQuit)) {
        event->ignore();
        return;
    }
    // Saved or discarded: nothing is left to bring back at the next start.
    m_gameFile->dropUnsavedCopy();
    m_settings.setWindow(saveGeometry(), saveState());
    rememberSetup();
    m_settings.sync();
    m_controller->interpreter().shutdown();
    event->accept();
}

void MainWindow::chooseSize(int size)
{
    if (!m_gameFile->mayReplaceGame(
            tr("Save this game before starting a new %1 × %1 game?").arg(size))) {
        m_actions->showSize(m_size);
        return;
    }
    GameSetup setup = currentSetup();
    setup.size = size;
    m_settings.setGameSetup(setup);
    m_controller->send(QStringLiteral("size %1").arg(size));
    // A new game, as from New Game: the computer is not left paused in it (on the person's
    // turn nothing said so, and the computer then never answered).
    m_controller->setPaused(false);
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
        // The level first: the computer may move at once.
        commands << QStringLiteral("level %1 %2").arg(name).arg(level)
                 << QStringLiteral("auto %1").arg(name);
    } else {
        // A person's level is its hints' (GameSetup::HintLevel), not the computer's it was.
        commands << QStringLiteral("manual %1").arg(name)
                 << QStringLiteral("level %1 %2").arg(name).arg(GameSetup::HintLevel);
    }
    commands << setup.threadsCommand();
    m_controller->sendAll(commands);
}

void MainWindow::newGameDialog()
{
    // Opened again after the Save question was cancelled, the dialog offers what was chosen
    // then, not the game in play's setup: the choice is not lost with the new game.
    NewGameDialog dialog(m_declinedSetup.value_or(currentSetup()), this);
    dialog.setColours(BoardColours::of(m_display.scheme));
    if (dialog.exec() != QDialog::Accepted) {
        m_declinedSetup.reset();
        return;
    }
    if (!m_gameFile->mayReplaceGame(tr("Save this game before starting a new one?"))) {
        m_declinedSetup = dialog.setup();
        return;
    }
    m_declinedSetup.reset();
    startGame(dialog.setup());
}

void MainWindow::openDialog(bool review)
{
    if (!m_gameFile->mayReplaceGame(tr("Save this game before opening another one?"))) {
        return;
    }
    const QString path = m_gameFile->chooseOpenPath();
    if (path.isEmpty()) {
        return;
    }
    if (review) {
        m_review->startAfterLoading(path);
    }
    m_gameFile->load(path);
}

void MainWindow::runTypedCommand(const QString& line)
{
    // `quit` typed in the console closes the window, which asks about unsaved moves first;
    // sent to the interpreter, it would end the session before the question. Commands that
    // would lose the game's moves ask too.
    const QString name = m_controller->interpreter().commandName(line);
    if (name == QLatin1String("quit") || name == QLatin1String("q")) {
        toConsole([=, this] { m_console->appendCommand(line.trimmed()); });
        m_closingForTypedQuit = true;
        const bool closed = close();
        m_closingForTypedQuit = false;
        if (!closed) { // the Save question was cancelled
            toConsole([this] { m_console->appendNote(tr("not sent: the game in play was kept")); });
        }
        return;
    }
    // Only a question asks to read the file first: refusedReplacement reads and replays it, and the
    // interpreter's `load` reads it again.
    if (m_gameFile->dropsMoves(name) && m_gameFile->modified() &&
        !refusedReplacement(name, line, m_controller->snapshot().board()) &&
        !m_gameFile->mayReplaceGame(tr("Save this game before it is replaced?"), true)) {
        toConsole([=, this] {
            m_console->appendCommand(line.trimmed());
            m_console->appendNote(tr("not sent: the game in play was kept"));
        });
        return;
    }
    // A move typed during a review is refused as a click there is: the board shown is not the
    // position it would be played in.
    if (m_review->active() && m_controller->interpreter().isMove(line)) {
        toConsole([=, this] {
            m_console->appendCommand(line.trimmed());
            m_console->appendNote(tr("not sent: this is a review; Esc returns to the game"));
        });
        statusBar()->showMessage(reviewClickText(), StatusMilliseconds);
        return;
    }
    const QString file = QString::fromStdString(Arguments(line.toStdString()).rest());
    if (name == QLatin1String("load")) {
        m_gameFile->load(file);
        return;
    }
    // A typed save is the menu's: the file becomes the game's and its moves are saved.
    if (name == QLatin1String("save") && !file.isEmpty()) {
        m_gameFile->saveTo(file);
        return;
    }
    if (name == QLatin1String("level") || name == QLatin1String("auto") ||
        name == QLatin1String("manual")) {
        m_typedPlayerCommand = line;
    }
    m_controller->send(line);
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    // H while Hint is off reaches the window instead of the action: say why, rather than
    // nothing (most often the computer's reply was still landing).
    if (event->key() == Qt::Key_H && event->modifiers() == Qt::NoModifier &&
        !m_actions->hint->isEnabled() && !m_review->active()) {
        const SessionSnapshot& snapshot = m_controller->snapshot();
        const Board& board = snapshot.board();
        // The board drawn may be behind the game (a move still landing): nothing is said of a
        // position it has not reached yet.
        QString why;
        if (m_controller->interpreter().hintPending()) {
            why = tr("The hint is on its way.");
        } else if (!board.gameOver() && !snapshot.isHuman(board.toMove())) {
            // Also while the player's own move is still drawn: pressing again then would not
            // help either, and that it is the computer's turn next tells nothing of the
            // position that move leads to (the game is not over).
            why = snapshot.isHuman(opponent(board.toMove()))
                      ? noHintOnComputersTurnText()
                      : tr("No hint: the computer plays both sides.");
        } else if (!m_controller->boardCaughtUp()) {
            // Asked for once the move is drawn: the player pressed H for the position the
            // game is in, and the ring only shows once the board is there. A move that won
            // leaves nothing to hint, which is not said before it is drawn.
            if (board.gameOver()) {
                why = noHintWhileDrawingText();
            } else {
                m_hintWhenDrawn = board;
                why = hintWhenDrawnText();
            }
        } else if (board.gameOver()) {
            why = tr("No hint: the game is over.");
        } else {
            why = noHintOnComputersTurnText();
        }
        statusBar()->showMessage(why, StatusMilliseconds);
        event->accept();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

bool MainWindow::event(QEvent* event)
{
    // A modal dialog (a question, a file chooser, the settings) covers the board: the computer
    // waits until it is answered, so that no move is made unseen.
    if (event->type() == QEvent::WindowBlocked) {
        m_controller->setHeld(true);
    } else if (event->type() == QEvent::WindowUnblocked) {
        // Released once no dialog is left, so that a question that follows a dialog (New Game,
        // then Save / Discard / Cancel) finds the computer still held.
        QTimer::singleShot(0, this, [this] {
            if (QApplication::activeModalWidget() == nullptr) {
                m_controller->setHeld(false);
            }
        });
    }
    return QMainWindow::event(event);
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
