#include "gui/settings/EnglishPlurals.h"

#include <QCoreApplication>

namespace jump61 {

namespace {

const QLatin1String Marker("(s)");

} // namespace

void EnglishPlurals::install()
{
    QCoreApplication* app = QCoreApplication::instance();
    if (app == nullptr || app->findChild<EnglishPlurals*>() != nullptr) {
        return;
    }
    QCoreApplication::installTranslator(new EnglishPlurals(app));
}

QString EnglishPlurals::translate(const char*, const char* sourceText, const char*, int n) const
{
    // An empty answer sends Qt on to the source text: everything without a count is English
    // already.
    const QString source = QString::fromUtf8(sourceText);
    if (n < 0 || !source.contains(Marker)) {
        return {};
    }
    return pluralForm(source, n);
}

QString EnglishPlurals::pluralForm(const QString& source, int n)
{
    QString text = source;
    text.replace(Marker, n == 1 ? QString() : QStringLiteral("s"));
    return text;
}

} // namespace jump61
