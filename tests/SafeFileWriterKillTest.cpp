#include "protocol/SafeFileWriter.h"
#include "support/TestHelpers.h"

#include <csignal>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

// A program killed while it saves: the file always holds a whole old or new text. SIGTERM and
// SIGINT also remove the temporary file; SIGKILL cannot be caught, so it may leave one behind
// (the test counts them: almost never with an unnamed temporary file, often with a named one).

using namespace jump61;
using jump61::testing::scaled;

namespace {

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Two large texts that differ everywhere, so that a mix of them or a cut one is seen.
const std::string& text(int which)
{
    static const std::string texts[2] = {std::string(2 << 20, 'a') + "end a\n",
                                         std::string(2 << 20, 'b') + "end b\n"};
    return texts[which];
}

struct KillCounts
{
    int kills = 0;
    int damaged = 0;         // the target was neither text
    int leftBehind = 0;      // kills after which a temporary file remained
    int diedOfTheSignal = 0; // the child ended by the signal sent, not some other way
};

// Forks children that save the two texts in turn, without end, and kills each with `signal`
// at a random moment once it has saved at least once; after each kill, checks the target and
// removes any temporary file left, so that every kill is counted on its own.
KillCounts killWhileSaving(int signal, bool namedOnly, int kills, unsigned seed)
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("game.txt")).toStdString();
    std::ofstream(path, std::ios::binary) << text(0);
    std::mt19937 random(seed);
    KillCounts counts;
    for (int round = 0; round < kills; ++round) {
        int ready[2];
        if (pipe(ready) != 0) {
            break;
        }
        const pid_t child = fork();
        if (child == 0) {
            // As in the real program: these signals end it, no test-framework handler.
            std::signal(SIGTERM, SIG_DFL);
            std::signal(SIGINT, SIG_DFL);
            close(ready[0]);
            for (int i = 1;; ++i) {
                SafeFileWriter writer(path);
                writer.setNamedOnly(namedOnly);
                if (!writer.write(text(i % 2)) || ::write(ready[1], "s", 1) != 1) {
                    _exit(1);
                }
            }
        }
        close(ready[1]);
        char saved = 0;
        const bool started = read(ready[0], &saved, 1) == 1;
        // Anywhere in the next few saves (one takes a millisecond or more).
        const timespec pause{0, static_cast<long>(random() % 3'000'000)};
        nanosleep(&pause, nullptr);
        kill(child, signal);
        int status = 0;
        waitpid(child, &status, 0);
        close(ready[0]);
        if (!started) {
            break;
        }
        ++counts.kills;
        counts.diedOfTheSignal += WIFSIGNALED(status) && WTERMSIG(status) == signal ? 1 : 0;
        const std::string now = readAll(path);
        counts.damaged += now == text(0) || now == text(1) ? 0 : 1;
        const QStringList names = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        counts.leftBehind += names.size() > 1 ? 1 : 0;
        for (const QString& name : names) {
            if (name != QStringLiteral("game.txt")) {
                QFile::remove(dir.filePath(name));
            }
        }
    }
    return counts;
}

} // namespace

class SafeFileWriterKillTest : public QObject
{
    Q_OBJECT

private slots:
    void killsNeverDamageTheFile_data();
    void killsNeverDamageTheFile();
};

void SafeFileWriterKillTest::killsNeverDamageTheFile_data()
{
    QTest::addColumn<int>("signal");
    QTest::addColumn<bool>("namedOnly");
    QTest::addColumn<bool>("cleansUp");
    for (const bool named : {false, true}) {
        const char* way = named ? "named temporary" : "unnamed temporary";
        QTest::addRow("SIGTERM, %s", way) << int{SIGTERM} << named << true;
        QTest::addRow("SIGINT, %s", way) << int{SIGINT} << named << true;
        QTest::addRow("SIGKILL, %s", way) << int{SIGKILL} << named << false;
    }
}

void SafeFileWriterKillTest::killsNeverDamageTheFile()
{
    QFETCH(int, signal);
    QFETCH(bool, namedOnly);
    QFETCH(bool, cleansUp);
    const int kills = scaled(30, 12);
    const KillCounts counts =
        killWhileSaving(signal, namedOnly, kills, 61u + static_cast<unsigned>(signal));
    qInfo("%d kills: %d damaged files, %d left a temporary file", counts.kills, counts.damaged,
          counts.leftBehind);
    QCOMPARE(counts.kills, kills);
    QCOMPARE(counts.diedOfTheSignal, kills);
    QCOMPARE(counts.damaged, 0);
    if (cleansUp) {
        QCOMPARE(counts.leftBehind, 0);
    }
}

QTEST_GUILESS_MAIN(SafeFileWriterKillTest)
#include "SafeFileWriterKillTest.moc"
