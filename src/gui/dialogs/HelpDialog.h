#pragma once

#include "gui/board/BoardColours.h"

#include <QDialog>

class QTextBrowser;

namespace jump61 {

// How to play: the rules, the controls, and an example cascade illustrated with pictures that
// the board painter draws from a real replay of the move, in the colours in use.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HelpDialog(const BoardColours& colours, QWidget* parent = nullptr);

private:
    void addIllustrations(const BoardColours& colours);

    QTextBrowser* m_text;
};

} // namespace jump61
