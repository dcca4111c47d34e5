#include "protocol/ReadAhead.h"

#include "protocol/TextLoop.h"

#include <exception>
#include <istream>
#include <string>
#include <string_view>
#include <system_error>

namespace jump61 {

InputLine readInputLine(std::istream& in, std::size_t limit, bool& skipRest)
{
    InputLine line;
    try {
        if (skipRest) {
            skipRest = false;
            if (!skipLine(in)) {
                line.end = true;
                return line;
            }
        }
        line.end = !readLimitedLine(in, line.text, limit, line.tooLong);
        skipRest = line.tooLong;
    } catch (const std::exception& e) {
        line.end = true;
        // The library's message names its own function before the system's reason
        // ("basic_filebuf::underflow error reading the file: Bad file descriptor"); the reason
        // is what the user can act on.
        const std::string_view what = e.what();
        const std::size_t colon = what.rfind(": ");
        line.failure = std::string(colon == std::string_view::npos ? what : what.substr(colon + 2));
    }
    return line;
}

ReadAhead::ReadAhead(std::istream& in, std::size_t limit, LineCallback onLine, bool inputOutlivesUs)
    : m_shared(std::make_shared<Shared>(in, limit, std::move(onLine))),
      m_inputOutlivesUs(inputOutlivesUs)
{}

ReadAhead::~ReadAhead()
{
    finish();
    if (!m_thread.joinable()) {
        return;
    }
    bool reading = false;
    {
        const std::lock_guard<std::mutex> lock(m_shared->mutex);
        reading = m_shared->reading;
    }
    if (reading && m_inputOutlivesUs) {
        // Waiting in a read that may never return: finish() has made sure that it calls
        // onLine no more, and it keeps what it uses alive itself.
        m_thread.detach();
    } else {
        m_thread.join();
    }
}

void ReadAhead::start()
{
    std::unique_lock<std::mutex> lock(m_shared->mutex);
    if (m_shared->closed) {
        return; // quit or the end of the input was read: nothing more to read
    }
    m_shared->wanted = true;
    if (m_shared->reading) {
        return; // still reading on from the last long command
    }
    lock.unlock();
    if (m_thread.joinable()) {
        m_thread.join(); // it has returned
    }
    lock.lock();
    m_shared->reading = true;
    try {
        m_thread = std::thread([shared = m_shared] { readOn(shared); });
    } catch (const std::system_error&) {
        // No thread to be had (a limit on processes or memory): the command runs without
        // reading on, as one in a script does, and the input is read after it.
        m_shared->reading = false;
        m_shared->wanted = false;
    }
}

void ReadAhead::finish()
{
    const std::lock_guard<std::mutex> lock(m_shared->mutex);
    m_shared->wanted = false;
}

void ReadAhead::readOn(const std::shared_ptr<Shared>& shared)
{
    Shared& s = *shared;
    for (;;) {
        InputLine line = readInputLine(s.in, s.limit, s.skipRest);
        // Under the lock, so that once finish() has returned no line reaches onLine: a stop
        // meant for the long command must not hit the command after it.
        const std::lock_guard<std::mutex> lock(s.mutex);
        const bool stop = (s.wanted && s.onLine(line)) || line.end;
        s.closed = s.closed || stop;
        s.lines.push_back(std::move(line));
        if (stop || !s.wanted) {
            s.reading = false;
        }
        s.changed.notify_all();
        if (!s.reading) {
            return;
        }
    }
}

InputLine ReadAhead::next()
{
    Shared& s = *m_shared;
    std::unique_lock<std::mutex> lock(s.mutex);
    s.changed.wait(lock, [&s] { return !s.lines.empty() || !s.reading; });
    if (!s.lines.empty()) {
        InputLine line = std::move(s.lines.front());
        s.lines.pop_front();
        return line;
    }
    lock.unlock();
    if (m_thread.joinable()) {
        m_thread.join();
    }
    return readInputLine(s.in, s.limit, s.skipRest);
}

} // namespace jump61
