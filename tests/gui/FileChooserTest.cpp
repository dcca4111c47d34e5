#include "gui/dialogs/FileChooser.h"

#include <sys/stat.h>

#include <QApplication>
#include <QFile>
#include <QFileIconProvider>
#include <QTemporaryDir>
#include <QTest>

using namespace jump61;

// The file dialogs' icons and type names come from names alone: a file whose name says nothing
// is never read (in /proc such a read can wait forever and froze the window).
class FileChooserTest : public QObject
{
    Q_OBJECT

    static bool writeFile(const QString& path, const QByteArray& bytes)
    {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

private slots:
    void aFileWithoutASuffixIsNotRead()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // PNG's signature in a file with no suffix: only its contents say it is a picture.
        const QString picture = dir.filePath("picture");
        QVERIFY(writeFile(picture, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)));
        const QFileInfo info(picture);
        // Qt's own provider reads it, which is what this provider must not do.
        QVERIFY(QFileIconProvider().type(info).contains(QStringLiteral("PNG")));
        const NameOnlyIconProvider names;
        QVERIFY2(!names.type(info).contains(QStringLiteral("PNG")), qPrintable(names.type(info)));
        // A pipe nobody writes to: reading it would wait. Only its name is looked at.
        const QString pipe = dir.filePath("pipe");
        QCOMPARE(mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        QVERIFY(!names.type(QFileInfo(pipe)).isEmpty());
        QVERIFY(!names.icon(QFileInfo(pipe)).isNull());
    }

    void namesAndFoldersStillTellTheirType()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString game = dir.filePath("game.txt");
        QVERIFY(writeFile(game, "size 4\n"));
        const NameOnlyIconProvider names;
        QCOMPARE(names.type(QFileInfo(game)), QFileIconProvider().type(QFileInfo(game)));
        // This program's own files, which the MIME database does not know, are named.
        QCOMPARE(names.type(QFileInfo(dir.filePath("won.jump61"))), QString("jump61 saved game"));
        QCOMPARE(names.type(QFileInfo(dir.path())),
                 QFileIconProvider().type(QFileInfo(dir.path())));
        QVERIFY(!names.icon(QFileInfo(dir.path())).isNull());
    }
};

QTEST_MAIN(FileChooserTest)
#include "FileChooserTest.moc"
