#include "gui/window/Application.h"

#include "gui/settings/Settings.h"
#include "gui/settings/Translations.h"
#include "gui/window/GameController.h"
#include "gui/window/GameFile.h"
#include "gui/window/MainWindow.h"
#include "gui/window/Resources.h"
#include "protocol/StopSignals.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#include <utility>

#include <QApplication>
#include <QIcon>
#include <QList>
#include <QSocketNotifier>
#include <QStandardPaths>

#ifndef JUMP61_VERSION
#define JUMP61_VERSION "unknown"
#endif

namespace jump61 {

namespace {

// The write end of the pipe the stop signals are told through (see stopOnSignals).
int g_signalWrite = -1;

// Only write and sigaction: both safe in a handler. The signal's default action is back for
// a second one, so that a window that does not end can still be ended.
extern "C" void tellStopSignal(int signal)
{
    const auto byte = static_cast<unsigned char>(signal);
    [[maybe_unused]] const ssize_t written = write(g_signalWrite, &byte, 1);
    struct sigaction standard
    {};
    standard.sa_handler = SIG_DFL;
    sigaction(signal, &standard, nullptr);
}

// SIGTERM (a logout, a shutdown, `kill`), SIGHUP and SIGINT end the window without the Save
// question, which no one would answer, but first write the unsaved copy that the half-second
// limit may still hold back, so that the next start brings back every move. The exit code is
// the usual 128 + the signal.
void stopOnSignals(MainWindow& window)
{
    int ends[2] = {-1, -1};
    if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0) {
        return; // the signals keep their default actions
    }
    g_signalWrite = ends[1];
    auto* notifier = new QSocketNotifier(ends[0], QSocketNotifier::Read, &window);
    QObject::connect(notifier, &QSocketNotifier::activated, &window, [&window, end = ends[0]] {
        unsigned char signal = SIGTERM;
        [[maybe_unused]] const ssize_t got = read(end, &signal, 1);
        window.gameFile().flushUnsavedCopy();
        window.controller().interpreter().shutdown();
        QCoreApplication::exit(128 + signal);
    });
    takeStopSignals(tellStopSignal);
}

// What Qt said while QApplication was being made: held back, so that a window that cannot open
// ends with one line rather than Qt's page of advice and an abort.
struct StartMessage
{
    QtMsgType type;
    QByteArray category;
    QString text;
};
QList<StartMessage> g_startMessages;

// Qt's reason as one phrase: "could not connect to display :99", "could not find the Qt
// platform plugin "bogus"". Its first warning about the platform names the cause; the fatal
// message only says that no platform plugin could be initialised.
QString startReason(const QString& fatal)
{
    QString reason;
    for (const StartMessage& message : g_startMessages) {
        if (message.type == QtWarningMsg && message.category.startsWith("qt.qpa")) {
            reason = message.text;
            break;
        }
    }
    if (reason.isEmpty()) {
        reason = fatal.section(QLatin1Char('\n'), 0, 0);
        reason.remove(QStringLiteral("This application failed to start because "));
        reason = reason.section(QLatin1Char('.'), 0, 0);
    }
    reason = reason.trimmed();
    reason.remove(QStringLiteral(" in \"\""));
    while (reason.endsWith(QLatin1Char('.'))) {
        reason.chop(1);
    }
    if (!reason.isEmpty()) {
        reason[0] = reason[0].toLower();
    }
    return reason;
}

// Qt ends with a fatal message and an abort when no platform plugin starts: no X server at
// $DISPLAY (a stale ssh -X session), or an unknown QT_QPA_PLATFORM. Like the missing display
// in main(), that is one line and exit code 1.
void holdStartMessage(QtMsgType type, const QMessageLogContext& context, const QString& text)
{
    if (type != QtFatalMsg) {
        g_startMessages.append({type, QByteArray(context.category), text});
        return;
    }
    const QString line = QStringLiteral("jump61: cannot open the window: %1 (the text game runs "
                                        "without --display)\n")
                             .arg(startReason(text));
    std::fputs(line.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    std::_Exit(1);
}

} // namespace

int runWindow(int argc, char** argv, const TextOptions& text)
{
    // Qt must not see our command line: it would read `--display FILE` as its own X display
    // option. The options were parsed already; Qt gets the program name only.
    int qtArgc = argc > 0 ? 1 : 0;
    char* qtArgv[] = {argc > 0 ? argv[0] : nullptr, nullptr};
    const QtMessageHandler previous = qInstallMessageHandler(holdStartMessage);
    QApplication app(qtArgc, qtArgv);
    // The window can open: what Qt said meanwhile goes where it would have gone.
    qInstallMessageHandler(previous);
    for (const StartMessage& message : std::exchange(g_startMessages, {})) {
        const QMessageLogContext context(nullptr, 0, nullptr, message.category.constData());
        qt_message_output(message.type, context, message.text);
    }
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

    // Beside the user's other data (~/.local/share/jump61), not with the settings; none
    // where the system names no such place.
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (!data.isEmpty()) {
        start.unsavedCopy = data + QStringLiteral("/jump61/unsaved-game.jump61");
    }

    MainWindow window(settings);
    stopOnSignals(window);
    window.show();
    window.start(start);
    return QApplication::exec();
}

} // namespace jump61
