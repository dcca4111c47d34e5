#include "protocol/SafeFileWriter.h"

#include "support/RecordingReporter.h"
#include "support/TestHelpers.h"

#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

// The one writer of saved games: it replaces regular files only (through a link to one), keeps
// their permissions, refuses read-only files, and never touches a file that is not its own.

using namespace jump61;
using jump61::testing::bytes;
namespace fs = std::filesystem;

namespace {

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeAll(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

unsigned modeOf(const std::string& path)
{
    struct stat status
    {};
    return lstat(path.c_str(), &status) == 0 ? status.st_mode & 07777 : 0;
}

// The names in a folder, hidden ones included, sorted.
QStringList entries(const QTemporaryDir& dir)
{
    return QDir(dir.path())
        .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                   QDir::Name);
}

std::string pathIn(const QTemporaryDir& dir, const char* name)
{
    return dir.filePath(QString::fromLatin1(name)).toStdString();
}

// The error of a write that must fail.
QByteArray refusal(const std::string& path, const std::string& text = "new")
{
    SafeFileWriter writer(path);
    if (writer.write(text)) {
        return "written";
    }
    return bytes(writer.error());
}

// Writes the text with a named temporary file, then again with an unnamed one where the file
// system allows, so that both ways pass each test.
bool writeBothWays(const std::string& path, const std::string& text)
{
    SafeFileWriter named(path);
    named.setNamedOnly(true);
    return named.write(text) && SafeFileWriter(path).write(text);
}

// Runs `body` with the process's umask set to `mask`.
template <typename Body>
void withUmask(mode_t mask, Body body)
{
    const mode_t before = umask(mask);
    body();
    umask(before);
}

} // namespace

class SafeFileWriterTest : public QObject
{
    Q_OBJECT

private slots:
    void newFilesGetTheUmaskDefault();
    void replacingKeepsThePermissionBits();
    void devicesAreRefusedAndLeftAsTheyAre();
    void foldersPipesAndSocketsAreRefused();
    void aLinkIsFollowedAndLeftInPlace();
    void linksToWhatCannotBeSavedAreRefused();
    void aFileOfItsOwnReplacesALinkInItsPlace();
    void readOnlyFilesAreRefusedEvenForRoot();
    void theProgramsOwnStreamsAreRefused();
    void otherFilesWithTemporaryLikeNamesAreNotTouched();
    void emptyNamesAndMissingFoldersAreErrors();
    void aFullDiskLeavesTheOldFile();
    void saveCommandReportsOneErrorLine();
    void saveReplacesOnlyASavedGameOrAnEmptyFile();
};

void SafeFileWriterTest::newFilesGetTheUmaskDefault()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    withUmask(022, [&] { QVERIFY(SafeFileWriter(pathIn(dir, "a.txt")).write("a\n")); });
    withUmask(077, [&] { QVERIFY(SafeFileWriter(pathIn(dir, "b.txt")).write("b\n")); });
    withUmask(027, [&] {
        SafeFileWriter named(pathIn(dir, "c.txt"));
        named.setNamedOnly(true);
        QVERIFY(named.write("c\n"));
    });
    QCOMPARE(modeOf(pathIn(dir, "a.txt")), 0644u);
    QCOMPARE(modeOf(pathIn(dir, "b.txt")), 0600u);
    QCOMPARE(modeOf(pathIn(dir, "c.txt")), 0640u);
    QCOMPARE(bytes(readAll(pathIn(dir, "a.txt"))), QByteArray("a\n"));
    QCOMPARE(entries(dir), (QStringList{"a.txt", "b.txt", "c.txt"}));
}

void SafeFileWriterTest::replacingKeepsThePermissionBits()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = pathIn(dir, "game.txt");
    for (const mode_t mode : {0600, 0640, 0664, 0200}) {
        writeAll(path, std::string(5000, 'x'));
        QCOMPARE(chmod(path.c_str(), mode), 0);
        withUmask(022, [&] { QVERIFY(writeBothWays(path, "size 3\n")); });
        QCOMPARE(modeOf(path), static_cast<unsigned>(mode));
        QCOMPARE(chmod(path.c_str(), 0600), 0);
        QCOMPARE(bytes(readAll(path)), QByteArray("size 3\n"));
    }
    QCOMPARE(entries(dir), QStringList{"game.txt"});
}

void SafeFileWriterTest::devicesAreRefusedAndLeftAsTheyAre()
{
    for (const char* device : {"/dev/null", "/dev/full", "/dev/zero"}) {
        struct stat before
        {};
        if (lstat(device, &before) != 0) {
            continue;
        }
        QCOMPARE(refusal(device), QByteArray("it is a device"));
        struct stat after
        {};
        QCOMPARE(lstat(device, &after), 0);
        QVERIFY(S_ISCHR(after.st_mode));
        QCOMPARE(after.st_rdev, before.st_rdev);
        QCOMPARE(after.st_ino, before.st_ino);
    }
}

void SafeFileWriterTest::foldersPipesAndSocketsAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(refusal(dir.path().toStdString()), QByteArray("it is a folder"));
    QCOMPARE(refusal(dir.path().toStdString() + "/"), QByteArray("it is a folder"));

    const std::string fifo = pathIn(dir, "fifo");
    QCOMPARE(mkfifo(fifo.c_str(), 0666), 0);
    QCOMPARE(refusal(fifo), QByteArray("it is a pipe"));
    QVERIFY(fs::is_fifo(fifo));

    const std::string socketPath = pathIn(dir, "socket");
    const int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    QVERIFY(socketPath.size() < sizeof address.sun_path);
    socketPath.copy(address.sun_path, socketPath.size());
    QCOMPARE(bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    QCOMPARE(refusal(socketPath), QByteArray("it is a socket"));
    QVERIFY(fs::is_socket(socketPath));
    close(fd);
    QCOMPARE(entries(dir), (QStringList{"fifo", "socket"}));
}

void SafeFileWriterTest::aLinkIsFollowedAndLeftInPlace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkdir("games"));
    const std::string target = pathIn(dir, "games/real.txt");
    writeAll(target, "old\n");
    QCOMPARE(chmod(target.c_str(), 0600), 0);
    // A relative link from another folder, and a link to that link.
    const std::string link = pathIn(dir, "link.txt");
    const std::string second = pathIn(dir, "second.txt");
    QCOMPARE(symlink("games/real.txt", link.c_str()), 0);
    QCOMPARE(symlink("link.txt", second.c_str()), 0);

    QVERIFY(writeBothWays(link, "new\n"));
    QCOMPARE(bytes(readAll(target)), QByteArray("new\n"));
    QVERIFY(writeBothWays(second, "newer\n"));
    QCOMPARE(bytes(readAll(target)), QByteArray("newer\n"));

    QVERIFY(fs::is_symlink(link));
    QCOMPARE(fs::read_symlink(link).string(), std::string("games/real.txt"));
    QVERIFY(fs::is_symlink(second));
    QCOMPARE(modeOf(target), 0600u);
    QCOMPARE(entries(dir), (QStringList{"games", "link.txt", "second.txt"}));
    QCOMPARE(QDir(dir.filePath("games")).entryList(QDir::Files | QDir::Hidden),
             QStringList{"real.txt"});
}

void SafeFileWriterTest::linksToWhatCannotBeSavedAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string toDevice = pathIn(dir, "null");
    const std::string toFolder = pathIn(dir, "folder");
    const std::string toNothing = pathIn(dir, "nothing");
    QCOMPARE(symlink("/dev/null", toDevice.c_str()), 0);
    QCOMPARE(symlink(dir.path().toLocal8Bit().constData(), toFolder.c_str()), 0);
    QCOMPARE(symlink("missing.txt", toNothing.c_str()), 0);
    QCOMPARE(refusal(toDevice), QByteArray("it is a device"));
    QCOMPARE(refusal(toFolder), QByteArray("it is a folder"));
    QCOMPARE(refusal(toNothing), QByteArray("it is a symbolic link to a missing file"));
    for (const std::string& link : {toDevice, toFolder, toNothing}) {
        QVERIFY(fs::is_symlink(link));
    }
    QCOMPARE(entries(dir), (QStringList{"folder", "nothing", "null"}));
}

// With setReplaceLinks, the link is what goes: its target, a file the program did not make,
// keeps its text, and a link to a device, a folder or nothing is replaced as well.
void SafeFileWriterTest::aFileOfItsOwnReplacesALinkInItsPlace()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string target = pathIn(dir, "theirs.txt");
    writeAll(target, "theirs\n");
    const std::string own = pathIn(dir, "own.txt");
    QCOMPARE(symlink("theirs.txt", own.c_str()), 0);
    for (const bool named : {true, false}) {
        SafeFileWriter writer(own);
        writer.setReplaceLinks(true);
        writer.setNamedOnly(named);
        QVERIFY(writer.write(named ? "mine\n" : "mine again\n"));
        QVERIFY(!fs::is_symlink(own));
        QCOMPARE(bytes(readAll(own)), named ? QByteArray("mine\n") : QByteArray("mine again\n"));
        QCOMPARE(bytes(readAll(target)), QByteArray("theirs\n"));
        QVERIFY(QFile::remove(QString::fromStdString(own)));
        QCOMPARE(symlink("theirs.txt", own.c_str()), 0);
    }
    for (const char* to : {"/dev/null", "/", "missing.txt"}) {
        QVERIFY(QFile::remove(QString::fromStdString(own)));
        QCOMPARE(symlink(to, own.c_str()), 0);
        SafeFileWriter writer(own);
        writer.setReplaceLinks(true);
        QVERIFY2(writer.write("mine\n"), writer.error().c_str());
        QVERIFY(fs::is_regular_file(fs::symlink_status(own)));
    }
    QCOMPARE(entries(dir), (QStringList{"own.txt", "theirs.txt"}));
}

void SafeFileWriterTest::theProgramsOwnStreamsAreRefused()
{
    // `save /dev/stdout` with the output sent to a log must not replace the log, nor `save
    // /dev/stdin` the script being read: the file open as a standard stream is refused, by its
    // own name or through a link.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string log = pathIn(dir, "log.txt");
    writeAll(log, "an earlier line\n");
    const std::string link = pathIn(dir, "link.txt");
    QCOMPARE(symlink("log.txt", link.c_str()), 0);
    const int saved = dup(STDOUT_FILENO);
    QVERIFY(saved >= 0);
    const int fd = open(log.c_str(), O_WRONLY | O_APPEND);
    QVERIFY(fd >= 0);
    QCOMPARE(dup2(fd, STDOUT_FILENO), STDOUT_FILENO);
    close(fd);
    const QByteArray byName = refusal(log);
    const QByteArray byLink = refusal(link);
    const QByteArray byDevice = refusal("/dev/stdout");
    QCOMPARE(dup2(saved, STDOUT_FILENO), STDOUT_FILENO);
    close(saved);
    QCOMPARE(byName, QByteArray("it is this program's output"));
    QCOMPARE(byLink, QByteArray("it is this program's output"));
    QCOMPARE(byDevice, QByteArray("it is this program's output"));
    QCOMPARE(bytes(readAll(log)), QByteArray("an earlier line\n"));
    QCOMPARE(entries(dir), (QStringList{"link.txt", "log.txt"}));
}

void SafeFileWriterTest::readOnlyFilesAreRefusedEvenForRoot()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = pathIn(dir, "kept.txt");
    writeAll(path, "old\n");
    QCOMPARE(chmod(path.c_str(), 0444), 0);
    QCOMPARE(refusal(path), QByteArray("the file is read-only"));
    // Through a link too.
    const std::string link = pathIn(dir, "link.txt");
    QCOMPARE(symlink("kept.txt", link.c_str()), 0);
    QCOMPARE(refusal(link), QByteArray("the file is read-only"));
    QCOMPARE(bytes(readAll(path)), QByteArray("old\n"));
    QCOMPARE(modeOf(path), 0444u);
    QCOMPARE(entries(dir), (QStringList{"kept.txt", "link.txt"}));
}

void SafeFileWriterTest::otherFilesWithTemporaryLikeNamesAreNotTouched()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = pathIn(dir, "game.txt");
    const std::string part = pathIn(dir, "game.txt.part");
    const std::string victim = pathIn(dir, "victim.txt");
    writeAll(path, "old\n");
    writeAll(victim, "precious\n");
    // The old writer's fixed name, as a file and as a link to another file.
    writeAll(part, "someone else's\n");
    QCOMPARE(symlink("victim.txt", pathIn(dir, "game.txt.save").c_str()), 0);
    for (int i = 0; i < 20; ++i) {
        QVERIFY(writeBothWays(path, "new " + std::to_string(i) + "\n"));
    }
    QCOMPARE(bytes(readAll(path)), QByteArray("new 19\n"));
    QCOMPARE(bytes(readAll(part)), QByteArray("someone else's\n"));
    QCOMPARE(bytes(readAll(victim)), QByteArray("precious\n"));
    QCOMPARE(entries(dir),
             (QStringList{"game.txt", "game.txt.part", "game.txt.save", "victim.txt"}));
}

void SafeFileWriterTest::emptyNamesAndMissingFoldersAreErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QCOMPARE(refusal(""), QByteArray("no file name"));
    QCOMPARE(refusal(pathIn(dir, "none/game.txt")), QByteArray("the folder does not exist"));
    QVERIFY(entries(dir).isEmpty());
    // A file where a folder should be, and a folder that takes no files, are not said to be
    // missing folders.
    writeAll(pathIn(dir, "file"), "x\n");
    QCOMPARE(refusal(pathIn(dir, "file/game.txt")),
             QByteArray("a part of the path is not a folder"));
    QCOMPARE(refusal(pathIn(dir, "file/deeper/game.txt")),
             QByteArray("a part of the path is not a folder"));
    if (QFileInfo("/proc/self").isDir()) {
        QCOMPARE(refusal("/proc/jump61-game.txt"), QByteArray("the folder takes no new files"));
    }
}

void SafeFileWriterTest::aFullDiskLeavesTheOldFile()
{
    // A file size limit fails the write as a full disk does (EFBIG instead of ENOSPC), and is
    // set in a child process so that this one keeps its limits.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = pathIn(dir, "game.txt");
    writeAll(path, "old\n");
    const pid_t child = fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{1000, 1000};
        setrlimit(RLIMIT_FSIZE, &limit);
        int refused = 0;
        for (const bool named : {false, true}) {
            SafeFileWriter writer(path);
            writer.setNamedOnly(named);
            const bool written = writer.write(std::string(100000, 'x'));
            refused += !written && writer.error() == std::strerror(EFBIG) ? 1 : 0;
        }
        _exit(refused == 2 ? 0 : 1);
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    QCOMPARE(bytes(readAll(path)), QByteArray("old\n"));
    QCOMPARE(entries(dir), QStringList{"game.txt"});
}

void SafeFileWriterTest::saveCommandReportsOneErrorLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    jump61::testing::RecordingReporter reporter;
    Session session(reporter);
    QVERIFY(!session.execute("save /dev/null"));
    QVERIFY(!session.execute("save \"\""));
    QVERIFY(!session.execute("save"));
    QVERIFY(!session.execute("save " + dir.path().toStdString()));
    const std::vector<std::string> errors = reporter.errors();
    QCOMPARE(static_cast<int>(errors.size()), 4);
    QCOMPARE(bytes(errors[0]), QByteArray("cannot write /dev/null: it is a device"));
    QCOMPARE(bytes(errors[1]), QByteArray("save needs a file name (written without quotes)"));
    QCOMPARE(bytes(errors[2]), QByteArray("save needs more: save FILE"));
    QVERIFY(errors[3].ends_with(": it is a folder"));
    QVERIFY(entries(dir).isEmpty());

    QVERIFY(session.execute("save " + pathIn(dir, "game.txt")));
    QVERIFY(bytes(readAll(pathIn(dir, "game.txt"))).startsWith("# jump61 saved game"));
}

// `save` onto a file the player may want (notes, a program, a script written by hand) would
// lose it: only a saved game (its first line, after a byte order mark if any, is the saved
// game's header) or an empty file is replaced. The others are refused and left as they were.
void SafeFileWriterTest::saveReplacesOnlyASavedGameOrAnEmptyFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    jump61::testing::RecordingReporter reporter;
    Session session(reporter);
    QVERIFY(session.execute("3 4"));
    const std::string header = "# jump61 saved game: replay it with  jump61 FILE\nsize 4\n";
    const std::vector<std::pair<const char*, std::string>> replaced = {
        {"empty.txt", ""},
        {"old.jump61", header},
        {"bom.jump61", "\xEF\xBB\xBF" + header},
    };
    const std::vector<std::pair<const char*, std::string>> kept = {
        {"notes.txt", "my notes\n"},
        {"script.in", "manual blue\n3 4\ndump\n"},
        {"comment.in", "# jump61 test script\n3 4\n"},
        {"binary.dat", std::string("\0\x01\x02jump61", 9)},
        {"short.txt", "#"},
        {"notes.md", "# jump61 saved games I liked\n"},
    };
    for (const auto& files : {replaced, kept}) {
        for (const auto& [name, text] : files) {
            writeAll(pathIn(dir, name), text);
        }
    }
    for (const auto& [name, text] : replaced) {
        QVERIFY2(session.execute("save " + pathIn(dir, name)), name);
        QVERIFY(bytes(readAll(pathIn(dir, name))).startsWith("# jump61 saved game"));
    }
    QVERIFY(reporter.errors().empty());
    for (const auto& [name, text] : kept) {
        QVERIFY2(!session.execute("save " + pathIn(dir, name)), name);
        QCOMPARE(bytes(readAll(pathIn(dir, name))), bytes(text));
    }
    const std::vector<std::string> errors = reporter.errors();
    QCOMPARE(errors.size(), kept.size());
    QCOMPARE(bytes(errors[0]), bytes("cannot write " + pathIn(dir, "notes.txt") +
                                     ": it is not a saved jump61 game; remove it or choose "
                                     "another name"));
    // Through a link, the file it names is what counts.
    QCOMPARE(symlink(pathIn(dir, "notes.txt").c_str(), pathIn(dir, "link.txt").c_str()), 0);
    QVERIFY(!session.execute("save " + pathIn(dir, "link.txt")));
    QCOMPARE(bytes(readAll(pathIn(dir, "notes.txt"))), QByteArray("my notes\n"));
    QCOMPARE(entries(dir).size(), int(replaced.size() + kept.size() + 1));
    // A game written by hand is the player's own: once loaded, saving it back replaces it, under
    // any of its names.
    writeAll(pathIn(dir, "mine.txt"), "size 3\n2 2\n");
    QVERIFY(!session.execute("save " + pathIn(dir, "mine.txt")));
    QCOMPARE(link(pathIn(dir, "mine.txt").c_str(), pathIn(dir, "hard.txt").c_str()), 0);
    QVERIFY(session.execute("manual blue"));
    QVERIFY(session.execute("load " + pathIn(dir, "mine.txt")));
    QVERIFY(session.execute("1 1"));
    QVERIFY(session.execute("save " + pathIn(dir, "hard.txt")));
    QVERIFY(bytes(readAll(pathIn(dir, "hard.txt"))).contains("\n1 1\n"));
    QVERIFY(!session.execute("save " + pathIn(dir, "script.in")));
    // Once written since the load, or replaced by another file, it is the loaded game no more.
    writeAll(pathIn(dir, "mine2.txt"), "size 3\n2 2\n");
    QVERIFY(session.execute("load " + pathIn(dir, "mine2.txt")));
    writeAll(pathIn(dir, "mine2.txt"), "my notes, written over the game\n");
    QVERIFY(!session.execute("save " + pathIn(dir, "mine2.txt")));
    QCOMPARE(bytes(readAll(pathIn(dir, "mine2.txt"))),
             QByteArray("my notes, written over the game\n"));
    // Written over with as many bytes, and given its old modification time back: still changed.
    writeAll(pathIn(dir, "mine3.txt"), "size 3\n2 2\n");
    struct stat before
    {};
    QCOMPARE(stat(pathIn(dir, "mine3.txt").c_str(), &before), 0);
    QVERIFY(session.execute("load " + pathIn(dir, "mine3.txt")));
    // Until the system's clock has moved on from the load: within one tick of it, the change
    // time could not tell the files apart.
    const struct timespec times[2] = {before.st_atim, before.st_mtim};
    struct stat after
    {};
    do {
        writeAll(pathIn(dir, "mine3.txt"), "size 3\n3 3\n");
        QCOMPARE(utimensat(AT_FDCWD, pathIn(dir, "mine3.txt").c_str(), times, 0), 0);
        QCOMPARE(stat(pathIn(dir, "mine3.txt").c_str(), &after), 0);
    } while (after.st_ctim.tv_sec == before.st_ctim.tv_sec &&
             after.st_ctim.tv_nsec == before.st_ctim.tv_nsec);
    QCOMPARE(after.st_size, before.st_size);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    QVERIFY(!session.execute("save " + pathIn(dir, "mine3.txt")));
    QCOMPARE(bytes(readAll(pathIn(dir, "mine3.txt"))), QByteArray("size 3\n3 3\n"));
}

QTEST_GUILESS_MAIN(SafeFileWriterTest)
#include "SafeFileWriterTest.moc"
