#include "protocol/TextLoop.h"

#include "protocol/Arguments.h"
#include "protocol/CommandError.h"
#include "protocol/ReadAhead.h"
#include "protocol/SavedGame.h"
#include "protocol/Session.h"
#include "protocol/TextReporter.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iostream>
#include <istream>
#include <memory>
#include <ostream>
#include <string_view>
#include <utility>

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

namespace {

// Whether `line` runs one of the commands `names` (their full names, as the table has them).
bool commandIs(const Session& session, const std::string& line,
               std::initializer_list<std::string_view> names)
{
    const Arguments args(line);
    if (args.empty() || args.isComment()) {
        return false;
    }
    try {
        const Command* command = session.commands().find(lowered(args.command()));
        return command != nullptr &&
               std::find(names.begin(), names.end(), command->name) != names.end();
    } catch (const CommandError&) {
        return false;
    }
}

} // namespace

std::string echoText(const std::string& line)
{
    std::string text;
    text.reserve(line.size());
    std::string_view rest = line;
    if (rest.ends_with('\r')) {
        rest.remove_suffix(1); // a CR LF line end's CR is not part of the line
    }
    while (!rest.empty()) {
        char32_t code = 0;
        const std::size_t length = decodeCharacter(rest, code);
        if (length == 0) {
            text += '?'; // a byte that is not UTF-8 would garble a terminal's or a log's line
            rest.remove_prefix(1);
            continue;
        }
        if (code == '*') {
            text += '+';
        } else if (code == '>') {
            text += ')';
        } else if (code != '\t' && invisible(code)) {
            text += '?'; // a NUL or an escape sequence reaches no terminal or harness raw
        } else {
            text.append(rest.substr(0, length));
        }
        rest.remove_prefix(length);
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
        if (name.empty()) {
            err << "error: cannot open \"\": the file name is empty\n";
            return 1;
        }
        std::error_code ignored;
        if (std::filesystem::is_directory(name, ignored)) {
            err << "error: cannot open " << printablePath(name) << ": it is a folder\n";
            return 1;
        }
        auto file = std::make_unique<std::ifstream>(name, std::ios::binary);
        if (!*file) {
            const int why = errno;
            err << "error: cannot open " << printablePath(name) << ": " << std::strerror(why)
                << '\n';
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
    // A review or a solve reads the standard input on while it runs: quit or the end of the
    // input stops it; the other lines run after it, in order.
    std::atomic<bool> interrupted{false};
    session.setInterruptFlag(&interrupted);
    // The end of the standard input is the end of the input only when no FILE follows it.
    const bool inputLast = sources.back() == &in;
    const auto stopsLongCommand = [&](const InputLine& input) {
        if ((input.end && inputLast) ||
            (!input.tooLong && commandIs(session, input.text, {"quit", "q"}))) {
            interrupted.store(true);
            session.abortThinking();
            return true;
        }
        return false;
    };

    // The prompt shown before a FILE turned out to have ended still stands for the next
    // source's first line: nothing ran in between.
    bool promptStands = false;
    for (std::istream* source : sources) {
        std::unique_ptr<ReadAhead> ahead;
        if (source == &in) {
            // The process's own standard input outlives the session: a reader left waiting
            // on it must not keep the program from ending.
            ahead =
                std::make_unique<ReadAhead>(in, MaxLineLength, stopsLongCommand, &in == &std::cin);
        }
        bool skipRest = false; // the last line was too long: its rest is still unread
        bool firstLine = true;
        while (!session.quitRequested()) {
            if (!std::exchange(promptStands, false)) {
                reporter.prompt(session.prompt());
            }
            if (session.quitRequested()) {
                break; // the prompt could not be written: the output is lost, nothing more runs
            }
            InputLine input =
                ahead ? ahead->next() : readInputLine(*source, MaxLineLength, skipRest);
            // A byte order mark (see SavedGame.h) is not part of the first command.
            if (std::exchange(firstLine, false) && input.text.starts_with(ByteOrderMark)) {
                input.text.erase(0, ByteOrderMark.size());
            }
            if (!input.failure.empty()) {
                reporter.finishLine();
                err << "error: cannot read the input: " << input.failure << '\n';
                return 1;
            }
            if (input.end) {
                promptStands = true;
                break;
            }
            if (options.log) {
                reporter.print(echoText(input.text));
            }
            bool ok = true;
            if (input.tooLong) {
                reporter.error(LineTooLong);
                ok = false;
            } else {
                const bool reading = ahead && commandIs(session, input.text, {"review", "solve"});
                if (reading) {
                    ahead->start();
                }
                ok = session.execute(input.text);
                if (reading) {
                    ahead->finish();
                }
            }
            if (!ok && options.strict) {
                reporter.finishLine();
                return 1;
            }
        }
        if (session.quitRequested()) {
            break;
        }
        // A script read to its end is closed: `jump61 game.txt -` resumes a game, and `save
        // game.txt` must then be free to write it (while open it counts as a script being read).
        for (const auto& file : files) {
            if (file.get() == source) {
                file->close();
            }
        }
    }
    reporter.finishLine();
    return 0;
}

} // namespace jump61
