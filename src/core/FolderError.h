#pragma once

#include <cerrno>
#include <cstring>
#include <string>

namespace jump61 {

// Why a new file could not be made in its folder (from errno after open() or access()), in
// the words a player can act on where the system's are vague: a saved game and the solver's
// table word the same trouble the same way.
inline std::string folderError(int error)
{
    switch (error) {
    case ENOENT:
        return "the folder does not exist";
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
