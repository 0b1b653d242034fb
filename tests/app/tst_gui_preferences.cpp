// What is saved as a preference and what only holds for this run: --lang and --pieces set this run's window
// and write nothing, until the user picks that preference; the notation follows the language until the user
// picks one, also after other preferences are changed in the dialog.
#include "board/BoardView.h"
#include "gui/tooling/CommandLine.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/PreferencesDialog.h"
#include "gui/Settings.h"
#include "rules/Usi.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

class TestPreferences : public QObject {
    Q_OBJECT
private slots:
    void init();
    void commandLineHoldsForThisRunOnly();
    void choosingThePreferenceEndsTheOverride();
    void otherPreferencesKeepTheOverride();
    void notationFollowsTheLanguageUntilPicked();
    void newGamePlayersAreRemembered();

private:
    QString iniFile() const { return m_dir.filePath(QStringLiteral("prefs.ini")); }
    // What the file holds under `key`, as another run would read it.
    QVariant stored(const QString& key) const {
        return QSettings(iniFile(), QSettings::IniFormat).value(key);
    }
    static CommandLine parse(const QStringList& options) {
        QString error;
        const auto cl = CommandLineParser::parse(QStringList{QStringLiteral("shogiban")} + options, &error);
        if (!cl) qFatal("%s", qPrintable(error));
        return *cl;
    }
    static QComboBox* combo(const PreferencesDialog& dialog, const char* name) {
        return dialog.findChild<QComboBox*>(QLatin1String(name));
    }

    QTemporaryDir m_dir;
};

void TestPreferences::init() {
    QFile::remove(iniFile());
    Settings settings(iniFile());
    settings.setLanguage(QStringLiteral("en"));
    settings.setPieceFamily(PieceStyle::Kanji);
}

void TestPreferences::commandLineHoldsForThisRunOnly() {
    Settings settings(iniFile());
    parse({QStringLiteral("--lang"), QStringLiteral("es"), QStringLiteral("--pieces"),
           QStringLiteral("western")})
        .applyTo(settings);
    LanguageManager languages;
    MainWindow window(settings, languages);
    QCOMPARE(languages.current(), QStringLiteral("es"));
    QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionUndo"))->text(),
             QStringLiteral("&Deshacer jugada"));
    QCOMPARE(settings.pieceStyle(), PieceStyle::Western);
    QVERIFY(window.close());
    QCOMPARE(stored(QStringLiteral("language")).toString(), QStringLiteral("en"));
    QCOMPARE(stored(QStringLiteral("board/pieceStyle")).toString(), QStringLiteral("kanji"));
}

void TestPreferences::choosingThePreferenceEndsTheOverride() {
    Settings settings(iniFile());
    parse({QStringLiteral("--lang"), QStringLiteral("es"), QStringLiteral("--pieces"),
           QStringLiteral("kanji2")})
        .applyTo(settings);
    QCOMPARE(settings.pieceStyle(), PieceStyle::KanjiTwoChar);
    QSignalSpy changed(&settings, &Settings::changed);
    settings.setLanguage(QStringLiteral("en")); // the stored value, but what is read changes
    QCOMPARE(changed.count(), 1);
    QCOMPARE(settings.language(), QStringLiteral("en"));
    settings.setPieceFamily(PieceStyle::Beginner);
    QCOMPARE(settings.pieceStyle(), PieceStyle::Beginner);
    QCOMPARE(stored(QStringLiteral("board/pieceStyle")).toString(), QStringLiteral("beginner"));
}

void TestPreferences::otherPreferencesKeepTheOverride() {
    Settings settings(iniFile());
    parse({QStringLiteral("--lang"), QStringLiteral("it")}).applyTo(settings);
    PreferencesDialog dialog(settings);
    QCOMPARE(combo(dialog, "language")->currentData().toString(), QStringLiteral("it"));
    auto* threats = dialog.findChild<QCheckBox*>(QStringLiteral("threats"));
    threats->toggle();
    QCOMPARE(settings.highlights().threats, threats->isChecked());
    QCOMPARE(settings.language(), QStringLiteral("it"));
    QCOMPARE(stored(QStringLiteral("language")).toString(), QStringLiteral("en"));
}

void TestPreferences::notationFollowsTheLanguageUntilPicked() {
    Settings settings(iniFile());
    LanguageManager languages;
    MainWindow window(settings, languages);
    const auto move = shogi::usi::parseMove("7g7f", shogi::Variant::get(shogi::VariantKind::Standard));
    emit window.board().moveRequested(*move);
    auto* list = window.findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("P-7f"));

    PreferencesDialog dialog(settings);
    QComboBox* language = combo(dialog, "language");
    language->setCurrentIndex(language->findData(QStringLiteral("ja")));
    QCOMPARE(settings.notation(), Settings::Notation::Japanese);
    QCOMPARE(combo(dialog, "notation")->currentIndex(), 0); // the dialog shows what the notation follows
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("☗７六歩"));
    // Another preference changed meanwhile does not freeze the notation.
    dialog.findChild<QCheckBox*>(QStringLiteral("threats"))->toggle();
    language->setCurrentIndex(language->findData(QStringLiteral("en")));
    QCOMPARE(settings.notation(), Settings::Notation::Western);
    QVERIFY(!stored(QStringLiteral("moveList/notation")).isValid());
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("P-7f"));

    // Once picked, the notation stays whatever the language.
    combo(dialog, "notation")->setCurrentIndex(0);
    language->setCurrentIndex(language->findData(QStringLiteral("es")));
    QCOMPARE(settings.notation(), Settings::Notation::Japanese);
    QCOMPARE(stored(QStringLiteral("moveList/notation")).toString(), QStringLiteral("japanese"));
}

void TestPreferences::newGamePlayersAreRemembered() {
    QCOMPARE(Settings(iniFile()).lastSetup().players, (std::array<PlayerSpec, 2>{})); // two people at first
    GameSetup setup;
    setup.player(shogi::Color::Black) = PlayerSpec::engine(QStringLiteral("1234-abcd"));
    setup.player(shogi::Color::Black).moveTimeMs = 5000;
    setup.player(shogi::Color::White) = PlayerSpec::builtin(7);
    Settings(iniFile()).setLastSetup(setup);
    QCOMPARE(Settings(iniFile()).lastSetup().players, setup.players);
    setup.player(shogi::Color::White) = PlayerSpec::human();
    Settings(iniFile()).setLastSetup(setup);
    QCOMPARE(Settings(iniFile()).lastSetup().players, setup.players);
}

QTEST_MAIN(TestPreferences)
#include "tst_gui_preferences.moc"
