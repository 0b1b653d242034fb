#include "gui/LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

LanguageManager::~LanguageManager() {
    if (m_installed) QCoreApplication::removeTranslator(&m_translator);
    if (m_qtInstalled) QCoreApplication::removeTranslator(&m_qtTranslator);
}

QStringList LanguageManager::supportedLanguages() {
    return {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("ja")};
}

QString LanguageManager::effectiveLanguage(const QString& preference) {
    const QStringList supported = supportedLanguages();
    if (supported.contains(preference)) return preference;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (supported.contains(code)) return code;
    }
    return QStringLiteral("en");
}

QString LanguageManager::nativeName(const QString& code) {
    if (code == QLatin1String("es")) return QStringLiteral("Español");
    if (code == QLatin1String("it")) return QStringLiteral("Italiano");
    if (code == QLatin1String("ja")) return QStringLiteral("日本語");
    return QStringLiteral("English");
}

bool LanguageManager::apply(const QString& preference) {
    const QString code = effectiveLanguage(preference);
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
    if (m_qtInstalled) {
        QCoreApplication::removeTranslator(&m_qtTranslator);
        m_qtInstalled = false;
    }
    // Qt's own words (file dialogs, Save/Discard/Cancel): a missing file only leaves them in English.
    if (code != QLatin1String("en") &&
        m_qtTranslator.load(QStringLiteral("qtbase_%1").arg(code),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        m_qtInstalled = QCoreApplication::installTranslator(&m_qtTranslator);
    // English needs a translator too: shogiban_en.qm holds its plural forms ("1 point", "2 points").
    const bool loaded = m_translator.load(QStringLiteral(":/i18n/shogiban_%1.qm").arg(code));
    if (loaded) m_installed = QCoreApplication::installTranslator(&m_translator);
    m_current = code;
    QLocale::setDefault(QLocale(code));
    return loaded;
}
