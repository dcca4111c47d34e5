#pragma once

#include "core/Side.h"
#include "gui/settings/DisplayOptions.h"

#include <QColor>
#include <QString>

namespace jump61 {

// The colours the board is painted in, for one colour scheme.
struct BoardColours
{
    QColor red;
    QColor blue;
    QColor neutral; // white squares
    QColor frame;   // the tray the squares sit in
    QColor label;   // row and column numbers
    QColor pipOnColour;
    QColor pipOnNeutral;
    QColor lastMove;
    QColor hint;
    QColor focus;
    // Blue's spots are drawn as rounded squares: a cue that does not depend on colour.
    bool shapedPips = false;

    ColourScheme scheme = ColourScheme::Classic;

    QColor side(Side side) const;
    // What the window calls a side: the colour it is drawn in ("Red", "Orange", "Blue"), and
    // the same word inside a sentence ("a white or orange square"). The text protocol keeps
    // red and blue whatever the colours.
    QString name(Side side) const;
    QString lowerName(Side side) const;
    static BoardColours of(ColourScheme scheme);
};

} // namespace jump61
