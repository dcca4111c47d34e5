#include "protocol/SavedGame.h"

#include "protocol/CommandError.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"
#include "support/RecordingReporter.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <QTemporaryDir>
#include <QtTest>

// A saved game is a plain command script: the size, `set` lines for a start position that is
// not the standard one, both players manual, the moves, and an `undo` per move taken back. Run
// as a script (jump61 FILE) or loaded, it must give back the same game, history included.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::dumpText;
using jump61::testing::RecordingReporter;

namespace {

std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream stream(text);
    std::string line;
    while (std::getline(stream, line)) {
        lines.push_back(line);
    }
    return lines;
}

// The script without its first line (a comment whose wording is free).
QByteArray body(const std::string& script)
{
    const std::size_t end = script.find('\n');
    return bytes(end == std::string::npos ? std::string() : script.substr(end + 1));
}

int legalSquare(const Board& board, std::mt19937_64& rng)
{
    std::vector<int> legal;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.isLegal(sq)) {
            legal.push_back(sq);
        }
    }
    return legal[rng() % legal.size()];
}

// A random game: a start position with some squares set (or none), some moves, some undone.
Game randomGame(int size, bool setStart, std::mt19937_64& rng)
{
    Board start(size);
    if (setStart) {
        for (int sq = 0; sq < start.area(); ++sq) {
            if (rng() % 3 == 0) {
                const int spots =
                    1 + static_cast<int>(rng() % static_cast<unsigned>(start.degree(sq)));
                start.set(sq, spots, rng() % 2 == 0 ? Side::Red : Side::Blue);
            }
        }
        if (start.gameOver()) {
            start.set(0, 0, Side::White);
        }
    }
    Game game(start);
    const int moves = static_cast<int>(rng() % 40);
    for (int i = 0; i < moves && !game.board().gameOver(); ++i) {
        game.play(legalSquare(game.board(), rng));
    }
    const int undos = game.ply() > 0 ? static_cast<int>(rng() % (game.ply() + 1)) : 0;
    for (int i = 0; i < undos; ++i) {
        game.undo();
    }
    return game;
}

// Whether `session` holds the same game as `game`: start, moves, cursor, position.
QByteArray sameGame(const Session& session, const Game& game)
{
    const Game& got = session.game();
    if (dumpText(got.start()) != dumpText(game.start())) {
        return "the start position differs:\n" + bytes(dumpText(got.start())) + "instead of\n" +
               bytes(dumpText(game.start()));
    }
    if (got.moves() != game.moves()) {
        return "the moves differ";
    }
    if (got.ply() != game.ply()) {
        return "the cursor differs";
    }
    if (!(got.board() == game.board()) || got.board().hash() != game.board().hash()) {
        return "the position differs";
    }
    return {};
}

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream out(path, std::ios::binary);
    out << text;
    return path;
}

std::string lastError(const RecordingReporter& reporter)
{
    const auto errors = reporter.errors();
    return errors.empty() ? std::string("(no error)") : errors.back();
}

QByteArray errorOf(const std::function<void()>& action)
{
    try {
        action();
    } catch (const CommandError& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

class SavedGameTest : public QObject
{
    Q_OBJECT

private slots:
    void freshGameIsPlayersAndSize();
    void scriptListsPlayersSetsInRowOrderMovesAndUndos();
    void everyLineIsACommentOrACommand();
    void runningTheScriptInASessionRestoresTheGame_data();
    void runningTheScriptInASessionRestoresTheGame();
    void runningTheScriptAsAnInputFileRestoresTheGame();
    void loadingTheScriptRestoresTheGame_data();
    void loadingTheScriptRestoresTheGame();
    void anEditOfAWonBoardWithOverfullSquaresSavesAndLoads_data();
    void anEditOfAWonBoardWithOverfullSquaresSavesAndLoads();
    void writeAndReadGiveBackTheSameBytes();
    void writeReplacesAnOldFileAndLeavesNoTemporary();
    void writeAndReadFailuresNameThePath();
};

void SavedGameTest::freshGameIsPlayersAndSize()
{
    const std::string script = savedGameText(Game(Board(6)));
    QVERIFY(script.starts_with("#"));
    QCOMPARE(body(script), QByteArray("manual red\nmanual blue\nsize 6\n"));
}

void SavedGameTest::scriptListsPlayersSetsInRowOrderMovesAndUndos()
{
    Board start(4);
    start.set(5, 4, Side::Blue); // 2 2
    start.set(0, 2, Side::Red);  // 1 1
    start.set(15, 2, Side::Red); // 4 4
    Game game(start);            // 16 + 1 + 3 + 1 spots: Blue to move
    game.play(12);               // blue 4 1
    game.play(3);                // red 1 4
    game.play(12);               // blue 4 1
    game.undo();
    const std::string script = savedGameText(game);
    QCOMPARE(body(script), QByteArray("manual red\n"
                                      "manual blue\n"
                                      "size 4\n"
                                      "set 1 1 2 red\n"
                                      "set 2 2 4 blue\n"
                                      "set 4 4 2 red\n"
                                      "4 1\n"
                                      "1 4\n"
                                      "4 1\n"
                                      "undo\n"));
}

void SavedGameTest::everyLineIsACommentOrACommand()
{
    std::mt19937_64 rng(0x5AFEu);
    const Game game = randomGame(7, true, rng);
    const std::string script = savedGameText(game);
    QVERIFY(script.ends_with("\n"));
    for (const std::string& line : splitLines(script)) {
        QVERIFY2(!line.empty(), "an empty line");
        QVERIFY2(line.find('*') == std::string::npos || line.starts_with("#"), line.c_str());
        QVERIFY2(!line.starts_with("==="), line.c_str());
        QVERIFY2(line.find('\r') == std::string::npos, line.c_str());
    }
}

void SavedGameTest::runningTheScriptInASessionRestoresTheGame_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("setStart");
    QTest::addColumn<quint64>("seed");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d from the start", size, size) << size << false << quint64(size);
        QTest::addRow("%dx%d from a set position", size, size)
            << size << true << 100 + static_cast<quint64>(size);
    }
}

// The script run line by line in a new session with the default players (Red manual, Blue the
// computer), as `jump61 FILE` runs it: every line is accepted and the game comes back.
void SavedGameTest::runningTheScriptInASessionRestoresTheGame()
{
    QFETCH(int, size);
    QFETCH(bool, setStart);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    const Game game = randomGame(size, setStart, rng);
    RecordingReporter reporter;
    Session session(reporter);
    session.execute("level 1");
    for (const std::string& line : splitLines(savedGameText(game))) {
        QVERIFY2(session.execute(line), (line + ": " + lastError(reporter)).c_str());
    }
    QVERIFY2(reporter.computerMoves().empty(), "the computer moved during the replay");
    const QByteArray problem = sameGame(session, game);
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void SavedGameTest::runningTheScriptAsAnInputFileRestoresTheGame()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Board start(3);
    start.set(4, 4, Side::Red); // 12 spots: Blue to move at the start
    Game game(start);
    game.play(0); // blue 1 1
    game.play(5); // red 2 3
    const std::string path = writeFile(dir, "game.txt", savedGameText(game));

    TextOptions options;
    options.inputs = {path, "-"};
    std::istringstream in("dump\n");
    std::ostringstream out;
    std::ostringstream err;
    QCOMPARE(runTextSession(options, in, out, err), 0);
    QCOMPARE(bytes(err.str()), QByteArray());
    QVERIFY2(out.str().find("* ") == std::string::npos, out.str().c_str());
    QVERIFY(out.str().find("===\n    2b 1- 1-\n    1- 4r 2r\n    1- 1- 1-\n===\n") !=
            std::string::npos);
}

void SavedGameTest::loadingTheScriptRestoresTheGame_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("setStart");
    QTest::addColumn<quint64>("seed");
    for (int size = MinSize; size <= MaxSize; ++size) {
        QTest::addRow("%dx%d from the start", size, size) << size << false << quint64(size);
        for (quint64 seed = 1; seed <= 3; ++seed) {
            QTest::addRow("%dx%d from a set position, %llu", size, size, seed)
                << size << true << seed * 100 + static_cast<quint64>(size);
        }
    }
}

void SavedGameTest::loadingTheScriptRestoresTheGame()
{
    QFETCH(int, size);
    QFETCH(bool, setStart);
    QFETCH(quint64, seed);
    std::mt19937_64 rng(seed);
    const Game game = randomGame(size, setStart, rng);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = writeFile(dir, "saved.txt", savedGameText(game));

    RecordingReporter reporter;
    Session session(reporter);
    QVERIFY(session.execute("manual blue"));
    QVERIFY(session.execute("size 5"));
    QVERIFY2(session.execute("load " + path), lastError(reporter).c_str());
    const QByteArray problem = sameGame(session, game);
    QVERIFY2(problem.isEmpty(), problem.constData());
    QCOMPARE(reporter.wins().size(), game.board().gameOver() ? std::size_t{1} : std::size_t{0});
}

void SavedGameTest::anEditOfAWonBoardWithOverfullSquaresSavesAndLoads_data()
{
    QTest::addColumn<QStringList>("edits");
    QTest::addColumn<QByteArray>("board");
    // On 2x2, Red wins with 1 2 holding 3 spots and 2 2 holding 3: no set line can say that.
    QTest::addRow("one edit") << QStringList{QStringLiteral("set 2 1 2 r")}
                              << QByteArray("===\n    2r 3r\n    2r 3r\n===\n");
    QTest::addRow("an edit made twice")
        << QStringList{QStringLiteral("set 2 1 2 r"), QStringLiteral("set 2 1 2 r")}
        << QByteArray("===\n    2r 3r\n    2r 3r\n===\n");
    QTest::addRow("one overfull square set down")
        << QStringList{QStringLiteral("set 1 2 1 red"), QStringLiteral("set 2 1 2 red")}
        << QByteArray("===\n    2r 1r\n    2r 3r\n===\n");
    QTest::addRow("an edit that changes nothing") << QStringList{QStringLiteral("set 1 1 2 r")}
                                                  << QByteArray("===\n    2r 3r\n    1r 3r\n===\n");
}

// A winning cascade stops as soon as the board has one colour and may leave squares with more
// spots than neighbours; `set` may still edit that finished board. Its save replays the winning
// moves, then the edits, and loading it gives the same board and the same saved text.
void SavedGameTest::anEditOfAWonBoardWithOverfullSquaresSavesAndLoads()
{
    QFETCH(QStringList, edits);
    QFETCH(QByteArray, board);
    RecordingReporter reporter;
    Session session(reporter);
    for (const char* line : {"manual blue", "size 2", "1 1", "2 2", "2 1", "1 2", "1 1"}) {
        QVERIFY2(session.execute(line), lastError(reporter).c_str());
    }
    QVERIFY(session.game().board().gameOver());
    for (const QString& edit : edits) {
        QVERIFY2(session.execute(edit.toStdString()), lastError(reporter).c_str());
    }
    QCOMPARE(bytes(dumpText(session.game().board())), board);
    const std::string text = savedGameText(session.game());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = writeFile(dir, "won.txt", text);
    RecordingReporter again;
    Session loaded(again);
    QVERIFY2(loaded.execute("load " + path), (text + lastError(again)).c_str());
    QCOMPARE(bytes(dumpText(loaded.game().board())), board);
    QCOMPARE(bytes(savedGameText(loaded.game())), bytes(text));
    QCOMPARE(again.wins().size(), std::size_t{1});
    // The edit began a new record, with no move to take back, even when it changed nothing;
    // so does the loaded game.
    QVERIFY(!session.game().canUndo());
    QVERIFY(!loaded.game().canUndo());
    QCOMPARE(loaded.game().moves(), session.game().moves());
}

void SavedGameTest::writeAndReadGiveBackTheSameBytes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("a file.txt")).toStdString();
    static const char binary[] = "line one\r\nline\0two\n\xff\xfe no newline at the end";
    const std::string text(binary, sizeof binary - 1);
    writeTextFile(path, text);
    QCOMPARE(bytes(readTextFile(path, 1 << 20)), bytes(text));
    QCOMPARE(bytes(readTextFile(path, text.size())), bytes(text)); // exactly the limit

    writeTextFile(path, "");
    QCOMPARE(bytes(readTextFile(path, 10)), QByteArray());
}

void SavedGameTest::writeReplacesAnOldFileAndLeavesNoTemporary()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath(QStringLiteral("game.txt")).toStdString();
    writeTextFile(path, std::string(10000, 'x'));
    writeTextFile(path, "size 3\n");
    QCOMPARE(bytes(readTextFile(path, 100)), QByteArray("size 3\n"));
    const auto entries = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(entries, QStringList{QStringLiteral("game.txt")});
}

void SavedGameTest::writeAndReadFailuresNameThePath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string missingFolder = dir.filePath(QStringLiteral("none/game.txt")).toStdString();
    QVERIFY(errorOf([&] { writeTextFile(missingFolder, "x"); }).startsWith("cannot write "));
    QVERIFY(!std::filesystem::exists(missingFolder));

    const std::string missing = dir.filePath(QStringLiteral("missing.txt")).toStdString();
    QVERIFY(errorOf([&] { readTextFile(missing, 100); }).startsWith("cannot open "));
    QVERIFY(errorOf([&] { readTextFile(dir.path().toStdString(), 100); }).contains("folder"));

    const std::string large = writeFile(dir, "large.txt", std::string(5000, 'x'));
    QVERIFY(errorOf([&] { readTextFile(large, 4999); }).contains("too large"));
}

QTEST_APPLESS_MAIN(SavedGameTest)
#include "SavedGameTest.moc"
