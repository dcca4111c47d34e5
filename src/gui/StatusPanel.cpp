#include "gui/StatusPanel.h"

#include "gui/DisplayOptions.h"
#include "gui/SquaresChart.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

namespace jump61 {

namespace {

QLabel* sectionTitle(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text.toUpper(), parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.8);
    font.setBold(true);
    font.setLetterSpacing(QFont::PercentageSpacing, 108);
    label->setFont(font);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
    return label;
}

int spotsOf(const Board& board, Side side)
{
    int spots = 0;
    for (int sq = 0; sq < board.area(); ++sq) {
        if (board.owner(sq) == side) {
            spots += board.spots(sq);
        }
    }
    return spots;
}

} // namespace

StatusPanel::StatusPanel(QWidget* parent)
    : QWidget(parent), m_colours(BoardColours::of(ColourScheme::Classic)),
      m_turnChip(new QLabel(this)), m_turn(new QLabel(this)), m_turnDetail(new QLabel(this)),
      m_move(new QLabel(this)), m_activityLabel(new QLabel(this)), m_chart(new SquaresChart(this))
{
    setObjectName(QStringLiteral("statusPanel"));
    m_turn->setObjectName(QStringLiteral("turnLabel"));
    m_activityLabel->setObjectName(QStringLiteral("activityLabel"));
    QFont big = m_turn->font();
    big.setPointSizeF(big.pointSizeF() * 1.45);
    big.setBold(true);
    m_turn->setFont(big);
    // Long words ("À Rouge de jouer" in a large font) wrap rather than widen the panel.
    m_turn->setWordWrap(true);
    m_turnDetail->setWordWrap(true);
    m_activityLabel->setWordWrap(true);
    m_activityLabel->setTextFormat(Qt::RichText);
    m_activityLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_activityLabel->setMinimumHeight(m_activityLabel->fontMetrics().lineSpacing() * 3);
    m_move->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto* turnRow = new QHBoxLayout;
    turnRow->setSpacing(10);
    turnRow->addWidget(m_turnChip);
    turnRow->addWidget(m_turn, 1);
    turnRow->addWidget(m_move);

    auto* players = new QGridLayout;
    players->setHorizontalSpacing(10);
    players->setVerticalSpacing(2);
    players->setColumnStretch(1, 1);
    for (std::size_t i = 0; i < m_players.size(); ++i) {
        PlayerRow& row = m_players[i];
        row.chip = new QLabel(this);
        row.name = new QLabel(this);
        row.role = new QLabel(this);
        row.counts = new QLabel(this);
        row.counts->setObjectName(i == 0 ? QStringLiteral("redCounts")
                                         : QStringLiteral("blueCounts"));
        QFont bold = row.name->font();
        bold.setBold(true);
        row.name->setFont(bold);
        row.counts->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // "Computer · Gelegenheitsspieler (Stufe 2)" is wider than the panel: it wraps.
        row.role->setWordWrap(true);
        const int line = static_cast<int>(i) * 2;
        players->addWidget(row.chip, line, 0, 2, 1, Qt::AlignTop);
        players->addWidget(row.name, line, 1);
        players->addWidget(row.counts, line, 2);
        players->addWidget(row.role, line + 1, 1, 1, 2);
        players->setRowMinimumHeight(line + 1, row.role->fontMetrics().height() + 8);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    layout->setSpacing(8);
    layout->addLayout(turnRow);
    layout->addWidget(m_turnDetail);
    layout->addSpacing(10);
    layout->addWidget(sectionTitle(tr("Players"), this));
    layout->addLayout(players);
    layout->addSpacing(6);
    layout->addWidget(sectionTitle(tr("Computer"), this));
    layout->addWidget(m_activityLabel);
    layout->addSpacing(6);
    layout->addWidget(sectionTitle(tr("Squares over the game"), this));
    layout->addWidget(m_chart, 1);

    refreshPlayers();
    refreshTurn();
}

void StatusPanel::setColours(const BoardColours& colours)
{
    m_colours = colours;
    m_chart->setColours(colours);
    refreshPlayers();
    refreshTurn();
}

void StatusPanel::setSnapshot(const SessionSnapshot& snapshot)
{
    // A fresh game: what the computer said about the last one no longer applies. A search
    // whose move never came was dropped.
    const bool freshGame = !(snapshot.game.start() == m_snapshot.game.start()) ||
                           (snapshot.game.moves().empty() && !m_snapshot.game.moves().empty());
    if ((freshGame && !m_searching) || (m_chosen && !m_chosen->played)) {
        m_activityLabel->clear();
        m_chosen.reset();
    }
    m_snapshot = snapshot;
    m_chart->setGame(snapshot.game);
    refreshPlayers();
    refreshTurn();
}

void StatusPanel::setShownBoard(const Board& board)
{
    if (board == m_shown) {
        return;
    }
    m_shown = board;
    refreshPlayers();
    refreshTurn();
}

void StatusPanel::setPaused(bool paused)
{
    m_paused = paused;
    refreshTurn();
}

void StatusPanel::searchStarted(Side side, bool hint)
{
    m_searching = true;
    m_chosen.reset();
    const QString who = side == Side::Red ? tr("Red") : tr("Blue");
    m_activity = hint ? tr("<b>Looking for a hint for %1…</b>").arg(who)
                      : tr("<b>%1 is thinking…</b>").arg(who);
    m_activityLabel->setText(m_activity);
    refreshTurn();
}

void StatusPanel::searchProgressed(Side, const SearchInfo& info)
{
    QString line = searchLine(info.depth, info.score, info.nodes, info.seconds);
    if (!info.pv.empty()) {
        line = tr("best so far %1 · %2").arg(squareText(info.pv.front()), line);
    }
    m_activityLabel->setText(m_activity + QStringLiteral("<br>") + line);
}

void StatusPanel::searchFinished(Side side, const SearchResult& result, bool hint)
{
    m_searching = false;
    if (!hint && result.move >= 0) {
        m_chosen = Chosen{side, result};
    } else if (result.move < 0) {
        m_activityLabel->clear();
    }
    refreshTurn();
}

void StatusPanel::computerMovePlayed()
{
    if (m_chosen) {
        m_chosen->played = true;
    }
}

void StatusPanel::computerMoveShown()
{
    if (!m_chosen) {
        return;
    }
    const Chosen& chosen = *m_chosen;
    const QString who = chosen.side == Side::Red ? tr("Red") : tr("Blue");
    m_activityLabel->setText(tr("<b>%1 played %2</b>").arg(who, squareText(chosen.result.move)) +
                             QStringLiteral("<br>") +
                             searchLine(chosen.result.depth, chosen.result.score,
                                        chosen.result.nodes, chosen.result.seconds));
    m_chosen.reset();
}

void StatusPanel::showHint(const QString& square)
{
    m_activityLabel->setText(tr("<b>Hint: play %1</b><br>the square is ringed on the board")
                                 .arg(square.toHtmlEscaped()));
}

QString StatusPanel::turnText() const
{
    return m_turn->text();
}

QString StatusPanel::activityText() const
{
    return m_activityLabel->text();
}

QString StatusPanel::scoreText(int score)
{
    if (isWinScore(score)) {
        const int moves = (pliesToEnd(score) + 1) / 2;
        if (score > 0) {
            return moves == 1 ? tr("wins next move") : tr("wins in %1 moves").arg(moves);
        }
        return moves <= 1 ? tr("loses next move") : tr("loses in %1 moves").arg(moves);
    }
    return QStringLiteral("%1%2")
        .arg(score >= 0 ? QStringLiteral("+") : QString())
        .arg(score / 100.0, 0, 'f', 1);
}

QString StatusPanel::squareText(int square) const
{
    const int size = m_snapshot.board().size();
    return QStringLiteral("%1 %2").arg(square / size + 1).arg(square % size + 1);
}

QString StatusPanel::searchLine(int depth, int score, std::uint64_t nodes, double seconds) const
{
    const QString positions = nodes >= 1'000'000 ? tr("%1M positions").arg(nodes / 1e6, 0, 'f', 1)
                              : nodes >= 1000    ? tr("%1k positions").arg(nodes / 1000)
                                                 : tr("%1 positions").arg(nodes);
    // Times under a second say little and would make the screenshots differ from run to run.
    const QString time = seconds >= 1.0 ? tr(" · %1 s").arg(seconds, 0, 'f', 1) : QString();
    return tr("depth %1 · eval %2<br>%3%4").arg(depth).arg(scoreText(score), positions, time);
}

void StatusPanel::refreshTurn()
{
    const Board& board = m_shown.size() == m_snapshot.board().size() ? m_shown : m_snapshot.board();
    const Side winner = board.winner();
    const Side side = winner != Side::White ? winner : board.toMove();
    const QString who = side == Side::Red ? tr("Red") : tr("Blue");
    paintChip(m_turnChip, m_colours.side(side), 22);
    m_move->setText(tr("Move %1").arg(m_snapshot.game.ply() + (winner == Side::White ? 1 : 0)));
    if (winner != Side::White) {
        m_turn->setText(tr("%1 wins").arg(who));
        m_turnDetail->setText(tr("The game is over: start a new one, or undo."));
        return;
    }
    m_turn->setText(tr("%1 to move").arg(who));
    if (m_snapshot.isHuman(side)) {
        const QString colour = side == Side::Red ? tr("red") : tr("blue");
        m_turnDetail->setText(m_snapshot.anyComputer()
                                  ? tr("Your turn: click a white or %1 square.").arg(colour)
                                  : tr("Click a white or %1 square.").arg(colour));
    } else if (m_paused) {
        m_turnDetail->setText(tr("The computer is paused: P resumes, S makes one move."));
    } else {
        m_turnDetail->setText(
            m_searching
                ? tr("The computer (%1) is choosing a move.")
                      .arg(levelTitle(m_snapshot.level(side)))
                : tr("The computer (%1) plays %2.").arg(levelTitle(m_snapshot.level(side)), who));
    }
}

void StatusPanel::refreshPlayers()
{
    const Board& board = m_shown.size() == m_snapshot.board().size() ? m_shown : m_snapshot.board();
    for (const Side side : {Side::Red, Side::Blue}) {
        PlayerRow& row = m_players[static_cast<std::size_t>(SessionSnapshot::slot(side))];
        paintChip(row.chip, m_colours.side(side), 16);
        row.name->setText(side == Side::Red ? tr("Red") : tr("Blue"));
        row.role->setText(m_snapshot.isHuman(side) ? tr("Human")
                                                   : tr("Computer · %1 (level %2)")
                                                         .arg(levelTitle(m_snapshot.level(side)))
                                                         .arg(m_snapshot.level(side)));
        const int squares = board.count(side);
        const int spots = spotsOf(board, side);
        row.counts->setText((squares == 1 ? tr("1 square") : tr("%1 squares").arg(squares)) +
                            QStringLiteral(" · ") +
                            (spots == 1 ? tr("1 spot") : tr("%1 spots").arg(spots)));
    }
}

void StatusPanel::paintChip(QLabel* chip, const QColor& colour, int size) const
{
    const qreal ratio = devicePixelRatioF();
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(colour.darker(130), 1));
    painter.setBrush(colour);
    painter.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), size * 0.22, size * 0.22);
    chip->setPixmap(pixmap);
    chip->setFixedSize(size, size);
}

} // namespace jump61
