#include "gui/settings/Translations.h"

#include "gui/settings/EnglishPlurals.h"

#include <memory>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace jump61::Translations {

namespace {

// The translators in use; replaced as a whole when the language changes.
struct Installed
{
    std::unique_ptr<QTranslator> ours;
    std::unique_ptr<QTranslator> qt;
};

Installed& installed()
{
    static Installed translators;
    return translators;
}

void remove(std::unique_ptr<QTranslator>& translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

} // namespace

QStringList choices()
{
    return {QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

QString title(const QString& choice)
{
    if (choice.isEmpty()) {
        return QCoreApplication::translate("jump61::Translations", "System language");
    }
    // Each language in its own words, whatever the window's language.
    if (choice == QLatin1String("de")) {
        return QStringLiteral("Deutsch");
    }
    if (choice == QLatin1String("fr")) {
        return QStringLiteral("Français");
    }
    return QStringLiteral("English");
}

QLocale localeOf(const QString& choice)
{
    return choice.isEmpty() ? QLocale::system() : QLocale(choice);
}

bool install(const QLocale& locale)
{
    // Installed first, so that ours, installed after it, are asked first.
    EnglishPlurals::install();
    Installed& now = installed();
    remove(now.ours);
    remove(now.qt);
    QLocale::setDefault(locale);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        now.qt = std::move(qt);
    }
    auto ours = std::make_unique<QTranslator>();
    if (!ours->load(locale, QStringLiteral("jump61"), QStringLiteral("_"),
                    QStringLiteral(":/i18n"))) {
        return false;
    }
    QCoreApplication::installTranslator(ours.get());
    now.ours = std::move(ours);
    return true;
}

bool englishInUse()
{
    return !installed().ours;
}

} // namespace jump61::Translations
