#include "engine/GameReview.h"
#include "protocol/CommandError.h"
#include "protocol/ReviewText.h"
#include "protocol/Session.h"

// The text command `review`: the game record up to the current position, move by move.

namespace jump61 {

void Session::cmdReview(const Arguments&)
{
    if (m_replayOnly) {
        throw CommandError("review is not allowed in a saved game");
    }
    if (m_game.ply() == 0) {
        throw CommandError("there is no move to review");
    }
    // A copy: the review reads the record while nothing else may change it.
    const Game game = m_game;
    const std::vector<int> moves(game.moves().begin(),
                                 game.moves().begin() + static_cast<std::ptrdiff_t>(game.ply()));
    GameReview review(game.start(), moves);
    const auto onMove = [&](const MoveReview& move) {
        const Board& before = game.positionAt(static_cast<std::size_t>(move.number - 1));
        m_reporter.print(reviewLine(before, move));
        m_reporter.moveReviewed(before, move);
    };
    const auto onProgress = [&](int done, int total) {
        pollInterrupt();
        m_reporter.reviewProgress(done, total);
    };
    pollInterrupt(); // as a solve does
    if (!review.run(&m_abort, onMove, onProgress)) {
        m_reporter.print("review stopped after " + std::to_string(review.moves().size()) + " of " +
                         std::to_string(moves.size()) + (moves.size() == 1 ? " move" : " moves"));
        m_reporter.reviewEnded(false, {});
        return;
    }
    const std::array<ReviewSummary, 2> summaries{review.summary(Side::Red),
                                                 review.summary(Side::Blue)};
    m_reporter.print(reviewSummaryLine(Side::Red, summaries[0]));
    m_reporter.print(reviewSummaryLine(Side::Blue, summaries[1]));
    m_reporter.reviewEnded(true, summaries);
}

} // namespace jump61
