#include "gui/panels/MessageBar.h"

#include <algorithm>

#include <QEvent>
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
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long message is shortened to the strip's width rather than widen the window.
    m_text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_text->installEventFilter(this);
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

    // Every message is an error, so the colours are set once.
    setStyleSheet(
        QStringLiteral("QFrame#messageBar { background: #FDECEC; border: 1px solid #E8A3A3;"
                       " border-radius: 6px; }"
                       " QLabel#messageText { color: #7A1F1F; }"));
    // One line high, shown or not, so that the board below never moves (room is left for the
    // message's border).
    ensurePolished();
    const QMargins margins = layout->contentsMargins();
    setFixedHeight(std::max(m_text->fontMetrics().height(), close->sizeHint().height()) +
                   margins.top() + margins.bottom() + 2);
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
}

void MessageBar::showError(const QString& text)
{
    m_message = text;
    shortenToFit();
    show();
    m_hide.start();
}

void MessageBar::dismiss()
{
    m_hide.stop();
    hide();
}

QString MessageBar::text() const
{
    return m_message;
}

bool MessageBar::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_text && event->type() == QEvent::Resize) {
        shortenToFit();
    }
    return QFrame::eventFilter(watched, event);
}

void MessageBar::shortenToFit()
{
    // The middle goes: a message names what failed first and why last.
    const QString shown = m_text->fontMetrics().elidedText(m_message, Qt::ElideMiddle,
                                                           m_text->contentsRect().width());
    m_text->setText(shown);
    m_text->setToolTip(shown == m_message ? QString() : m_message);
}

} // namespace jump61
