#include "protocol/TextLoop.h"
#include "support/TestHelpers.h"

#include <sstream>
#include <streambuf>
#include <string>

#include <QtTest>

// Input that never ends (`jump61 /dev/zero`): the over-long line gets its error as soon as the
// limit is passed, and the reader drops the rest of the line as it comes, then goes on.

using namespace jump61;
using jump61::testing::bytes;

namespace {

// Standard input that hands out NUL bytes one at a time, without end, and notes how many it had
// handed out when the first error line appeared. With `tail`, it stops `afterError` bytes after
// that and ends with the tail instead (a guard ends a reader that never reports, after
// `guard` bytes, so that a broken reader fails the test instead of hanging it).
class EndlessZeros : public std::streambuf
{
public:
    EndlessZeros(const std::ostringstream& err, std::size_t afterError, std::string tail,
                 std::size_t guard)
        : m_err(err), m_afterError(afterError), m_tail(std::move(tail)), m_guard(guard)
    {}
    // Bytes handed out before the first error line (0: none came).
    std::size_t readBeforeError() const { return m_readBeforeError; }
    std::size_t handedOut() const { return m_handedOut; }

protected:
    int_type underflow() override
    {
        if (m_readBeforeError == 0 && !m_err.str().empty()) {
            m_readBeforeError = m_handedOut;
        }
        if (m_handedOut >= m_guard) {
            return traits_type::eof();
        }
        const bool zeros = m_readBeforeError == 0 || m_handedOut < m_readBeforeError + m_afterError;
        if (zeros) {
            m_current = '\0';
        } else if (m_tailNext < m_tail.size()) {
            m_current = m_tail[m_tailNext++];
        } else {
            return traits_type::eof();
        }
        ++m_handedOut;
        setg(&m_current, &m_current, &m_current + 1);
        return traits_type::to_int_type(m_current);
    }

private:
    const std::ostringstream& m_err;
    std::size_t m_afterError;
    std::string m_tail;
    std::size_t m_guard;
    std::size_t m_readBeforeError = 0;
    std::size_t m_handedOut = 0;
    std::size_t m_tailNext = 0;
    char m_current = '\0';
};

constexpr std::size_t Guard = std::size_t{1} << 30;

} // namespace

class TextLoopEndlessInputTest : public QObject
{
    Q_OBJECT

private slots:
    void theErrorComesAsSoonAsTheLimitIsPassed();
    void theRestOfTheLineIsSkippedAndTheNextLineRuns();
    void strictEndsAnEndlessLineAtTheLimit();
};

void TextLoopEndlessInputTest::theErrorComesAsSoonAsTheLimitIsPassed()
{
    std::ostringstream out;
    std::ostringstream err;
    EndlessZeros zeros(err, 0, "", Guard);
    std::istream in(&zeros);
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    // The reader had the limit and one byte more when it said so.
    QCOMPARE(zeros.readBeforeError(), MaxLineLength + 1);
    QCOMPARE(bytes(err.str()), QByteArray("error: the line is too long (over 4096 bytes)\n"));
}

void TextLoopEndlessInputTest::theRestOfTheLineIsSkippedAndTheNextLineRuns()
{
    // 16 MB more of the same line after the error: skipped as it comes, not stored.
    const std::size_t rest = std::size_t{16} << 20;
    std::ostringstream out;
    std::ostringstream err;
    EndlessZeros zeros(err, rest, "\nmanual blue\n1 1\ndump\n", Guard);
    std::istream in(&zeros);
    QCOMPARE(runTextSession(TextOptions{}, in, out, err), 0);
    QCOMPARE(zeros.readBeforeError(), MaxLineLength + 1);
    QCOMPARE(zeros.handedOut(), MaxLineLength + 1 + rest + 22);
    QCOMPARE(bytes(err.str()), QByteArray("error: the line is too long (over 4096 bytes)\n"));
    QVERIFY2(out.str().find("===\n    2r 1- 1- 1- 1- 1-") != std::string::npos, out.str().c_str());
}

void TextLoopEndlessInputTest::strictEndsAnEndlessLineAtTheLimit()
{
    // No end and no tail: only a reader that stops at the limit can return.
    std::ostringstream out;
    std::ostringstream err;
    EndlessZeros zeros(err, Guard, "", Guard);
    std::istream in(&zeros);
    TextOptions options;
    options.strict = true;
    QCOMPARE(runTextSession(options, in, out, err), 1);
    QCOMPARE(zeros.handedOut(), MaxLineLength + 1);
    QCOMPARE(bytes(err.str()), QByteArray("error: the line is too long (over 4096 bytes)\n"));
}

QTEST_GUILESS_MAIN(TextLoopEndlessInputTest)
#include "TextLoopEndlessInputTest.moc"
