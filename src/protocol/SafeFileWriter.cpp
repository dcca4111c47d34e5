#include "protocol/SafeFileWriter.h"

#include "core/FolderError.h"
#include "core/TemporaryFile.h"
#include "protocol/StopSignals.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <mutex>
#include <optional>
#include <signal.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace jump61 {

namespace {

// What write() replaces: a regular file (perhaps reached through a link), or a new one.
struct Target
{
    std::string path;
    std::optional<struct stat> existing;
};

std::string kindOf(mode_t mode)
{
    if (S_ISDIR(mode)) {
        return "it is a folder";
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return "it is a device";
    }
    if (S_ISFIFO(mode)) {
        return "it is a pipe";
    }
    if (S_ISSOCK(mode)) {
        return "it is a socket";
    }
    return "it is not a regular file";
}

// The descriptors this program has open, in order: from /proc/self/fd where there is one,
// otherwise every number below 1024.
std::vector<int> openDescriptors()
{
    std::vector<int> descriptors;
    DIR* listing = opendir("/proc/self/fd");
    if (listing == nullptr) {
        for (int fd = 0; fd < 1024; ++fd) {
            descriptors.push_back(fd);
        }
        return descriptors;
    }
    while (const dirent* entry = readdir(listing)) {
        char* end = nullptr;
        const long fd = std::strtol(entry->d_name, &end, 10);
        if (end != entry->d_name && *end == '\0' && fd != dirfd(listing)) {
            descriptors.push_back(static_cast<int>(fd));
        }
    }
    closedir(listing);
    std::sort(descriptors.begin(), descriptors.end());
    return descriptors;
}

// Why the file `file` is one this program has open, if it is. `save /dev/stdout` with the output
// sent to a log would otherwise replace the log with the game (and what the program writes next
// would go to a file no longer there); /dev/stdin or a script given as a FILE argument (all of
// them are opened before the first line runs, and stay open), the commands being read.
std::optional<std::string> ownFile(const struct stat& file)
{
    constexpr std::array<const char*, 3> streams{"input", "output", "error output"};
    for (const int fd : openDescriptors()) {
        struct stat open
        {};
        if (fstat(fd, &open) != 0 || open.st_dev != file.st_dev || open.st_ino != file.st_ino) {
            continue;
        }
        if (fd < 3) {
            return std::string("it is this program's ") + streams[static_cast<std::size_t>(fd)];
        }
        return "it is open in this program (a script it reads, or a file it was started with "
               "open)";
    }
    return std::nullopt;
}

std::optional<Target> resolve(const std::string& path, bool replaceLinks, std::string& error)
{
    struct stat seen
    {};
    if (lstat(path.c_str(), &seen) != 0) {
        if (errno == ENOENT) {
            return Target{path, std::nullopt}; // a new file: open() checks its folder
        }
        error = folderError(errno, path);
        return std::nullopt;
    }
    if (S_ISLNK(seen.st_mode) && replaceLinks) {
        return Target{path, std::nullopt}; // the link goes, as a new file takes its name
    }
    Target target{path, seen};
    if (S_ISLNK(seen.st_mode) && stat(path.c_str(), &*target.existing) != 0) {
        error = errno == ENOENT ? "it is a symbolic link to a missing file"
                                : std::string(std::strerror(errno));
        return std::nullopt;
    }
    // The kind first: /dev/stdout on a pipe is a link whose target has no path to resolve.
    const mode_t mode = target.existing->st_mode;
    if (!S_ISREG(mode)) {
        error = kindOf(mode);
        return std::nullopt;
    }
    if (auto reason = ownFile(*target.existing)) {
        error = std::move(*reason);
        return std::nullopt;
    }
    if (S_ISLNK(seen.st_mode)) {
        char* resolved = realpath(path.c_str(), nullptr);
        if (resolved == nullptr) {
            error = std::strerror(errno);
            return std::nullopt;
        }
        target.path = resolved;
        std::free(resolved);
    }
    // Root may write anything, so the mode bits decide for it: a file without any write bit
    // was made read-only on purpose.
    if ((mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) {
        error = "the file is read-only";
        return std::nullopt;
    }
    if (access(target.path.c_str(), W_OK) != 0) {
        error = errno == EACCES ? std::string("the file is read-only")
                                : std::string(std::strerror(errno));
        return std::nullopt;
    }
    return target;
}

// The temporary file that the signal handler removes, set while one exists.
char g_temporary[PATH_MAX];
volatile std::sig_atomic_t g_armed = 0;
constexpr std::array<int, 4> CleanedSignals = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

extern "C" void removeTemporaryAndDie(int signal)
{
    if (g_armed != 0) {
        unlink(g_temporary);
    }
    // Die of the same signal as before: the default action runs once this handler returns.
    endBySignal(signal);
}

// While it lives, a signal that would end the program removes the temporary file first. A
// handler rather than a blocked signal mask, because a mask holds signals off only for the
// calling thread, and another thread (the engine's helpers, the window) would still take the
// signal and die with the file left behind. Signals the program handles or ignores are left
// alone, since they do not end it. One save at a time.
class TemporaryGuard
{
public:
    TemporaryGuard() : m_lock(s_mutex)
    {
        for (std::size_t i = 0; i < CleanedSignals.size(); ++i) {
            sigaction(CleanedSignals[i], nullptr, &m_previous[i]);
            m_installed[i] =
                (m_previous[i].sa_flags & SA_SIGINFO) == 0 && m_previous[i].sa_handler == SIG_DFL;
            if (m_installed[i]) {
                struct sigaction cleanup
                {};
                cleanup.sa_handler = removeTemporaryAndDie;
                sigemptyset(&cleanup.sa_mask);
                for (const int other : CleanedSignals) {
                    sigaddset(&cleanup.sa_mask, other);
                }
                sigaction(CleanedSignals[i], &cleanup, nullptr);
            }
        }
    }
    ~TemporaryGuard()
    {
        g_armed = 0;
        for (std::size_t i = 0; i < CleanedSignals.size(); ++i) {
            if (m_installed[i]) {
                sigaction(CleanedSignals[i], &m_previous[i], nullptr);
            }
        }
    }
    TemporaryGuard(const TemporaryGuard&) = delete;
    TemporaryGuard& operator=(const TemporaryGuard&) = delete;

    // Gives the temporary file its name (`make`: open() or linkat(), -1 with errno on
    // failure) and arms the handler with it, the signals held off in this thread in between, so
    // that none comes after the name exists and before the handler knows it.
    template <typename Make>
    int name(const std::string& temporary, Make make)
    {
        return nameWithSignalsHeld(CleanedSignals, make, [&] {
            std::memcpy(g_temporary, temporary.c_str(), temporary.size() + 1);
            g_armed = 1;
        });
    }
    void disarm() { g_armed = 0; }

private:
    static inline std::mutex s_mutex;
    std::lock_guard<std::mutex> m_lock;
    std::array<struct sigaction, CleanedSignals.size()> m_previous{};
    std::array<bool, CleanedSignals.size()> m_installed{};
};

// Gives the new file the old one's permissions (and, for root, its owner), then the text,
// synced to the disk. Returns the reason on failure.
std::optional<std::string> fill(int fd, const Target& target, std::string_view text)
{
    if (target.existing) {
        const struct stat& old = *target.existing;
        if (fchmod(fd, old.st_mode & 0777) != 0) {
            return std::strerror(errno);
        }
        // Only root can give a file away; a file system without owners (EPERM) keeps ours.
        if (geteuid() == 0 && fchown(fd, old.st_uid, old.st_gid) != 0 && errno != EPERM) {
            return std::strerror(errno);
        }
    }
    while (!text.empty()) {
        const ssize_t written =
            ::write(fd, text.data(), std::min<std::size_t>(text.size(), 1 << 20));
        if (written < 0 && errno == EINTR) {
            continue;
        }
        if (written <= 0) {
            return written < 0 ? std::strerror(errno) : "nothing could be written";
        }
        text.remove_prefix(static_cast<std::size_t>(written));
    }
    if (fsync(fd) != 0) {
        return std::strerror(errno);
    }
    return std::nullopt;
}

// Creates the temporary file under a fresh name; O_EXCL: never an existing file, nor a link of
// that name. Returns the descriptor, or -1 with the reason in `error`.
int createNamed(TemporaryGuard& guard, const std::string& target, std::string& temporary,
                std::string& error)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = temporaryNameBeside(target);
        const int fd = guard.name(temporary, [&] {
            return open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
                        0666);
        });
        if (fd >= 0) {
            return fd;
        }
        if (errno != EEXIST) {
            error = folderError(errno, target);
            temporary.clear();
            return -1;
        }
    }
    temporary.clear();
    error = "no free name for a temporary file";
    return -1;
}

} // namespace

bool SafeFileWriter::fail(std::string reason)
{
    m_error = std::move(reason);
    return false;
}

bool SafeFileWriter::write(std::string_view text)
{
    m_error.clear();
    if (m_path.empty()) {
        return fail("no file name");
    }
    std::string error;
    const std::optional<Target> target = resolve(m_path, m_replaceLinks, error);
    if (!target) {
        return fail(error);
    }
    if (target->path.size() + 16 >= PATH_MAX) {
        return fail(std::strerror(ENAMETOOLONG));
    }

    TemporaryGuard guard;
    // Where the system allows, the text goes first to an unnamed file in the target's folder,
    // named only when complete, just before the rename: a program killed before that, even by
    // SIGKILL, leaves nothing behind. Elsewhere the file is named from the start.
    int fd = m_namedOnly ? -1 : openUnnamedBeside(target->path, 0666);
    const bool unnamed = fd >= 0;
    std::string temporary;
    if (!unnamed) {
        fd = createNamed(guard, target->path, temporary, error);
        if (fd < 0) {
            return fail(error);
        }
    }

    std::optional<std::string> problem = fill(fd, *target, text);
    if (!problem && unnamed) {
        problem =
            nameUnnamedBeside(fd, target->path, temporary, [&](const std::string& name, auto link) {
                return guard.name(name, link);
            });
    }
    if (!problem && rename(temporary.c_str(), target->path.c_str()) != 0) {
        problem = std::strerror(errno);
    }
    // Closed only now, to keep the moment between naming and renaming short: the text is
    // synced already, so close() has nothing left to fail on.
    close(fd);
    if (problem) {
        if (!temporary.empty()) {
            unlink(temporary.c_str());
        }
        return fail(*problem);
    }
    guard.disarm();
    return true;
}

} // namespace jump61
