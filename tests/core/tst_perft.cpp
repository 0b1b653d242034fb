// Perft: exact leaf counts of the legal move tree, against published figures and an independent engine.
#include "rules/MoveGenerator.h"
#include "rules/Perft.h"
#include "rules/Sfen.h"

#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(VariantKind)

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void counts_data();
    void counts();
    void stagedCounts_data() { counts_data(); }
    void stagedCounts();
    void divideSumsToTotal();
    void makeUnmakeRestoresKeyAndBoard();
};

void TestPerft::counts_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    const QString start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    const QString matsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    const QString maxMoves = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
    const auto S = VariantKind::Standard;
    QTest::newRow("start 1") << S << start << 1 << 30ULL;
    QTest::newRow("start 2") << S << start << 2 << 900ULL;
    QTest::newRow("start 3") << S << start << 3 << 25470ULL;
    QTest::newRow("start 4") << S << start << 4 << 719731ULL;
    QTest::newRow("start 5") << S << start << 5 << 19861490ULL;
    QTest::newRow("matsuri 1") << S << matsuri << 1 << 207ULL;
    QTest::newRow("matsuri 2") << S << matsuri << 2 << 28684ULL;
    QTest::newRow("matsuri 3") << S << matsuri << 3 << 4809015ULL;
    // 593 legal moves: the known maximum; its tree is full of pawn-drop-mate traps.
    QTest::newRow("max-moves 1") << S << maxMoves << 1 << 593ULL;
    QTest::newRow("max-moves 2") << S << maxMoves << 2 << 105677ULL;
    QTest::newRow("max-moves 3") << S << maxMoves << 3 << 53393368ULL;
    // Small boards: cross-checked with Debian's Fairy-Stockfish (see the issue note for the command)
    // and with tst_movegen's brute-force reference generator at the shallow depths.
    const auto G = VariantKind::Gorogoro, M = VariantKind::Minishogi;
    const QString goro = "sgkgs/5/1ppp1/1PPP1/5/SGKGS b - 1";
    const QString mini = "rbsgk/4p/5/P4/KGSBR b - 1";
    QTest::newRow("gorogoro 1") << G << goro << 1 << 16ULL;
    QTest::newRow("gorogoro 2") << G << goro << 2 << 250ULL;
    QTest::newRow("gorogoro 3") << G << goro << 3 << 4166ULL;
    QTest::newRow("gorogoro 4") << G << goro << 4 << 67517ULL;
    QTest::newRow("gorogoro 5") << G << goro << 5 << 1186299ULL;
    QTest::newRow("minishogi 1") << M << mini << 1 << 14ULL;
    QTest::newRow("minishogi 2") << M << mini << 2 << 181ULL;
    QTest::newRow("minishogi 3") << M << mini << 3 << 2512ULL;
    QTest::newRow("minishogi 4") << M << mini << 4 << 35401ULL;
    QTest::newRow("minishogi 5") << M << mini << 5 << 533203ULL;
}

void TestPerft::counts() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    auto pos = sfen::parse(sfen.toStdString(), variant);
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
}

namespace {

// Perft as a search walks the tree: captures, then non-captures, then drops, each generated on its own.
std::uint64_t stagedPerft(Position& pos, int depth) {
    std::uint64_t nodes = 0;
    for (unsigned kind : {movegen::Captures, movegen::NonCaptures, movegen::Drops}) {
        MoveList moves;
        movegen::legalMoves(pos, moves, kind);
        if (depth == 1) {
            nodes += std::uint64_t(moves.size());
            continue;
        }
        for (Move m : moves) {
            pos.doMove(m);
            nodes += stagedPerft(pos, depth - 1);
            pos.undoMove();
        }
    }
    return nodes;
}

} // namespace

void TestPerft::stagedCounts() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    if (nodes > 10000000ULL) QSKIP("the deepest counts are perft's own; the staged walk checks the rest");
    auto pos = sfen::parse(sfen.toStdString(), variant);
    QVERIFY(pos.ok());
    QCOMPARE(qulonglong(stagedPerft(*pos, depth)), nodes);
}

void TestPerft::divideSumsToTotal() {
    auto pos = sfen::parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    QVERIFY(pos.ok());
    quint64 sum = 0;
    const auto rows = perftDivide(*pos, 2);
    for (const auto& [move, n] : rows)
        sum += n;
    QCOMPARE(rows.size(), std::size_t(207));
    QCOMPARE(sum, quint64(28684));
}

void TestPerft::makeUnmakeRestoresKeyAndBoard() {
    auto pos = sfen::parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    QVERIFY(pos.ok());
    const Position before = *pos;
    perft(*pos, 3);
    QVERIFY(pos->sameState(before));
    QCOMPARE(pos->key(), before.key());
    QCOMPARE(sfen::format(*pos), sfen::format(before));
}

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
