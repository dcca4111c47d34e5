#pragma once

#include <functional>

#include <QString>
#include <QStringList>

class QWidget;

namespace jump61 {

class MainWindow;
class Settings;
struct GameSetup;

// Writes pictures of the window in its main states (the start, a game in progress, a cascade
// half-way through, the end of a game, the colour-blind palette, the dialogs, and the window in
// German) as PNG files, for the README. It plays a fixed game against a low computer level with
// a fixed seed, in settings of its own, and freezes the animation at an exact frame, so the same
// build always draws the same pictures. Works headless (QT_QPA_PLATFORM=offscreen).
class ScreenshotTool
{
public:
    explicit ScreenshotTool(const QString& folder);

    // Returns false and sets `error` if something failed.
    bool run(QString& error);
    const QStringList& written() const { return m_written; }

private:
    bool shoot(QWidget& widget, const QString& name, QString& error);
    bool waitFor(const std::function<bool()>& condition, int milliseconds);
    // Shows a new window and waits until its game has started; closing it asks nothing.
    bool showStarted(MainWindow& window);
    bool playOpening(MainWindow& window, QString& error);
    int longestCascade(MainWindow& window) const;
    // The game's opening again, in a window in German.
    bool shootGerman(Settings& settings, const GameSetup& setup, QString& error);

    QString m_folder;
    QStringList m_written;
};

} // namespace jump61
