#include "protocol/SavedGame.h"

#include "protocol/Arguments.h"
#include "protocol/BoardText.h"
#include "protocol/CommandError.h"
#include "protocol/SafeFileWriter.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace jump61 {

namespace {

void writeSetLine(std::ostream& out, const Board& board, int sq)
{
    out << "set " << squareText(board, sq) << " " << board.spots(sq) << " "
        << sideName(board.owner(sq)) << "\n";
}

// The set lines that make `before` (an empty board if null) into `board`; returns how many.
int writeSetLines(std::ostream& out, const Board& board, const Board* before)
{
    int written = 0;
    for (int sq = 0; sq < board.area(); ++sq) {
        const bool same = before != nullptr && before->owner(sq) == board.owner(sq) &&
                          before->spots(sq) == board.spots(sq);
        if (board.owner(sq) != Side::White && !same) {
            writeSetLine(out, board, sq);
            ++written;
        }
    }
    return written;
}

} // namespace

std::string savedGameText(const Game& game)
{
    const Board& start = game.start();
    std::ostringstream out;
    out << SavedGameHeader << " replay it with  jump61 FILE  or load it with  load FILE\n";
    // Both players manual first, so that no computer moves while the script is replayed.
    out << "manual red\nmanual blue\n";
    out << "size " << start.size() << "\n";
    if (const auto& origin = game.origin()) {
        // The start has overfull squares, which only the winning moves can make: replay them,
        // then set what was edited afterwards. Every edit keeps the winner's colour.
        writeSetLines(out, origin->board, nullptr);
        Board won = origin->board;
        for (const int move : origin->moves) {
            out << squareText(won, move) << "\n";
            won.play(move);
        }
        if (writeSetLines(out, start, &won) == 0) {
            // The edit changed nothing, yet it began the record here, with no move to take
            // back: one square set as it is does the same when the file is replayed.
            for (int sq = 0; sq < start.area(); ++sq) {
                if (start.owner(sq) != Side::White && start.spots(sq) <= start.degree(sq)) {
                    writeSetLine(out, start, sq);
                    break;
                }
            }
        }
    } else {
        writeSetLines(out, start, nullptr);
    }
    for (const int move : game.moves()) {
        out << squareText(start, move) << "\n";
    }
    for (std::size_t i = game.ply(); i < game.moves().size(); ++i) {
        out << "undo\n";
    }
    return out.str();
}

namespace {

// A NUL byte ends a name for the system, so the file opened would not be the one named (and
// reported): such a name is refused whole.
void refuseNul(const std::string& path, bool writing)
{
    if (path.find('\0') == std::string::npos) {
        return;
    }
    const std::string reason = "a file name cannot hold a NUL byte";
    throw CommandError(std::string(writing ? "cannot write " : "cannot open ") +
                           printablePath(path) + ": " + reason,
                       writing ? FileTrouble{FileTrouble::Kind::NotWritten, path, 0, reason}
                               : FileTrouble{FileTrouble::Kind::Unreadable, path});
}

FileIdentity identityOf(const struct stat& seen)
{
    return {seen.st_dev,          seen.st_ino,         seen.st_size,        seen.st_mtim.tv_sec,
            seen.st_mtim.tv_nsec, seen.st_ctim.tv_sec, seen.st_ctim.tv_nsec};
}

// Reads from `fd` until its end or until `text` holds more than `limit` bytes; returns 0, or
// the errno of the read that failed. The file is opened without waiting (O_NONBLOCK), so a
// special file that would wait for data (/proc/kmsg, which waits for the kernel's next
// message) answers EAGAIN at once instead of holding the interpreter's thread for good.
int readUpTo(int fd, std::size_t limit, std::string& text)
{
    char buffer[4096];
    while (text.size() <= limit) {
        const ssize_t got = read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            return errno;
        }
        if (got == 0) {
            return 0;
        }
        text.append(buffer, static_cast<std::size_t>(got));
    }
    return 0;
}

int openWithoutWaiting(const std::string& path)
{
    return open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
}

std::string readError(int error)
{
    return error == EAGAIN || error == EWOULDBLOCK
               ? std::string("it has nothing to read yet (a special file that waits for data)")
               : std::string(std::strerror(error));
}

// Why `save` must not replace the file at `path`, if it must not: a regular file with
// something in it that does not begin as a saved game does. A missing file, an empty one, and
// what is no regular file (SafeFileWriter refuses those with its own reason) pass.
std::optional<std::string> notASavedGame(const std::string& path,
                                         const std::optional<FileIdentity>& loaded)
{
    struct stat seen
    {};
    if (stat(path.c_str(), &seen) != 0 || !S_ISREG(seen.st_mode) || seen.st_size == 0 ||
        (loaded && *loaded == identityOf(seen))) {
        return std::nullopt;
    }
    const int fd = openWithoutWaiting(path);
    std::string head;
    const int error =
        fd < 0 ? errno : readUpTo(fd, ByteOrderMark.size() + SavedGameHeader.size(), head);
    if (fd >= 0) {
        close(fd);
    }
    if (error != 0) {
        return "it cannot be read (" + readError(error) +
               "), so nothing shows that it is a saved game";
    }
    std::string_view text = head;
    if (text.starts_with(ByteOrderMark)) {
        text.remove_prefix(ByteOrderMark.size());
    }
    if (text.starts_with(SavedGameHeader)) {
        return std::nullopt;
    }
    return std::string(NotASavedGameReason);
}

} // namespace

std::optional<FileIdentity> identityOf(const std::string& path)
{
    struct stat seen
    {};
    if (path.find('\0') != std::string::npos || stat(path.c_str(), &seen) != 0) {
        return std::nullopt;
    }
    return identityOf(seen);
}

void writeSavedGame(const std::string& path, const std::string& text,
                    const std::optional<FileIdentity>& loaded)
{
    refuseNul(path, true);
    if (const auto reason = notASavedGame(path, loaded)) {
        throw CommandError("cannot write " + printablePath(path) + ": " + *reason,
                           {FileTrouble::Kind::NotWritten, path, 0, *reason});
    }
    writeTextFile(path, text);
}

void writeTextFile(const std::string& path, const std::string& text, bool ownFile)
{
    refuseNul(path, true);
    SafeFileWriter writer(path);
    writer.setReplaceLinks(ownFile);
    if (!writer.write(text)) {
        throw CommandError("cannot write " + printablePath(path) + ": " + writer.error(),
                           {FileTrouble::Kind::NotWritten, path, 0, writer.error()});
    }
}

namespace {

// Reads at most `limit` + 1 bytes of the regular file at `path`: one more than a caller takes
// shows that the file is larger. Throws CommandError when it cannot.
std::string readFileStart(const std::string& path, std::size_t limit)
{
    refuseNul(path, false);
    // A saved game is a regular file. Opening a pipe would wait for a writer that may never
    // come, and a device may never end; both are refused, as save refuses them.
    std::error_code ignored;
    const std::filesystem::file_status status = std::filesystem::status(path, ignored);
    std::string_view kind;
    if (std::filesystem::is_directory(status)) {
        kind = FolderReason;
    } else if (std::filesystem::is_fifo(status)) {
        kind = PipeReason;
    } else if (std::filesystem::is_character_file(status) ||
               std::filesystem::is_block_file(status)) {
        kind = DeviceReason;
    } else if (std::filesystem::is_socket(status)) {
        kind = SocketReason;
    }
    if (!kind.empty()) {
        throw CommandError("cannot open " + printablePath(path) + ": " + std::string(kind),
                           {FileTrouble::Kind::NotAFile, path, 0, std::string(kind)});
    }
    const int fd = openWithoutWaiting(path);
    if (fd < 0) {
        const int error = errno;
        const FileTrouble::Kind trouble =
            error == ENOENT || error == ENOTDIR ? FileTrouble::Kind::Missing
            : error == EACCES || error == EPERM ? FileTrouble::Kind::NotPermitted
                                                : FileTrouble::Kind::Unreadable;
        throw CommandError("cannot open " + printablePath(path) + ": " + std::strerror(error),
                           {trouble, path});
    }
    std::string text;
    const int error = readUpTo(fd, limit, text);
    close(fd);
    if (error != 0) {
        throw CommandError("cannot read " + printablePath(path) + ": " + readError(error),
                           {FileTrouble::Kind::Unreadable, path});
    }
    return text;
}

[[noreturn]] void refuseTooLarge(const std::string& path)
{
    throw CommandError("cannot load " + printablePath(path) +
                           ": not a saved jump61 game (it is too large for one)",
                       {FileTrouble::Kind::TooLarge, path});
}

} // namespace

std::string readTextFile(const std::string& path, std::size_t limit)
{
    std::string text = readFileStart(path, limit);
    if (text.size() > limit) {
        refuseTooLarge(path);
    }
    return text;
}

std::string_view upToQuit(std::string_view text)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string_view::npos ? text.size() : end + 1;
        const Arguments line(text.substr(start, end - start));
        if (line.count() == 0 && !line.empty() &&
            (lowered(line.command()) == "quit" || lowered(line.command()) == "q")) {
            return text.substr(0, end);
        }
        start = end;
    }
    return text;
}

std::string readCommandsUpToQuit(const std::string& path, std::size_t limit)
{
    std::string text = readFileStart(path, limit);
    text.resize(upToQuit(text).size());
    if (text.size() > limit) {
        refuseTooLarge(path);
    }
    return text;
}

namespace {

// Whether `text` is UTF-8 with no control characters other than tab, carriage return and line
// feed.
bool isText(std::string_view text)
{
    std::size_t following = 0; // continuation bytes still expected
    for (const char byte : text) {
        const auto c = static_cast<unsigned char>(byte);
        if (following > 0) {
            if ((c & 0xC0) != 0x80) {
                return false;
            }
            --following;
        } else if (c >= 0x80) {
            if (c >= 0xC2 && c <= 0xDF) {
                following = 1;
            } else if (c >= 0xE0 && c <= 0xEF) {
                following = 2;
            } else if (c >= 0xF0 && c <= 0xF4) {
                following = 3;
            } else {
                return false;
            }
        } else if ((c < 0x20 && c != '\t' && c != '\r' && c != '\n') || c == 0x7F) {
            return false;
        }
    }
    return following == 0;
}

} // namespace

bool holdsCommand(std::string_view text)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const std::string_view lineText = text.substr(start, end - start);
        const Arguments line(lineText);
        // A comment with old Mac line ends holds the lines after it: replaying it says so.
        if (!line.empty() && (!line.isComment() || hasInnerCarriageReturn(lineText))) {
            return true;
        }
        start = end + 1;
    }
    return false;
}

void checkSavedGameText(const std::string& path, std::string_view text)
{
    const std::string notAGame = "cannot load " + printablePath(path) + ": not a saved jump61 game";
    if (!isText(text)) {
        throw CommandError(notAGame + " (it is not text: \"" + fileExcerpt(text) + "\")",
                           {FileTrouble::Kind::NotAGame, path});
    }
    if (!holdsCommand(text)) {
        const char* why = text.empty() ? " (the file is empty)"
                          : text.find_first_not_of(" \t\r\n") == std::string::npos
                              ? " (it holds only blank lines)"
                              : " (it holds no commands)";
        throw CommandError(notAGame + why, {FileTrouble::Kind::NotAGame, path});
    }
}

std::string fileExcerpt(std::string_view bytes)
{
    constexpr std::size_t Longest = 16;
    std::string out;
    for (std::size_t i = 0; i < bytes.size() && i < Longest; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        // '*' as printable() shows it: no message of ours has one, so none can pass for a move.
        out += c >= 0x20 && c < 0x7F && c != '"' && c != '*' ? static_cast<char>(c) : '?';
    }
    if (bytes.size() > Longest) {
        out += "...";
    }
    return out;
}

} // namespace jump61
