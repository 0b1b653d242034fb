// The engine catalog: every USI option type read from an engine, kept in the settings and read back the
// same; the user's values (only the changed ones) checked against each type; adding an engine by running it,
// a program that is no engine refused with its reason and no process left; remove, duplicate, update, reset;
// the boards an engine can play and the setoption that selects each; the built-in engine found beside the
// program and read at the first use.
#include "play/EngineCatalog.h"
#include "FakeEngine.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi::usi;
using shogi::VariantKind;

namespace {

EngineOption option(const char* line) {
    auto parsed = parseOption(line);
    if (!parsed) qFatal("bad option line %s", line);
    return *parsed;
}

// Every type, with the forms that are easy to get wrong: spaces in names and values, an empty default.
const char* const kEveryType[] = {
    "option name USI_Ponder type check default true",
    "option name Skill Level type spin default 20 min -5 max 20",
    "option name Style type combo default normal var normal var very aggressive var solid",
    "option name Book Name type string default my book.bin",
    "option name EvalDir type filename default <empty>",
    "option name Clear Hash type button",
};

using Setting = std::pair<std::string, std::string>;

EngineEntry entryWith(std::initializer_list<const char*> lines) {
    EngineEntry e;
    e.id = QStringLiteral("x");
    for (const char* line : lines)
        e.options.push_back(option(line));
    return e;
}

} // namespace

class TestEngineCatalog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void optionLinesRoundTrip();
    void valuesAreCheckedAndOnlyChangesKept();
    void variantsAndTheirOptions();
    void startOptions();
    void builtinIsFoundAndRead();
    void addReadsTheEngineAndPersists();
    void addRefusesWhatIsNoEngine();
    void removeDuplicateUpdateReset();
    void forVariant();
    void detectionOnlyAtTheFirstUse();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_store;
    // A catalog whose first-use detection has finished.
    std::unique_ptr<EngineCatalog> catalog();
};

void TestEngineCatalog::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
}

std::unique_ptr<EngineCatalog> TestEngineCatalog::catalog() {
    auto c = std::make_unique<EngineCatalog>(m_store.get());
    if (c->isBusy()) {
        QSignalSpy done(c.get(), &EngineCatalog::detectionFinished);
        if (!done.wait(20000)) qFatal("detection did not finish");
    }
    return c;
}

void TestEngineCatalog::optionLinesRoundTrip() {
    for (const char* line : kEveryType) {
        const EngineOption o = option(line);
        QCOMPARE(parseOption(optionLine(o)).value(), o);
    }
    QCOMPARE(optionLine(option(kEveryType[4])),
             std::string("option name EvalDir type filename default <empty>"));
    QCOMPARE(optionLine(option(kEveryType[5])), std::string("option name Clear Hash type button"));
}

void TestEngineCatalog::valuesAreCheckedAndOnlyChangesKept() {
    EngineEntry e =
        entryWith({kEveryType[0], kEveryType[1], kEveryType[2], kEveryType[3], kEveryType[4], kEveryType[5]});
    QString error;
    QVERIFY(!e.setValue(QStringLiteral("USI_Ponder"), QStringLiteral("yes"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(e.setValue(QStringLiteral("USI_Ponder"), QStringLiteral("false")));
    QVERIFY(!e.setValue(QStringLiteral("Skill Level"), QStringLiteral("21")));
    QVERIFY(!e.setValue(QStringLiteral("Skill Level"), QStringLiteral("ten")));
    QVERIFY(e.setValue(QStringLiteral("Skill Level"), QStringLiteral("-5")));
    QVERIFY(!e.setValue(QStringLiteral("Style"), QStringLiteral("wild")));
    QVERIFY(e.setValue(QStringLiteral("Style"), QStringLiteral("very aggressive")));
    QVERIFY(e.setValue(QStringLiteral("Book Name"), QStringLiteral("other book.bin")));
    QVERIFY(e.setValue(QStringLiteral("EvalDir"), QStringLiteral("/tmp/eval")));
    QVERIFY(!e.setValue(QStringLiteral("Clear Hash"), QStringLiteral("x")));
    QVERIFY(!e.setValue(QStringLiteral("NoSuchOption"), QStringLiteral("1")));
    QCOMPARE(e.values.size(), 5);
    QCOMPARE(e.value(QStringLiteral("Style")), QStringLiteral("very aggressive"));
    // Back to the default: forgotten, so a new default of a new engine version applies.
    QVERIFY(e.setValue(QStringLiteral("Skill Level"), QStringLiteral("20")));
    QVERIFY(!e.values.contains(QStringLiteral("Skill Level")));
    QCOMPARE(e.value(QStringLiteral("Skill Level")), QStringLiteral("20"));
    QCOMPARE(e.value(QStringLiteral("EvalDir")), QStringLiteral("/tmp/eval"));
}

void TestEngineCatalog::variantsAndTheirOptions() {
    using V = std::vector<VariantKind>;
    const EngineEntry plain = entryWith({"option name USI_Hash type spin default 16 min 1 max 1024"});
    QCOMPARE(plain.variants(), V{VariantKind::Standard});
    QVERIFY(!plain.variantOption(VariantKind::Standard));
    QVERIFY(!plain.canPlay(VariantKind::Minishogi));

    const EngineEntry fairy =
        entryWith({"option name UCI_Variant type combo default chess var chess var shogi "
                   "var minishogi var gorogoro var xiangqi"});
    QCOMPARE(fairy.variants(), (V{VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi}));
    QCOMPARE(fairy.variantOption(VariantKind::Standard).value(), Setting("UCI_Variant", "shogi"));
    QCOMPARE(fairy.variantOption(VariantKind::Gorogoro).value(), Setting("UCI_Variant", "gorogoro"));

    const EngineEntry minishogiOnly =
        entryWith({"option name UCI_Variant type combo default minishogi var minishogi"});
    QCOMPARE(minishogiOnly.variants(), V{VariantKind::Minishogi});

    const EngineEntry ours =
        entryWith({"option name USI_Variant type combo default standard var standard var gorogoro "
                   "var minishogi",
                   "option name UCI_Variant type combo default shogi var shogi var gorogoro"});
    QCOMPARE(ours.variantOption(VariantKind::Minishogi).value(), Setting("USI_Variant", "minishogi"));
    QCOMPARE(ours.variantOption(VariantKind::Standard).value(), Setting("USI_Variant", "standard"));

    EngineEntry builtin; // not read yet: still all three boards
    builtin.id = EngineEntry::builtinId();
    QCOMPARE(builtin.variants().size(), std::size_t(3));
}

void TestEngineCatalog::startOptions() {
    EngineEntry e = entryWith({kEveryType[1], kEveryType[5],
                               "option name UCI_Variant type combo default shogi var shogi var minishogi"});
    QVERIFY(e.setValue(QStringLiteral("Skill Level"), QStringLiteral("3")));
    QVERIFY(e.setValue(QStringLiteral("UCI_Variant"), QStringLiteral("minishogi")));
    using Options = std::vector<std::pair<std::string, std::string>>;
    // The game's board wins over a stored variant; the button is never pressed by a stored setting.
    QCOMPARE(e.startOptions(VariantKind::Standard),
             (Options{{"Skill Level", "3"}, {"UCI_Variant", "shogi"}}));
}

void TestEngineCatalog::builtinIsFoundAndRead() {
    const QString program = EngineCatalog::builtinProgram();
    if (!QFileInfo(program).isExecutable()) QSKIP("shogiban-engine is not built beside the test");
    auto c = catalog();
    const EngineEntry& b = c->builtin();
    QCOMPARE(b.id, EngineEntry::builtinId());
    QCOMPARE(b.program, program);
    QVERIFY(b.engineName.startsWith(QStringLiteral("Shogiban")));
    QVERIFY(b.findOption(QStringLiteral("Level")));
    QCOMPARE(b.variantOption(VariantKind::Gorogoro).value(), Setting("USI_Variant", "gorogoro"));
    QVERIFY(!c->remove(EngineEntry::builtinId()));
    // A second run reads the stored catalog and does not detect again.
    auto again = std::make_unique<EngineCatalog>(m_store.get());
    QVERIFY(!again->isBusy());
    QCOMPARE(again->builtin().options, b.options);
    QCOMPARE(again->entries().size(), c->entries().size());
}

void TestEngineCatalog::addReadsTheEngineAndPersists() {
    fake::ProcessWatch watch;
    auto c = catalog();
    const std::size_t before = c->entries().size();
    QSignalSpy added(c.get(), &EngineCatalog::added);
    c->add(QString::fromStdString(fake::script()),
           {QStringLiteral("--name"), QStringLiteral("Scripted One")});
    QVERIFY(added.wait(10000));
    const EngineEntry* e = c->find(added[0][0].toString());
    QVERIFY(e);
    QCOMPARE(e->displayName, QStringLiteral("Scripted One"));
    QCOMPARE(e->engineAuthor, QStringLiteral("Shogiban tests"));
    QCOMPARE(e->arguments, (QStringList{QStringLiteral("--name"), QStringLiteral("Scripted One")}));
    QCOMPARE(e->options.size(), std::size_t(5));
    QCOMPARE(e->findOption(QStringLiteral("BookFile"))->type, EngineOption::Type::Filename);
    QCOMPARE(c->entries().size(), before + 1);
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000); // it quit after "usiok"
    QCOMPARE(watch.started(), 1);

    EngineCatalog reread(m_store.get());
    const EngineEntry* stored = reread.find(e->id);
    QVERIFY(stored);
    QCOMPARE(stored->options, e->options);
    QCOMPARE(stored->displayName, e->displayName);
}

void TestEngineCatalog::addRefusesWhatIsNoEngine() {
    fake::ProcessWatch watch;
    auto c = catalog();
    const std::size_t before = c->entries().size();
    QSignalSpy failed(c.get(), &EngineCatalog::addFailed);
    c->add(QStringLiteral("/nonexistent/engine"));
    QCOMPARE(failed.count(), 1);
    c->add(QString::fromStdString(fake::script()), {QStringLiteral("--start"), QStringLiteral("exit")});
    QVERIFY(failed.wait(10000));
    QVERIFY(failed[1][1].toString().contains(QStringLiteral("exited with code 1")));
    QVERIFY(
        failed[1][2].toStringList().join(QLatin1Char('\n')).contains(QStringLiteral("no evaluation file")));
    c->add(QString::fromStdString(fake::script()), {QStringLiteral("--start"), QStringLiteral("crash")});
    QVERIFY(failed.wait(10000));
    QCOMPARE(c->entries().size(), before);
    QTRY_COMPARE_WITH_TIMEOUT(watch.survivors(), QStringList(), 5000);
}

void TestEngineCatalog::removeDuplicateUpdateReset() {
    auto c = catalog();
    QSignalSpy added(c.get(), &EngineCatalog::added);
    c->add(QString::fromStdString(fake::script()));
    QVERIFY(added.wait(10000));
    const QString id = added[0][0].toString();
    EngineEntry e = *c->find(id);
    QVERIFY(e.setValue(QStringLiteral("Level"), QStringLiteral("2")));
    QVERIFY(c->update(e));
    const QString copy = c->duplicate(id);
    QVERIFY(!copy.isEmpty() && copy != id);
    QCOMPARE(c->find(copy)->displayName, QStringLiteral("fake (2)"));
    QCOMPARE(c->find(copy)->value(QStringLiteral("Level")), QStringLiteral("2"));
    QVERIFY(c->resetOptions(copy));
    QCOMPARE(c->find(copy)->value(QStringLiteral("Level")), QStringLiteral("5"));
    QCOMPARE(c->find(id)->value(QStringLiteral("Level")), QStringLiteral("2"));
    QVERIFY(c->remove(id));
    QVERIFY(!c->find(id));
    QVERIFY(!c->remove(id));
    EngineCatalog reread(m_store.get());
    QVERIFY(!reread.find(id));
    QCOMPARE(reread.find(copy)->values.size(), 0);
}

void TestEngineCatalog::forVariant() {
    auto c = catalog();
    const auto minishogi = c->forVariant(VariantKind::Minishogi);
    QVERIFY(!minishogi.empty());
    QCOMPARE(minishogi.front()->id, EngineEntry::builtinId());
    for (const EngineEntry* e : minishogi)
        QVERIFY(e->canPlay(VariantKind::Minishogi));
    QSignalSpy added(c.get(), &EngineCatalog::added);
    c->add(QString::fromStdString(fake::script()));
    QVERIFY(added.wait(10000));
    const auto standard = c->forVariant(VariantKind::Standard);
    const auto small = c->forVariant(VariantKind::Gorogoro);
    const QString id = added[0][0].toString();
    QVERIFY(std::any_of(standard.begin(), standard.end(), [&](const EngineEntry* e) { return e->id == id; }));
    QVERIFY(std::none_of(small.begin(), small.end(), [&](const EngineEntry* e) { return e->id == id; }));
}

// An engine found at the first use and removed by the user stays removed: nothing is detected again.
void TestEngineCatalog::detectionOnlyAtTheFirstUse() {
    const QString fairy = QStringLiteral("/usr/games/fairy-stockfish");
    if (!QFileInfo(fairy).isExecutable()) QSKIP("fairy-stockfish is not installed: nothing to detect");
    auto c = catalog();
    const auto it = std::find_if(c->entries().begin(), c->entries().end(),
                                 [&](const EngineEntry& e) { return e.program == fairy; });
    QVERIFY(it != c->entries().end());
    QVERIFY(it->canPlay(VariantKind::Gorogoro));
    QVERIFY(c->remove(it->id));
    EngineCatalog again(m_store.get());
    QVERIFY(!again.isBusy());
    QVERIFY(std::none_of(again.entries().begin(), again.entries().end(),
                         [&](const EngineEntry& e) { return e.program == fairy; }));
}

QTEST_GUILESS_MAIN(TestEngineCatalog)
#include "tst_enginecatalog.moc"
