#pragma once

namespace jump61 {

// A tool whose standard output is a pipe learns that the reader has gone (`jump61 --bench |
// head -1`) only at its next write, which may be many seconds away: the bench's next section,
// the next depth of a perft. Watches standard output on a thread of its own and calls
// onClosed there once, as soon as a pipe's or socket's reader has closed it. Does nothing when
// standard output is anything else (a terminal, a file: a write there fails by itself).
void watchForClosedOutput(void (*onClosed)());

} // namespace jump61
