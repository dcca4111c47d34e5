#include "core/Side.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace jump61 {

std::string_view sideName(Side side)
{
    switch (side) {
    case Side::Red:
        return "red";
    case Side::Blue:
        return "blue";
    case Side::White:
        break;
    }
    return "white";
}

std::string_view sideTitle(Side side)
{
    switch (side) {
    case Side::Red:
        return "Red";
    case Side::Blue:
        return "Blue";
    case Side::White:
        break;
    }
    return "White";
}

std::optional<Side> parsePlayer(std::string_view word)
{
    std::string lower(word);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "r" || lower == "red") {
        return Side::Red;
    }
    if (lower == "b" || lower == "blue") {
        return Side::Blue;
    }
    return std::nullopt;
}

} // namespace jump61
