#pragma once

#include "engine/SearchTypes.h"
#include "gui/DisplayOptions.h"
#include "gui/GameSetup.h"

#include <optional>
#include <utility>

#include <QMainWindow>

namespace jump61 {

class BoardView;
class ConsoleDock;
class GameController;
class GameOverBanner;
class MessageBar;
class Settings;
class StatusPanel;
class WindowActions;
struct SessionSnapshot;

// How the window starts: an optional seed and a saved game to open.
struct StartOptions
{
    QString seed;
    QString file;
};

// The game window. It only wires things together: actions to interpreter commands (a menu
// item sends `new`, `size 8`, `auto blue`, `undo`; a click sends `R C`), the controller's
// state to the views (board, status panel, banner, console), and the settings to the places
// that use them. Dialogs and files are the only work it does itself.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(Settings& settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Sends the remembered players and size (and the seed, and opens the file) to begin.
    void start(const StartOptions& options);

    GameController& controller() { return *m_controller; }
    BoardView* boardView() const { return m_board; }
    GameOverBanner* banner() const { return m_banner; }
    StatusPanel* statusPanel() const { return m_status; }
    ConsoleDock* console() const { return m_console; }
    MessageBar* messageBar() const { return m_messages; }
    WindowActions& actions() { return *m_actions; }

    // Writes the game as a command script; false (and a message) if it could not be written.
    bool saveTo(const QString& path);
    // Loads a saved game through the interpreter; a bad file changes nothing.
    void openFile(const QString& path);
    void applyDisplay(const DisplayPreferences& display);
    // Plays a new game with these players, at this size.
    void startGame(const GameSetup& setup);
    void showSettings();
    // The players and levels in play, and the board size.
    GameSetup currentSetup() const;
    const DisplayPreferences& display() const { return m_display; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildLayout();
    void connectActions();
    void connectInterpreter();
    void refresh();
    void refreshBanner();
    void onSnapshot(const SessionSnapshot& snapshot);
    void onCommandFinished(const QString& line, bool ok);
    void chooseSize(int size);
    void choosePlayer(Side side, PlayerKind kind, int level);
    bool confirmNewGame(const QString& question);
    void newGameDialog();
    void openDialog();
    bool saveDialog();
    void rememberSetup();

    Settings& m_settings;
    GameController* m_controller;
    WindowActions* m_actions;
    BoardView* m_board;
    GameOverBanner* m_banner;
    MessageBar* m_messages;
    StatusPanel* m_status;
    ConsoleDock* m_console;
    DisplayPreferences m_display;
    int m_size = 6;
    QString m_file;
    QString m_savedText;
    QString m_opening;
};

} // namespace jump61
