#include "gui/window/Resources.h"

#include "gui/settings/EnglishPlurals.h"

#include <QtGlobal>

// Q_INIT_RESOURCE names a function in the global namespace, so it must be used outside ours.
static void initialiseJump61Resources()
{
    Q_INIT_RESOURCE(jump61);
}

namespace jump61 {

void initialiseGuiResources()
{
    initialiseJump61Resources();
    EnglishPlurals::install();
}

} // namespace jump61
