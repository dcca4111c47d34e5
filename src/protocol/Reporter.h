#pragma once

#include "core/Board.h"
#include "core/Side.h"
#include "engine/GameReview.h"
#include "engine/SearchTypes.h"
#include "protocol/CommandError.h"

#include <array>
#include <string_view>

namespace jump61 {

class Session;

// A move as it happened: the position before it, the square, who played it and how.
struct MoveEvent
{
    Board before;
    int square = -1;
    Side mover = Side::Red;
    bool byComputer = false;
    Board after;
};

// Where the interpreter's output goes. The text printer writes lines to streams; the window's
// adapter turns the same calls into queued Qt signals. The text calls carry everything the
// protocol prints; the structured calls serve graphical front ends and default to nothing.
class Reporter
{
public:
    virtual ~Reporter() = default;

    // An ordinary output line (board, help, hint, ...), without the newline.
    virtual void print(std::string_view line) = 0;
    // A rejected command: what was wrong, without the "error: " prefix.
    virtual void error(std::string_view message) = 0;
    // A rejected command about a saved game's file: the same line, and what went wrong with
    // which file, for a front end that words the message itself.
    virtual void fileError(std::string_view message, const FileTrouble& /*trouble*/)
    {
        error(message);
    }
    // The computer chose and played a move ("* R C").
    virtual void computerMove(Side side, int row, int col) = 0;
    // A side covers the board ("* Red wins.").
    virtual void win(Side winner) = 0;

    virtual void moved(const MoveEvent& /*event*/) {}
    // The output can no longer be written (a full disk, a closed pipe): the session ends.
    virtual bool outputLost() const { return false; }
    // The session's state may have changed (after every command and computer move).
    virtual void stateChanged(const Session& /*session*/) {}
    // A search for a computer move or a hint. stateChanged comes just before a computer move's
    // search, so the position it thinks about is known. When it finishes, result.move is the
    // move about to be played (or the hint), or -1 if the search was dropped without a move.
    // `hint`: the search is the command `hint`'s, not a computer move's.
    virtual void thinkingStarted(Side /*side*/, bool /*hint*/) {}
    virtual void thinkingProgress(Side /*side*/, const SearchInfo& /*info*/) {}
    virtual void thinkingFinished(Side /*side*/, const SearchResult& /*result*/, bool /*hint*/) {}
    // A running review (the command `review`) has analysed `done` of `total` positions.
    virtual void reviewProgress(int /*done*/, int /*total*/) {}
    // A move of the running review, reviewed (just after its text line); `before` is the
    // position it was played in.
    virtual void moveReviewed(const Board& /*before*/, const MoveReview& /*review*/) {}
    // The review has ended: `complete` unless it was stopped; the summaries then hold each
    // side's (Red's first), else nothing.
    virtual void reviewEnded(bool /*complete*/, const std::array<ReviewSummary, 2>& /*summaries*/)
    {}
};

} // namespace jump61
