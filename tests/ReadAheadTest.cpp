#include "protocol/ReadAhead.h"

#include <ext/stdio_filebuf.h>
#include <istream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include <QtTest>

// The reader of the text program's standard input while a long command runs. Its thread may be
// left waiting for a line that never comes when the program has to end (a --strict error after
// a review, an output gone): the program must end all the same.

using namespace jump61;

namespace {

// A stream on the read end of a pipe whose write end is returned in `writer`. Both stay open
// until the process ends: a reader left waiting on the stream may use it until then.
std::istream& pipeStream(int& writer)
{
    int ends[2];
    if (pipe(ends) != 0) {
        qFatal("no pipe");
    }
    writer = ends[1];
    static auto* buffer = new __gnu_cxx::stdio_filebuf<char>(ends[0], std::ios::in);
    static auto* stream = new std::istream(buffer);
    return *stream;
}

void send(int writer, const std::string& text)
{
    if (write(writer, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
        qFatal("short write");
    }
}

} // namespace

class ReadAheadTest : public QObject
{
    Q_OBJECT

private slots:
    void linesReadAheadComeInOrderAfterTheCommand();
    void aReaderLeftWaitingDoesNotHoldUpTheEnd();
};

void ReadAheadTest::linesReadAheadComeInOrderAfterTheCommand()
{
    std::istringstream in("one\ntwo\nquit\nthree\n");
    std::vector<std::string> seen;
    ReadAhead ahead(in, 100, [&](const InputLine& line) {
        seen.push_back(line.text);
        return line.text == "quit";
    });
    ahead.start();
    QCOMPARE(ahead.next().text, std::string("one"));
    QCOMPARE(ahead.next().text, std::string("two"));
    QCOMPARE(ahead.next().text, std::string("quit"));
    ahead.finish();
    // The stop was seen during the command; what follows is read when asked for.
    QCOMPARE(seen, (std::vector<std::string>{"one", "two", "quit"}));
    QCOMPARE(ahead.next().text, std::string("three"));
    QVERIFY(ahead.next().end);
}

void ReadAheadTest::aReaderLeftWaitingDoesNotHoldUpTheEnd()
{
    int writer = -1;
    std::istream& in = pipeStream(writer);
    int calls = 0;
    {
        ReadAhead ahead(
            in, 100, [&](const InputLine&) { return ++calls > 100; }, true);
        ahead.start();
        send(writer, "zap\n");
        // Read ahead: the thread then waits for a next line, which does not come.
        QCOMPARE(ahead.next().text, std::string("zap"));
        ahead.finish();
        // Leaving the scope ends the ReadAhead; with the old reader it waited here for ever.
    }
    QCOMPARE(calls, 1);
}

QTEST_GUILESS_MAIN(ReadAheadTest)
#include "ReadAheadTest.moc"
