#pragma once

#include "gui/settings/DisplayOptions.h"
#include "gui/settings/GameSetup.h"

#include <memory>

#include <QByteArray>
#include <QString>

class QSettings;

namespace jump61 {

// Everything the window remembers between runs, behind one small class over QSettings: the
// window's geometry and layout, the players and levels, the board size, the animation speed,
// the colours and the board's markings.
class Settings
{
public:
    // The user's settings; or, given a file name, an INI file of its own (tests, screenshots).
    explicit Settings(const QString& iniFile = {});
    ~Settings();
    Settings(const Settings&) = delete;
    Settings& operator=(const Settings&) = delete;

    GameSetup gameSetup() const;
    void setGameSetup(const GameSetup& setup);

    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);
    ColourScheme colourScheme() const;
    void setColourScheme(ColourScheme scheme);
    bool showCritical() const;
    void setShowCritical(bool show);
    bool showCoordinates() const;
    void setShowCoordinates(bool show);
    bool showEngineDetails() const;
    void setShowEngineDetails(bool show);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindow(const QByteArray& geometry, const QByteArray& state);

    // The window's language: "" follows the system, else "en", "de" or "fr".
    QString language() const;
    void setLanguage(const QString& language);

    QString lastFolder() const;
    void setLastFolder(const QString& folder);

    void sync();

private:
    std::unique_ptr<QSettings> m_store;
};

} // namespace jump61
