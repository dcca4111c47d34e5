#include "gui/settings/Settings.h"

#include "engine/Levels.h"
#include "gui/settings/GameSetup.h"

#include <algorithm>

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace jump61;

// What the window remembers comes back as it was stored, and bad stored values fall back to
// sensible ones.
class SettingsTest : public QObject
{
    Q_OBJECT

private slots:
    void defaultsAreAPersonAgainstTheComputer()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath("settings.ini"));
        const GameSetup setup = settings.gameSetup();
        QCOMPARE(setup.size, 6);
        QCOMPARE(setup.player(Side::Red), PlayerKind::Manual);
        QCOMPARE(setup.player(Side::Blue), PlayerKind::Computer);
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Normal);
        QCOMPARE(settings.colourScheme(), ColourScheme::Classic);
    }

    void valuesSurviveARestart()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        GameSetup setup;
        setup.size = 9;
        setup.setPlayer(Side::Red, PlayerKind::Computer);
        setup.setLevel(Side::Red, 5);
        setup.setPlayer(Side::Blue, PlayerKind::Manual);
        setup.setLevel(Side::Blue, 2);
        {
            Settings settings(file);
            settings.setGameSetup(setup);
            settings.setAnimationSpeed(AnimationSpeed::Slow);
            settings.setColourScheme(ColourScheme::ColourBlindSafe);
            settings.setShowCritical(false);
            settings.setWindow("geometry", "state");
        }
        Settings settings(file);
        QVERIFY(settings.gameSetup() == setup);
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Slow);
        QCOMPARE(settings.colourScheme(), ColourScheme::ColourBlindSafe);
        QCOMPARE(settings.showCritical(), false);
        QCOMPARE(settings.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(settings.windowState(), QByteArray("state"));
    }

    void outOfRangeValuesAreClamped()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue("game/size", 99);
            raw.setValue("levels/red", -3);
            raw.setValue("display/speed", "warp");
        }
        Settings settings(file);
        QCOMPARE(settings.gameSetup().size, 15);
        QCOMPARE(settings.gameSetup().level(Side::Red), 1);
        QCOMPARE(settings.animationSpeed(), AnimationSpeed::Normal);
    }

    void levelsAreSavedByName()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        {
            Settings settings(file);
            GameSetup setup;
            setup.setLevel(Side::Red, 6);
            settings.setGameSetup(setup);
        }
        QSettings raw(file, QSettings::IniFormat);
        QCOMPARE(raw.value("levelnames/red").toString(), QStringLiteral("Apprentice"));
        QCOMPARE(Settings(file).gameSetup().level(Side::Red), 6);
    }

    void tenLevelNumbersFollowTheInsertedLevel()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue("levels/red", 8);  // Club, when there were ten levels
            raw.setValue("levels/blue", 4); // Hobbyist, below the inserted Improver
        }
        Settings settings(file);
        QCOMPARE(QString::fromStdString(levelName(settings.gameSetup().level(Side::Red))),
                 QStringLiteral("Club"));
        QCOMPARE(settings.gameSetup().level(Side::Blue), 4);
    }

    void unknownLevelNameFallsBackToTheFirstGameLevel()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("settings.ini");
        {
            QSettings raw(file, QSettings::IniFormat);
            raw.setValue("levelnames/red", "Grandmaster");
        }
        QCOMPARE(Settings(file).gameSetup().level(Side::Red), FirstGameLevel);
    }

    void setupBecomesInterpreterCommands()
    {
        GameSetup setup;
        setup.size = 8;
        setup.setPlayer(Side::Red, PlayerKind::Computer);
        setup.setLevel(Side::Red, 4);
        const QStringList expected = {"auto red",     "level red 4", "auto blue",
                                      "level blue 3", "threads 1",   "size 8"};
        QCOMPARE(setup.newGameCommands(), expected);
        // A person's level is its hints': Club's, whatever level the side had as a computer.
        setup.setPlayer(Side::Blue, PlayerKind::Manual);
        setup.setLevel(Side::Blue, 1);
        const QStringList person = {"auto red", "level red 4", "manual blue", "level blue 9",
                                    "threads 1"};
        QCOMPARE(setup.playerCommands(), person);
        QCOMPARE(GameSetup::HintLevel, DefaultLevel);
        QCOMPARE(setup.level(Side::Blue), 1); // kept for when the side is a computer again
    }

    void strongestComputerUsesEveryCore()
    {
        GameSetup setup;
        setup.setPlayer(Side::Red, PlayerKind::Computer);
        setup.setLevel(Side::Red, MaxLevel);
        const int cores = std::clamp(QThread::idealThreadCount(), 1, 64);
        QCOMPARE(setup.threadsCommand(), QStringLiteral("threads %1").arg(cores));
        setup.setPlayer(Side::Red, PlayerKind::Manual); // a person at the top level does not count
        QCOMPARE(setup.threadsCommand(), QStringLiteral("threads 1"));
    }
};

QTEST_MAIN(SettingsTest)
#include "SettingsTest.moc"
