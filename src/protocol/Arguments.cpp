#include "protocol/Arguments.h"

#include "core/Topology.h"
#include "protocol/CommandError.h"

#include <array>
#include <cctype>
#include <charconv>
#include <limits>

namespace jump61 {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

} // namespace

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

bool invisible(char32_t code)
{
    const bool lookAlikeSpace = code == 0xA0 || code == 0x1680 ||
                                (code >= 0x2000 && code <= 0x200A) || code == 0x202F ||
                                code == 0x205F || code == 0x3000;
    return code < 0x20 || (code >= 0x7F && code <= 0x9F) || code == 0xAD || lookAlikeSpace ||
           (code >= 0x200B && code <= 0x200F) || (code >= 0x2028 && code <= 0x202E) ||
           (code >= 0x2060 && code <= 0x206F) || code == 0xFEFF;
}

std::string printable(std::string_view word)
{
    constexpr std::size_t Longest = 40; // characters
    std::string out;
    std::size_t at = 0;
    for (std::size_t shown = 0; at < word.size() && shown < Longest; ++shown) {
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
    if (at < word.size()) {
        out += "...";
    }
    return out;
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
