#include "engine/SolverTableFile.h"

#include "core/FolderError.h"
#include "core/TemporaryFile.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace jump61 {

namespace {

// Format 2: 4 x 4 keys are exact codes (SolverPlanes), no longer hashes. Format 1 files would
// load but never match, so they are refused by name.
constexpr std::string_view Magic = "jump61 solver table 2\n";
constexpr std::string_view OldMagic = "jump61 solver table 1\n";
constexpr std::size_t HeaderBytes = 4 + 8 + 8 + 8;
constexpr std::size_t EntryBytes = 8 + 4 + 4 + 4;
constexpr std::size_t ChunkEntries = 1 << 16;
constexpr const char* NotRegular = "it is not a regular file";
// A bucket of SolverTable: three entries in one cache line (SolverTable.h).
constexpr std::size_t BucketBytes = 64;
// The most buckets a table may have: --hash takes up to 1048576 MB.
constexpr int MaxBucketBits = 34;

struct FileCloser
{
    void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, FileCloser>;

void putNumber(unsigned char* out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i) {
        out[i] = static_cast<unsigned char>(value >> (8 * i));
    }
}

std::uint64_t getNumber(const unsigned char* in, int bytes)
{
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) {
        value |= std::uint64_t{in[i]} << (8 * i);
    }
    return value;
}

// FNV-1a over the bytes after the format line: a damaged byte anywhere changes it.
class Checksum
{
public:
    void add(const unsigned char* data, std::size_t length)
    {
        for (std::size_t i = 0; i < length; ++i) {
            m_value = (m_value ^ data[i]) * 0x100000001B3ull;
        }
    }
    std::uint64_t value() const { return m_value; }

private:
    std::uint64_t m_value = 0xCBF29CE484222325ull;
};

void encodeHeader(unsigned char* out, const SolverTableInfo& info)
{
    putNumber(out, static_cast<std::uint64_t>(info.size), 4);
    putNumber(out + 4, info.nodes, 8);
    putNumber(out + 12, info.milliseconds, 8);
    putNumber(out + 20, info.entries, 8);
}

std::string systemError()
{
    return std::strerror(errno);
}

// Reads and checks the whole file; calls keep(key, entry) for every entry if `keep` is set.
template <typename Keep>
bool readTable(const std::string& path, SolverTableInfo& info, std::string& error, Keep&& keep)
{
    // A pipe or a device is refused before it is opened (opening a pipe waits for a writer,
    // forever); one put in its place after this look is opened without waiting (O_NONBLOCK)
    // and refused by the second look, on the open file.
    struct stat status
    {};
    if (stat(path.c_str(), &status) != 0) {
        error = systemError();
        return false;
    }
    if (!S_ISREG(status.st_mode)) {
        error = NotRegular;
        return false;
    }
    const int descriptor = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        error = systemError();
        return false;
    }
    if (fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        error = NotRegular;
        close(descriptor);
        return false;
    }
    const File file(fdopen(descriptor, "rb"));
    if (!file) {
        error = systemError();
        close(descriptor);
        return false;
    }
    std::array<char, Magic.size()> magic{};
    if (std::fread(magic.data(), 1, magic.size(), file.get()) != magic.size() ||
        std::string_view(magic.data(), magic.size()) != Magic) {
        error = std::string_view(magic.data(), magic.size()) == OldMagic
                    ? "it was made by an older solver whose keys differ; start a new table"
                    : "it is not a jump61 solver table";
        return false;
    }
    std::array<unsigned char, HeaderBytes> header{};
    if (std::fread(header.data(), 1, header.size(), file.get()) != header.size()) {
        error = "it is truncated";
        return false;
    }
    Checksum checksum;
    checksum.add(header.data(), header.size());
    info.size = static_cast<int>(getNumber(header.data(), 4));
    info.nodes = getNumber(header.data() + 4, 8);
    info.milliseconds = getNumber(header.data() + 12, 8);
    info.entries = getNumber(header.data() + 20, 8);
    const auto length = static_cast<std::uint64_t>(status.st_size);
    const std::uint64_t body = length - Magic.size() - HeaderBytes;
    if (body < 8 || (body - 8) / EntryBytes != info.entries || (body - 8) % EntryBytes != 0) {
        error = "it is truncated or damaged (its length does not match its entry count)";
        return false;
    }
    std::vector<unsigned char> chunk(ChunkEntries * EntryBytes);
    for (std::uint64_t done = 0; done < info.entries;) {
        const std::size_t count =
            static_cast<std::size_t>(std::min<std::uint64_t>(ChunkEntries, info.entries - done));
        if (std::fread(chunk.data(), EntryBytes, count, file.get()) != count) {
            error = "it is truncated";
            return false;
        }
        checksum.add(chunk.data(), count * EntryBytes);
        for (std::size_t i = 0; i < count; ++i) {
            const unsigned char* entry = chunk.data() + i * EntryBytes;
            keep(getNumber(entry, 8),
                 SolverEntry{static_cast<ProofNumber>(getNumber(entry + 8, 4)),
                             static_cast<ProofNumber>(getNumber(entry + 12, 4)),
                             static_cast<std::uint32_t>(getNumber(entry + 16, 4))});
        }
        done += count;
    }
    std::array<unsigned char, 8> sum{};
    if (std::fread(sum.data(), 1, sum.size(), file.get()) != sum.size() ||
        getNumber(sum.data(), 8) != checksum.value()) {
        error = "it is damaged (wrong checksum)";
        return false;
    }
    return true;
}

// The file a save replaces: `path` itself or, when `path` is a symbolic link, the file it
// names, so that the link stays and its target gets the new table.
struct Target
{
    std::string path;
    std::optional<struct stat> existing; // none: a new file
};

std::optional<Target> resolve(const std::string& path, std::string& error)
{
    struct stat seen
    {};
    if (lstat(path.c_str(), &seen) != 0) {
        if (errno == ENOENT) {
            return Target{path, std::nullopt};
        }
        error = folderError(errno, path);
        return std::nullopt;
    }
    Target target{path, seen};
    if (S_ISLNK(seen.st_mode)) {
        if (stat(path.c_str(), &*target.existing) != 0) {
            error = errno == ENOENT ? "it is a symbolic link to a missing file" : systemError();
            return std::nullopt;
        }
        char* resolved = realpath(path.c_str(), nullptr);
        if (resolved == nullptr) {
            error = systemError();
            return std::nullopt;
        }
        target.path = resolved;
        std::free(resolved);
    }
    const mode_t mode = target.existing->st_mode;
    if (!S_ISREG(mode)) {
        error = NotRegular;
        return std::nullopt;
    }
    // Root may write anything, so the mode bits decide for it too: a table without any write
    // bit was made read-only on purpose.
    if ((mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) {
        error = "the file is read-only";
        return std::nullopt;
    }
    if (access(target.path.c_str(), W_OK) != 0) {
        error = errno == EACCES ? std::string("the file is read-only") : systemError();
        return std::nullopt;
    }
    return target;
}

// The temporary file of the save under way, for removeSolverTableTemporary in a signal
// handler: the name is set while disarmed, and armed only once the file exists.
char g_temporary[PATH_MAX];
std::atomic<bool> g_armed{false};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler loads it");
// One save at a time: there is one name to remove.
std::mutex g_saving;
constexpr std::array<int, 4> StopSignals = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

// Names the temporary file (`make`: mkostemp() or linkat(), -1 with errno on failure) and arms
// removeSolverTableTemporary with the name, the stop signals held off in this thread meanwhile,
// so that a handler running on it never finds the file named and its name not yet armed. A
// handler on another thread (the solver's helpers, paused during an autosave) could still come
// in those few instructions and leave the file: a window of microseconds.
template <typename Make>
int nameArmed(const std::string& temporary, Make make)
{
    return nameWithSignalsHeld(StopSignals, make, [&] {
        std::memcpy(g_temporary, temporary.c_str(), temporary.size() + 1);
        g_armed.store(true, std::memory_order_release);
    });
}

// Creates the temporary file beside `target`. Where the file system allows (O_TMPFILE), it has
// no name until the table in it is complete (nameUnnamedBeside), so that a run killed even by
// SIGKILL during the save leaves nothing behind; `temporary` is then empty. Elsewhere it is
// made under a fresh name, armed for removeSolverTableTemporary.
int createTemporary(const std::string& target, std::string& temporary)
{
    temporary.clear();
    const int unnamed = openUnnamedBeside(target, 0600);
    if (unnamed >= 0) {
        return unnamed;
    }
    temporary = target + ".XXXXXX";
    return nameArmed(temporary, [&] { return mkostemp(temporary.data(), O_CLOEXEC); });
}

// Removes the temporary file of a save that failed; a handler doing the same at once only
// finds the name gone.
void discardTemporary(const std::string& temporary)
{
    if (!temporary.empty()) {
        unlink(temporary.c_str());
    }
    g_armed.store(false, std::memory_order_release);
}

// Gives the new file the old one's permissions (and, for root, its owner); a new table stays
// private (mode 0600, from createTemporary).
bool keepPermissions(int descriptor, const Target& target)
{
    if (!target.existing) {
        return true;
    }
    const struct stat& old = *target.existing;
    if (fchmod(descriptor, old.st_mode & 0777) != 0) {
        return false;
    }
    // Only root can give a file away; a file system without owners (EPERM) keeps ours.
    return geteuid() != 0 || fchown(descriptor, old.st_uid, old.st_gid) == 0 || errno == EPERM;
}

// The temporary file a save of `target` writes (createTemporary), or -1 with the reason.
int makeTemporary(const Target& target, std::string& temporary, std::string& error)
{
    if (target.path.size() + 16 >= PATH_MAX) { // room for the temporary file's name
        error = std::strerror(ENAMETOOLONG);
        return -1;
    }
    const int descriptor = createTemporary(target.path, temporary);
    if (descriptor < 0) {
        error = folderError(errno, target.path);
    }
    return descriptor;
}

} // namespace

void removeSolverTableTemporary()
{
    if (g_armed.load(std::memory_order_acquire)) {
        unlink(g_temporary);
    }
}

bool canSaveSolverTable(const std::string& path, std::string& error)
{
    const std::optional<Target> target = resolve(path, error);
    if (!target) {
        return false;
    }
    if (access(folderOfPath(target->path).c_str(), W_OK | X_OK) != 0) {
        error = folderError(errno, target->path);
        return false;
    }
    // access() speaks for the permissions only: root passes it everywhere, and /proc or /sys
    // take no new file from anyone. The save makes its temporary file beside the table, so the
    // same file is made now, and removed; else the trouble showed only after the whole run.
    const std::lock_guard<std::mutex> saving(g_saving);
    std::string temporary;
    const int descriptor = makeTemporary(*target, temporary, error);
    if (descriptor < 0) {
        return false;
    }
    close(descriptor);
    discardTemporary(temporary);
    return true;
}

bool saveSolverTable(const SolverTable& table, const SolverTableInfo& info, const std::string& path,
                     std::string& error)
{
    const std::lock_guard<std::mutex> saving(g_saving);
    const std::optional<Target> target = resolve(path, error);
    if (!target) {
        return false;
    }
    std::string temporary;
    const int descriptor = makeTemporary(*target, temporary, error);
    if (descriptor < 0) {
        return false;
    }
    if (!keepPermissions(descriptor, *target)) {
        error = systemError();
        close(descriptor);
        discardTemporary(temporary);
        return false;
    }
    File file(fdopen(descriptor, "wb"));
    if (!file) {
        error = systemError();
        close(descriptor);
        discardTemporary(temporary);
        return false;
    }
    SolverTableInfo written = info;
    written.entries = table.entries();
    std::array<unsigned char, HeaderBytes> header{};
    encodeHeader(header.data(), written);
    Checksum checksum;
    checksum.add(header.data(), header.size());
    bool ok = std::fwrite(Magic.data(), 1, Magic.size(), file.get()) == Magic.size() &&
              std::fwrite(header.data(), 1, header.size(), file.get()) == header.size();
    std::vector<unsigned char> chunk;
    chunk.reserve(ChunkEntries * EntryBytes);
    const auto flush = [&] {
        checksum.add(chunk.data(), chunk.size());
        ok = ok && std::fwrite(chunk.data(), 1, chunk.size(), file.get()) == chunk.size();
        chunk.clear();
    };
    table.forEach([&](std::uint64_t key, const SolverEntry& entry) {
        unsigned char bytes[EntryBytes];
        putNumber(bytes, key, 8);
        putNumber(bytes + 8, entry.proof, 4);
        putNumber(bytes + 12, entry.disproof, 4);
        putNumber(bytes + 16, entry.work, 4);
        chunk.insert(chunk.end(), bytes, bytes + EntryBytes);
        if (chunk.size() >= ChunkEntries * EntryBytes) {
            flush();
        }
    });
    flush();
    std::array<unsigned char, 8> sum{};
    putNumber(sum.data(), checksum.value(), 8);
    ok = ok && std::fwrite(sum.data(), 1, sum.size(), file.get()) == sum.size();
    ok = ok && std::fflush(file.get()) == 0 && fsync(fileno(file.get())) == 0;
    if (!ok) {
        error = systemError();
    }
    if (ok && temporary.empty()) {
        const auto armed = [](const std::string& name, auto link) { return nameArmed(name, link); };
        if (auto problem = nameUnnamedBeside(descriptor, target->path, temporary, armed)) {
            error = std::move(*problem);
            ok = false;
        }
    }
    // fclose can report a write error of its own.
    ok = std::fclose(file.release()) == 0 && ok;
    if (ok && std::rename(temporary.c_str(), target->path.c_str()) != 0) {
        error = systemError();
        ok = false;
    }
    if (!ok) {
        if (error.empty()) {
            error = systemError();
        }
        discardTemporary(temporary);
        return false;
    }
    // Renamed: a handler that removes the name now finds it gone.
    g_armed.store(false, std::memory_order_release);
    return true;
}

namespace {

// The most buckets below a power of two for which bucketsBelow counts (a byte each).
constexpr std::uint64_t MaxCountedBuckets = std::uint64_t{1} << 28;

// For a file whose entries come in the order of their keys' lowest `bits` bits, at most three
// to each value: the fewest buckets between 2^(bits - 1) and 2^bits of a table that holds them
// all. In such a table bucket b below the fold takes the keys of the values b and
// b + 2^(bits - 1) (SolverTable::bucketOf) until the table grows past b + 2^(bits - 1) and
// splits them, so it holds the file once every pair it does not split has three entries or
// fewer. Nothing if the file cannot be read again or the counts would take too much memory.
std::optional<std::uint64_t> bucketsBelow(const std::string& path, int bits)
{
    const std::uint64_t half = bits > 0 ? std::uint64_t{1} << (bits - 1) : 0;
    if (half == 0 || half > MaxCountedBuckets) {
        return std::nullopt;
    }
    std::vector<std::uint8_t> lower;
    try {
        lower.assign(half, 0);
    } catch (const std::bad_alloc&) {
        return std::nullopt;
    }
    std::uint64_t value = ~std::uint64_t{0}; // the upper value being counted
    int count = 0;
    std::uint64_t split = 0; // the pairs below this must be split
    SolverTableInfo info;
    std::string error;
    const bool read = readTable(path, info, error, [&](std::uint64_t key, const SolverEntry&) {
        const std::uint64_t low = key & (2 * half - 1);
        if (low < half) {
            ++lower[low];
            return;
        }
        count = low == value ? count + 1 : 1;
        value = low;
        if (lower[low - half] + count > 3) {
            split = std::max(split, low - half + 1);
        }
    });
    if (!read) {
        return std::nullopt;
    }
    return half + split;
}

} // namespace

std::size_t megabytesToHoldSolverTable(const std::string& path, std::string& error)
{
    // The file lists its entries in the order of their keys' lowest bits, as many as pick the
    // bucket in the table that saved it (SolverTable::forEach). For a number of buckets (a
    // power of two, 2^bits) at which the entries' buckets come in order and at most three to a
    // bucket, a table of that many buckets has a slot for every entry, and so has any larger
    // one, whose buckets split these. A file saved by a table of 2^k buckets fits at k bits or
    // fewer; one saved by a table of a size between 2^k and 2^(k+1) buckets fits at k + 1 bits,
    // and bucketsBelow then finds the smallest table between the two powers that holds it.
    struct Run
    {
        std::uint64_t bucket = 0;
        int length = 0;
        bool fits = true;
    };
    std::array<Run, MaxBucketBits + 1> runs{};
    SolverTableInfo info;
    if (!readTable(path, info, error, [&runs](std::uint64_t key, const SolverEntry&) {
            for (int bits = 0; bits <= MaxBucketBits; ++bits) {
                Run& run = runs[bits];
                const std::uint64_t bucket = key & ((std::uint64_t{1} << bits) - 1);
                if (!run.fits) {
                    continue;
                }
                if (run.length > 0 && bucket < run.bucket) {
                    run.fits = false;
                } else if (run.length > 0 && bucket == run.bucket) {
                    run.fits = ++run.length <= 3;
                } else {
                    run.bucket = bucket;
                    run.length = 1;
                }
            }
        })) {
        return 0;
    }
    int fit = 0;
    while (fit <= MaxBucketBits && !runs[fit].fits) {
        ++fit;
    }
    if (fit > MaxBucketBits) {
        error = "no table of up to 1048576 MB holds all its entries";
        return 0;
    }
    const std::uint64_t buckets = bucketsBelow(path, fit).value_or(std::uint64_t{1} << fit);
    const std::uint64_t bucketsAMegabyte = (std::uint64_t{1} << 20) / BucketBytes;
    return std::max<std::size_t>((buckets + bucketsAMegabyte - 1) / bucketsAMegabyte, 1);
}

bool loadSolverTable(SolverTable& table, SolverTableInfo& info, int size, const std::string& path,
                     std::string& error)
{
    SolverTableInfo read;
    if (!readTable(path, read, error, [](std::uint64_t, const SolverEntry&) {})) {
        return false;
    }
    if (read.size != size) {
        error = "it is a table for " + std::to_string(read.size) + "x" + std::to_string(read.size) +
                ", not " + std::to_string(size) + "x" + std::to_string(size);
        return false;
    }
    // Checked as a whole above; the second reading stores the entries.
    if (!readTable(path, read, error, [&table](std::uint64_t key, const SolverEntry& entry) {
            table.store(key, entry.proof, entry.disproof, entry.work);
        })) {
        return false;
    }
    info = read;
    return true;
}

} // namespace jump61
