#pragma once

#include "core/Game.h"

#include <optional>
#include <string>
#include <string_view>

namespace jump61 {

// Some editors begin a UTF-8 file with a byte order mark; a script (`jump61 FILE`) and a saved
// game (`load`) both skip it, as it is not part of the first command.
inline constexpr std::string_view ByteOrderMark = "\xEF\xBB\xBF";

// The first line of a saved game begins with these words (a comment to the interpreter); `save`
// replaces only a file that begins with them, or an empty one.
inline constexpr std::string_view SavedGameHeader = "# jump61 saved game:";
// Why `save` refuses to replace a file that has something in it and is not a saved game: the
// reason of its FileTrouble (NotWritten), which the window puts in the player's language.
inline constexpr std::string_view NotASavedGameReason =
    "it is not a saved jump61 game; remove it or choose another name";

// Why `load` refuses a path that is not a regular file: the reason of its FileTrouble
// (NotAFile), which the window puts in the player's language.
inline constexpr std::string_view FolderReason = "it is a folder";
inline constexpr std::string_view PipeReason = "it is a pipe";
inline constexpr std::string_view DeviceReason = "it is a device";
inline constexpr std::string_view SocketReason = "it is a socket";

// A saved game is a plain command script (docs/PROTOCOL.md section 7.2) that `jump61 FILE` replays:
// both players manual, the size, `set` lines for a start position that is not the standard
// one, every move of the record, and one `undo` for each move that was taken back, so that
// replaying it restores the position and the whole history, redo included.
std::string savedGameText(const Game& game);

// Writes `text` to `path` with SafeFileWriter: the file has the old or the new text, never a
// mix, and a path that is not a regular file is refused. Throws CommandError with the reason.
// A file of the program's own (`ownFile`) has a symbolic link at its path replaced, never
// followed.
void writeTextFile(const std::string& path, const std::string& text, bool ownFile = false);

// Which file a path names (device and inode), and as it was then (size, and the times of its
// last modification and last change), so that a file once loaded is known again under any of its
// names, and not once it has been written since or replaced by another that got its inode. The
// change time is there because nothing but the system sets it: a file written and then given
// its old modification time back (`touch -r`) is still a changed file.
struct FileIdentity
{
    unsigned long long device = 0;
    unsigned long long inode = 0;
    long long size = 0;
    long long modifiedSeconds = 0;
    long long modifiedNanoseconds = 0;
    long long changedSeconds = 0;
    long long changedNanoseconds = 0;
    bool operator==(const FileIdentity&) const = default;
};
std::optional<FileIdentity> identityOf(const std::string& path);

// writeTextFile for `save`: refuses, with CommandError, to replace a file with something in it
// that is not a saved game (its first line is not SavedGameHeader's), which the player may want,
// unless it is `loaded`, the file the game in play came from.
void writeSavedGame(const std::string& path, const std::string& text,
                    const std::optional<FileIdentity>& loaded);

// Reads a whole text file of at most `limit` bytes. Throws CommandError with the reason.
std::string readTextFile(const std::string& path, std::size_t limit);

// readTextFile for a file a replay reads up to its first `quit` line, as a script ends there:
// only the bytes up to that line must be within `limit`, and only they are returned.
std::string readCommandsUpToQuit(const std::string& path, std::size_t limit);

// The start of `text` that a replay reads: up to and including the line end of its first line
// that is `quit` or `q` alone, or all of it.
std::string_view upToQuit(std::string_view text);

// Whether a line of `text` holds a command (is neither blank nor a comment; a comment with a
// carriage return inside counts, since it holds the lines of an old Mac file after it).
bool holdsCommand(std::string_view text);

// Throws CommandError unless `text`, read from `path`, can be a saved game: text (UTF-8, no
// control characters but tabs and line ends) with at least one command. An empty file would
// otherwise load as a new blank game over the one in play.
void checkSavedGameText(const std::string& path, std::string_view text);

// The first bytes of a file as one short printable line for an error message: anything but
// printable ASCII (and '*', as printable() has it) shows as '?', so that a binary file never
// sends raw bytes to the terminal.
std::string fileExcerpt(std::string_view bytes);

} // namespace jump61
