#pragma once

#include "protocol/TextLoop.h"

#include <optional>
#include <string>
#include <vector>

namespace jump61 {

enum class Mode
{
    Text,
    Display,
    Version,
    Help,
    Perft,
    Bench,
    Solve
};

// The command line of docs/PROTOCOL.md section 6, plus the tools for ourselves.
// How often a solve with --table saves it when --autosave does not say.
inline constexpr int DefaultAutosaveMinutes = 10;
// The most threads --threads takes.
inline constexpr int MaxSolveThreads = 64;

struct Options
{
    Mode mode = Mode::Text;
    TextOptions text;
    int perftDepth = 0;
    int size = 6;
    bool json = false;
    double seconds = 0.0;    // --time for --solve; 0: the default
    int hashMegabytes = 0;   // --hash for --solve; 0: the default
    std::string tableFile;   // --table for --solve: the table is loaded from and saved to it
    int autosaveMinutes = 0; // --autosave for --table: save it this often; 0: the default
    int threads = 0;         // --threads for --solve; 0: one a core
};

// Parses the arguments after the program name. On bad input returns nullopt and sets `error`
// to one line saying what was wrong.
std::optional<Options> parseOptions(const std::vector<std::string>& args, std::string& error);

// Whether the window has somewhere to open: the values of DISPLAY, WAYLAND_DISPLAY and
// QT_QPA_PLATFORM (null when unset); any of them set and not empty will do (offscreen included).
bool displayAvailable(const char* display, const char* wayland, const char* platform);

// The line printed for --display when there is no display.
std::string noDisplayText();

// The usage text for --help and for bad options.
std::string usageText();

} // namespace jump61
