#pragma once

#include "core/Game.h"
#include "engine/SearchTypes.h"
#include "gui/settings/DisplayOptions.h"
#include "gui/settings/GameSetup.h"
#include "protocol/CommandError.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <utility>

#include <QMainWindow>

class QScrollArea;

namespace jump61 {

class BoardView;
class ConsoleDock;
class GameController;
class GameFile;
class GameOverBanner;
class MessageBar;
class ReviewMode;
class ReviewPanel;
class Settings;
class StatusPanel;
class WindowActions;
struct SessionSnapshot;

// How the window starts: an optional seed and a saved game to open, and where the game in
// play is copied while it has unsaved moves (GameFile::keepUnsavedCopy; none if empty).
struct StartOptions
{
    QString seed;
    QString file;
    QString unsavedCopy;
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
    ReviewPanel* reviewPanel() const { return m_reviewPanel; }
    ReviewMode& review() { return *m_review; }
    WindowActions& actions() { return *m_actions; }
    GameFile& gameFile() { return *m_gameFile; }

    // The window's words, in the player's language, for an error about a saved game's file.
    // The console keeps the interpreter's line.
    static QString fileTroubleText(const FileTrouble& trouble);

    // Saves the game with the interpreter's `save`; false (and its error line) if it failed.
    bool saveTo(const QString& path);
    // Loads a saved game through the interpreter, after the question about unsaved moves; a bad
    // file changes nothing.
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
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildLayout();
    void fitToScreen();
    void connectActions();
    void connectInterpreter();
    void refresh();
    void refreshBanner();
    QString computerTurnText() const;
    QString noHintOnComputersTurnText() const;
    QString noHintWhileDrawingText() const;
    QString hintWhenDrawnText() const;
    QString reviewClickText() const;
    // Clears "It is the computer's turn." once the board has moved on from it, and why H gave
    // no hint once that no longer holds.
    void clearStaleTurnMessage();
    void onSnapshot(const SessionSnapshot& snapshot);
    void onCommandFinished(const QString& line, bool ok);
    void chooseSize(int size);
    void choosePlayer(Side side, PlayerKind kind, int level);
    void newGameDialog();
    // File > Open, or with `review` Review Saved Game: the file's review starts once loaded.
    void openDialog(bool review);
    void runTypedCommand(const QString& line);
    void rememberSetup();

    Settings& m_settings;
    GameController* m_controller;
    WindowActions* m_actions;
    bool m_closingForTypedQuit = false; // close() for `quit` typed in the console
    // A `level`, `auto` or `manual` typed in the console, until it has run: then the threads
    // follow the players as they do when chosen from the menus (GameSetup::threadsCommand).
    QString m_typedPlayerCommand;
    GameFile* m_gameFile;
    BoardView* m_board;
    GameOverBanner* m_banner;
    MessageBar* m_messages;
    StatusPanel* m_status;
    ReviewPanel* m_reviewPanel;
    // The panels' scroll area: its scroll bar stays during a review (see refresh()).
    QScrollArea* m_sideScroll = nullptr;
    ReviewMode* m_review;
    ConsoleDock* m_console;
    DisplayPreferences m_display;
    // The game as the last Open left it. A win it already held was not played here, so the
    // players chosen now say nothing about who won it.
    std::optional<Game> m_opened;
    // The game whose end the player put the banner away for.
    std::optional<Game> m_bannerDismissedFor;
    // The board on which the status bar said it is the computer's turn.
    std::optional<Board> m_computerTurnShownOn;
    // The position H was pressed on while the move into it was still drawn (a redo, the
    // computer's reply): the hint is asked for once it is drawn, if the game is still there.
    std::optional<Board> m_hintWhenDrawn;
    // The New Game dialog's choice, kept when the Save question after it was cancelled.
    std::optional<GameSetup> m_declinedSetup;
    int m_size = 6;

    // The console never runs ahead of the board: a computer's move line ("* R C") and a win
    // line wait until the board has drawn their move, and every line after a waiting one waits
    // behind it, so that the console keeps the interpreter's order.
    struct HeldLine
    {
        std::function<void()> append;
        std::uint64_t moves; // shown once this many moves have been reported and drawn
    };
    // `moves`: the moves that must have been reported and drawn first (0: none, the line
    // waits only behind a held one).
    void toConsole(std::function<void()> append, std::uint64_t moves = 0);
    void releaseConsole();
    std::deque<HeldLine> m_consoleHeld;
};

} // namespace jump61
