// Short games between the real engines Debian packages, when they are installed: Fairy-Stockfish against
// itself on the standard board and on minishogi (told the board by UCI_Variant), and gpsusi against
// Fairy-Stockfish. A few plies each at a short byoyomi: the point is a clean conversation, every move legal
// and on time, no crash, no process left; not the strength.
#include "match/MatchRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;
using namespace shogi::match;

namespace {

const char* const kFairy = "/usr/games/fairy-stockfish";
const char* const kGps = "/usr/games/gpsusi";

bool installed(const char* path) {
    return QFileInfo(QString::fromLatin1(path)).isExecutable();
}

EngineSpec engine(const char* path, std::vector<std::pair<std::string, std::string>> options = {}) {
    return EngineSpec{path, {}, "", std::move(options)};
}

void checkCleanMatch(const MatchSettings& s) {
    std::vector<GameReport> games;
    const auto tally = runMatch(s, [&](const GameReport& r, const MatchTally&) { games.push_back(r); });
    QVERIFY2(tally.ok(), tally.ok() ? "" : tally.error().message.c_str());
    QCOMPARE(tally->games, s.games);
    for (const GameReport& g : games) {
        const bool fault = g.termination == Termination::IllegalMove || g.termination == Termination::Time ||
                           g.termination == Termination::Crash;
        QVERIFY2(!fault, g.detail.c_str());
        QVERIFY(int(g.moves.size()) > g.openingPlies);
        QVERIFY(int(g.moves.size()) <= s.maxPlies);
    }
    for (const EngineFaults& f : tally->faults)
        QCOMPARE(f.illegalMoves + f.timeLosses + f.crashes, 0);
}

} // namespace

class TestMatchEngines : public QObject {
    Q_OBJECT
private slots:
    void fairyStockfishStandard();
    void fairyStockfishMinishogi();
    void gpsusiAgainstFairyStockfish();
};

void TestMatchEngines::fairyStockfishStandard() {
    if (!installed(kFairy)) QSKIP("fairy-stockfish is not installed");
    MatchSettings s;
    s.engines = {engine(kFairy), engine(kFairy)};
    s.games = 1;
    s.timeControl = TimeControl::byoyomi(0, 50);
    s.maxPlies = 24;
    checkCleanMatch(s);
}

void TestMatchEngines::fairyStockfishMinishogi() {
    if (!installed(kFairy)) QSKIP("fairy-stockfish is not installed");
    MatchSettings s;
    s.engines = {engine(kFairy), engine(kFairy)};
    s.variant = VariantKind::Minishogi;
    s.games = 1;
    s.timeControl = TimeControl::byoyomi(0, 50);
    s.maxPlies = 16;
    checkCleanMatch(s);
}

void TestMatchEngines::gpsusiAgainstFairyStockfish() {
    if (!installed(kGps) || !installed(kFairy)) QSKIP("gpsusi or fairy-stockfish is not installed");
    // gpsusi saves every option it is sent to gpsusi.conf in its home, for every later run on the machine:
    // a home of its own, with the shared data beside it, keeps this test's settings here.
    const QString data = QStringLiteral("/usr/share/gpsshogi-data/data");
    if (!QFileInfo(data).isDir()) QSKIP("gpsusi's data is not where Debian puts it");
    QTemporaryDir home;
    QVERIFY(QFile::link(data, home.filePath(QStringLiteral("data"))));
    qputenv("GPSSHOGI_HOME", home.path().toLocal8Bit());
    const auto restore = qScopeGuard([] { qunsetenv("GPSSHOGI_HOME"); });
    // gpsusi searches its default depth whatever the clock says (about a second a move here): a shallow
    // depth keeps it quick, one thread keeps it off the other core.
    MatchSettings s;
    s.engines = {engine(kGps, {{"BookDepth", "0"}, {"Thread", "1"}, {"LimitDepth", "4"}}), engine(kFairy)};
    s.games = 1;
    s.timeControl = TimeControl::byoyomi(0, 300);
    s.maxPlies = 10;
    checkCleanMatch(s);
}

QTEST_GUILESS_MAIN(TestMatchEngines)
#include "tst_match_engines.moc"
