#pragma once

#include "core/Game.h"
#include "engine/GameReview.h"
#include "gui/board/BoardColours.h"

#include <array>
#include <vector>

#include <QWidget>

namespace jump61 {

// A small chart of how many squares each side owned after every move of the game. Moves that
// were taken back (and can be redone) are drawn faded, after a marker at the current move.
// In a review it also draws Red's winning chance (0 at the bottom, 100% at the top), marks
// mistakes (circles) and blunders (diamonds) on it, highlights the move selected, and a click
// selects the move under the pointer; a legend row under the plot names the line and marks.
class SquaresChart : public QWidget
{
    Q_OBJECT

public:
    explicit SquaresChart(QWidget* parent = nullptr);

    // Also names the sides in the chart's accessible description.
    void setColours(const BoardColours& colours);
    void setGame(const Game& game);
    // The move the chart marks as the current one.
    int currentPly() const { return m_current; }
    // The count of squares at the top of the plot, which its label shows.
    int topCount() const { return m_top; }

    // `redChance`: Red's winning chance in percent before the first move and after each move;
    // `classes`: the class of each move (move 1 first). Empty: no review.
    void setReview(std::vector<int> redChance, std::vector<MoveClass> classes);
    void setSelectedMove(int move);
    int selectedMove() const { return m_selected; }
    bool showsReview() const { return !m_chance.empty(); }
    // The reviewed move drawn at this point, or 0 outside the chart or with no review.
    int moveAt(QPointF point) const;

    QSize sizeHint() const override { return {240, 120}; }
    QSize minimumSizeHint() const override { return {120, 70}; }

signals:
    void moveClicked(int move);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void describe();
    void paintSeries(QPainter& painter, const QRectF& plot, const std::vector<int>& counts,
                     const QColor& colour) const;
    void paintReview(QPainter& painter, const QRectF& plot) const;
    void paintLegend(QPainter& painter, qreal radius) const;
    void paintScale(QPainter& painter, const QRectF& plot) const;
    QRectF plotRect() const;
    // The review's legend, one row under the plot, or two if the chart is too narrow.
    std::array<QString, 3> legendNames() const;
    int legendRows() const;
    QRectF legendRect() const;
    qreal legendHeight() const;
    QFont legendFont() const;
    int span() const;

    BoardColours m_colours;
    std::vector<int> m_red;
    std::vector<int> m_blue;
    int m_area = 1;
    int m_top = 1; // the count at the top of the chart
    int m_current = 0;
    std::vector<int> m_chance;
    std::vector<MoveClass> m_classes;
    int m_selected = 0;
};

} // namespace jump61
