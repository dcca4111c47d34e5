#include "app/Options.h"

#include "support/TestHelpers.h"

#include <string>
#include <vector>

#include <QtTest>

// The command line of docs/PROTOCOL.md section 6 and the tools' options (src/app/Options.cpp, which
// tests/CMakeLists.txt compiles into this test).

using namespace jump61;

namespace {

std::vector<std::string> argsOf(const QStringList& list)
{
    std::vector<std::string> args;
    for (const QString& arg : list) {
        args.push_back(arg.toStdString());
    }
    return args;
}

QStringList listOf(const std::vector<std::string>& args)
{
    QStringList list;
    for (const std::string& arg : args) {
        list << QString::fromStdString(arg);
    }
    return list;
}

} // namespace

class OptionsTest : public QObject
{
    Q_OBJECT

private slots:
    void noArgumentsIsTheTextGameOnStandardInput();
    void goodCommandLinesAreRead_data();
    void goodCommandLinesAreRead();
    void badCommandLinesAreRejectedWithOneLine_data();
    void badCommandLinesAreRejectedWithOneLine();
    void emptySeedIsRejected();
    void hashSetsTheSolverTable();
    void usageNamesEveryOptionOfTheProtocol();
    void theWindowNeedsADisplay();
};

void OptionsTest::noArgumentsIsTheTextGameOnStandardInput()
{
    std::string error;
    const auto options = parseOptions({}, error);
    QVERIFY(options);
    QCOMPARE(options->mode, Mode::Text);
    QVERIFY(!options->text.strict);
    QVERIFY(!options->text.log);
    QVERIFY(options->text.seed.empty());
    QVERIFY(options->text.inputs.empty());
    QVERIFY(error.empty());
}

void OptionsTest::goodCommandLinesAreRead_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<bool>("log");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<int>("perftDepth");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("json");
    QTest::addColumn<double>("seconds");
    const auto text = [](const char* name, const QStringList& args, bool strict, bool log,
                         const QString& seed, const QStringList& inputs) {
        QTest::newRow(name) << args << Mode::Text << strict << log << seed << inputs << 0 << 6
                            << false << 0.0;
    };
    const auto tool = [](const char* name, const QStringList& args, Mode mode, int depth, int size,
                         bool json, double seconds) {
        QTest::newRow(name) << args << mode << false << false << QString() << QStringList() << depth
                            << size << json << seconds;
    };
    text("strict", {"--strict"}, true, false, {}, {});
    text("log", {"--log"}, false, true, {}, {});
    text("files in order", {"a.in", "-", "b.in"}, false, false, {}, {"a.in", "-", "b.in"});
    text("options and files mixed", {"a.in", "--strict", "-", "--log", "b.in"}, true, true, {},
         {"a.in", "-", "b.in"});
    text("seed with =", {"--seed=42"}, false, false, "42", {});
    text("seed as the next argument", {"--seed", "42", "game.in"}, false, false, "42", {"game.in"});
    text("negative seed", {"--seed=-7"}, false, false, "-7", {});
    text("file named like a number", {"12"}, false, false, {}, {"12"});
    text("files after --", {"--log", "--", "--strict", "-x.in", "--", "-"}, false, true, {},
         {"--strict", "-x.in", "--", "-"});
    QTest::newRow("display") << QStringList{"--display"} << Mode::Display << false << false
                             << QString() << QStringList() << 0 << 6 << false << 0.0;
    QTest::newRow("display with a file")
        << QStringList{"--display", "--strict", "x.in"} << Mode::Display << true << false
        << QString() << QStringList{"x.in"} << 0 << 6 << false << 0.0;
    tool("version", {"--version"}, Mode::Version, 0, 6, false, 0.0);
    tool("help", {"--help"}, Mode::Help, 0, 6, false, 0.0);
    tool("-h", {"-h"}, Mode::Help, 0, 6, false, 0.0);
    tool("help with a tool", {"--bench", "--help"}, Mode::Help, 0, 6, false, 0.0);
    tool("version with a tool", {"--version", "--perft", "3"}, Mode::Version, 3, 6, false, 0.0);
    tool("the same tool twice", {"--bench", "--bench"}, Mode::Bench, 0, 6, false, 0.0);
    tool("perft", {"--perft", "5"}, Mode::Perft, 5, 6, false, 0.0);
    tool("perft with = and size", {"--perft=3", "--size", "4"}, Mode::Perft, 3, 4, false, 0.0);
    tool("size before perft", {"--size=15", "--perft", "20"}, Mode::Perft, 20, 15, false, 0.0);
    tool("perft on the smallest board", {"--perft=1", "--size=2"}, Mode::Perft, 1, 2, false, 0.0);
    tool("bench", {"--bench"}, Mode::Bench, 0, 6, false, 0.0);
    tool("bench json", {"--bench", "--json"}, Mode::Bench, 0, 6, true, 0.0);
    tool("json before bench", {"--json", "--bench"}, Mode::Bench, 0, 6, true, 0.0);
    tool("solve", {"--solve"}, Mode::Solve, 0, 6, false, 0.0);
    tool("solve with size and time", {"--solve", "--size", "5", "--time=30"}, Mode::Solve, 0, 5,
         false, 30.0);
}

void OptionsTest::hashSetsTheSolverTable()
{
    std::string error;
    const auto options = parseOptions({"--solve", "--hash", "512"}, error);
    QVERIFY2(options, error.c_str());
    QCOMPARE(options->hashMegabytes, 512);
    QCOMPARE(parseOptions({"--solve"}, error)->hashMegabytes, 0);
    QCOMPARE(parseOptions({"--solve", "--table", "t.bin"}, error)->tableFile, "t.bin");
    QCOMPARE(parseOptions({"--solve", "--table", "t.bin"}, error)->autosaveMinutes, 0);
    const auto autosave = parseOptions({"--solve", "--table=t.bin", "--autosave", "5"}, error);
    QVERIFY2(autosave, error.c_str());
    QCOMPARE(autosave->autosaveMinutes, 5);
    QCOMPARE(autosave->threads, 0);
    const auto threads = parseOptions({"--solve", "--threads", "2"}, error);
    QVERIFY2(threads, error.c_str());
    QCOMPARE(threads->threads, 2);
    // The largest values that the errors and --help name are taken.
    const auto largest = parseOptions({"--solve", "--time", "1000000", "--hash", "1048576",
                                       "--table", "t.bin", "--autosave", "1000000"},
                                      error);
    QVERIFY2(largest, error.c_str());
    QCOMPARE(largest->seconds, 1000000.0);
    QCOMPARE(largest->hashMegabytes, 1048576);
    QCOMPARE(largest->autosaveMinutes, 1000000);
    const std::string usage = usageText();
    for (const char* limit : {"--time 1 to 1000000 seconds, 60 if not given",
                              "--hash 1 to 1048576 MB", "--autosave 1 to 1000000 minutes"}) {
        QVERIFY2(usage.find(limit) != std::string::npos, limit);
    }
}

void OptionsTest::goodCommandLinesAreRead()
{
    QFETCH(QStringList, args);
    QFETCH(Mode, mode);
    QFETCH(bool, strict);
    QFETCH(bool, log);
    QFETCH(QString, seed);
    QFETCH(QStringList, inputs);
    QFETCH(int, perftDepth);
    QFETCH(int, size);
    QFETCH(bool, json);
    QFETCH(double, seconds);
    std::string error;
    const auto options = parseOptions(argsOf(args), error);
    QVERIFY2(options, error.c_str());
    QCOMPARE(options->mode, mode);
    QCOMPARE(options->text.strict, strict);
    QCOMPARE(options->text.log, log);
    QCOMPARE(QString::fromStdString(options->text.seed), seed);
    QCOMPARE(listOf(options->text.inputs), inputs);
    QCOMPARE(options->perftDepth, perftDepth);
    QCOMPARE(options->size, size);
    QCOMPARE(options->json, json);
    QCOMPARE(options->seconds, seconds);
}

void OptionsTest::badCommandLinesAreRejectedWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("error");
    const auto row = [](const char* name, const QStringList& args, const char* error) {
        QTest::newRow(name) << args << QString::fromLatin1(error);
    };
    row("unknown long option", {"--colour"}, "unknown option: --colour");
    row("unknown short option", {"-x"}, "unknown option: -x");
    row("unknown option after good ones", {"--strict", "a.in", "--fast"}, "unknown option: --fast");
    row("control bytes in an option", {"--\x01\x1b"}, "unknown option: --??");
    row("display with a value", {"--display=yes"}, "--display takes no value");
    row("seed twice", {"--seed", "5", "--seed=6"}, "--seed is given twice");
    row("perft twice", {"--perft", "1", "--perft", "2"}, "--perft is given twice");
    row("size twice", {"--solve", "--size", "4", "--size", "5"}, "--size is given twice");
    row("table twice", {"--solve", "--table", "a", "--table", "b"}, "--table is given twice");
    row("strict with a value", {"--strict=1"}, "--strict takes no value");
    row("log with a value", {"--log=on"}, "--log takes no value");
    row("version with a value", {"--version=2"}, "--version takes no value");
    row("help with a value", {"--help=all"}, "--help takes no value");
    row("bench with a value", {"--bench=1"}, "--bench takes no value");
    row("json with a value", {"--bench", "--json=1"}, "--json takes no value");
    row("solve with a value", {"--solve=1"}, "--solve takes no value");
    row("seed without a value", {"--seed"}, "--seed needs a 64-bit integer");
    row("seed not a number", {"--seed=abc"}, "--seed needs a 64-bit integer, not abc");
    row("seed too large", {"--seed", "18446744073709551616"},
        "--seed needs a 64-bit integer, not 18446744073709551616");
    row("perft without a depth", {"--perft"}, "--perft needs a depth from 1 to 20");
    row("perft 0", {"--perft", "0"}, "--perft needs a depth from 1 to 20, not 0");
    row("perft 21", {"--perft=21"}, "--perft needs a depth from 1 to 20, not 21");
    row("perft not a number", {"--perft", "deep"}, "--perft needs a depth from 1 to 20, not deep");
    row("perft huge", {"--perft=99999999999999999999"},
        "--perft needs a depth from 1 to 20, not 99999999999999999999");
    row("size too small", {"--perft=2", "--size=1"}, "--size needs a number from 2 to 15, not 1");
    row("size too large", {"--perft=2", "--size", "16"},
        "--size needs a number from 2 to 15, not 16");
    row("size without a value", {"--perft=2", "--size"}, "--size needs a number from 2 to 15");
    row("size without perft or solve", {"--size", "8"}, "--size goes with --perft or --solve");
    row("json without bench", {"--json"}, "--json goes with --bench");
    row("solve and perft", {"--solve", "--perft", "1"}, "--solve and --perft cannot be combined");
    row("bench and perft", {"--bench", "--perft=1"}, "--bench and --perft cannot be combined");
    row("perft and solve", {"--perft", "1", "--solve"}, "--perft and --solve cannot be combined");
    row("display with two files", {"--display", "a.txt", "b.txt"},
        "--display opens one saved game, not b.txt as well");
    row("display and perft", {"--display", "--perft", "2"},
        "--display and --perft cannot be combined");
    const char* gameOnly = "--strict, --log and --seed go with the game, not with --perft, --bench "
                           "or --solve";
    row("strict with a tool", {"--strict", "--perft", "2"}, gameOnly);
    row("log with a tool", {"--bench", "--log"}, gameOnly);
    row("seed with a tool", {"--perft", "3", "--seed=5"}, gameOnly); // no tool draws on it
    row("bench with a file", {"--bench", "extra"},
        "--perft, --bench and --solve take no FILE: extra");
    row("perft with a file", {"x.in", "--perft", "3"},
        "--perft, --bench and --solve take no FILE: x.in");
    row("solve with standard input", {"--solve", "-"},
        "--perft, --bench and --solve take no FILE: -");
    row("time 0", {"--solve", "--time", "0"},
        "--time needs a whole number of seconds from 1 to 1000000, not 0");
    row("time not a number", {"--solve", "--time=soon"},
        "--time needs a whole number of seconds from 1 to 1000000, not soon");
    row("time without a value", {"--solve", "--time"},
        "--time needs a whole number of seconds from 1 to 1000000");
    row("time without solve", {"--time", "5"},
        "--time, --hash, --table and --threads go with --solve");
    row("hash without solve", {"--hash", "64"},
        "--time, --hash, --table and --threads go with --solve");
    row("table without solve", {"--table", "t.bin"},
        "--time, --hash, --table and --threads go with --solve");
    row("table without a file", {"--solve", "--table"}, "--table needs a file name");
    row("table empty", {"--solve", "--table="}, "--table needs a file name");
    row("autosave without a table", {"--solve", "--autosave", "5"}, "--autosave goes with --table");
    row("threads without solve", {"--threads", "2"},
        "--time, --hash, --table and --threads go with --solve");
    row("threads 0", {"--solve", "--threads", "0"}, "--threads needs a number from 1 to 64, not 0");
    row("threads too many", {"--solve", "--threads=65"},
        "--threads needs a number from 1 to 64, not 65");
    row("autosave 0", {"--solve", "--table", "t.bin", "--autosave=0"},
        "--autosave needs a whole number of minutes from 1 to 1000000, not 0");
    row("autosave without a value", {"--solve", "--table", "t.bin", "--autosave"},
        "--autosave needs a whole number of minutes from 1 to 1000000");
    row("time a year", {"--solve", "--time", "31536000"},
        "--time needs a whole number of seconds from 1 to 1000000, not 31536000");
    row("autosave too long", {"--solve", "--table", "t.bin", "--autosave", "1000001"},
        "--autosave needs a whole number of minutes from 1 to 1000000, not 1000001");
    row("hash too large", {"--solve", "--hash", "1048577"},
        "--hash needs a number of megabytes from 1 to 1048576, not 1048577");
    row("hash 0", {"--solve", "--hash", "0"},
        "--hash needs a number of megabytes from 1 to 1048576, not 0");
    row("hash not a number", {"--solve", "--hash=lots"},
        "--hash needs a number of megabytes from 1 to 1048576, not lots");
}

void OptionsTest::badCommandLinesAreRejectedWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, error);
    std::string message;
    QVERIFY(!parseOptions(argsOf(args), message));
    QCOMPARE(QString::fromStdString(message), error);
}

// "--seed=" gives no seed: it must not pass for "no --seed at all".
void OptionsTest::emptySeedIsRejected()
{
    std::string error;
    const auto options = parseOptions({"--seed="}, error);
    QVERIFY2(!options, "--seed= was accepted and the seed silently dropped");
    QVERIFY2(error.find("--seed") != std::string::npos, error.c_str());
}

void OptionsTest::usageNamesEveryOptionOfTheProtocol()
{
    const std::string usage = usageText();
    QVERIFY(usage.starts_with("usage: jump61 "));
    QVERIFY(usage.ends_with("\n"));
    for (const char* option :
         {"--display", "--strict", "--log", "--seed=N", "--version", "--help", "FILE...", "--perft",
          "--size", "--solve", "--time", "--hash", "--bench", "--json"}) {
        QVERIFY2(usage.find(option) != std::string::npos, option);
    }
    QVERIFY(usage.find('*') == std::string::npos);
}

// --display without any of these would make Qt abort; offscreen (tests, screenshots) is one.
void OptionsTest::theWindowNeedsADisplay()
{
    QVERIFY(!displayAvailable(nullptr, nullptr, nullptr));
    QVERIFY(!displayAvailable("", "", ""));
    QVERIFY(displayAvailable(":0", nullptr, nullptr));
    QVERIFY(displayAvailable(nullptr, "wayland-0", nullptr));
    QVERIFY(displayAvailable(nullptr, nullptr, "offscreen"));
    const std::string line = noDisplayText();
    QVERIFY(line.find('\n') == std::string::npos);
    QVERIFY(line.find("without --display") != std::string::npos);
}

QTEST_APPLESS_MAIN(OptionsTest)
#include "OptionsTest.moc"
