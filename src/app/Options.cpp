#include "app/Options.h"

#include "core/Topology.h"
#include "protocol/Arguments.h"

#include <algorithm>

namespace jump61 {

namespace {

// Splits "--name=value" into its parts; a bare "--name" has no value.
std::pair<std::string, std::optional<std::string>> splitOption(const std::string& arg)
{
    const std::size_t equals = arg.find('=');
    if (equals == std::string::npos) {
        return {arg, std::nullopt};
    }
    return {arg.substr(0, equals), arg.substr(equals + 1)};
}

bool readNumber(const std::string& text, long long low, long long high, long long& value)
{
    return parseInteger(text, value) && value >= low && value <= high;
}

} // namespace

std::optional<Options> parseOptions(const std::vector<std::string>& args, std::string& error)
{
    Options options;
    bool sizeGiven = false;
    // The option that chose what the program does (the window or a tool), if any: a second,
    // different one is an error rather than silently the one that wins.
    std::string modeOption;
    bool help = false;
    bool version = false;
    bool filesOnly = false; // after "--", as is usual: a file may then start with '-'
    // Options that take a value, as given so far: a second one is an error rather than
    // silently the value that wins (`--seed 5 --seed 6`).
    std::vector<std::string> valuesGiven;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--" && !filesOnly) {
            filesOnly = true;
            continue;
        }
        if (filesOnly || arg == "-" || arg.empty() || arg[0] != '-') {
            options.text.inputs.push_back(arg);
            continue;
        }
        // Plain references, not a structured binding: the lambda below captures them, which
        // clang before 16 does not allow for structured bindings.
        const auto split = splitOption(arg);
        const std::string& name = split.first;
        const std::optional<std::string>& value = split.second;
        // Options that take a value accept it after '=' or as the next argument.
        const auto takeValue = [&](const char* what) -> std::optional<std::string> {
            if (value) {
                return value;
            }
            if (i + 1 < args.size()) {
                return args[++i];
            }
            error = name + " needs " + what;
            return std::nullopt;
        };
        // What a value must be, and the value given if there was one, quoted as --seed's is.
        const auto refuse = [&](const std::string& needs, const std::optional<std::string>& given) {
            error = needs + (given && !given->empty() ? ", not " + printable(*given) : "");
        };
        const auto chooseMode = [&](Mode mode) {
            if (!modeOption.empty() && options.mode != mode) {
                error = modeOption + " and " + name + " cannot be combined";
                return false;
            }
            modeOption = name;
            options.mode = mode;
            return true;
        };
        static const std::vector<std::string> valued = {"--seed",     "--perft",  "--size",
                                                        "--time",     "--hash",   "--table",
                                                        "--autosave", "--threads"};
        if (std::find(valued.begin(), valued.end(), name) != valued.end()) {
            if (std::find(valuesGiven.begin(), valuesGiven.end(), name) != valuesGiven.end()) {
                error = name + " is given twice";
                return std::nullopt;
            }
            valuesGiven.push_back(name);
        }
        long long number = 0;
        if (name == "--display") {
            if (!chooseMode(Mode::Display)) {
                return std::nullopt;
            }
        } else if (name == "--strict") {
            options.text.strict = true;
        } else if (name == "--log") {
            options.text.log = true;
        } else if (name == "--version") {
            version = true;
        } else if (name == "--help" || name == "-h") {
            help = true;
        } else if (name == "--seed") {
            const auto seed = takeValue("a 64-bit integer");
            if (!seed) {
                return std::nullopt;
            }
            std::uint64_t checked = 0;
            if (seed->empty() || !parseSeed(*seed, checked)) {
                error = "--seed needs a 64-bit integer" +
                        (seed->empty() ? std::string() : ", not " + printable(*seed));
                return std::nullopt;
            }
            options.text.seed = *seed;
        } else if (name == "--perft") {
            const auto depth = takeValue("a depth");
            if (!depth || !readNumber(*depth, 1, 20, number)) {
                refuse("--perft needs a depth from 1 to 20", depth);
                return std::nullopt;
            }
            if (!chooseMode(Mode::Perft)) {
                return std::nullopt;
            }
            options.perftDepth = static_cast<int>(number);
        } else if (name == "--size") {
            const auto size = takeValue("a board size");
            if (!size || !readNumber(*size, MinSize, MaxSize, number)) {
                refuse("--size needs a number from 2 to 15", size);
                return std::nullopt;
            }
            options.size = static_cast<int>(number);
            sizeGiven = true;
        } else if (name == "--bench") {
            if (!chooseMode(Mode::Bench)) {
                return std::nullopt;
            }
        } else if (name == "--json") {
            options.json = true;
        } else if (name == "--solve") {
            if (!chooseMode(Mode::Solve)) {
                return std::nullopt;
            }
        } else if (name == "--time") {
            const auto seconds = takeValue("a number of seconds");
            if (!seconds || !readNumber(*seconds, 1, 1000000, number)) {
                refuse("--time needs a whole number of seconds from 1 to 1000000", seconds);
                return std::nullopt;
            }
            options.seconds = static_cast<double>(number);
        } else if (name == "--hash") {
            const auto megabytes = takeValue("a number of megabytes");
            if (!megabytes || !readNumber(*megabytes, 1, 1 << 20, number)) {
                refuse("--hash needs a number of megabytes from 1 to 1048576", megabytes);
                return std::nullopt;
            }
            options.hashMegabytes = static_cast<int>(number);
        } else if (name == "--table") {
            const auto file = takeValue("a file name");
            if (!file) {
                return std::nullopt;
            }
            if (file->empty()) {
                error = "--table needs a file name";
                return std::nullopt;
            }
            options.tableFile = *file;
        } else if (name == "--autosave") {
            const auto minutes = takeValue("a number of minutes");
            if (!minutes || !readNumber(*minutes, 1, 1000000, number)) {
                refuse("--autosave needs a whole number of minutes from 1 to 1000000", minutes);
                return std::nullopt;
            }
            options.autosaveMinutes = static_cast<int>(number);
        } else if (name == "--threads") {
            const auto threads = takeValue("a number of threads");
            if (!threads || !readNumber(*threads, 1, MaxSolveThreads, number)) {
                refuse("--threads needs a number from 1 to " + std::to_string(MaxSolveThreads),
                       threads);
                return std::nullopt;
            }
            options.threads = static_cast<int>(number);
        } else {
            error = "unknown option: " + printable(arg);
            return std::nullopt;
        }
        if (value &&
            (name == "--display" || name == "--strict" || name == "--log" || name == "--version" ||
             name == "--help" || name == "--bench" || name == "--json" || name == "--solve")) {
            error = name + " takes no value";
            return std::nullopt;
        }
    }
    // --help and --version answer whatever else is asked, as is usual.
    if (help || version) {
        options.mode = help ? Mode::Help : Mode::Version;
        return options;
    }
    const bool tool =
        options.mode == Mode::Perft || options.mode == Mode::Bench || options.mode == Mode::Solve;
    if (tool && !options.text.inputs.empty()) {
        error =
            "--perft, --bench and --solve take no FILE: " + printablePath(options.text.inputs[0]);
        return std::nullopt;
    }
    if (sizeGiven && options.mode != Mode::Perft && options.mode != Mode::Solve) {
        error = "--size goes with --perft or --solve";
        return std::nullopt;
    }
    if ((options.seconds > 0 || options.hashMegabytes > 0 || !options.tableFile.empty() ||
         options.threads > 0) &&
        options.mode != Mode::Solve) {
        error = "--time, --hash, --table and --threads go with --solve";
        return std::nullopt;
    }
    if (options.autosaveMinutes > 0 && options.tableFile.empty()) {
        error = "--autosave goes with --table";
        return std::nullopt;
    }
    if (tool && (options.text.strict || options.text.log || !options.text.seed.empty())) {
        error = "--strict, --log and --seed go with the game, not with --perft, --bench or --solve";
        return std::nullopt;
    }
    if (options.mode == Mode::Display && options.text.inputs.size() > 1) {
        error = "--display opens one saved game, not " + printablePath(options.text.inputs[1]) +
                " as well";
        return std::nullopt;
    }
    if (options.json && options.mode != Mode::Bench) {
        error = "--json goes with --bench";
        return std::nullopt;
    }
    return options;
}

bool displayAvailable(const char* display, const char* wayland, const char* platform)
{
    for (const char* value : {display, wayland, platform}) {
        if (value != nullptr && *value != '\0') {
            return true;
        }
    }
    return false;
}

std::string noDisplayText()
{
    return "jump61: no display to open the window on (DISPLAY, WAYLAND_DISPLAY and "
           "QT_QPA_PLATFORM are not set); run jump61 without --display for the text game";
}

std::string usageText()
{
    return "usage: jump61 [--display] [--strict] [--log] [--seed=N] [--version] [--help] "
           "[--] [FILE...]\n"
           "       jump61 --perft D [--size N]      count move sequences (rules and speed)\n"
           "       jump61 --solve [--size N] [--time S] [--hash MB] [--table FILE]\n"
           "                      [--autosave MIN] [--threads N]\n"
           "                                        prove who wins from the start\n"
           "                      (--time 1 to 1000000 seconds, 60 if not given;\n"
           "                      --hash 1 to 1048576 MB;\n"
           "                      --autosave 1 to 1000000 minutes, 10 if not given)\n"
           "       jump61 --bench [--json]          fixed speed and strength suite\n"
           "\n"
           "Plays the jumping-cubes game. Without --display, reads text commands from the\n"
           "FILEs in order (- is standard input), or from standard input; type help for\n"
           "the commands.\n"
           "  --display   open the window\n"
           "  --strict    stop with exit code 1 at the first error\n"
           "  --log       echo each input line before running it\n"
           "  --seed=N    seed the computer's random choices\n"
           "  --version   print the version and exit\n"
           "  --help, -h  print this text and exit\n";
}

} // namespace jump61
