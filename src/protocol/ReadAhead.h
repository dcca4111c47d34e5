#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace jump61 {

// One line of input as the text program reads it.
struct InputLine
{
    std::string text;
    bool tooLong = false; // longer than MaxLineLength: the rest was skipped
    bool end = false;     // the input has ended (text is empty)
    std::string failure;  // the input could not be read (end is set too)
};

// Reads one line of at most `limit` bytes from `in`. A longer line is returned as soon as the
// limit is passed, so that its error comes at once, and `skipRest` is set: the next call first
// drops the rest of that line, in constant memory.
InputLine readInputLine(std::istream& in, std::size_t limit, bool& skipRest);

// The text program's standard input. Lines are read when the program asks for them, except
// while a long command (review, solve) runs: then a thread reads on, so that the lines typed
// meanwhile are seen at once. Each is shown to `onLine` as it arrives during the command (on that
// thread), which returns true to stop reading (quit, or the end of the input); the program gets
// them afterwards, in order, from next().
//
// The thread may be left waiting for a line that never comes (a terminal, or a pipe kept open)
// when the program has to end (a --strict error, an output gone). With `inputOutlivesUs`, as
// for the process's standard input, the destructor then leaves it behind instead of waiting for
// it: what it reads next goes nowhere, and the program ends. Otherwise (a stream the caller
// destroys, as in the tests) the destructor waits for it.
class ReadAhead
{
public:
    using LineCallback = std::function<bool(const InputLine&)>;

    ReadAhead(std::istream& in, std::size_t limit, LineCallback onLine,
              bool inputOutlivesUs = false);
    ~ReadAhead();
    ReadAhead(const ReadAhead&) = delete;
    ReadAhead& operator=(const ReadAhead&) = delete;

    // A long command starts: read on until finish().
    void start();
    // It is over: read no further than the line being read.
    void finish();
    // The next line: one read ahead, or else one read now.
    InputLine next();

private:
    // What the reading thread shares with the reader; the thread holds it too, so that it may
    // outlive the ReadAhead left behind.
    struct Shared
    {
        Shared(std::istream& in, std::size_t limit, LineCallback onLine)
            : in(in), limit(limit), onLine(std::move(onLine))
        {}
        std::istream& in;
        std::size_t limit;
        LineCallback onLine;
        std::mutex mutex;
        std::condition_variable changed;
        std::deque<InputLine> lines;
        bool reading = false;  // the thread has not returned yet
        bool wanted = false;   // the long command still runs
        bool closed = false;   // onLine asked to stop: nothing more is read ahead
        bool skipRest = false; // the last line read was too long; used by one reader at a time
    };
    static void readOn(const std::shared_ptr<Shared>& shared);

    std::shared_ptr<Shared> m_shared;
    std::thread m_thread;
    bool m_inputOutlivesUs;
};

} // namespace jump61
