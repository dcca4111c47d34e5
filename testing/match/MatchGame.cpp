#include "match/MatchGame.h"

#include <algorithm>
#include <stdexcept>

namespace jump61 {

namespace {

constexpr int MaxMoves = 2000;
constexpr double AnswerSeconds = 10; // for everything but thinking: dumps, quitting

// A problem found during a game. `program` (0 or 1) caused it and loses the game; -1 means
// nobody can be blamed (the programs disagree), and the game has no result.
struct Fault
{
    int program;
    std::string what;
};

// splitmix64: a tiny generator that gives the same sequence everywhere, so that a match is
// reproducible from its seed.
std::uint64_t nextRandom(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

template <class Action>
auto blaming(int program, Action action) -> decltype(action())
{
    try {
        return action();
    } catch (const std::runtime_error& e) {
        throw Fault{program, e.what()};
    }
}

std::string joined(const std::vector<std::string>& rows)
{
    std::string text;
    for (const std::string& row : rows) {
        const std::size_t first = row.find_first_not_of(' ');
        text += (text.empty() ? "" : " / ") + (first == std::string::npos ? "" : row.substr(first));
    }
    return text;
}

} // namespace

void MoveTimes::add(double seconds)
{
    ++count;
    total += seconds;
    longest = std::max(longest, seconds);
}

void MoveTimes::add(const MoveTimes& other)
{
    count += other.count;
    total += other.total;
    longest = std::max(longest, other.longest);
}

PairStream pairStream(const MatchOptions& options, int pair)
{
    PairStream stream{options.sizes[static_cast<std::size_t>(pair) % options.sizes.size()],
                      options.seed ^ (0x632BE59BD9B4E019ULL * static_cast<std::uint64_t>(pair + 1)),
                      {}};
    for (std::uint64_t& seed : stream.seeds) {
        seed = nextRandom(stream.state) >> 1;
    }
    return stream;
}

std::pair<int, int> pickOpeningMove(PairStream& stream,
                                    const std::vector<std::pair<int, int>>& legal)
{
    return legal[nextRandom(stream.state) % legal.size()];
}

MatchGame::MatchGame(const MatchOptions& options, int index)
    : m_options(options), m_stream(pairStream(options, index / 2))
{
    m_result.index = index;
    m_result.size = m_stream.size;
    m_result.firstIsRed = index % 2 == 0;
}

GameResult MatchGame::play()
{
    try {
        start();
        bool on = synchronise();
        for (int k = 0; on && k < m_options.openingMoves; ++k) {
            const auto [row, col] = pickOpeningMove(m_stream, m_board->legalMoves());
            relay(-1, row, col);
            on = synchronise();
        }
        while (on && m_result.moves < MaxMoves) {
            playAiMove();
            on = synchronise();
        }
        if (on) {
            m_result.problems.push_back("no winner after " + std::to_string(MaxMoves) + " moves");
        }
    } catch (const Fault& fault) {
        m_result.problems.push_back(fault.what);
        m_result.winner = fault.program < 0 ? -1 : 1 - fault.program;
    }
    for (const auto& player : m_players) {
        if (player) {
            const std::string problem = player->finish(MatchPlayer::Seconds(AnswerSeconds));
            if (!problem.empty()) {
                m_result.problems.push_back(problem);
            }
        }
    }
    return m_result;
}

void MatchGame::start()
{
    for (int i = 0; i < 2; ++i) {
        const Contestant& contestant = i == 0 ? m_options.first : m_options.second;
        m_players[i] = blaming(i, [&] {
            return std::make_unique<MatchPlayer>(contestant.command, i == 0 ? "first" : "second");
        });
        for (const std::string& line : contestant.setup) {
            m_players[i]->send(line);
        }
        // Both sides manual, so that nothing moves until the runner asks.
        m_players[i]->send("seed " + std::to_string(m_stream.seeds[static_cast<std::size_t>(i)]));
        m_players[i]->send("manual red");
        m_players[i]->send("manual blue");
        m_players[i]->send("size " + std::to_string(m_result.size));
    }
}

bool MatchGame::synchronise()
{
    std::array<std::string, 2> wins;
    std::array<std::vector<std::string>, 2> rows;
    for (int i = 0; i < 2; ++i) {
        rows[i] = blaming(
            i, [&] { return m_players[i]->dump(MatchPlayer::Seconds(AnswerSeconds), wins[i]); });
    }
    if (!wins[0].empty() || !wins[1].empty()) {
        if (wins[0] != wins[1]) {
            throw Fault{-1, "the programs disagree about the winner: first says " +
                                (wins[0].empty() ? "nobody" : wins[0]) + ", second says " +
                                (wins[1].empty() ? "nobody" : wins[1])};
        }
        m_result.winner = programOf(wins[0] == "Red" ? 'r' : 'b');
        return false;
    }
    if (rows[0] != rows[1]) {
        throw Fault{-1, "the positions differ after move " + std::to_string(m_played) + " (" +
                            m_lastMove + "): first [" + joined(rows[0]) + "], second [" +
                            joined(rows[1]) + "]"};
    }
    m_board = DumpBoard::parse(rows[0]);
    if (!m_board || m_board->size() != m_result.size) {
        throw Fault{-1, "the dump is not a " + std::to_string(m_result.size) + "x" +
                            std::to_string(m_result.size) + " board: [" + joined(rows[0]) + "]"};
    }
    return true;
}

void MatchGame::playAiMove()
{
    const char side = m_board->toMove();
    const std::string colour = side == 'r' ? "red" : "blue";
    const int mover = programOf(side);
    MatchPlayer& player = *m_players[mover];
    const auto started = Process::Clock::now();
    player.send("auto " + colour);
    const MatchPlayer::Seconds limit(m_options.moveSeconds);
    const auto event = blaming(mover, [&] { return player.nextEvent(limit); });
    const MatchPlayer::Seconds took = Process::Clock::now() - started;
    if (!event) {
        throw Fault{mover, player.name() + " made no move within " +
                               std::to_string(static_cast<int>(limit.count())) + " s"};
    }
    if (event->kind != OutputEvent::Kind::Move) {
        throw Fault{mover, player.name() + " announced a win instead of moving"};
    }
    m_result.times[mover].add(took.count());
    player.send("manual " + colour);
    if (!m_board->isLegal(event->row, event->col)) {
        throw Fault{mover, player.name() + " played the illegal move " + event->lines.front()};
    }
    relay(mover, event->row, event->col);
    ++m_result.moves;
}

void MatchGame::relay(int from, int row, int col)
{
    ++m_played;
    m_lastMove = std::to_string(row) + " " + std::to_string(col);
    for (int i = 0; i < 2; ++i) {
        if (i != from) {
            m_players[i]->send(m_lastMove);
        }
    }
}

int MatchGame::programOf(char side) const
{
    return (side == 'r') == m_result.firstIsRed ? 0 : 1;
}

} // namespace jump61
