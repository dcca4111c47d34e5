#include "gui/panels/MessageBar.h"

#include <algorithm>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace jump61 {

namespace {

constexpr int ShowMilliseconds = 9000;
constexpr int NoticeMilliseconds = 30000;
constexpr int Lines = 2;

} // namespace

MessageBar::MessageBar(QWidget* parent) : QFrame(parent), m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("messageBar"));
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A file's name is shown as it is, never read as markup.
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
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
    connect(&m_hide, &QTimer::timeout, this, &QWidget::hide);
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    // Every message is an error, so the colours are set once.
    setStyleSheet(
        QStringLiteral("QFrame#messageBar { background: #FDECEC; border: 1px solid #E8A3A3;"
                       " border-radius: 6px; }"
                       " QLabel#messageText { color: #7A1F1F; }"));
    // Two lines high, shown or not, so that the board below never moves (room is left for the
    // message's border): one line cut the middle out of most messages in a narrow window.
    ensurePolished();
    const QMargins margins = layout->contentsMargins();
    const QFontMetrics metrics = m_text->fontMetrics();
    setFixedHeight(std::max(metrics.lineSpacing() * (Lines - 1) + metrics.height(),
                            close->sizeHint().height()) +
                   margins.top() + margins.bottom() + 2);
    QSizePolicy policy = sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    setSizePolicy(policy);
    hide();
}

void MessageBar::showError(const QString& text)
{
    showMessage(text, false);
}

void MessageBar::showNotice(const QString& text)
{
    showMessage(text, true);
}

void MessageBar::showMessage(const QString& text, bool notice)
{
    m_message = text;
    m_notice = notice;
    shortenToFit();
    show();
    m_hide.start(notice ? NoticeMilliseconds : ShowMilliseconds);
}

void MessageBar::dismissNotice()
{
    if (m_notice) {
        m_notice = false;
        dismiss();
    }
}

void MessageBar::dismiss()
{
    if (m_notice) {
        return;
    }
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
    const QFontMetrics metrics = m_text->fontMetrics();
    const int width = std::max(1, m_text->contentsRect().width());
    const int room = metrics.lineSpacing() * (Lines - 1) + metrics.height();
    const auto fits = [&](const QString& text) {
        return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height() <=
               room;
    };
    // Whole if it fits on its lines; else the middle goes (a message names what failed first
    // and why last), a little more each time until the rest fits.
    QString shown = m_message;
    for (int span = Lines * width; !fits(shown) && span > 0; span -= std::max(1, width / 20)) {
        shown = metrics.elidedText(m_message, Qt::ElideMiddle, span);
    }
    m_text->setText(shown);
    m_text->setToolTip(shown == m_message ? QString() : m_message);
}

} // namespace jump61
