#pragma once

#include "core/Side.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace jump61 {

// Whether `line` holds a carriage return before its last non-blank character: the line ends of
// old Mac files, which would otherwise run every line after the first as its extra words (or,
// after a comment, not at all). A CR before the line feed (CR LF) is a blank.
bool hasInnerCarriageReturn(std::string_view line);

// One input line, cleaned once: trimmed, a trailing CR dropped, split on runs of blanks. The
// first word is the command; handlers read the rest through typed accessors whose errors name
// the argument ("size needs a number", "not a number: x").
class Arguments
{
public:
    explicit Arguments(std::string_view line);

    bool empty() const { return m_words.empty(); }
    bool isComment() const { return !m_words.empty() && m_words.front().front() == '#'; }
    const std::string& command() const { return m_words.front(); }

    // Number of words after the command.
    std::size_t count() const { return m_words.empty() ? 0 : m_words.size() - 1; }
    const std::string& word(std::size_t index) const { return m_words.at(index + 1); }

    // The text after the command word, trimmed (for file names with blanks).
    const std::string& rest() const { return m_rest; }

    // Argument `index` as an integer; numbers too large to hold saturate, so range checks
    // reject them. Throws CommandError naming `what` if it is missing or not a number.
    long long integer(std::size_t index, std::string_view what) const;

    // Argument `index` as a player (r, b, red, blue in any case).
    Side player(std::size_t index) const;
    // Argument `index` as a board size, MinSize to MaxSize; throws CommandError otherwise.
    int boardSize(std::size_t index) const;

private:
    std::vector<std::string> m_words;
    std::string m_rest;
};

// Reads a decimal integer (optional sign, digits only). Out-of-range values saturate to the
// largest or smallest long long. Returns false if the text is not a number.
bool parseInteger(std::string_view text, long long& value);

// Reads a seed: any 64-bit integer, unsigned or negative (taken modulo 2^64), with an optional
// sign. Returns false, leaving `seed` as it was, if the text is not one.
bool parseSeed(std::string_view text, std::uint64_t& seed);

// The length of the well-formed UTF-8 character at the start of `bytes` (not empty) and its code
// point, or 0 for a byte that does not start one (a stray continuation byte, an overlong form, a
// surrogate, a code point past U+10FFFF, a sequence cut short).
std::size_t decodeCharacter(std::string_view bytes, char32_t& code);

// Whether a character would change the line rather than show in it, or pass for a plain space:
// control characters (C0, DEL, C1), line and paragraph separators, the invisible format
// characters (zero-width spaces and joiners, direction marks and overrides, the byte order
// mark), and the other spaces (no-break, the typographic widths, the ideographic space), which
// a message would show as if the word had a space in it (`size 6` with a no-break space
// gave "not  6").
bool invisible(char32_t code);

// A word as it may appear in a message, on one line: control and invisible characters, bytes
// that are not UTF-8, and '*' shown as '?'; words of more than 40 characters cut.
std::string printable(std::string_view word);
// A file name as printable() shows a word, but a long one is cut in the middle: its first 12
// characters, "...", and its last 28, so that the name at the end of a path still shows.
std::string printablePath(std::string_view path);

// Lower-case copy of an ASCII word.
std::string lowered(std::string_view word);

} // namespace jump61
