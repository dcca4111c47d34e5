#pragma once

#include <cstddef>

namespace jump61 {

// The size of a transparent huge page on x86-64 Linux. The search's and the solver's tables are
// aligned to it and advised to use huge pages when they are at least this large: every probe
// lands on a random bucket, and with 4 KB pages nearly every one also missed the TLB.
inline constexpr std::size_t HugePage = std::size_t{2} << 20;

} // namespace jump61
