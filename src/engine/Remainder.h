#pragma once

#include <cstdint>

namespace jump61 {

// x % d for a divisor d fixed in advance, by multiplications instead of a division: a 64-bit
// division takes tens of cycles, and the evaluation's noise (Search::staticScore) took one at
// every quiescence node. The method is the one of Lemire, Kaser and Kurz, "Faster remainder by
// direct computation" (2019): with M = ceil(2^128 / d), the low 128 bits of M x, times d, have
// x % d as their bits 128 and up. That is exact for every 64-bit x once 128 >= 64 + log2(d),
// so for every 32-bit d. (d = 1 makes M wrap to 0, and the answer 0 is still right.)
class Remainder
{
public:
    explicit constexpr Remainder(std::uint32_t divisor)
        : m_divisor(divisor), m_magic(~Wide{0} / divisor + 1)
    {}

    constexpr std::uint32_t of(std::uint64_t x) const
    {
        const Wide low = m_magic * x; // modulo 2^128
        // (low * d) >> 128, from low's two halves: no product here exceeds 128 bits.
        const Wide lowHalf = static_cast<std::uint64_t>(low);
        const Wide highHalf = low >> 64;
        const Wide carried = highHalf * m_divisor + ((lowHalf * m_divisor) >> 64);
        return static_cast<std::uint32_t>(carried >> 64);
    }

private:
    __extension__ using Wide = unsigned __int128;

    std::uint64_t m_divisor;
    Wide m_magic;
};

} // namespace jump61
