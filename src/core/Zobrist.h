#pragma once

#include "core/Topology.h"

#include <array>
#include <cstdint>

namespace jump61::zobrist {

// A cell is packed in one byte: the spot count in the low four bits and the owner above them.
inline constexpr int CellCodes = 48;

constexpr std::uint64_t splitMix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

struct Keys
{
    std::array<std::array<std::uint64_t, CellCodes>, MaxSquares> cell{};
    std::array<std::uint64_t, MaxSize + 1> size{};
};

constexpr Keys makeKeys()
{
    Keys keys;
    std::uint64_t state = 0x6A756D7036314B65ULL;
    for (auto& square : keys.cell) {
        for (auto& key : square) {
            key = splitMix(state);
        }
    }
    for (auto& key : keys.size) {
        key = splitMix(state);
    }
    return keys;
}

// Random keys for incremental position hashing, fixed at compile time so that hashes (and with
// them the engine's choices) are the same on every run.
inline constexpr Keys Table = makeKeys();

} // namespace jump61::zobrist
