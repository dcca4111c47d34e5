#include "protocol/Arguments.h"

#include "core/Topology.h"
#include "protocol/CommandError.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <limits>
#include <utility>
#include <vector>

namespace jump61 {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

} // namespace

bool hasInnerCarriageReturn(std::string_view line)
{
    const std::size_t end = line.find_last_not_of(" \t\r\v\f");
    return end != std::string_view::npos &&
           line.substr(0, end).find('\r') != std::string_view::npos;
}

Arguments::Arguments(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i])) {
            ++i;
        }
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i])) {
            ++i;
        }
        if (i > start) {
            m_words.emplace_back(line.substr(start, i - start));
            if (m_words.size() == 2) {
                std::size_t end = line.size();
                while (end > start && isBlank(line[end - 1])) {
                    --end;
                }
                m_rest = std::string(line.substr(start, end - start));
            }
        }
    }
}

long long Arguments::integer(std::size_t index, std::string_view what) const
{
    if (index >= count()) {
        throw CommandError(std::string(what) + " is missing");
    }
    long long value = 0;
    if (!parseInteger(word(index), value)) {
        throw CommandError(std::string(what) + " must be a number, not " + printable(word(index)));
    }
    return value;
}

Side Arguments::player(std::size_t index) const
{
    if (index >= count()) {
        throw CommandError("a player is missing (red or blue)");
    }
    if (const auto side = parsePlayer(word(index))) {
        return *side;
    }
    throw CommandError("unknown player: " + printable(word(index)) + " (use red or blue)");
}

int Arguments::boardSize(std::size_t index) const
{
    const long long size = integer(index, "the size");
    if (size < MinSize || size > MaxSize) {
        throw CommandError("size must be between " + std::to_string(MinSize) + " and " +
                           std::to_string(MaxSize));
    }
    return static_cast<int>(size);
}

bool parseInteger(std::string_view text, long long& value)
{
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) {
        return false;
    }
    constexpr long long Max = std::numeric_limits<long long>::max();
    unsigned long long magnitude = 0;
    bool saturated = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9') {
            return false;
        }
        if (magnitude > (static_cast<unsigned long long>(Max) - (c - '0')) / 10) {
            saturated = true;
        } else {
            magnitude = magnitude * 10 + static_cast<unsigned long long>(c - '0');
        }
    }
    if (saturated) {
        value = negative ? std::numeric_limits<long long>::min() : Max;
    } else {
        value = negative ? -static_cast<long long>(magnitude) : static_cast<long long>(magnitude);
    }
    return true;
}

bool parseSeed(std::string_view text, std::uint64_t& seed)
{
    const char* first = text.data();
    if (text.size() > 1 && text[0] == '+' && text[1] != '-') {
        ++first; // from_chars reads no plus sign; every other number of the protocol may have one
    }
    const char* last = text.data() + text.size();
    std::uint64_t value = 0;
    std::int64_t signedValue = 0;
    const auto asUnsigned = std::from_chars(first, last, value);
    const auto asSigned = std::from_chars(first, last, signedValue);
    if (asUnsigned.ec == std::errc() && asUnsigned.ptr == last) {
        seed = value;
    } else if (asSigned.ec == std::errc() && asSigned.ptr == last) {
        seed = static_cast<std::uint64_t>(signedValue);
    } else {
        return false;
    }
    return true;
}

std::size_t decodeCharacter(std::string_view bytes, char32_t& code)
{
    const auto lead = static_cast<unsigned char>(bytes[0]);
    std::size_t length = 0;
    if (lead < 0x80) {
        code = lead;
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0Fu;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return 0;
    }
    if (bytes.size() < length) {
        return 0;
    }
    for (std::size_t i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(bytes[i]);
        if ((next & 0xC0) != 0x80) {
            return 0;
        }
        code = (code << 6) | (next & 0x3Fu);
    }
    constexpr std::array<char32_t, 5> Least{0, 0, 0x80, 0x800, 0x10000};
    if (code < Least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
        return 0;
    }
    return length;
}

namespace {

// Characters that show nothing, or nothing of their own, outside the controls and the spaces:
// Unicode's default-ignorable code points and its format characters (first and last of each
// run, in order).
constexpr std::array<std::pair<char32_t, char32_t>, 25> Unseen{{
    {0x00AD, 0x00AD},   // soft hyphen
    {0x034F, 0x034F},   // combining grapheme joiner
    {0x0600, 0x0605},   // Arabic number signs
    {0x061C, 0x061C},   // Arabic letter mark (a direction mark)
    {0x06DD, 0x06DD},   // Arabic end of ayah
    {0x070F, 0x070F},   // Syriac abbreviation mark
    {0x0890, 0x0891},   // Arabic pound and piastre marks above
    {0x08E2, 0x08E2},   // Arabic disputed end of ayah
    {0x115F, 0x1160},   // Hangul fillers
    {0x17B4, 0x17B5},   // Khmer inherent vowels
    {0x180B, 0x180F},   // Mongolian variation selectors and vowel separator
    {0x200B, 0x200F},   // zero-width spaces and joiners, direction marks
    {0x2028, 0x202E},   // line and paragraph separators, direction embeddings and overrides
    {0x2060, 0x206F},   // word joiner, invisible operators, direction isolates
    {0x3164, 0x3164},   // Hangul filler
    {0xFE00, 0xFE0F},   // variation selectors
    {0xFEFF, 0xFEFF},   // byte order mark
    {0xFFA0, 0xFFA0},   // half-width Hangul filler
    {0xFFF0, 0xFFFB},   // unassigned specials and interlinear annotation marks
    {0x110BD, 0x110BD}, // Kaithi number sign
    {0x110CD, 0x110CD}, // Kaithi number sign above
    {0x13430, 0x1345F}, // Egyptian hieroglyph format controls
    {0x1BCA0, 0x1BCA3}, // shorthand format controls
    {0x1D173, 0x1D17A}, // musical symbol format controls
    {0xE0000, 0xE0FFF}, // tags and variation selectors supplement
}};

} // namespace

bool invisible(char32_t code)
{
    const bool lookAlikeSpace = code == 0xA0 || code == 0x1680 ||
                                (code >= 0x2000 && code <= 0x200A) || code == 0x202F ||
                                code == 0x205F || code == 0x3000;
    // The noncharacters: U+FDD0 to U+FDEF and the last two of every plane, which no font draws.
    const bool noncharacter = (code >= 0xFDD0 && code <= 0xFDEF) || (code & 0xFFFE) == 0xFFFE;
    if (code < 0x20 || (code >= 0x7F && code <= 0x9F) || lookAlikeSpace || noncharacter) {
        return true;
    }
    return std::any_of(Unseen.begin(), Unseen.end(),
                       [code](const auto& run) { return code >= run.first && code <= run.second; });
}

namespace {

// Appends `word` (whole characters) to `out` as printable() shows it, uncut.
void appendShown(std::string& out, std::string_view word)
{
    for (std::size_t at = 0; at < word.size();) {
        char32_t code = 0;
        const std::size_t length = decodeCharacter(word.substr(at), code);
        if (length == 0 || invisible(code) || code == '*') {
            out += '?';
            at += length == 0 ? 1 : length;
        } else {
            out.append(word.substr(at, length));
            at += length;
        }
    }
}

// Where each character of `word` starts (a byte that is not UTF-8 counts as one), and its end.
std::vector<std::size_t> characterStarts(std::string_view word)
{
    std::vector<std::size_t> starts;
    for (std::size_t at = 0; at < word.size();) {
        starts.push_back(at);
        char32_t code = 0;
        const std::size_t length = decodeCharacter(word.substr(at), code);
        at += length == 0 ? 1 : length;
    }
    starts.push_back(word.size());
    return starts;
}

constexpr std::size_t Longest = 40; // characters of a quoted word

} // namespace

namespace {

// `word` as printable() shows it, cut to its first `head` characters, "...", and its last
// `tail` ones when it has more than head + tail characters.
std::string shownCut(std::string_view word, std::size_t head, std::size_t tail)
{
    const std::vector<std::size_t> starts = characterStarts(word);
    const std::size_t count = starts.size() - 1;
    std::string out;
    if (count <= head + tail) {
        appendShown(out, word);
        return out;
    }
    appendShown(out, word.substr(0, starts[head]));
    out += "...";
    appendShown(out, word.substr(starts[count - tail]));
    return out;
}

} // namespace

std::string printable(std::string_view word)
{
    return shownCut(word, Longest, 0);
}

std::string printablePath(std::string_view path)
{
    constexpr std::size_t Head = 12; // characters before the "..."
    return shownCut(path, Head, Longest - Head);
}

std::string lowered(std::string_view word)
{
    std::string out(word);
    for (char& c : out) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

} // namespace jump61
