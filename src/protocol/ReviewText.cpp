#include "protocol/ReviewText.h"

#include "protocol/BoardText.h"

namespace jump61 {

namespace {

std::string percentText(int value)
{
    return std::to_string(value) + "%";
}

} // namespace

std::string reviewLine(const Board& before, const MoveReview& review)
{
    // Appended piece by piece (GCC 12 warns falsely about "literal" + std::string).
    const std::string side(sideName(review.mover));
    std::string line = "review ";
    line.append(std::to_string(review.number)).append(" ").append(side).append(" ");
    line.append(squareText(before, review.move)).append(" ");
    line.append(moveClassName(review.moveClass));
    if (review.best >= 0) {
        line.append(" best ").append(squareText(before, review.best));
    }
    line.append(" ").append(side).append(" ").append(percentText(review.before));
    line.append(" -> ").append(percentText(review.after));
    if (review.next.proven) {
        line.append(" proven: ").append(sideName(review.next.winner));
        if (review.next.winnerMoves == 0) {
            line.append(" won");
        } else if (review.next.winnerMoves > 0) {
            line.append(" wins in ").append(std::to_string(review.next.winnerMoves));
        } else {
            line.append(" wins");
        }
    }
    return line;
}

std::string reviewSummaryLine(Side side, const ReviewSummary& summary)
{
    std::string line = "review ";
    line.append(sideName(side)).append(":");
    for (int i = 0; i < MoveClassCount; ++i) {
        line.append(i == 0 ? " " : ", ").append(moveClassName(static_cast<MoveClass>(i)));
        line.append(" ").append(std::to_string(summary.counts[static_cast<std::size_t>(i)]));
    }
    line.append("; turning point ");
    if (summary.turningPoint == 0) {
        return line.append("none");
    }
    line.append(std::to_string(summary.turningPoint)).append(" (");
    line.append(percentText(summary.turningBefore)).append(" -> ");
    return line.append(percentText(summary.turningAfter)).append(")");
}

} // namespace jump61
