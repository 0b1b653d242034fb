#include "gui/MenuText.h"

#include <QRegularExpression>

QString withoutMnemonic(const QString& menuText) {
    static const QRegularExpression bracketed(QStringLiteral("\\s*[(（]&[^)）][)）]"));
    static const QRegularExpression ampersand(QStringLiteral("&(.)"));
    QString text = menuText;
    text.remove(bracketed);
    text.replace(ampersand, QStringLiteral("\\1")); // "&&" stands for a real "&"
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    else if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    return text.trimmed();
}
