#include "engine/SolverTable.h"

#include <algorithm>
#include <new>

namespace jump61 {

SolverTable::SolverTable(std::size_t megabytes)
{
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Bucket);
    std::size_t buckets = 1;
    while (buckets * 2 <= wanted) {
        buckets *= 2;
    }
    // A table the machine cannot hold is halved until it fits; megabytes() tells what it got.
    for (;;) {
        try {
            m_buckets.assign(buckets, Bucket{});
            break;
        } catch (const std::bad_alloc&) {
            if (buckets * sizeof(Bucket) <= (std::size_t{1} << 20)) {
                throw;
            }
            buckets /= 2;
        }
    }
    m_mask = buckets - 1;
}

void SolverTable::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
}

void SolverTable::store(std::uint64_t key, ProofNumber proof, ProofNumber disproof,
                        std::uint64_t work)
{
    Bucket& bucket = m_buckets[key & m_mask];
    const auto low = static_cast<std::uint32_t>(key);
    const auto high = static_cast<std::uint32_t>(key >> 32);
    Slot* target = &bucket.slots[0];
    for (Slot& slot : bucket.slots) {
        if (slot.keyHigh == high && slot.keyLow == low) {
            target = &slot;
            break;
        }
        if (slot.entry.work < target->entry.work) {
            target = &slot;
        }
    }
    target->keyLow = low;
    target->keyHigh = high;
    target->entry.proof = proof;
    target->entry.disproof = disproof;
    target->entry.work =
        static_cast<std::uint32_t>(std::clamp<std::uint64_t>(work, 1, 0xFFFFFFFFu));
}

std::uint64_t SolverTable::entries() const
{
    std::uint64_t count = 0;
    forEach([&count](std::uint64_t, const SolverEntry&) { ++count; });
    return count;
}

int SolverTable::fillPermille() const
{
    const std::size_t sample = std::min<std::size_t>(m_buckets.size(), 1000);
    std::size_t used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        for (const Slot& slot : m_buckets[i].slots) {
            used += slot.entry.work != 0 ? 1 : 0;
        }
    }
    return static_cast<int>(used * 1000 / (sample * 3));
}

std::size_t SolverTable::megabytes() const
{
    return m_buckets.size() * sizeof(Bucket) / (1024 * 1024);
}

} // namespace jump61
