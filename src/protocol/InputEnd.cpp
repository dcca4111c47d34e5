#include "protocol/InputEnd.h"

#include <poll.h>
#include <sys/ioctl.h>

namespace jump61 {

bool inputEnded(std::istream& in, int fd)
{
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr || in.eof()) {
        return true;
    }
    if (buffer->in_avail() > 0) {
        return false;
    }
    pollfd watch{fd, POLLIN, 0};
    if (poll(&watch, 1, 0) <= 0) {
        return false; // nothing to read yet: the writer may still send more
    }
    // Readable with nothing to read is the end: a closed pipe, a file read to its end.
    int waiting = 0;
    if (ioctl(fd, FIONREAD, &waiting) == 0) {
        return waiting == 0;
    }
    return (watch.revents & POLLHUP) != 0;
}

} // namespace jump61
