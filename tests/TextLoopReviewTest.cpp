#include "protocol/TextLoop.h"
#include "support/TestHelpers.h"

#include <sstream>
#include <string>

#include <QtTest>

// The text program while `review` runs: it reads its standard input on, so that `quit` or the
// end of the input stops the review at once, and the other lines typed meanwhile run after it
// in order, a bad one with its one error line. Lines from named input files are not read ahead:
// a review there runs to its end.

using namespace jump61;
using jump61::testing::bytes;

namespace {

struct Result
{
    int code = 0;
    std::string out;
    std::string err;
};

Result runText(const std::string& input)
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    Result result;
    result.code = runTextSession(TextOptions{}, in, out, err);
    result.out = out.str();
    result.err = err.str();
    return result;
}

// A whole 8x8 game of the first level against itself, long enough that a review of it takes
// many positions, then both sides manual.
const std::string LongGame = "seed 3\nlevel 1\nsize 8\nauto red\nmanual red\nmanual blue\n";

int count(const std::string& text, const std::string& part)
{
    int n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
        ++n;
    }
    return n;
}

} // namespace

class TextLoopReviewTest : public QObject
{
    Q_OBJECT

private slots:
    void quitStopsAReviewAndEndsTheProgram();
    void theEndOfTheInputStopsAReview();
    void linesTypedDuringAReviewRunAfterItInOrder();
};

void TextLoopReviewTest::quitStopsAReviewAndEndsTheProgram()
{
    const Result result = runText(LongGame + "review\nquit\ndump\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    QCOMPARE(count(result.out, "review stopped after "), 1);
    QCOMPARE(count(result.out, "review red:"), 0);
    QCOMPARE(count(result.out, "==="), 0); // nothing after quit ran
}

void TextLoopReviewTest::theEndOfTheInputStopsAReview()
{
    const Result result = runText(LongGame + "review\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray());
    QCOMPARE(count(result.out, "review stopped after "), 1);
}

void TextLoopReviewTest::linesTypedDuringAReviewRunAfterItInOrder()
{
    const Result result = runText(LongGame + "review\nbogus\nboard\nsize 99\nquit\n");
    QCOMPARE(result.code, 0);
    QCOMPARE(bytes(result.err), QByteArray("error: unknown command: bogus\n"
                                           "error: size must be between 2 and 15\n"));
    const std::size_t stopped = result.out.find("review stopped after ");
    const std::size_t board = result.out.find("   1  2  3  4  5  6  7  8");
    QVERIFY(stopped != std::string::npos);
    QVERIFY(board != std::string::npos);
    QVERIFY(stopped < board);
}

QTEST_APPLESS_MAIN(TextLoopReviewTest)
#include "TextLoopReviewTest.moc"
