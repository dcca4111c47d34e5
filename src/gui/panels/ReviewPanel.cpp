#include "gui/panels/ReviewPanel.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

namespace jump61 {

namespace {

QString squareWords(const Board& board, int square)
{
    const int size = board.size();
    return QStringLiteral("%1 %2").arg(square / size + 1).arg(square % size + 1);
}

QLabel* wrapping(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

ReviewPanel::ReviewPanel(QWidget* parent)
    : QWidget(parent), m_colours(BoardColours::of(ColourScheme::Classic)),
      m_analysing(new QWidget(this)), m_progressLabel(wrapping(m_analysing)),
      m_progress(new QProgressBar(m_analysing)), m_cancel(new QPushButton(m_analysing)),
      m_browsing(new QWidget(this)), m_slider(new QSlider(Qt::Horizontal, m_browsing)),
      m_position(new QLabel(m_browsing)), m_moveLine(wrapping(m_browsing)),
      m_legend(wrapping(m_browsing)), m_summary(new QLabel(m_browsing)),
      m_turningPoint(new QToolButton(m_browsing)), m_exit(new QToolButton(this))
{
    setObjectName(QStringLiteral("reviewPanel"));
    m_slider->setObjectName(QStringLiteral("reviewSlider"));
    m_moveLine->setObjectName(QStringLiteral("reviewMoveLine"));
    m_cancel->setObjectName(QStringLiteral("reviewCancel"));
    m_progress->setObjectName(QStringLiteral("reviewProgress"));
    auto* title = new QLabel(tr("Game review"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);
    // "Analyse des Spiels" beside "Analyse beenden" is wider than the panel: it wraps.
    title->setWordWrap(true);

    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the analysis and return to the game (Esc)"));
    connect(m_cancel, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    auto* analysing = new QVBoxLayout(m_analysing);
    analysing->setContentsMargins(0, 0, 0, 0);
    analysing->addWidget(m_progressLabel);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    analysing->addLayout(bar);

    m_slider->setPageStep(5);
    m_slider->setToolTip(tr("Drag to go through the moves"));
    m_slider->setAccessibleName(tr("Reviewed move"));
    connect(m_slider, &QSlider::valueChanged, this, [this](int move) {
        if (move != m_move) {
            emit moveChosen(move);
        }
    });
    auto* steps = new QHBoxLayout;
    steps->setSpacing(4);
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        m_steps[i] = new QToolButton(m_browsing);
        m_steps[i]->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_steps[i]->setAutoRaise(false);
        steps->addWidget(m_steps[i]);
        if (i == 1) {
            steps->addWidget(m_position, 1, Qt::AlignCenter);
        }
    }
    QFont bold = m_moveLine->font();
    bold.setBold(true);
    m_moveLine->setFont(bold);
    m_moveLine->setMinimumHeight(m_moveLine->fontMetrics().lineSpacing() * 3);
    m_moveLine->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_legend->setText(tr("On the board: the position before the move. Solid ring: the move "
                         "played. Dashed ring: the better move."));
    QPalette quiet = m_legend->palette();
    quiet.setColor(QPalette::WindowText, quiet.color(QPalette::PlaceholderText));
    m_legend->setPalette(quiet);
    m_summary->setTextFormat(Qt::RichText);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_turningPoint);
    actions->addStretch(1);

    auto* browsing = new QVBoxLayout(m_browsing);
    browsing->setContentsMargins(0, 0, 0, 0);
    browsing->setSpacing(6);
    browsing->addWidget(m_slider);
    browsing->addLayout(steps);
    browsing->addWidget(m_moveLine);
    browsing->addWidget(m_legend);
    browsing->addWidget(m_summary);
    browsing->addLayout(actions);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 6);
    layout->setSpacing(8);
    // Leaving is always at hand, beside the title.
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(title, 1);
    titleRow->addWidget(m_exit);
    layout->addLayout(titleRow);
    layout->addWidget(m_analysing);
    layout->addWidget(m_browsing);
    m_browsing->hide();
}

void ReviewPanel::setActions(QAction* first, QAction* previous, QAction* next, QAction* last,
                             QAction* turningPoint, QAction* exit)
{
    // Arrows rather than the actions' words, so that the row fits the panel; the buttons follow
    // their actions' enabled state and tooltips.
    const std::array<QAction*, 4> steps{first, previous, next, last};
    const std::array<QString, 4> arrows{QStringLiteral("|◀"), QStringLiteral("◀"),
                                        QStringLiteral("▶"), QStringLiteral("▶|")};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QToolButton* button = m_steps[i];
        QAction* action = steps[i];
        button->setText(arrows[i]);
        button->setAccessibleName(action->text());
        const auto follow = [button, action] {
            button->setEnabled(action->isEnabled());
            button->setToolTip(action->toolTip());
        };
        follow();
        connect(action, &QAction::changed, button, follow);
        connect(button, &QToolButton::clicked, action, &QAction::trigger);
    }
    m_turningPoint->setDefaultAction(turningPoint);
    m_exit->setDefaultAction(exit);
}

void ReviewPanel::setColours(const BoardColours& colours)
{
    m_colours = colours;
    if (!m_moves.empty()) {
        showMove(m_move);
        refreshSummary();
    }
}

void ReviewPanel::showAnalysing(int moves)
{
    m_moves.clear();
    m_move = 0;
    m_progress->setRange(0, 0);
    m_progressLabel->setText(tr("Analysing %n move(s)…", nullptr, moves));
    m_browsing->hide();
    m_exit->hide(); // Cancel does it
    m_analysing->show();
}

void ReviewPanel::showProgress(int done, int total)
{
    // Two passes over the game's positions: proven wins looked for from the end, then each
    // position searched from the start, which judges the move into it. The bar shows the pass
    // the text names, so that both say the same.
    const int positions = total / 2;
    if (done < positions) {
        m_progress->setRange(0, std::max(1, positions));
        m_progress->setValue(done);
        m_progressLabel->setText(tr("Step 1 of 2: looking for proven wins from the end…"));
        return;
    }
    const int moves = positions - 1;
    const int judged = std::clamp(done - positions - 1, 0, moves);
    m_progress->setRange(0, std::max(1, moves));
    m_progress->setValue(judged);
    m_progressLabel->setText(tr("Step 2 of 2: analysed %1 of %2 moves…").arg(judged).arg(moves));
}

void ReviewPanel::showReview(const Game& game, const std::vector<MoveReview>& moves,
                             const ReviewSummaries& summaries)
{
    m_game = game;
    m_moves = moves;
    m_summaries = summaries;
    m_move = 0;
    const QSignalBlocker blocker(m_slider);
    m_slider->setRange(1, std::max(1, static_cast<int>(moves.size())));
    m_analysing->hide();
    m_browsing->show();
    m_exit->show();
    refreshSummary();
}

void ReviewPanel::showMove(int move)
{
    if (move < 1 || move > static_cast<int>(m_moves.size())) {
        return;
    }
    m_move = move;
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(move);
    }
    m_position->setText(tr("Move %1 of %2").arg(move).arg(m_moves.size()));
    const auto index = static_cast<std::size_t>(move - 1);
    m_moveLine->setText(describe(m_game.positionAt(index), m_moves[index], m_colours));
}

QString ReviewPanel::describe(const Board& before, const MoveReview& review,
                              const BoardColours& colours)
{
    const QString mover = colours.name(review.mover);
    QString text = tr("Move %1: %2 %3 — %4")
                       .arg(review.number)
                       .arg(mover, squareWords(before, review.move), className(review.moveClass));
    if (review.best >= 0) {
        text += tr("; better %1").arg(squareWords(before, review.best));
    }
    text += tr("; %1's winning chance %2% → %3%").arg(mover).arg(review.before).arg(review.after);
    if (review.next.proven) {
        const QString winner = colours.name(review.next.winner);
        if (review.next.winnerMoves > 0) {
            text += tr(" (proven: %1 wins in %2)").arg(winner).arg(review.next.winnerMoves);
        } else if (review.next.winnerMoves < 0) {
            text += tr(" (proven: %1 wins)").arg(winner);
        } else {
            text += tr(" (%1 won)").arg(winner); // the game's last move, as the console's "won"
        }
    }
    return text;
}

QString ReviewPanel::className(MoveClass moveClass)
{
    switch (moveClass) {
    case MoveClass::Best:
        return tr("best");
    case MoveClass::Good:
        return tr("good");
    case MoveClass::Inaccuracy:
        return tr("inaccuracy");
    case MoveClass::Mistake:
        return tr("mistake");
    case MoveClass::Blunder:
        return tr("blunder");
    }
    return {};
}

QString ReviewPanel::moveText() const
{
    return m_moveLine->text();
}

QString ReviewPanel::progressText() const
{
    return m_progressLabel->text();
}

int ReviewPanel::sliderValue() const
{
    return m_slider->value();
}

void ReviewPanel::refreshSummary()
{
    // A small table: one row per class, one column per side.
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1'><tr><td></td>");
    for (const Side side : {Side::Red, Side::Blue}) {
        html += QStringLiteral("<td align='right'>&nbsp;&nbsp;<b>%1</b></td>")
                    .arg(m_colours.name(side).toHtmlEscaped());
    }
    html += QStringLiteral("</tr>");
    for (int i = 0; i < MoveClassCount; ++i) {
        html += QStringLiteral("<tr><td>%1</td>")
                    .arg(className(static_cast<MoveClass>(i)).toHtmlEscaped());
        for (const ReviewSummary& summary : m_summaries) {
            html += QStringLiteral("<td align='right'>%1</td>")
                        .arg(summary.counts[static_cast<std::size_t>(i)]);
        }
        html += QStringLiteral("</tr>");
    }
    m_summary->setText(html + QStringLiteral("</table>"));
}

} // namespace jump61
