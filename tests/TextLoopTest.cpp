#include "protocol/TextLoop.h"

#include "support/TestHelpers.h"

#include <exception>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

// The text program (docs/PROTOCOL.md sections 2, 4, 5 and 6) run on string streams: prompts, output
// on one stream and errors on the other, flushing, exit codes, input files, --log, --strict.

using namespace jump61;
using jump61::testing::bytes;

namespace {

struct Result
{
    int code = 0;
    std::string out;
    std::string err;
};

// Runs the text program on `input`. An exception escaping runTextSession (which would end the
// real program) is reported in `err` with exit code -1.
Result runText(const TextOptions& options, const std::string& input)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    Result result;
    try {
        result.code = runTextSession(options, in, out, err);
    } catch (const std::exception& e) {
        result.code = -1;
        err << "exception escaped runTextSession: " << e.what() << '\n';
    }
    result.out = out.str();
    result.err = err.str();
    return result;
}

Result runText(const std::string& input)
{
    return runText(TextOptions{}, input);
}

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

// Standard output as a test harness sees it: everything up to the last '>' of each line (the
// prompts) deleted, and the blank after it.
std::vector<std::string> harnessView(const std::string& out)
{
    std::vector<std::string> lines;
    for (std::string line : splitLines(out)) {
        const std::size_t prompt = line.rfind('>');
        if (prompt != std::string::npos) {
            line.erase(0, prompt + 1);
            if (!line.empty() && line.front() == ' ') {
                line.erase(0, 1);
            }
        }
        lines.push_back(line);
    }
    return lines;
}

int countLinesStartingWith(const std::vector<std::string>& lines, const std::string& prefix)
{
    int count = 0;
    for (const std::string& line : lines) {
        count += line.starts_with(prefix) ? 1 : 0;
    }
    return count;
}

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& text)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream out(path, std::ios::binary);
    out << text;
    return path;
}

// An output stream buffer that remembers how much of what was written has been flushed.
class WatchedOutput : public std::streambuf
{
public:
    const std::string& text() const { return m_text; }
    bool flushed() const { return m_flushed == m_text.size(); }

protected:
    int_type overflow(int_type c) override
    {
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            m_text.push_back(traits_type::to_char_type(c));
        }
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        m_text.append(s, static_cast<std::size_t>(n));
        return n;
    }
    int sync() override
    {
        m_flushed = m_text.size();
        return 0;
    }

private:
    std::string m_text;
    std::size_t m_flushed = 0;
};

// An input stream buffer that hands out one line at a time and, whenever the reader asks for the
// next line, notes whether everything written to the two outputs so far had been flushed: a
// program on the other end of a pipe only sees what was flushed.
class CheckingInput : public std::streambuf
{
public:
    CheckingInput(std::vector<std::string> lines, const WatchedOutput& out,
                  const WatchedOutput& err)
        : m_lines(std::move(lines)), m_out(out), m_err(err)
    {}
    const std::vector<std::string>& unflushedReads() const { return m_unflushed; }

protected:
    int_type underflow() override
    {
        if (!m_out.flushed() || !m_err.flushed()) {
            m_unflushed.push_back(m_out.text());
        }
        if (m_next == m_lines.size()) {
            return traits_type::eof();
        }
        m_current = m_lines[m_next++] + "\n";
        setg(m_current.data(), m_current.data(), m_current.data() + m_current.size());
        return traits_type::to_int_type(m_current.front());
    }

private:
    std::vector<std::string> m_lines;
    const WatchedOutput& m_out;
    const WatchedOutput& m_err;
    std::string m_current;
    std::size_t m_next = 0;
    std::vector<std::string> m_unflushed;
};

} // namespace

class TextLoopTest : public QObject
{
    Q_OBJECT

private slots:
    void promptsShowTheSideToMoveAndPlusAfterAWin();
    void outputAndErrorsAreFlushedBeforeEveryRead();
    void errorsGoOnlyToStandardErrorAndTheExitCodeStaysZero();
    void nothingIsWrittenToStandardErrorWithoutAnError();
    void strictEndsAtTheFirstErrorWithExitCodeOne();
    void endOfInputActsAsQuit();
    void quitEndsTheProgramBeforeTheNextLine();
    void inputFileThatCannotBeOpenedIsExitCodeOne();
    void inputFileThatIsAFolderIsExitCodeOne();
    void filesAndStandardInputAreReadInOrder();
    void crlfLinesAreAccepted();
    void aCarriageReturnInsideALineIsOneError();
    void aByteOrderMarkBeforeTheFirstLineIsSkipped();
    void overlongLineIsOneErrorAndTheNextLineRuns();
    void nulBytesAreAnErrorNotTheEndOfTheLine();
    void logEchoesEveryLineWithoutLookingLikeOutput();
    void computerMovesAndWinsHaveTheProtocolFormat();
    void seedOptionSeedsTheSession();
    void readLimitedLineSplitsAndCutsLines();
    void echoTextDisguisesStarsPromptsAndDumpMarkers_data();
    void echoTextDisguisesStarsPromptsAndDumpMarkers();
};

void TextLoopTest::promptsShowTheSideToMoveAndPlusAfterAWin()
{
    const Result result = runText("manual blue\nsize 2\n1 1\n2 2\n1 1\n2 2\ndump\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    QCOMPARE(bytes(result.out), QByteArray("red> red> red> blue> red> blue> * Blue wins.\n"
                                           "+> ===\n"
                                           "    2b 1b\n"
                                           "    3b 2b\n"
                                           "===\n"
                                           "+> \n"));
}

void TextLoopTest::outputAndErrorsAreFlushedBeforeEveryRead()
{
    WatchedOutput outBuffer;
    WatchedOutput errBuffer;
    CheckingInput inBuffer({"level 1", "dump", "zap", "3 3", "help", "board", "hint", "7 7",
                            "manual blue", "size 2", "1 1", "2 2", "1 1", "2 2", "dump"},
                           outBuffer, errBuffer);
    std::istream in(&inBuffer);
    std::ostream out(&outBuffer);
    std::ostream err(&errBuffer);
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    if (!inBuffer.unflushedReads().empty()) {
        QFAIL(("a line was read before this output was flushed:\n" +
               inBuffer.unflushedReads().front())
                  .c_str());
    }
    QVERIFY(outBuffer.flushed());
    QVERIFY(errBuffer.flushed());
    QVERIFY(outBuffer.text().find("* Blue wins.\n+> ===") != std::string::npos);
}

void TextLoopTest::errorsGoOnlyToStandardErrorAndTheExitCodeStaysZero()
{
    const Result result = runText("zap\n7 7\ndump\nsize 99\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray("error: unknown command: zap\n"
                                           "error: 7 7 is not on the 6x6 board\n"
                                           "error: size must be between 2 and 15\n"));
    QVERIFY(result.out.find("error") == std::string::npos);
    QCOMPARE(countLinesStartingWith(harnessView(result.out), "==="), 2);
}

void TextLoopTest::nothingIsWrittenToStandardErrorWithoutAnError()
{
    const Result result = runText("# a comment\n\nhelp\nlevel 1\n3 3\ndump\nboard\nhint\nundo\n"
                                  "redo\nverbose\nquiet\nseed 4\nnew\nquit\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
}

void TextLoopTest::strictEndsAtTheFirstErrorWithExitCodeOne()
{
    TextOptions strict;
    strict.strict = true;
    const Result failed = runText(strict, "dump\nzap\ndump\nzip\n");
    QCOMPARE(failed.code, 1);
    QCOMPARE(bytes(failed.err), QByteArray("error: unknown command: zap\n"));
    QCOMPARE(countLinesStartingWith(harnessView(failed.out), "==="), 2); // the first dump only

    const Result tooLong = runText(strict, std::string(5000, 'x') + "\ndump\n");
    QCOMPARE(tooLong.code, 1);
    QCOMPARE(countLinesStartingWith(harnessView(tooLong.out), "==="), 0);

    const Result clean = runText(strict, "dump\n# fine\nquit\n");
    QCOMPARE(clean.code, 0);
    QCOMPARE(bytes(clean.err), QByteArray());
}

void TextLoopTest::endOfInputActsAsQuit()
{
    const Result empty = runText("");
    QCOMPARE(empty.code, 0);
    QCOMPARE(bytes(empty.out), QByteArray("red> \n"));
    QCOMPARE(bytes(empty.err), QByteArray());

    // The last line needs no newline; the computer still answers it.
    const Result unfinished = runText("level 1\n3 3");
    QCOMPARE(unfinished.code, 0);
    const auto lines = harnessView(unfinished.out);
    QCOMPARE(countLinesStartingWith(lines, "* "), 1);
    QVERIFY(unfinished.out.ends_with("red> \n"));
}

void TextLoopTest::quitEndsTheProgramBeforeTheNextLine()
{
    for (const char* quit : {"quit", "q", "QUIT"}) {
        const Result result = runText(std::string(quit) + "\ndump\nzap\n");
        QCOMPARE(result.code, 0);
        QCOMPARE(bytes(result.out), QByteArray("red> \n"));
        QCOMPARE(bytes(result.err), QByteArray());
    }
}

void TextLoopTest::inputFileThatCannotBeOpenedIsExitCodeOne()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string good = writeFile(dir, "good.in", "dump\n");
    TextOptions options;
    options.inputs = {good, dir.filePath(QStringLiteral("missing.in")).toStdString()};
    const Result result = runText(options, "dump\n");
    QCOMPARE(result.code, 1);
    QVERIFY2(result.err.find("missing.in") != std::string::npos, result.err.c_str());
    QCOMPARE(static_cast<int>(splitLines(result.err).size()), 1);
    QCOMPARE(bytes(result.out), QByteArray()); // nothing ran
}

void TextLoopTest::inputFileThatIsAFolderIsExitCodeOne()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TextOptions options;
    options.inputs = {dir.path().toStdString()};
    const Result result = runText(options, "");
    QVERIFY2(result.code == 1, result.err.c_str());
    QVERIFY(!result.err.empty());
    // An empty name (`jump61 ""`) is named as one, not left blank in the line.
    options.inputs = {""};
    const Result empty = runText(options, "");
    QCOMPARE(empty.code, 1);
    QCOMPARE(bytes(empty.err), QByteArray("error: cannot open \"\": the file name is empty\n"));
}

void TextLoopTest::filesAndStandardInputAreReadInOrder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string first = writeFile(dir, "first.in", "size 4\nmanual blue\n1 1\n");
    const std::string second = writeFile(dir, "second.in", "dump");
    TextOptions options;
    options.inputs = {first, "-", second};
    const Result result = runText(options, "2 2\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    const auto lines = harnessView(result.out);
    const auto start = std::find(lines.begin(), lines.end(), "===");
    QVERIFY(start != lines.end());
    QCOMPARE(bytes(*(start + 1)), QByteArray("    2r 1- 1- 1-"));
    QCOMPARE(bytes(*(start + 2)), QByteArray("    1- 2b 1- 1-"));
    // One prompt a line read: the prompt shown when a source turned out to have ended stands
    // for the next source's first line (it was "red> red> blue> blue> ...").
    QVERIFY2(result.out.starts_with("red> red> red> blue> red> "), result.out.c_str());

    // quit in the first file ends the program: the later inputs are not read.
    const std::string quitting = writeFile(dir, "quit.in", "quit\n");
    options.inputs = {quitting, "-", second};
    const Result quit = runText(options, "zap\n");
    QCOMPARE(quit.code, 0);
    QCOMPARE(bytes(quit.err), QByteArray());
    QCOMPARE(countLinesStartingWith(harnessView(quit.out), "==="), 0);
}

void TextLoopTest::crlfLinesAreAccepted()
{
    const Result result = runText("size 3\r\nmanual blue\r\n1 1\r\nset 3 3 2 b\r\ndump\r\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    const auto lines = harnessView(result.out);
    QCOMPARE(bytes(lines.at(0)), QByteArray("==="));
    QCOMPARE(bytes(lines.at(1)), QByteArray("    2r 1- 1-"));
    QCOMPARE(bytes(lines.at(3)), QByteArray("    1- 1- 2b"));
}

void TextLoopTest::aCarriageReturnInsideALineIsOneError()
{
    // Old Mac line ends: without the error, "size 3" would run with the rest as extra words.
    const Result result = runText("manual blue\nsize 3\r1 1\r2 2\ndump\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray("error: a carriage return inside the line: lines must "
                                           "end with a line feed (LF or CR LF)\n"));
    const auto lines = harnessView(result.out);
    QCOMPARE(bytes(lines.at(0)), QByteArray("==="));
    QCOMPARE(bytes(lines.at(1)), QByteArray("    1- 1- 1- 1- 1- 1-")); // still 6x6, no move

    // A comment first holds every line after it: refused too, not passed over in silence.
    TextOptions strict;
    strict.strict = true;
    const Result commented = runText(strict, "# a test\rmanual blue\r3 4\rdump\r");
    QCOMPARE(commented.code, 1);
    QCOMPARE(bytes(commented.err), QByteArray("error: a carriage return inside the line: lines "
                                              "must end with a line feed (LF or CR LF)\n"));
    // A comment of a CR LF file is only a comment.
    QCOMPARE(bytes(runText(strict, "# a test\r\n# more \r \r\ndump\r\n").err), QByteArray());
}

void TextLoopTest::aByteOrderMarkBeforeTheFirstLineIsSkipped()
{
    // As some editors save UTF-8 files; only at the start of the input, where they put it.
    const Result result = runText("\xEF\xBB\xBFsize 3\nmanual blue\n1 1\ndump\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    const auto lines = harnessView(result.out);
    QCOMPARE(bytes(lines.at(1)), QByteArray("    2r 1- 1-"));
    const Result later = runText("size 3\n\xEF\xBB\xBF"
                                 "dump\n");
    QVERIFY(bytes(later.err).startsWith("error: unknown command"));
}

void TextLoopTest::overlongLineIsOneErrorAndTheNextLineRuns()
{
    const Result junk = runText(std::string(100000, 'x') + "\ndump\n");
    QCOMPARE(junk.code, 0);
    QCOMPARE(static_cast<int>(splitLines(junk.err).size()), 1);
    QVERIFY2(junk.err.find("too long") != std::string::npos, junk.err.c_str());
    QCOMPARE(countLinesStartingWith(harnessView(junk.out), "==="), 2);

    // A valid move padded past the limit is rejected as a whole, not played.
    const Result padded =
        runText("manual blue\n1 1" + std::string(MaxLineLength, ' ') + "\ndump\n");
    QCOMPARE(static_cast<int>(splitLines(padded.err).size()), 1);
    const auto lines = harnessView(padded.out);
    const auto start = std::find(lines.begin(), lines.end(), "===");
    QVERIFY(start != lines.end());
    QCOMPARE(bytes(*(start + 1)), QByteArray("    1- 1- 1- 1- 1- 1-"));

    // Exactly the limit is accepted.
    std::string longest = "dump";
    longest.resize(MaxLineLength, ' ');
    const Result limit = runText(longest + "\n");
    QCOMPARE(bytes(limit.err), QByteArray());
    QCOMPARE(countLinesStartingWith(harnessView(limit.out), "==="), 2);
}

void TextLoopTest::nulBytesAreAnErrorNotTheEndOfTheLine()
{
    static const char input[] = "\0\nmanual blue\n1\0 1\n1 1\0\n2 2\ndump\n";
    const Result result = runText(std::string(input, sizeof input - 1));
    QCOMPARE(result.code, 0);
    QCOMPARE(static_cast<int>(splitLines(result.err).size()), 3);
    const auto lines = harnessView(result.out);
    const auto start = std::find(lines.begin(), lines.end(), "===");
    QVERIFY(start != lines.end());
    QCOMPARE(bytes(*(start + 2)), QByteArray("    1- 2r 1- 1- 1- 1-"));
}

void TextLoopTest::logEchoesEveryLineWithoutLookingLikeOutput()
{
    TextOptions options;
    options.log = true;
    const Result result =
        runText(options, "level 1\ndump\n* 9 9\n=== x\n  ===\nhello > * 3 4\n#* move\n3 3\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(static_cast<int>(splitLines(result.err).size()), 4);
    QVERIFY(result.out.find("dump") != std::string::npos);
    QVERIFY(result.out.find("* 9 9") == std::string::npos);
    QVERIFY(result.out.find("#* move") == std::string::npos);
    const auto lines = harnessView(result.out);
    // Only the real dump's two markers, and only the computer's answer to 3 3, look like output.
    int markers = 0;
    int stars = 0;
    for (const std::string& line : lines) {
        const std::size_t first = line.find_first_not_of(' ');
        markers += first != std::string::npos && line.compare(first, 3, "===") == 0 ? 1 : 0;
        stars += line.starts_with("*") ? 1 : 0;
    }
    QCOMPARE(markers, 2);
    QCOMPARE(stars, 1);
    // Eight echoed lines (each after its prompt), the dump, the computer's move, the last prompt.
    QCOMPARE(lines.size(), std::size_t{8 + 8 + 1 + 1});
}

void TextLoopTest::computerMovesAndWinsHaveTheProtocolFormat()
{
    const Result result = runText("level 1\nsize 3\nauto red\ndump\n");
    QCOMPARE(result.code, 0);
    const QRegularExpression move(QStringLiteral("^\\* [1-3] [1-3]$"));
    const QRegularExpression win(QStringLiteral("^\\* (Red|Blue) wins\\.$"));
    int moves = 0;
    int wins = 0;
    for (const std::string& line : harnessView(result.out)) {
        const QString text = QString::fromStdString(line);
        if (line.find('*') == std::string::npos) {
            continue;
        }
        QVERIFY2(wins == 0, "output after the win line contains a '*'");
        if (move.match(text).hasMatch()) {
            ++moves;
        } else {
            QVERIFY2(win.match(text).hasMatch(), line.c_str());
            ++wins;
        }
    }
    QVERIFY(moves >= 3);
    QCOMPARE(wins, 1);
    QVERIFY(result.out.find("+> ===") != std::string::npos);
}

void TextLoopTest::seedOptionSeedsTheSession()
{
    TextOptions seeded;
    seeded.seed = "777";
    const Result byOption = runText(seeded, "level 2\nsize 5\nauto red\n");
    const Result byCommand = runText("seed 777\nlevel 2\nsize 5\nauto red\n");
    QCOMPARE(byOption.code, 0);
    QCOMPARE(bytes(byOption.err), QByteArray());
    QCOMPARE(bytes(byOption.out.substr(5)), bytes(byCommand.out.substr(10))); // one prompt less

    TextOptions bad;
    bad.seed = "seven";
    const Result rejected = runText(bad, "dump\n");
    QCOMPARE(rejected.code, 2);
    QCOMPARE(static_cast<int>(splitLines(rejected.err).size()), 1);
    QCOMPARE(countLinesStartingWith(harnessView(rejected.out), "==="), 0);
}

void TextLoopTest::readLimitedLineSplitsAndCutsLines()
{
    static const char input[] = "abc\n\nabcdefgh\nxy\r\n1\0 2\nlast";
    std::istringstream in(std::string(input, sizeof input - 1));
    std::string line;
    bool tooLong = true;
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray("abc"));
    QVERIFY(!tooLong);
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray(""));
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray("abcde"));
    QVERIFY(tooLong);
    QCOMPARE(in.rdbuf()->sgetc(), int('g')); // the byte past the limit is read, the rest left
    QVERIFY(skipLine(in));
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray("xy\r")); // the CR is left for Arguments to drop
    QVERIFY(!tooLong);
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray("1\0 2", 4));
    QVERIFY(readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray("last"));
    QVERIFY(!readLimitedLine(in, line, 5, tooLong));
    QCOMPARE(bytes(line), QByteArray());
    QVERIFY(!skipLine(in));
}

void TextLoopTest::echoTextDisguisesStarsPromptsAndDumpMarkers_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("echo");
    QTest::newRow("plain") << QByteArray("3 4") << QByteArray("3 4");
    QTest::newRow("empty") << QByteArray("") << QByteArray("");
    QTest::newRow("move line") << QByteArray("* 3 4") << QByteArray("+ 3 4");
    QTest::newRow("win line") << QByteArray("* Red wins.") << QByteArray("+ Red wins.");
    QTest::newRow("directive") << QByteArray("#* move") << QByteArray("#+ move");
    QTest::newRow("prompt") << QByteArray("red> * 1 1") << QByteArray("red) + 1 1");
    QTest::newRow("dump marker") << QByteArray("===") << QByteArray("(input) ===");
    QTest::newRow("indented marker") << QByteArray("  === x") << QByteArray("  (input) === x");
    QTest::newRow("marker later in line") << QByteArray("a ===") << QByteArray("a ===");
    QTest::newRow("control characters")
        << QByteArray("1\x00 2\t\x1b[2J\x7f", 10) << QByteArray("1? 2\t?[2J?");
    // UTF-8 shows as it came; a byte that is not UTF-8, and a character that reorders or hides
    // text (here a C1 control and a right-to-left override), each show as one '?'.
    QTest::newRow("utf-8") << QByteArray("save caf\xc3\xa9 \xe2\x99\xa5")
                           << QByteArray("save caf\xc3\xa9 \xe2\x99\xa5");
    QTest::newRow("not utf-8") << QByteArray("save caf\xe9 \xc3 \x80\xff")
                               << QByteArray("save caf? ? ??");
    QTest::newRow("invisible") << QByteArray("1\xc2\x9b"
                                             "2 \xe2\x80\xae"
                                             "4")
                               << QByteArray("1?2 ?4");
    QTest::newRow("no-break space") << QByteArray("size\xc2\xa0"
                                                  "6")
                                    << QByteArray("size?6");
    // A CR LF line end's CR is not part of the line; a CR inside it is shown.
    QTest::newRow("crlf") << QByteArray("manual blue\r") << QByteArray("manual blue");
    QTest::newRow("inner cr") << QByteArray("size 3\r1 1\r") << QByteArray("size 3?1 1");
}

void TextLoopTest::echoTextDisguisesStarsPromptsAndDumpMarkers()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, echo);
    QCOMPARE(bytes(echoText(line.toStdString())), echo);
}

QTEST_APPLESS_MAIN(TextLoopTest)
#include "TextLoopTest.moc"
