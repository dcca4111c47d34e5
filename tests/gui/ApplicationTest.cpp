#include "gui/window/Application.h"

#include <QApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace jump61;

namespace {

// Set in the environment of the copy of this test that runs the window itself.
const char* const RunWindowVariable = "JUMP61_TEST_RUN_WINDOW";

} // namespace

// A window that cannot open (no X server at $DISPLAY, an unknown platform) ends with one line
// and exit code 1, never with Qt's abort. runWindow() makes the QApplication, so it runs in a
// copy of this test started without one.
class ApplicationTest : public QObject
{
    Q_OBJECT

private:
    struct Outcome
    {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::CrashExit;
        QStringList errorLines;
    };

    static Outcome runWindowWith(const QString& platform, const QString& display)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(RunWindowVariable), QStringLiteral("1"));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
        environment.insert(QStringLiteral("DISPLAY"), display);
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        QProcess window;
        window.setProcessEnvironment(environment);
        window.start(QCoreApplication::applicationFilePath(), {});
        Outcome outcome;
        // Only against hangs: the copy ends as soon as Qt gives up on the platform.
        if (!window.waitForFinished(120000)) {
            window.kill();
            window.waitForFinished();
            return outcome;
        }
        outcome.exitCode = window.exitCode();
        outcome.status = window.exitStatus();
        outcome.errorLines = QString::fromLocal8Bit(window.readAllStandardError())
                                 .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        return outcome;
    }

private slots:
    void aWindowThatCannotOpenSaysWhyInOneLine_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("display");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unknown platform") << "bogus"
                                          << ""
                                          << R"(could not find the Qt platform plugin "bogus")";
        // No X server answers at display 4093 (a stale ssh -X session). Without the xcb plugin
        // Qt says it cannot find it instead: one line all the same.
        QTest::newRow("no X server") << "xcb"
                                     << ":4093"
                                     << "";
    }

    void aWindowThatCannotOpenSaysWhyInOneLine()
    {
        QFETCH(QString, platform);
        QFETCH(QString, display);
        QFETCH(QString, reason);
        const Outcome outcome = runWindowWith(platform, display);
        QCOMPARE(outcome.status, QProcess::NormalExit);
        QCOMPARE(outcome.exitCode, 1);
        QCOMPARE(outcome.errorLines.size(), 1);
        const QString line = outcome.errorLines.constFirst();
        QVERIFY2(line.startsWith("jump61: cannot open the window: "), qPrintable(line));
        QVERIFY2(line.endsWith(" (the text game runs without --display)"), qPrintable(line));
        QVERIFY2(line.contains(reason), qPrintable(line));
    }
};

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(RunWindowVariable)) {
        char* programOnly[] = {argv[0], nullptr};
        return runWindow(1, programOnly, TextOptions{});
    }
    QApplication application(argc, argv);
    ApplicationTest test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "ApplicationTest.moc"
