#pragma once

#include "engine/SolverTable.h"

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
// smaller one keeps the entries that cost most work).

// Writes every entry of `table` to `path` at once: to a new temporary file in the same folder
// (mode 0600), synced to disk and renamed over `path`, so that `path` holds either its old
// contents or the new ones. On failure returns false with `error` saying why in a few words;
// the temporary file is removed.
bool saveSolverTable(const SolverTable& table, const SolverTableInfo& info, const std::string& path,
                     std::string& error);

// True if saveSolverTable could make a new file beside `path` to rename over it: the folder
// exists and takes new files. Asked before a long run, so that its end does not find out.
bool canSaveSolverTable(const std::string& path, std::string& error);

// Reads `path` into `table` (adding to what it holds) and its figures into `info`. The whole
// file is checked first (format, length, checksum, board size `size`): a file that is not a
// table, is truncated or damaged, or was made for another size is refused with `error` set,
// and then `table` and `info` are left as they were.
bool loadSolverTable(SolverTable& table, SolverTableInfo& info, int size, const std::string& path,
                     std::string& error);

} // namespace jump61
