#include "gui/settings/Settings.h"

#include "core/Topology.h"
#include "engine/Levels.h"

#include <algorithm>

#include <QSettings>

namespace jump61 {

namespace {

QString sideKey(Side side)
{
    return side == Side::Red ? QStringLiteral("red") : QStringLiteral("blue");
}

// A saved level. Players are saved by level name ("levelnames/red" = "Casual"), so that a
// later change of the ladder's numbering keeps a player's choice. Versions with the ten-level
// ladder saved a number under "levels/"; Improver (5) has been inserted since, so their 5 to 10
// are 6 to 11 now.
int savedLevel(const QSettings& store, Side side)
{
    const QString name = store.value("levelnames/" + sideKey(side)).toString();
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        if (name == QString::fromStdString(levelName(level))) {
            return level;
        }
    }
    bool isNumber = false;
    const int old = store.value("levels/" + sideKey(side)).toInt(&isNumber);
    if (!isNumber) {
        return FirstGameLevel;
    }
    constexpr int InsertedLevel = 5;
    return std::clamp(old >= InsertedLevel ? old + 1 : old, MinLevel, MaxLevel);
}

} // namespace

Settings::Settings(const QString& iniFile)
    : m_store(iniFile.isEmpty() ? std::make_unique<QSettings>()
                                : std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{}

Settings::~Settings() = default;

GameSetup Settings::gameSetup() const
{
    GameSetup setup;
    setup.size = std::clamp(m_store->value("game/size", DefaultSize).toInt(), MinSize, MaxSize);
    for (const Side side : {Side::Red, Side::Blue}) {
        const QString fallback =
            side == Side::Red ? QStringLiteral("human") : QStringLiteral("computer");
        const QString kind = m_store->value("players/" + sideKey(side), fallback).toString();
        setup.setPlayer(side, kind == QLatin1String("computer") ? PlayerKind::Computer
                                                                : PlayerKind::Manual);
        setup.setLevel(side, savedLevel(*m_store, side));
    }
    return setup;
}

void Settings::setGameSetup(const GameSetup& setup)
{
    m_store->setValue("game/size", setup.size);
    for (const Side side : {Side::Red, Side::Blue}) {
        m_store->setValue("players/" + sideKey(side),
                          setup.player(side) == PlayerKind::Computer ? "computer" : "human");
        m_store->setValue("levelnames/" + sideKey(side),
                          QString::fromStdString(levelName(setup.level(side))));
        m_store->remove("levels/" + sideKey(side));
    }
}

AnimationSpeed Settings::animationSpeed() const
{
    return speedFromKey(m_store->value("display/speed").toString(), AnimationSpeed::Normal);
}

void Settings::setAnimationSpeed(AnimationSpeed speed)
{
    m_store->setValue("display/speed", speedKey(speed));
}

ColourScheme Settings::colourScheme() const
{
    return schemeFromKey(m_store->value("display/colours").toString(), ColourScheme::Classic);
}

void Settings::setColourScheme(ColourScheme scheme)
{
    m_store->setValue("display/colours", schemeKey(scheme));
}

bool Settings::showCritical() const
{
    return m_store->value("display/critical", true).toBool();
}

void Settings::setShowCritical(bool show)
{
    m_store->setValue("display/critical", show);
}

bool Settings::showCoordinates() const
{
    return m_store->value("display/coordinates", true).toBool();
}

void Settings::setShowCoordinates(bool show)
{
    m_store->setValue("display/coordinates", show);
}

bool Settings::showEngineDetails() const
{
    return m_store->value("display/engine-details", false).toBool();
}

void Settings::setShowEngineDetails(bool show)
{
    m_store->setValue("display/engine-details", show);
}

QByteArray Settings::windowGeometry() const
{
    return m_store->value("window/geometry").toByteArray();
}

QByteArray Settings::windowState() const
{
    return m_store->value("window/state").toByteArray();
}

void Settings::setWindow(const QByteArray& geometry, const QByteArray& state)
{
    m_store->setValue("window/geometry", geometry);
    m_store->setValue("window/state", state);
}

QString Settings::language() const
{
    return m_store->value("display/language").toString();
}

void Settings::setLanguage(const QString& language)
{
    m_store->setValue("display/language", language);
}

QString Settings::lastFolder() const
{
    return m_store->value("files/folder").toString();
}

void Settings::setLastFolder(const QString& folder)
{
    m_store->setValue("files/folder", folder);
}

void Settings::sync()
{
    m_store->sync();
}

} // namespace jump61
