#include "gui/board/BoardPainter.h"

#include <algorithm>
#include <array>

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace jump61 {

namespace {

// Dice layouts for one to six spots, in units of the pip spacing from the square's centre.
struct PipLayout
{
    int count;
    std::array<QPointF, 6> at;
};

constexpr std::array<PipLayout, 7> Pips = {{
    {0, {}},
    {1, {QPointF(0, 0)}},
    {2, {QPointF(-1, -1), QPointF(1, 1)}},
    {3, {QPointF(-1, -1), QPointF(0, 0), QPointF(1, 1)}},
    {4, {QPointF(-1, -1), QPointF(1, -1), QPointF(-1, 1), QPointF(1, 1)}},
    {5, {QPointF(-1, -1), QPointF(1, -1), QPointF(0, 0), QPointF(-1, 1), QPointF(1, 1)}},
    {6,
     {QPointF(-1, -1), QPointF(-1, 0), QPointF(-1, 1), QPointF(1, -1), QPointF(1, 0),
      QPointF(1, 1)}},
}};

constexpr qreal PipSpacing = 0.23; // of the square's side
constexpr qreal PipRadius = 0.088;
constexpr qreal CornerRadius = 0.14;

QColor mix(const QColor& from, const QColor& to, qreal t)
{
    const auto channel = [t](float a, float b) { return a + (b - a) * static_cast<float>(t); };
    return QColor::fromRgbF(channel(from.redF(), to.redF()), channel(from.greenF(), to.greenF()),
                            channel(from.blueF(), to.blueF()), channel(from.alphaF(), to.alphaF()));
}

qreal smoothstep(qreal edge0, qreal edge1, qreal x)
{
    const qreal t = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
    return t * t * (3 - 2 * t);
}

qreal easeInOut(qreal t)
{
    return t < 0.5 ? 4 * t * t * t : 1 - qPow(-2 * t + 2, 3) / 2;
}

QPointF lerp(const QPointF& a, const QPointF& b, qreal t)
{
    return a + (b - a) * t;
}

} // namespace

void BoardPainter::paint(QPainter& painter, const BoardGeometry& geometry,
                         const AnimationFrame& frame, const BoardMarks& marks) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintTray(painter, geometry);
    if (marks.coordinates) {
        paintCoordinates(painter, geometry);
    }
    const Board& board = frame.board;
    for (int sq = 0; sq < board.area(); ++sq) {
        paintSquare(painter, geometry, frame, sq, marks.critical);
    }
    if (frame.lastMove >= 0 && frame.lastMove < board.area()) {
        paintLastMove(painter, geometry.squareRect(frame.lastMove));
    }
    if (marks.hover >= 0 && marks.hover < board.area()) {
        paintHover(painter, geometry.squareRect(marks.hover), board.toMove());
    }
    if (marks.hint >= 0 && marks.hint < board.area()) {
        paintRing(painter, geometry.squareRect(marks.hint), m_colours.hint, 0.085);
    }
    if (marks.played >= 0 && marks.played < board.area()) {
        paintReviewRing(painter, geometry.squareRect(marks.played), m_colours.lastMove, false);
    }
    if (marks.better >= 0 && marks.better < board.area()) {
        paintReviewRing(painter, geometry.squareRect(marks.better), m_colours.hint, true);
    }
    if (marks.cursor >= 0 && marks.cursor < board.area()) {
        paintCursor(painter, geometry.squareRect(marks.cursor));
    }
    paintMotion(painter, geometry, frame);
    painter.restore();
}

void BoardPainter::paintTray(QPainter& painter, const BoardGeometry& geometry) const
{
    const QRectF tray = geometry.frame();
    const qreal radius = geometry.cell() * 0.2;
    // A soft shadow under the tray, a few translucent layers wide.
    painter.setPen(Qt::NoPen);
    for (int i = 4; i >= 1; --i) {
        const qreal grow = i * geometry.cell() * 0.025;
        painter.setBrush(QColor(0, 0, 0, 14));
        painter.drawRoundedRect(tray.adjusted(-grow, -grow * 0.4, grow, grow * 1.6), radius + grow,
                                radius + grow);
    }
    QLinearGradient shade(tray.topLeft(), tray.bottomLeft());
    shade.setColorAt(0, m_colours.frame.lighter(118));
    shade.setColorAt(1, m_colours.frame);
    painter.setBrush(shade);
    painter.drawRoundedRect(tray, radius, radius);
}

void BoardPainter::paintCoordinates(QPainter& painter, const BoardGeometry& geometry) const
{
    QFont font = painter.font();
    font.setPixelSize(std::clamp(qRound(geometry.cell() * 0.24), 7, 15));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(m_colours.label);
    // Where a column is narrower than its number, neighbouring numbers would run together
    // ("101112"): then only the first column and every fifth are numbered.
    const QFontMetricsF metrics(font);
    const bool crowded =
        metrics.horizontalAdvance(QString::number(geometry.size())) + 2 > geometry.cell();
    for (int i = 1; i <= geometry.size(); ++i) {
        painter.drawText(geometry.rowLabel(i), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(i));
        if (!crowded || i == 1 || i % 5 == 0) {
            painter.drawText(geometry.columnLabel(i), Qt::AlignHCenter | Qt::AlignBottom,
                             QString::number(i));
        }
    }
}

QColor BoardPainter::squareColour(const AnimationFrame& frame, int square) const
{
    const Board& board = frame.board;
    const QColor own = m_colours.side(board.owner(square));
    const QColor mover = m_colours.side(frame.mover);
    if (frame.drop == square) {
        return mix(own, mover, smoothstep(0.55, 1.0, frame.dropProgress));
    }
    if (frame.jump >= 0) {
        const Topology& topo = board.topology();
        for (int k = 0; k < topo.degree[frame.jump]; ++k) {
            if (topo.neighbours[frame.jump][k] == square) {
                return mix(own, mover, smoothstep(0.6, 1.0, frame.jumpProgress));
            }
        }
    }
    return own;
}

void BoardPainter::paintSquare(QPainter& painter, const BoardGeometry& geometry,
                               const AnimationFrame& frame, int square, bool critical) const
{
    const Board& board = frame.board;
    const QRectF rect = geometry.squareRect(square);
    const qreal radius = rect.width() * CornerRadius;
    const Side owner = board.owner(square);
    const QColor colour = squareColour(frame, square);

    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, colour.lighter(owner == Side::White ? 102 : 112));
    shade.setColorAt(1, colour.darker(owner == Side::White ? 104 : 108));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shade);
    painter.drawRoundedRect(rect, radius, radius);
    // A thin light edge along the top, as on a rounded cube.
    painter.setPen(QPen(QColor(255, 255, 255, owner == Side::White ? 150 : 70),
                        std::max(1.0, rect.width() * 0.02)));
    painter.setBrush(Qt::NoBrush);
    painter.drawLine(QPointF(rect.left() + radius, rect.top() + 1),
                     QPointF(rect.right() - radius, rect.top() + 1));

    int spots = board.spots(square);
    if (square == frame.jump) {
        spots -= board.degree(square);
    }
    if (critical && owner != Side::White && spots == board.degree(square) && square != frame.jump) {
        paintRing(painter, rect, QColor(255, 255, 255, 190), 0.05);
    }
    paintPips(painter, rect, spots, owner);
}

void BoardPainter::paintPips(QPainter& painter, const QRectF& rect, int spots, Side owner) const
{
    const QColor colour = owner == Side::White ? m_colours.pipOnNeutral : m_colours.pipOnColour;
    if (spots > 6) {
        QFont font = painter.font();
        font.setPixelSize(std::max(6, qRound(rect.width() * 0.42)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(rect, Qt::AlignCenter, QString::number(spots));
        return;
    }
    const PipLayout& layout = Pips[static_cast<std::size_t>(std::max(spots, 0))];
    const qreal spacing = rect.width() * PipSpacing;
    const qreal radius = rect.width() * PipRadius;
    for (int i = 0; i < layout.count; ++i) {
        paintPip(painter, rect.center() + layout.at[static_cast<std::size_t>(i)] * spacing, radius,
                 owner, colour);
    }
}

void BoardPainter::paintPip(QPainter& painter, const QPointF& centre, qreal radius, Side owner,
                            const QColor& colour) const
{
    const bool square = m_colours.shapedPips && owner == Side::Blue;
    const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    painter.setPen(Qt::NoPen);
    // A faint shadow below each pip gives it depth.
    painter.setBrush(QColor(0, 0, 0, owner == Side::White ? 30 : 45));
    const QRectF shadow = box.translated(0, radius * 0.22);
    if (square) {
        painter.drawRoundedRect(shadow, radius * 0.3, radius * 0.3);
    } else {
        painter.drawEllipse(shadow);
    }
    painter.setBrush(colour);
    if (square) {
        painter.drawRoundedRect(box, radius * 0.3, radius * 0.3);
    } else {
        painter.drawEllipse(box);
    }
}

void BoardPainter::paintLastMove(QPainter& painter, const QRectF& rect) const
{
    // A folded corner in the top right of the square last played.
    const qreal size = rect.width() * 0.26;
    QPainterPath clip;
    clip.addRoundedRect(rect, rect.width() * CornerRadius, rect.width() * CornerRadius);
    QPainterPath corner;
    corner.moveTo(rect.right() - size, rect.top());
    corner.lineTo(rect.right(), rect.top());
    corner.lineTo(rect.right(), rect.top() + size);
    corner.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_colours.lastMove);
    painter.drawPath(corner.intersected(clip));
    painter.setPen(QPen(QColor(0, 0, 0, 60), std::max(1.0, rect.width() * 0.015)));
    painter.drawLine(QPointF(rect.right() - size, rect.top()),
                     QPointF(rect.right(), rect.top() + size));
}

void BoardPainter::paintHover(QPainter& painter, const QRectF& rect, Side mover) const
{
    QColor tint = m_colours.side(mover);
    tint.setAlpha(55);
    const qreal radius = rect.width() * CornerRadius;
    painter.setPen(Qt::NoPen);
    painter.setBrush(tint);
    painter.drawRoundedRect(rect, radius, radius);
    paintRing(painter, rect, m_colours.side(mover).lighter(115), 0.06);
}

void BoardPainter::paintRing(QPainter& painter, const QRectF& rect, const QColor& colour,
                             qreal width) const
{
    const qreal pen = std::max(1.5, rect.width() * width);
    const QRectF ring = rect.adjusted(pen * 1.1, pen * 1.1, -pen * 1.1, -pen * 1.1);
    const qreal radius = std::max(0.0, rect.width() * CornerRadius - pen);
    painter.setPen(QPen(colour, pen));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(ring, radius, radius);
}

void BoardPainter::paintReviewRing(QPainter& painter, const QRectF& rect, const QColor& colour,
                                   bool dashed) const
{
    const qreal pen = std::max(2.0, rect.width() * 0.07);
    const QRectF ring = rect.adjusted(pen, pen, -pen, -pen);
    const qreal radius = std::max(0.0, rect.width() * CornerRadius - pen);
    painter.setBrush(Qt::NoBrush);
    // A dark edge under the colour keeps the ring visible on squares of any colour.
    painter.setPen(QPen(QColor(0, 0, 0, 150), pen * 1.6));
    painter.drawRoundedRect(ring, radius, radius);
    QPen stroke(colour, pen, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin);
    if (dashed) {
        stroke.setDashPattern({1.4, 1.0});
    }
    painter.setPen(stroke);
    painter.drawRoundedRect(ring, radius, radius);
}

void BoardPainter::paintCursor(QPainter& painter, const QRectF& rect) const
{
    const qreal width = std::max(2.0, rect.width() * 0.04);
    const QRectF outline = rect.adjusted(-width, -width, width, width);
    const qreal radius = rect.width() * CornerRadius + width;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 160), width * 2));
    painter.drawRoundedRect(outline, radius, radius);
    QPen dash(m_colours.focus, width);
    dash.setStyle(Qt::DashLine);
    painter.setPen(dash);
    painter.drawRoundedRect(outline, radius, radius);
}

void BoardPainter::paintMotion(QPainter& painter, const BoardGeometry& geometry,
                               const AnimationFrame& frame) const
{
    const QColor mover = m_colours.side(frame.mover);
    const qreal side = geometry.cell() - geometry.gap();
    const qreal radius = side * PipRadius * 1.55;
    const auto disc = [&](const QPointF& at, qreal opacity) {
        painter.setOpacity(opacity);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 70));
        painter.drawEllipse(at + QPointF(0, radius * 0.3), radius * 1.1, radius * 1.1);
        painter.setPen(QPen(Qt::white, std::max(1.5, radius * 0.38)));
        painter.setBrush(mover);
        painter.drawEllipse(at, radius, radius);
        painter.setOpacity(1.0);
    };
    if (frame.preview >= 0) {
        // The computer's chosen square: a ring that closes in on it.
        const QRectF rect = geometry.squareRect(frame.preview);
        const qreal t = smoothstep(0.0, 0.7, frame.previewProgress);
        const qreal grow = (1 - t) * side * 0.45;
        const qreal pen = std::max(2.0, side * 0.07);
        const QRectF ring = rect.adjusted(-grow, -grow, grow, grow);
        const qreal corner = side * CornerRadius + grow;
        painter.setBrush(Qt::NoBrush);
        painter.setOpacity(0.35 + 0.65 * t);
        painter.setPen(QPen(Qt::white, pen * 1.9));
        painter.drawRoundedRect(ring, corner, corner);
        painter.setPen(QPen(mover, pen));
        painter.drawRoundedRect(ring, corner, corner);
        painter.setOpacity(1.0);
    }
    if (frame.drop >= 0) {
        // The mover's spot falls onto its square.
        const qreal t = frame.dropProgress;
        const QPointF end = geometry.centre(frame.drop);
        const QPointF start = end - QPointF(0, side * 0.9);
        disc(lerp(start, end, t * t), std::min(1.0, 0.3 + t * 1.4));
    }
    if (frame.jump >= 0) {
        // One spot travels from the jumping square to each neighbour.
        const Topology& topo = frame.board.topology();
        const QPointF from = geometry.centre(frame.jump);
        const qreal t = easeInOut(frame.jumpProgress);
        QColor flash(255, 255, 255, qRound(230 * (1 - frame.jumpProgress)));
        paintRing(painter, geometry.squareRect(frame.jump), flash, 0.09);
        for (int k = 0; k < topo.degree[frame.jump]; ++k) {
            disc(lerp(from, geometry.centre(topo.neighbours[frame.jump][k]), t), 1.0);
        }
    }
}

} // namespace jump61
