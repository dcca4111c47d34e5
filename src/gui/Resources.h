#pragma once

namespace jump61 {

// Registers the window's compiled-in resources (icons, help text). The library is static, so
// they must be asked for by name before the first use; calling this again does no harm.
void initialiseGuiResources();

} // namespace jump61
