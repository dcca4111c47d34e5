#include "engine/SolverTable.h"

#include "engine/HugePage.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>
#include <new>
#include <sys/mman.h>

namespace jump61 {

void SolverTable::Release::operator()(Bucket* buckets) const
{
    munmap(buckets, bytes);
}

SolverTable::SolverTable(std::size_t megabytes)
{
    std::size_t buckets = std::max<std::size_t>(megabytes, 1) * 1024 * 1024 / sizeof(Bucket);
    // Mapped, not filled (see mapZeroed): filling 256 MB took 0.9 s in a fresh process, a wait
    // the solve command paid even for a position proven in a thousand nodes; now a solve pays
    // for the pages it touches. A size the machine cannot map is halved until it can;
    // megabytes() tells what it got.
    for (;;) {
        const std::size_t bytes = buckets * sizeof(Bucket);
        Bucket* memory = mapZeroed(bytes);
        if (memory != nullptr) {
            m_buckets = std::unique_ptr<Bucket[], Release>(memory, Release{bytes});
            break;
        }
        if (bytes <= (std::size_t{1} << 20)) {
            throw std::bad_alloc();
        }
        buckets /= 2;
    }
    m_count = buckets;
    const std::size_t power = std::bit_floor(buckets);
    m_wideMask = power == buckets ? power - 1 : 2 * power - 1;
    m_fold = power == buckets ? 0 : power;
}

SolverTable::Bucket* SolverTable::mapZeroed(std::size_t bytes)
{
    // Anonymous memory reads as zeros, which are empty buckets, and the system gives a page only
    // when it is first touched. It is mapped with room to spare, then trimmed to start on a
    // huge page: every probe lands on a random bucket, so with small pages nearly every probe
    // would also miss the TLB.
    const std::size_t alignment = bytes >= HugePage ? HugePage : 0;
    const std::size_t mapped = bytes + alignment;
    void* memory =
        mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) {
        return nullptr;
    }
    const auto start = reinterpret_cast<std::uintptr_t>(memory);
    const std::uintptr_t aligned =
        alignment == 0 ? start : (start + alignment - 1) & ~(std::uintptr_t{alignment} - 1);
    if (aligned > start) {
        munmap(memory, aligned - start);
    }
    const std::uintptr_t end = start + mapped;
    if (end > aligned + bytes) {
        munmap(reinterpret_cast<void*>(aligned + bytes), end - (aligned + bytes));
    }
#ifdef MADV_HUGEPAGE
    // Only a hint: without huge pages the table works the same, only slower.
    madvise(reinterpret_cast<void*>(aligned), bytes, MADV_HUGEPAGE);
#endif
    return reinterpret_cast<Bucket*>(aligned);
}

void SolverTable::clear()
{
    std::fill(m_buckets.get(), m_buckets.get() + m_count, Bucket{});
}

void SolverTable::store(std::uint64_t key, ProofNumber proof, ProofNumber disproof,
                        std::uint64_t work)
{
    Bucket& bucket = m_buckets[bucketOf(key)];
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
    // A thousand buckets spread over the table: where a fold shares buckets they fill faster.
    const std::size_t sample = std::min<std::size_t>(m_count, 1000);
    const std::size_t stride = m_count / sample;
    std::size_t used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        for (const Slot& slot : m_buckets[i * stride].slots) {
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
