#pragma once

#include <string>
#include <vector>

namespace jump61 {

// How a recorded transcript is compared with a .std file (docs/PROTOCOL.md section 8): on both
// sides '#' to the end of a line, trailing blanks and then blank lines are removed.
std::vector<std::string> comparableLines(const std::vector<std::string>& lines);

// The lines of a file (a CR before a newline stays; comparableLines drops it as a blank).
// Throws std::runtime_error if it cannot be read.
std::vector<std::string> readLines(const std::string& path);

// A line diff for people: "  same", "- only expected", "+ only actual".
std::vector<std::string> lineDiff(const std::vector<std::string>& expected,
                                  const std::vector<std::string>& actual);

} // namespace jump61
