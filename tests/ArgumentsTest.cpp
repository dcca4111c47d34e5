#include "protocol/Arguments.h"

#include "protocol/CommandError.h"
#include "support/TestHelpers.h"

#include <limits>
#include <stdexcept>
#include <string>

#include <QtTest>

// Arguments cleans an input line once (docs/PROTOCOL.md section 2: trim, drop a trailing CR, split
// on runs of blanks) and reads typed arguments whose errors name the argument.

using namespace jump61;
using jump61::testing::bytes;

namespace {

std::string text(const QByteArray& array)
{
    return std::string(array.constData(), static_cast<std::size_t>(array.size()));
}

// The message of the CommandError that `read` throws, or "no error" if it throws none.
template <class Read>
QByteArray errorOf(Read read)
{
    try {
        read();
    } catch (const CommandError& e) {
        return QByteArray(e.what());
    }
    return "no error";
}

constexpr long long Max = std::numeric_limits<long long>::max();
constexpr long long Min = std::numeric_limits<long long>::min();

} // namespace

class ArgumentsTest : public QObject
{
    Q_OBJECT

private slots:
    void lineIsTrimmedAndSplitOnRunsOfBlanks_data();
    void lineIsTrimmedAndSplitOnRunsOfBlanks();
    void commentIsALineWhoseFirstWordStartsWithHash_data();
    void commentIsALineWhoseFirstWordStartsWithHash();
    void restIsTheTextAfterTheCommandTrimmed_data();
    void restIsTheTextAfterTheCommandTrimmed();
    void integerAcceptsSignsAndSaturates_data();
    void integerAcceptsSignsAndSaturates();
    void integerRejectsWhatIsNotANumber_data();
    void integerRejectsWhatIsNotANumber();
    void missingIntegerNamesTheArgument();
    void playerAcceptsRedAndBlueInAnyCase_data();
    void playerAcceptsRedAndBlueInAnyCase();
    void playerRejectsOtherWords_data();
    void playerRejectsOtherWords();
    void printableHidesControlBytesAndStarsAndCutsLongWords_data();
    void printableHidesControlBytesAndStarsAndCutsLongWords();
    void printablePathKeepsTheEndOfALongName();
    void loweredLowersAsciiOnly();
};

void ArgumentsTest::lineIsTrimmedAndSplitOnRunsOfBlanks_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArrayList>("words");
    QTest::newRow("empty") << QByteArray() << QByteArrayList{};
    QTest::newRow("blanks only") << QByteArray("  \t  ") << QByteArrayList{};
    QTest::newRow("a CR only") << QByteArray("\r") << QByteArrayList{};
    QTest::newRow("one word") << QByteArray("dump") << QByteArrayList{"dump"};
    QTest::newRow("leading and trailing blanks")
        << QByteArray("   dump  ") << QByteArrayList{"dump"};
    QTest::newRow("trailing CR") << QByteArray("dump\r") << QByteArrayList{"dump"};
    QTest::newRow("CR after an argument") << QByteArray("size 4\r") << QByteArrayList{"size", "4"};
    QTest::newRow("tab between words") << QByteArray("2\t3") << QByteArrayList{"2", "3"};
    QTest::newRow("runs of blanks and tabs")
        << QByteArray(" set \t 1  1\t\t2   r \r") << QByteArrayList{"set", "1", "1", "2", "r"};
    QTest::newRow("extra arguments are kept for the handler to ignore")
        << QByteArray("2 2 and more") << QByteArrayList{"2", "2", "and", "more"};
    QTest::newRow("a NUL byte is part of a word")
        << QByteArray("1\0 2", 4) << QByteArrayList{QByteArray("1\0", 2), "2"};
    QTest::newRow("bytes above 127 are part of a word")
        << QByteArray("\xC3\xA9t\xC3\xA9 1") << QByteArrayList{"\xC3\xA9t\xC3\xA9", "1"};
}

void ArgumentsTest::lineIsTrimmedAndSplitOnRunsOfBlanks()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArrayList, words);
    const Arguments args(text(line));
    QCOMPARE(args.empty(), words.isEmpty());
    if (words.isEmpty()) {
        QCOMPARE(args.count(), std::size_t{0});
        return;
    }
    QCOMPARE(bytes(args.command()), words.front());
    QCOMPARE(args.count(), static_cast<std::size_t>(words.size() - 1));
    for (qsizetype i = 1; i < words.size(); ++i) {
        QCOMPARE(bytes(args.word(static_cast<std::size_t>(i - 1))), words[i]);
    }
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, args.word(args.count()));
}

void ArgumentsTest::commentIsALineWhoseFirstWordStartsWithHash_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("comment");
    QTest::newRow("hash alone") << QByteArray("#") << true;
    QTest::newRow("hash and text") << QByteArray("# a comment") << true;
    QTest::newRow("test script directive") << QByteArray("#* move/win") << true;
    QTest::newRow("indented") << QByteArray(" \t #*remote move/win") << true;
    QTest::newRow("hash glued to a word") << QByteArray("#dump") << true;
    QTest::newRow("hash after a command") << QByteArray("dump # now") << false;
    QTest::newRow("hash after a move") << QByteArray("1 #") << false;
    QTest::newRow("empty line") << QByteArray("") << false;
}

void ArgumentsTest::commentIsALineWhoseFirstWordStartsWithHash()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, comment);
    QCOMPARE(Arguments(text(line)).isComment(), comment);
}

void ArgumentsTest::restIsTheTextAfterTheCommandTrimmed_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QByteArray>("rest");
    QTest::newRow("one word") << QByteArray("save game.txt") << QByteArray("game.txt");
    QTest::newRow("inner blanks kept")
        << QByteArray("save my  game.txt") << QByteArray("my  game.txt");
    QTest::newRow("outer blanks and CR dropped")
        << QByteArray("  load \t old game \t\r") << QByteArray("old game");
    QTest::newRow("nothing after the command") << QByteArray("save") << QByteArray();
    QTest::newRow("only blanks after the command") << QByteArray("save   \r") << QByteArray();
}

void ArgumentsTest::restIsTheTextAfterTheCommandTrimmed()
{
    QFETCH(QByteArray, line);
    QFETCH(QByteArray, rest);
    QCOMPARE(bytes(Arguments(text(line)).rest()), rest);
}

void ArgumentsTest::integerAcceptsSignsAndSaturates_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<qlonglong>("value");
    QTest::newRow("zero") << QByteArray("0") << 0LL;
    QTest::newRow("plain") << QByteArray("42") << 42LL;
    QTest::newRow("plus sign") << QByteArray("+42") << 42LL;
    QTest::newRow("minus sign") << QByteArray("-42") << -42LL;
    QTest::newRow("minus zero") << QByteArray("-0") << 0LL;
    QTest::newRow("leading zeros") << QByteArray("007") << 7LL;
    QTest::newRow("largest") << QByteArray("9223372036854775807") << Max;
    QTest::newRow("one past the largest") << QByteArray("9223372036854775808") << Max;
    QTest::newRow("huge") << QByteArray("99999999999999999999999999999999") << Max;
    QTest::newRow("huge with plus") << QByteArray("+18446744073709551616") << Max;
    QTest::newRow("smallest but one") << QByteArray("-9223372036854775807") << Min + 1;
    QTest::newRow("smallest") << QByteArray("-9223372036854775808") << Min;
    QTest::newRow("huge negative") << QByteArray("-99999999999999999999999999999") << Min;
}

void ArgumentsTest::integerAcceptsSignsAndSaturates()
{
    QFETCH(QByteArray, word);
    QFETCH(qlonglong, value);
    const Arguments args("size " + text(word));
    QCOMPARE(args.integer(0, "the size"), value);
    long long parsed = 0;
    QVERIFY(parseInteger(text(word), parsed));
    QCOMPARE(parsed, value);
}

void ArgumentsTest::integerRejectsWhatIsNotANumber_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::newRow("letters") << QByteArray("x");
    QTest::newRow("trailing letter") << QByteArray("1x");
    QTest::newRow("leading letter") << QByteArray("x1");
    QTest::newRow("decimal point") << QByteArray("1.5");
    QTest::newRow("hexadecimal") << QByteArray("0x10");
    QTest::newRow("exponent") << QByteArray("1e3");
    QTest::newRow("sign alone") << QByteArray("+");
    QTest::newRow("minus alone") << QByteArray("-");
    QTest::newRow("two signs") << QByteArray("--1");
    QTest::newRow("mixed signs") << QByteArray("+-1");
    QTest::newRow("sign after digits") << QByteArray("1-");
    QTest::newRow("NUL byte") << QByteArray("1\0", 2);
    QTest::newRow("non-ASCII digit") << QByteArray("\xD9\xA1");
}

void ArgumentsTest::integerRejectsWhatIsNotANumber()
{
    QFETCH(QByteArray, word);
    const Arguments args("set " + text(word) + " 1");
    const QByteArray message = errorOf([&] { args.integer(0, "the row"); });
    QVERIFY2(message.startsWith("the row "), message.constData());
    QVERIFY2(message.contains(bytes(printable(text(word)))), message.constData());
    long long parsed = 0;
    QVERIFY(!parseInteger(text(word), parsed));
    QVERIFY(!parseInteger("", parsed));
}

void ArgumentsTest::missingIntegerNamesTheArgument()
{
    const Arguments args("set 1");
    QCOMPARE(args.integer(0, "the row"), 1LL);
    QCOMPARE(errorOf([&] { args.integer(1, "the column"); }), QByteArray("the column is missing"));
    QCOMPARE(errorOf([&] { Arguments("size").integer(0, "the size"); }),
             QByteArray("the size is missing"));
}

void ArgumentsTest::playerAcceptsRedAndBlueInAnyCase_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<Side>("side");
    for (const char* word : {"r", "R", "red", "RED", "Red", "rEd"}) {
        QTest::newRow(word) << QByteArray(word) << Side::Red;
    }
    for (const char* word : {"b", "B", "blue", "BLUE", "Blue", "bLuE"}) {
        QTest::newRow(word) << QByteArray(word) << Side::Blue;
    }
}

void ArgumentsTest::playerAcceptsRedAndBlueInAnyCase()
{
    QFETCH(QByteArray, word);
    QFETCH(Side, side);
    QCOMPARE(Arguments("auto " + text(word)).player(0), side);
    QCOMPARE(parsePlayer(text(word)), std::optional<Side>(side));
}

void ArgumentsTest::playerRejectsOtherWords_data()
{
    QTest::addColumn<QByteArray>("word");
    for (const char* word : {"white", "w", "-", "rd", "reds", "bl", "blu", "green", "0", "1"}) {
        QTest::newRow(word) << QByteArray(word);
    }
}

void ArgumentsTest::playerRejectsOtherWords()
{
    QFETCH(QByteArray, word);
    const QByteArray message = errorOf([&] { Arguments("auto " + text(word)).player(0); });
    QVERIFY2(message.contains("unknown player: " + word), message.constData());
    QVERIFY(!parsePlayer(text(word)));
    QVERIFY(errorOf([] { Arguments("auto").player(0); }).contains("missing"));
}

void ArgumentsTest::printableHidesControlBytesAndStarsAndCutsLongWords_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<QByteArray>("shown");
    QTest::newRow("plain") << QByteArray("zap") << QByteArray("zap");
    QTest::newRow("star") << QByteArray("a*b") << QByteArray("a?b");
    QTest::newRow("control bytes") << QByteArray("\x01\x1f\x7f") << QByteArray("???");
    QTest::newRow("NUL byte") << QByteArray("a\0b", 3) << QByteArray("a?b");
    QTest::newRow("escape sequence") << QByteArray("\x1b[2J") << QByteArray("?[2J");
    QTest::newRow("UTF-8 kept") << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x8E\xB2")
                                << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x8E\xB2");
    QTest::newRow("bytes that are not UTF-8") << QByteArray("a\xFF\xFE"
                                                            "b")
                                              << QByteArray("a??b");
    QTest::newRow("stray continuation byte") << QByteArray("\x80x") << QByteArray("?x");
    QTest::newRow("sequence cut short") << QByteArray("x\xE2\x82") << QByteArray("x??");
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << QByteArray("??");
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << QByteArray("???");
    QTest::newRow("C1 control") << QByteArray("a\xC2\x85"
                                              "b")
                                << QByteArray("a?b");
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBFsize") << QByteArray("?size");
    QTest::newRow("zero-width space") << QByteArray("a\xE2\x80\x8B"
                                                    "b")
                                      << QByteArray("a?b");
    QTest::newRow("right-to-left override") << QByteArray("a\xE2\x80\xAE"
                                                          "b")
                                            << QByteArray("a?b");
    QTest::newRow("no-break space") << QByteArray("\xC2\xA0"
                                                  "6")
                                    << QByteArray("?6");
    QTest::newRow("ideographic space") << QByteArray("a\xE3\x80\x80"
                                                     "b")
                                       << QByteArray("a?b");
    // Invisible beyond the zero-width spaces and the marks of the General Punctuation block.
    QTest::newRow("Arabic letter mark") << QByteArray("zap\xD8\x9Cx") << QByteArray("zap?x");
    QTest::newRow("noncharacter U+FFFE") << QByteArray("zap\xEF\xBF\xBEx") << QByteArray("zap?x");
    QTest::newRow("noncharacter U+10FFFF")
        << QByteArray("zap\xF4\x8F\xBF\xBFx") << QByteArray("zap?x");
    QTest::newRow("noncharacter U+FDD0") << QByteArray("zap\xEF\xB7\x90x") << QByteArray("zap?x");
    QTest::newRow("private use is drawn by some fonts")
        << QByteArray("zap\xEF\xA3\xBFx") << QByteArray("zap\xEF\xA3\xBFx");
    QTest::newRow("combining grapheme joiner") << QByteArray("e\xCD\x8F") << QByteArray("e?");
    QTest::newRow("Mongolian vowel separator") << QByteArray("a\xE1\xA0\x8E") << QByteArray("a?");
    QTest::newRow("variation selector") << QByteArray("1\xEF\xB8\x8F") << QByteArray("1?");
    QTest::newRow("tag character") << QByteArray("a\xF3\xA0\x80\x81") << QByteArray("a?");
    QTest::newRow("Hangul filler") << QByteArray("\xE3\x85\xA4x") << QByteArray("?x");
    QTest::newRow("interlinear annotation") << QByteArray("\xEF\xBF\xB9x") << QByteArray("?x");
    QTest::newRow("Arabic number sign") << QByteArray("\xD8\x80"
                                                      "1")
                                        << QByteArray("?1");
    QTest::newRow("forty characters, not bytes")
        << QByteArray("\xC3\xA9").repeated(41) << QByteArray("\xC3\xA9").repeated(40) + "...";
    QTest::newRow("forty bytes kept") << QByteArray(40, 'x') << QByteArray(40, 'x');
    QTest::newRow("longer words cut")
        << QByteArray(41, 'x') << QByteArray(40, 'x') + QByteArray("...");
    QTest::newRow("very long word cut")
        << QByteArray(100000, 'y') << QByteArray(40, 'y') + QByteArray("...");
}

void ArgumentsTest::printableHidesControlBytesAndStarsAndCutsLongWords()
{
    QFETCH(QByteArray, word);
    QFETCH(QByteArray, shown);
    QCOMPARE(bytes(printable(text(word))), shown);
}

// A long file name keeps its end, where the file's own name is.
void ArgumentsTest::printablePathKeepsTheEndOfALongName()
{
    QCOMPARE(bytes(printablePath("/tmp/game.jump61")), QByteArray("/tmp/game.jump61"));
    const std::string forty(40, 'x');
    QCOMPARE(bytes(printablePath(forty)), QByteArray(forty.c_str()));
    const std::string path =
        "/tmp/gui-rev/home/.local/share/jump61/unsaved-game.jump61"; // 57 characters
    QCOMPARE(bytes(printablePath(path)), QByteArray("/tmp/gui-rev...e/jump61/unsaved-game.jump61"));
    // Characters, not bytes, and hidden as printable() hides them.
    const std::string accented = "\xC3\xA9" + std::string(50, 'a') + "*\xC3\xA9";
    QCOMPARE(bytes(printablePath(accented)), QByteArray("\xC3\xA9") + QByteArray(11, 'a') + "..." +
                                                 QByteArray(26, 'a') + "?\xC3\xA9");
}

void ArgumentsTest::loweredLowersAsciiOnly()
{
    QCOMPARE(bytes(lowered("DuMP")), QByteArray("dump"));
    QCOMPARE(bytes(lowered("SiZe 12")), QByteArray("size 12"));
    QCOMPARE(bytes(lowered("\xC3\x89T\xC3\x89")), QByteArray("\xC3\x89t\xC3\x89"));
}

QTEST_APPLESS_MAIN(ArgumentsTest)
#include "ArgumentsTest.moc"
