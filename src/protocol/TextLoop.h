#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

namespace jump61 {

struct TextOptions
{
    bool strict = false; // the first error ends the program with exit code 1
    bool log = false;    // echo each input line before running it
    std::string seed;    // --seed=N, run as "seed N" before the first line; empty if none
    std::vector<std::string> inputs; // files to read in order ("-" is standard input)
};

// Longest input line accepted; longer lines are rejected as a whole, in a script, on the
// standard input and in a saved game alike, with this error.
inline constexpr std::size_t MaxLineLength = 4096;
inline const std::string LineTooLong =
    "the line is too long (over " + std::to_string(MaxLineLength) + " bytes)";

// The text program: reads commands from the inputs (standard input if there are none), runs
// them through a Session, writes prompts and output to `out` and errors to `err`. Returns the
// exit code of docs/PROTOCOL.md section 5.
int runTextSession(const TextOptions& options, std::istream& in, std::ostream& out,
                   std::ostream& err);

// Reads one line of at most `limit` bytes. A longer line stops as soon as the limit is passed,
// with `tooLong` set, its first `limit` bytes in `line` and the rest still unread (skipLine()
// drops it), so that endless input gets its error at once. Returns false at the end of the
// input.
bool readLimitedLine(std::istream& in, std::string& line, std::size_t limit, bool& tooLong);

// Drops the input up to and including the next newline, in constant memory. Returns false if
// the input ended first.
bool skipLine(std::istream& in);

// An input line as --log echoes it: characters a test harness could mistake for program
// output ('*', '>' and a leading "===") are disguised, and control characters but tabs,
// invisible characters (see invisible()) and bytes that are not UTF-8 show as '?'.
std::string echoText(const std::string& line);

} // namespace jump61
