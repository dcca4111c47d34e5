#include "protocol/Arguments.h"

#include "protocol/CommandError.h"

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

std::string printable(std::string_view word)
{
    constexpr std::size_t Longest = 40;
    std::string out;
    for (std::size_t i = 0; i < word.size() && i < Longest; ++i) {
        const auto c = static_cast<unsigned char>(word[i]);
        out += c < 0x20 || c == 0x7F || c == '*' ? '?' : static_cast<char>(c);
    }
    if (word.size() > Longest) {
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
