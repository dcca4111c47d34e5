#include "gui/panels/SquaresChart.h"

#include <algorithm>
#include <array>

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace jump61 {

namespace {

constexpr int MinimumSpan = 10; // moves shown on the x axis at least

// Review marks: the Okabe-Ito orange and vermilion read apart from both sides' colours in every
// scheme, and their shapes differ too.
const QColor MistakeColour(0xE6, 0x9F, 0x00);
const QColor BlunderColour(0xD5, 0x5E, 0x00);

// A mistake's circle or a blunder's diamond, centred on `at`.
void drawMark(QPainter& painter, QPointF at, qreal radius, MoveClass moveClass, const QColor& ink)
{
    painter.setPen(QPen(ink, 1.2));
    if (moveClass == MoveClass::Mistake) {
        painter.setBrush(MistakeColour);
        painter.drawEllipse(at, radius, radius);
    } else if (moveClass == MoveClass::Blunder) {
        const qreal r = radius * 1.35;
        painter.setBrush(BlunderColour);
        painter.drawPolygon(QPolygonF(
            {at + QPointF(0, -r), at + QPointF(r, 0), at + QPointF(0, r), at + QPointF(-r, 0)}));
    }
}

} // namespace

SquaresChart::SquaresChart(QWidget* parent)
    : QWidget(parent), m_colours(BoardColours::of(ColourScheme::Classic))
{
    setObjectName(QStringLiteral("squaresChart"));
    setToolTip(tr("Squares owned by each side after every move"));
    setAccessibleName(tr("Squares over the game"));
    describe();
}

void SquaresChart::setColours(const BoardColours& colours)
{
    m_colours = colours;
    describe();
    update();
}

void SquaresChart::setGame(const Game& game)
{
    m_red.clear();
    m_blue.clear();
    const std::size_t plies = game.moves().size();
    for (std::size_t ply = 0; ply <= plies; ++ply) {
        const Board& board = game.positionAt(ply);
        m_red.push_back(board.count(Side::Red));
        m_blue.push_back(board.count(Side::Blue));
    }
    m_area = game.board().area();
    // Scale to what the game has reached, so that an early lead is visible; the top is the
    // whole board once a side comes close to covering it. Else it is a multiple of 4, so that
    // the top's label and the quarter lines below it are whole numbers of squares (24 squares
    // gave a top of 29).
    int most = 4;
    for (std::size_t i = 0; i < m_red.size(); ++i) {
        most = std::max({most, m_red[i], m_blue[i]});
    }
    m_top = std::min(m_area, ((most * 6 + 4) / 5 + 3) / 4 * 4);
    m_current = static_cast<int>(game.ply());
    describe();
    update();
}

void SquaresChart::describe()
{
    // What a screen reader says instead of the picture: the counts at the current move.
    if (m_red.empty()) {
        setAccessibleDescription(tr("No moves yet"));
        return;
    }
    if (showsReview() && m_selected > 0 && m_selected < static_cast<int>(m_chance.size())) {
        setAccessibleDescription(tr("Move %1 selected: %2's winning chance %3% after it.")
                                     .arg(m_selected)
                                     .arg(m_colours.name(Side::Red))
                                     .arg(m_chance[static_cast<std::size_t>(m_selected)]));
        return;
    }
    const auto at = static_cast<std::size_t>(m_current);
    setAccessibleDescription(
        tr("After move %1: %2 %3, %4 %5.")
            .arg(m_current)
            .arg(m_colours.name(Side::Red), tr("%n square(s)", nullptr, m_red[at]),
                 m_colours.name(Side::Blue), tr("%n square(s)", nullptr, m_blue[at])));
}

void SquaresChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRoundedRect(box, 8, 8);

    const QRectF plot = plotRect();
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(90);
    painter.setPen(QPen(grid, 1, Qt::DotLine));
    for (int i = 1; i < 4; ++i) {
        const qreal y = plot.top() + plot.height() * i / 4;
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    if (m_red.size() < 2) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(plot, Qt::AlignCenter, tr("No moves yet"));
        return;
    }
    painter.setFont(legendFont());
    paintSeries(painter, plot, m_red, m_colours.red);
    paintSeries(painter, plot, m_blue, m_colours.blue);

    // Everything after the current move was taken back: fade it.
    const qreal x = plot.left() + plot.width() * m_current / span();
    if (m_current + 1 < static_cast<int>(m_red.size())) {
        QColor veil = palette().color(QPalette::Base);
        veil.setAlpha(170);
        painter.fillRect(QRectF(QPointF(x, plot.top()), plot.bottomRight()), veil);
    }
    if (showsReview()) {
        paintReview(painter, plot);
    } else {
        painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    paintScale(painter, plot);
}

void SquaresChart::paintScale(QPainter& painter, const QRectF& plot) const
{
    // The squares at the top line, drawn last on a patch of the background so that no line
    // (the review's chance runs up there) crosses it.
    const QString text = m_top == m_area ? tr("%1 (all)").arg(m_top) : QString::number(m_top);
    const QFontMetricsF metrics(painter.font());
    const QRectF patch(plot.left() + 1, plot.top() + 1, metrics.horizontalAdvance(text) + 4,
                       metrics.height());
    QColor base = palette().color(QPalette::Base);
    base.setAlpha(220);
    painter.fillRect(patch, base);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(patch, Qt::AlignCenter, text);
}

void SquaresChart::paintReview(QPainter& painter, const QRectF& plot) const
{
    const qreal step = plot.width() / span();
    const auto point = [&](std::size_t ply) {
        return QPointF(plot.left() + step * static_cast<qreal>(ply),
                       plot.bottom() - plot.height() * m_chance[ply] / 100.0);
    };
    // The selected move: the band from the position it was played in to the one it made.
    if (m_selected > 0) {
        QColor band = palette().color(QPalette::Highlight);
        band.setAlpha(70);
        painter.fillRect(
            QRectF(plot.left() + step * (m_selected - 1), plot.top(), step, plot.height()), band);
    }
    const QColor ink = palette().color(QPalette::Text);
    QColor even = ink;
    even.setAlpha(110);
    painter.setPen(QPen(even, 1, Qt::DotLine));
    painter.drawLine(QPointF(plot.left(), plot.center().y()),
                     QPointF(plot.right(), plot.center().y()));
    QPainterPath line(point(0));
    for (std::size_t ply = 1; ply < m_chance.size(); ++ply) {
        line.lineTo(point(ply));
    }
    painter.setPen(QPen(ink, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);
    const qreal radius = std::max<qreal>(3.5, fontMetrics().height() * 0.28);
    for (std::size_t i = 0; i < m_classes.size() && i + 1 < m_chance.size(); ++i) {
        drawMark(painter, point(i + 1), radius, m_classes[i], ink);
    }
    paintLegend(painter, radius);
}

void SquaresChart::paintLegend(QPainter& painter, qreal radius) const
{
    // Rows of their own under the plot, so that no line runs through them: the chance's line, a
    // mistake's circle and a blunder's diamond, each before its name.
    const QColor ink = palette().color(QPalette::Text);
    const QFontMetricsF metrics(painter.font());
    const QRectF area = legendRect();
    const std::array<QString, 3> names = legendNames();
    const qreal swatch = metrics.height() * 1.2;
    const qreal line = metrics.height();
    const bool twoRows = legendRows() == 2;
    qreal x = area.left();
    qreal y = area.top() + 3 + line / 2;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i == 1 && twoRows) {
            // A narrow chart (a large font, a long translation): the marks go on a second row.
            x = area.left();
            y += line;
        }
        if (i == 0) {
            painter.setPen(QPen(ink, 2.5, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(x + 1, y), QPointF(x + swatch - 1, y));
        } else {
            drawMark(painter, QPointF(x + swatch / 2, y), radius,
                     i == 1 ? MoveClass::Mistake : MoveClass::Blunder, ink);
        }
        x += swatch + metrics.averageCharWidth() * 0.5;
        // Narrower still, a name is cut short rather than drawn out of the frame.
        const QString text =
            metrics.elidedText(names[i], Qt::ElideRight, std::max<qreal>(0, area.right() - x));
        painter.setPen(ink);
        painter.drawText(QRectF(x, y - line / 2, std::max<qreal>(0, area.right() - x), line),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        x += metrics.horizontalAdvance(text) + metrics.averageCharWidth() * 1.5;
    }
}

std::array<QString, 3> SquaresChart::legendNames() const
{
    return {tr("%1's chance").arg(m_colours.name(Side::Red)), tr("mistake"), tr("blunder")};
}

int SquaresChart::legendRows() const
{
    const QFontMetricsF metrics(legendFont());
    const qreal item = metrics.height() * 1.2 + metrics.averageCharWidth() * 0.5;
    qreal width = 0;
    for (const QString& name : legendNames()) {
        width += item + metrics.horizontalAdvance(name) + metrics.averageCharWidth() * 1.5;
    }
    return width - metrics.averageCharWidth() * 1.5 <= rect().width() - 21 ? 1 : 2;
}

void SquaresChart::setReview(std::vector<int> redChance, std::vector<MoveClass> classes)
{
    m_chance = std::move(redChance);
    m_classes = std::move(classes);
    m_selected = 0;
    setToolTip(showsReview() ? tr("Squares owned by each side, and %1's winning chance (the dark "
                                  "line). Circles mark mistakes, diamonds blunders. Click a "
                                  "move to see it.")
                                   .arg(m_colours.name(Side::Red))
                             : tr("Squares owned by each side after every move"));
    setCursor(showsReview() ? Qt::PointingHandCursor : Qt::ArrowCursor);
    describe();
    update();
}

void SquaresChart::setSelectedMove(int move)
{
    if (move != m_selected) {
        m_selected = move;
        describe();
        update();
    }
}

int SquaresChart::moveAt(QPointF point) const
{
    const int moves = static_cast<int>(m_chance.size()) - 1;
    const QRectF plot = plotRect();
    if (moves < 1 || !rect().contains(point.toPoint())) {
        return 0;
    }
    const int move = static_cast<int>((point.x() - plot.left()) / (plot.width() / span())) + 1;
    return std::clamp(move, 1, moves);
}

void SquaresChart::mousePressEvent(QMouseEvent* event)
{
    const int move = event->button() == Qt::LeftButton ? moveAt(event->position()) : 0;
    if (move == 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    event->accept();
    emit moveClicked(move);
}

QRectF SquaresChart::plotRect() const
{
    const QRectF inside = QRectF(rect()).adjusted(10.5, 10.5, -10.5, -10.5);
    return showsReview() ? inside.adjusted(0, 0, 0, -legendHeight()) : inside;
}

QRectF SquaresChart::legendRect() const
{
    const QRectF inside = QRectF(rect()).adjusted(10.5, 10.5, -10.5, -6.5);
    return QRectF(inside.left(), inside.bottom() - legendHeight(), inside.width(), legendHeight());
}

qreal SquaresChart::legendHeight() const
{
    return QFontMetricsF(legendFont()).height() * legendRows() + 6;
}

QFont SquaresChart::legendFont() const
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    return small;
}

int SquaresChart::span() const
{
    return std::max<int>(MinimumSpan, static_cast<int>(m_red.size()) - 1);
}

void SquaresChart::paintSeries(QPainter& painter, const QRectF& plot,
                               const std::vector<int>& counts, const QColor& colour) const
{
    const auto point = [&](std::size_t ply) {
        return QPointF(plot.left() + plot.width() * static_cast<qreal>(ply) / span(),
                       plot.bottom() - plot.height() * counts[ply] / std::max(1, m_top));
    };
    QPainterPath line(point(0));
    for (std::size_t ply = 1; ply < counts.size(); ++ply) {
        line.lineTo(point(ply));
    }
    QPainterPath area = line;
    area.lineTo(point(counts.size() - 1).x(), plot.bottom());
    area.lineTo(plot.left(), plot.bottom());
    area.closeSubpath();
    QColor fill = colour;
    fill.setAlpha(45);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawPath(area);
    painter.setPen(QPen(colour, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);
}

} // namespace jump61
