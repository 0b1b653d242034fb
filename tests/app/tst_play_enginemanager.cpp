// The engine manager: the built-in engine first and not removable, its options without the ones the
// application sets itself; adding an engine (a progress row meanwhile, the new engine selected), a program
// that is no USI engine refused with its reason and last output, cancelling an addition; editing the name,
// the arguments and an option straight into the catalog; duplicating and removing.
#include "play/EngineCatalog.h"
#include "play/EngineManagerDialog.h"
#include "FakeEngine.h"
#include "play/OptionEditor.h"

#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestEngineManager : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void builtinFirst();
    void addAnEngine();
    void refuseWhatIsNoEngine();
    void cancelAnAddition();
    void editsGoToTheCatalog();
    void duplicateAndRemove();

private:
    QString writeScript(const char* name, const char* body);
    QListWidget* list() { return m_dialog->findChild<QListWidget*>(QStringLiteral("engineList")); }
    QWidget* progressRow() { return m_dialog->findChild<QWidget*>(QStringLiteral("addProgress")); }
    OptionEditor* options() { return m_dialog->findChild<OptionEditor*>(QStringLiteral("engineOptions")); }
    QString addFake(); // adds the fake engine through the dialog; its id

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_store;
    std::unique_ptr<EngineCatalog> m_catalog;
    UserPrompts m_prompts = UserPrompts::dialogs();
    QStringList m_asked; // the message boxes' texts
    QString m_answer;    // the button to click in a question
    std::unique_ptr<EngineManagerDialog> m_dialog;
};

void TestEngineManager::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    m_catalog = std::make_unique<EngineCatalog>(m_store.get());
    if (m_catalog->isBusy()) {
        QSignalSpy done(m_catalog.get(), &EngineCatalog::detectionFinished);
        QVERIFY(done.wait(30000));
    }
    m_asked.clear();
    m_prompts.ask = [this](QMessageBox& box) -> QAbstractButton* {
        m_asked << box.text() + QLatin1Char('\n') + box.informativeText();
        for (QAbstractButton* b : box.buttons())
            if (b->text() == m_answer) return b;
        return nullptr;
    };
    m_dialog = std::make_unique<EngineManagerDialog>(*m_catalog, m_prompts);
    m_dialog->show();
}

void TestEngineManager::cleanup() {
    m_dialog.reset();
    m_catalog.reset();
}

QString TestEngineManager::writeScript(const char* name, const char* body) {
    const QString path = m_dir->filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", name);
    f.write(body);
    f.close();
    f.setPermissions(f.permissions() | QFileDevice::ExeOwner);
    return path;
}

QString TestEngineManager::addFake() {
    QSignalSpy added(m_catalog.get(), &EngineCatalog::added);
    m_dialog->addProgram(QString::fromStdString(fake::script()));
    if (!added.wait(10000)) return {};
    return added.at(0).at(0).toString();
}

void TestEngineManager::builtinFirst() {
    QCOMPARE(m_dialog->selectedId(), EngineEntry::builtinId());
    QVERIFY(list()->item(0)->text().endsWith(QStringLiteral("(built-in)")));
    QVERIFY(!m_dialog->findChild<QPushButton*>(QStringLiteral("removeEngine"))->isEnabled());
    QVERIFY(!m_dialog->findChild<QLineEdit*>(QStringLiteral("engineArguments"))->isEnabled());
    // The engine's own options, read from it, with the right widgets; the board, MultiPV and the built-in's
    // level are the app's.
    QVERIFY(qobject_cast<QSpinBox*>(options()->editorFor(QStringLiteral("USI_Hash"))));
    QVERIFY(qobject_cast<QSpinBox*>(options()->editorFor(QStringLiteral("MoveOverhead"))));
    QVERIFY(!options()->editorFor(QStringLiteral("Level"))); // chosen for each game in New Game
    QVERIFY(!options()->editorFor(QStringLiteral("USI_Variant")));
    QVERIFY(!options()->editorFor(QStringLiteral("MultiPV")));
    QVERIFY(progressRow()->isHidden());
}

void TestEngineManager::addAnEngine() {
    fake::ProcessWatch watch;
    QSignalSpy added(m_catalog.get(), &EngineCatalog::added);
    m_dialog->addProgram(QString::fromStdString(fake::script()));
    QVERIFY(m_dialog->isAdding());
    QVERIFY(!progressRow()->isHidden());
    QVERIFY(!m_dialog->findChild<QPushButton*>(QStringLiteral("addEngine"))->isEnabled());
    QVERIFY(added.wait(10000));
    QVERIFY(!m_dialog->isAdding());
    QVERIFY(progressRow()->isHidden());
    QCOMPARE(m_dialog->selectedId(), added.at(0).at(0).toString());
    QCOMPARE(m_dialog->findChild<QLineEdit*>(QStringLiteral("engineName"))->text(), QStringLiteral("fake"));
    QVERIFY(options()->editorFor(QStringLiteral("BookFile")));
    QVERIFY(m_asked.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
}

void TestEngineManager::refuseWhatIsNoEngine() {
    const std::size_t before = m_catalog->entries().size();
    m_dialog->addProgram(m_dir->filePath(QStringLiteral("no-such-engine")));
    QCOMPARE(m_asked.size(), 1); // at once: there is nothing to run
    QVERIFY(m_asked[0].contains(QStringLiteral("no-such-engine could not be added as a USI engine.")));
    QVERIFY(!m_dialog->isAdding());

    const QString chatty =
        writeScript("chatty", "#!/bin/sh\necho 'Welcome to my chess program'\necho 'bye'\nexit 3\n");
    QSignalSpy failed(m_catalog.get(), &EngineCatalog::addFailed);
    m_dialog->addProgram(chatty);
    QVERIFY(failed.wait(10000));
    QCOMPARE(m_asked.size(), 2);
    QVERIFY2(m_asked[1].contains(QStringLiteral("exited with code 3")), qPrintable(m_asked[1]));
    QVERIFY2(m_asked[1].contains(QStringLiteral("Welcome to my chess program\nbye")), qPrintable(m_asked[1]));
    QVERIFY(progressRow()->isHidden());
    QCOMPARE(m_catalog->entries().size(), before);
}

void TestEngineManager::cancelAnAddition() {
    fake::ProcessWatch watch;
    const std::size_t before = m_catalog->entries().size();
    QSignalSpy added(m_catalog.get(), &EngineCatalog::added);
    m_dialog->addProgram(QString::fromStdString(fake::script()));
    m_dialog->findChild<QPushButton*>(QStringLiteral("cancelAdd"))->click();
    QVERIFY(progressRow()->isHidden());
    QVERIFY(!m_dialog->isAdding());
    QVERIFY(added.wait(10000)); // the catalog read it meanwhile; the dialog takes it out again
    QCOMPARE(m_catalog->entries().size(), before);
    QCOMPARE(list()->count(), int(before));
    QVERIFY(m_asked.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
}

void TestEngineManager::editsGoToTheCatalog() {
    const QString id = addFake();
    QVERIFY(!id.isEmpty());
    auto* name = m_dialog->findChild<QLineEdit*>(QStringLiteral("engineName"));
    name->setText(QStringLiteral("My Fake"));
    emit name->editingFinished();
    QCOMPARE(m_catalog->find(id)->displayName, QStringLiteral("My Fake"));
    QCOMPARE(list()->currentItem()->text(), QStringLiteral("My Fake"));
    name->setText(QStringLiteral("  "));
    emit name->editingFinished(); // no nameless engines
    QCOMPARE(m_catalog->find(id)->displayName, QStringLiteral("My Fake"));
    QCOMPARE(name->text(), QStringLiteral("My Fake"));

    auto* arguments = m_dialog->findChild<QLineEdit*>(QStringLiteral("engineArguments"));
    arguments->setText(QStringLiteral("--name \"Two Words\""));
    emit arguments->editingFinished();
    QCOMPARE(m_catalog->find(id)->arguments,
             (QStringList{QStringLiteral("--name"), QStringLiteral("Two Words")}));

    auto* level = qobject_cast<QSpinBox*>(options()->editorFor(QStringLiteral("Level")));
    QVERIFY(level);
    level->setFocus();
    level->setValue(2);
    QCOMPARE(m_catalog->find(id)->value(QStringLiteral("Level")), QStringLiteral("2"));
    QCOMPARE(level, qobject_cast<QSpinBox*>(options()->editorFor(QStringLiteral("Level")))); // not rebuilt
    // Stored in the settings: a new catalog reads it back.
    EngineCatalog reread(m_store.get());
    QCOMPARE(reread.find(id)->value(QStringLiteral("Level")), QStringLiteral("2"));
    QCOMPARE(reread.find(id)->displayName, QStringLiteral("My Fake"));
}

void TestEngineManager::duplicateAndRemove() {
    const QString id = addFake();
    QVERIFY(!id.isEmpty());
    m_dialog->findChild<QPushButton*>(QStringLiteral("duplicateEngine"))->click();
    const QString copy = m_dialog->selectedId();
    QVERIFY(copy != id && m_catalog->find(copy));
    QCOMPARE(m_catalog->find(copy)->displayName, QStringLiteral("fake (2)"));
    QCOMPARE(m_catalog->find(copy)->program, m_catalog->find(id)->program);

    auto* remove = m_dialog->findChild<QPushButton*>(QStringLiteral("removeEngine"));
    QVERIFY(remove->isEnabled());
    m_answer = QStringLiteral("Cancel");
    remove->click();
    QVERIFY(m_catalog->find(copy));
    m_answer = QStringLiteral("Remove");
    remove->click();
    QVERIFY(!m_catalog->find(copy));
    QVERIFY(m_asked.last().contains(QStringLiteral("fake (2)")));
    QVERIFY(m_catalog->find(id));
    QVERIFY(!m_dialog->selectedId().isEmpty());
}

QTEST_MAIN(TestEngineManager)
#include "tst_play_enginemanager.moc"
