#include "engine/TranspositionTable.h"

#include "engine/HugePage.h"
#include "engine/SearchTypes.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <memory>
#include <new>
#include <sys/mman.h>
#include <utility>

namespace jump61 {

void TranspositionTable::Release::operator()(Bucket* buckets) const
{
    std::free(buckets); // the slots are atomics of plain words: nothing to destroy
}

namespace {

constexpr auto Relaxed = std::memory_order_relaxed;

} // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes)
{
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    std::size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= bytes) {
        count *= 2;
    }
    // A table the machine cannot hold is halved until it fits; megabytes() tells what it got.
    m_buckets.reset();
    for (;;) {
        const std::size_t size = count * sizeof(Bucket);
        // Every probe lands on a random bucket: in 2 MB pages it also finds its page in the
        // processor's address cache (TLB), which 4 KB pages of a 16 MB table overflow.
        const std::size_t alignment = size >= HugePage ? HugePage : alignof(Bucket);
        if (void* memory = std::aligned_alloc(alignment, size); memory != nullptr) {
#ifdef MADV_HUGEPAGE
            madvise(memory, size, MADV_HUGEPAGE); // only a hint: without it, only slower
#endif
            m_buckets.reset(static_cast<Bucket*>(memory));
            std::uninitialized_default_construct_n(m_buckets.get(), count);
            break;
        }
        if (size <= (std::size_t{1} << 20)) {
            throw std::bad_alloc();
        }
        count /= 2;
    }
    m_count = count;
    m_mask = count - 1;
    m_generation = 0;
    m_era = 0;
}

std::size_t TranspositionTable::megabytes() const
{
    return m_count * sizeof(Bucket) >> 20;
}

void TranspositionTable::clear()
{
    // Zeroing a 64 MB table took 8-11 ms, a tenth of a 15 x 15 bench search, at every new
    // game. A new era makes every entry an empty slot for probe and store alike, so a search
    // after it makes the same tree as on zeroed memory.
    if (++m_era == 0) {
        zero(); // the era counter wrapped: era 0 must mean written since the memory was zeroed
    }
    m_generation = 0;
}

void TranspositionTable::zero()
{
    for (std::size_t i = 0; i < m_count; ++i) {
        for (Slot& slot : m_buckets[i].entries) {
            slot.keyXorData.store(0, Relaxed);
            slot.data.store(0, Relaxed);
        }
    }
}

void TranspositionTable::copyFrom(const TranspositionTable& other)
{
    assert(m_count == other.m_count);
    for (std::size_t i = 0; i < m_count; ++i) {
        for (int k = 0; k < BucketSize; ++k) {
            const Slot& from = other.m_buckets[i].entries[k];
            Slot& to = m_buckets[i].entries[k];
            to.keyXorData.store(from.keyXorData.load(Relaxed), Relaxed);
            to.data.store(from.data.load(Relaxed), Relaxed);
        }
    }
    m_generation = other.m_generation;
    m_era = other.m_era;
}

void TranspositionTable::swap(TranspositionTable& other) noexcept
{
    std::swap(m_buckets, other.m_buckets);
    std::swap(m_count, other.m_count);
    std::swap(m_mask, other.m_mask);
    std::swap(m_generation, other.m_generation);
    std::swap(m_era, other.m_era);
}

std::uint64_t TranspositionTable::pack(const TableEntry& entry)
{
    return static_cast<std::uint64_t>(static_cast<std::uint16_t>(entry.score)) |
           static_cast<std::uint64_t>(static_cast<std::uint8_t>(entry.depth)) << 16 |
           static_cast<std::uint64_t>(entry.move) << 24 |
           static_cast<std::uint64_t>(entry.bound) << 32 |
           static_cast<std::uint64_t>(entry.generation) << 40;
}

TableEntry TranspositionTable::unpack(std::uint64_t data)
{
    TableEntry entry;
    entry.score = static_cast<std::int16_t>(data & 0xFFFF);
    entry.depth = static_cast<std::int8_t>((data >> 16) & 0xFF);
    entry.move = static_cast<std::uint8_t>((data >> 24) & 0xFF);
    entry.bound = static_cast<Bound>((data >> 32) & 0x3);
    entry.generation = static_cast<std::uint8_t>((data >> 40) & 0xFF);
    return entry;
}

bool TranspositionTable::probe(std::uint64_t hash, TableEntry& entry) const
{
    for (const Slot& slot : bucketFor(hash).entries) {
        const std::uint64_t data = slot.data.load(Relaxed);
        if ((slot.keyXorData.load(Relaxed) ^ data) == hash && current(data)) {
            entry = unpack(data);
            return entry.bound != Bound::None;
        }
    }
    return false;
}

void TranspositionTable::store(std::uint64_t hash, int move, int score, int depth, Bound bound)
{
    Bucket& bucket = bucketFor(hash);
    Slot* victim = &bucket.entries[0];
    TableEntry old;
    int victimWorth = 1 << 30;
    for (Slot& slot : bucket.entries) {
        const std::uint64_t data = slot.data.load(Relaxed);
        if (!current(data)) {
            victim = &slot; // empty, as it would be in zeroed memory
            break;
        }
        const TableEntry entry = unpack(data);
        if ((slot.keyXorData.load(Relaxed) ^ data) == hash || entry.bound == Bound::None) {
            victim = &slot;
            old = entry;
            break;
        }
        // Stale entries are worth little; among current ones, shallow ones go first.
        const int age = static_cast<std::uint8_t>(m_generation - entry.generation);
        const int worth = entry.depth - 8 * age;
        if (worth < victimWorth) {
            victimWorth = worth;
            victim = &slot;
        }
    }
    const bool samePosition = old.bound != Bound::None && (victim->keyXorData.load(Relaxed) ^
                                                           victim->data.load(Relaxed)) == hash;
    if (samePosition) {
        // Keep a deeper result of this search unless the new one is exact.
        if (old.generation == m_generation && bound != Bound::Exact && old.depth > depth) {
            return;
        }
        if (move < 0 && old.move != 0xFF) {
            move = old.move;
        }
    }
    TableEntry entry;
    entry.score = static_cast<std::int16_t>(score);
    entry.depth = static_cast<std::int8_t>(std::clamp(depth, -128, 127));
    entry.move = move < 0 ? 0xFF : static_cast<std::uint8_t>(move);
    entry.bound = bound;
    entry.generation = m_generation;
    const std::uint64_t data = pack(entry) | std::uint64_t{m_era} << EraShift;
    victim->keyXorData.store(hash ^ data, Relaxed);
    victim->data.store(data, Relaxed);
}

int TranspositionTable::toTable(int score, int ply)
{
    if (score > WinBound) {
        return score + ply;
    }
    if (score < -WinBound) {
        return score - ply;
    }
    return score;
}

int TranspositionTable::fromTable(int score, int ply)
{
    if (score > WinBound) {
        return score - ply;
    }
    if (score < -WinBound) {
        return score + ply;
    }
    return score;
}

} // namespace jump61
