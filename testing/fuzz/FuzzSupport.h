#pragma once

#include "protocol/Session.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>

// Shared by the fuzz targets: a place for their files, and the rules that keep one input from
// running long or touching anything outside that place.
namespace jump61::fuzz {

// A stream buffer that accepts and drops everything, for a TextReporter nobody reads.
class DiscardBuffer : public std::streambuf
{
protected:
    int overflow(int c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize count) override { return count; }
};

// `name` inside a private folder made once per process (under TMPDIR) and removed at exit.
std::string sandboxPath(std::string_view name);

// Writes the bytes to `path` as they are. Returns false on failure.
bool writeBytes(const std::string& path, const std::uint8_t* data, std::size_t size);

// Largest board `solve` runs on: a 3x3 position is solved in milliseconds, but larger ones
// may take the whole time given, at least a second.
inline constexpr int SolvedSize = 3;

// The line the interpreter target runs instead of `line`: `save` and `load` get a file of the
// sandbox whatever they name; `solve` on a board larger than SolvedSize is not run (nullopt),
// nor `review` (a search of 100,000 positions a move: seconds for a short game here).
std::optional<std::string> sandboxedLine(const Session& session, std::string_view line);

// Keeps every search of the session small and reproducible: level 1 (level 2 on boards up to
// 5x5), no time per move, one thread.
void capSearch(Session& session);

} // namespace jump61::fuzz
