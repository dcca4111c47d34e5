#pragma once

#include <string>
#include <string_view>

namespace jump61 {

// Replaces the whole contents of a file so that, whatever happens, the file holds either its old
// contents or the new ones, and nothing else is touched. The one writer of saved games, for the
// `save` command and the window alike.
//
// It writes only regular files: a symbolic link to one is followed and its target replaced,
// the link left as it is (unless setReplaceLinks); a device, fifo, socket or folder is refused, and
// so is a file nobody may write (no write bit, even for root), and a file this program has open:
// its standard input, output or error output, or a script it reads. The new contents go to a
// temporary file created exclusively, under a fresh name, in the target's folder (an existing file
// of any name is never opened); it gets the old file's permission bits (new files 0666 less the
// umask), is synced to disk and renamed over the target. On any failure the temporary file is
// removed. Where the file system allows (O_TMPFILE), the file has no name until it is complete, so
// that even SIGKILL leaves nothing behind but in the moment between naming and renaming; elsewhere
// SIGKILL during the write leaves the temporary file. SIGINT, SIGTERM, SIGHUP and SIGQUIT that
// would end the program remove it first. The target is never left damaged.
class SafeFileWriter
{
public:
    explicit SafeFileWriter(std::string path) : m_path(std::move(path)) {}

    // Makes `text` the file's contents. Returns false if the file was left as it was; error()
    // then says why, in a few words ("it is a device", "No space left on device").
    bool write(std::string_view text);
    const std::string& error() const { return m_error; }

    // Always a named temporary file, as on file systems that cannot make unnamed ones (for
    // the tests of that way).
    void setNamedOnly(bool named) { m_namedOnly = named; }

    // A symbolic link at the path is replaced by the new file, its target left alone: for a
    // file the program keeps for itself (the window's unsaved copy), where a link is none of
    // its making and writing through it would change someone else's file.
    void setReplaceLinks(bool replace) { m_replaceLinks = replace; }

private:
    bool fail(std::string reason);

    std::string m_path;
    std::string m_error;
    bool m_namedOnly = false;
    bool m_replaceLinks = false;
};

} // namespace jump61
