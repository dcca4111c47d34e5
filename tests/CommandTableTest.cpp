#include "protocol/CommandTable.h"

#include "protocol/CommandError.h"
#include "protocol/Session.h"
#include "support/RecordingReporter.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <string>
#include <vector>

#include <QtTest>

// The command table's lookup rules (docs/PROTOCOL.md section 2): an exact name always wins; a
// course command may be abbreviated to any unique prefix of the course table; a prefix of
// several course commands is an error; extensions match by their full name only.

using namespace jump61;

namespace {

const std::vector<std::string> CourseCommands = {"auto",   "board", "clear", "dump",  "help",
                                                 "manual", "new",   "q",     "quiet", "quit",
                                                 "seed",   "set",   "size",  "start", "verbose"};
const std::vector<std::string> Extensions = {"undo", "redo", "hint", "level", "save", "load"};

CommandTable tableOf(bool reversed)
{
    std::vector<Command> commands;
    for (const std::string& name : CourseCommands) {
        commands.push_back({name, true, 0, name, "course command", {}});
    }
    for (const std::string& name : Extensions) {
        commands.push_back({name, false, 0, name, "extension", {}});
    }
    if (reversed) {
        std::reverse(commands.begin(), commands.end());
    }
    CommandTable table;
    for (Command& command : commands) {
        table.add(std::move(command));
    }
    return table;
}

// What `word` names in `table`: the command's name, "" for none, or "ambiguous: MESSAGE".
QByteArray lookup(const CommandTable& table, const std::string& word)
{
    try {
        const Command* command = table.find(word);
        return command != nullptr ? QByteArray::fromStdString(command->name) : QByteArray();
    } catch (const CommandError& e) {
        return QByteArray("ambiguous: ") + e.what();
    }
}

} // namespace

class CommandTableTest : public QObject
{
    Q_OBJECT

private slots:
    void wordNamesTheRightCommand_data();
    void wordNamesTheRightCommand();
    void ambiguousPrefixIsAnErrorNamingTheCandidates_data();
    void ambiguousPrefixIsAnErrorNamingTheCandidates();
    void foundCommandCarriesItsHandlerAndUsage();
    void sessionRegistersEveryProtocolCommand();
};

void CommandTableTest::wordNamesTheRightCommand_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<QByteArray>("command"); // empty: not a command
    const auto row = [](const char* word, const char* command) {
        QTest::addRow("%s", word) << QByteArray(word) << QByteArray(command);
    };
    // Exact names, including the ones that are prefixes of others.
    for (const std::string& name : CourseCommands) {
        row(name.c_str(), name.c_str());
    }
    for (const std::string& name : Extensions) {
        row(name.c_str(), name.c_str());
    }
    // The abbreviations docs/PROTOCOL.md names, and some longer ones.
    row("a", "auto");
    row("au", "auto");
    row("d", "dump");
    row("du", "dump");
    row("h", "help"); // not made ambiguous by the extension hint
    row("he", "help");
    row("n", "new");
    row("ne", "new");
    row("si", "size");
    row("siz", "size");
    row("see", "seed");
    row("b", "board");
    row("boa", "board");
    row("c", "clear");
    row("cle", "clear");
    row("m", "manual");
    row("manu", "manual");
    row("st", "start");
    row("star", "start");
    row("v", "verbose");
    row("verbos", "verbose");
    row("quie", "quiet");
    // Extensions only by their full name.
    for (const char* prefix : {"u", "un", "und", "r", "re", "red", "hi", "hin", "l", "le", "lev",
                               "leve", "sa", "sav", "lo", "loa"}) {
        row(prefix, "");
    }
    // Not a command at all.
    for (const char* word : {"zap", "dumpx", "quitt", "undos", "x", "1", "-1", "#"}) {
        row(word, "");
    }
}

void CommandTableTest::wordNamesTheRightCommand()
{
    QFETCH(QByteArray, word);
    QFETCH(QByteArray, command);
    const std::string w = word.toStdString();
    QCOMPARE(lookup(tableOf(false), w), command);
    QCOMPARE(lookup(tableOf(true), w), command); // the order of registration does not matter
    testing::RecordingReporter reporter;
    const Session session(reporter);
    QCOMPARE(lookup(session.commands(), w), command);
}

void CommandTableTest::ambiguousPrefixIsAnErrorNamingTheCandidates_data()
{
    QTest::addColumn<QByteArray>("word");
    QTest::addColumn<QByteArrayList>("candidates");
    QTest::newRow("s") << QByteArray("s") << QByteArrayList{"seed", "set", "size", "start"};
    QTest::newRow("se") << QByteArray("se") << QByteArrayList{"seed", "set"};
    QTest::newRow("qu") << QByteArray("qu") << QByteArrayList{"quiet", "quit"};
    QTest::newRow("qui") << QByteArray("qui") << QByteArrayList{"quiet", "quit"};
}

void CommandTableTest::ambiguousPrefixIsAnErrorNamingTheCandidates()
{
    QFETCH(QByteArray, word);
    QFETCH(QByteArrayList, candidates);
    testing::RecordingReporter reporter;
    const Session session(reporter);
    const QByteArray result = lookup(session.commands(), word.toStdString());
    QVERIFY2(result.startsWith("ambiguous: "), result.constData());
    QVERIFY2(result.contains(word), result.constData());
    for (const QByteArray& candidate : candidates) {
        QVERIFY2(result.contains(candidate), result.constData());
    }
    const QByteArray local = lookup(tableOf(false), word.toStdString());
    QVERIFY2(local.startsWith("ambiguous: "), local.constData());
}

void CommandTableTest::foundCommandCarriesItsHandlerAndUsage()
{
    CommandTable table;
    int calls = 0;
    std::string seen;
    table.add({"size", true, 1, "size N", "new board", [&](const Arguments& args) {
                   ++calls;
                   seen = args.word(0);
               }});
    table.add({"set", true, 3, "set R C N P", "put spots", {}});
    const Command* command = table.find("si");
    QVERIFY(command != nullptr);
    QCOMPARE(QByteArray::fromStdString(command->name), QByteArray("size"));
    QCOMPARE(command->minArguments, std::size_t{1});
    QCOMPARE(QByteArray::fromStdString(command->usage), QByteArray("size N"));
    command->handler(Arguments("si 7"));
    QCOMPARE(calls, 1);
    QCOMPARE(QByteArray::fromStdString(seen), QByteArray("7"));
    QCOMPARE(lookup(table, "s"), QByteArray("ambiguous: ambiguous command: s (size, set)"));
    QVERIFY(table.find("sizes") == nullptr);
}

// The real table holds every command of docs/PROTOCOL.md sections 3 and 7. Exactly the course
// commands are abbreviable: one more would change what the course abbreviations mean.
void CommandTableTest::sessionRegistersEveryProtocolCommand()
{
    testing::RecordingReporter reporter;
    const Session session(reporter);
    const auto& commands = session.commands().commands();
    const auto find = [&](const std::string& name) {
        return std::find_if(commands.begin(), commands.end(),
                            [&](const Command& c) { return c.name == name; });
    };
    for (const std::string& name : CourseCommands) {
        const auto it = find(name);
        QVERIFY2(it != commands.end(), name.c_str());
        QVERIFY2(it->abbreviable, name.c_str());
        QVERIFY2(it->handler != nullptr, name.c_str());
    }
    for (const std::string& name : Extensions) {
        const auto it = find(name);
        QVERIFY2(it != commands.end(), name.c_str());
        QVERIFY2(!it->abbreviable, name.c_str());
    }
    for (const Command& command : commands) {
        const bool course = std::find(CourseCommands.begin(), CourseCommands.end(), command.name) !=
                            CourseCommands.end();
        QVERIFY2(command.abbreviable == course, command.name.c_str());
    }
}

QTEST_APPLESS_MAIN(CommandTableTest)
#include "CommandTableTest.moc"
