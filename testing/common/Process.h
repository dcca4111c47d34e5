#pragma once

#include <chrono>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace jump61 {

// A child program with its standard input, output and error on pipes: what the script runner
// and the match runner talk to. Nothing here blocks: lines to send are queued and written as
// the pipe takes them, output is split into lines as it arrives, and pump() waits (with a
// timeout) on several processes at once, so one silent program can never hang a runner. The
// destructor kills a child that is still running.
class Process
{
public:
    using Clock = std::chrono::steady_clock;

    // Starts argv[0] (looked up on PATH unless it contains a '/'). Throws std::runtime_error
    // if the program cannot be started.
    explicit Process(const std::vector<std::string>& argv);
    ~Process();
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    // Queues `line` and a newline for standard input; ignored once the input is closed.
    void send(std::string_view line);
    // Closes standard input as soon as everything queued has been written.
    void closeInput();

    // The next complete line of standard output, without its newline. At the end of the output
    // an unterminated last line (such as a final prompt) counts as a line.
    std::optional<std::string> nextLine();
    // Standard output is closed and every line of it has been taken.
    bool outputDone() const { return m_outFd < 0 && m_outLines.empty() && m_outPartial.empty(); }
    // What the program wrote on standard error (the first 64 KB).
    const std::string& errorText() const { return m_errText; }

    // Waits until one of `processes` can be read or written, or `timeout` passes, and moves
    // whatever data is ready.
    static void pump(const std::vector<Process*>& processes, std::chrono::milliseconds timeout);

    // True once the child has exited (it is reaped on the first call that sees it).
    bool exited();
    // The exit code, or 128 + the signal number if a signal ended the child.
    int exitCode() const { return m_exitCode; }
    // Ends the child at once (SIGKILL) and reaps it.
    void kill();

private:
    void readFrom(int& fd, bool isOutput);
    void writePending();
    void closeFd(int& fd);

    pid_t m_pid = -1;
    bool m_reaped = false;
    int m_exitCode = -1;
    int m_inFd = -1;
    int m_outFd = -1;
    int m_errFd = -1;
    bool m_closeRequested = false;
    std::string m_pending; // queued for standard input
    std::string m_outPartial;
    std::deque<std::string> m_outLines;
    std::string m_errText;
};

} // namespace jump61
