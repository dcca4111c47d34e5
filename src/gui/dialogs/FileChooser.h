#pragma once

#include <QFileIconProvider>
#include <QString>

class QFileDialog;
class QWidget;

namespace jump61 {

// Icons and type names for a file dialog from a file's name alone. Qt's own provider asks the
// MIME database, which reads the first bytes of a file whose name says nothing (no suffix): in
// /proc or /sys such a read can wait forever (/proc/kmsg waits for the next kernel message), and
// the dialog, drawn on the window's thread, froze the whole window while its completer listed
// the folder. Folders keep Qt's icons: telling a folder needs no read of its contents.
class NameOnlyIconProvider : public QFileIconProvider
{
public:
    QIcon icon(const QFileInfo& info) const override;
    QString type(const QFileInfo& info) const override;
    using QFileIconProvider::icon;
};

// The window's file dialogs: the desktop's where it has one, else Qt's own with the icon
// provider above. Return the file chosen, or an empty string if none was.
QString chooseFileToOpen(QWidget* parent, const QString& title, const QString& folder,
                         const QString& filter);
QString chooseFileToSave(QWidget* parent, const QString& title, const QString& start,
                         const QString& filter, const QString& suffix);

} // namespace jump61
