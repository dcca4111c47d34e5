#include "gui/DisplayOptions.h"

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

QString levelTitle(int level)
{
    switch (level) {
    case 1:
        return QCoreApplication::translate("jump61::DisplayOptions", "Beginner");
    case 2:
        return QCoreApplication::translate("jump61::DisplayOptions", "Casual");
    case 3:
        return QCoreApplication::translate("jump61::DisplayOptions", "Club");
    case 4:
        return QCoreApplication::translate("jump61::DisplayOptions", "Expert");
    case 5:
        return QCoreApplication::translate("jump61::DisplayOptions", "Master");
    default:
        break;
    }
    return QCoreApplication::translate("jump61::DisplayOptions", "Level %1").arg(level);
}

} // namespace jump61
