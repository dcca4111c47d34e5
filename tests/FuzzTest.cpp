#include "protocol/BoardText.h"
#include "protocol/CommandError.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"
#include "support/RecordingReporter.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// Bad input never crashes and never changes anything (docs/PROTOCOL.md section 5). Thousands of
// random lines, from a fixed seed so that any failure can be replayed: junk bytes, control
// and NUL bytes, huge and negative numbers, very long lines, commands with bad arguments, mixed
// with valid commands and moves so that the games go somewhere. After every rejected line
// exactly one error was reported and the session is as it was. Computer players run at level 1.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::joined;
using jump61::testing::RecordingReporter;
using jump61::testing::scaled;
using jump61::testing::SessionState;

namespace {

// A line as C source, so that a failing line can be read in the test log and replayed.
std::string escaped(const std::string& line)
{
    std::string out = "\"";
    const std::size_t shown = std::min<std::size_t>(line.size(), 200);
    for (std::size_t i = 0; i < shown; ++i) {
        const auto c = static_cast<unsigned char>(line[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c >= 0x20 && c < 0x7F) {
            out += static_cast<char>(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", c);
            out += hex;
        }
    }
    out += "\"";
    if (shown < line.size()) {
        out += " ... (" + std::to_string(line.size()) + " bytes)";
    }
    return out;
}

// Ends the test program if one input line runs for far longer than any line can take: a hang
// would otherwise only show as a CTest time-out that says nothing about the line.
class HangGuard
{
public:
    explicit HangGuard(std::chrono::seconds limit) : m_limit(limit)
    {
        m_thread = std::thread([this] { watch(); });
    }
    ~HangGuard()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    HangGuard(const HangGuard&) = delete;
    HangGuard& operator=(const HangGuard&) = delete;

    void starting(const std::string& line)
    {
        {
            const std::lock_guard lock(m_mutex);
            ++m_generation;
            m_line = escaped(line);
        }
        m_wake.notify_all();
    }

private:
    void watch()
    {
        std::unique_lock lock(m_mutex);
        while (!m_done) {
            const std::uint64_t generation = m_generation;
            const bool moved = m_wake.wait_for(
                lock, m_limit, [&] { return m_done || m_generation != generation; });
            if (!moved) {
                std::fprintf(stderr, "FuzzTest: this line has run for %lld s, a hang: %s\n",
                             static_cast<long long>(m_limit.count()), m_line.c_str());
                std::abort();
            }
        }
    }

    std::chrono::seconds m_limit;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::thread m_thread;
    std::uint64_t m_generation = 0;
    std::string m_line;
    bool m_done = false;
};

// Makes the random lines. `hostile` lines are meant to be rejected (though some are valid by
// chance); `valid` lines are commands and moves that the session should accept.
class LineMaker
{
public:
    explicit LineMaker(std::uint64_t seed) : m_rng(seed) {}

    std::string hostile()
    {
        switch (below(6)) {
        case 0:
            return junkBytes();
        case 1:
            return controlBytes();
        case 2:
            return number() + " " + number();
        case 3:
            return longLine();
        default:
            return commandWithBadArguments();
        }
    }

    // A valid line for `session`; `folder` is where save and load may write and read.
    std::string valid(const Session& session, const std::string& folder)
    {
        const Board& board = session.board();
        const int size = board.size();
        switch (below(14)) {
        case 0:
            return "size " + std::to_string(below(8) == 0 ? 9 + below(7) : 2 + below(7));
        case 1:
            return pick(
                {"new", "clear", "n", "start", "dump", "d", "board", "verbose", "quiet", "help"});
        case 2:
            return pick({"undo", "redo"});
        case 3: {
            const int row = 1 + below(size);
            const int col = 1 + below(size);
            const int degree = board.degree(board.topology().index(row, col));
            return "set " + std::to_string(row) + " " + std::to_string(col) + " " +
                   std::to_string(below(degree + 1)) + " " + pick({"r", "b", "RED", "blue"});
        }
        case 4:
            return board.size() <= 8 ? "auto " + pick({"red", "blue", "r", "b"})
                                     : "manual " + pick({"red", "blue"});
        case 5:
            return "manual " + pick({"red", "blue", "R", "B"});
        case 6:
            return "seed " + std::to_string(m_rng());
        case 7:
            return below(3) == 0 ? "hint" : "save " + folder + "/game" + std::to_string(below(3));
        case 8:
            return "load " + folder + "/game" + std::to_string(below(3));
        default:
            return move(board);
        }
    }

private:
    int below(int n) { return static_cast<int>(m_rng() % static_cast<std::uint64_t>(n)); }

    std::string pick(std::initializer_list<const char*> words)
    {
        return *(words.begin() + below(static_cast<int>(words.size())));
    }

    std::string junkBytes()
    {
        std::string line(static_cast<std::size_t>(below(60)), ' ');
        for (char& c : line) {
            c = static_cast<char>(below(256));
        }
        return line;
    }

    std::string controlBytes()
    {
        std::string line;
        const int length = 1 + below(20);
        for (int i = 0; i < length; ++i) {
            const int kind = below(4);
            line += kind == 0   ? static_cast<char>(below(32))
                    : kind == 1 ? '\0'
                    : kind == 2 ? static_cast<char>(0x7F)
                                : pick({"1", " ", "\t", "\r", "d", "#", "*", "="})[0];
        }
        return line;
    }

    std::string number()
    {
        switch (below(8)) {
        case 0:
            return "99999999999999999999999999";
        case 1:
            return std::string("-").append(std::to_string(m_rng()));
        case 2:
            return std::to_string(m_rng());
        case 3:
            return pick({"0", "-0", "+0", "-1", "16", "+", "-", "1e3", "0x3", "1.5"});
        case 4:
            return std::string(static_cast<std::size_t>(1 + below(300)), '9');
        default:
            return std::to_string(below(20) - 3);
        }
    }

    std::string longLine()
    {
        const std::size_t length = 4000 + static_cast<std::size_t>(below(20000));
        std::string line;
        while (line.size() < length) {
            line += pick({"1 ", "22", " ", "set ", "dump", "\t", "x", "9999", "-"});
        }
        return line;
    }

    std::string commandWithBadArguments()
    {
        std::string line =
            pick({"size", "si",    "SIZE", "set",  "auto", "a",    "manual", "m",   "seed",
                  "see",  "level", "undo", "redo", "hint", "s",    "se",     "qu",  "qui",
                  "un",   "re",    "hin",  "lev",  "load", "dump", "new",    "zap", "Set"});
        const int count = below(6);
        for (int i = 0; i < count; ++i) {
            line += pick({" ", "  ", "\t"});
            switch (below(5)) {
            case 0:
                line += number();
                break;
            case 1:
                line += pick({"green", "white", "w", "-", "rb", "reds", "*", "===", "#"});
                break;
            case 2:
                line += junkBytes().substr(0, 8);
                break;
            default:
                line += std::to_string(below(30) - 5);
                break;
            }
        }
        if (line.starts_with("load")) {
            line = "load /nonexistent/jump61-fuzz/" + line.substr(4);
        }
        return line;
    }

    std::string move(const Board& board)
    {
        std::vector<int> legal;
        for (int sq = 0; sq < board.area(); ++sq) {
            if (board.isLegal(sq)) {
                legal.push_back(sq);
            }
        }
        if (legal.empty()) {
            return "dump";
        }
        return squareText(board,
                          legal[static_cast<std::size_t>(below(static_cast<int>(legal.size())))]);
    }

    std::mt19937_64 m_rng;
};

struct FuzzedSession
{
    RecordingReporter reporter;
    Session session{reporter};

    FuzzedSession()
    {
        session.execute("level 1");
        session.execute("seed 20240611");
        reporter.clear();
    }
};

} // namespace

class FuzzTest : public QObject
{
    Q_OBJECT

private slots:
    void rejectedLinesChangeNothingAndAcceptedOnesReportNoError();
    void textProgramSurvivesHostileInput();
};

void FuzzTest::rejectedLinesChangeNothingAndAcceptedOnesReportNoError()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string folder = dir.path().toStdString();
    LineMaker maker(0xF022u);
    HangGuard guard(std::chrono::seconds(120));
    auto fuzzed = std::make_unique<FuzzedSession>();
    const int lines = scaled(6000, 2500);
    int rejected = 0;
    int accepted = 0;
    for (int i = 0; i < lines; ++i) {
        Session& session = fuzzed->session;
        RecordingReporter& reporter = fuzzed->reporter;
        const bool bad = i % 2 == 0;
        const std::string line = bad ? maker.hostile() : maker.valid(session, folder);
        const std::string where = "line " + std::to_string(i) + ": " + escaped(line);

        const SessionState before = SessionState::of(session);
        reporter.clear();
        guard.starting(line);
        const bool ok = session.execute(line);
        const SessionState after = SessionState::of(session);
        const auto errors = reporter.errors();
        if (ok) {
            ++accepted;
            QVERIFY2(errors.empty(), (where + "\nwas accepted but reported an error").c_str());
        } else {
            ++rejected;
            if (errors.size() != 1 || reporter.events().size() != 1) {
                QFAIL((where + "\nwas rejected with this report instead of one error:\n" +
                       joined(reporter.transcript()).toStdString())
                          .c_str());
            }
            if (!(before == after)) {
                QFAIL((where + "\nwas rejected but changed " + before.differences(after)).c_str());
            }
        }
        // Whatever happened, the session is consistent: a win was announced only on a won
        // board, and no printed line looks like a move, a win or a dump marker it is not.
        // There is no paused state: after a line the computer never waits to move.
        QVERIFY2(!session.computerToMove(), where.c_str());
        QVERIFY2((session.prompt() == "+> ") == session.board().gameOver(), where.c_str());
        const auto wins = reporter.wins();
        if (!wins.empty()) {
            QVERIFY2(wins.size() == 1, where.c_str());
            QVERIFY2(session.board().gameOver(), where.c_str());
            QVERIFY2(wins.front() == session.board().winner(), where.c_str());
        }
        for (const std::string& printed : reporter.printed()) {
            QVERIFY2(printed.find('*') == std::string::npos, (where + "\n" + printed).c_str());
        }

        // Keep the run bounded and meaningful: computers at level 1, never both sides at once
        // (a whole game is played in one line), and a new session after a quit.
        if (session.level(Side::Red) != 1 || session.level(Side::Blue) != 1) {
            session.execute("level 1");
        }
        if (session.player(Side::Red) == PlayerKind::Computer &&
            session.player(Side::Blue) == PlayerKind::Computer) {
            session.execute("manual red");
        }
        if (session.quitRequested()) {
            fuzzed = std::make_unique<FuzzedSession>();
        }
    }
    QVERIFY(rejected > lines / 3);
    QVERIFY(accepted > lines / 3);
}

// The same kind of input through the text program as a whole: exit code 0, every line on
// standard error an error line, and '*' on standard output only in move and win lines.
void FuzzTest::textProgramSurvivesHostileInput()
{
    LineMaker maker(0x7E47u);
    std::string input = "level 1\nseed 99\n";
    const int lines = scaled(4000, 1500);
    RecordingReporter unused;
    const Session names(unused);
    for (int i = 0; i < lines; ++i) {
        std::string line = maker.hostile();
        for (char& c : line) {
            c = c == '\n' ? ' ' : c; // one input line each
        }
        // A hostile line can be valid by chance; keep out the ones that would make the
        // computer stronger, play both sides or touch files, so the run stays short.
        const Arguments args(line);
        const Command* command = nullptr;
        try {
            command = args.empty() ? nullptr : names.commands().find(lowered(args.command()));
        } catch (const CommandError&) {
            command = nullptr;
        }
        if (command != nullptr && (command->name == "level" || command->name == "auto" ||
                                   command->name == "load" || command->name == "save")) {
            line = "zap " + line;
        }
        input += line + (i % 3 == 0 ? "\r\n" : "\n");
    }
    input += "dump\n";

    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    HangGuard guard(std::chrono::seconds(300));
    guard.starting("the whole text input");
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);

    std::istringstream errors(err.str());
    std::string line;
    int errorLines = 0;
    while (std::getline(errors, line)) {
        QVERIFY2(line.starts_with("error: "), line.c_str());
        ++errorLines;
    }
    QVERIFY(errorLines > lines / 2);
    QVERIFY(errorLines <= lines);

    const QRegularExpression allowed(QStringLiteral("^\\* (\\d+ \\d+|Red wins\\.|Blue wins\\.)$"));
    std::istringstream output(out.str());
    int dumpMarkers = 0;
    while (std::getline(output, line)) {
        const std::size_t prompt = line.rfind("> ");
        const std::string shown = prompt == std::string::npos ? line : line.substr(prompt + 2);
        if (shown.find('*') != std::string::npos) {
            QVERIFY2(allowed.match(QString::fromStdString(shown)).hasMatch(), shown.c_str());
        }
        dumpMarkers += shown.starts_with("===") ? 1 : 0;
    }
    QVERIFY(dumpMarkers >= 2);
    QCOMPARE(dumpMarkers % 2, 0);
}

QTEST_APPLESS_MAIN(FuzzTest)
#include "FuzzTest.moc"
