#pragma once

#include "gui/board/BoardView.h"
#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/MainWindow.h"

#include <memory>

#include <QApplication>
#include <QMouseEvent>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

namespace jump61 {

// A press and release at `pos` stamped with the device's time `time` (milliseconds), as a
// platform would send them, and with `doubleClick` the double-click event a platform adds to a
// second quick press. The window's rules for quick clicks read these times.
inline void sendTimedClick(QWidget* widget, QPoint pos, quint64 time, bool doubleClick = false)
{
    const QPointF global = widget->mapToGlobal(QPointF(pos));
    QMouseEvent press(QEvent::MouseButtonPress, QPointF(pos), global, Qt::LeftButton,
                      Qt::LeftButton, Qt::NoModifier);
    press.setTimestamp(time);
    QApplication::sendEvent(widget, &press);
    if (doubleClick) {
        QMouseEvent twice(QEvent::MouseButtonDblClick, QPointF(pos), global, Qt::LeftButton,
                          Qt::LeftButton, Qt::NoModifier);
        twice.setTimestamp(time);
        QApplication::sendEvent(widget, &twice);
    }
    QMouseEvent release(QEvent::MouseButtonRelease, QPointF(pos), global, Qt::LeftButton,
                        Qt::NoButton, Qt::NoModifier);
    release.setTimestamp(time + 40);
    QApplication::sendEvent(widget, &release);
}

// A folder of a test's own for the settings file: list it before WindowFixture among the bases
// of a fixture, so that it exists when the window is made.
struct TemporaryFolder
{
    QTemporaryDir dir;
};

// A window over its own settings file, with the question about unsaved moves answered by the
// test (Discard unless told otherwise) so that no modal box waits for a click.
struct WindowFixture
{
    // Animations off.
    WindowFixture(const GameSetup& setup, const QString& folder, QSize size = QSize(1000, 700))
        : WindowFixture(setup, folder, AnimationSpeed::Instant, false, true, size)
    {}

    // Animations at `speed`; on a manual clock if `manualClock` (they move only when the test
    // advances them, so "during an animation" is a state); the game started unless `start` is
    // false, so that a test can connect to the window's signals first.
    WindowFixture(const GameSetup& setup, const QString& folder, AnimationSpeed speed,
                  bool manualClock, bool start = true, QSize size = QSize(1000, 700))
        : settings(std::make_unique<Settings>(folder + "/settings.ini"))
    {
        settings->setGameSetup(setup);
        settings->setAnimationSpeed(speed);
        window = std::make_unique<MainWindow>(*settings);
        game().animator().setManualClock(manualClock);
        // The tests click as soon as the board is settled; the look time after a change, which
        // drops such presses, has tests of its own (BoardViewTest, ClickGateTest).
        window->boardView()->freshPosition().setLookTime(0);
        window->gameFile().setQuestion([this](const QString& text) {
            questions << text;
            return answer;
        });
        window->resize(size);
        window->show();
        exposed = QTest::qWaitForWindowExposed(window.get());
        if (start) {
            window->start({});
        }
    }

    GameController& game() { return window->controller(); }
    bool waitSettled(int milliseconds = 20000)
    {
        return QTest::qWaitFor([this] { return game().settled(); }, milliseconds);
    }
    bool playAndSettle(const QStringList& lines, std::size_t ply)
    {
        game().sendAll(lines);
        return QTest::qWaitFor(
            [&] { return game().snapshot().game.ply() == ply && game().settled(); }, 20000);
    }

    // Two computers at the first level (quick), on a small board by default.
    static GameSetup twoComputers(int size = 5, int redLevel = 1, int blueLevel = 1)
    {
        GameSetup setup;
        setup.size = size;
        setup.players = {PlayerKind::Computer, PlayerKind::Computer};
        setup.levels = {redLevel, blueLevel};
        return setup;
    }

    static GameSetup twoPeople(int size = 6)
    {
        GameSetup setup;
        setup.size = size;
        setup.players = {PlayerKind::Manual, PlayerKind::Manual};
        return setup;
    }

    std::unique_ptr<Settings> settings;
    std::unique_ptr<MainWindow> window;
    QMessageBox::StandardButton answer = QMessageBox::Discard;
    QStringList questions;
    bool exposed = false;
};

} // namespace jump61
