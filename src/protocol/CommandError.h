#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace jump61 {

// What went wrong with a saved game's file, besides the error line: a front end that words its
// messages itself (the window, in the player's language) says it from this. The text protocol
// only prints the line.
struct FileTrouble
{
    enum class Kind
    {
        Missing,      // there is no such file (or folder on its way)
        NotPermitted, // the system refuses access to it
        NotAFile,     // a folder, pipe, device or socket
        TooLarge,     // larger than any saved game
        Unreadable,   // any other failure to open or read it
        NotAGame,     // it reads, but it is not a saved jump61 game
        BadLine,      // a saved game whose line `line` the interpreter refused
        NotWritten,   // save could not write it, for `reason`
    };
    FileTrouble() = default;
    FileTrouble(Kind what, std::string file, int lineNumber = 0, std::string why = {})
        : kind(what), path(std::move(file)), line(lineNumber), reason(std::move(why))
    {}

    Kind kind = Kind::Unreadable;
    std::string path;
    int line = 0;       // BadLine: the line refused
    std::string reason; // NotWritten: the writer's few words ("the file is read-only");
                        // BadLine: the interpreter's error on the line; NotAFile: what
                        // it is instead (FolderReason and the others of SavedGame.h)
};

// How the error on a line whose first word is no command begins (a saved game's loader tells a
// text file of another kind by it).
inline constexpr std::string_view UnknownCommand = "unknown command: ";

// The one error type of the interpreter: thrown by command handlers and argument accessors,
// caught in exactly one place (Session::execute), which reports it as one line and changes
// nothing. The message says what was wrong, without the "error: " prefix.
class CommandError : public std::runtime_error
{
public:
    explicit CommandError(const std::string& message) : std::runtime_error(message) {}
    CommandError(const std::string& message, FileTrouble trouble)
        : std::runtime_error(message), m_trouble(std::move(trouble))
    {}

    // Set when the error is about a saved game's file.
    const std::optional<FileTrouble>& fileTrouble() const { return m_trouble; }

private:
    std::optional<FileTrouble> m_trouble;
};

} // namespace jump61
