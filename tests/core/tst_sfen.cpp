// SFEN reading and writing: round trips, and an error that names what is wrong for each kind of bad input.
#include "rules/Sfen.h"

#include <QTest>

#include <random>

using namespace shogi;

Q_DECLARE_METATYPE(VariantKind)

class TestSfen : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data();
    void roundTrip();
    void errors_data();
    void errors();
    void moveNumberIsOptional();
    void garbageNeverCrashes();
};

void TestSfen::roundTrip_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    const auto S = VariantKind::Standard;
    QTest::newRow("start") << S << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    QTest::newRow("matsuri") << S << "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    QTest::newRow("hands") << S << "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
    QTest::newRow("tsume without black king") << S << "4k4/9/4P4/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p 1";
    QTest::newRow("gorogoro") << VariantKind::Gorogoro << "sgkgs/5/1ppp1/1PPP1/5/SGKGS b - 1";
    QTest::newRow("minishogi") << VariantKind::Minishogi << "rbsgk/4p/5/P4/KGSBR b - 1";
    QTest::newRow("minishogi promoted") << VariantKind::Minishogi << "r1+Sgk/4p/2+B2/P4/KG2R w Sb 12";
}

void TestSfen::roundTrip() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    auto pos = sfen::parse(sfen.toStdString(), variant);
    QVERIFY2(pos.ok(), pos.ok() ? "" : pos.error().describe().c_str());
    QCOMPARE(QString::fromStdString(sfen::format(*pos)), sfen);
}

void TestSfen::errors_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("message");
    const auto S = VariantKind::Standard;
    const QString camp = "/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    QTest::newRow("empty") << S << ""
                           << "empty SFEN";
    QTest::newRow("only board") << S << "9/9/9/9/9/9/9/9/9"
                                << "missing side to move and hand";
    QTest::newRow("no hand") << S << "lnsgkgsnl/1r5b1/ppppppppp" + camp + " b"
                             << "missing the hand field ('-' for none)";
    QTest::newRow("rank too long") << S << "lnsgkgsnl/1r5b1/pppppppppp" + camp + " b - 1"
                                   << "rank 3 has more than 9 files";
    QTest::newRow("rank with 10 files") << S << "lnsgkgsnl/1r5b1/ppppppppp/91" + camp.mid(2) + " b - 1"
                                        << "rank 4 has 10 files, expected 9";
    QTest::newRow("rank too short") << S << "lnsgkgsnl/1r5b1/pppppppp" + camp + " b - 1"
                                    << "rank 3 has 8 files, expected 9";
    QTest::newRow("ten ranks") << S << "lnsgkgsnl/1r5b1/ppppppppp" + camp + "/9 b - 1"
                               << "the board has more than 9 ranks";
    QTest::newRow("eight ranks") << S << "lnsgkgsnl/1r5b1/ppppppppp/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
                                 << "the board has 8 ranks, expected 9";
    QTest::newRow("unknown piece") << S << "lnsgkgsnl/1r5x1/ppppppppp" + camp + " b - 1"
                                   << "unknown piece 'x' on rank 2";
    QTest::newRow("two black kings") << S
                                     << "lnsgkgsnl/1r5b1/ppppppppp/9/4K4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
                                     << "two black kings";
    QTest::newRow("promoted gold") << S << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1"
                                   << "piece 'G' cannot be promoted";
    QTest::newRow("dangling plus") << S << "lnsgkgsnl/1r5b1/ppppppppp" + camp + "+ b - 1"
                                   << "'+' must be followed by a piece letter";
    QTest::newRow("bad side") << S << "lnsgkgsnl/1r5b1/ppppppppp" + camp + " x - 1"
                              << "side to move must be 'b' or 'w', not 'x'";
    QTest::newRow("king in hand") << S << "lnsg1gsnl/1r5b1/ppppppppp" + camp + " b K 1"
                                  << "unknown piece 'K' in hand";
    QTest::newRow("hand count no piece") << S << "4k4/9/9/9/9/9/9/9/4K4 b 3 1"
                                         << "hand ends with a count and no piece";
    QTest::newRow("too many pawns") << S << "lnsgkgsnl/1r5b1/ppppppppp" + camp + " b P 1"
                                    << "too many pawns: 19, the set has 18";
    QTest::newRow("nifu on board") << S << "4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1"
                                   << "black has two pawns on file 5 (nifu)";
    QTest::newRow("dead pawn") << S << "P3k4/9/9/9/9/9/9/9/4K4 b - 1"
                               << "black pawn on 9a can never move";
    QTest::newRow("dead white knight") << S << "4k4/9/9/9/9/9/9/n8/4K4 b - 1"
                                       << "white knight on 9h can never move";
    QTest::newRow("idle side in check") << S << "4k4/9/9/9/9/9/9/9/4K3r w - 1"
                                        << "black is in check while white is to move";
    QTest::newRow("bad move number") << S << "4k4/9/9/9/9/9/9/9/4K4 b - x"
                                     << "move number 'x' is not a positive number";
    QTest::newRow("trailing text") << S << "4k4/9/9/9/9/9/9/9/4K4 b - 1 moves"
                                   << "unexpected text after the move number: 'moves'";
    QTest::newRow("9x9 board as minishogi")
        << VariantKind::Minishogi << "lnsgkgsnl/1r5b1/ppppppppp" + camp + " b - 1"
        << "rank 1 has more than 5 files";
    QTest::newRow("minishogi extra lance") << VariantKind::Minishogi << "rbsgk/4p/5/P4/KGSBR b L 1"
                                           << "too many lances: 1, the set has 0";
}

void TestSfen::errors() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(QString, message);
    auto pos = sfen::parse(sfen.toStdString(), variant);
    QVERIFY(!pos.ok());
    QCOMPARE(QString::fromStdString(pos.error().message), message);
}

void TestSfen::moveNumberIsOptional() {
    auto pos = sfen::parse("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
    QVERIFY(pos.ok());
    QCOMPARE(pos->moveNumber(), 1);
}

// Random mutations of valid SFENs must give a position or an error, never a crash.
void TestSfen::garbageNeverCrashes() {
    std::mt19937 rng(7);
    const std::string alphabet = "lnsgkrbpLNSGKRBP+/0123456789 bw-";
    const std::string base = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
    int ok = 0;
    for (int i = 0; i < 20000; ++i) {
        std::string s = base;
        for (int k = 0; k < 1 + int(rng() % 4); ++k) {
            const std::size_t at = rng() % s.size();
            switch (rng() % 3) {
            case 0:
                s[at] = alphabet[rng() % alphabet.size()];
                break;
            case 1:
                s.erase(at, 1);
                break;
            default:
                s.insert(at, 1, alphabet[rng() % alphabet.size()]);
            }
        }
        auto pos = sfen::parse(s, VariantKind(rng() % 3));
        if (pos.ok()) {
            ++ok;
            QCOMPARE(sfen::parse(sfen::format(*pos), pos->variant().kind).ok(), true);
        } else {
            QVERIFY(!pos.error().message.empty());
        }
    }
    QVERIFY(ok > 0);
}

QTEST_GUILESS_MAIN(TestSfen)
#include "tst_sfen.moc"
