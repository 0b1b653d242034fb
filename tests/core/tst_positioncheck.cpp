// The checks of a position set up by hand: each problem found with its fields, every problem of a position
// listed, none for positions a game can reach, the tsume rule for kings, and the pieces a set has left.
#include "rules/PieceSet.h"
#include "rules/PositionCheck.h"
#include "rules/Sfen.h"

#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(VariantKind)
Q_DECLARE_METATYPE(KingRule)

namespace {

// Positions the strict SFEN reader refuses are built square by square from a lenient one.
Position composed(const QString& text, VariantKind variant = VariantKind::Standard) {
    auto pos = sfen::parseComposed(text.toStdString(), variant);
    if (pos) return *pos;
    // parseComposed still refuses too many pieces and the idle side in check: build those by hand.
    const QStringList fields = text.split(' ');
    Position built(variant);
    const Variant& v = built.variant();
    int rank = 0, file = v.files - 1;
    bool promote = false;
    for (QChar c : fields[0]) {
        if (c == '/') {
            ++rank;
            file = v.files - 1;
        } else if (c.isDigit()) {
            file -= c.digitValue();
        } else if (c == '+') {
            promote = true;
        } else {
            PieceType pt = PieceType(QStringLiteral(" PLNSBRGK").indexOf(c.toUpper()));
            if (promote) pt = promoted(pt);
            promote = false;
            built.put(makeSquare(file--, rank), makePiece(c.isLower() ? Color::White : Color::Black, pt));
        }
    }
    built.setSideToMove(fields[1] == "w" ? Color::White : Color::Black);
    int count = 0;
    for (QChar c : fields[2]) {
        if (c.isDigit()) {
            count = count * 10 + c.digitValue();
            continue;
        }
        if (c == '-') break;
        const PieceType pt = PieceType(QStringLiteral(" PLNSBRGK").indexOf(c.toUpper()));
        built.setHand(c.isLower() ? Color::White : Color::Black, pt, count ? count : 1);
        count = 0;
    }
    built.finishSetup();
    return built;
}

QStringList described(const std::vector<PositionIssue>& issues) {
    QStringList out;
    for (const PositionIssue& issue : issues)
        out << QString::fromStdString(describe(issue));
    return out;
}

Square sq(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

} // namespace

class TestPositionCheck : public QObject {
    Q_OBJECT
private slots:
    void playable_data();
    void playable();
    void problems_data();
    void problems();
    void fieldsOfEachProblem();
    void sfenRefusesByTheSameChecks();
    void remaining_data();
    void remaining();
    void setCounts();
};

void TestPositionCheck::playable_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<KingRule>("kings");
    const auto S = VariantKind::Standard;
    QTest::newRow("start") << S << QString::fromLatin1(Variant::get(S).startSfen.data())
                           << KingRule::BothSides;
    QTest::newRow("gorogoro start") << VariantKind::Gorogoro << "sgkgs/5/1ppp1/1PPP1/5/SGKGS b - 1"
                                    << KingRule::BothSides;
    QTest::newRow("minishogi start") << VariantKind::Minishogi << "rbsgk/4p/5/P4/KGSBR b - 1"
                                     << KingRule::BothSides;
    QTest::newRow("promoted pawn on the last rank")
        << S << "+P3k4/9/9/9/9/9/9/9/4K4 b - 1" << KingRule::BothSides;
    QTest::newRow("white knight on rank 7 is alive")
        << S << "4k4/9/9/9/9/9/n8/9/4K4 b - 1" << KingRule::BothSides;
    QTest::newRow("pawn and tokin on one file")
        << S << "4k4/9/4+P4/9/9/9/4P4/9/4K4 b - 1" << KingRule::BothSides;
    QTest::newRow("the mover may be in check") << S << "4k4/9/9/9/9/9/9/9/4K3r b - 1" << KingRule::BothSides;
    QTest::newRow("tsume: no black king")
        << S << "4k4/9/4P4/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p 1" << KingRule::DefenderOnly;
    QTest::newRow("tsume with both kings") << S << "4k4/9/4P4/9/9/9/9/9/4K4 b G 1" << KingRule::DefenderOnly;
    QTest::newRow("the whole set in hands")
        << S << "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L9P 9p 1" << KingRule::BothSides;
}

void TestPositionCheck::playable() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(KingRule, kings);
    const Position pos = composed(sfen, variant);
    QCOMPARE(described(checkPosition(pos, kings)), QStringList());
}

void TestPositionCheck::problems_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<KingRule>("kings");
    QTest::addColumn<QStringList>("expected");
    const auto S = VariantKind::Standard;
    const auto Both = KingRule::BothSides;
    QTest::newRow("empty board") << S << "9/9/9/9/9/9/9/9/9 b - 1" << Both
                                 << QStringList{"black has no king", "white has no king"};
    QTest::newRow("tsume needs white's king")
        << S << "9/9/4P4/9/9/9/9/9/9 b G 1" << KingRule::DefenderOnly << QStringList{"white has no king"};
    QTest::newRow("a game needs black's king")
        << S << "4k4/9/4P4/9/9/9/9/9/9 b G 1" << Both << QStringList{"black has no king"};
    QTest::newRow("two black kings") << S << "4k4/9/9/9/4K4/9/9/9/4K4 b - 1" << Both
                                     << QStringList{"two black kings"};
    QTest::newRow("dead black pawn") << S << "P3k4/9/9/9/9/9/9/9/4K4 b - 1" << Both
                                     << QStringList{"black pawn on 9a can never move"};
    QTest::newRow("dead black lance")
        << S << "4k3L/9/9/9/9/9/9/9/4K4 b - 1" << Both << QStringList{"black lance on 1a can never move"};
    QTest::newRow("dead black knight on rank b")
        << S << "4k4/N8/9/9/9/9/9/9/4K4 b - 1" << Both << QStringList{"black knight on 9b can never move"};
    QTest::newRow("dead white knight")
        << S << "4k4/9/9/9/9/9/9/n8/4K4 b - 1" << Both << QStringList{"white knight on 9h can never move"};
    QTest::newRow("dead white pawn") << S << "4k4/9/9/9/9/9/9/9/4K3p b - 1" << Both
                                     << QStringList{"white pawn on 1i can never move"};
    QTest::newRow("nifu") << S << "4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1" << Both
                          << QStringList{"black has two pawns on file 5 (nifu)"};
    QTest::newRow("white nifu on file 1") << S << "4k3p/8p/9/9/9/9/9/9/4K4 b - 1" << Both
                                          << QStringList{"white has two pawns on file 1 (nifu)"};
    QTest::newRow("too many pawns") << S << "4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1" << Both
                                    << QStringList{"too many pawns: 19, the set has 18"};
    QTest::newRow("promoted rooks count as rooks")
        << S << "4k4/9/9/9/8+R/9/9/9/4K4 b 2R 1" << Both << QStringList{"too many rooks: 3, the set has 2"};
    QTest::newRow("no lance in minishogi") << VariantKind::Minishogi << "4k/5/5/2L2/K4 b - 1" << Both
                                           << QStringList{"too many lances: 1, the set has 0"};
    QTest::newRow("idle side in check") << S << "4k4/9/9/9/9/9/9/9/4K3r w - 1" << Both
                                        << QStringList{"black is in check while white is to move"};
    QTest::newRow("gorogoro: dead pawn on rank f") << VariantKind::Gorogoro << "2k2/5/5/5/5/pK3 b - 1" << Both
                                                   << QStringList{"white pawn on 5f can never move"};
    QTest::newRow("every problem at once")
        << S << "P3k4/9/9/4P4/9/9/4P4/9/4K3r w 18p 1" << Both
        << QStringList{"black pawn on 9a can never move", "too many pawns: 21, the set has 18",
                       "black has two pawns on file 5 (nifu)", "black is in check while white is to move"};
}

void TestPositionCheck::problems() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(KingRule, kings);
    QFETCH(QStringList, expected);
    QCOMPARE(described(checkPosition(composed(sfen, variant), kings)), expected);
}

void TestPositionCheck::fieldsOfEachProblem() {
    const auto issues = checkPosition(composed("4k4/N8/9/9/4+P4/9/9/9/4K3r w 18p 1"));
    QCOMPARE(issues.size(), std::size_t(3));
    QCOMPARE(issues[0], (PositionIssue{PositionProblem::DeadPiece, Color::Black, Knight, sq("9b")}));
    QCOMPARE(issues[1],
             (PositionIssue{PositionProblem::TooManyPieces, Color::Black, Pawn, NoSquare, -1, 19, 18}));
    QCOMPARE(issues[2], (PositionIssue{PositionProblem::IdleSideInCheck, Color::Black}));
    const auto nifu = checkPosition(composed("4k4/9/9/9/9/4P4/4P4/4P4/4K4 b - 1"));
    QCOMPARE(nifu.size(), std::size_t(1));
    QCOMPARE(nifu[0], (PositionIssue{PositionProblem::Nifu, Color::Black, Pawn, NoSquare, 4, 3}));
    const auto kings = checkPosition(composed("4k4/9/9/9/4K4/9/9/9/4K4 b - 1"), KingRule::DefenderOnly);
    QCOMPARE(kings.size(), std::size_t(1));
    QCOMPARE(kings[0], (PositionIssue{PositionProblem::ExtraKing, Color::Black, King, NoSquare, -1, 2, 1}));
}

void TestPositionCheck::sfenRefusesByTheSameChecks() {
    // The strict reader refuses each problem but the missing king; the composed one lets through what
    // problems use.
    QVERIFY(sfen::parse("9/9/9/9/9/9/9/9/9 b - 1").ok());
    QCOMPARE(QString::fromStdString(sfen::parse("4k3L/9/9/9/9/9/9/9/4K4 b - 1").error().message),
             QStringLiteral("black lance on 1a can never move"));
    QVERIFY(sfen::parseComposed("4k3L/9/9/9/9/9/9/9/4K4 b - 1").ok());
    QVERIFY(sfen::parseComposed("4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1").ok());
    QCOMPARE(QString::fromStdString(sfen::parseComposed("4k4/9/9/9/9/9/9/9/4K4 b 10P9p 1").error().message),
             QStringLiteral("too many pawns: 19, the set has 18"));
}

void TestPositionCheck::remaining_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("rest"); // the hand remainingPieces gives, as a SFEN hand field for one side
    const auto S = VariantKind::Standard;
    QTest::newRow("start: nothing left") << S << QString::fromLatin1(Variant::get(S).startSfen.data()) << "-";
    QTest::newRow("kings only: everything") << S << "4k4/9/9/9/9/9/9/9/4K4 b - 1"
                                            << "2R2B4G4S4N4L18P";
    QTest::newRow("a tsume diagram") << S << "4k4/9/4P4/9/9/9/9/9/9 b G 1"
                                     << "2R2B3G4S4N4L17P";
    QTest::newRow("promoted pieces count") << S << "3gk4/9/4+P4/9/4+B4/9/9/9/9 b 2N 1"
                                           << "2RB3G4S2N4L17P";
    QTest::newRow("too many: none left, never less") << S << "4k4/9/9/9/9/9/9/9/4K4 b 19P 1"
                                                     << "2R2B4G4S4N4L";
    QTest::newRow("minishogi") << VariantKind::Minishogi << "4k/5/5/5/K4 b P 1"
                               << "2R2B2G2SP";
    QTest::newRow("gorogoro") << VariantKind::Gorogoro << "2k2/5/5/5/5/2K2 b - 1"
                              << "4G4S6P";
}

void TestPositionCheck::remaining() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, sfen);
    QFETCH(QString, rest);
    Position shown(variant);
    const Hand hand = remainingPieces(composed(sfen, variant));
    for (int pt = Pawn; pt <= Gold; ++pt)
        shown.setHand(Color::Black, PieceType(pt), hand.count(PieceType(pt)));
    shown.finishSetup();
    QCOMPARE(QString::fromStdString(sfen::format(shown)).section(' ', 2, 2), rest);
}

void TestPositionCheck::setCounts() {
    const Variant& standard = Variant::get(VariantKind::Standard);
    QCOMPARE(setCount(standard, Pawn), 18);
    QCOMPARE(setCount(standard, ProPawn), 18);
    QCOMPARE(setCount(standard, Dragon), 2);
    QCOMPARE(setCount(standard, King), 2);
    QCOMPARE(setCount(Variant::get(VariantKind::Minishogi), Knight), 0);
    QCOMPARE(setCount(Variant::get(VariantKind::Gorogoro), Gold), 4);
}

QTEST_APPLESS_MAIN(TestPositionCheck)
#include "tst_positioncheck.moc"
