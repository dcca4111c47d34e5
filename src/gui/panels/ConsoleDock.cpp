#include "gui/panels/ConsoleDock.h"

#include <algorithm>

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace jump61 {

namespace {

constexpr int MaxLines = 5000;
constexpr int RelayoutMilliseconds = 50; // a pause in resizing

} // namespace

ConsoleDock::ConsoleDock(QWidget* parent)
    : QDockWidget(tr("Command Console"), parent), m_output(new QPlainTextEdit),
      m_input(new QLineEdit)
{
    setObjectName(QStringLiteral("console"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_output->setObjectName(QStringLiteral("consoleOutput"));
    m_output->setReadOnly(true);
    m_output->setFont(fixed);
    m_output->setMaximumBlockCount(MaxLines);
    m_output->setCenterOnScroll(false);
    m_input->setObjectName(QStringLiteral("consoleInput"));
    m_input->setFont(fixed);
    m_input->setPlaceholderText(tr("Type a command (help lists them) and press Enter"));
    m_input->setAccessibleName(tr("Command"));
    m_output->setAccessibleName(tr("Commands and answers"));
    m_input->installEventFilter(this);
    m_output->viewport()->installEventFilter(this);
    // After a resize the view counts each line not yet laid out at the new width as one row,
    // so the end of its scroll bar fell short of the newest row when lines above had wrapped
    // anew. Once the resizing pauses, every line is laid out (at most MaxLines of them) and the
    // view goes to its end again.
    m_relayout.setSingleShot(true);
    m_relayout.setInterval(RelayoutMilliseconds);
    connect(&m_relayout, &QTimer::timeout, this, [this] {
        if (!m_following) {
            return;
        }
        QAbstractTextDocumentLayout* layout = m_output->document()->documentLayout();
        for (QTextBlock block = m_output->document()->begin(); block.isValid();
             block = block.next()) {
            layout->blockBoundingRect(block);
        }
        showNewest();
    });

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(4);
    layout->addWidget(m_output, 1);
    layout->addWidget(m_input);
    setWidget(body);
    connect(m_input, &QLineEdit::returnPressed, this, &ConsoleDock::submit);
    // Opened by the player (F12 or the menu), the console takes the keys; shown because the
    // last session left it open, it leaves them with the board, where H, P and S are the
    // window's keys rather than letters typed into the command line.
    connect(toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
        if (shown) {
            m_input->setFocus();
        }
    });
    // The newest line stays in view while the view follows the output (its scroll bar at the
    // end): a resize of the window, which changes how many lines fit, keeps it there too. A
    // player who scrolled back stays where they scrolled.
    QScrollBar* bar = m_output->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_following = value >= bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this](int, int) {
        if (m_following) {
            showNewest();
        }
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) {
            // A hidden text view follows no output, and on showing scrolls to its cursor, which
            // stays where a click in the text left it: the console opens on the newest line.
            m_output->moveCursor(QTextCursor::End);
            m_output->verticalScrollBar()->setValue(m_output->verticalScrollBar()->maximum());
        }
    });
    hide();
}

void ConsoleDock::showNewest()
{
    // Only the view moves: the text cursor, and a selection the player is copying, stay.
    QScrollBar* bar = m_output->verticalScrollBar();
    bar->setValue(bar->maximum());
}

void ConsoleDock::appendCommand(const QString& line)
{
    append(
        QStringLiteral("<span style=\"color:#5E81AC\">&gt; %1</span>").arg(line.toHtmlEscaped()));
}

void ConsoleDock::appendOutput(const QString& line)
{
    append(line.toHtmlEscaped());
}

void ConsoleDock::appendError(const QString& message)
{
    append(QStringLiteral("<span style=\"color:#BF3B3B\">error: %1</span>")
               .arg(message.toHtmlEscaped()));
}

void ConsoleDock::appendNote(const QString& text)
{
    append(QStringLiteral("<span style=\"color:#8A8F98\"># %1</span>").arg(text.toHtmlEscaped()));
}

QString ConsoleDock::transcript() const
{
    return m_output->toPlainText();
}

bool ConsoleDock::eventFilter(QObject* watched, QEvent* event)
{
    // A new width wraps the lines anew once the view has laid them out: the newest line is
    // looked for after that, not in the middle of it.
    if (watched == m_output->viewport() && event->type() == QEvent::Resize && m_following) {
        m_relayout.start();
    }
    if (watched == m_input && event->type() == QEvent::KeyPress && !m_history.isEmpty()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down) {
            m_recall = std::clamp(m_recall + (key == Qt::Key_Up ? -1 : 1), 0,
                                  static_cast<int>(m_history.size()));
            m_input->setText(m_recall < m_history.size() ? m_history[m_recall] : QString());
            return true;
        }
    }
    return QDockWidget::eventFilter(watched, event);
}

void ConsoleDock::append(const QString& html)
{
    m_output->appendHtml(QStringLiteral("<pre style=\"margin:0\">%1</pre>").arg(html));
}

void ConsoleDock::submit()
{
    const QString line = m_input->text();
    m_input->clear();
    if (line.trimmed().isEmpty()) {
        return;
    }
    if (m_history.isEmpty() || m_history.back() != line) {
        m_history.append(line);
    }
    m_recall = static_cast<int>(m_history.size());
    emit commandEntered(line);
}

} // namespace jump61
