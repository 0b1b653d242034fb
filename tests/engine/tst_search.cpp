// The search: finds mates and free pieces, declares a winning impasse, never returns an illegal move, and
// respects its limits.
#include "EngineTestUtil.h"
#include "engine/MateSolver.h"
#include "engine/Search.h"
#include "rules/Handicap.h"
#include "rules/Usi.h"

#include <QElapsedTimer>

#include <atomic>
#include <random>
#include <set>
#include <thread>

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    void findsMate_data();
    void findsMate();
    void capturesHangingPiece();
    void noLegalMoveResigns();
    void declaresWinningImpasse();
    void anyStartWorks();
    void neverIllegal_data();
    void neverIllegal();
    void respectsByoyomi();
    void stopFromAnotherThread();
    void perpetualCheckLosesForTheChecker();
    void stopBeforeRunIsKept();
    void openingVarietyKeepsOneLine();
    void threadsStartAndStopAtRandom();
    void depthAndNodeLimitsRepeat_data();
    void depthAndNodeLimitsRepeat();
    void nodeLimitCountsTheMateProbe();
};

void TestSearch::findsMate_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("plies");
    // A gold dropped on the king's head, held by a pawn.
    QTest::newRow("mate in 1") << "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" << 1;
    QTest::newRow("mate in 1, white") << "4k4/9/9/9/9/9/4p4/9/4K4 w g 1" << 1;
    // From a real game (../shared/testdata/tsume, mate3/002).
    QTest::newRow("mate in 3")
        << "ln3k3/2GB1g3/p1p1ps2l/3Ns1p+B1/3P3pN/2nr2P2/PP1GPS3/1+rP1K4/L5s1L w 3Pg4p 100" << 3;
}

void TestSearch::findsMate() {
    QFETCH(QString, sfen);
    QFETCH(int, plies);
    Search search;
    search.setPosition(parse(sfen.toStdString()), {});
    SearchLimits limits;
    limits.depth = plies + 2;
    const SearchResult r = search.go(limits);
    QVERIFY(!r.best.isNone());
    QVERIFY2(isMateScore(r.score) && r.score > 0, qPrintable(QString::number(r.score)));
    QCOMPARE(matePlies(r.score), plies);
}

void TestSearch::capturesHangingPiece() {
    // White's rook on 5e is undefended and Black's silver on 5f takes it.
    const Position pos = parse("4k4/9/9/9/4r4/4S4/9/9/4K4 b - 1");
    Search search;
    search.setPosition(pos, {});
    SearchLimits limits;
    limits.depth = 4;
    const SearchResult r = search.go(limits);
    QCOMPARE(usi::format(r.best), std::string("5f5e"));
    QVERIFY(r.score > 500);
}

void TestSearch::noLegalMoveResigns() {
    const Position pos = parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    QVERIFY(!movegen::hasLegalMove(pos));
    Search search;
    search.setPosition(pos, {});
    SearchLimits limits;
    limits.depth = 3;
    const SearchResult r = search.go(limits);
    QVERIFY(r.best.isNone());
    QVERIFY(!r.declareWin);
}

void TestSearch::declaresWinningImpasse() {
    // Black's king in White's camp with ten pieces there and plenty in hand: 28 points or more.
    const Position pos = parse("+R+B+P+P+P+P+PK1/+P+P+P6/9/9/9/9/9/7k1/9 b RB2G2S 1");
    Search search;
    search.setPosition(pos, {});
    SearchLimits limits;
    limits.depth = 2;
    QVERIFY(search.go(limits).declareWin);
}

void TestSearch::anyStartWorks() {
    // Every handicap (White, the giver, moves first) and a tsume position without Black's king.
    std::vector<std::string> starts;
    for (const Handicap& h : Handicap::all())
        starts.emplace_back(h.sfen);
    starts.emplace_back("7nl/7k1/6ppp/9/9/9/9/9/9 b RGr2b3g4s3n3l15p 1");
    for (const std::string& sfen : starts) {
        const Position pos = parse(sfen);
        Search search;
        search.setHashSize(4);
        search.setPosition(pos, {});
        SearchLimits limits;
        limits.depth = 4;
        const SearchResult r = search.go(limits);
        QVERIFY2(!r.best.isNone() && movegen::isLegal(pos, r.best), sfen.c_str());
    }
}

void TestSearch::neverIllegal_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::newRow("standard") << VariantKind::Standard;
    QTest::newRow("gorogoro") << VariantKind::Gorogoro;
    QTest::newRow("minishogi") << VariantKind::Minishogi;
}

void TestSearch::neverIllegal() {
    QFETCH(VariantKind, variant);
    std::mt19937 rng(20261123);
    Search search;
    search.setHashSize(4);
    for (int game = 0; game < 200; ++game) {
        const auto moves = enginetest::randomGame(variant, int(rng() % 80), rng);
        const Position start = parse(std::string(Variant::get(variant).startSfen), variant);
        search.setPosition(start, moves);
        const Position& pos = search.position();
        search.options().level = 1 + int(rng() % 10);
        SearchLimits limits;
        limits.nodes = 3000;
        const SearchResult r = search.go(limits);
        if (r.declareWin) continue;
        if (r.best.isNone()) {
            QVERIFY(!movegen::hasLegalMove(pos));
            continue;
        }
        QVERIFY2(movegen::isLegal(pos, r.best), (sfen::format(pos) + " " + usi::format(r.best)).c_str());
        // The principal variation is a legal line too.
        Position p = pos;
        for (Move m : r.pv) {
            QVERIFY2(movegen::isLegal(p, m), (sfen::format(pos) + " pv " + usi::format(m)).c_str());
            p.doMove(m);
        }
    }
}

void TestSearch::respectsByoyomi() {
    Search search;
    search.setPosition(parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {});
    SearchLimits limits;
    limits.byoyomi = 300;
    QElapsedTimer timer;
    timer.start();
    const SearchResult r = search.go(limits);
    QVERIFY(!r.best.isNone());
    // Generous bound: a shared CI machine may be slow, but a search of 300 ms must not take seconds.
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
}

void TestSearch::stopFromAnotherThread() {
    Search search;
    search.setPosition(parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {});
    SearchLimits limits;
    limits.infinite = true;
    QElapsedTimer timer;
    timer.start();
    std::thread stopper([&search] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        search.stop();
    });
    const SearchResult r = search.go(limits);
    stopper.join();
    QVERIFY(!r.best.isNone());
    QVERIFY(timer.elapsed() < 5000);
}

void TestSearch::perpetualCheckLosesForTheChecker() {
    // Black's rook checks on rank a and rank b in turn while White's king steps between 1a and 1b. After one
    // round the rook checks again: White, to move, can step back into a position of the cycle in which every
    // Black move was a check, so repeating now loses for Black. The search must see that win for White.
    const Position start = parse("8k/R8/9/9/9/9/9/9/K8 b - 1");
    std::vector<Move> moves;
    Position p = start;
    for (const char* m : {"9b9a", "1a1b", "9a9b", "1b1a", "9b9a"}) {
        moves.push_back(enginetest::move(p, m));
        p.doMove(moves.back());
    }
    Search search;
    search.setPosition(start, moves);
    SearchLimits limits;
    limits.depth = 4;
    const SearchResult r = search.go(limits);
    QCOMPARE(usi::format(r.best), std::string("1a1b"));
    QVERIFY2(r.score > 20000 && !isMateScore(r.score), qPrintable(QString::number(r.score)));
}

void TestSearch::stopBeforeRunIsKept() {
    // A front end arms the search, then starts its worker: a stop in between must end the search at once.
    Search search;
    search.setPosition(parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {});
    SearchLimits limits;
    limits.infinite = true;
    search.prepare(limits);
    search.stop();
    const SearchResult r = search.run();
    QVERIFY(!r.best.isNone());
    // A ponderhit before the worker began is kept too: otherwise this ponder search would wait for ever.
    limits.infinite = false;
    limits.ponder = true;
    limits.depth = 3;
    search.prepare(limits);
    search.ponderhit();
    QVERIFY(!search.run().best.isNone());
}

void TestSearch::openingVarietyKeepsOneLine() {
    // Casual openings vary among near-equal moves, but the search itself keeps one line (no MultiPV 3 on the
    // info lines, which cost depth), and the moves played differ from game to game.
    std::set<std::string> played;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Search search;
        search.options().openingVariety = true;
        search.options().seed = seed;
        search.newGame();
        search.setPosition(parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"), {});
        SearchLimits limits;
        limits.byoyomi = 600000; // timed, as a game is; the depth ends it
        limits.depth = 5;
        int widest = 0;
        const SearchResult r =
            search.go(limits, [&](const SearchInfo& i) { widest = std::max(widest, i.multipv); });
        QCOMPARE(widest, 1);
        QCOMPARE(r.depth, 5);
        played.insert(usi::format(r.best));
    }
    QVERIFY2(played.size() >= 2, qPrintable(QString::number(played.size())));
}

void TestSearch::threadsStartAndStopAtRandom() {
    // Lazy SMP under random timings: searches of 1 to 4 threads ended by a node limit, a short time limit or
    // stop() from another thread after a random delay (none included), with the thread count changed and new
    // games between them. Every search ends, with a legal move. Run under ThreadSanitizer too (see README).
    std::mt19937 rng(14);
    Search search;
    search.setHashSize(4);
    const int rounds = qEnvironmentVariableIsSet("SHOGIBAN_SMP_ROUNDS")
                           ? qEnvironmentVariableIntValue("SHOGIBAN_SMP_ROUNDS")
                           : 80;
    const Position start = parse(std::string(Variant::get(VariantKind::Standard).startSfen));
    for (int i = 0; i < rounds; ++i) {
        if (i % 7 == 0) {
            const int threads = 1 + int(rng() % 4);
            search.setThreads(threads);
            QCOMPARE(search.threads(), threads);
        }
        if (i % 11 == 0) search.newGame();
        search.setPosition(start, enginetest::randomGame(VariantKind::Standard, int(rng() % 80), rng));
        SearchLimits limits;
        const unsigned kind = rng() % 3;
        if (kind == 0) limits.nodes = 1 + rng() % 20000;
        if (kind == 1) limits.movetime = 1 + rng() % 30;
        if (kind == 2) limits.infinite = true;
        search.prepare(limits);
        const auto delay = std::chrono::microseconds(rng() % 4 == 0 ? 0 : rng() % 20000);
        std::thread stopper([&search, delay, kind] {
            if (kind != 2) return;
            std::this_thread::sleep_for(delay);
            search.stop();
        });
        const SearchResult r = search.run();
        stopper.join();
        MoveList legal;
        movegen::legalMoves(search.position(), legal);
        if (r.best.isNone())
            QVERIFY2(r.declareWin || legal.size() == 0, qPrintable(QString::number(i)));
        else
            QVERIFY2(movegen::isLegal(search.position(), r.best), qPrintable(QString::number(i)));
    }
}

void TestSearch::depthAndNodeLimitsRepeat_data() {
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("nodes");
    QTest::newRow("go depth 11") << 11 << 0;
    QTest::newRow("go nodes 2000000") << 0 << 2000000;
    QTest::newRow("go nodes 20000") << 0 << 20000;
}

// A search limited by depth or nodes (bench, node-limited matches) gives the same answer every time, its root
// mate probe included: here the probe proves a mate in 11 and then spends its budget looking for a shorter one.
void TestSearch::depthAndNodeLimitsRepeat() {
    QFETCH(int, depth);
    QFETCH(int, nodes);
    const Position pos =
        parse("l4r1nl/4+P1k2/1GSp1p2p/p1p1psgp1/1S1n1N2P/P1PK1SP2/bP1P1+bN2/2G1G4/4+r4 w 2l4p 102");
    SearchLimits limits;
    limits.depth = depth;
    limits.nodes = std::uint64_t(nodes);
    Search search;
    search.options().openingVariety = false;
    std::vector<SearchResult> results;
    for (int run = 0; run < 3; ++run) {
        search.newGame();
        search.setPosition(pos, {});
        // A busy thread in the middle run changes the timing, never the result.
        std::atomic<bool> busy{run == 1};
        std::thread noise([&busy] {
            volatile std::uint64_t x = 0;
            while (busy)
                x = x + 1;
        });
        results.push_back(search.go(limits));
        busy = false;
        noise.join();
    }
    for (const SearchResult& r : results) {
        QVERIFY(!r.best.isNone());
        QCOMPARE(r.nodes, results[0].nodes);
        QCOMPARE(usi::format(r.best), usi::format(results[0].best));
        QCOMPARE(r.score, results[0].score);
        QCOMPARE(r.depth, results[0].depth);
        QCOMPARE(r.pv.size(), results[0].pv.size());
    }
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"

// Under "go nodes N" the root mate probe takes at most N / 4 nodes and they count towards N, so the probe and
// the search together do N nodes of work (equal work in "match --nodes"). The first report after the probe
// already counts its nodes; the search looks at the limit every 256 nodes and always completes depth 1. The
// position, from a real game (128 plies), has checks and no mate the probe finds in 15,000 nodes.
void TestSearch::nodeLimitCountsTheMateProbe() {
    Position pos = parse(std::string(Variant::get(VariantKind::Standard).startSfen));
    const Position start = pos;
    std::vector<Move> moves;
    const std::string played =
        "7g7f 3c3d 2g2f 2b8h+ 7i8h B*6e 3i4h 6e7f B*4e 8b3b 2f2e 6a6b 5i6h 4c4d 4e5f 7a8b 2e2d "
        "2c2d 2h2d 3a2b 4i5h 7f4c 3g3f P*2c 2d2f 5c5d 6g6f 6b5c 8i7g 5c6d 7g6e 4a5b 8h7g 6d7e P*7f "
        "7e7d 3f3e 6c6d 5f3d 6d6e 7f7e 7d7e 3d4c+ 5b4c B*6c B*9b 6c9f+ 3b3e 7g8f 7e7d P*3f 3e3d "
        "8f7g 6e6f 4g4f N*1d 2f2e 3d3f 4h3g 3f3b 7g6f 8c8d 8g8f P*3h 9f7h 3b6b 7h7g P*6e 2e3e "
        "3h3i+ P*3b 2a3c 3b3a+ 6e6f 3a2a S*2d 3e9e 3i2i 1i1h 2i1i 2a2b 6b2b S*2g 1i1h 2g1h L*9d "
        "P*2e 3c2e 9e2e 2d2e 4f4e R*1i 4e4d 4c4d 1h2g 1i1g+ 2g3h N*2f P*1h 2f1h+ 7g6f 4d5e 6f6g "
        "P*3f 3g4h 1d2f 3h4g P*6f 6g8i 3f3g+ 4h3g 1g3g 4g5f 2f3h+ 5f5e 5d5e 8i4e S*6g 6h7i 6g5h "
        "6i5h 3h4h 5h6h S*6g 6h6g 6f6g+ 4e6g G*5f";
    for (std::size_t i = 0; i < played.size();) {
        const std::size_t j = std::min(played.find(' ', i), played.size());
        moves.push_back(enginetest::move(pos, played.substr(i, j - i)));
        pos.doMove(moves.back());
        i = j + 1;
    }
    for (const std::uint64_t n : {4000ULL, 20000ULL, 60000ULL}) {
        MateSolver probe;
        const MateResult alone = probe.solve(pos, n / 4, 0);
        QCOMPARE(int(alone.status), int(MateResult::Status::Timeout));
        QVERIFY(alone.nodes <= n / 4);
        Search search;
        search.options().openingVariety = false;
        search.newGame();
        search.setPosition(start, moves);
        SearchLimits limits;
        limits.nodes = n;
        std::uint64_t firstReport = 0;
        const SearchResult r = search.go(limits, [&](const SearchInfo& si) {
            if (!firstReport) firstReport = si.nodes;
        });
        QVERIFY2(firstReport > alone.nodes,
                 qPrintable(QString("%1 <= %2").arg(firstReport).arg(alone.nodes)));
        QVERIFY2(r.nodes <= n + 256, qPrintable(QString("%1 nodes for go nodes %2").arg(r.nodes).arg(n)));
    }
}
