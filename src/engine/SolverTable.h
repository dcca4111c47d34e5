#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>

namespace jump61 {

// Proof and disproof numbers. A node is proven (its mover wins) when its proof number is 0 and
// disproven when its disproof number is 0; the other number is then ProofInfinity. Unsettled
// numbers stay below ProofInfinity.
using ProofNumber = std::uint32_t;
inline constexpr ProofNumber ProofInfinity = 0xFFFFFFFFu;

// The numbers of one position, both for its mover.
struct ProofNumbers
{
    ProofNumber proof;
    ProofNumber disproof;
};

// What the solver knows about one position (up to symmetry): its proof and disproof numbers and
// the work (nodes) spent on it, which decides what to keep when the table is full.
struct SolverEntry
{
    ProofNumber proof = 0;
    ProofNumber disproof = 0;
    std::uint32_t work = 0; // 0: the slot is empty
};

// The solver's transposition table: a fixed number of buckets of three entries (one cache line).
// Entries keep the whole 64-bit key, so a false match needs a 64-bit collision. A new position
// takes the free slot of its bucket or the one that cost the least work to compute; results that
// took long to prove stay.
//
// The table has as many buckets as its megabytes hold, not only a power of two. With 2^k
// buckets a key's bucket is its lowest k bits. With more (but fewer than 2^(k+1)), it is the
// key's lowest k + 1 bits, folded back by 2^k when they name a bucket past the end. So each
// bucket of a table of 2^k buckets becomes one or two buckets of a larger table, never part of
// one: a table at least as large as the one that saved a file keeps every entry of it.
class SolverTable
{
public:
    // A size the machine cannot allocate is halved until it can (down to 1 MB, below which
    // std::bad_alloc is thrown); megabytes() is the size it got.
    explicit SolverTable(std::size_t megabytes);

    // The bucket of `key`.
    std::size_t bucketOf(std::uint64_t key) const
    {
        const std::uint64_t wide = key & m_wideMask;
        return static_cast<std::size_t>(wide < m_count ? wide : wide - m_fold);
    }

    void clear();

    // While shared, several threads may probe and store at once (and nothing else may run);
    // otherwise one thread does all, without the cost of the sequence numbers (a fifth of
    // the time of a one-thread 4 x 4 solve).
    void setShared(bool shared) { m_shared = shared; }

    // Copies the entry for `key` to `entry`; false if the table has none. Safe while other
    // threads store if shared: the bucket's sequence number tells a copy taken during a store,
    // which is taken again, so an entry never mixes one store's key with another's numbers.
    bool probe(std::uint64_t key, SolverEntry& entry) const
    {
        const Bucket& bucket = m_buckets[bucketOf(key)];
        const auto low = static_cast<std::uint32_t>(key);
        const auto high = static_cast<std::uint32_t>(key >> 32);
        if (!m_shared) {
            for (const Slot& slot : bucket.slots) {
                if (slot.keyHigh == high && slot.keyLow == low && slot.entry.work != 0) {
                    entry = slot.entry;
                    return true;
                }
            }
            return false;
        }
        for (;;) {
            const std::uint32_t sequence = atomicLoad(bucket.sequence, std::memory_order_acquire);
            bool found = false;
            for (const Slot& slot : bucket.slots) {
                if (atomicLoad(slot.keyHigh) == high && atomicLoad(slot.keyLow) == low &&
                    atomicLoad(slot.entry.work) != 0) {
                    entry = {atomicLoad(slot.entry.proof), atomicLoad(slot.entry.disproof),
                             atomicLoad(slot.entry.work)};
                    found = true;
                    break;
                }
            }
            std::atomic_thread_fence(std::memory_order_acquire);
            if ((sequence & 1) == 0 && atomicLoad(bucket.sequence) == sequence) {
                return found;
            }
        }
    }

    void prefetch(std::uint64_t key) const { __builtin_prefetch(&m_buckets[bucketOf(key)]); }

    // Stores the numbers of `key`; safe while other threads probe and store if shared. A settled
    // entry (proof or disproof 0) is exact and final: unsettled numbers for its key do not replace
    // it (another thread may come back with numbers it read before the position was settled).
    void store(std::uint64_t key, ProofNumber proof, ProofNumber disproof, std::uint64_t work);

    // Calls visit(key, entry) for every entry in use, in the order of their keys' lowest bits
    // (those that pick the bucket, with a fold unfolded); no thread may store meanwhile. A saved
    // file lists its entries in this order, which tells how small a table may load it.
    template <typename Visit>
    void forEach(Visit&& visit) const
    {
        // A bucket that a fold shares is visited for each of its two values of the low bits.
        for (std::uint64_t wide = 0; wide <= m_wideMask; ++wide) {
            for (const Slot& slot : m_buckets[bucketOf(wide)].slots) {
                const std::uint64_t key = (std::uint64_t{slot.keyHigh} << 32) | slot.keyLow;
                if (slot.entry.work != 0 && (key & m_wideMask) == wide) {
                    visit(key, slot.entry);
                }
            }
        }
    }

    // The entries in use (a walk over the whole table).
    std::uint64_t entries() const;

    // Permille of the slots in use.
    int fillPermille() const;
    std::size_t megabytes() const;

private:
    struct Slot
    {
        std::uint32_t keyLow = 0;
        std::uint32_t keyHigh = 0;
        SolverEntry entry;
    };
    // The sequence number is odd while a store writes the bucket (the slots fill 60 of the
    // cache line's 64 bytes, so it costs no room).
    struct alignas(64) Bucket
    {
        Slot slots[3];
        std::uint32_t sequence = 0;
    };

    static std::uint32_t atomicLoad(const std::uint32_t& value,
                                    std::memory_order order = std::memory_order_relaxed)
    {
        // The buckets are never const objects: the cast only lets a probe read atomically.
        return std::atomic_ref<std::uint32_t>(const_cast<std::uint32_t&>(value)).load(order);
    }

    // The table is zeroed memory used as buckets without constructing them (see mapZeroed): a
    // bucket must stay a plain aggregate, and all zero bytes is an empty one (no slot has work).
    static_assert(std::is_trivially_copyable_v<Bucket> && std::is_aggregate_v<Bucket>);

    // Maps `bytes` of zeroed memory, starting on a huge page where it is that large and asking
    // for huge pages; nullptr if the system will not map it.
    static Bucket* mapZeroed(std::size_t bytes);

    struct Release
    {
        std::size_t bytes;
        void operator()(Bucket* buckets) const;
    };

    std::unique_ptr<Bucket[], Release> m_buckets;
    std::size_t m_count = 0;
    std::uint64_t m_wideMask = 0; // the key's bits that pick a bucket
    std::uint64_t m_fold = 0;     // taken from those that name a bucket past the end (0: none can)
    bool m_shared = false;
};

} // namespace jump61
