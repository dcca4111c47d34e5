#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

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
    std::int16_t score = 0;
    std::int8_t depth = 0;
    std::uint8_t move = 0xFF;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

// A fixed-size hash table of search results, in buckets of four entries (one cache line).
// Replacement prefers keeping deep entries of the current search over shallow or stale ones.
// Win scores are stored relative to the position (distance from it, not from the root), so
// they stay right wherever the position recurs.
//
// Several search threads may share one table. Each entry is two relaxed atomic words, the data
// and the position's key XOR-ed with the data: a pair torn by two threads writing at once no
// longer matches any key and reads as a miss, so no lock is needed.
class TranspositionTable
{
public:
    // A size the machine cannot allocate is halved until it can (down to 1 MB, below which
    // std::bad_alloc is thrown); megabytes() is the size it got.
    explicit TranspositionTable(std::size_t megabytes = 16);

    void resize(std::size_t megabytes);
    std::size_t megabytes() const;
    // Forgets every entry. In O(1) time nearly always: entries of an earlier era read as empty
    // slots; only when the era counter wraps, once in 65,535 clears, is the memory zeroed.
    void clear();
    // Makes this table a copy of `other`, entries and generation; both must have the same
    // size (megabytes()).
    void copyFrom(const TranspositionTable& other);
    // Exchanges the two tables' entries and generations, whatever their sizes, without copying.
    void swap(TranspositionTable& other) noexcept;
    void newSearch() { ++m_generation; }

    // The entry for `hash` into `entry`; false if there is none.
    bool probe(std::uint64_t hash, TableEntry& entry) const;
    // Asks for the bucket of `hash` ahead of a probe, so that work done meanwhile hides the wait.
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&bucketFor(hash)); }
    void store(std::uint64_t hash, int move, int score, int depth, Bound bound);

    // Converts win scores between root-relative (search) and node-relative (table) form.
    static int toTable(int score, int ply);
    static int fromTable(int score, int ply);

private:
    static constexpr int BucketSize = 4;
    struct Slot
    {
        std::atomic<std::uint64_t> keyXorData{0};
        std::atomic<std::uint64_t> data{0};
    };
    struct alignas(64) Bucket
    {
        Slot entries[BucketSize];
    };

    // The data word: the entry's fields in its low 48 bits (pack, unpack), the era of the
    // clear it was stored after in the high 16 (EraShift).
    static constexpr int EraShift = 48;
    static std::uint64_t pack(const TableEntry& entry);
    static TableEntry unpack(std::uint64_t data);
    // Whether a slot's data word belongs to the table as it is since the last clear: a word of
    // an earlier era, or the zero of a slot never written, is an empty slot.
    bool current(std::uint64_t data) const { return data != 0 && data >> EraShift == m_era; }
    void zero();

    Bucket& bucketFor(std::uint64_t hash) { return m_buckets[hash & m_mask]; }
    const Bucket& bucketFor(std::uint64_t hash) const { return m_buckets[hash & m_mask]; }

    struct Release
    {
        void operator()(Bucket* buckets) const;
    };
    std::unique_ptr<Bucket[], Release> m_buckets;
    std::size_t m_count = 0;
    std::uint64_t m_mask = 0;
    std::uint8_t m_generation = 0;
    std::uint16_t m_era = 0; // one more at each clear(); 0 right after the memory is zeroed
};

} // namespace jump61
