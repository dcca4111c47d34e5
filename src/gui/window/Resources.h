#pragma once

namespace jump61 {

// Registers the window's compiled-in resources (icons, help text). The library is static, so
// they must be asked for by name before the first use; calling this again does no harm. Once
// the application exists, it also installs the English plural forms (EnglishPlurals).
void initialiseGuiResources();

} // namespace jump61
