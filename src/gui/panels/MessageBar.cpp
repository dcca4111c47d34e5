#include "gui/panels/MessageBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace jump61 {

namespace {

constexpr int ShowMilliseconds = 9000;

} // namespace

MessageBar::MessageBar(QWidget* parent) : QFrame(parent), m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("messageBar"));
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("\u2715"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close this message"));
    close->setAccessibleName(tr("Close this message"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 6, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(close);
    m_hide.setSingleShot(true);
    m_hide.setInterval(ShowMilliseconds);
    connect(&m_hide, &QTimer::timeout, this, &QWidget::hide);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showError(const QString& text)
{
    showMessage(text, QStringLiteral("#FDECEC"), QStringLiteral("#E8A3A3"),
                QStringLiteral("#7A1F1F"));
}

void MessageBar::dismiss()
{
    m_hide.stop();
    hide();
}

QString MessageBar::text() const
{
    return m_text->text();
}

void MessageBar::showMessage(const QString& text, const QString& background, const QString& border,
                             const QString& foreground)
{
    setStyleSheet(QStringLiteral("QFrame#messageBar { background: %1; border: 1px solid %2;"
                                 " border-radius: 6px; }"
                                 " QLabel#messageText { color: %3; }")
                      .arg(background, border, foreground));
    m_text->setText(text);
    show();
    m_hide.start();
}

} // namespace jump61
