#include "gui/worker/QtReporter.h"

namespace jump61 {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

QtReporter::QtReporter(QObject* parent) : QObject(parent) {}

void QtReporter::print(std::string_view line)
{
    emit lineOutput(toQString(line));
}

void QtReporter::error(std::string_view message)
{
    emit errorOutput(toQString(message));
}

void QtReporter::fileError(std::string_view message, const FileTrouble& trouble)
{
    emit fileErrorOutput(toQString(message), trouble);
}

void QtReporter::computerMove(Side side, int row, int col)
{
    emit computerMoveOutput(side, row, col);
}

void QtReporter::win(Side winner)
{
    emit winOutput(winner);
}

void QtReporter::moved(const MoveEvent& event)
{
    emit movePlayed(event);
}

void QtReporter::stateChanged(const Session& session)
{
    emit snapshotTaken(SessionSnapshot::of(session));
}

void QtReporter::thinkingStarted(Side side, bool hint)
{
    if (m_searchGuard) {
        m_searchGuard();
    }
    emit searchStarted(side, hint);
}

void QtReporter::thinkingProgress(Side side, const SearchInfo& info)
{
    emit searchProgressed(side, info);
}

void QtReporter::thinkingFinished(Side side, const SearchResult& result, bool hint)
{
    emit searchFinished(side, result, hint);
}

void QtReporter::reviewProgress(int done, int total)
{
    emit reviewProgressed(done, total);
}

void QtReporter::moveReviewed(const Board&, const MoveReview& review)
{
    emit moveReviewOutput(review);
}

void QtReporter::reviewEnded(bool complete, const std::array<ReviewSummary, 2>& summaries)
{
    emit reviewEndOutput(complete, summaries);
}

} // namespace jump61
