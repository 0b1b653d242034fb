// Each language loads from the embedded translations and the window speaks it: menu actions and shogi terms
// read as the .ts file in the source tree says, also after switching languages while the window is open.
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/MenuText.h"
#include "game/ResultMessage.h"
#include "gui/Settings.h"
#include "game/ShogiTerms.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QXmlStreamReader>

namespace {

// The translation of `source` in `context`, as written in translations/shogiban_<language>.ts.
QString translationInTs(const QString& language, const QString& context, const QString& source) {
    QFile file(QStringLiteral(SHOGIBAN_SOURCE_DIR "/translations/shogiban_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&file);
    QString currentContext, currentSource;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) continue;
        if (xml.name() == QLatin1String("name"))
            currentContext = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            currentSource = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && currentContext == context &&
                 currentSource == source)
            return xml.readElementText();
    }
    return {};
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void windowSpeaksTheLanguage_data();
    void windowSpeaksTheLanguage();
    void switchingLive();
    void sideNamesAgree_data();
    void sideNamesAgree();
    void mnemonicsStayInTheMenus_data();
    void mnemonicsStayInTheMenus();
    void toolbarShowsNoMnemonic();
    void englishPlurals();
    void qtsOwnWordsFollow();

private:
    QTemporaryDir m_dir;
};

void TestLanguage::windowSpeaksTheLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("es") << "es";
    QTest::newRow("it") << "it";
    QTest::newRow("ja") << "ja";
}

void TestLanguage::windowSpeaksTheLanguage() {
    QFETCH(QString, language);
    Settings settings(m_dir.filePath(language + QStringLiteral(".ini")));
    settings.setLanguage(language);
    LanguageManager languages;
    MainWindow window(settings, languages);
    QCOMPARE(languages.current(), language);

    const QAction* newGame = window.findChild<QAction*>(QStringLiteral("actionNewGame"));
    QVERIFY(newGame);
    const QString english = QStringLiteral("&New Game…");
    const QString expected = translationInTs(language, QStringLiteral("MainWindow"), english);
    QVERIFY(!expected.isEmpty());
    QVERIFY(newGame->text() != english);
    QCOMPARE(newGame->text(), expected);

    const QString nifu = ShogiTerms::illegalReason(shogi::IllegalReason::Nifu);
    QCOMPARE(nifu,
             translationInTs(
                 language, QStringLiteral("ShogiTerms"),
                 QStringLiteral("Nifu: two unpromoted pawns of one side may not stand on the same file.")));
}

void TestLanguage::switchingLive() {
    Settings settings(m_dir.filePath(QStringLiteral("live.ini")));
    settings.setLanguage(QStringLiteral("en"));
    LanguageManager languages;
    MainWindow window(settings, languages);
    const QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
    QCOMPARE(undo->text(), QStringLiteral("&Undo Move"));
    settings.setLanguage(QStringLiteral("it"));
    QCOMPARE(languages.current(), QStringLiteral("it"));
    // Qt posts the LanguageChange event to every window: it arrives once the event loop turns.
    QTRY_COMPARE(undo->text(), translationInTs(QStringLiteral("it"), QStringLiteral("MainWindow"),
                                               QStringLiteral("&Undo Move")));
    settings.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(undo->text(), QStringLiteral("&Undo Move"));
}

// The board, the status bar and the new-game dialog call the sides by one name: the one the language's
// rule books use (Negras/Blancas, Nero/Bianco), with sente/gote given where the dialog introduces them.
void TestLanguage::sideNamesAgree_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("sente"); // the Japanese terms, as the dialog gives them
    QTest::addColumn<QString>("gote");
    QTest::newRow("en") << "en"
                        << "Black"
                        << "White"
                        << "sente"
                        << "gote";
    QTest::newRow("es") << "es"
                        << "Negras"
                        << "Blancas"
                        << "sente"
                        << "gote";
    QTest::newRow("it") << "it"
                        << "Nero"
                        << "Bianco"
                        << "sente"
                        << "gote";
    QTest::newRow("ja") << "ja"
                        << "先手"
                        << "後手"
                        << "先手"
                        << "後手";
}

void TestLanguage::sideNamesAgree() {
    QFETCH(QString, language);
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, sente);
    QFETCH(QString, gote);
    Settings settings(m_dir.filePath(language + QStringLiteral("-sides.ini")));
    settings.setLanguage(language);
    LanguageManager languages;
    MainWindow window(settings, languages);
    QCOMPARE(ShogiTerms::sideName(shogi::Color::Black, false), black);
    QCOMPARE(ShogiTerms::sideName(shogi::Color::White, false), white);
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text().contains(black));
    const QString blackLabel = ShogiTerms::sideLabel(shogi::Color::Black, false);
    const QString whiteLabel = ShogiTerms::sideLabel(shogi::Color::White, false);
    QVERIFY2(blackLabel.startsWith(black) && blackLabel.contains(sente), qPrintable(blackLabel));
    QVERIFY2(whiteLabel.startsWith(white) && whiteLabel.contains(gote), qPrintable(whiteLabel));
}

void TestLanguage::mnemonicsStayInTheMenus_data() {
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("button");
    QTest::newRow("English") << "&Flip Board"
                             << "Flip Board";
    QTest::newRow("Japanese") << "盤面反転(&F)"
                              << "盤面反転";
    QTest::newRow("full-width brackets") << "盤面反転（&F）"
                                         << "盤面反転";
    QTest::newRow("mid-word") << "Mossa p&recedente"
                              << "Mossa precedente";
    QTest::newRow("ellipsis") << "Variation &Tree…"
                              << "Variation Tree";
    QTest::newRow("a real ampersand") << "Copy && Paste"
                                      << "Copy & Paste";
}

void TestLanguage::mnemonicsStayInTheMenus() {
    QFETCH(QString, menu);
    QFETCH(QString, button);
    QCOMPARE(withoutMnemonic(menu), button);
}

// A toolbar button and its tooltip read "盤面反転", not "盤面反転(F)".
void TestLanguage::toolbarShowsNoMnemonic() {
    Settings settings(m_dir.filePath(QStringLiteral("toolbar.ini")));
    settings.setLanguage(QStringLiteral("ja"));
    LanguageManager languages;
    MainWindow window(settings, languages);
    const QAction* flip = window.findChild<QAction*>(QStringLiteral("actionFlip"));
    QCOMPARE(flip->text(), QStringLiteral("盤面反転(&F)"));
    for (const QAction* action : window.findChild<QToolBar*>(QStringLiteral("navigationBar"))->actions()) {
        if (action->isSeparator()) continue;
        QVERIFY2(!action->iconText().contains(QLatin1Char('(')) &&
                     !action->iconText().contains(QLatin1Char('&')),
                 qPrintable(action->iconText()));
        QCOMPARE(action->toolTip(), action->iconText());
    }
    QCOMPARE(flip->iconText(), QStringLiteral("盤面反転"));
}

void TestLanguage::englishPlurals() {
    LanguageManager languages;
    QVERIFY(languages.apply(QStringLiteral("en")));
    shogi::ImpasseVerdict v{};
    v.black.points = 1;
    v.white.points = 2;
    QCOMPARE(ResultMessage::impasseTotals(v, {QStringLiteral("Black"), QStringLiteral("White")}),
             QStringLiteral("Black: 1 point. White: 2 points."));
}

// The standard dialogs' and buttons' words come from Qt's own translations (qtbase_xx.qm).
void TestLanguage::qtsOwnWordsFollow() {
    LanguageManager languages;
    QVERIFY(languages.apply(QStringLiteral("es")));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Discard"), QStringLiteral("Descartar"));
    QVERIFY(languages.apply(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Discard"), QStringLiteral("Discard"));
}

QTEST_MAIN(TestLanguage)
#include "tst_gui_language.moc"
