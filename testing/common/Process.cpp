#include "common/Process.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace jump61 {

namespace {

constexpr std::size_t ErrorTextLimit = 64 * 1024;

// Resolved before fork(), because the child of a threaded parent may only make
// async-signal-safe calls until it has exec'd.
std::string findProgram(const std::string& name)
{
    if (name.find('/') != std::string::npos) {
        return name;
    }
    const char* path = std::getenv("PATH");
    std::string dirs = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= dirs.size()) {
        std::size_t end = dirs.find(':', start);
        if (end == std::string::npos) {
            end = dirs.size();
        }
        const std::string dir = end > start ? dirs.substr(start, end - start) : ".";
        const std::string candidate = dir + "/" + name;
        if (::access(candidate.c_str(), X_OK) == 0) {
            return candidate;
        }
        start = end + 1;
    }
    return name;
}

// Close-on-exec, so that children started by other threads never inherit our pipe ends: an
// inherited write end would keep a program from ever seeing the end of its input.
void makePipe(int fds[2])
{
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    }
}

void setNonBlocking(int fd)
{
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

int decodeStatus(int status)
{
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 255;
}

} // namespace

Process::Process(const std::vector<std::string>& argv)
{
    if (argv.empty()) {
        throw std::runtime_error("no program to run");
    }
    const std::string path = findProgram(argv[0]);
    std::vector<char*> args;
    for (const std::string& arg : argv) {
        args.push_back(const_cast<char*>(arg.c_str()));
    }
    args.push_back(nullptr);

    int in[2], out[2], err[2], status[2];
    makePipe(in);
    makePipe(out);
    makePipe(err);
    makePipe(status);
    m_pid = ::fork();
    if (m_pid == 0) {
        ::signal(SIGPIPE, SIG_DFL);
        ::dup2(in[0], 0);
        ::dup2(out[1], 1);
        ::dup2(err[1], 2);
        ::execv(path.c_str(), args.data());
        const int error = errno;
        [[maybe_unused]] const auto written = ::write(status[1], &error, sizeof error);
        ::_exit(127);
    }
    for (int fd : {in[0], out[1], err[1], status[1]}) {
        ::close(fd);
    }
    // The status pipe stays empty (and closes on exec) unless exec failed.
    int error = 0;
    ssize_t got = -1;
    if (m_pid > 0) {
        do {
            got = ::read(status[0], &error, sizeof error);
        } while (got < 0 && errno == EINTR);
    } else {
        error = errno;
        got = sizeof error;
    }
    ::close(status[0]);
    m_inFd = in[1];
    m_outFd = out[0];
    m_errFd = err[0];
    if (got == static_cast<ssize_t>(sizeof error)) {
        kill();
        closeFd(m_inFd);
        closeFd(m_outFd);
        closeFd(m_errFd);
        throw std::runtime_error("cannot run " + argv[0] + ": " + std::strerror(error));
    }
    for (int fd : {m_inFd, m_outFd, m_errFd}) {
        setNonBlocking(fd);
    }
}

Process::~Process()
{
    kill();
    closeFd(m_inFd);
    closeFd(m_outFd);
    closeFd(m_errFd);
}

void Process::send(std::string_view line)
{
    if (m_closeRequested || m_inFd < 0) {
        return;
    }
    m_pending.append(line);
    m_pending.push_back('\n');
    writePending();
}

void Process::closeInput()
{
    m_closeRequested = true;
    writePending();
}

std::optional<std::string> Process::nextLine()
{
    if (m_outLines.empty()) {
        return std::nullopt;
    }
    std::string line = std::move(m_outLines.front());
    m_outLines.pop_front();
    return line;
}

void Process::pump(const std::vector<Process*>& processes, std::chrono::milliseconds timeout)
{
    std::vector<pollfd> fds;
    std::vector<std::pair<Process*, int*>> owners;
    for (Process* p : processes) {
        for (int* fd : {&p->m_outFd, &p->m_errFd}) {
            if (*fd >= 0) {
                fds.push_back({*fd, POLLIN, 0});
                owners.emplace_back(p, fd);
            }
        }
        if (p->m_inFd >= 0 && !p->m_pending.empty()) {
            fds.push_back({p->m_inFd, POLLOUT, 0});
            owners.emplace_back(p, &p->m_inFd);
        }
    }
    const int ready = ::poll(fds.data(), fds.size(), static_cast<int>(timeout.count()));
    if (ready <= 0) {
        return;
    }
    for (std::size_t i = 0; i < fds.size(); ++i) {
        if (fds[i].revents == 0) {
            continue;
        }
        auto [p, fd] = owners[i];
        if (fd == &p->m_inFd) {
            p->writePending();
        } else {
            p->readFrom(*fd, fd == &p->m_outFd);
        }
    }
}

bool Process::exited()
{
    if (!m_reaped && m_pid > 0) {
        int status = 0;
        if (::waitpid(m_pid, &status, WNOHANG) == m_pid) {
            m_reaped = true;
            m_exitCode = decodeStatus(status);
        }
    }
    return m_reaped;
}

void Process::kill()
{
    if (m_reaped || m_pid <= 0) {
        return;
    }
    ::kill(m_pid, SIGKILL);
    int status = 0;
    while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
    }
    m_reaped = true;
    m_exitCode = decodeStatus(status);
}

void Process::readFrom(int& fd, bool isOutput)
{
    char buffer[65536];
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && (errno == EAGAIN || errno == EINTR)) {
        return;
    }
    if (got <= 0) {
        closeFd(fd);
        if (isOutput && !m_outPartial.empty()) {
            m_outLines.push_back(std::move(m_outPartial));
            m_outPartial.clear();
        }
        return;
    }
    if (!isOutput) {
        const std::size_t room = ErrorTextLimit - std::min(ErrorTextLimit, m_errText.size());
        m_errText.append(buffer, std::min(room, static_cast<std::size_t>(got)));
        return;
    }
    m_outPartial.append(buffer, static_cast<std::size_t>(got));
    std::size_t start = 0;
    for (std::size_t end; (end = m_outPartial.find('\n', start)) != std::string::npos;) {
        m_outLines.push_back(m_outPartial.substr(start, end - start));
        start = end + 1;
    }
    m_outPartial.erase(0, start);
}

void Process::writePending()
{
    while (m_inFd >= 0 && !m_pending.empty()) {
        const ssize_t put = ::write(m_inFd, m_pending.data(), m_pending.size());
        if (put > 0) {
            m_pending.erase(0, static_cast<std::size_t>(put));
        } else if (put == 0 || errno == EAGAIN) {
            return;
        } else if (errno != EINTR) {
            // The program stopped reading (it exited): what it did not take is lost.
            m_pending.clear();
            closeFd(m_inFd);
        }
    }
    if (m_closeRequested && m_pending.empty()) {
        closeFd(m_inFd);
    }
}

void Process::closeFd(int& fd)
{
    if (fd >= 0) {
        ::close(fd);
        fd = -1;
    }
}

} // namespace jump61
