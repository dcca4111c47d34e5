#pragma once

#include "gui/worker/MetaTypes.h"
#include "protocol/Reporter.h"

#include <functional>

#include <QObject>
#include <QString>

namespace jump61 {

// The window's Reporter: the interpreter calls it on the worker thread, and it turns every
// call into a signal carrying copies (strings, boards, a SessionSnapshot), so that receivers on
// the GUI thread, connected with queued connections, never share memory with the worker.
class QtReporter : public QObject, public Reporter
{
    Q_OBJECT

public:
    explicit QtReporter(QObject* parent = nullptr);

    // Called on the worker thread as a search starts, before the engine runs: the place to
    // abort a search that a newer command has made pointless.
    void setSearchGuard(std::function<void()> guard) { m_searchGuard = std::move(guard); }

    void print(std::string_view line) override;
    void error(std::string_view message) override;
    void fileError(std::string_view message, const FileTrouble& trouble) override;
    void computerMove(Side side, int row, int col) override;
    void win(Side winner) override;
    void moved(const MoveEvent& event) override;
    void stateChanged(const Session& session) override;
    void thinkingStarted(Side side, bool hint) override;
    void thinkingProgress(Side side, const SearchInfo& info) override;
    void thinkingFinished(Side side, const SearchResult& result, bool hint) override;
    void reviewProgress(int done, int total) override;
    void moveReviewed(const Board& before, const MoveReview& review) override;
    void reviewEnded(bool complete, const std::array<ReviewSummary, 2>& summaries) override;

signals:
    void lineOutput(const QString& line);
    void errorOutput(const QString& message);
    // An error about a saved game's file: the error line, and what went wrong with which file.
    void fileErrorOutput(const QString& message, const jump61::FileTrouble& trouble);
    void computerMoveOutput(jump61::Side side, int row, int col);
    void winOutput(jump61::Side winner);
    void movePlayed(const jump61::MoveEvent& event);
    void snapshotTaken(const jump61::SessionSnapshot& snapshot);
    void searchStarted(jump61::Side side, bool hint);
    void searchProgressed(jump61::Side side, const jump61::SearchInfo& info);
    void searchFinished(jump61::Side side, const jump61::SearchResult& result, bool hint);
    void reviewProgressed(int done, int total);
    void moveReviewOutput(const jump61::MoveReview& review);
    void reviewEndOutput(bool complete, const jump61::ReviewSummaries& summaries);

private:
    std::function<void()> m_searchGuard;
};

} // namespace jump61
