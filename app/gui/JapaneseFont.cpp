#include "gui/JapaneseFont.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>

namespace JapaneseFont {

bool ensureAvailable() {
    if (!QFontDatabase::families(QFontDatabase::Japanese).isEmpty()) return false;
    const int id = QFontDatabase::addApplicationFont(QStringLiteral(":/fonts/ShogibanJP.otf"));
    if (id < 0) return false;
    const QStringList bundled = QFontDatabase::applicationFontFamilies(id);
    if (bundled.isEmpty()) return false;
    // Keep the platform's UI font first; the bundled one only supplies the glyphs it lacks.
    QFont font = QApplication::font();
    QStringList families = font.families();
    if (families.isEmpty()) families << font.family();
    families << bundled;
    font.setFamilies(families);
    QApplication::setFont(font);
    return true;
}

} // namespace JapaneseFont
