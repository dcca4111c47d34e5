#pragma once

#include <cerrno>
#include <cstring>
#include <string>
#include <sys/stat.h>

namespace jump61 {

// The folder a file of `path` is in: "." for a bare name.
inline std::string folderOfPath(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

// Why a file could not be found or made in its folder (from errno after lstat(), open() or
// access() on `path`), in the words a player can act on where the system's are vague: a saved
// game and the solver's table word the same trouble the same way. A folder that is there but
// takes no files (/proc, say) also answers "no such file": it is told apart from a missing one.
inline std::string folderError(int error, const std::string& path)
{
    switch (error) {
    case ENOENT: {
        struct stat folder
        {};
        if (stat(folderOfPath(path).c_str(), &folder) == 0) {
            return S_ISDIR(folder.st_mode) ? "the folder takes no new files"
                                           : "a part of the path is not a folder";
        }
        return errno == ENOTDIR ? "a part of the path is not a folder"
                                : "the folder does not exist";
    }
    case ENOTDIR:
        return "a part of the path is not a folder";
    case EACCES:
    case EPERM:
        return "no permission to write in the folder";
    default:
        return std::strerror(error);
    }
}

} // namespace jump61
