#include "protocol/ReadAhead.h"

#include "protocol/TextLoop.h"

#include <exception>
#include <istream>
#include <string>
#include <string_view>

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

ReadAhead::ReadAhead(std::istream& in, std::size_t limit, LineCallback onLine)
    : m_in(in), m_limit(limit), m_onLine(std::move(onLine))
{}

ReadAhead::~ReadAhead()
{
    finish();
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void ReadAhead::start()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    if (m_closed) {
        return; // quit or the end of the input was read: nothing more to read
    }
    m_wanted = true;
    if (m_reading) {
        return; // still reading on from the last long command
    }
    lock.unlock();
    if (m_thread.joinable()) {
        m_thread.join(); // it has returned
    }
    lock.lock();
    m_reading = true;
    m_thread = std::thread([this] { readOn(); });
}

void ReadAhead::finish()
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_wanted = false;
}

void ReadAhead::readOn()
{
    for (;;) {
        InputLine line = readInputLine(m_in, m_limit, m_skipRest);
        // Under the lock, so that once finish() has returned no line reaches onLine: a stop
        // meant for the long command must not hit the command after it.
        const std::lock_guard<std::mutex> lock(m_mutex);
        const bool stop = (m_wanted && m_onLine(line)) || line.end;
        m_closed = m_closed || stop;
        m_lines.push_back(std::move(line));
        if (stop || !m_wanted) {
            m_reading = false;
        }
        m_changed.notify_all();
        if (!m_reading) {
            return;
        }
    }
}

InputLine ReadAhead::next()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_lines.empty() || !m_reading; });
    if (!m_lines.empty()) {
        InputLine line = std::move(m_lines.front());
        m_lines.pop_front();
        return line;
    }
    lock.unlock();
    if (m_thread.joinable()) {
        m_thread.join();
    }
    return readInputLine(m_in, m_limit, m_skipRest);
}

} // namespace jump61
