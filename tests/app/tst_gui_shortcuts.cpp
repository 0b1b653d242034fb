// Every standard action has its usual key on every platform, also where the platform binds none (plain X11
// has no Save As, the offscreen platform these tests run on none at all), and no key is bound twice.
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"

#include <QAction>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void usualKeys_data();
    void usualKeys();
    void noKeyIsBoundTwice();

private:
    QTemporaryDir m_dir;
    Settings* m_settings = nullptr;
    LanguageManager* m_languages = nullptr;
    MainWindow* m_window = nullptr;
};

void TestShortcuts::initTestCase() {
    m_settings = new Settings(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("en"));
    m_languages = new LanguageManager;
    m_window = new MainWindow(*m_settings, *m_languages);
}

void TestShortcuts::cleanupTestCase() {
    delete m_window;
    delete m_languages;
    delete m_settings;
}

void TestShortcuts::usualKeys_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("key");
    QTest::newRow("new game") << "actionNewGame" << QKeySequence(Qt::CTRL | Qt::Key_N);
    QTest::newRow("open") << "actionOpen" << QKeySequence(Qt::CTRL | Qt::Key_O);
    QTest::newRow("save") << "actionSave" << QKeySequence(Qt::CTRL | Qt::Key_S);
    QTest::newRow("save as") << "actionSaveAs" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QTest::newRow("quit") << "actionQuit" << QKeySequence(Qt::CTRL | Qt::Key_Q);
    QTest::newRow("paste") << "actionPasteGame" << QKeySequence(Qt::CTRL | Qt::Key_V);
    QTest::newRow("undo") << "actionUndo" << QKeySequence(Qt::CTRL | Qt::Key_Z);
    QTest::newRow("full screen") << "actionFullScreen" << QKeySequence(Qt::Key_F11);
    QTest::newRow("preferences") << "actionPreferences" << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    QTest::newRow("flip") << "actionFlip" << QKeySequence(Qt::Key_F);
    QTest::newRow("variation tree") << "actionVariationTree" << QKeySequence(Qt::CTRL | Qt::Key_T);
    QTest::newRow("game information") << "actionGameInfo" << QKeySequence(Qt::CTRL | Qt::Key_I);
    QTest::newRow("first move") << "actionFirstMove" << QKeySequence(Qt::Key_Home);
    QTest::newRow("last move") << "actionLastMove" << QKeySequence(Qt::Key_End);
}

void TestShortcuts::usualKeys() {
    QFETCH(QString, action);
    QFETCH(QKeySequence, key);
    const QAction* a = m_window->findChild<QAction*>(action);
    QVERIFY(a);
    QVERIFY2(a->shortcuts().contains(key), qPrintable(key.toString()));
}

void TestShortcuts::noKeyIsBoundTwice() {
    QHash<QKeySequence, QString> owner;
    for (const QAction* a : m_window->findChildren<QAction*>())
        for (const QKeySequence& key : a->shortcuts()) {
            if (key.isEmpty()) continue;
            QVERIFY2(!owner.contains(key), qPrintable(key.toString() + QLatin1Char(' ') + owner.value(key) +
                                                      QLatin1Char(' ') + a->objectName()));
            owner.insert(key, a->objectName());
        }
}

QTEST_MAIN(TestShortcuts)
#include "tst_gui_shortcuts.moc"
