#include "gui/panels/GameOverBanner.h"

#include "gui/board/PressBurst.h"

#include <algorithm>

#include <QBoxLayout>
#include <QEvent>
#include <QGraphicsDropShadowEffect>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace jump61 {

namespace {

// The card in the middle: a rounded panel with a band of the winner's colour along its top.
class Card : public QWidget
{
public:
    using QWidget::QWidget;

    void setAccent(const QColor& accent)
    {
        m_accent = accent;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        QPainterPath card;
        card.addRoundedRect(box, 14, 14);
        painter.fillPath(card, palette().color(QPalette::Base));
        QPainterPath band;
        band.addRect(box.left(), box.top(), box.width(), 8);
        painter.fillPath(card.intersected(band), m_accent);
    }

private:
    QColor m_accent;
};

} // namespace

GameOverBanner::GameOverBanner(QWidget* over)
    : QWidget(over), m_card(new Card(this)), m_title(new QLabel(m_card)),
      m_detail(new QLabel(m_card)), m_newGame(new QPushButton(tr("&New Game"), m_card)),
      m_undo(new QPushButton(tr("&Undo Last Move"), m_card)), m_close(new QToolButton(m_card))
{
    setObjectName(QStringLiteral("gameOverBanner"));
    m_card->setObjectName(QStringLiteral("gameOverCard"));
    m_title->setObjectName(QStringLiteral("gameOverTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setWordWrap(true);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_title->setFont(big);

    m_newGame->setDefault(true);
    for (QPushButton* button : {m_newGame, m_undo}) {
        button->setMinimumSize(150, 36);
    }
    auto* buttons = new QBoxLayout(QBoxLayout::LeftToRight);
    buttons->addStretch();
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_undo);
    buttons->addStretch();
    m_buttons = buttons;

    auto* layout = new QVBoxLayout(m_card);
    layout->setContentsMargins(36, 30, 36, 26);
    layout->setSpacing(10);
    layout->addWidget(m_title);
    layout->addWidget(m_detail);
    layout->addSpacing(6);
    layout->addLayout(buttons);

    // In the card's corner, beside its layout: the card keeps its size and the title its centre.
    m_close->setObjectName(QStringLiteral("gameOverClose"));
    m_close->setText(QStringLiteral("\u2715"));
    m_close->setAutoRaise(true);
    m_close->setFocusPolicy(Qt::NoFocus);
    m_close->setToolTip(tr("Close this box to look at the board (Esc)"));
    m_close->setAccessibleName(tr("Close this box to look at the board (Esc)"));

    auto* shadow = new QGraphicsDropShadowEffect(m_card);
    shadow->setBlurRadius(36);
    shadow->setOffset(0, 6);
    shadow->setColor(QColor(0, 0, 0, 110));
    m_card->setGraphicsEffect(shadow);

    connect(m_newGame, &QPushButton::clicked, this, &GameOverBanner::newGameRequested);
    connect(m_undo, &QPushButton::clicked, this, &GameOverBanner::undoRequested);
    connect(m_close, &QToolButton::clicked, this, &GameOverBanner::dismiss);
    over->installEventFilter(this);
    hide();
}

void GameOverBanner::showResult(const QString& title, const QString& detail, const QColor& accent)
{
    static_cast<Card*>(m_card)->setAccent(accent);
    m_title->setText(title);
    QPalette palette = m_title->palette();
    palette.setColor(QPalette::WindowText, accent);
    m_title->setPalette(palette);
    m_detail->setText(detail);
    placeCard();
    show();
    raise();
}

void GameOverBanner::dismiss()
{
    if (isVisible()) {
        hide();
        emit dismissed();
    }
}

QString GameOverBanner::title() const
{
    return m_title->text();
}

QString GameOverBanner::detail() const
{
    return m_detail->text();
}

bool GameOverBanner::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::MouseButtonPress) {
        m_burst.press(static_cast<QMouseEvent*>(event)->timestamp());
    }
    if (watched == parentWidget() && isVisible()) {
        if (event->type() == QEvent::Resize) {
            placeCard();
        } else if (event->type() == QEvent::KeyPress &&
                   static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
            // The board under the banner has the focus.
            dismiss();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GameOverBanner::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        dismiss();
        return;
    }
    QWidget::keyPressEvent(event);
}

void GameOverBanner::mousePressEvent(QMouseEvent* event)
{
    // Never passed on to the board below: a click meant for the banner plays nothing.
    event->accept();
    const bool continues = m_burst.press(event->timestamp());
    if (event->button() == Qt::LeftButton && !continues &&
        !m_card->geometry().contains(event->position().toPoint())) {
        dismiss();
    }
}

void GameOverBanner::placeCard()
{
    setGeometry(parentWidget()->rect());
    // The buttons side by side while the card so fits beside the board's edges, one above the
    // other in a narrow window (the French "Annuler le dernier coup" made the card wider than a
    // 640 x 480 window's board).
    // In the smallest window even that card is too large for the board's column: its margins
    // then shrink, so that its buttons stay whole.
    constexpr int Edge = 8;
    const int room = width() - 2 * Edge;
    const int tallest = height() - 2 * Edge;
    QLayout* layout = m_card->layout();
    const auto size = [&] {
        // As wide as it likes, within the room and never below what its buttons need; as tall
        // as the wrapped text then is.
        const int cardWidth =
            std::max(layout->minimumSize().width(), std::min(layout->sizeHint().width(), room));
        return QSize(cardWidth, layout->hasHeightForWidth() ? layout->totalHeightForWidth(cardWidth)
                                                            : layout->sizeHint().height());
    };
    // The card's layout keeps its sizes until told that its buttons' row changed.
    layout->setContentsMargins(36, 30, 36, 26);
    m_buttons->setDirection(QBoxLayout::LeftToRight);
    layout->invalidate();
    if (layout->minimumSize().width() > room) {
        m_buttons->setDirection(QBoxLayout::TopToBottom);
        layout->invalidate();
    }
    QSize card = size();
    if (card.width() > room || card.height() > tallest) {
        layout->setContentsMargins(12, 24, 12, 10);
        layout->invalidate();
        card = size();
    }
    m_card->resize(card);
    m_close->adjustSize();
    m_close->move(m_card->width() - m_close->width() - 10, 14);
    m_card->move((width() - m_card->width()) / 2, (height() - m_card->height()) / 2);
}

void GameOverBanner::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(20, 24, 32, 90));
}

} // namespace jump61
