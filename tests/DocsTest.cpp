#include "app/Options.h"
#include "protocol/Session.h"
#include "protocol/TextLoop.h"
#include "support/RecordingReporter.h"
#include "support/TestHelpers.h"

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

// The command table (src/protocol/SessionCommands.cpp) is the one source of the commands, and
// the command line (src/app/Options.cpp) of the options: the README's command reference and
// the man page must name exactly the same ones, and the README's example sessions must be what
// the program really prints. A command added to the table fails here until both documents
// describe it.

using namespace jump61;

namespace {

using Names = std::set<QString>;

QString readSourceFile(const char* path)
{
    QFile file(QStringLiteral(JUMP61_SOURCE_DIR "/") + QLatin1String(path));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qFatal("cannot read %s", path);
    }
    return QString::fromUtf8(file.readAll());
}

// The text of a document from the line `start` (included) to the next line starting with
// `nextPrefix`, or to the end.
QString section(const QString& text, const QString& start, const QString& nextPrefix)
{
    const qsizetype begin = text.indexOf(start);
    if (begin < 0) {
        qFatal("section not found: %s", qPrintable(start));
    }
    const qsizetype end = text.indexOf(QLatin1Char('\n') + nextPrefix, begin + start.size());
    return text.mid(begin, end < 0 ? -1 : end - begin);
}

Names matches(const QString& text, const QRegularExpression& pattern, int group = 1)
{
    Names names;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text)) {
        names.insert(match.captured(group));
    }
    return names;
}

Names optionsIn(const QString& text)
{
    return matches(text, QRegularExpression(QStringLiteral("(--[a-z]+)")));
}

QString joined(const Names& names)
{
    QStringList list(names.begin(), names.end());
    return list.join(QLatin1Char(' '));
}

// Compares two name sets and says which names only one of them has.
void compareNames(const Names& actual, const Names& expected, const char* what)
{
    Names missing;
    Names extra;
    for (const QString& name : expected) {
        if (!actual.contains(name)) {
            missing.insert(name);
        }
    }
    for (const QString& name : actual) {
        if (!expected.contains(name)) {
            extra.insert(name);
        }
    }
    QVERIFY2(missing.empty() && extra.empty(),
             qPrintable(QStringLiteral("%1: missing [%2], not in the program [%3]")
                            .arg(QLatin1String(what), joined(missing), joined(extra))));
}

Names tableCommands()
{
    testing::RecordingReporter reporter;
    const Session session(reporter);
    Names names;
    for (const Command& command : session.commands().commands()) {
        names.insert(QString::fromStdString(command.name));
    }
    return names;
}

// The README's command table: the first cell of each row, every `word` at the start of a code
// span (`auto P` / `manual P` names auto and manual; `R C` is a move, not a command).
Names readmeCommands(const QString& readme)
{
    const QString reference =
        section(readme, QStringLiteral("## Command reference"), QStringLiteral("## "));
    Names names;
    static const QRegularExpression row(QStringLiteral("^\\| ([^|]+) \\|"),
                                        QRegularExpression::MultilineOption);
    static const QRegularExpression word(QStringLiteral("`([a-z]+)[^`]*`"));
    for (const QRegularExpressionMatch& match : row.globalMatch(reference)) {
        names.merge(matches(match.captured(1), word));
    }
    names.erase(QStringLiteral("command")); // the header row
    return names;
}

// The arguments of a roff macro line: words, or "quoted" runs that may hold blanks.
QStringList roffArguments(const QString& line)
{
    QStringList arguments;
    static const QRegularExpression argument(QStringLiteral("\"([^\"]*)\"|(\\S+)"));
    for (const QRegularExpressionMatch& match : argument.globalMatch(line)) {
        arguments << (match.capturedStart(1) >= 0 ? match.captured(1) : match.captured(2));
    }
    return arguments;
}

// The man page's COMMANDS section: the bold words of each entry's tag (the line after .TP).
Names manCommands(const QString& man)
{
    const QString commands = section(man, QStringLiteral(".SH COMMANDS"), QStringLiteral(".SH"));
    Names names;
    const QStringList lines = commands.split(QLatin1Char('\n'));
    static const QRegularExpression bold(QStringLiteral("\\\\fB([a-z]+)\\\\f"));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i] != QLatin1String(".TP")) {
            continue;
        }
        const QString tag = lines[i + 1];
        if (tag.startsWith(QLatin1String(".B ")) || tag.startsWith(QLatin1String(".BI "))) {
            names.insert(tag.section(QLatin1Char(' '), 1, 1));
        } else if (tag.startsWith(QLatin1String(".BR "))) {
            // .BR alternates bold and roman: the bold words are the 1st, 3rd, ...
            const QStringList parts = roffArguments(tag.mid(4));
            for (qsizetype k = 0; k < parts.size(); k += 2) {
                names.insert(parts[k]);
            }
        } else {
            names.merge(matches(tag, bold));
        }
    }
    return names;
}

// A README example: the lines after "$ jump61", prompts with what was typed after them.
struct Transcript
{
    QStringList typed;
    QString text; // the lines as the README shows them, each ended by a newline
};

std::vector<Transcript> readmeTranscripts(const QString& readme)
{
    std::vector<Transcript> transcripts;
    static const QRegularExpression block(QStringLiteral("```\\n\\$ jump61\\n(.*?)```"),
                                          QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression prompt(QStringLiteral("^(red|blue|\\+)> (.*)$"));
    for (const QRegularExpressionMatch& match : block.globalMatch(readme)) {
        Transcript transcript;
        transcript.text = match.captured(1);
        for (const QString& line : transcript.text.split(QLatin1Char('\n'))) {
            const QRegularExpressionMatch typed = prompt.match(line);
            if (typed.hasMatch()) {
                transcript.typed << typed.captured(2);
            }
        }
        transcripts.push_back(transcript);
    }
    return transcripts;
}

// Runs the text program on `typed` and returns its output as a terminal would show it: each
// prompt followed by the line typed after it.
QString session(const QStringList& typed)
{
    std::string input;
    for (const QString& line : typed) {
        input += line.toStdString() + '\n';
    }
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    runTextSession(TextOptions{}, in, out, err);
    QString shown;
    qsizetype next = 0;
    static const QRegularExpression prompt(QStringLiteral("^(red|blue|\\+)> "));
    for (const QString& line : QString::fromStdString(out.str()).split(QLatin1Char('\n'))) {
        QString rest = line;
        // A prompt is printed without a newline; what follows it on the line is the output of
        // the command typed there.
        while (true) {
            const QRegularExpressionMatch match = prompt.match(rest);
            if (!match.hasMatch() || next >= typed.size()) {
                break;
            }
            shown += match.captured(0) + typed[next++] + QLatin1Char('\n');
            rest = rest.mid(match.capturedLength());
        }
        if (!rest.isEmpty()) {
            shown += rest + QLatin1Char('\n');
        }
    }
    return shown;
}

} // namespace

class DocsTest : public QObject
{
    Q_OBJECT

private slots:
    void readmeNamesEveryCommand();
    void manPageNamesEveryCommand();
    void readmeAndManPageNameEveryOption();
    void readmeExamplesAreRealSessions();
};

void DocsTest::readmeNamesEveryCommand()
{
    compareNames(readmeCommands(readSourceFile("README.md")), tableCommands(),
                 "README.md, Command reference");
}

void DocsTest::manPageNamesEveryCommand()
{
    compareNames(manCommands(readSourceFile("resources/jump61.6")), tableCommands(),
                 "resources/jump61.6, COMMANDS");
}

void DocsTest::readmeAndManPageNameEveryOption()
{
    const Names program = optionsIn(QString::fromStdString(usageText()));
    QVERIFY(program.contains(QStringLiteral("--hash")));
    const QString readme = readSourceFile("README.md");
    compareNames(optionsIn(section(readme, QStringLiteral("Options: "), QStringLiteral("\n"))),
                 program, "README.md, Options");
    const QString man = readSourceFile("resources/jump61.6");
    // Every option has an entry of its own in OPTIONS; the synopsis names them all too.
    Names entries;
    const QString options = section(man, QStringLiteral(".SH OPTIONS"), QStringLiteral(".SH"));
    static const QRegularExpression tag(QStringLiteral("\\.TP\\n\\.BI? \\\\-\\\\-([a-z]+)"));
    for (const QString& name : matches(options, tag)) {
        entries.insert(QStringLiteral("--") + name);
    }
    compareNames(entries, program, "resources/jump61.6, OPTIONS");
    Names synopsis;
    static const QRegularExpression dashes(QStringLiteral("\\\\-\\\\-([a-z]+)"));
    for (const QString& name :
         matches(section(man, QStringLiteral(".SH SYNOPSIS"), QStringLiteral(".SH")), dashes)) {
        synopsis.insert(QStringLiteral("--") + name);
    }
    compareNames(synopsis, program, "resources/jump61.6, SYNOPSIS");
}

void DocsTest::readmeExamplesAreRealSessions()
{
    const std::vector<Transcript> transcripts = readmeTranscripts(readSourceFile("README.md"));
    QVERIFY(!transcripts.empty());
    for (const Transcript& transcript : transcripts) {
        QVERIFY(!transcript.typed.empty());
        QCOMPARE(session(transcript.typed), transcript.text);
    }
}

QTEST_APPLESS_MAIN(DocsTest)
#include "DocsTest.moc"
