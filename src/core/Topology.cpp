#include "core/Topology.h"

#include <stdexcept>

namespace jump61 {

namespace {

constexpr Topology makeTopology(int size)
{
    Topology t;
    t.size = size;
    t.area = size * size;
    for (int sq = 0; sq < t.area; ++sq) {
        const int r = sq / size;
        const int c = sq % size;
        int n = 0;
        if (r > 0) {
            t.neighbours[sq][n++] = static_cast<std::uint8_t>(sq - size);
        }
        if (r < size - 1) {
            t.neighbours[sq][n++] = static_cast<std::uint8_t>(sq + size);
        }
        if (c > 0) {
            t.neighbours[sq][n++] = static_cast<std::uint8_t>(sq - 1);
        }
        if (c < size - 1) {
            t.neighbours[sq][n++] = static_cast<std::uint8_t>(sq + 1);
        }
        t.degree[sq] = static_cast<std::uint8_t>(n);
    }
    return t;
}

constexpr std::array<Topology, MaxSize + 1> makeAll()
{
    std::array<Topology, MaxSize + 1> all{};
    for (int size = MinSize; size <= MaxSize; ++size) {
        all[size] = makeTopology(size);
    }
    return all;
}

constexpr std::array<Topology, MaxSize + 1> AllTopologies = makeAll();

} // namespace

const Topology& Topology::of(int size)
{
    if (size < MinSize || size > MaxSize) {
        throw std::out_of_range("board size out of range");
    }
    return AllTopologies[size];
}

} // namespace jump61
