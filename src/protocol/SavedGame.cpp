#include "protocol/SavedGame.h"

#include "protocol/Arguments.h"
#include "protocol/BoardText.h"
#include "protocol/CommandError.h"
#include "protocol/SafeFileWriter.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace jump61 {

std::string savedGameText(const Game& game)
{
    const Board& start = game.start();
    std::ostringstream out;
    out << "# jump61 saved game: replay it with  jump61 FILE  or load it with  load FILE\n";
    // Both players manual first, so that no computer moves while the script is replayed.
    out << "manual red\nmanual blue\n";
    out << "size " << start.size() << "\n";
    for (int sq = 0; sq < start.area(); ++sq) {
        if (start.owner(sq) != Side::White) {
            out << "set " << squareText(start, sq) << " " << start.spots(sq) << " "
                << sideName(start.owner(sq)) << "\n";
        }
    }
    for (const int move : game.moves()) {
        out << squareText(start, move) << "\n";
    }
    for (std::size_t i = game.ply(); i < game.moves().size(); ++i) {
        out << "undo\n";
    }
    return out.str();
}

void writeTextFile(const std::string& path, const std::string& text)
{
    SafeFileWriter writer(path);
    if (!writer.write(text)) {
        throw CommandError("cannot write " + printable(path) + ": " + writer.error());
    }
}

std::string readTextFile(const std::string& path, std::size_t limit)
{
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        throw CommandError("cannot open " + printable(path) + ": it is a folder");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw CommandError("cannot open " + printable(path) + ": " + std::strerror(errno));
    }
    std::string text;
    char buffer[4096];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > limit) {
            throw CommandError(printable(path) + " is too large to be a saved game");
        }
    }
    if (in.bad()) {
        throw CommandError("cannot read " + printable(path));
    }
    return text;
}

} // namespace jump61
