#include "engine/BenchPositions.h"

#include <stdexcept>
#include <string>

namespace jump61::bench {

// The bench's positions. They must never change: the bench's node total is a fingerprint of the
// engine, and comparing two builds only makes sense on the same positions. Cells are in dump
// notation (spots, then r, b or - for white), rows top first, separated by '/'.

namespace {

// Mid-game positions from fast self-play games with some random moves (seeds 1, 2, 3), taken
// at fixed plies.
constexpr SearchPosition SearchPositions[] = {
    {"6x6 after 12 plies", 6,
     "1b 2b 1- 1- 2b 2b / "
     "3b 1- 1- 1- 1- 1- / "
     "1- 1- 1- 1- 1- 1- / "
     "2b 2r 2r 1- 1- 1- / "
     "3r 1- 1- 1- 1- 1- / "
     "1r 2r 1- 1- 1- 2r"},
    {"6x6 after 31 plies", 6,
     "1b 2b 1- 2b 2b 1b / "
     "3b 2b 2r 2b 4b 2b / "
     "1- 1- 1- 2b 1- 3b / "
     "3r 2r 3r 1- 1- 1- / "
     "2r 3r 1- 1- 2r 3r / "
     "2r 1r 3r 2r 1r 2r"},
    {"6x6 after 51 plies", 6,
     "1b 2b 3b 3b 2b 1b / "
     "3b 2b 3b 2b 4b 3b / "
     "3r 2b 4b 1b 4b 1b / "
     "1r 4r 1r 3b 2r 3b / "
     "3r 3r 3r 4r 2r 3r / "
     "2r 2r 1r 3r 1r 2r"},
    {"9x9 after 20 plies", 9,
     "1r 2r 1- 1- 1- 1- 2r 1r 2r / "
     "2r 1- 1- 1- 1- 1- 1- 2r 2r / "
     "1- 1- 1- 1- 1- 1- 2r 1- 1- / "
     "2b 1- 1- 1- 1- 1- 1- 1- 2b / "
     "1- 1- 1- 2r 1- 1- 1- 2b 1b / "
     "3r 1- 1- 1- 1- 1- 1- 1- 2b / "
     "1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "3b 1- 1- 1- 1- 1- 1- 1- 2b / "
     "1b 2b 2b 1- 1- 1- 1- 1- 2b"},
    {"9x9 after 61 plies", 9,
     "2r 1r 3r 1b 3b 1b 3b 1r 2r / "
     "3r 3r 2r 2b 3b 2b 1- 2r 2r / "
     "1r 2r 2b 2r 2b 2r 2r 2r 2r / "
     "3r 2b 1- 1- 1- 1- 2b 1- 2b / "
     "1r 2r 1- 2r 1- 1- 1- 2b 1b / "
     "3r 2r 1- 1- 1- 1- 2b 1- 2b / "
     "1b 3b 1- 1- 1- 1- 1- 1- 3b / "
     "3b 3b 2r 2r 3r 1- 1- 2b 1b / "
     "2b 1b 2b 3r 1r 3r 1- 2b 2b"},
    {"9x9 after 111 plies", 9,
     "2r 3r 3r 1r 2r 3r 3r 3b 1b / "
     "3r 4r 3r 2r 4r 2r 1r 4r 2b / "
     "2r 2r 4r 3b 4b 4r 3r 4b 3b / "
     "1r 3r 2b 1- 2r 1- 4b 1b 3b / "
     "3r 3r 1- 2r 2r 2b 1- 3b 3b / "
     "3b 2b 3b 1- 1- 2r 2b 2b 2b / "
     "3b 3b 2b 3b 1- 2b 1- 3b 3b / "
     "2b 2b 2b 4b 4r 2r 2b 2b 1b / "
     "1b 3b 3b 2r 3r 1r 2r 2b 2b"},
    {"15x15 after 40 plies", 15,
     "2b 1- 2r 2r 2r 2r 2b 1- 2b 2b 2r 2r 2r 1- 2r / "
     "2b 1- 1- 1- 1- 1- 1- 1- 1- 2r 1- 1- 1- 1- 2r / "
     "1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2r / "
     "2b 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b / "
     "2b 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "2r 1- 1- 1- 1- 1- 1- 2b 1- 1- 1- 1- 1- 1- 1- / "
     "2b 1- 1- 1- 1- 1- 1- 2r 1- 1- 1- 1- 1- 1- 2b / "
     "2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b 2b 2b / "
     "2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b / "
     "1- 1- 1- 1- 2r 1- 1- 2b 1- 2b 1- 1- 1- 1- 2b / "
     "2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- / "
     "2b 1- 1- 1- 1- 1- 1- 2b 1- 1- 1- 1- 1- 1- 2r"},
    {"15x15 after 151 plies", 15,
     "2b 2r 3r 3r 2r 3r 3r 1r 2r 2r 3r 2r 2r 1r 2r / "
     "3b 2b 2r 3r 2r 2r 2r 2r 2r 3r 2r 2r 3r 2r 3r / "
     "1b 3b 2r 2r 1r 3r 2r 2b 2b 2r 2b 2b 1- 3r 2r / "
     "2b 2b 1- 2b 2r 2r 2b 1- 2r 1- 1- 2b 1- 2b 2b / "
     "2b 2b 2r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b 3b / "
     "2b 2b 1- 1- 1- 1- 1- 2b 1- 1- 1- 1- 1- 2b 1b / "
     "2b 2b 1- 1- 1- 1- 1- 2b 2b 1- 1- 1- 1- 2b 2b / "
     "3b 2b 1- 1- 1- 1- 1- 2r 1- 1- 1- 1- 2b 1- 2b / "
     "2b 2b 1- 1- 2r 1- 1- 1- 1- 1- 1- 1- 2b 2b 3b / "
     "2b 2b 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b 2b / "
     "3b 2b 1- 1- 2r 1- 1- 2b 1- 2b 1- 3r 1- 2b 3b / "
     "2r 3r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b 2b / "
     "3r 2r 3r 1- 1- 1- 1- 1- 1- 1- 1- 1- 1- 2b 2b / "
     "3r 2r 4r 2b 3r 3r 2b 2b 1- 1- 2r 1- 2b 3b 2b / "
     "2r 1r 2r 3b 2r 1r 2r 2b 2b 2b 2r 2b 3b 1b 2b"},
    {"15x15 after 301 plies", 15,
     "1b 3b 1b 3b 1r 3r 2r 2r 2r 3r 3r 2r 2r 1r 2r / "
     "2b 3b 3b 4r 3r 4r 4r 2r 3r 4r 2r 2r 3r 2r 3r / "
     "3b 3b 3b 4r 1r 4r 3r 4r 1r 2r 3r 2b 2r 3r 2r / "
     "2b 3b 4b 4r 3r 1r 3r 2r 4r 2r 3r 2b 2r 2b 3b / "
     "1b 4b 3b 3r 4r 3r 2r 2r 2r 3r 3r 2b 2r 2b 3b / "
     "3b 3b 3b 4r 2r 3b 2b 2b 2b 2b 2b 3b 2b 2b 1b / "
     "3r 4r 1b 3b 2r 2b 2r 2b 2b 2r 2r 2r 2b 2b 2b / "
     "2r 2r 4r 2r 2b 2b 2b 2r 2r 2r 2r 2r 2b 2r 2b / "
     "1r 3r 3r 2b 2r 2b 2r 2b 2b 3b 2b 2r 2b 2b 3b / "
     "3r 2r 3r 2b 2r 2r 2b 3b 2b 2b 2b 2b 2r 2b 2b / "
     "3r 4r 3b 2r 2r 2r 2b 1b 3b 2b 1- 3r 2r 2b 3b / "
     "1r 2r 4r 2b 2r 2r 2r 3b 1- 2r 2b 1- 2b 2b 3b / "
     "2r 4r 3r 4b 2r 1- 1- 1- 1- 1- 2b 1- 2b 3b 3b / "
     "2r 2r 2r 2b 4b 3r 2b 2b 1- 1- 3b 2b 3b 3b 2b / "
     "2r 3r 3b 3b 3b 1r 2r 2b 2b 3b 1b 2b 2b 3b 2b"},
};

// Long cascades that do not end the game, found by hill climbing over 15 x 15 positions (see
// Bench.cpp for why about 10,000 topplings is near the ceiling). Every square belongs to the
// mover except the top-left corner, which the cascade never reaches.
constexpr CascadePosition CascadePositions[] = {
    {"hill-climbed, corner held", 4, 15,
     "2r 1b 1b 1b 1b 1b 3b 3b 3b 3b 3b 3b 3b 3b 2b / "
     "1b 1b 1b 1b 1b 1b 2b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "2b 1b 1b 1b 1b 2b 4b 4b 3b 4b 4b 4b 4b 4b 3b / "
     "2b 1b 1b 1b 1b 2b 3b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 1b 1b 1b 4b 4b 4b 4b 4b 4b 3b 4b 3b / "
     "1b 1b 1b 1b 1b 2b 4b 4b 4b 4b 4b 4b 3b 4b 3b / "
     "2b 1b 1b 1b 1b 4b 4b 4b 4b 4b 4b 4b 3b 4b 3b / "
     "2b 1b 1b 1b 4b 3b 4b 4b 4b 4b 4b 3b 2b 4b 3b / "
     "2b 2b 2b 4b 4b 4b 4b 4b 4b 3b 4b 4b 3b 4b 3b / "
     "3b 4b 4b 4b 4b 4b 4b 4b 4b 3b 4b 4b 3b 4b 3b / "
     "2b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b 4b 2b 3b / "
     "3b 3b 4b 3b 4b 3b 4b 4b 4b 1b 4b 3b 3b 3b 3b / "
     "3b 3b 4b 4b 4b 4b 4b 3b 3b 4b 4b 4b 3b 4b 3b / "
     "2b 4b 4b 4b 4b 3b 3b 4b 4b 2b 4b 3b 4b 4b 3b / "
     "2b 3b 3b 3b 3b 3b 3b 3b 3b 3b 2b 2b 2b 2b 2b"},
    {"annealed, corner held", 15, 15,
     "1r 1b 1b 1b 1b 1b 1b 1b 1b 1b 3b 3b 3b 3b 2b / "
     "1b 1b 1b 1b 1b 1b 1b 1b 1b 4b 4b 2b 4b 4b 3b / "
     "1b 1b 1b 1b 1b 1b 1b 1b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 1b 1b 1b 1b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 1b 1b 1b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 1b 2b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 1b 4b 3b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 1b 1b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b 4b 3b / "
     "1b 1b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "1b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "3b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "3b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "3b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "3b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 4b 3b / "
     "2b 3b 3b 3b 3b 3b 3b 3b 3b 3b 3b 3b 3b 3b 2b"},
    {"staircase, corner held", 15, 15,
     "1b 1r 1r 1r 1r 1r 1r 1r 1r 1r 3r 3r 3r 3r 2r / "
     "1r 1r 1r 1r 1r 1r 1r 1r 1r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 1r 1r 1r 1r 1r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 1r 1r 1r 1r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 1r 1r 1r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 1r 1r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 1r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 1r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 1r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "1r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "3r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "3r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "3r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "3r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 4r 3r / "
     "2r 3r 3r 3r 3r 3r 3r 3r 3r 3r 3r 3r 3r 3r 2r"},
};

// Forced wins from random games, labelled offline by an exhaustive search for the least number
// of the mover's moves that force the win (and the first moves that do it) and checked with
// the solver. Twenty positions, 4 x 4 to 6 x 6, wins in 1 to 4 moves.
constexpr ForcedWin ForcedWins[] = {
    {4, 2, "1:3 3:1",
     "1b 2b 3b 2r / "
     "2b 3b 4r 2r / "
     "3b 3r 4r 1r / "
     "1r 2r 2b 2r"},
    {4, 2, "2:2",
     "2r 1r 3r 1b / "
     "3r 2r 4b 2b / "
     "3r 4r 3b 3b / "
     "2r 2b 1b 2b"},
    {4, 3, "3:4",
     "1- 3b 3r 2b / "
     "1- 1- 2r 1- / "
     "3r 4r 4r 3b / "
     "1r 2r 3r 1-"},
    {4, 3, "4:4",
     "1r 2r 3b 1b / "
     "2r 3r 2b 2b / "
     "2r 4r 2b 2b / "
     "2r 2r 3r 2b"},
    {4, 4, "2:3",
     "2b 2r 3b 2r / "
     "2r 3r 4b 3r / "
     "2b 2b 2r 3r / "
     "1b 2b 3r 1r"},
    {4, 4, "1:1 4:2 4:4",
     "2b 2r 2b 1b / "
     "3r 3r 2r 2b / "
     "2b 2r 2r 1- / "
     "2r 3b 3b 1-"},
    {5, 1, "2:5 3:5 4:2 4:4",
     "2b 1b 3b 3b 1b / "
     "3b 2b 2b 3b 3b / "
     "3b 3b 3b 2b 3b / "
     "2b 4b 4r 4b 3r / "
     "2r 3r 1r 2r 2r"},
    {5, 2, "4:2 4:4",
     "2r 2b 3b 3r 2r / "
     "1r 4r 2r 4r 3r / "
     "3r 4b 4b 2r 3r / "
     "2r 3r 4b 3r 1r / "
     "1r 3r 3b 3r 2r"},
    {5, 2, "4:5",
     "2r 3r 3b 3b 1b / "
     "1r 3r 4r 2r 3b / "
     "2r 4r 1r 4r 3b / "
     "3r 3r 4r 4b 2b / "
     "1r 3r 3r 2b 2b"},
    {5, 3, "5:5",
     "1r 3r 3r 3r 2r / "
     "3r 4r 4r 4b 2b / "
     "2r 3r 2b 2b 1b / "
     "3r 3r 4b 4b 3b / "
     "2b 3b 1b 3b 2r"},
    {5, 3, "3:5",
     "2b 3b 3b 3r 2r / "
     "3b 3r 4b 3r 2b / "
     "3r 1r 3r 4b 1- / "
     "2r 3r 3r 3b 2b / "
     "1r 3r 3r 3b 2b"},
    {5, 4, "5:1",
     "2r 2b 2b 3b 1b / "
     "2r 2b 2r 2b 3b / "
     "3r 3r 4b 4b 2b / "
     "2b 4b 2b 4b 2b / "
     "2r 3b 2b 1b 2b"},
    {5, 4, "5:3",
     "1- 3r 3r 3b 1b / "
     "2b 2r 3b 1b 3b / "
     "2r 3b 1b 3b 3b / "
     "3r 2r 4b 4b 3b / "
     "1r 2r 3r 3b 2b"},
    {6, 1, "4:3 5:3 6:3 6:4",
     "2r 3r 3r 3r 3r 1r / "
     "2r 4r 4r 3r 3b 3b / "
     "3r 3r 3r 4b 1b 2b / "
     "1r 2r 4b 2b 4b 3b / "
     "3r 4r 4b 3b 4b 1b / "
     "1r 3r 3b 3b 2b 2b"},
    {6, 2, "6:4",
     "2r 3r 3r 2r 3r 2r / "
     "2b 4b 4r 4r 2r 2r / "
     "2b 2b 4b 4r 4r 3r / "
     "2b 4b 3b 3b 2r 3b / "
     "3b 1b 2b 3b 2r 2b / "
     "1b 3b 3b 3r 3b 1b"},
    {6, 2, "2:6 3:3 3:4",
     "2r 2r 2r 3r 3r 1r / "
     "3r 4r 3r 2r 3r 3r / "
     "2r 2r 4r 4r 4b 3b / "
     "3r 3r 2b 4b 2b 2b / "
     "2r 3r 3r 3b 4b 1b / "
     "2b 3r 3b 2b 2b 2b"},
    {6, 3, "1:3 2:4 4:5",
     "1b 2b 3b 3b 3b 2b / "
     "3b 3b 1b 4b 4b 3b / "
     "2b 4b 4b 3r 4r 3r / "
     "3b 2b 3r 1- 4b 3r / "
     "2r 3b 2b 3r 3r 3r / "
     "1- 2b 3r 2r 2b 1-"},
    {6, 3, "6:6",
     "1b 3b 1b 3b 1b 2b / "
     "2b 3b 4b 4b 4b 3r / "
     "2b 3b 2b 3b 2r 3r / "
     "3b 4b 4b 2b 2b 2b / "
     "3b 2b 4b 4b 4b 2r / "
     "1b 2b 2b 2b 3b 2r"},
    {6, 4, "3:1",
     "1r 3b 2b 1b 3b 2b / "
     "3r 3b 3b 4b 3b 3b / "
     "3b 2b 3r 2r 3b 2b / "
     "3r 2r 3r 3r 3r 2b / "
     "3r 4r 3r 3b 3b 2b / "
     "2r 1r 2r 2r 3b 1-"},
    {6, 4, "1:2 1:3 1:4 2:4",
     "2r 3r 3r 3r 2b 1b / "
     "1r 3r 2r 4r 4b 2b / "
     "3r 1r 4r 4b 2b 2b / "
     "3r 2r 2b 2b 3b 3b / "
     "3r 3r 3r 2r 3r 2r / "
     "1r 3r 2r 2r 1r 2r"},
};

// Two 4 x 4 openings of eight moves, corners and centre squares first (both won by Blue). One
// thread with a fresh table proves each in one to one and a half million nodes, a second or two.
constexpr SolvePosition SolvePositions[] = {
    {"4x4 after 8 plies, a", "1:1 4:4 2:2 3:3 1:4 4:1 2:3 3:2"},
    {"4x4 after 8 plies, b", "1:2 4:3 2:2 3:3 1:1 4:4 2:3 3:2"},
};

} // namespace

std::span<const SearchPosition> searchPositions()
{
    return SearchPositions;
}

std::span<const CascadePosition> cascadePositions()
{
    return CascadePositions;
}

std::span<const ForcedWin> forcedWins()
{
    return ForcedWins;
}

std::span<const SolvePosition> solvePositions()
{
    return SolvePositions;
}

Board boardFromRows(int size, std::string_view rows)
{
    Board board(size);
    int square = 0;
    std::size_t at = 0;
    const auto fail = [&](const char* what) {
        throw std::invalid_argument(std::string("bench position: ") + what);
    };
    while (at < rows.size()) {
        const char c = rows[at];
        if (c == ' ' || c == '/') {
            ++at;
            continue;
        }
        if (c < '1' || c > '4' || at + 1 >= rows.size() || square >= board.area()) {
            fail("bad cell");
        }
        const char colour = rows[at + 1];
        const Side side = colour == 'r' ? Side::Red : colour == 'b' ? Side::Blue : Side::White;
        if (side == Side::White && (colour != '-' || c != '1')) {
            fail("bad cell");
        }
        board.set(square++, side == Side::White ? 0 : c - '0', side);
        at += 2;
    }
    if (square != board.area()) {
        fail("wrong number of cells");
    }
    return board;
}

std::vector<int> squaresFromText(int size, std::string_view text)
{
    std::vector<int> squares;
    int row = 0;
    int col = 0;
    int* part = &row;
    for (std::size_t at = 0; at <= text.size(); ++at) {
        const char c = at < text.size() ? text[at] : ' ';
        if (c >= '0' && c <= '9') {
            *part = *part * 10 + (c - '0');
        } else if (c == ':') {
            part = &col;
        } else if (row > 0) {
            squares.push_back((row - 1) * size + (col - 1));
            row = col = 0;
            part = &row;
        }
    }
    return squares;
}

} // namespace jump61::bench
