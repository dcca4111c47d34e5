#include "gui/dialogs/PlayerChooser.h"

#include "engine/Levels.h"
#include "gui/settings/DisplayOptions.h"

#include <algorithm>

namespace jump61 {

PlayerChooser::PlayerChooser(QWidget* parent) : QComboBox(parent)
{
    addItem(tr("Human"), 0);
    for (int level = MinLevel; level <= MaxLevel; ++level) {
        addItem(levelChoice(level), level);
    }
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index > 0) {
            m_level = itemData(index).toInt();
        }
    });
}

void PlayerChooser::setPlayer(PlayerKind kind, int level)
{
    m_level = std::clamp(level, MinLevel, MaxLevel);
    setCurrentIndex(kind == PlayerKind::Computer ? findData(m_level) : 0);
}

PlayerKind PlayerChooser::kind() const
{
    return currentIndex() > 0 ? PlayerKind::Computer : PlayerKind::Manual;
}

int PlayerChooser::level() const
{
    return m_level;
}

} // namespace jump61
