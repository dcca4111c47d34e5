#include "gui/board/CascadeAnimator.h"

#include <algorithm>

namespace jump61 {

namespace {

struct Timing
{
    qreal preview;
    qreal drop;
    qreal step;
};

Timing timing(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Instant:
        return {0, 0, 0};
    case AnimationSpeed::VeryFast:
        return {160, 70, 55};
    case AnimationSpeed::Fast:
        return {300, 110, 100};
    case AnimationSpeed::Normal:
        return {480, 170, 180};
    case AnimationSpeed::Slow:
        return {800, 280, 340};
    }
    return {0, 0, 0};
}

// A long cascade plays faster, so that no move takes much longer than this many steps.
constexpr int StepBudget = 36;
constexpr qreal ShortestStep = 14;
constexpr int FrameInterval = 15;

} // namespace

CascadeAnimator::CascadeAnimator(QObject* parent) : QObject(parent)
{
    m_timer.setInterval(FrameInterval);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &CascadeAnimator::tick);
}

void CascadeAnimator::setManualClock(bool manual)
{
    m_manualClock = manual;
    if (manual) {
        m_timer.stop();
    } else if (busy()) {
        m_clock.start();
        m_timer.start();
    }
}

void CascadeAnimator::show(const Board& board, int lastMove)
{
    m_queue.clear();
    m_current.reset();
    m_frame = AnimationFrame{board, lastMove};
    emit frameChanged();
    stopIfIdle();
}

void CascadeAnimator::enqueue(const MoveEvent& event)
{
    m_queue.push_back(event);
    if (!m_current) {
        startNext();
        if (m_speed == AnimationSpeed::Instant) {
            finishAll();
            return;
        }
        updateFrame();
        if (!m_manualClock) {
            m_clock.start();
            m_timer.start();
        }
    }
}

void CascadeAnimator::sync(const Board& board, int lastMove)
{
    if (!(target() == board)) {
        show(board, lastMove);
    } else if (!busy()) {
        m_frame.lastMove = lastMove;
        emit frameChanged();
    }
}

void CascadeAnimator::skip()
{
    if (!m_current) {
        return;
    }
    completeMove();
    updateFrame();
    stopIfIdle();
}

void CascadeAnimator::finishAll()
{
    while (m_current) {
        completeMove();
    }
    updateFrame();
    stopIfIdle();
}

const Board& CascadeAnimator::target() const
{
    if (!m_queue.empty()) {
        return m_queue.back().after;
    }
    return m_current ? m_current->event.after : m_frame.board;
}

const Board& CascadeAnimator::base() const
{
    return m_current ? m_current->event.before : m_frame.board;
}

bool CascadeAnimator::showingComputerMove() const
{
    if (m_current && m_current->event.byComputer) {
        return true;
    }
    return std::any_of(m_queue.begin(), m_queue.end(),
                       [](const MoveEvent& event) { return event.byComputer; });
}

int CascadeAnimator::jumpCount() const
{
    return m_current ? static_cast<int>(m_current->jumps.size()) : 0;
}

int CascadeAnimator::jumpsDone() const
{
    return m_current && m_current->phase == Phase::Jump ? static_cast<int>(m_current->next) : 0;
}

void CascadeAnimator::advance(int milliseconds)
{
    if (!m_current) {
        return;
    }
    m_current->elapsed += milliseconds;
    while (m_current && m_current->elapsed >= duration(m_current->phase)) {
        m_current->elapsed -= duration(m_current->phase);
        completePhase();
    }
    updateFrame();
    stopIfIdle();
}

void CascadeAnimator::tick()
{
    advance(static_cast<int>(m_clock.restart()));
}

void CascadeAnimator::startNext()
{
    if (m_queue.empty()) {
        m_current.reset();
        return;
    }
    Running run;
    run.event = m_queue.front();
    m_queue.pop_front();
    JumpTrace trace;
    Board replay = run.event.before;
    if (replay.isLegal(run.event.square)) {
        replay.play(run.event.square, trace);
    }
    run.jumps = std::move(trace.jumps);
    run.board = run.event.before;
    const bool preview = run.event.byComputer && m_speed != AnimationSpeed::Instant;
    run.phase = preview ? Phase::Preview : Phase::Drop;
    m_current = std::move(run);
    emit moveStarted(m_current->event);
}

void CascadeAnimator::completePhase()
{
    Running& run = *m_current;
    switch (run.phase) {
    case Phase::Preview:
        run.phase = Phase::Drop;
        return;
    case Phase::Drop:
        run.board.dropSpot(run.event.square);
        run.phase = Phase::Jump;
        run.next = 0;
        break;
    case Phase::Jump:
        run.board.jump(run.jumps[run.next], run.event.mover);
        ++run.next;
        break;
    }
    if (run.next >= run.jumps.size() || run.board.gameOver()) {
        completeMove();
    }
}

void CascadeAnimator::completeMove()
{
    // The reported position is the truth; the replay only shows how it was reached.
    m_frame.board = m_current->event.after;
    m_frame.lastMove = m_current->event.square;
    startNext();
}

qreal CascadeAnimator::duration(Phase phase) const
{
    const Timing t = timing(m_speed);
    switch (phase) {
    case Phase::Preview:
        return t.preview;
    case Phase::Drop:
        return t.drop;
    case Phase::Jump: {
        const auto jumps = static_cast<qreal>(std::max<std::size_t>(1, m_current->jumps.size()));
        const qreal squeezed = t.step * StepBudget / jumps;
        return std::max(std::min(t.step, squeezed), std::min(t.step, ShortestStep));
    }
    }
    return 0;
}

void CascadeAnimator::updateFrame()
{
    const int lastMove = m_frame.lastMove;
    if (!m_current) {
        m_frame = AnimationFrame{m_frame.board, lastMove};
        emit frameChanged();
        return;
    }
    const Running& run = *m_current;
    AnimationFrame frame{run.board, lastMove, run.event.mover};
    const qreal span = duration(run.phase);
    const qreal progress = span > 0 ? std::clamp(run.elapsed / span, 0.0, 1.0) : 1.0;
    switch (run.phase) {
    case Phase::Preview:
        frame.preview = run.event.square;
        frame.previewProgress = progress;
        break;
    case Phase::Drop:
        frame.drop = run.event.square;
        frame.dropProgress = progress;
        break;
    case Phase::Jump:
        frame.lastMove = run.event.square;
        frame.jump = run.jumps[run.next];
        frame.jumpProgress = progress;
        break;
    }
    m_frame = frame;
    emit frameChanged();
}

void CascadeAnimator::stopIfIdle()
{
    if (m_current) {
        if (!m_manualClock && !m_timer.isActive()) {
            m_clock.start();
            m_timer.start();
        }
        return;
    }
    m_timer.stop();
    emit finished();
}

} // namespace jump61
