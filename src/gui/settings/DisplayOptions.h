#pragma once

#include <QString>

namespace jump61 {

// How fast cascades are shown, from not at all to slow enough to follow every spot.
enum class AnimationSpeed
{
    Instant,
    VeryFast,
    Fast,
    Normal,
    Slow
};

// Board colours: the classic red and blue, or a palette that stays distinct for every kind of
// colour blindness (and adds a shape cue, so colour is never the only difference).
enum class ColourScheme
{
    Classic,
    ColourBlindSafe
};

// How the board looks and moves, as the Settings dialog edits it.
struct DisplayPreferences
{
    AnimationSpeed speed = AnimationSpeed::Normal;
    ColourScheme scheme = ColourScheme::Classic;
    bool critical = true;    // mark squares one spot from jumping
    bool coordinates = true; // row and column numbers around the board
    // The search's depth, score and positions in the status panel, instead of words.
    bool engineDetails = false;

    bool operator==(const DisplayPreferences&) const = default;
};

// Names used in the settings file and on the command line of the screenshot tool.
QString speedKey(AnimationSpeed speed);
AnimationSpeed speedFromKey(const QString& key, AnimationSpeed fallback);
QString schemeKey(ColourScheme scheme);
ColourScheme schemeFromKey(const QString& key, ColourScheme fallback);

// The words the window shows for them.
QString speedTitle(AnimationSpeed speed);
QString schemeTitle(ColourScheme scheme);

// The computer levels' names, 1 (weakest) to MaxLevel (strongest).
QString levelTitle(int level);
// A computer player at the level as the choosers list it: name, number and measured rating.
QString levelChoice(int level);

inline constexpr AnimationSpeed AllSpeeds[] = {AnimationSpeed::Instant, AnimationSpeed::VeryFast,
                                               AnimationSpeed::Fast, AnimationSpeed::Normal,
                                               AnimationSpeed::Slow};
inline constexpr ColourScheme AllSchemes[] = {ColourScheme::Classic, ColourScheme::ColourBlindSafe};

} // namespace jump61
