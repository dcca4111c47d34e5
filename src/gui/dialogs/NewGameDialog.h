#pragma once

#include "gui/board/BoardColours.h"
#include "gui/settings/GameSetup.h"

#include <memory>

#include <QDialog>

namespace Ui {
class NewGameDialog;
}

namespace jump61 {

// Asks for a new game's board size and who plays each side.
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(const GameSetup& setup, QWidget* parent = nullptr);
    ~NewGameDialog() override;

    GameSetup setup() const;
    // Names the sides by the colours they are drawn in.
    void setColours(const BoardColours& colours);

private:
    std::unique_ptr<Ui::NewGameDialog> m_ui;
};

} // namespace jump61
