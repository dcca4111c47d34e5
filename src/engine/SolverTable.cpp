#include "engine/SolverTable.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>
#include <sys/mman.h>

namespace jump61 {

namespace {

constexpr std::size_t HugePage = std::size_t{2} << 20;

} // namespace

void SolverTable::Release::operator()(Bucket* buckets) const
{
    std::free(buckets);
}

SolverTable::SolverTable(std::size_t megabytes)
{
    const std::size_t wanted = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Bucket);
    std::size_t buckets = 1;
    while (buckets * 2 <= wanted) {
        buckets *= 2;
    }
    // A table the machine cannot hold is halved until it fits; megabytes() tells what it got.
    for (;;) {
        const std::size_t bytes = buckets * sizeof(Bucket);
        const std::size_t alignment = bytes >= HugePage ? HugePage : alignof(Bucket);
        void* memory = std::aligned_alloc(alignment, bytes);
        if (memory != nullptr) {
#ifdef MADV_HUGEPAGE
            // Only a hint: without huge pages the table works the same, only slower.
            madvise(memory, bytes, MADV_HUGEPAGE);
#endif
            m_buckets.reset(static_cast<Bucket*>(memory));
            std::uninitialized_fill_n(m_buckets.get(), buckets, Bucket{});
            break;
        }
        if (bytes <= (std::size_t{1} << 20)) {
            throw std::bad_alloc();
        }
        buckets /= 2;
    }
    m_count = buckets;
    m_mask = buckets - 1;
}

void SolverTable::clear()
{
    std::fill(m_buckets.get(), m_buckets.get() + m_count, Bucket{});
}

void SolverTable::store(std::uint64_t key, ProofNumber proof, ProofNumber disproof,
                        std::uint64_t work)
{
    Bucket& bucket = m_buckets[key & m_mask];
    const auto low = static_cast<std::uint32_t>(key);
    const auto high = static_cast<std::uint32_t>(key >> 32);
    // A seqlock: the sequence number turns odd while this store writes, and probes that saw it
    // odd or changed read again. Stores wait for each other.
    std::atomic_ref<std::uint32_t> sequence(bucket.sequence);
    std::uint32_t before = 0;
    if (m_shared) {
        before = sequence.load(std::memory_order_relaxed);
        while ((before & 1) != 0 ||
               !sequence.compare_exchange_weak(before, before + 1, std::memory_order_acquire,
                                               std::memory_order_relaxed)) {
            before = sequence.load(std::memory_order_relaxed);
        }
        std::atomic_thread_fence(std::memory_order_release);
    }
    Slot* target = &bucket.slots[0];
    bool keep = false;
    for (Slot& slot : bucket.slots) {
        if (slot.keyHigh == high && slot.keyLow == low) {
            target = &slot;
            keep = slot.entry.work != 0 && (slot.entry.proof == 0 || slot.entry.disproof == 0) &&
                   proof != 0 && disproof != 0;
            // With one thread the work only grows; another thread may have added more since
            // this one read it.
            work = std::max<std::uint64_t>(work, slot.entry.work);
            break;
        }
        if (slot.entry.work < target->entry.work) {
            target = &slot;
        }
    }
    if (!keep) {
        const auto stored =
            static_cast<std::uint32_t>(std::clamp<std::uint64_t>(work, 1, 0xFFFFFFFFu));
        std::atomic_ref<std::uint32_t>(target->keyLow).store(low, std::memory_order_relaxed);
        std::atomic_ref<std::uint32_t>(target->keyHigh).store(high, std::memory_order_relaxed);
        std::atomic_ref<std::uint32_t>(target->entry.proof).store(proof, std::memory_order_relaxed);
        std::atomic_ref<std::uint32_t>(target->entry.disproof)
            .store(disproof, std::memory_order_relaxed);
        std::atomic_ref<std::uint32_t>(target->entry.work).store(stored, std::memory_order_relaxed);
    }
    if (m_shared) {
        sequence.store(before + 2, std::memory_order_release);
    }
}

std::uint64_t SolverTable::entries() const
{
    std::uint64_t count = 0;
    forEach([&count](std::uint64_t, const SolverEntry&) { ++count; });
    return count;
}

int SolverTable::fillPermille() const
{
    const std::size_t sample = std::min<std::size_t>(m_count, 1000);
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
    return m_count * sizeof(Bucket) / (1024 * 1024);
}

} // namespace jump61
