#pragma once

#include "core/Game.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QElapsedTimer>
#include <QLockFile>
#include <QMessageBox>
#include <QObject>
#include <QString>
#include <QTimer>

class QWidget;

namespace jump61 {

class GameController;
class Settings;
struct SessionSnapshot;

// The game's file: which file the game in play came from or went to, whether it has moves that
// are not saved there, and the Save / Discard / Cancel question before such moves are lost.
// Saving and loading go through the interpreter's `save FILE` and `load FILE` commands, so the
// window and the text program write and read one file format with one writer and one reader.
class GameFile : public QObject
{
    Q_OBJECT

public:
    // Asks what to do with unsaved moves: Save, Discard or Cancel. Tests replace it, so that
    // no modal box waits for a click.
    using Question = std::function<QMessageBox::StandardButton(const QString& text)>;
    // Asks where to save, or which file to open; an empty name cancels.
    using SavePathChooser = std::function<QString()>;
    using OpenPathChooser = std::function<QString()>;
    // Milliseconds on some steady clock: what the question's look time is read on.
    using Clock = std::function<qint64()>;

    GameFile(GameController& controller, Settings& settings, QWidget* window);

    void setQuestion(Question question) { m_question = std::move(question); }
    void setSavePathChooser(SavePathChooser chooser) { m_choosePath = std::move(chooser); }
    void setOpenPathChooser(OpenPathChooser chooser) { m_chooseOpenPath = std::move(chooser); }
    // Keys that reach the question within this long of its showing were typed before it could
    // be read, and are dropped.
    static constexpr qint64 QuestionLookMilliseconds = 500;
    // Tests set the clock, so that "just after the question showed" is a state, not a race.
    void setClock(Clock clock) { m_clock = std::move(clock); }

    QString path() const { return m_path; }
    // The file's name, or "Untitled".
    QString title() const;
    // The game in play has moves (or a start position) that its file does not hold.
    bool modified() const;

    // Before the game in play is replaced: asks about unsaved moves (`question` says what is
    // about to happen) and saves them if asked to. True if the caller may go on.
    // `typed`: asked for a command typed in the console, where Enter is the last key of the
    // command and the next line may follow: Enter then means Cancel, not Save.
    bool mayReplaceGame(const QString& question, bool typed = false);

    // Saves to the game's file, or asks for one. True once the interpreter has written it.
    bool save();
    bool saveAs();
    // Sends `save PATH` and waits for the interpreter's answer (its error line is shown by the
    // window like any other); true if the file was written.
    bool saveTo(const QString& path);
    // Asks which saved game to open (File > Open and Review Saved Game); empty if cancelled.
    QString chooseOpenPath() const;
    // Sends `load PATH`; the file becomes the game's once the interpreter has loaded it. A game
    // with a move to redo on the computer's turn opens with the computer paused.
    void load(const QString& path);
    // A new game: no file, nothing to save yet. Done when a command that starts one succeeds.
    void forget();

    // The unsaved copy: while the game in play has moves its file does not hold, a copy of it
    // is kept at `path` (rewritten, whole and synced, after every change), and removed once it
    // has none. A window that stops without closing (killed, a crash, a power cut) leaves it
    // for the next start to bring back. One window at a time keeps it (a lock file beside it):
    // a second window keeps none. Tests that do not call this keep no copy.
    // False if another window keeps it.
    bool keepUnsavedCopy(const QString& path);
    // Brings back the copy a window that stopped left, with `load`; false if there is none.
    bool restoreUnsavedCopy();
    // The window's start with a file: opens it, then sets aside the copy a window that stopped
    // left (copySetAside), or brings that copy back if the file does not open.
    void openAtStart(const QString& file);
    // When the window starts with a file instead: the copy a window that stopped left is
    // renamed beside it (the name with the date and time), so that this window's copy does
    // not replace it. Returns the new name, or an empty one if there was no copy.
    QString setAsideUnsavedCopy();
    // Writes the copy now if it is behind the game (the half-second limit held it back): the
    // window is about to end without closing (a stop signal).
    void flushUnsavedCopy();
    // On a clean close, once the moves are saved or discarded: the copy goes, and no more is
    // kept.
    void dropUnsavedCopy();
    QString unsavedCopyPath() const { return m_copyPath; }

    // The commands (as the command table names them) that replace the game in play.
    static bool replacesGame(const QString& command);
    // Whether the command would lose the moves of the game in play: it replaces the game, or
    // (`set`) keeps the position but starts a new record without them.
    bool dropsMoves(const QString& command) const;

signals:
    void saved(const QString& path);
    // `pausedForRedo`: the computer was paused for a move to redo on its turn (see load).
    void loaded(const QString& path, bool pausedForRedo);
    // The game left unsaved by a window that stopped is back; `file` is the file it came
    // from, if any (the game is then that file's, with moves to save).
    void restored(const QString& file);
    // The unsaved copy could not be written, for `reason` (said once until it can again).
    void copyTrouble(const QString& reason);
    void copyTroubleOver();
    // A copy left by a window that stopped was renamed to `aside`: it would not load
    // (`damaged`), or the window started with a file of its own.
    void copySetAside(const QString& aside, bool damaged);

private:
    void onCommandFinished(const QString& line, bool ok);
    // Writes or removes the unsaved copy after a change of the game in play. Called only where
    // the snapshot and the file it belongs to agree: once a command's bookkeeping is done, and
    // after a computer's move of its own (a position arrives before the command that made it
    // has finished, and the file it belongs to may not be known yet).
    void updateUnsavedCopy();
    // Writes `text` as the copy now (the interval is over, or a stop signal came).
    void writeCopy(std::string text);
    // Whether the snapshot's last move is a person's, one the copy does not hold yet.
    bool personMovedSinceCopy(const SessionSnapshot& snapshot) const;
    void finishRestore(bool ok);
    // The bookkeeping of which file the game is, after a command has finished.
    void followCommand(const QString& line, const QString& command, bool ok);
    // Renames the copy beside itself with the date and time and `tag`; the new name, or "".
    QString setCopyAside(const QString& tag);
    QMessageBox::StandardButton ask(const QString& text, bool typed) const;
    QString chooseSavePath() const;

    GameController& m_controller;
    Settings& m_settings;
    QWidget* m_window;
    Question m_question;
    Clock m_clock;
    SavePathChooser m_choosePath;
    OpenPathChooser m_chooseOpenPath;
    QString m_path;
    QString m_loading;
    std::optional<Game> m_loadingGame; // what m_loading held when load() read it
    // The record as it was last saved or loaded (none: a new game).
    std::optional<Game> m_saved;
    QString m_copyPath;
    // Takes the lock beside the copy, m_copyLock, for this window.
    enum class CopyLock
    {
        Taken,
        HeldByAnother,
        NotMade
    };
    CopyLock takeCopyLock();

    std::unique_ptr<QLockFile> m_copyLock;
    std::string m_copyText;       // what the copy holds now (empty: there is none)
    QString m_restoring;          // the `load` of the copy, until it has finished
    bool m_restorePaused = false; // the copy being brought back was of a paused game
    bool m_loadPaused = false;    // paused for the file being opened: a redo on the computer's turn
    QString m_asideAfter;         // the `load` of the file the window started with
    bool m_copyTroubleShown = false;
    // At most one write of the copy every CopyIntervalMilliseconds: a game between two
    // computers at full speed plays many moves a second, and each write waits for the disk.
    // A later change is written, as it was then, when the interval is over.
    // A person's move is not held back (updateUnsavedCopy).
    static constexpr qint64 CopyIntervalMilliseconds = 500;
    // The moves played in the copy last written or waiting (or in the saved game when there is
    // no copy), from its start: only what personMovedSinceCopy compares, not the game's
    // positions, which a long game would copy at every change.
    struct CopiedMoves
    {
        Board start;
        std::vector<int> played;
    };
    static CopiedMoves copiedMoves(const Game& game);
    std::optional<CopiedMoves> m_copyGame;
    QElapsedTimer m_sinceCopyWritten;
    QTimer m_copyLater;
    std::string m_copyWaiting; // the text m_copyLater will write
};

} // namespace jump61
