#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace jump61 {

// The colour of a square or a player. White squares belong to nobody; the two players are Red
// (who moves first) and Blue.
enum class Side : std::uint8_t
{
    White = 0,
    Red = 1,
    Blue = 2
};

// The other player. Only meaningful for Red and Blue.
constexpr Side opponent(Side side)
{
    return side == Side::Red ? Side::Blue : Side::Red;
}

// The players' position in per-player arrays: Red 0, Blue 1. Only meaningful for Red and Blue.
constexpr int playerIndex(Side side)
{
    return side == Side::Blue ? 1 : 0;
}

// Lower-case name: "red", "blue" or "white".
std::string_view sideName(Side side);

// Capitalised name: "Red", "Blue" or "White".
std::string_view sideTitle(Side side);

// Reads a player name as the protocol spells it: r, b, red, blue, in any case.
std::optional<Side> parsePlayer(std::string_view word);

} // namespace jump61
