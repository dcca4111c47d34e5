#include "gui/WindowFixture.h"
#include "gui/dialogs/HelpDialog.h"
#include "gui/panels/HintVerdict.h"
#include "gui/panels/MessageBar.h"
#include "gui/panels/StatusPanel.h"
#include "gui/settings/Translations.h"

#include <QAction>
#include <QDir>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QXmlStreamReader>

using namespace jump61;

// The window speaks German and French: the translations are built into the program, every
// message of the .ts files is translated (with the same placeholders), and with a language
// installed the menus and the status texts are in it.
class TranslationTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    struct Message
    {
        QString context;
        QString source;
        QStringList translations; // one, or one per plural form
        bool finished = true;
    };

    static QList<Message> readTs(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
        QList<Message> messages;
        QString context;
        Message message;
        QXmlStreamReader xml(&file);
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                    messages << message;
                }
                continue;
            }
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                message = Message{context, {}, {}, true};
            } else if (name == QLatin1String("source")) {
                message.source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                message.finished = type.isEmpty();
                if (xml.attributes().value(QLatin1String("type")) != QLatin1String("obsolete")) {
                    const QString text =
                        xml.readElementText(QXmlStreamReader::IncludeChildElements);
                    if (!text.trimmed().isEmpty()) {
                        message.translations << text;
                    }
                }
            } else if (name == QLatin1String("numerusform")) {
                message.translations << xml.readElementText();
            }
        }
        return messages;
    }

    static QStringList menuTitles(MainWindow& window)
    {
        QStringList titles;
        for (QAction* action : window.menuBar()->actions()) {
            titles << action->text();
        }
        return titles;
    }

private slots:
    void cleanup() { Translations::install(QLocale(QLocale::English)); }

    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << "de";
        QTest::newRow("French") << "fr";
    }

    void everyMessageIsTranslated()
    {
        QFETCH(QString, language);
        const QString path =
            QDir(JUMP61_TEST_DATA_DIR).filePath("../../translations/jump61_" + language + ".ts");
        const QList<Message> messages = readTs(path);
        QVERIFY2(messages.size() > 150, qPrintable(path));
        static const QRegularExpression placeholder(QStringLiteral("%[0-9n]"));
        for (const Message& message : messages) {
            const QString where = message.context + ": " + message.source;
            // lupdate files a message it cannot tie to a class under the bare namespace, and the
            // program never asks for that context: such a message is never shown translated.
            QVERIFY2(message.context != QLatin1String("jump61"),
                     qPrintable("asked for under another context: " + where));
            QVERIFY2(message.finished, qPrintable("unfinished: " + where));
            QVERIFY2(!message.translations.isEmpty(), qPrintable("untranslated: " + where));
            QStringList wanted;
            for (auto it = placeholder.globalMatch(message.source); it.hasNext();) {
                wanted << it.next().captured();
            }
            wanted.sort();
            for (const QString& translation : message.translations) {
                QStringList found;
                for (auto it = placeholder.globalMatch(translation); it.hasNext();) {
                    found << it.next().captured();
                }
                found.sort();
                found.removeDuplicates();
                wanted.removeDuplicates();
                // A plural form for exactly one may say "one" in words instead of %n.
                found.removeAll(QStringLiteral("%n"));
                QStringList required = wanted;
                required.removeAll(QStringLiteral("%n"));
                QCOMPARE(found, required);
            }
        }
    }

    void theWindowSpeaksGerman()
    {
        QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        QCOMPARE(menuTitles(*f.window),
                 QStringList({"&Spiel", "&Zug", "&Einstellungen", "&Hilfe"}));
        QCOMPARE(f.window->statusPanel()->turnText(), QString("Rot am Zug"));
        QVERIFY(f.window->windowTitle().startsWith("Unbenannt"));
        QVERIFY(f.window->statusBar()->currentMessage().startsWith("Willkommen"));
        // A file's trouble too, though the interpreter's error line is English.
        f.window->openFile(m_dir.filePath("fehlt.jump61"));
        QTRY_COMPARE(f.window->messageBar()->text(),
                     QString("fehlt.jump61 lässt sich nicht öffnen: Diese Datei gibt es nicht."));
        // A refused line: the interpreter's English reason ("1 1 belongs to red") is not quoted
        // in a German sentence; the console has it.
        {
            QFile bad(m_dir.filePath("falsch.jump61"));
            QVERIFY(bad.open(QIODevice::WriteOnly));
            bad.write("size 6\n1 1\n1 1\n");
        }
        f.window->openFile(m_dir.filePath("falsch.jump61"));
        QTRY_VERIFY(f.window->messageBar()->text().startsWith("falsch.jump61"));
        QVERIFY2(f.window->messageBar()->text().contains("3") &&
                     !f.window->messageBar()->text().contains("belongs"),
                 qPrintable(f.window->messageBar()->text()));
        // Qt's own words (the standard buttons) come with it where Qt's translations are
        // installed.
        if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + "/qtbase_de.qm")) {
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Discard"),
                     QString("Verwerfen"));
        }
    }

    void theHintsVerdictIsTranslated()
    {
        SearchResult result;
        result.score = 0;
        QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
        // A no-break space before the per cent sign keeps the figure and its sign on one line.
        QCOMPARE(hintVerdict(result, 6), QString("Gewinnchance 50\u00A0%"));
        QVERIFY(Translations::install(QLocale(QLocale::French, QLocale::France)));
        QCOMPARE(hintVerdict(result, 6), QString("chances de gain 50\u00A0%"));
    }

    void pluralsFollowEachLanguage()
    {
        const auto squares = [](int n) {
            return QCoreApplication::translate("jump61::StatusPanel", "%n square(s)", nullptr, n);
        };
        QVERIFY(Translations::install(QLocale(QLocale::German)));
        QCOMPARE(squares(1), QString("1 Feld"));
        QCOMPARE(squares(0), QString("0 Felder"));
        QCOMPARE(squares(2), QString("2 Felder"));
        QVERIFY(Translations::install(QLocale(QLocale::French)));
        QCOMPARE(squares(0), QString("0 case"));
        QCOMPARE(squares(1), QString("1 case"));
        QCOMPARE(squares(2), QString("2 cases"));
        QVERIFY(!Translations::install(QLocale(QLocale::English)));
        QCOMPARE(squares(1), QString("1 square"));
        QCOMPARE(squares(2), QString("2 squares"));
    }

    void theHelpIsTranslatedToo()
    {
        QVERIFY(Translations::install(QLocale(QLocale::German)));
        HelpDialog german(BoardColours::of(ColourScheme::Classic));
        QVERIFY(german.findChild<QTextBrowser*>()->toPlainText().contains("So spielt man jump61"));
        // With the colour-blind palette the sides are named by its colours in German too.
        HelpDialog orange(BoardColours::of(ColourScheme::ColourBlindSafe));
        const QString text = orange.findChild<QTextBrowser*>()->toPlainText();
        QVERIFY(text.contains("Orange und Blau"));
        QVERIFY(text.contains("zwei orange Punkte"));
        QVERIFY(!text.contains("Rot"));
        QVERIFY(!text.contains(QRegularExpression("\\brot\\w*\\b")));
        QVERIFY(Translations::install(QLocale(QLocale::French)));
        HelpDialog french(BoardColours::of(ColourScheme::Classic));
        QVERIFY(french.findChild<QTextBrowser*>()->toPlainText().contains("Comment jouer"));
        HelpDialog frenchOrange(BoardColours::of(ColourScheme::ColourBlindSafe));
        const QString texte = frenchOrange.findChild<QTextBrowser*>()->toPlainText();
        QVERIFY(texte.contains("deux points orange"));
        QVERIFY(!texte.contains(QRegularExpression("\\b[Rr]ouge")));
    }

    void theWindowSpeaksFrench()
    {
        QVERIFY(Translations::install(QLocale(QLocale::French, QLocale::France)));
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QVERIFY(f.waitSettled());
        QCOMPARE(menuTitles(*f.window), QStringList({"&Partie", "&Coup", "&Réglages", "&Aide"}));
        QCOMPARE(f.window->statusPanel()->turnText(), QString("À Rouge de jouer"));
    }

    // Figures use the language's decimal sign: the engine's view reads "+1,5" in German.
    void numbersUseTheLanguagesDecimalSign()
    {
        QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
        QCOMPARE(StatusPanel::scoreText(150), QString("+1,5"));
        QCOMPARE(StatusPanel::scoreText(-25), QString("-0,3"));
        QVERIFY(Translations::install(QLocale(QLocale::French, QLocale::France)));
        QCOMPARE(StatusPanel::scoreText(150), QString("+1,5"));
        QVERIFY(!Translations::install(QLocale(QLocale::English)));
        QCOMPARE(StatusPanel::scoreText(150), QString("+1.5"));
    }

    void englishNeedsNoTranslation()
    {
        QVERIFY(Translations::install(QLocale(QLocale::German)));
        QVERIFY(!Translations::install(QLocale(QLocale::English)));
        WindowFixture f(WindowFixture::twoPeople(), m_dir.path());
        QCOMPARE(menuTitles(*f.window), QStringList({"&Game", "&Move", "&Settings", "&Help"}));
    }

    void theSettingsOfferEachLanguageInItsOwnWords()
    {
        QCOMPARE(Translations::choices(), QStringList({"", "en", "de", "fr"}));
        QCOMPARE(Translations::title("de"), QString("Deutsch"));
        QCOMPARE(Translations::title("fr"), QString("Français"));
        QCOMPARE(Translations::title("en"), QString("English"));
        QCOMPARE(Translations::localeOf("fr").language(), QLocale::French);
        Settings settings(m_dir.filePath("language.ini"));
        QCOMPARE(settings.language(), QString());
        settings.setLanguage("de");
        QCOMPARE(settings.language(), QString("de"));
    }
};

QTEST_MAIN(TranslationTest)
#include "TranslationTest.moc"
