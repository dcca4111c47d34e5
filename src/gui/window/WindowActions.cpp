#include "gui/window/WindowActions.h"

#include "core/Topology.h"
#include "engine/Levels.h"
#include "gui/board/BoardColours.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QResizeEvent>
#include <QToolBar>
#include <QToolButton>

namespace jump61 {

WindowActions::WindowActions(QMainWindow* window)
    : QObject(window), newGame(make(tr("&New Game…"), "new", tr("Start a new game"))),
      open(make(tr("&Open…"), "open", tr("Open a saved game"))),
      save(make(tr("&Save"), "save", tr("Save the game"))),
      saveAs(make(tr("Save &As…"), {}, tr("Save the game under a new name"))),
      quit(make(tr("&Quit"), {}, tr("Quit jump61"))),
      undo(make(tr("&Undo Move"), "undo", tr("Take back the last move"))),
      redo(make(tr("&Redo Move"), "redo", tr("Play again a move taken back"))),
      hint(make(tr("&Hint"), "hint", tr("Ask the computer for a good move"))),
      stop(make(tr("&Stop Thinking"), "stop", tr("Make the computer play its best move now"))),
      pause(make(tr("&Pause Computer"), "pause", tr("Pause or resume the computer's moves"))),
      step(make(tr("S&tep One Move"), "step", tr("Let the computer make one move"))),
      review(make(tr("&Review Game"), "review",
                  tr("Analyse the game move by move: mistakes, better moves, winning chances"))),
      reviewSaved(make(tr("Re&view Saved Game…"), {}, tr("Open a saved game and review it"))),
      reviewFirst(make(tr("First Move"), {}, tr("The first move of the game (Home)"))),
      reviewPrevious(make(tr("Previous Move"), {}, tr("The move before (Left)"))),
      reviewNext(make(tr("Next Move"), {}, tr("The move after (Right)"))),
      reviewLast(make(tr("Last Move"), {}, tr("The last move of the game (End)"))),
      turningPoint(
          make(tr("&Turning Point"), {}, tr("The move that lost the most winning chance"))),
      exitReview(make(tr("E&xit Review"), {}, tr("Back to the game in play (Esc)"))),
      preferences(make(tr("&Settings…"), "settings", tr("Players, animation and colours"))),
      fullScreen(make(tr("&Full Screen"), {}, tr("Show the window on the whole screen"))),
      engineDetails(make(tr("Show &Engine Details"), {},
                         tr("Show the computer's search depth and score in figures"))),
      howToPlay(make(tr("&How to Play"), "help", tr("The rules, with an example"))),
      about(make(tr("&About jump61"), {}, tr("Version and credits"))),
      aboutQt(make(tr("About &Qt"), {}, tr("About the Qt toolkit"))), pauseIcon(icon("pause")),
      resumeIcon(icon("resume")), m_sizes(new QActionGroup(this)), m_red(new QActionGroup(this)),
      m_blue(new QActionGroup(this)), m_speeds(new QActionGroup(this)),
      m_schemes(new QActionGroup(this))
{
    newGame->setShortcut(QKeySequence::New);
    open->setShortcut(QKeySequence::Open);
    save->setShortcut(QKeySequence::Save);
    saveAs->setShortcut(QKeySequence::SaveAs);
    if (saveAs->shortcut().isEmpty()) {
        // A bare X session (no desktop's key theme) has no Save As key: the man page's one.
        saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    }
    quit->setShortcut(QKeySequence::Quit);
    undo->setShortcut(QKeySequence::Undo);
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))) {
        redoKeys.prepend(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    }
    redo->setShortcuts(redoKeys);
    hint->setShortcut(QKeySequence(Qt::Key_H));
    stop->setShortcut(QKeySequence::Cancel);
    pause->setShortcut(QKeySequence(Qt::Key_P));
    pause->setCheckable(true);
    step->setShortcut(QKeySequence(Qt::Key_S));
    review->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    review->setIconText(tr("Review"));
    reviewFirst->setShortcut(QKeySequence(Qt::Key_Home));
    reviewPrevious->setShortcut(QKeySequence(Qt::Key_Left));
    reviewNext->setShortcut(QKeySequence(Qt::Key_Right));
    reviewLast->setShortcut(QKeySequence(Qt::Key_End));
    turningPoint->setShortcut(QKeySequence(Qt::Key_T));
    // Esc, like Stop Thinking: the two are never enabled together (the computer does not think
    // during a review).
    exitReview->setShortcut(QKeySequence::Cancel);
    preferences->setShortcut(QKeySequence::Preferences);
    if (preferences->shortcut().isEmpty()) {
        preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    }
    fullScreen->setShortcut(QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    engineDetails->setCheckable(true);
    howToPlay->setShortcut(QKeySequence::HelpContents);
    quit->setMenuRole(QAction::QuitRole);
    about->setMenuRole(QAction::AboutRole);
    aboutQt->setMenuRole(QAction::AboutQtRole);
    preferences->setMenuRole(QAction::PreferencesRole);
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
    stop->setIconText(tr("Stop"));
    pause->setIconText(tr("Pause"));
    step->setIconText(tr("Step"));

    for (int size = MinSize; size <= MaxSize; ++size) {
        QAction* action = m_sizes->addAction(tr("%1 × %1").arg(size));
        action->setCheckable(true);
        action->setData(size);
    }
    connect(m_sizes, &QActionGroup::triggered, this,
            [this](QAction* action) { emit sizeChosen(action->data().toInt()); });
    for (const AnimationSpeed speed : AllSpeeds) {
        QAction* action = m_speeds->addAction(speedTitle(speed));
        action->setCheckable(true);
        action->setData(static_cast<int>(speed));
    }
    connect(m_speeds, &QActionGroup::triggered, this, [this](QAction* action) {
        emit speedChosen(static_cast<AnimationSpeed>(action->data().toInt()));
    });
    for (const ColourScheme scheme : AllSchemes) {
        QAction* action = m_schemes->addAction(schemeTitle(scheme));
        action->setCheckable(true);
        action->setData(static_cast<int>(scheme));
    }
    connect(m_schemes, &QActionGroup::triggered, this, [this](QAction* action) {
        emit schemeChosen(static_cast<ColourScheme>(action->data().toInt()));
    });
}

QIcon WindowActions::icon(const QString& name)
{
    // The desktop's icon theme where there is one, our own drawings otherwise.
    static const QHash<QString, QString> themeNames = {
        {"new", "document-new"},
        {"open", "document-open"},
        {"save", "document-save"},
        {"undo", "edit-undo"},
        {"redo", "edit-redo"},
        {"hint", "help-hint"},
        {"stop", "process-stop"},
        {"pause", "media-playback-pause"},
        {"resume", "media-playback-start"},
        {"step", "media-skip-forward"},
        {"review", "view-statistics"},
        {"settings", "preferences-system"},
        {"help", "help-contents"},
    };
    return QIcon::fromTheme(themeNames.value(name),
                            QIcon(QStringLiteral(":/icons/%1.svg").arg(name)));
}

QAction* WindowActions::make(const QString& text, const QString& iconName, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    if (!iconName.isEmpty()) {
        action->setIcon(icon(iconName));
    }
    return action;
}

QMenu* WindowActions::playerMenu(Side side, QWidget* parent)
{
    QActionGroup* group = side == Side::Red ? m_red : m_blue;
    auto* menu = new QMenu(parent);
    (side == Side::Red ? m_redMenu : m_blueMenu) = menu;
    nameMenu(side, BoardColours::of(ColourScheme::Classic));
    const auto add = [&](const QString& text, int level) {
        QAction* action = group->addAction(text);
        action->setCheckable(true);
        action->setData(level);
        menu->addAction(action);
    };
    add(tr("Human"), 0);
    menu->addSeparator();
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        add(levelChoice(level), level);
    }
    connect(group, &QActionGroup::triggered, this, [this, side](QAction* action) {
        const int level = action->data().toInt();
        emit playerChosen(side, level == 0 ? PlayerKind::Manual : PlayerKind::Computer, level);
    });
    return menu;
}

void WindowActions::install(QMainWindow* window, QAction* console)
{
    QMenuBar* bar = window->menuBar();
    QMenu* game = bar->addMenu(tr("&Game"));
    game->addActions({newGame, open, save, saveAs});
    game->addSeparator();
    game->addActions({review, reviewSaved});
    game->addSeparator();
    game->addAction(quit);

    QMenu* move = bar->addMenu(tr("&Move"));
    move->addActions({undo, redo});
    move->addSeparator();
    move->addActions({hint, stop});
    move->addSeparator();
    move->addActions({pause, step});

    QMenu* settings = bar->addMenu(tr("&Settings"));
    QMenu* sizes = settings->addMenu(tr("Board &Size"));
    sizes->addActions(m_sizes->actions());
    settings->addMenu(playerMenu(Side::Red, settings));
    settings->addMenu(playerMenu(Side::Blue, settings));
    QMenu* speeds = settings->addMenu(tr("&Animation Speed"));
    speeds->addActions(m_speeds->actions());
    QMenu* schemes = settings->addMenu(tr("&Colours"));
    schemes->addActions(m_schemes->actions());
    settings->addSeparator();
    settings->addAction(console);
    settings->addAction(fullScreen);
    settings->addAction(engineDetails);
    settings->addSeparator();
    settings->addAction(preferences);

    QMenu* help = bar->addMenu(tr("&Help"));
    help->addAction(howToPlay);
    help->addSeparator();
    help->addActions({about, aboutQt});

    QToolBar* tools = window->addToolBar(tr("Toolbar"));
    tools->setObjectName(QStringLiteral("toolbar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->setIconSize(QSize(20, 20));
    tools->addActions({newGame, open, save});
    tools->addSeparator();
    tools->addActions({undo, redo});
    tools->addSeparator();
    tools->addActions({hint, stop});
    tools->addSeparator();
    tools->addActions({pause, step});
    // Pause becomes Resume: the button is as wide as the wider of the two, so that the buttons
    // after it do not move when it changes.
    if (auto* button = qobject_cast<QToolButton*>(tools->widgetForAction(pause))) {
        const QString shown = pause->iconText();
        int widest = 0;
        for (const QString& text : {tr("Pause"), tr("Resume")}) {
            pause->setIconText(text);
            widest = std::max(widest, button->sizeHint().width());
        }
        pause->setIconText(shown);
        button->setMinimumWidth(widest);
        m_pauseWidth = widest;
    }
    tools->addSeparator();
    tools->addAction(review);
    m_toolbar = tools;
    m_textWidth = tools->sizeHint().width();
    window->installEventFilter(this);
    fitToolbar(window->width());
    // Not in a menu: the review panel's buttons show them, and their keys work in the window.
    window->addActions(
        {reviewFirst, reviewPrevious, reviewNext, reviewLast, turningPoint, exitReview});
}

bool WindowActions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize) {
        fitToolbar(static_cast<QResizeEvent*>(event)->size().width());
    }
    return QObject::eventFilter(watched, event);
}

void WindowActions::fitToolbar(int windowWidth)
{
    const bool names = windowWidth >= m_textWidth;
    const Qt::ToolButtonStyle style = names ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    if (m_toolbar == nullptr || m_toolbar->toolButtonStyle() == style) {
        return;
    }
    m_toolbar->setToolButtonStyle(style);
    if (auto* button = qobject_cast<QToolButton*>(m_toolbar->widgetForAction(pause))) {
        button->setMinimumWidth(names ? m_pauseWidth : 0);
    }
}

void WindowActions::showSize(int size)
{
    for (QAction* action : m_sizes->actions()) {
        action->setChecked(action->data().toInt() == size);
    }
}

void WindowActions::showPlayers(const GameSetup& setup)
{
    for (const Side side : {Side::Red, Side::Blue}) {
        const int chosen = setup.player(side) == PlayerKind::Manual ? 0 : setup.level(side);
        for (QAction* action : (side == Side::Red ? m_red : m_blue)->actions()) {
            action->setChecked(action->data().toInt() == chosen);
        }
    }
}

void WindowActions::showSpeed(AnimationSpeed speed)
{
    for (QAction* action : m_speeds->actions()) {
        action->setChecked(action->data().toInt() == static_cast<int>(speed));
    }
}

void WindowActions::nameMenu(Side side, const BoardColours& colours)
{
    QMenu* menu = side == Side::Red ? m_redMenu : m_blueMenu;
    if (menu != nullptr) {
        menu->setTitle(tr("&%1 Player").arg(colours.name(side)));
    }
}

void WindowActions::showScheme(ColourScheme scheme)
{
    // The players' menus name the sides by the colours on the board.
    nameMenu(Side::Red, BoardColours::of(scheme));
    nameMenu(Side::Blue, BoardColours::of(scheme));
    for (QAction* action : m_schemes->actions()) {
        action->setChecked(action->data().toInt() == static_cast<int>(scheme));
    }
}

} // namespace jump61
