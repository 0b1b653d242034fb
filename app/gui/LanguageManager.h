#pragma once
// Which language the application speaks. By default the system's (QLocale::system()), else the one chosen in
// the preferences; switching installs the embedded translation (:/i18n/shogiban_xx.qm) at once, with Qt's
// own (qtbase_xx.qm, from the Qt installation) for the standard dialogs and buttons, and Qt sends every
// widget a LanguageChange event so open windows retranslate themselves.
#include <QObject>
#include <QStringList>
#include <QTranslator>

class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    static QStringList supportedLanguages(); // "en", "es", "it", "ja"
    // The language used for a preference: the preference itself, or for "" the system's first supported UI
    // language, or English.
    static QString effectiveLanguage(const QString& preference);
    // The language's own name ("Español"), so a user can find it whatever the current language.
    static QString nativeName(const QString& code);

    // Installs the translation for a preference; false if the embedded .qm could not be loaded.
    bool apply(const QString& preference);
    QString current() const { return m_current; }

private:
    QTranslator m_translator;
    QTranslator m_qtTranslator;
    bool m_installed = false;
    bool m_qtInstalled = false;
    QString m_current = QStringLiteral("en");
};
