// Levels: stronger settings at each step, and weak levels that still play shogi (take a free piece most of
// the time, never a move far worse than the best they saw).
#include "EngineTestUtil.h"
#include "engine/Search.h"

#include <set>

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;

class TestLevels : public QObject {
    Q_OBJECT
private slots:
    void tableGrowsStronger();
    void weakLevelTakesFreePieceMostOfTheTime();
    void weakLevelVariesItsMoves();
    void fullStrengthIsDeterministicWithoutVariety();
};

void TestLevels::tableGrowsStronger() {
    // Each step either looks deeper (its noise may grow a little to keep the step even) or, at the same
    // depth, chooses with less noise.
    for (int l = Level::Min; l < Level::Max; ++l) {
        const Level a = Level::forLevel(l), b = Level::forLevel(l + 1);
        const int depthA = a.depth ? a.depth : 99, depthB = b.depth ? b.depth : 99;
        const bool quieter = b.candidates <= a.candidates && b.temperature <= a.temperature &&
                             b.blunderPercent <= a.blunderPercent &&
                             (b.candidates < a.candidates || b.temperature < a.temperature ||
                              b.blunderPercent < a.blunderPercent);
        QVERIFY2(depthB > depthA || (depthB == depthA && quieter),
                 qPrintable(QString("level %1").arg(l + 1)));
    }
    QVERIFY(Level::forLevel(Level::Max).full());
}

void TestLevels::weakLevelTakesFreePieceMostOfTheTime() {
    // White's rook on 5e is free for Black's silver.
    const Position pos = parse("4k4/9/9/9/4r4/4S4/9/9/4K4 b - 1");
    int takes = 0;
    const int trials = 60;
    for (int i = 0; i < trials; ++i) {
        Search search;
        search.options().level = 1;
        search.options().seed = std::uint64_t(i + 1);
        search.newGame();
        search.setPosition(pos, {});
        SearchLimits limits;
        const SearchResult r = search.go(limits);
        QVERIFY(movegen::isLegal(pos, r.best));
        if (usi::format(r.best) == "5f5e") ++takes;
    }
    QVERIFY2(takes >= trials / 2, qPrintable(QString("%1 of %2").arg(takes).arg(trials)));
    QVERIFY2(takes < trials, "level 1 should sometimes miss it");
}

void TestLevels::weakLevelVariesItsMoves() {
    const Position pos = parse(std::string(Variant::get(VariantKind::Standard).startSfen));
    std::set<std::string> seen;
    for (int i = 0; i < 20; ++i) {
        Search search;
        search.options().level = 2;
        search.options().seed = std::uint64_t(100 + i);
        search.newGame();
        search.setPosition(pos, {});
        seen.insert(usi::format(search.go(SearchLimits{}).best));
    }
    QVERIFY2(seen.size() >= 3, qPrintable(QString::number(seen.size())));
}

void TestLevels::fullStrengthIsDeterministicWithoutVariety() {
    const Position pos =
        parse("ln3k3/2GB1g3/p1p1ps2l/3Ns1p+B1/3P3pN/2nr2P2/PP1GPS3/1+rP1K4/L5s1L b 3Pg4p 101");
    std::set<std::string> seen;
    for (int i = 0; i < 3; ++i) {
        Search search;
        search.options().seed = std::uint64_t(7 + i);
        search.newGame();
        search.setPosition(pos, {});
        SearchLimits limits;
        limits.depth = 5;
        seen.insert(usi::format(search.go(limits).best));
    }
    QCOMPARE(seen.size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
