#include "gui/dialogs/FileChooser.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMimeDatabase>

namespace jump61 {

namespace {

QMimeType mimeTypeByName(const QFileInfo& info)
{
    return QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
}

// The provider is made before the dialog, so that it outlives the dialog's file model and the
// thread that reads folders for it.
QString runDialog(QWidget* parent, const QString& title, const QString& start,
                  const QString& filter, QFileDialog::AcceptMode mode, const QString& suffix)
{
    NameOnlyIconProvider icons;
    QFileDialog dialog(parent, title, start, filter);
    dialog.setIconProvider(&icons);
    dialog.setAcceptMode(mode);
    if (mode == QFileDialog::AcceptOpen) {
        dialog.setFileMode(QFileDialog::ExistingFile);
    }
    // The suffix is added to a bare name only under the first filter, the program's own files:
    // under "All files" the name is taken as typed.
    dialog.setDefaultSuffix(suffix);
    const QString ownFiles = filter.section(QStringLiteral(";;"), 0, 0);
    QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog,
                     [&dialog, ownFiles, suffix](const QString& chosen) {
                         dialog.setDefaultSuffix(chosen == ownFiles ? suffix : QString());
                     });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return {};
    }
    return dialog.selectedFiles().constFirst();
}

} // namespace

QIcon NameOnlyIconProvider::icon(const QFileInfo& info) const
{
    if (info.isDir()) {
        return QFileIconProvider::icon(info);
    }
    return QIcon::fromTheme(mimeTypeByName(info).iconName(), icon(IconType::File));
}

QString NameOnlyIconProvider::type(const QFileInfo& info) const
{
    if (info.isDir()) {
        return QFileIconProvider::type(info);
    }
    // The MIME database does not know this program's own files by their suffix.
    if (info.suffix().compare(QStringLiteral("jump61"), Qt::CaseInsensitive) == 0) {
        return QCoreApplication::translate("jump61::FileChooser", "jump61 saved game");
    }
    return mimeTypeByName(info).comment();
}

QString chooseFileToOpen(QWidget* parent, const QString& title, const QString& folder,
                         const QString& filter)
{
    return runDialog(parent, title, folder, filter, QFileDialog::AcceptOpen, {});
}

QString chooseFileToSave(QWidget* parent, const QString& title, const QString& start,
                         const QString& filter, const QString& suffix)
{
    return runDialog(parent, title, start, filter, QFileDialog::AcceptSave, suffix);
}

} // namespace jump61
