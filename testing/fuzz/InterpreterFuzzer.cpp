// libFuzzer target: the bytes are the input of a text session, read line by line as the text
// program reads them, each line run by a Session with the text reporter. The computer's moves
// are made one after each line, at a low level (see FuzzSupport.h), and an input gets ten
// searches (computer moves, hints and solves of 3x3 boards) at most, so that no input runs
// long.

#include "fuzz/FuzzSupport.h"
#include "protocol/Arguments.h"
#include "protocol/TextLoop.h"
#include "protocol/TextReporter.h"

#include <ostream>
#include <sstream>

using namespace jump61;

namespace {

constexpr int MaxSearches = 10;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    fuzz::DiscardBuffer discard;
    std::ostream out(&discard);
    TextReporter reporter(out, out);
    Session session(reporter, 1);
    session.setComputerHeld(true);

    int searches = 0;
    std::string line;
    bool tooLong = false;
    while (!session.quitRequested() && readLimitedLine(in, line, MaxLineLength, tooLong)) {
        reporter.prompt(session.prompt());
        if (tooLong) {
            if (!skipLine(in)) {
                break;
            }
            continue;
        }
        const std::optional<std::string> safe = fuzz::sandboxedLine(session, line);
        if (!safe) {
            continue;
        }
        const Arguments words(*safe);
        const std::string word = words.empty() ? std::string() : lowered(words.command());
        if ((word == "hint" || word == "solve") && ++searches > MaxSearches) {
            continue;
        }
        fuzz::capSearch(session);
        session.execute(*safe);
        fuzz::capSearch(session);
        if (session.computerToMove() && ++searches <= MaxSearches) {
            session.continueComputer();
        }
    }
    reporter.finishLine();
    return 0;
}
