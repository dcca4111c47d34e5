#include "protocol/SavedGame.h"
#include "protocol/Session.h"
#include "support/RecordingReporter.h"

#include <fstream>
#include <string>
#include <vector>

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

// The loader's side of saved games (text mode and window alike): a file with no command in it
// is not a saved game, and a file that is not text is refused with a short printable excerpt,
// never with its raw bytes.

using namespace jump61;
using jump61::testing::RecordingReporter;

class SavedGameLoadTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string write(const std::string& name, const std::string& bytes)
    {
        const std::string path = m_dir.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path, std::ios::binary) << bytes;
        return path;
    }

    // Loads `bytes` over a game in progress: the one error line, and whether the game stayed.
    std::string loadError(const std::string& bytes)
    {
        RecordingReporter reporter;
        Session session(reporter);
        session.execute("manual blue");
        session.execute("3 3");
        session.execute("2 2");
        const Game before = session.game();
        const std::string path = write("file.jump61", bytes);
        if (session.execute("load " + path)) {
            return "loaded";
        }
        if (!(session.board() == before.board()) || session.game().moves() != before.moves()) {
            return "changed the game";
        }
        const auto errors = reporter.errors();
        return errors.size() == 1 ? errors.front() : "not one error";
    }

private slots:
    void aFileWithNoCommandIsRefused_data()
    {
        QTest::addColumn<QString>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << ""
                               << "(the file is empty)";
        QTest::newRow("blank") << "  \n\t\r\n\n"
                               << "(it holds only blank lines)";
        QTest::newRow("a carriage return") << "\r"
                                           << "(it holds only blank lines)";
        QTest::newRow("comments") << "# a comment\n   # another\n"
                                  << "(it holds no commands)";
    }

    void aFileWithNoCommandIsRefused()
    {
        QFETCH(QString, bytes);
        QFETCH(QString, reason);
        const std::string error = loadError(bytes.toStdString());
        QVERIFY2(error.find("not a saved jump61 game " + reason.toStdString()) != std::string::npos,
                 error.c_str());
    }

    void binaryBytesAreShownAsAShortExcerpt()
    {
        std::string bytes = "PK\x03\x04";
        for (int i = 0; i < 3000; ++i) {
            bytes += static_cast<char>((i * 73 + 11) % 256);
        }
        const std::string error = loadError(bytes);
        QVERIFY2(error.find("not a saved jump61 game (it is not text: \"PK??") != std::string::npos,
                 error.c_str());
        QVERIFY2(error.size() < 150, error.c_str());
        for (const char c : error) {
            QVERIFY2(c >= 0x20 && c < 0x7F, error.c_str());
        }
    }

    void invalidUtf8IsNotText()
    {
        QVERIFY(loadError("size 4\n\xff\xfe 1\n").find("not text") != std::string::npos);
        // UTF-8 in a comment is text.
        QCOMPARE(loadError("# Spiel für zwei\nsize 4\n1 1\n"), std::string("loaded"));
    }

    // Each way a saved game's file can fail is reported with its kind, the file and (for a
    // refused line) the line, besides the error line, so that the window can word it.
    void fileTroublesNameTheirKind()
    {
        const std::string folder = m_dir.path().toStdString();
        const std::string game = write("game.jump61", "size 4\n1 1\n2 2\n9 9\n");
        const std::string empty = write("empty.jump61", "");
        const std::string missing = folder + "/gone.jump61";
        const std::string nowhere = folder + "/no-such-folder/game.jump61";
        struct Case
        {
            std::string command;
            FileTrouble::Kind kind;
            std::string path;
            int line;
        };
        const std::vector<Case> cases = {
            {"load " + missing, FileTrouble::Kind::Missing, missing, 0},
            {"load " + nowhere, FileTrouble::Kind::Missing, nowhere, 0},
            {"load " + folder, FileTrouble::Kind::NotAFile, folder, 0},
            {"load " + empty, FileTrouble::Kind::NotAGame, empty, 0},
            {"load " + game, FileTrouble::Kind::BadLine, game, 4},
            {"save " + nowhere, FileTrouble::Kind::NotWritten, nowhere, 0},
            {"save " + folder, FileTrouble::Kind::NotWritten, folder, 0},
        };
        for (const Case& c : cases) {
            RecordingReporter reporter;
            Session session(reporter);
            QVERIFY2(!session.execute(c.command), c.command.c_str());
            QCOMPARE(reporter.errors().size(), std::size_t{1});
            QCOMPARE(reporter.fileTroubles().size(), std::size_t{1});
            const FileTrouble& trouble = reporter.fileTroubles().front();
            QVERIFY2(trouble.kind == c.kind, c.command.c_str());
            QCOMPARE(trouble.path, c.path);
            QCOMPARE(trouble.line, c.line);
            if (c.kind == FileTrouble::Kind::NotAFile) {
                QCOMPARE(trouble.reason, std::string(FolderReason));
            }
            // A save's trouble says why in the writer's words, a bad line in the interpreter's,
            // a path that is no file what it is.
            QCOMPARE(trouble.reason.empty(), c.kind != FileTrouble::Kind::NotWritten &&
                                                 c.kind != FileTrouble::Kind::BadLine &&
                                                 c.kind != FileTrouble::Kind::NotAFile);
        }
        // Other errors carry no file trouble.
        RecordingReporter reporter;
        Session session(reporter);
        QVERIFY(!session.execute("undo"));
        QVERIFY(reporter.fileTroubles().empty());
    }

    // The system's name ends at a NUL byte: such a name is refused, or a file of another
    // name would be written or read, and reported under the whole name.
    void aNameWithANulByteIsRefused()
    {
        const std::string folder = m_dir.path().toStdString();
        write("game", "size 4\n1 1\n");
        const std::string cut = folder + "/game";
        for (const std::string& command :
             {"save " + folder + "/new" + std::string(1, '\0') + ".txt",
              "load " + cut + std::string(1, '\0') + "junk"}) {
            RecordingReporter reporter;
            Session session(reporter);
            session.execute("manual blue");
            session.execute("2 2");
            const Game before = session.game();
            QVERIFY(!session.execute(command));
            QCOMPARE(reporter.errors().size(), std::size_t{1});
            QVERIFY2(reporter.errors().front().find("a file name cannot hold a NUL byte") !=
                         std::string::npos,
                     reporter.errors().front().c_str());
            QVERIFY(session.game().moves() == before.moves());
        }
        QVERIFY(!QFileInfo::exists(m_dir.filePath("new")));
    }

    // Lines are cut as a script's are, so that `load FILE` and `jump61 FILE` give one game.
    void aSavedGamesLinesFollowTheScriptRules()
    {
        const std::string longMove = "1 1" + std::string(5000, ' ') + "\n";
        QVERIFY(loadError("size 3\n" + longMove + "2 2\n").find(", line 2: the line is too long") !=
                std::string::npos);
        // At the limit itself, the line still runs.
        const std::string atLimit = "1 1" + std::string(4096 - 3, ' ') + "\n";
        QCOMPARE(loadError("size 3\n" + atLimit), std::string("loaded"));
        // Old Mac line ends: one line holding carriage returns.
        QVERIFY(loadError("manual red\rmanual blue\rsize 3\r1 1\r")
                    .find(", line 1: a carriage return inside the line") != std::string::npos);
        QCOMPARE(loadError("size 3\r\n1 1\r\n"), std::string("loaded"));
        // Also when a comment comes first (it held the rest, and the file seemed to hold none).
        QVERIFY(loadError("# my game\rsize 3\r1 1\r")
                    .find(", line 1: a carriage return inside the line") != std::string::npos);
    }

    // A `quit` (or `q`) in the file ends the load where `jump61 FILE` would stop: the game is
    // the one before it, the lines after it are not read, and the session goes on.
    void aQuitInTheFileEndsItAsInAScript()
    {
        for (const char* quit : {"quit", "q"}) {
            RecordingReporter reporter;
            Session session(reporter);
            session.execute("manual blue"); // no reply from the computer after the load
            const std::string path = write("quit.jump61", std::string("manual red\nmanual blue\n"
                                                                      "size 3\n1 1\n") +
                                                              quit + "\n2 2\nnot a command\n");
            QVERIFY(session.execute("load " + path));
            QCOMPARE(session.game().moves(), std::vector<int>{0});
            QCOMPARE(session.board().toMove(), Side::Blue);
            QVERIFY(!session.quitRequested());
            QVERIFY(reporter.errors().empty());
        }
    }

    // What follows the quit line is never read: neither its bytes nor its size refuse the file.
    // Without the quit line, the same file is refused as too large.
    void whatFollowsAQuitIsNeverChecked()
    {
        RecordingReporter reporter;
        Session session(reporter);
        session.execute("manual blue");
        const std::string game = "manual red\nmanual blue\nsize 3\n1 1\n";
        std::string tail(3 << 20, '\0');
        tail += "\xff\xfe binary";
        QVERIFY(session.execute("load " + write("tail.jump61", game + "Quit \r\n" + tail)));
        QCOMPARE(session.game().moves(), std::vector<int>{0});
        QVERIFY(reporter.errors().empty());

        QVERIFY(loadError(game + "quit now\n" + tail).ends_with("(it is too large for one)"));
        QCOMPARE(upToQuit("1 1\n  q\t\n2 2\n"), std::string_view("1 1\n  q\t\n"));
        QCOMPARE(upToQuit("1 1\n# quit\nquitting\n"), std::string_view("1 1\n# quit\nquitting\n"));
        QCOMPARE(upToQuit("size 3\nq"), std::string_view("size 3\nq"));
    }

    // A text file of another kind is no saved game, whatever its lines hold; a saved game
    // whose later line is refused is named by that line.
    void aFileOfAnotherKindIsNoSavedGame()
    {
        QVERIFY(loadError("hello world\n")
                    .ends_with(": not a saved jump61 game (line 1: unknown command: hello)"));
        QVERIFY(loadError("# notes\n\nDear friend,\n")
                    .find(": not a saved jump61 game (line 3: unknown command: Dear)") !=
                std::string::npos);
        QVERIFY(loadError("size 3\nhello world\n").find(", line 2: unknown command: hello") !=
                std::string::npos);
    }

    void theExcerptIsPrintableAndShort()
    {
        QCOMPARE(fileExcerpt("abc"), std::string("abc"));
        QCOMPARE(fileExcerpt(std::string("a\0b\"\x1b\xc3\xa9", 7)), std::string("a?b????"));
        QCOMPARE(fileExcerpt("AB*CD"), std::string("AB?CD"));
        QCOMPARE(fileExcerpt(std::string(40, 'x')), std::string(16, 'x') + "...");
    }
};

QTEST_GUILESS_MAIN(SavedGameLoadTest)
#include "SavedGameLoadTest.moc"
