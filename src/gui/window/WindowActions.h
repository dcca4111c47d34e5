#pragma once

#include "core/Side.h"
#include "gui/settings/DisplayOptions.h"
#include "gui/settings/GameSetup.h"

#include <QIcon>
#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;

namespace jump61 {

struct BoardColours;

// The window's commands as actions, with their standard shortcuts, icons and tooltips, laid
// out in the menu bar and the toolbar. It holds no behaviour: the main window connects each
// action to the interpreter. The choice menus (board size, players, speed, colours) report
// what was picked through signals and are kept in step with the game by the set* functions.
class WindowActions : public QObject
{
    Q_OBJECT

public:
    explicit WindowActions(QMainWindow* window);

    // Builds the menu bar and the toolbar; `console` toggles the command console.
    void install(QMainWindow* window, QAction* console);

    void showSize(int size);
    void showPlayers(const GameSetup& setup);
    void showSpeed(AnimationSpeed speed);
    void showScheme(ColourScheme scheme);

    // Game
    QAction* newGame;
    QAction* open;
    QAction* save;
    QAction* saveAs;
    QAction* quit;
    // Move
    QAction* undo;
    QAction* redo;
    QAction* hint;
    QAction* stop;
    QAction* pause;
    QAction* step;
    // Review: the game from its first move; the moves of a review shown, and leaving it
    QAction* review;
    QAction* reviewSaved;
    QAction* reviewFirst;
    QAction* reviewPrevious;
    QAction* reviewNext;
    QAction* reviewLast;
    QAction* turningPoint;
    QAction* exitReview;
    // Settings and help
    QAction* preferences;
    QAction* fullScreen;
    QAction* engineDetails;
    QAction* howToPlay;
    QAction* about;
    QAction* aboutQt;
    QIcon pauseIcon;
    QIcon resumeIcon;

protected:
    // Follows the window's width: see fitToolbar().
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void sizeChosen(int size);
    void playerChosen(jump61::Side side, jump61::PlayerKind kind, int level);
    void speedChosen(jump61::AnimationSpeed speed);
    void schemeChosen(jump61::ColourScheme scheme);

private:
    QAction* make(const QString& text, const QString& icon, const QString& tip);
    static QIcon icon(const QString& name);
    QMenu* playerMenu(Side side, QWidget* parent);
    void nameMenu(Side side, const BoardColours& colours);
    // The toolbar's buttons show their names beside their icons while the window is wide
    // enough for all of them, and only their icons (names in the tooltips) when it is not, so
    // that none hides behind the toolbar's overflow arrow.
    void fitToolbar(int windowWidth);

    QActionGroup* m_sizes;
    QActionGroup* m_red;
    QActionGroup* m_blue;
    QActionGroup* m_speeds;
    QActionGroup* m_schemes;
    QMenu* m_redMenu = nullptr;
    QMenu* m_blueMenu = nullptr;
    QToolBar* m_toolbar = nullptr;
    int m_textWidth = 0;  // the toolbar's width with names beside the icons
    int m_pauseWidth = 0; // the Pause button's, as wide as Resume, with names
};

} // namespace jump61
