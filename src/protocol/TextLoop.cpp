#include "protocol/TextLoop.h"

#include "protocol/Session.h"
#include "protocol/TextReporter.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <memory>
#include <ostream>

namespace jump61 {

bool readLimitedLine(std::istream& in, std::string& line, std::size_t limit, bool& tooLong)
{
    line.clear();
    tooLong = false;
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr) {
        return false;
    }
    bool any = false;
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return any;
        }
        any = true;
        if (c == '\n') {
            return true;
        }
        if (line.size() == limit) {
            tooLong = true;
            return true;
        }
        line.push_back(static_cast<char>(c));
    }
}

bool skipLine(std::istream& in)
{
    std::streambuf* buffer = in.rdbuf();
    if (buffer == nullptr) {
        return false;
    }
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            return false;
        }
        if (c == '\n') {
            return true;
        }
    }
}

std::string echoText(const std::string& line)
{
    std::string text = line;
    for (char& c : text) {
        if (c == '*') {
            c = '+';
        } else if (c == '>') {
            c = ')';
        }
    }
    const std::size_t first = text.find_first_not_of(" \t");
    if (first != std::string::npos && text.compare(first, 3, "===") == 0) {
        text.insert(first, "(input) ");
    }
    return text;
}

int runTextSession(const TextOptions& options, std::istream& in, std::ostream& out,
                   std::ostream& err)
{
    // Open every file first, so that a missing one stops the program before anything runs.
    std::vector<std::unique_ptr<std::ifstream>> files;
    std::vector<std::istream*> sources;
    for (const std::string& name : options.inputs) {
        if (name == "-") {
            sources.push_back(&in);
            continue;
        }
        std::error_code ignored;
        if (std::filesystem::is_directory(name, ignored)) {
            err << "error: cannot open " << name << ": it is a folder\n";
            return 1;
        }
        auto file = std::make_unique<std::ifstream>(name, std::ios::binary);
        if (!*file) {
            err << "error: cannot open " << name << ": " << std::strerror(errno) << '\n';
            return 1;
        }
        sources.push_back(file.get());
        files.push_back(std::move(file));
    }
    if (options.inputs.empty()) {
        sources.push_back(&in);
    }

    TextReporter reporter(out, err);
    Session session(reporter);
    if (!options.seed.empty() && !session.execute("seed " + options.seed)) {
        return 2;
    }

    std::string line;
    for (std::istream* source : sources) {
        bool tooLong = false;
        while (!session.quitRequested()) {
            reporter.prompt(session.prompt());
            bool more = false;
            try {
                // The rest of an over-long line is dropped only now, after its error line.
                more = (!tooLong || skipLine(*source)) &&
                       readLimitedLine(*source, line, MaxLineLength, tooLong);
            } catch (const std::exception& e) {
                reporter.finishLine();
                err << "error: cannot read the input: " << e.what() << '\n';
                return 1;
            }
            if (!more) {
                break;
            }
            if (options.log) {
                reporter.print(echoText(line));
            }
            bool ok = true;
            if (tooLong) {
                reporter.error("the line is too long (over " + std::to_string(MaxLineLength) +
                               " characters)");
                ok = false;
            } else {
                ok = session.execute(line);
            }
            if (!ok && options.strict) {
                reporter.finishLine();
                return 1;
            }
        }
        if (session.quitRequested()) {
            break;
        }
    }
    reporter.finishLine();
    return 0;
}

} // namespace jump61
