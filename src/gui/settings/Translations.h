#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace jump61 {

// The window's languages: our own messages (translations/jump61_LANG.ts, built into the
// program) and Qt's (the file chooser, the standard buttons), for the system's language or the
// one chosen in the settings. The text protocol, and so the console, stays English.
namespace Translations {

// The languages the settings offer: "" (the system's), "en", "de", "fr".
QStringList choices();
// A choice as it is named in the settings: each language in its own words.
QString title(const QString& choice);
// The locale a choice stands for.
QLocale localeOf(const QString& choice);
// Installs the translators for `locale` into the application, replacing any installed by an
// earlier call. Returns false if there is no translation of our messages for it (English).
bool install(const QLocale& locale);

// Whether the window speaks English: no translation of ours is installed. The interpreter's
// own words (an error line) are English, so they are quoted to the player only then.
bool englishInUse();

} // namespace Translations

} // namespace jump61
