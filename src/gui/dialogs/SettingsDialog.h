#pragma once

#include "gui/settings/DisplayOptions.h"
#include "gui/settings/GameSetup.h"

#include <memory>

#include <QDialog>

namespace Ui {
class SettingsDialog;
}

namespace jump61 {

// The settings in one place: who plays each side (applied to the game in progress), how fast
// cascades play, and how the board looks, with a live preview.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(const GameSetup& players, const DisplayPreferences& display,
                   QWidget* parent = nullptr);
    ~SettingsDialog() override;

    // The chosen players and levels (the size is the one passed in).
    GameSetup players() const;
    DisplayPreferences display() const;
    // The window's language, as Settings::language() names it.
    void setLanguage(const QString& language);
    QString language() const;

private:
    void updatePreview();
    void fitToScreen();

    std::unique_ptr<Ui::SettingsDialog> m_ui;
    GameSetup m_players;
    DisplayPreferences m_display; // what the dialog does not edit is kept
};

} // namespace jump61
