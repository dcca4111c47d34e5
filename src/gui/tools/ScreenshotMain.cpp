#include "gui/window/ScreenshotTool.h"

#include <cstdio>

#include <QApplication>

// jump61-screenshots FOLDER: writes PNG pictures of the window's main states into FOLDER.
// Run it headless with QT_QPA_PLATFORM=offscreen; see ScreenshotTool for what it draws.
int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("jump61"));
    QApplication::setApplicationName(QStringLiteral("jump61-screenshots"));
    const QStringList args = QApplication::arguments();
    if (args.size() != 2 || args[1].startsWith(QLatin1Char('-'))) {
        std::fprintf(stderr, "usage: jump61-screenshots FOLDER\n"
                             "Writes PNG screenshots of the jump61 window into FOLDER.\n");
        return 2;
    }
    jump61::ScreenshotTool tool(args[1]);
    QString error;
    if (!tool.run(error)) {
        std::fprintf(stderr, "jump61-screenshots: %s\n", qPrintable(error));
        return 1;
    }
    for (const QString& path : tool.written()) {
        std::printf("%s\n", qPrintable(path));
    }
    return 0;
}
