#include "gui/window/ScreenshotTool.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace jump61;

// The screenshot command draws every main state of the window, headless.
class ScreenshotToolTest : public QObject
{
    Q_OBJECT

private slots:
    void writesAPictureOfEveryMainState()
    {
        QTemporaryDir dir;
        ScreenshotTool tool(dir.filePath("shots"));
        QString error;
        QVERIFY2(tool.run(error), qPrintable(error));
        QStringList names;
        for (const QString& path : tool.written()) {
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QVERIFY(image.width() >= 200 && image.height() >= 100);
            names << QFileInfo(path).baseName();
        }
        for (const char* state :
             {"start", "mid-game", "cascade", "game-over", "settings", "german"}) {
            QVERIFY2(names.contains(state), state);
        }
    }
};

QTEST_MAIN(ScreenshotToolTest)
#include "ScreenshotToolTest.moc"
