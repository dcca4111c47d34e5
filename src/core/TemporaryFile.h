#pragma once

#include "core/FolderError.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <pthread.h>
#include <random>
#include <string>
#include <unistd.h>

namespace jump61 {

// The temporary file a whole-file replacement writes beside its target before renaming it over
// the target: the saved games' writer (protocol/SafeFileWriter) and the solver's table
// (engine/SolverTableFile) make it the same way.

// A name beside `target` that is unlikely to exist ("NAME.save-" and eight letters); creating
// it with O_EXCL, or linkat(), makes sure.
inline std::string temporaryNameBeside(const std::string& target)
{
    static std::atomic<std::uint64_t> counter{std::random_device{}()};
    const std::size_t slash = target.rfind('/');
    const std::size_t start = slash == std::string::npos ? 0 : slash + 1;
    // Keep the whole name within the longest a folder entry may have (255 bytes).
    std::string name = target.substr(0, start) + target.substr(start, 200) + ".save-";
    std::uint64_t bits =
        std::mt19937_64(counter.fetch_add(1) ^ static_cast<std::uint64_t>(getpid()))();
    static constexpr char Letters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int i = 0; i < 8; ++i) {
        name += Letters[bits % 36];
        bits /= 36;
    }
    return name;
}

// Runs `body` with `signals` held off in this thread (errno as `body` left it): a handler that
// removes the temporary file on those signals then never finds it named and not yet known.
template <typename Signals, typename Body>
auto withSignalsHeld(const Signals& signals, Body body)
{
    sigset_t held;
    sigset_t before;
    sigemptyset(&held);
    for (const int signal : signals) {
        sigaddset(&held, signal);
    }
    pthread_sigmask(SIG_BLOCK, &held, &before);
    const auto result = body();
    const int error = errno;
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
    errno = error;
    return result;
}

// Names a temporary file (`make`: open(), mkostemp() or linkat(), -1 with errno on failure) and,
// if that worked, runs `arm` (which hands the name to a signal handler that removes the file),
// both with `signals` held off in this thread: a handler running on it then never finds the
// file named and its name not yet known.
template <typename Signals, typename Make, typename Arm>
int nameWithSignalsHeld(const Signals& signals, Make make, Arm arm)
{
    return withSignalsHeld(signals, [&] {
        const int result = make();
        if (result >= 0) {
            arm();
        }
        return result;
    });
}

// A file with no name yet in `target`'s folder (O_TMPFILE), to be named once it is complete
// (nameUnnamedBeside), so that even SIGKILL during the write leaves nothing behind; -1 where
// the file system or the system has no such files.
inline int openUnnamedBeside(const std::string& target, mode_t mode)
{
    if (access("/proc/self/fd", F_OK) != 0) {
        return -1; // linkat() of /proc/self/fd/N names it
    }
    return open(folderOfPath(target).c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
}

// Links the complete unnamed file `fd` under a fresh name beside `target`, set in `temporary`;
// like open() with O_EXCL, linkat() never replaces a name that exists. `name(temporary, link)`
// runs `link` (0 or -1 with errno), so that the caller can arm its signal handler with the
// name in the same breath. Returns the reason on failure.
template <typename Name>
std::optional<std::string> nameUnnamedBeside(int fd, const std::string& target,
                                             std::string& temporary, Name name)
{
    const std::string self = "/proc/self/fd/" + std::to_string(fd);
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = temporaryNameBeside(target);
        const int linked = name(temporary, [&] {
            return linkat(AT_FDCWD, self.c_str(), AT_FDCWD, temporary.c_str(), AT_SYMLINK_FOLLOW);
        });
        if (linked == 0) {
            return std::nullopt;
        }
        if (errno != EEXIST) {
            temporary.clear();
            return std::string(std::strerror(errno));
        }
    }
    temporary.clear();
    return std::string("no free name for a temporary file");
}

} // namespace jump61
