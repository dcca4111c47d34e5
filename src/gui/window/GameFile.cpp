#include "gui/window/GameFile.h"

#include "gui/dialogs/FileChooser.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "protocol/CommandError.h"
#include "protocol/SavedGame.h"
#include "protocol/Session.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstddef>
#include <sys/types.h>
#include <utility>

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QKeyEvent>
#include <QPushButton>
#include <QSysInfo>
#include <QUrl>

namespace jump61 {

namespace {

// A lock that names a process of this machine that has ended: left by a window that was
// killed. No window holds it. A process killed but not yet reaped by its parent (a zombie)
// has ended too, though it still answers kill(); QLockFile takes its lock for a live one.
bool staleLock(const QLockFile& lock)
{
    qint64 pid = 0;
    QString host;
    QString application;
    if (!lock.getLockInfo(&pid, &host, &application) || pid <= 0) {
        return false;
    }
    if (!host.isEmpty() && host != QSysInfo::machineHostName()) {
        return false;
    }
    if (::kill(static_cast<pid_t>(pid), 0) != 0) {
        return errno == ESRCH;
    }
    // /proc/PID/stat: "PID (NAME) STATE ...", where NAME may hold spaces and parentheses.
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QByteArray line = stat.read(4096);
    const qsizetype close = line.lastIndexOf(')');
    return close >= 0 && close + 2 < line.size() &&
           (line[close + 2] == 'Z' || line[close + 2] == 'X');
}

// The unsaved copy's first line, before the saved game's text, when the game came from a file:
// a comment to `load`, and to the restore the file the game belongs to.
const QString CopyOfPrefix = QStringLiteral("# jump61: the unsaved moves of ");
// The next comment names the players as they were ("red manual 3 blue computer 9"), for the
// restore to set before it loads the game: `load` keeps the players in play, and a side that
// is a computer in the settings would otherwise move at once in a game two people played. A
// last word "paused" says that the computer was paused: the game comes back paused, or a
// computer would play on at once (and a move taken back, to be redone, would be lost).
const QByteArray PlayersPrefix = "# jump61: players ";
const QByteArray PausedWord = "paused";

// The players a copy names: the commands that set them (none if its line is missing or
// wrong), and whether the computer was paused.
struct CopyPlayers
{
    QStringList commands;
    bool paused = false;
};

CopyPlayers copyPlayers(const QByteArray& text)
{
    CopyPlayers players;
    QStringList& commands = players.commands;
    for (const QByteArray& line : text.split('\n')) {
        if (!line.startsWith(PlayersPrefix)) {
            continue;
        }
        QList<QByteArray> words = line.mid(PlayersPrefix.size()).trimmed().split(' ');
        if (words.size() == 7 && words.back() == PausedWord) {
            players.paused = true;
            words.removeLast();
        }
        if (words.size() != 6) {
            return {};
        }
        for (int i = 0; i < 6; i += 3) {
            const QByteArray& side = words[i];
            const QByteArray& kind = words[i + 1];
            bool number = false;
            const int level = words[i + 2].toInt(&number);
            if ((side != "red" && side != "blue") || (kind != "manual" && kind != "computer") ||
                !number) {
                return {};
            }
            const QString name = QString::fromLatin1(side);
            commands << QStringLiteral("level %1 %2").arg(name).arg(level)
                     << (kind == "computer" ? QStringLiteral("auto %1")
                                            : QStringLiteral("manual %1"))
                            .arg(name);
        }
        return players;
    }
    return {};
}

const char* const FileFilter =
    QT_TRANSLATE_NOOP("jump61::GameFile", "jump61 games (*.jump61 *.txt);;All files (*)");

// Keys that reach the question in its first half second were typed before it could be read:
// most often the rest of a line typed in the console, or the next one. They are dropped, so
// that a letter (a button's mnemonic), a space (the focused button) or Enter (the default
// one) typed for the console does not answer the question and go on to a file dialog. After
// that, a letter or digit alone still answers nothing: Qt's message box takes a button's
// letter without Alt, and a player typing on into the console for longer than half a second
// saved the game to a file named after the text typed. Alt and the letter, Enter, a space on
// the focused button, Esc and the mouse answer it.
class KeysTypedAhead : public QObject
{
public:
    KeysTypedAhead(QWidget* question, GameFile::Clock clock)
        : m_question(question), m_clock(std::move(clock)), m_shown(m_clock())
    {}

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        const auto* widget = qobject_cast<QWidget*>(watched);
        if (widget == nullptr || (widget != m_question && !m_question->isAncestorOf(widget))) {
            return false;
        }
        const QEvent::Type type = event->type();
        if (type == QEvent::Show && widget == m_question) {
            m_shown = m_clock(); // the half second counts from when it can be seen
            return false;
        }
        if (m_clock() - m_shown >= GameFile::QuestionLookMilliseconds) {
            return type == QEvent::KeyPress && isBareCharacter(*static_cast<QKeyEvent*>(event));
        }
        if (type == QEvent::ShortcutOverride) {
            // Accepted, so that no shortcut (Alt and a button's letter) is matched either.
            event->accept();
            return true;
        }
        return type == QEvent::KeyPress || type == QEvent::KeyRelease;
    }

private:
    // A letter or digit typed with no Alt, Ctrl or Meta.
    static bool isBareCharacter(const QKeyEvent& key)
    {
        constexpr Qt::KeyboardModifiers Chords =
            Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier;
        const QString text = key.text();
        return (key.modifiers() & Chords) == 0 && text.size() == 1 &&
               text.front().isLetterOrNumber();
    }

    QWidget* m_question;
    GameFile::Clock m_clock;
    qint64 m_shown;
};

} // namespace

GameFile::GameFile(GameController& controller, Settings& settings, QWidget* window)
    : QObject(window), m_controller(controller), m_settings(settings), m_window(window)
{
    SessionChannel& interpreter = controller.interpreter();
    connect(&interpreter, &SessionChannel::commandFinished, this, &GameFile::onCommandFinished);
    connect(&interpreter, &SessionChannel::computerContinued, this, &GameFile::updateUnsavedCopy);
    connect(&controller, &GameController::pausedChanged, this, &GameFile::updateUnsavedCopy);
    // A person's move against the computer finishes its command only with the computer's
    // reply, which may take seconds; the snapshot taken before the computer thinks already
    // holds the move, and the copy takes it from there.
    connect(&controller, &GameController::snapshotChanged, this,
            [this](const SessionSnapshot& snapshot) {
                if (personMovedSinceCopy(snapshot)) {
                    updateUnsavedCopy();
                }
            });
    m_copyLater.setSingleShot(true);
    connect(&m_copyLater, &QTimer::timeout, this,
            [this] { writeCopy(std::exchange(m_copyWaiting, {})); });
}

bool GameFile::keepUnsavedCopy(const QString& path)
{
    dropUnsavedCopy();
    if (path.isEmpty()) {
        return true;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_copyPath = path;
    // A lock that could not be made at all (a read-only or full folder) is no other window's:
    // the copy is still brought back if it reads, a write that fails says why, and the lock is
    // taken at the first write that works.
    if (takeCopyLock() == CopyLock::HeldByAnother) {
        m_copyPath.clear();
        return false;
    }
    m_copyPath = path;
    return true;
}

void GameFile::openAtStart(const QString& file)
{
    // The copy a window that stopped left is set aside only once the file has opened: if it
    // does not, the copy's game comes back instead, and nothing is renamed.
    m_asideAfter = QStringLiteral("load %1").arg(file);
    load(file);
}

GameFile::CopyLock GameFile::takeCopyLock()
{
    m_copyLock.reset();
    auto lock = std::make_unique<QLockFile>(m_copyPath + QStringLiteral(".lock"));
    // A lock left by a window that was killed names a process that is gone: QLockFile takes
    // it over (and so does this, for one it does not see as gone). One held by a running
    // window is not waited for.
    bool taken = lock->tryLock(0);
    if (!taken && lock->error() == QLockFile::LockFailedError) {
        if (!staleLock(*lock)) {
            return CopyLock::HeldByAnother;
        }
        taken = lock->removeStaleLockFile() && lock->tryLock(0);
    }
    if (!taken) {
        return CopyLock::NotMade;
    }
    m_copyLock = std::move(lock);
    return CopyLock::Taken;
}

QString GameFile::setAsideUnsavedCopy()
{
    return setCopyAside(QString());
}

QString GameFile::setCopyAside(const QString& tag)
{
    const QFileInfo found(m_copyPath);
    if (m_copyPath.isEmpty() || !found.isFile() || found.isSymLink()) {
        return {};
    }
    // A fresh name with the date and time: no earlier copy set aside is ever replaced.
    const QFileInfo copy(m_copyPath);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 0; n < 100; ++n) {
        const QString name = copy.completeBaseName() + QLatin1Char('-') + stamp +
                             (n > 0 ? QStringLiteral("-%1").arg(n) : QString()) + tag +
                             QStringLiteral(".jump61");
        const QString aside = copy.dir().filePath(name);
        if (!QFileInfo::exists(aside) && QFile::rename(m_copyPath, aside)) {
            return aside;
        }
    }
    return {};
}

bool GameFile::restoreUnsavedCopy()
{
    // The window writes the copy as a plain file; a link in its place is none of its making,
    // and its target is not brought back as unsaved moves (it is replaced at the next write).
    const QFileInfo found(m_copyPath);
    if (m_copyPath.isEmpty() || !found.isFile() || found.isSymLink()) {
        return false;
    }
    QFile copy(m_copyPath);
    CopyPlayers players;
    if (copy.open(QIODevice::ReadOnly)) {
        players = copyPlayers(copy.read(8192));
    }
    copy.close(); // the writer refuses a file this program has open
    // Restoring from here on: nothing before the load may write (or remove) the copy.
    m_restoring = QStringLiteral("load %1").arg(m_copyPath);
    m_restorePaused = players.paused;
    if (players.paused) {
        m_controller.setPaused(true);    // before the load, so that no computer moves after it
        m_controller.setPauseKept(true); // through the players the copy sets
    }
    m_controller.sendAll(players.commands);
    m_controller.send(m_restoring);
    return true;
}

void GameFile::flushUnsavedCopy()
{
    if (m_copyLater.isActive()) {
        m_copyLater.stop();
        writeCopy(std::exchange(m_copyWaiting, {}));
    }
}

void GameFile::dropUnsavedCopy()
{
    if (!m_copyPath.isEmpty() && m_restoring.isEmpty() && m_asideAfter.isEmpty()) {
        QFile::remove(m_copyPath);
    }
    m_copyPath.clear();
    m_copyText.clear();
    m_copyGame.reset();
    m_copyLock.reset();
    m_copyLater.stop();
}

void GameFile::updateUnsavedCopy()
{
    // Not while the copy is being brought back, or set aside after the file the window
    // started with: the new game before either has nothing to save, and removing the copy
    // then would lose it.
    if (m_copyPath.isEmpty() || !m_restoring.isEmpty() || !m_asideAfter.isEmpty()) {
        return;
    }
    if (!modified()) {
        m_copyLater.stop();
        // Saved: the next move is one past it.
        m_copyGame = copiedMoves(m_controller.snapshot().game);
        if (!m_copyText.empty() || QFileInfo::exists(m_copyPath)) {
            QFile::remove(m_copyPath);
            m_copyText.clear();
        }
        return;
    }
    std::string text;
    // The file's whole name, percent-encoded: a name with a control character, or a long one,
    // would make the copy a file `load` refuses. A name too long for a line is left out (the
    // game then comes back as a new one).
    const QByteArray file = QUrl::toPercentEncoding(QFileInfo(m_path).absoluteFilePath(), "/");
    if (!m_path.isEmpty() && file.size() < 3000) {
        text = CopyOfPrefix.toStdString() + file.toStdString() + '\n';
    }
    const SessionSnapshot& now = m_controller.snapshot();
    text += PlayersPrefix.toStdString();
    for (const Side side : {Side::Red, Side::Blue}) {
        text += std::string(side == Side::Red ? "red " : " blue ") +
                (now.isHuman(side) ? "manual " : "computer ") + std::to_string(now.level(side));
    }
    if (m_controller.paused()) {
        text += ' ' + PausedWord.toStdString();
    }
    text += '\n';
    text += savedGameText(now.game);
    if (text == m_copyText) {
        m_copyLater.stop(); // back to what the copy holds: nothing waits any more
        return;
    }
    // A person's move is written at once: a window stopped in the next half second would lose
    // the move the player just made. Only the computer's moves, undo and redo wait their turn.
    const bool personMoved = personMovedSinceCopy(now);
    m_copyGame = copiedMoves(now.game);
    if (!personMoved && m_sinceCopyWritten.isValid() &&
        m_sinceCopyWritten.elapsed() < CopyIntervalMilliseconds) {
        m_copyWaiting = std::move(text);
        if (!m_copyLater.isActive()) {
            m_copyLater.start(
                static_cast<int>(CopyIntervalMilliseconds - m_sinceCopyWritten.elapsed()));
        }
        return;
    }
    m_copyLater.stop();
    writeCopy(std::move(text));
}

bool GameFile::personMovedSinceCopy(const SessionSnapshot& snapshot) const
{
    // One move past the game the copy holds (or the saved one), and that move a person's: a
    // snapshot of anything else (a game being loaded, say) waits for its command to finish.
    if (!m_copyGame) {
        return false;
    }
    const Game& now = snapshot.game;
    const std::vector<int>& before = m_copyGame->played;
    const std::size_t ply = before.size();
    return now.ply() == ply + 1 && now.start() == m_copyGame->start &&
           std::equal(before.begin(), before.end(), now.moves().begin()) &&
           snapshot.isHuman(now.positionAt(ply).toMove());
}

GameFile::CopiedMoves GameFile::copiedMoves(const Game& game)
{
    const auto played = static_cast<std::ptrdiff_t>(game.ply());
    return {game.start(), {game.moves().begin(), game.moves().begin() + played}};
}

void GameFile::writeCopy(std::string text)
{
    // Its folder is made again if it went since the start; one that cannot be made is the
    // reason to give, not the missing folder the write would report.
    const QString folder = QFileInfo(m_copyPath).absolutePath();
    if (!QFileInfo::exists(folder)) {
        if (!QDir().mkpath(folder)) {
            if (!std::exchange(m_copyTroubleShown, true)) {
                emit copyTrouble(tr("the folder %1 could not be made").arg(folder));
            }
            return;
        }
        m_copyLock.reset(); // it went with the folder
    }
    // Without a lock (it went with the folder, or could not be made while the folder was
    // read-only or the disk full), it is taken now: another window that took it meanwhile
    // keeps the copy, and this one stops, or each would replace the other's.
    if (!m_copyLock && takeCopyLock() == CopyLock::HeldByAnother) {
        m_copyPath.clear();
        m_copyText.clear();
        m_copyLater.stop();
        emit copyTrouble(tr("another jump61 window keeps one"));
        return;
    }
    try {
        // A link put where the copy goes is replaced, not written through: its target may be
        // a game the player saved.
        writeTextFile(m_copyPath.toStdString(), text, true);
        m_sinceCopyWritten.start();
        m_copyText = std::move(text);
        if (std::exchange(m_copyTroubleShown, false)) {
            emit copyTroubleOver(); // a later failure is said again
        }
    } catch (const CommandError& e) {
        if (!std::exchange(m_copyTroubleShown, true)) {
            const FileTrouble* trouble = e.fileTrouble() ? &*e.fileTrouble() : nullptr;
            emit copyTrouble(QString::fromStdString(trouble ? trouble->reason : e.what()));
        }
    }
}

QString GameFile::title() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

bool GameFile::modified() const
{
    const Game& game = m_controller.snapshot().game;
    if (m_saved) {
        return !game.sameRecord(*m_saved);
    }
    // A new game is worth saving once it has a move or an edited start.
    return !game.moves().empty() || !(game.start() == Board(game.start().size()));
}

bool GameFile::mayReplaceGame(const QString& question, bool typed)
{
    if (!modified()) {
        return true;
    }
    switch (ask(question, typed)) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool GameFile::save()
{
    if (m_path.isEmpty()) {
        return saveAs();
    }
    if (saveTo(m_path)) {
        return true;
    }
    // The game's own file refused the save (made read-only, its folder gone, or a game written
    // by hand that was edited since it was opened, or that this run did not open itself, as
    // after a restore): the message bar says why and asks for another name, so the choice of
    // one follows, instead of a Save that only fails, even on the question at closing.
    return m_controller.interpreter().running() && saveAs();
}

bool GameFile::saveAs()
{
    const QString path = chooseSavePath();
    return !path.isEmpty() && saveTo(path);
}

bool GameFile::saveTo(const QString& path)
{
    SessionChannel& interpreter = m_controller.interpreter();
    if (!interpreter.running()) {
        return false;
    }
    const QString line = QStringLiteral("save %1").arg(path);
    std::optional<bool> written;
    QEventLoop waiting;
    const QMetaObject::Connection answer = connect(&interpreter, &SessionChannel::commandFinished,
                                                   &waiting, [&](const QString& finished, bool ok) {
                                                       if (finished == line && !written) {
                                                           written = ok;
                                                           waiting.quit();
                                                       }
                                                   });
    m_controller.send(line);
    // The interpreter runs commands in order and `save` is quick; the player's clicks wait.
    if (!written) {
        waiting.exec(QEventLoop::ExcludeUserInputEvents);
    }
    disconnect(answer);
    if (!written.value_or(false)) {
        return false;
    }
    // The snapshot taken after `save` arrived before its answer: it is the game just written.
    m_path = QFileInfo(path).absoluteFilePath();
    m_saved = m_controller.snapshot().game;
    m_settings.setLastFolder(QFileInfo(path).absolutePath());
    updateUnsavedCopy();
    emit saved(path);
    return true;
}

QString GameFile::chooseOpenPath() const
{
    if (m_chooseOpenPath) {
        return m_chooseOpenPath();
    }
    return chooseFileToOpen(m_window, tr("Open Game"), m_settings.lastFolder(), tr(FileFilter));
}

void GameFile::load(const QString& path)
{
    m_loading = path;
    // What the file holds, read once here: the record Save compares with once it has loaded
    // (the snapshot may by then have the computer's reply to it, which is not saved), and
    // whether it opens paused. `load` reads it again in the interpreter and says what is wrong.
    m_loadingGame.reset();
    try {
        m_loadingGame = Session::readSavedGame(path.toStdString());
    } catch (const std::exception&) {
    }
    // A game saved with a move taken back, to be redone on the computer's turn, opens paused:
    // the computer would otherwise answer at once, and the move to redo would be gone.
    if (m_loadingGame && !m_controller.paused()) {
        const Board& board = m_loadingGame->board();
        // The players as they will be at the load: with commands still on their way (the
        // window's start sends the players first), the snapshot does not have them yet, and
        // the settings, which those commands follow, do.
        const Side side = board.toMove();
        const bool computer = m_controller.interpreter().busy()
                                  ? m_settings.gameSetup().player(side) == PlayerKind::Computer
                                  : !m_controller.snapshot().isHuman(side);
        if (m_loadingGame->canRedo() && !board.gameOver() && computer) {
            m_controller.setPaused(true); // before the load, as for a paused copy
            m_controller.setPauseKept(true);
            m_loadPaused = true;
        }
    }
    m_controller.send(QStringLiteral("load %1").arg(path));
}

void GameFile::forget()
{
    m_path.clear();
    m_saved.reset();
}

bool GameFile::replacesGame(const QString& command)
{
    static const QStringList replacing = {QStringLiteral("new"), QStringLiteral("clear"),
                                          QStringLiteral("size"), QStringLiteral("load")};
    return replacing.contains(command);
}

bool GameFile::dropsMoves(const QString& command) const
{
    return replacesGame(command) ||
           (command == QLatin1String("set") && !m_controller.snapshot().game.moves().empty());
}

void GameFile::onCommandFinished(const QString& line, bool ok)
{
    const QString command = m_controller.interpreter().commandName(line);
    if (!m_restoring.isEmpty() && line == m_restoring) {
        finishRestore(ok);
        return;
    }
    followCommand(line, command, ok);
    if (!m_asideAfter.isEmpty() && line == m_asideAfter) {
        m_asideAfter.clear();
        if (ok) {
            const QString aside = setAsideUnsavedCopy();
            if (!aside.isEmpty()) {
                emit copySetAside(aside, false);
            }
        } else {
            restoreUnsavedCopy();
            return;
        }
    }
    // A save's file is known only once saveTo has its answer: it updates the copy itself.
    if (command != QLatin1String("save")) {
        updateUnsavedCopy();
    }
}

void GameFile::followCommand(const QString& line, const QString& command, bool ok)
{
    // `set` starts a new record at the edited position, without the file's moves: a new game,
    // as after `new`, so that Save asks for a name instead of writing the edit over the saved
    // game.
    const bool leavesTheFile = replacesGame(command) || (command == QLatin1String("set") &&
                                                         m_saved && !m_saved->moves().empty());
    if (ok && command != QLatin1String("load") && leavesTheFile) {
        forget();
        return;
    }
    if (m_loading.isEmpty() || line != QStringLiteral("load %1").arg(m_loading)) {
        return;
    }
    // A file that did not open leaves the game in play as it was, not paused by the open.
    const bool pausedForRedo = std::exchange(m_loadPaused, false);
    if (pausedForRedo) {
        m_controller.setPauseKept(false);
        if (!ok) {
            m_controller.setPaused(false);
        }
    }
    if (ok) {
        // Whole, so that it names the same file whatever the working folder.
        m_path = QFileInfo(m_loading).absoluteFilePath();
        // What the file holds, as read before the load; a file that could not be read then
        // but loaded (it changed meanwhile) is as it loaded.
        m_saved = m_loadingGame ? *m_loadingGame : m_controller.snapshot().game;
        m_settings.setLastFolder(QFileInfo(m_path).absolutePath());
        emit loaded(m_path, pausedForRedo);
    }
    m_loading.clear();
    m_loadingGame.reset();
}

void GameFile::finishRestore(bool ok)
{
    m_restoring.clear();
    // Paused again: a person taking a side ends a pause (GameController::onSnapshot), and the
    // copy's players, set before its load, may have done so. A copy that did not load leaves
    // a new game, which is not paused.
    if (std::exchange(m_restorePaused, false)) {
        m_controller.setPauseKept(false);
        m_controller.setPaused(ok);
    }
    if (!ok) {
        // The interpreter said why; a copy that does not load is set aside (never deleted:
        // it may still be read by hand) so that the next start does not trip on it again.
        emit copySetAside(setCopyAside(QStringLiteral(".damaged")), true);
        return;
    }
    // The game the copy was made from: its file's, with moves to save, or a new one.
    QString file;
    {
        // Closed before the copy is written again: the writer refuses a file this program
        // has open.
        QFile copy(m_copyPath);
        if (copy.open(QIODevice::ReadOnly)) {
            const QByteArray first = copy.readLine();
            const QByteArray prefix = CopyOfPrefix.toUtf8();
            if (first.startsWith(prefix) && first.endsWith('\n')) {
                file = QUrl::fromPercentEncoding(first.mid(prefix.size()).chopped(1));
            }
        }
    }
    m_path = file;
    m_saved.reset();
    updateUnsavedCopy();
    emit restored(file);
}

QMessageBox::StandardButton GameFile::ask(const QString& text, bool typed) const
{
    if (m_question) {
        return m_question(text);
    }
    QMessageBox box(QMessageBox::Warning, tr("Save the Game?"), text,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setInformativeText(
        tr("The moves of this game are not saved: if you discard them, they are lost."));
    // Asked for a typed command, Enter keeps the game and sends nothing: a player typing on
    // into the console presses it for the next line, and Save would go on to a file dialog
    // that takes the following keys as a file's name.
    box.setDefaultButton(typed ? QMessageBox::Cancel : QMessageBox::Save);
    // Our own word, to match the text above it in every language (Qt's French one, "Ne pas
    // tenir compte", did not).
    box.button(QMessageBox::Discard)->setText(tr("&Discard"));
    KeysTypedAhead typedAhead(
        &box, m_clock ? m_clock : [] {
            return static_cast<qint64>(std::chrono::duration_cast<std::chrono::milliseconds>(
                                           std::chrono::steady_clock::now().time_since_epoch())
                                           .count());
        });
    qApp->installEventFilter(&typedAhead);
    const int answer = box.exec();
    qApp->removeEventFilter(&typedAhead);
    return static_cast<QMessageBox::StandardButton>(answer);
}

QString GameFile::chooseSavePath() const
{
    if (m_choosePath) {
        return m_choosePath();
    }
    const QString start =
        m_path.isEmpty() ? QDir(m_settings.lastFolder()).filePath(tr("game.jump61")) : m_path;
    return chooseFileToSave(m_window, tr("Save Game"), start, tr(FileFilter),
                            QStringLiteral("jump61"));
}

} // namespace jump61
