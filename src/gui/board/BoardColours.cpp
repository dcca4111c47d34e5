#include "gui/board/BoardColours.h"

#include <QCoreApplication>

namespace jump61 {

QColor BoardColours::side(Side side) const
{
    switch (side) {
    case Side::Red:
        return red;
    case Side::Blue:
        return blue;
    case Side::White:
        break;
    }
    return neutral;
}

QString BoardColours::name(Side side) const
{
    if (side == Side::White) {
        return QCoreApplication::translate("jump61::BoardColours", "White");
    }
    if (side == Side::Blue) {
        return QCoreApplication::translate("jump61::BoardColours", "Blue");
    }
    return scheme == ColourScheme::ColourBlindSafe
               ? QCoreApplication::translate("jump61::BoardColours", "Orange")
               : QCoreApplication::translate("jump61::BoardColours", "Red");
}

QString BoardColours::lowerName(Side side) const
{
    if (side == Side::White) {
        return QCoreApplication::translate("jump61::BoardColours", "white");
    }
    if (side == Side::Blue) {
        return QCoreApplication::translate("jump61::BoardColours", "blue");
    }
    return scheme == ColourScheme::ColourBlindSafe
               ? QCoreApplication::translate("jump61::BoardColours", "orange")
               : QCoreApplication::translate("jump61::BoardColours", "red");
}

BoardColours BoardColours::of(ColourScheme scheme)
{
    BoardColours colours;
    colours.scheme = scheme;
    colours.neutral = QColor(0xF4, 0xF1, 0xEA);
    colours.frame = QColor(0x2E, 0x34, 0x40);
    colours.label = QColor(0x7B, 0x84, 0x94);
    colours.pipOnColour = QColor(0xFF, 0xFF, 0xFF);
    colours.pipOnNeutral = QColor(0x3B, 0x42, 0x52);
    colours.lastMove = QColor(0xFF, 0xD1, 0x4A);
    colours.hint = QColor(0x3D, 0xDC, 0x97);
    colours.focus = QColor(0xFF, 0xFF, 0xFF);
    if (scheme == ColourScheme::ColourBlindSafe) {
        // Okabe and Ito's vermillion and blue differ in lightness as well as hue, so they stay
        // apart under protanopia, deuteranopia and tritanopia.
        colours.red = QColor(0xD5, 0x5E, 0x00);
        colours.blue = QColor(0x00, 0x5A, 0x9C);
        colours.lastMove = QColor(0xF0, 0xE4, 0x42);
        colours.hint = QColor(0xCC, 0x79, 0xA7);
        colours.shapedPips = true;
    } else {
        colours.red = QColor(0xE0, 0x4A, 0x4A);
        colours.blue = QColor(0x35, 0x78, 0xD8);
    }
    return colours;
}

} // namespace jump61
