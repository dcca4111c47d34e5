#pragma once

#include "match/DumpBoard.h"
#include "match/MatchOptions.h"
#include "match/MatchPlayer.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace jump61 {

// Thinking times of one program in one game.
struct MoveTimes
{
    int count = 0;
    double total = 0;
    double longest = 0;

    void add(double seconds);
    void add(const MoveTimes& other);
};

// How one game ended. `winner` is 0 for the first program, 1 for the second, -1 for no result
// (the programs disagreed, or the game never ended). A program that crashes, times out or
// plays an illegal move loses the game, and the problem is listed.
struct GameResult
{
    int index = 0;
    int size = 0;
    bool firstIsRed = true;
    int moves = 0; // AI moves, after the opening
    int winner = -1;
    char openingWinner = 0; // with --solve-openings: 'r' or 'b' (proven), '?' (not within time)
    std::vector<std::string> problems;
    std::array<MoveTimes, 2> times;
};

// Game pair `pair` (games 2*pair and 2*pair + 1): its board size, and its reproducible random
// stream: first the seeds the two programs get, then the opening moves (pickOpeningMove).
struct PairStream
{
    int size;
    std::uint64_t state;
    std::array<std::uint64_t, 2> seeds;
};
PairStream pairStream(const MatchOptions& options, int pair);
// One of `legal` (the legal moves as (row, col), row by row), drawn from the stream.
std::pair<int, int> pickOpeningMove(PairStream& stream,
                                    const std::vector<std::pair<int, int>>& legal);

// One game of a match. Both programs play every move as manual players: the runner sends the
// same random opening to both, then asks the side to move for its move (`auto P`, read
// `* R C`, `manual P`), relays it to the other as `R C`, and compares both programs' dumps
// after every move (while the game is on; the spot counts of a won position may depend on
// where a program stops jumping). Games 2k and 2k+1 share their size and opening, with the
// colours swapped.
class MatchGame
{
public:
    MatchGame(const MatchOptions& options, int index);
    GameResult play();

private:
    void start();
    bool synchronise(); // dumps both; true while the game is on
    void playAiMove();
    void relay(int from, int row, int col);
    int programOf(char side) const;

    const MatchOptions& m_options;
    GameResult m_result;
    PairStream m_stream;
    std::array<std::unique_ptr<MatchPlayer>, 2> m_players;
    std::optional<DumpBoard> m_board;
    int m_played = 0; // moves on the board, opening included
    std::string m_lastMove;
};

} // namespace jump61
