#include "gui/panels/SquaresChart.h"

#include <algorithm>

#include <QPainter>
#include <QPainterPath>

namespace jump61 {

namespace {

constexpr int MinimumSpan = 10; // moves shown on the x axis at least

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
    // whole board once a side comes close to covering it.
    int most = 4;
    for (std::size_t i = 0; i < m_red.size(); ++i) {
        most = std::max({most, m_red[i], m_blue[i]});
    }
    m_top = std::min(m_area, (most * 6 + 4) / 5);
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

    const QRectF plot = box.adjusted(10, 10, -10, -10);
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
    QFont small = painter.font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    painter.setFont(small);
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(plot.adjusted(2, -2, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                     m_top == m_area ? tr("%1 (all)").arg(m_top) : QString::number(m_top));
    paintSeries(painter, plot, m_red, m_colours.red);
    paintSeries(painter, plot, m_blue, m_colours.blue);

    // Everything after the current move was taken back: fade it.
    const int span = std::max<int>(MinimumSpan, static_cast<int>(m_red.size()) - 1);
    const qreal x = plot.left() + plot.width() * m_current / span;
    if (m_current + 1 < static_cast<int>(m_red.size())) {
        QColor veil = palette().color(QPalette::Base);
        veil.setAlpha(170);
        painter.fillRect(QRectF(QPointF(x, plot.top()), plot.bottomRight()), veil);
    }
    painter.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DashLine));
    painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
}

void SquaresChart::paintSeries(QPainter& painter, const QRectF& plot,
                               const std::vector<int>& counts, const QColor& colour) const
{
    const int span = std::max<int>(MinimumSpan, static_cast<int>(counts.size()) - 1);
    const auto point = [&](std::size_t ply) {
        return QPointF(plot.left() + plot.width() * static_cast<qreal>(ply) / span,
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
