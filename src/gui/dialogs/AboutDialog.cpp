#include "gui/dialogs/AboutDialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

#ifndef JUMP61_VERSION
#define JUMP61_VERSION "unknown"
#endif

namespace jump61 {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About jump61"));
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/jump61.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    auto* text = new QLabel(this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setOpenExternalLinks(true);
    text->setText(
        tr("<h2>jump61 %1</h2>"
           "<p>The jumping-cubes game: take turns adding spots to squares; a square with more "
           "spots than neighbours jumps, and its spots take the squares around it. Cover the "
           "board in your colour to win.</p>"
           "<p>One command interpreter drives both this window and the text program "
           "(<tt>jump61</tt> without <tt>--display</tt>); the Command Console (F12, in the "
           "Settings menu) shows the commands the window sends.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QStringLiteral(JUMP61_VERSION), QString::fromLatin1(qVersion())));
    text->setMinimumWidth(360);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* row = new QHBoxLayout;
    row->setSpacing(18);
    row->addWidget(icon);
    row->addWidget(text, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

} // namespace jump61
