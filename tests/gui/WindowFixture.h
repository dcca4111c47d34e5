#pragma once

#include "gui/settings/Settings.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/MainWindow.h"

#include <memory>

#include <QStringList>
#include <QTest>

namespace jump61 {

// A window over its own settings file, animations off, with the question about unsaved moves
// answered by the test (Discard unless told otherwise) so that no modal box waits for a click.
struct WindowFixture
{
    WindowFixture(const GameSetup& setup, const QString& folder, QSize size = QSize(1000, 700))
        : settings(std::make_unique<Settings>(folder + "/settings.ini"))
    {
        settings->setGameSetup(setup);
        settings->setAnimationSpeed(AnimationSpeed::Instant);
        window = std::make_unique<MainWindow>(*settings);
        window->gameFile().setQuestion([this](const QString& text) {
            questions << text;
            return answer;
        });
        window->resize(size);
        window->show();
        window->start({});
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
};

} // namespace jump61
