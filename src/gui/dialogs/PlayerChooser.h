#pragma once

#include "protocol/Session.h"

#include <QComboBox>

namespace jump61 {

// Picks who plays a side: a person, or the computer at one of its levels.
class PlayerChooser : public QComboBox
{
    Q_OBJECT

public:
    explicit PlayerChooser(QWidget* parent = nullptr);

    void setPlayer(PlayerKind kind, int level);
    PlayerKind kind() const;
    // The computer's level; for a person, the level last chosen.
    int level() const;

private:
    int m_level = 3;
};

} // namespace jump61
