#include "gui/panels/StatusPanel.h"

#include "engine/Levels.h"
#include "gui/panels/HintVerdict.h"
#include "gui/panels/SquaresChart.h"
#include "gui/settings/DisplayOptions.h"

#include <algorithm>
#include <cstdlib>

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

namespace jump61 {

namespace {

// Computer moves remembered with what the search said about them, for undo and redo.
constexpr std::size_t RememberedChoices = 512;
// Scores (hundredths of a square) a player would call even, and past which a side is winning.
constexpr int EvenScore = 100;
constexpr int WinningScore = 400;

// Small grey capitals: the headings of the panel's sections, and the move number.
void styleAsTitle(QLabel* label)
{
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.8);
    font.setBold(true);
    font.setLetterSpacing(QFont::PercentageSpacing, 108);
    font.setCapitalization(QFont::AllUppercase);
    label->setFont(font);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
}

QLabel* sectionTitle(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    styleAsTitle(label);
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
      m_move(new QLabel(this)), m_activityTitle(sectionTitle(tr("Computer"), this)),
      m_activityLabel(new QLabel(this)), m_chart(new SquaresChart(this))
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
    // Two lines kept whether the text takes one or two ("Your turn: click a white or orange
    // square." wraps where the red one did not), so that the sections below stay where they are
    // from one turn to the next.
    m_turnDetail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_turnDetail->setMinimumHeight(m_turnDetail->fontMetrics().lineSpacing() * 2);
    m_activityLabel->setWordWrap(true);
    m_activityLabel->setTextFormat(Qt::RichText);
    m_activityLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_activityLabel->setMinimumHeight(m_activityLabel->fontMetrics().lineSpacing() * 3);
    // The move number has a line of its own above the heading, which it used to share: "Orange
    // to move" beside "Move 12" wrapped onto two lines.
    m_move->setObjectName(QStringLiteral("moveLabel"));
    styleAsTitle(m_move);

    auto* turnRow = new QHBoxLayout;
    turnRow->setSpacing(10);
    turnRow->addWidget(m_turnChip);
    turnRow->addWidget(m_turn, 1);

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
    // The move number sits close above the heading it belongs to.
    auto* heading = new QVBoxLayout;
    heading->setSpacing(2);
    heading->addWidget(m_move);
    heading->addLayout(turnRow);
    layout->addLayout(heading);
    layout->addWidget(m_turnDetail);
    layout->addSpacing(10);
    layout->addWidget(sectionTitle(tr("Players"), this));
    layout->addLayout(players);
    layout->addSpacing(6);
    layout->addWidget(m_activityTitle);
    layout->addWidget(m_activityLabel);
    layout->addSpacing(6);
    layout->addWidget(sectionTitle(tr("Squares over the game"), this));
    layout->addWidget(m_chart, 1);

    refresh();
}

void StatusPanel::setColours(const BoardColours& colours)
{
    m_colours = colours;
    m_chart->setColours(colours);
    refresh();
}

void StatusPanel::setShown(const SessionSnapshot& snapshot, const MoveEvent* playing)
{
    m_snapshot = snapshot;
    m_playing = playing ? std::optional<MoveEvent>(*playing) : std::nullopt;
    m_chart->setGame(snapshot.game);
    refresh();
}

void StatusPanel::setPaused(bool paused)
{
    if (paused != m_paused) {
        m_paused = paused;
        refreshTurn();
    }
}

void StatusPanel::setHeld(bool held)
{
    if (held != m_held) {
        m_held = held;
        refreshTurn();
    }
}

void StatusPanel::setReviewing(bool reviewing)
{
    if (reviewing != m_reviewing) {
        m_reviewing = reviewing;
        refreshTurn();
    }
}

void StatusPanel::setSolving(bool solving)
{
    if (solving != m_solving) {
        m_solving = solving;
        refreshActivity();
    }
}

void StatusPanel::showReviewed(const std::optional<Board>& position, int number)
{
    m_reviewed = position;
    m_reviewedNumber = number;
    m_activityTitle->setVisible(!position);
    m_activityLabel->setVisible(!position);
    refresh();
}

void StatusPanel::setEngineDetails(bool show)
{
    m_engineDetails = show;
    refreshActivity();
}

void StatusPanel::searchStarted(Side side, bool hint, const Board& position, int level)
{
    m_search = Search{side, hint, position, level, std::nullopt};
    refresh();
}

void StatusPanel::searchProgressed(Side, const SearchInfo& info)
{
    if (m_search) {
        m_search->info = info;
        refreshActivity();
    }
}

void StatusPanel::searchFinished(Side side, const SearchResult& result, bool hint)
{
    if (hint && result.move >= 0 && m_search) {
        m_hintResult = HintResult{m_search->position, result, m_search->level};
    }
    if (!hint && result.move >= 0 && m_search) {
        m_choices.push_back(Choice{side, m_search->position, result, m_search->level});
        if (m_choices.size() > RememberedChoices) {
            m_choices.erase(m_choices.begin());
        }
    }
    m_search.reset();
    refresh();
}

void StatusPanel::showHint(int square)
{
    m_hint = square;
    refreshActivity();
}

QString StatusPanel::turnText() const
{
    return m_turn->text();
}

QString StatusPanel::detailText() const
{
    return m_turnDetail->text();
}

QString StatusPanel::moveText() const
{
    return m_move->text();
}

QString StatusPanel::activityText() const
{
    return m_reviewed ? QString() : m_activityLabel->text();
}

QString StatusPanel::countsText(Side side) const
{
    return m_players[static_cast<std::size_t>(playerIndex(side))].counts->text();
}

QString StatusPanel::scoreText(int score)
{
    if (isWinScore(score)) {
        const int moves = (pliesToEnd(score) + 1) / 2;
        return score > 0 ? tr("wins in %n move(s)", nullptr, moves)
                         : tr("loses in %n move(s)", nullptr, moves);
    }
    return QStringLiteral("%1%2")
        .arg(score >= 0 ? QStringLiteral("+") : QString())
        .arg(QLocale().toString(score / 100.0, 'f', 1));
}

QString StatusPanel::verdictText(Side side, int score) const
{
    const QString self = m_colours.name(side);
    const QString other = m_colours.name(opponent(side));
    if (isWinScore(score)) {
        return tr("%1 has a forced win.").arg(score > 0 ? self : other);
    }
    if (std::abs(score) < EvenScore) {
        return tr("%1 thinks the game is even.").arg(self);
    }
    if (score >= WinningScore) {
        return tr("%1 thinks it is winning.").arg(self);
    }
    if (score > 0) {
        return tr("%1 thinks it is ahead.").arg(self);
    }
    return score <= -WinningScore ? tr("%1 thinks %2 is winning.").arg(self, other)
                                  : tr("%1 thinks %2 is ahead.").arg(self, other);
}

const Board& StatusPanel::shownBoard() const
{
    return m_reviewed ? *m_reviewed : m_snapshot.board();
}

QString StatusPanel::squareText(int square) const
{
    const int size = m_snapshot.board().size();
    return QStringLiteral("%1 %2").arg(square / size + 1).arg(square % size + 1);
}

QString StatusPanel::searchLine(int depth, int score, std::uint64_t nodes, double seconds) const
{
    const QString positions =
        nodes >= 1'000'000
            ? tr("%1M positions").arg(QLocale().toString(static_cast<double>(nodes) / 1e6, 'f', 1))
        : nodes >= 1000 ? tr("%1k positions").arg(nodes / 1000)
                        : tr("%n position(s)", nullptr, static_cast<int>(nodes));
    // Times under a second say little and would make the screenshots differ from run to run.
    const QString time =
        seconds >= 1.0 ? tr(" · %1 s").arg(QLocale().toString(seconds, 'f', 1)) : QString();
    return tr("depth %1 · eval %2<br>%3%4").arg(depth).arg(scoreText(score), positions, time);
}

const StatusPanel::Choice* StatusPanel::choiceOfLastMove() const
{
    const Game& game = m_snapshot.game;
    if (game.ply() == 0) {
        return nullptr;
    }
    const Board& before = game.positionAt(game.ply() - 1);
    const auto match = std::find_if(m_choices.rbegin(), m_choices.rend(), [&](const Choice& c) {
        return c.result.move == game.lastMove() && c.position == before;
    });
    return match == m_choices.rend() ? nullptr : &*match;
}

void StatusPanel::refresh()
{
    refreshTurn();
    refreshPlayers();
    refreshActivity();
}

void StatusPanel::refreshTurn()
{
    const Board& board = shownBoard();
    const Side winner = board.winner();
    const Side side = winner != Side::White ? winner : board.toMove();
    const QString who = m_colours.name(side);
    paintChip(m_turnChip, m_colours.side(side), 22);
    m_turnChip->setAccessibleName(who);
    if (m_reviewed) {
        // The position before a move of the game is never over.
        m_move->setText(tr("Move %1").arg(m_reviewedNumber));
        m_turn->setText(tr("%1 to move").arg(who));
        m_turnDetail->setText(tr("The board shows the game under review; Esc returns to the "
                                 "game in play."));
        return;
    }
    m_move->setText(tr("Move %1").arg(m_snapshot.game.ply() + (winner == Side::White ? 1 : 0)));
    if (winner != Side::White) {
        m_turn->setText(tr("%1 wins").arg(who));
        // Undo and New Game wait while the game is being reviewed.
        m_turnDetail->setText(m_reviewing ? tr("The game is over; its review is under way.")
                                          : tr("The game is over: start a new one, or undo."));
        return;
    }
    m_turn->setText(tr("%1 to move").arg(who));
    if (m_playing && !m_playing->byComputer) {
        // A computer's move is announced under "Computer".
        m_turnDetail->setText(
            tr("%1 plays %2.")
                .arg(m_colours.name(m_playing->mover), squareText(m_playing->square)));
    } else if (m_snapshot.isHuman(side)) {
        const QString colour = m_colours.lowerName(side);
        // A paused computer is said here too: it will not answer the move until resumed.
        m_turnDetail->setText(
            !m_snapshot.anyComputer() ? tr("Click a white or %1 square.").arg(colour)
            : m_paused
                ? tr("Your turn (the computer is paused): click a white or %1 square.").arg(colour)
                : tr("Your turn: click a white or %1 square.").arg(colour));
    } else if (m_paused) {
        m_turnDetail->setText(tr("The computer is paused: P resumes, S makes one move."));
    } else {
        const bool searching = m_search && !m_search->hint && m_search->position == board;
        const QString level = levelTitle(m_snapshot.level(side));
        if (searching) {
            m_turnDetail->setText(tr("The computer (%1) is choosing a move.").arg(level));
        } else if (m_held) {
            // A dialog covers the board: no move is asked of the computer until it closes.
            m_turnDetail->setText(
                tr("The computer (%1) waits until the dialog is closed.").arg(level));
        } else {
            m_turnDetail->setText(tr("The computer (%1) plays %2.").arg(level, who));
        }
    }
}

void StatusPanel::refreshPlayers()
{
    const Board& board = shownBoard();
    for (const Side side : {Side::Red, Side::Blue}) {
        PlayerRow& row = m_players[static_cast<std::size_t>(playerIndex(side))];
        paintChip(row.chip, m_colours.side(side), 16);
        row.chip->setAccessibleName(m_colours.name(side));
        row.name->setText(m_colours.name(side));
        row.role->setText(m_snapshot.isHuman(side) ? tr("Human")
                                                   : tr("Computer · %1 (level %2)")
                                                         .arg(levelTitle(m_snapshot.level(side)))
                                                         .arg(m_snapshot.level(side)));
        row.counts->setText(tr("%n square(s)", nullptr, board.count(side)) + QStringLiteral(" · ") +
                            tr("%n spot(s)", nullptr, spotsOf(board, side)));
    }
}

void StatusPanel::refreshActivity()
{
    const Board& board = m_snapshot.board();
    QString text;
    if (m_playing && m_playing->byComputer) {
        text = tr("<b>%1 plays %2</b>")
                   .arg(m_colours.name(m_playing->mover), squareText(m_playing->square));
    } else if (m_playing) {
        // A person's move: what was said about the position it was played in still holds.
    } else if (m_hint >= 0 && m_hint < board.area()) {
        text =
            tr("<b>Hint: play %1</b><br>the square is ringed on the board").arg(squareText(m_hint));
        if (m_hintResult && m_hintResult->position == board) {
            const HintResult& hint = *m_hintResult;
            // What the computer's search of the move just played proved stands over the hint's
            // estimate (it said so a moment ago).
            const Choice* last = choiceOfLastMove();
            const QString proven =
                last != nullptr && last->side != board.toMove()
                    ? provenVerdict(hint.result, last->result.score, m_colours.name(board.toMove()),
                                    m_colours.name(last->side))
                    : QString();
            // A weak level's score is mostly noise, or counts squares: no chance is made of it.
            text += QStringLiteral("<br>") +
                    (!proven.isEmpty() ? proven
                     : judgesPosition(hint.level) || isWinScore(hint.result.score)
                         ? hintVerdict(hint.result, board.size())
                         : tr("the choice of %1 (level %2)")
                               .arg(levelTitle(hint.level))
                               .arg(hint.level));
        }
    } else if (m_solving) {
        text = tr("<b>Solving the position…</b><br>the console's solve; Stop ends it");
    } else if (m_search && m_search->position == board) {
        const QString who = m_colours.name(m_search->side);
        text = m_search->hint ? tr("<b>Looking for a hint for %1…</b>").arg(who)
                              : tr("<b>%1 is thinking…</b>").arg(who);
        if (m_engineDetails && m_search->info) {
            const SearchInfo& info = *m_search->info;
            QString line = searchLine(info.depth, info.score, info.nodes, info.seconds);
            if (!info.pv.empty()) {
                line = tr("best so far %1 · %2").arg(squareText(info.pv.front()), line);
            }
            text += QStringLiteral("<br>") + line;
        }
    }
    if (text.isEmpty()) {
        if (const Choice* choice = choiceOfLastMove()) {
            const SearchResult& result = choice->result;
            text = tr("<b>%1 played %2</b>")
                       .arg(m_colours.name(choice->side), squareText(result.move));
            // Once the game is over, what the computer thought of it is no longer news, nor once
            // a person has taken the side (it read as the person's view). A weak level's score
            // is mostly noise, or counts squares: it is not put into words.
            if (!shownBoard().gameOver() && !m_snapshot.isHuman(choice->side)) {
                text += QStringLiteral("<br>") +
                        (judgesPosition(choice->level) || isWinScore(result.score)
                             ? verdictText(choice->side, result.score)
                             // The level named: the move's, which the side's level chosen
                             // since may no longer be.
                             : tr("At %1 (level %2), %3 does not judge who is ahead.")
                                   .arg(levelTitle(choice->level))
                                   .arg(choice->level)
                                   .arg(m_colours.name(choice->side)));
            }
            // The figures come with the words, not in their place.
            if (m_engineDetails) {
                text += QStringLiteral("<br>") +
                        searchLine(result.depth, result.score, result.nodes, result.seconds);
            }
        } else if (const Game& game = m_snapshot.game; game.ply() > 0) {
            // A computer's move this panel did not see chosen (the game was opened or brought
            // back): the move is named, what the search thought of it is not known.
            const Side mover = game.positionAt(game.ply() - 1).toMove();
            if (!m_snapshot.isHuman(mover)) {
                text = tr("<b>%1 played %2</b>")
                           .arg(m_colours.name(mover), squareText(game.lastMove()));
            }
        }
    }
    m_activityLabel->setText(text);
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
