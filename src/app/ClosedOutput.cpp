#include "app/ClosedOutput.h"

#include <cerrno>
#include <poll.h>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

namespace jump61 {

void watchForClosedOutput(void (*onClosed)())
{
    struct stat output
    {};
    if (fstat(STDOUT_FILENO, &output) != 0 ||
        !(S_ISFIFO(output.st_mode) || S_ISSOCK(output.st_mode))) {
        return;
    }
    // A thread the system cannot start leaves the tool as it was without the watch: it still
    // finds out at its next write.
    try {
        std::thread([onClosed] {
            // No events asked for: poll still reports POLLERR on a pipe whose reader has closed it,
            // and POLLHUP on a socket whose peer has.
            pollfd watched{STDOUT_FILENO, 0, 0};
            for (;;) {
                const int ready = poll(&watched, 1, -1);
                if (ready < 0 && errno == EINTR) {
                    continue;
                }
                if (ready == 1 && (watched.revents & (POLLERR | POLLHUP)) != 0) {
                    onClosed();
                }
                return; // also when poll itself failed or the descriptor is gone (POLLNVAL)
            }
        }).detach();
    } catch (const std::system_error&) {
    }
}

} // namespace jump61
