#include "engine/SolverTableFile.h"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <memory>
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
    const File file(std::fopen(path.c_str(), "rb"));
    if (!file) {
        error = systemError();
        return false;
    }
    struct stat status
    {};
    if (fstat(fileno(file.get()), &status) != 0 || !S_ISREG(status.st_mode)) {
        error = "it is not a regular file";
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

} // namespace

bool canSaveSolverTable(const std::string& path, std::string& error)
{
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const std::filesystem::path folder = parent.empty() ? std::filesystem::path(".") : parent;
    if (access(folder.c_str(), W_OK | X_OK) != 0) {
        error = systemError();
        return false;
    }
    return true;
}

bool saveSolverTable(const SolverTable& table, const SolverTableInfo& info, const std::string& path,
                     std::string& error)
{
    std::string temporary = path + ".XXXXXX";
    const int descriptor = mkstemp(temporary.data());
    if (descriptor < 0) {
        error = systemError();
        return false;
    }
    File file(fdopen(descriptor, "wb"));
    if (!file) {
        error = systemError();
        close(descriptor);
        unlink(temporary.c_str());
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
    // fclose can report a write error of its own.
    ok = std::fclose(file.release()) == 0 && ok;
    if (ok && std::rename(temporary.c_str(), path.c_str()) != 0) {
        error = systemError();
        ok = false;
    }
    if (!ok) {
        if (error.empty()) {
            error = systemError();
        }
        unlink(temporary.c_str());
    }
    return ok;
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
