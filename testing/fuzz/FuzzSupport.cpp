#include "fuzz/FuzzSupport.h"

#include "protocol/Arguments.h"
#include "protocol/CommandError.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <stdexcept>
#include <unistd.h>

namespace jump61::fuzz {

namespace {

struct Sandbox
{
    std::string folder;
    std::set<std::string> files;
};

Sandbox& sandbox()
{
    static Sandbox* box = [] {
        const char* base = std::getenv("TMPDIR");
        std::string pattern =
            std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/jump61-fuzz-XXXXXX";
        if (mkdtemp(pattern.data()) == nullptr) {
            throw std::runtime_error("cannot make a folder for the fuzz target's files");
        }
        auto* made = new Sandbox{pattern, {}};
        // The process ends by exit() (libFuzzer's time and run limits): leave nothing behind.
        std::atexit([] {
            Sandbox& done = sandbox();
            for (const std::string& file : done.files) {
                std::remove(file.c_str());
            }
            rmdir(done.folder.c_str());
        });
        return made;
    }();
    return *box;
}

} // namespace

std::string sandboxPath(std::string_view name)
{
    Sandbox& box = sandbox();
    std::string path = box.folder + "/" + std::string(name);
    box.files.insert(path);
    return path;
}

bool writeBytes(const std::string& path, const std::uint8_t* data, std::size_t size)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    return static_cast<bool>(out.flush());
}

std::optional<std::string> sandboxedLine(const Session& session, std::string_view line)
{
    const Arguments args(line);
    if (args.empty() || args.isComment()) {
        return std::string(line);
    }
    const Command* command = nullptr;
    try {
        command = session.commands().find(lowered(args.command()));
    } catch (const CommandError&) {
        return std::string(line); // an ambiguous prefix: an error line, nothing run
    }
    if (command == nullptr) {
        return std::string(line);
    }
    if ((command->name == "solve" && session.board().size() > SolvedSize) ||
        command->name == "review") {
        return std::nullopt;
    }
    if ((command->name == "save" || command->name == "load") && args.count() > 0) {
        return command->name + " " + sandboxPath("game.txt");
    }
    return std::string(line);
}

void capSearch(Session& session)
{
    const int most = session.board().size() <= 5 ? 2 : 1;
    for (const Side side : {Side::Red, Side::Blue}) {
        if (session.level(side) > most) {
            session.execute("level " + std::string(sideName(side)) + " " + std::to_string(most));
        }
    }
    if (session.moveTime() != 0) {
        session.execute("movetime 0");
    }
    if (session.threads() != 1) {
        session.execute("threads 1");
    }
}

} // namespace jump61::fuzz
