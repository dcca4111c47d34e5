#pragma once

#include "engine/SearchTypes.h"

#include <string>

namespace jump61 {

inline constexpr int MinLevel = 1;
inline constexpr int MaxLevel = 11;
// The text mode's level: it finds every forced win within 4 of its moves up to 6x6, and a whole
// game between two of it stays within the course harness's time limits.
inline constexpr int DefaultLevel = 9;
// Where the window starts a new player: one a person who knows the rules can beat (README).
inline constexpr int FirstGameLevel = 3;

// The search budget of each level, 1 (weakest) to MaxLevel (strongest), on a board of the
// given size. Levels are depth and node budgets, so a level and a seed always play the same
// game; the time cap only guards against a slow machine.
SearchLimits levelLimits(int level, int boardSize);

// The level's name ("Beginner", ...), in English; front ends translate it.
std::string levelName(int level);

// The level's measured rating on the logistic (Elo) scale, the uniformly random mover being
// 0 (README, "The level ladder").
int levelRating(int level);

// One line describing a level's budget, for `help` and the documentation.
std::string describeLevel(int level);

// Whether a search at this level scores a position with the whole evaluation and next to no
// noise, so that its score says who is ahead: Apprentice and up, but Intermediate (noise of
// three squares). Below that the score counts squares or is mostly noise, and only its win and
// loss scores (proofs, which noise never reaches) mean anything. The window words a computer's
// view, and a hint's winning chance, only from such a search.
bool judgesPosition(int level);

} // namespace jump61
