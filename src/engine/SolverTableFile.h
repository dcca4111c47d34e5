#pragma once

#include "engine/SolverTable.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace jump61 {

// What a table file says besides its entries: the board size it was made for and the work of
// every run that went into it, so that runs resumed from it add up.
struct SolverTableInfo
{
    int size = 0;
    std::uint64_t nodes = 0;        // search nodes of all runs so far
    std::uint64_t milliseconds = 0; // their time
    std::uint64_t entries = 0;      // entries in the file
};

// Saving and loading the solver's table, so that a long proof can be done in several runs.
//
// The file is binary: a text line naming the format, the board size, the runs' nodes and time,
// the number of entries, the entries (key, proof, disproof, work), and a checksum of all of it.
// Numbers are little-endian whatever the machine. A file is loaded into a table of any size (a
// smaller one keeps the entries that cost most work; runSolve refuses that rather than lose
// them).

// Writes every entry of `table` to `path` at once: to a new temporary file in the same folder,
// synced to disk and renamed over `path`, so that `path` holds either its old contents or the
// new ones. A `path` that is a symbolic link keeps it: the file it names is replaced (the
// temporary file goes beside that one). The new file keeps the old one's permissions; a new
// table is private (mode 0600). A `path` that is not a regular file, or that is read-only, is
// refused. On failure returns false with `error` saying why in a few words; the temporary file
// is removed. Where the file system allows (O_TMPFILE), the temporary file has no name until it
// is complete, so that even SIGKILL leaves nothing beside the table but in the moment between
// naming and renaming. One save runs at a time.
bool saveSolverTable(const SolverTable& table, const SolverTableInfo& info, const std::string& path,
                     std::string& error);

// Removes the temporary file of the save under way, if there is one. Only unlink(), so safe in
// a signal handler: one that ends the program during a save calls it first, so as to leave
// nothing beside the table (the table itself is not touched until the rename).
void removeSolverTableTemporary();

// True if saveSolverTable could replace `path`: it is a regular file that can be written (or a
// link to one) or does not exist yet, and its folder takes new files. Asked before a long run,
// so that its end does not find out. Never opens `path`.
bool canSaveSolverTable(const std::string& path, std::string& error);

// The smallest table, in megabytes, that keeps every entry of the table file `path` (loaded
// into a smaller one, entries that share a bucket push each other out). 0 with `error` set if
// the file cannot be read.
std::size_t megabytesToHoldSolverTable(const std::string& path, std::string& error);

// Reads `path` into `table` (adding to what it holds) and its figures into `info`. The whole
// file is checked first (format, length, checksum, board size `size`): a file that is not a
// table, is truncated or damaged, or was made for another size is refused with `error` set,
// and then `table` and `info` are left as they were. Neither a pipe nor a device is opened: the
// file's type is checked first, and the file opened without waiting.
bool loadSolverTable(SolverTable& table, SolverTableInfo& info, int size, const std::string& path,
                     std::string& error);

} // namespace jump61
