#include "engine/TranspositionTable.h"

#include "engine/SearchTypes.h"

#include <algorithm>

namespace jump61 {

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
    m_buckets.assign(count, Bucket{});
    m_mask = count - 1;
}

void TranspositionTable::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket{});
    m_generation = 0;
}

const TableEntry* TranspositionTable::probe(std::uint64_t hash) const
{
    const auto check = static_cast<std::uint32_t>(hash >> 32);
    for (const TableEntry& entry : bucketFor(hash).entries) {
        if (entry.check == check && entry.bound != Bound::None) {
            return &entry;
        }
    }
    return nullptr;
}

void TranspositionTable::store(std::uint64_t hash, int move, int score, int depth, Bound bound)
{
    const auto check = static_cast<std::uint32_t>(hash >> 32);
    Bucket& bucket = bucketFor(hash);
    TableEntry* victim = &bucket.entries[0];
    int victimWorth = 1 << 30;
    for (TableEntry& entry : bucket.entries) {
        if (entry.check == check || entry.bound == Bound::None) {
            victim = &entry;
            break;
        }
        // Stale entries are worth little; among current ones, shallow ones go first.
        const int age = static_cast<std::uint8_t>(m_generation - entry.generation);
        const int worth = entry.depth - 8 * age;
        if (worth < victimWorth) {
            victimWorth = worth;
            victim = &entry;
        }
    }
    // Keep a deeper result for the same position unless the new one is exact or the old stale.
    if (victim->check == check && victim->bound != Bound::None && move < 0) {
        move = victim->move == 0xFF ? -1 : victim->move;
    }
    if (victim->check == check && victim->generation == m_generation && bound != Bound::Exact &&
        victim->depth > depth) {
        return;
    }
    victim->check = check;
    victim->score = static_cast<std::int16_t>(score);
    victim->depth = static_cast<std::int16_t>(depth);
    victim->move = move < 0 ? 0xFF : static_cast<std::uint8_t>(move);
    victim->bound = bound;
    victim->generation = m_generation;
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

int TranspositionTable::hashfull() const
{
    const std::size_t sample = std::min<std::size_t>(m_buckets.size(), 250);
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        for (const TableEntry& entry : m_buckets[i].entries) {
            used += entry.bound != Bound::None && entry.generation == m_generation;
        }
    }
    return static_cast<int>(used * 1000 / (sample * BucketSize));
}

} // namespace jump61
