#include "match/MatchOptions.h"

#include <sstream>

namespace jump61 {

namespace {

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    std::istringstream in(text);
    for (std::string part; std::getline(in, part, separator);) {
        const std::size_t first = part.find_first_not_of(' ');
        if (first != std::string::npos) {
            parts.push_back(part.substr(first, part.find_last_not_of(' ') - first + 1));
        }
    }
    return parts;
}

bool readNumber(const std::string& text, long long low, long long high, long long& value)
{
    std::size_t used = 0;
    try {
        value = std::stoll(text, &used);
    } catch (const std::exception&) {
        return false;
    }
    return used == text.size() && value >= low && value <= high;
}

void describe(Contestant& side)
{
    std::string label;
    for (const std::string& word : side.command) {
        label += (label.empty() ? "" : " ") + word;
    }
    for (const std::string& line : side.setup) {
        label += "; " + line;
    }
    side.label = label;
}

} // namespace

std::optional<MatchOptions> parseMatchOptions(const std::vector<std::string>& args,
                                              std::string& error)
{
    MatchOptions options;
    bool secondGiven = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& name = args[i];
        if (name == "--quiet") {
            options.quiet = true;
            continue;
        }
        if (i + 1 >= args.size()) {
            error = "unknown option or missing value: " + name;
            return std::nullopt;
        }
        const std::string& value = args[++i];
        long long number = 0;
        const auto numberIn = [&](long long low, long long high) {
            if (!readNumber(value, low, high, number)) {
                error = name + " needs a number from " + std::to_string(low) + " to " +
                        std::to_string(high);
                return false;
            }
            return true;
        };
        if (name == "--first" || name == "--second") {
            (name == "--first" ? options.first : options.second).command = split(value, ' ');
            secondGiven = secondGiven || name == "--second";
        } else if (name == "--first-setup" || name == "--second-setup") {
            auto& setup = (name == "--first-setup" ? options.first : options.second).setup;
            for (const std::string& line : split(value, ';')) {
                setup.push_back(line);
            }
        } else if (name == "--games" && numberIn(1, 100000)) {
            options.games = static_cast<int>(number);
        } else if (name == "--seed" && numberIn(0, INT64_MAX)) {
            options.seed = static_cast<std::uint64_t>(number);
        } else if (name == "--opening" && numberIn(0, 50)) {
            options.openingMoves = static_cast<int>(number);
        } else if (name == "--jobs" && numberIn(1, 64)) {
            options.jobs = static_cast<int>(number);
        } else if (name == "--move-time" && numberIn(1, 3600)) {
            options.moveSeconds = static_cast<double>(number);
        } else if (name == "--solve-openings" && numberIn(1, 3600)) {
            options.solveSeconds = static_cast<double>(number);
        } else if (name == "--sizes") {
            options.sizes.clear();
            for (const std::string& size : split(value, ',')) {
                if (!readNumber(size, 2, 15, number)) {
                    error = "--sizes needs board sizes from 2 to 15, like 4,5,6";
                    return std::nullopt;
                }
                options.sizes.push_back(static_cast<int>(number));
            }
        } else if (error.empty()) {
            error = "unknown option: " + name;
        }
        if (!error.empty()) {
            return std::nullopt;
        }
    }
    if (options.first.command.empty()) {
        error = "--first PROGRAM is required";
        return std::nullopt;
    }
    if (!secondGiven) {
        options.second.command = options.first.command;
    } else if (options.second.command.empty()) {
        error = "--second needs a program";
        return std::nullopt;
    }
    if (options.sizes.empty()) {
        error = "--sizes needs at least one size";
        return std::nullopt;
    }
    describe(options.first);
    describe(options.second);
    return options;
}

} // namespace jump61
