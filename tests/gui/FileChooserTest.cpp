#include "gui/dialogs/FileChooser.h"

#include <sys/stat.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace jump61;

// The file dialogs' icons and type names come from names alone: a file whose name says nothing
// is never read (in /proc such a read can wait forever and froze the window). Save adds the
// program's suffix only under its own filter.
class FileChooserTest : public QObject
{
    Q_OBJECT

    // Runs the save dialog in `folder` as a player would: the second filter ("All files")
    // chosen with the keyboard if `allFiles`, then `name` typed and accepted.
    static QString saveAs(const QString& folder, const QString& name, bool allFiles)
    {
        QTimer player;
        QObject::connect(&player, &QTimer::timeout, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr || !dialog->isVisible()) {
                return; // not open yet: look again at the next turn of the event loop
            }
            player.stop();
            auto* types = dialog->findChild<QComboBox*>(QStringLiteral("fileTypeCombo"));
            auto* names = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (types == nullptr || names == nullptr) {
                dialog->reject(); // not Qt's own dialog: the test fails on the empty path
                return;
            }
            if (allFiles) {
                QTest::keyClick(types, Qt::Key_Down);
            }
            names->setText(name);
            QTest::keyClick(names, Qt::Key_Return);
        });
        player.start(0);
        return chooseFileToSave(nullptr, QStringLiteral("Save Game"),
                                QDir(folder).filePath(QStringLiteral("game.jump61")),
                                QStringLiteral("jump61 games (*.jump61 *.txt);;All files (*)"),
                                QStringLiteral("jump61"));
    }

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

    void saveAddsTheSuffixOnlyUnderItsOwnFilter()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QCOMPARE(saveAs(dir.path(), QStringLiteral("notes"), false), dir.filePath("notes.jump61"));
        QCOMPARE(saveAs(dir.path(), QStringLiteral("notes"), true), dir.filePath("notes"));
        // A name with a suffix of its own keeps it under either filter.
        QCOMPARE(saveAs(dir.path(), QStringLiteral("won.txt"), false), dir.filePath("won.txt"));
    }
};

QTEST_MAIN(FileChooserTest)
#include "FileChooserTest.moc"
