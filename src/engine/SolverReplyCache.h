#pragma once

#include <cstdint>
#include <vector>

namespace jump61 {

// The solver's answers to "does the mover of this position win at once?", by the position's key.
// A child is asked about at every visit of each of its parents, and working the answer out runs
// cascades, so the answers are kept. Direct-mapped: a new answer takes its slot from the old.
class SolverReplyCache
{
public:
    // Makes the slots, once; answers never go stale, so a second call keeps them.
    void allocate()
    {
        if (m_slots.empty()) {
            m_slots.assign(Mask + 1, 0);
        }
    }
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_slots[key & Mask]); }
    // The kept answer for `key`, or else workOut(), which is then kept.
    template <typename WorkOut>
    bool answer(std::uint64_t key, WorkOut&& workOut)
    {
        const int known = find(key);
        if (known >= 0) {
            return known != 0;
        }
        const bool wins = workOut();
        keep(key, wins);
        return wins;
    }

private:
    // 1 if the mover of the position of `key` wins at once, 0 if not, -1 if not known.
    int find(std::uint64_t key) const
    {
        const std::uint64_t slot = m_slots[key & Mask];
        return (slot >> 2) == (key >> Bits) && (slot & InUse) != 0 ? static_cast<int>(slot & 1)
                                                                   : -1;
    }
    void keep(std::uint64_t key, bool wins)
    {
        m_slots[key & Mask] = (key >> Bits) << 2 | InUse | (wins ? 1 : 0);
    }
    // A slot's place gives its key's low Bits bits; it keeps the other 48, a bit that says it is
    // in use and the answer, so a key is matched whole.
    static constexpr int Bits = 16;
    static constexpr std::uint64_t Mask = (std::uint64_t{1} << Bits) - 1;
    static constexpr std::uint64_t InUse = 2;
    std::vector<std::uint64_t> m_slots;
};

} // namespace jump61
