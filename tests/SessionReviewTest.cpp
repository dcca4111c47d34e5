#include "protocol/Session.h"
#include "support/RecordingReporter.h"
#include "support/SessionHarness.h"
#include "support/SessionState.h"
#include "support/TestHelpers.h"

#include <algorithm>
#include <string>
#include <vector>

#include <QRegularExpression>
#include <QtTest>

// The command `review` through Session::execute: a line per move in the documented format,
// then a summary line per side; the game (position, record, undo and redo) is left as it was;
// with nothing to review it is one error.

using namespace jump61;
using jump61::testing::bytes;
using jump61::testing::joined;
using jump61::testing::SessionState;
using Fixture = jump61::testing::SessionFixture;

namespace {

const QRegularExpression
    MoveLine("^review (\\d+) (red|blue) \\d+ \\d+ (best|good|inaccuracy|mistake|blunder)"
             "( best \\d+ \\d+)? (red|blue) (\\d+)% -> (\\d+)%"
             "( proven: (red|blue) (won|wins|wins in \\d+))?$");
const QRegularExpression SummaryLine(
    "^review (red|blue): best \\d+, good \\d+, inaccuracy \\d+, mistake \\d+, blunder \\d+; "
    "turning point (none|\\d+ \\(\\d+% -> \\d+%\\))$");

} // namespace

class SessionReviewTest : public QObject
{
    Q_OBJECT

private slots:
    void aWholeGameGetsALinePerMoveAndASummaryPerSide();
    void aTurningPointIsNeverTheEnginesOwnChoice();
    void aProofBeforeAMoveHoldsAfterIt();
    void reviewChangesNothing();
    void nothingToReviewIsOneError();
    void aLostOutputStopsTheReview();
};

void SessionReviewTest::aWholeGameGetsALinePerMoveAndASummaryPerSide()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 3", "1 1", "3 3", "1 2", "2 3", "2 1", "3 2", "1 1"}),
             QByteArray());
    const std::size_t played = f.session.game().ply();
    f.reporter.clear();
    QCOMPARE(f.run({"review"}), QByteArray());
    const std::vector<std::string> lines = f.reporter.printed();
    QCOMPARE(lines.size(), played + 2);
    for (std::size_t i = 0; i < played; ++i) {
        const auto match = MoveLine.match(QString::fromStdString(lines[i]));
        QVERIFY2(match.hasMatch(), lines[i].c_str());
        QCOMPARE(match.captured(1).toInt(), static_cast<int>(i + 1));
        QCOMPARE(match.captured(2), i % 2 == 0 ? QString("red") : QString("blue"));
        QCOMPARE(match.captured(5), match.captured(2)); // the chances are the mover's
        // A best move names no better one.
        QCOMPARE(match.captured(3) == "best", match.captured(4).isEmpty());
    }
    QVERIFY2(SummaryLine.match(QString::fromStdString(lines[played])).hasMatch(),
             lines[played].c_str());
    QVERIFY(lines[played].starts_with("review red:"));
    QVERIFY2(SummaryLine.match(QString::fromStdString(lines[played + 1])).hasMatch(),
             lines[played + 1].c_str());
    QVERIFY(lines[played + 1].starts_with("review blue:"));
    // 3x3 is solved within the review's budget: every position is proven.
    for (std::size_t i = 0; i < played; ++i) {
        QVERIFY2(lines[i].find(" proven: ") != std::string::npos, lines[i].c_str());
    }
}

void SessionReviewTest::aTurningPointIsNeverTheEnginesOwnChoice()
{
    // In this game Blue's 3 6 (move 52) is the engine's own choice from a proven win, and the
    // estimate after it (75%) is not a proof: it was named Blue's turning point, as if the
    // winner had gone wrong there.
    Fixture f;
    QCOMPARE(f.run({"level 9", "size 6", "auto red"}), QByteArray()); // the text defaults
    QVERIFY(f.session.board().gameOver());
    f.reporter.clear();
    QCOMPARE(f.run({"review"}), QByteArray());
    const std::vector<std::string> lines = f.reporter.printed();
    std::vector<QString> classes(lines.size() + 1);
    int turningPoints = 0;
    for (const std::string& line : lines) {
        const QString text = QString::fromStdString(line);
        if (const auto move = MoveLine.match(text); move.hasMatch()) {
            classes.at(static_cast<std::size_t>(move.captured(1).toInt())) = move.captured(3);
            continue;
        }
        QVERIFY2(SummaryLine.match(text).hasMatch(), line.c_str());
        const auto turning = QRegularExpression("turning point (\\d+) ").match(text);
        if (turning.hasMatch()) {
            ++turningPoints;
            QVERIFY2(classes.at(static_cast<std::size_t>(turning.captured(1).toInt())) != "best",
                     line.c_str());
        }
    }
    QVERIFY(turningPoints >= 1); // the loser's blunder
}

void SessionReviewTest::aProofBeforeAMoveHoldsAfterIt()
{
    // In this game Red's 2 1 (move 51) lets Blue prove a win, and Blue's 3 6 after it is the
    // proof's move: the review showed 100% -> 75% for it, and 25% before Red's next move,
    // where the proof says Blue wins whatever Red does.
    Fixture f;
    QCOMPARE(f.run({"level 9", "size 6", "auto red"}), QByteArray()); // the text defaults
    f.reporter.clear();
    QCOMPARE(f.run({"review"}), QByteArray());
    const std::vector<std::string> lines = f.reporter.printed();
    int previousAfter = -1;
    int provenBefore = 0;
    for (const std::string& line : lines) {
        const auto move = MoveLine.match(QString::fromStdString(line));
        if (!move.hasMatch()) {
            continue;
        }
        const int before = move.captured(6).toInt();
        const int after = move.captured(7).toInt();
        const bool proven = move.hasCaptured(8);
        if (previousAfter >= 0) {
            QCOMPARE(before, 100 - previousAfter); // the same position, seen by the other side
        }
        previousAfter = after;
        if (before == 0) {
            ++provenBefore;
            QVERIFY2(after == 0 && proven, line.c_str()); // every move loses
        } else if (before == 100 && move.captured(3) == "best") {
            ++provenBefore;
            QVERIFY2(after == 100 && proven, line.c_str()); // the proof's move keeps the win
        }
    }
    QVERIFY(provenBefore >= 10); // the game's last moves are proven
}

void SessionReviewTest::reviewChangesNothing()
{
    Fixture f;
    QCOMPARE(f.run({"manual blue", "size 4", "1 1", "4 4", "1 2", "4 3", "2 2", "undo"}),
             QByteArray());
    const SessionState before = SessionState::of(f.session);
    QVERIFY(f.session.game().canRedo());
    f.reporter.clear();
    QCOMPARE(f.run({"review"}), QByteArray());
    QCOMPARE(f.reporter.errors().size(), std::size_t(0));
    // The moves up to the current position: four, not the one that could be redone.
    QCOMPARE(f.reporter.printed().size(), std::size_t(4 + 2));
    const SessionState after = SessionState::of(f.session);
    QVERIFY2(before == after, before.differences(after).c_str());
    QCOMPARE(f.run({"redo"}), QByteArray());
    QCOMPARE(f.session.game().ply(), std::size_t(5));
}

void SessionReviewTest::nothingToReviewIsOneError()
{
    Fixture f;
    std::string message;
    QCOMPARE(f.rejected("review", &message), QByteArray());
    QCOMPARE(message, std::string("there is no move to review"));
}

void SessionReviewTest::aLostOutputStopsTheReview()
{
    // An output that fails from the first reviewed move on (the reader of a pipe gone): the
    // review stops at its next progress report, instead of reviewing every move for no one.
    class LosingReporter : public jump61::testing::RecordingReporter
    {
    public:
        bool outputLost() const override
        {
            const auto lines = printed();
            return std::any_of(lines.begin(), lines.end(),
                               [](const std::string& line) { return line.starts_with("review "); });
        }
    };
    LosingReporter reporter;
    Session session(reporter);
    for (const char* line : {"manual blue", "size 3", "1 1", "3 3", "1 2", "2 3", "2 1", "3 2"}) {
        QVERIFY(session.execute(line));
    }
    session.execute("review");
    const std::vector<std::string> lines = reporter.printed();
    const auto reviewed = std::count_if(lines.begin(), lines.end(), [](const std::string& line) {
        return MoveLine.match(QString::fromStdString(line)).hasMatch();
    });
    // Six moves to review: the first move's line is lost, and the review stops at the progress
    // report after the next position.
    QVERIFY2(reviewed >= 1 && reviewed <= 2, joined(lines).constData());
    QVERIFY2(lines.back().starts_with("review stopped after "), lines.back().c_str());
}

QTEST_GUILESS_MAIN(SessionReviewTest)
#include "SessionReviewTest.moc"
