#pragma once

#include <QTranslator>

namespace jump61 {

// The window's strings are written in English with their counts as "%n square(s)", so that a
// translation can give each language its own plural forms. Without a translation, Qt would show
// that text as it is ("1 square(s)"); this translator, installed before any other (the last one
// installed is asked first), gives the English forms: "1 square", "2 squares".
class EnglishPlurals : public QTranslator
{
    Q_OBJECT

public:
    using QTranslator::QTranslator;

    // Once per application; later calls do nothing.
    static void install();

    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation,
                      int n) const override;

    // "%n square(s)" for n: "1 square" or "2 squares" (%n is left for Qt to fill in).
    static QString pluralForm(const QString& source, int n);
};

} // namespace jump61
