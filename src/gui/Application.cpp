#include "gui/Application.h"

#include "gui/MainWindow.h"
#include "gui/Resources.h"
#include "gui/Settings.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

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

    // Qt's own dialogs (file chooser, message boxes) in the user's language.
    QTranslator qtTranslations;
    if (qtTranslations.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslations);
    }

    StartOptions start;
    start.seed = QString::fromStdString(text.seed);
    for (const std::string& input : text.inputs) {
        if (input != "-") {
            start.file = QString::fromStdString(input);
            break;
        }
    }

    Settings settings;
    MainWindow window(settings);
    window.show();
    window.start(start);
    return QApplication::exec();
}

} // namespace jump61
