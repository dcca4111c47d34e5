#include "gui/settings/DisplayOptions.h"

#include "engine/Levels.h"

#include <cstddef>

#include <QCoreApplication>

namespace jump61 {

namespace {

// The value among `all` whose settings key is `key`, or `fallback`.
template <class Value, std::size_t N>
Value fromKey(const Value (&all)[N], QString (*keyOf)(Value), const QString& key, Value fallback)
{
    for (const Value value : all) {
        if (keyOf(value) == key) {
            return value;
        }
    }
    return fallback;
}

} // namespace

QString speedKey(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Instant:
        return QStringLiteral("instant");
    case AnimationSpeed::VeryFast:
        return QStringLiteral("very-fast");
    case AnimationSpeed::Fast:
        return QStringLiteral("fast");
    case AnimationSpeed::Normal:
        return QStringLiteral("normal");
    case AnimationSpeed::Slow:
        return QStringLiteral("slow");
    }
    return QStringLiteral("normal");
}

AnimationSpeed speedFromKey(const QString& key, AnimationSpeed fallback)
{
    return fromKey(AllSpeeds, &speedKey, key, fallback);
}

QString schemeKey(ColourScheme scheme)
{
    return scheme == ColourScheme::ColourBlindSafe ? QStringLiteral("colour-blind-safe")
                                                   : QStringLiteral("classic");
}

ColourScheme schemeFromKey(const QString& key, ColourScheme fallback)
{
    return fromKey(AllSchemes, &schemeKey, key, fallback);
}

QString speedTitle(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Instant:
        return QCoreApplication::translate("jump61::DisplayOptions", "Instant");
    case AnimationSpeed::VeryFast:
        return QCoreApplication::translate("jump61::DisplayOptions", "Very fast");
    case AnimationSpeed::Fast:
        return QCoreApplication::translate("jump61::DisplayOptions", "Fast");
    case AnimationSpeed::Normal:
        return QCoreApplication::translate("jump61::DisplayOptions", "Normal");
    case AnimationSpeed::Slow:
        return QCoreApplication::translate("jump61::DisplayOptions", "Slow");
    }
    return {};
}

QString schemeTitle(ColourScheme scheme)
{
    return scheme == ColourScheme::ColourBlindSafe
               ? QCoreApplication::translate("jump61::DisplayOptions", "Colour-blind safe")
               : QCoreApplication::translate("jump61::DisplayOptions", "Classic red and blue");
}

// The level names of the engine's table (engine/Levels.cpp), listed here so that lupdate
// collects them for translation.
[[maybe_unused]] const char* const LevelNames[] = {
    QT_TRANSLATE_NOOP("jump61::Levels", "Beginner"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Novice"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Casual"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Hobbyist"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Improver"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Apprentice"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Amateur"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Intermediate"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Club"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Expert"),
    QT_TRANSLATE_NOOP("jump61::Levels", "Master"),
};

QString levelTitle(int level)
{
    // The names live in the engine's level table, in English.
    return QCoreApplication::translate("jump61::Levels", levelName(level).c_str());
}

QString levelChoice(int level)
{
    return QCoreApplication::translate("jump61::DisplayOptions",
                                       "Computer: %1 (level %2, rating %3)")
        .arg(levelTitle(level))
        .arg(level)
        .arg(levelRating(level));
}

} // namespace jump61
