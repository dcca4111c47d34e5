#pragma once

#include <istream>

namespace jump61 {

// (POSIX: poll and FIONREAD; the only part of the interpreter that is not standard C++.)
// Whether `in`, which reads file descriptor `fd`, has ended for good: nothing left in its
// buffer and the descriptor at its end (a pipe whose writer closed, the end of a file, Ctrl-D
// on a terminal). Never blocks, so a long command can ask while it works (Session's input end
// check); a pipe or terminal that may still bring more has not ended.
bool inputEnded(std::istream& in, int fd);

} // namespace jump61
