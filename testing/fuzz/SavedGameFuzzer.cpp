// libFuzzer target: the bytes are a saved-game file that `load` reads. A file that loads must
// also survive the round trip: saved again and loaded into a fresh session, it gives the same
// game (the same saved text), or the loader and the saver disagree.

#include "fuzz/FuzzSupport.h"
#include "protocol/SavedGame.h"
#include "protocol/TextReporter.h"

#include <cstdlib>
#include <ostream>

using namespace jump61;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string input = fuzz::sandboxPath("input.txt");
    static const std::string again = fuzz::sandboxPath("again.txt");
    if (!fuzz::writeBytes(input, data, size)) {
        return 0;
    }
    fuzz::DiscardBuffer discard;
    std::ostream out(&discard);
    TextReporter reporter(out, out);
    Session first(reporter, 1);
    first.setComputerHeld(true);
    if (!first.execute("load " + input)) {
        return 0;
    }
    const std::string text = savedGameText(first.game());
    if (!fuzz::writeBytes(again, reinterpret_cast<const std::uint8_t*>(text.data()), text.size())) {
        return 0;
    }
    Session second(reporter, 1);
    second.setComputerHeld(true);
    if (!second.execute("load " + again) || savedGameText(second.game()) != text) {
        std::abort();
    }
    return 0;
}
