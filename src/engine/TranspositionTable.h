#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jump61 {

enum class Bound : std::uint8_t
{
    None = 0,
    Upper = 1,
    Lower = 2,
    Exact = 3
};

// What the search learned about a position: the best move found, the score with its bound, and
// the depth it was searched to.
struct TableEntry
{
    std::uint32_t check = 0; // upper half of the hash, to tell positions apart in a slot
    std::int16_t score = 0;
    std::int16_t depth = 0;
    std::uint8_t move = 0xFF;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
    std::uint8_t padding = 0;
};

// A fixed-size hash table of search results, in buckets of four entries (one cache line).
// Replacement prefers keeping deep entries of the current search over shallow or stale ones.
// Win scores are stored relative to the position (distance from it, not from the root), so
// they stay right wherever the position recurs.
class TranspositionTable
{
public:
    explicit TranspositionTable(std::size_t megabytes = 16);

    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { ++m_generation; }

    // The entry for `hash`, or nullptr.
    const TableEntry* probe(std::uint64_t hash) const;
    void store(std::uint64_t hash, int move, int score, int depth, Bound bound);

    // Converts win scores between root-relative (search) and node-relative (table) form.
    static int toTable(int score, int ply);
    static int fromTable(int score, int ply);

    // Permille of sampled entries used in the current generation.
    int hashfull() const;

private:
    static constexpr int BucketSize = 4;
    struct alignas(64) Bucket
    {
        TableEntry entries[BucketSize];
    };

    Bucket& bucketFor(std::uint64_t hash) { return m_buckets[hash & m_mask]; }
    const Bucket& bucketFor(std::uint64_t hash) const { return m_buckets[hash & m_mask]; }

    std::vector<Bucket> m_buckets;
    std::uint64_t m_mask = 0;
    std::uint8_t m_generation = 0;
};

} // namespace jump61
