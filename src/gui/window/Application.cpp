#include "gui/window/Application.h"

#include "gui/settings/Settings.h"
#include "gui/settings/Translations.h"
#include "gui/window/MainWindow.h"
#include "gui/window/Resources.h"

#include <QApplication>
#include <QIcon>

#ifndef JUMP61_VERSION
#define JUMP61_VERSION "unknown"
#endif

namespace jump61 {

int runWindow(int argc, char** argv, const TextOptions& text)
{
    // Qt must not see our command line: it would read `--display FILE` as its own X display
    // option. The options were parsed already; Qt gets the program name only.
    int qtArgc = argc > 0 ? 1 : 0;
    char* qtArgv[] = {argc > 0 ? argv[0] : nullptr, nullptr};
    QApplication app(qtArgc, qtArgv);
    QApplication::setOrganizationName(QStringLiteral("jump61"));
    QApplication::setApplicationName(QStringLiteral("jump61"));
    QApplication::setApplicationVersion(QStringLiteral(JUMP61_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("jump61"));
    initialiseGuiResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/jump61.svg")));

    Settings settings;
    // The window and Qt's own dialogs in the system's language, or the one chosen.
    Translations::install(Translations::localeOf(settings.language()));

    StartOptions start;
    start.seed = QString::fromStdString(text.seed);
    for (const std::string& input : text.inputs) {
        if (input != "-") {
            start.file = QString::fromStdString(input);
            break;
        }
    }

    MainWindow window(settings);
    window.show();
    window.start(start);
    return QApplication::exec();
}

} // namespace jump61
