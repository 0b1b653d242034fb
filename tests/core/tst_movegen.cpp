// Legal move generation: each rule in its own case, then a cross-check against a naive reference generator.
#include "ReferenceMoveGen.h"
#include "rules/Legality.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

#include <random>
#include <set>

using namespace shogi;

Q_DECLARE_METATYPE(VariantKind)

namespace {

Position load(const char* text, VariantKind v = VariantKind::Standard) {
    auto pos = sfen::parse(text, v);
    if (!pos) qFatal("bad test SFEN %s: %s", text, pos.error().describe().c_str());
    return *pos;
}

std::set<std::string> legalSet(const Position& pos) {
    MoveList list;
    movegen::legalMoves(pos, list);
    std::set<std::string> out;
    for (Move m : list)
        out.insert(usi::format(m));
    return out;
}

bool has(const Position& pos, const char* usiMove) {
    return legalSet(pos).count(usiMove) == 1;
}

} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT
private slots:
    void nifu();
    void promotedPawnDoesNotCountForNifu();
    void uchifuzumeIsIllegal();
    void pawnDropCheckThatIsNotMateIsLegal();
    void pawnDropMateWhenTheCapturerIsPinned();
    void pawnPushMateIsLegal();
    void forcedPromotion_data();
    void forcedPromotion();
    void optionalPromotionEnteringLeavingInside();
    void goldAndKingNeverPromote();
    void deadDrops();
    void dropsAreNeverPromoted();
    void kingCannotMoveIntoCheck();
    void pinnedPieceStaysOnItsLine();
    void checkEvasionsOnly();
    void doubleCheckOnlyKingMoves();
    void smallBoardsStayOnTheBoard();
    void deadPawnOfAComposedProblemHasNoMove();
    void matchesReferenceGenerator_data();
    void matchesReferenceGenerator();
    void kindsSplitTheLegalMoves_data() { matchesReferenceGenerator_data(); }
    void kindsSplitTheLegalMoves();
    void isLegalAgreesWithTheGenerator_data() { matchesReferenceGenerator_data(); }
    void isLegalAgreesWithTheGenerator();
    void isLegalInComposedProblems();
};

void TestMoveGen::nifu() {
    const Position pos = load("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    QVERIFY(!has(pos, "P*5e"));
    QVERIFY(has(pos, "P*4e"));
    QCOMPARE(explainMove(pos, Move::drop(Pawn, makeSquare(4, 4))), IllegalReason::Nifu);
}

void TestMoveGen::promotedPawnDoesNotCountForNifu() {
    const Position pos = load("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1");
    QVERIFY(has(pos, "P*5e"));
}

void TestMoveGen::uchifuzumeIsIllegal() {
    // White king 9a boxed in by its knight; the gold on 8c guards 9b and 8b: P*9b would mate.
    const Position pos = load("kn7/9/1G7/9/9/9/9/9/8K b P 1");
    QVERIFY(!has(pos, "P*9b"));
    QVERIFY(has(pos, "P*9c"));
    QCOMPARE(explainMove(pos, Move::drop(Pawn, makeSquare(8, 1))), IllegalReason::Uchifuzume);
}

void TestMoveGen::pawnDropCheckThatIsNotMateIsLegal() {
    // Without the gold the king simply takes the pawn.
    const Position pos = load("kn7/9/9/9/9/9/9/9/8K b P 1");
    QVERIFY(has(pos, "P*9b"));
}

void TestMoveGen::pawnDropMateWhenTheCapturerIsPinned() {
    // White's gold on 8b could take a pawn on 9b, but the bishop on 6d pins it to the king on 9a, and the
    // knight on 8d guards 9b: P*9b is still mate by a dropped pawn.
    const Position pos = load("kn7/1g7/9/1N1B5/9/9/9/9/8K b P 1");
    QVERIFY(pos.pinned(Color::White).test(makeSquare(7, 1)));
    QVERIFY(!has(pos, "P*9b"));
    QCOMPARE(explainMove(pos, Move::drop(Pawn, makeSquare(8, 1))), IllegalReason::Uchifuzume);
}

void TestMoveGen::pawnPushMateIsLegal() {
    // The same net, but the pawn walks in: mate by a pawn on the board is allowed.
    Position pos = load("kn7/9/PG7/9/9/9/9/9/8K b - 1");
    QVERIFY(has(pos, "9c9b"));
    pos.doMove(Move::normal(makeSquare(8, 2), makeSquare(8, 1)));
    QVERIFY(pos.inCheck());
    QVERIFY(!movegen::hasLegalMove(pos));
}

void TestMoveGen::forcedPromotion_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("promoting");
    QTest::addColumn<bool>("mayDecline");
    QTest::newRow("black pawn to rank a") << "4k4/P8/9/9/9/9/9/9/4K4 b - 1"
                                          << "9b9a+" << false;
    QTest::newRow("black pawn to rank b") << "4k4/9/P8/9/9/9/9/9/4K4 b - 1"
                                          << "9c9b+" << true;
    QTest::newRow("black lance to rank a") << "4k4/9/L8/9/9/9/9/9/4K4 b - 1"
                                           << "9c9a+" << false;
    QTest::newRow("black lance to rank b") << "4k4/9/L8/9/9/9/9/9/4K4 b - 1"
                                           << "9c9b+" << true;
    QTest::newRow("black knight to rank b") << "4k4/9/9/1N7/9/9/9/9/4K4 b - 1"
                                            << "8d9b+" << false;
    QTest::newRow("black knight to rank c") << "4k4/9/9/9/1N7/9/9/9/4K4 b - 1"
                                            << "8e9c+" << true;
    QTest::newRow("white pawn to rank i") << "4k4/9/9/9/9/9/9/p8/4K4 w - 1"
                                          << "9h9i+" << false;
    QTest::newRow("white lance to rank i") << "4k4/9/9/9/9/9/l8/9/4K4 w - 1"
                                           << "9g9i+" << false;
    QTest::newRow("white knight to rank h") << "4k4/9/9/9/9/1n7/9/9/4K4 w - 1"
                                            << "8f9h+" << false;
    QTest::newRow("white knight to rank g") << "4k4/9/9/9/1n7/9/9/9/4K4 w - 1"
                                            << "8e9g+" << true;
}

void TestMoveGen::forcedPromotion() {
    QFETCH(QString, sfen);
    QFETCH(QString, promoting);
    QFETCH(bool, mayDecline);
    const Position pos = load(sfen.toLatin1().constData());
    const std::string withPromotion = promoting.toStdString();
    const std::string without = withPromotion.substr(0, 4);
    QVERIFY(has(pos, withPromotion.c_str()));
    QCOMPARE(has(pos, without.c_str()), mayDecline);
    if (!mayDecline) {
        auto m = usi::parseMove(without, pos.variant());
        QCOMPARE(explainMove(pos, *m), IllegalReason::MustPromote);
    }
}

void TestMoveGen::optionalPromotionEnteringLeavingInside() {
    // Silver on 5d: entering the zone (5c), inside it (from 4c to 4b), and leaving it (3c to 2d) may promote.
    const Position pos = load("4k4/9/6S2/4S4/9/9/9/9/4K4 b - 1");
    for (const char* m : {"5d5c+", "5d5c", "3c2d+", "3c2d", "3c3b+", "3c3b"})
        QVERIFY2(has(pos, m), m);
    QVERIFY(!has(pos, "5d4e+")); // outside the zone both ways
    QCOMPARE(explainMove(pos, *usi::parseMove("5d4e+", pos.variant())), IllegalReason::CannotPromote);
}

void TestMoveGen::goldAndKingNeverPromote() {
    const Position pos = load("4k4/9/9/4G4/9/9/9/9/4K4 b - 1");
    QVERIFY(has(pos, "5d5c"));
    QVERIFY(!has(pos, "5d5c+"));
}

void TestMoveGen::deadDrops() {
    const Position pos = load("4k4/9/9/9/9/9/9/9/4K4 b PLN 1");
    QVERIFY(!has(pos, "P*1a"));
    QVERIFY(!has(pos, "L*1a"));
    QVERIFY(!has(pos, "N*1a"));
    QVERIFY(!has(pos, "N*1b"));
    QVERIFY(has(pos, "P*1b"));
    QVERIFY(has(pos, "L*1b"));
    QVERIFY(has(pos, "N*1c"));
    QCOMPARE(explainMove(pos, Move::drop(Knight, makeSquare(0, 1))), IllegalReason::DeadDrop);
    const Position white = load("4k4/9/9/9/9/9/9/9/4K4 w pln 1");
    QVERIFY(!has(white, "P*1i"));
    QVERIFY(!has(white, "N*1h"));
    QVERIFY(has(white, "N*1g"));
}

void TestMoveGen::dropsAreNeverPromoted() {
    const Position pos = load("4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1");
    MoveList list;
    movegen::legalMoves(pos, list);
    int drops = 0;
    for (Move m : list)
        if (m.isDrop()) {
            ++drops;
            QVERIFY(!m.isPromotion());
        }
    QVERIFY(drops > 400);
}

void TestMoveGen::kingCannotMoveIntoCheck() {
    // The white rook on 4a controls file 4: the black king on 5i may not step to 4h or 4i.
    const Position pos = load("k4r3/9/9/9/9/9/9/9/4K4 b - 1");
    QVERIFY(has(pos, "5i6h"));
    QVERIFY(!has(pos, "5i4h"));
    QVERIFY(!has(pos, "5i4i"));
    QCOMPARE(explainMove(pos, *usi::parseMove("5i4h", pos.variant())), IllegalReason::KingLeftInCheck);
}

void TestMoveGen::pinnedPieceStaysOnItsLine() {
    // The black gold on 5h is pinned by the rook on 5a; it may move along file 5 only.
    const Position pos = load("k3r4/9/9/9/9/9/9/4G4/4K4 b - 1");
    QVERIFY(has(pos, "5h5g"));
    QVERIFY(!has(pos, "5h4h"));
    QVERIFY(!has(pos, "5h6g"));
}

void TestMoveGen::checkEvasionsOnly() {
    // Rook check along file 5 from 5a: block (5h..5b squares), capture, or move the king; nothing else.
    const Position pos = load("k3r4/9/9/9/9/9/9/9/4K1G2 b P 1");
    QVERIFY(pos.inCheck());
    for (const std::string& m : legalSet(pos)) {
        const bool kingMove = m.substr(0, 2) == "5i";
        const bool onFile5 = m[m.size() - 2] == '5' || (m.size() == 5 && m[2] == '5');
        QVERIFY2(kingMove || onFile5, m.c_str());
    }
    QVERIFY(has(pos, "P*5e"));
    QVERIFY(!has(pos, "3i3h"));
}

void TestMoveGen::doubleCheckOnlyKingMoves() {
    // Rook on file 5 and bishop on the diagonal both check the king on 5i.
    const Position pos = load("k3r4/9/9/9/b8/9/9/9/4K4 b G 1");
    QVERIFY(pos.checkers().moreThanOne());
    for (const std::string& m : legalSet(pos))
        QVERIFY2(m.substr(0, 2) == "5i", m.c_str());
}

void TestMoveGen::smallBoardsStayOnTheBoard() {
    for (auto kind : {VariantKind::Minishogi, VariantKind::Gorogoro}) {
        const Variant& v = Variant::get(kind);
        Position pos = load(std::string(v.startSfen).c_str(), kind);
        MoveList list;
        movegen::legalMoves(pos, list);
        for (Move m : list)
            QVERIFY(v.board.test(m.to()));
    }
}

void TestMoveGen::deadPawnOfAComposedProblemHasNoMove() {
    // Problems may leave a pawn on its last rank; it must not wrap into the neighbouring file.
    auto pos = sfen::parseComposed("P3k4/9/9/9/9/9/9/9/4K4 b - 1");
    QVERIFY(pos.ok());
    for (const std::string& m : legalSet(*pos))
        QVERIFY2(m.substr(0, 2) != "9a", m.c_str());
    QCOMPARE(legalSet(*pos).size(), std::size_t(5));
}

void TestMoveGen::matchesReferenceGenerator_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 6; ++seed) {
        QTest::addRow("standard %d", seed) << VariantKind::Standard << seed;
        QTest::addRow("gorogoro %d", seed) << VariantKind::Gorogoro << seed;
        QTest::addRow("minishogi %d", seed) << VariantKind::Minishogi << seed;
    }
}

// Random games, comparing the full legal move set with the reference at every position.
void TestMoveGen::matchesReferenceGenerator() {
    QFETCH(VariantKind, variant);
    QFETCH(int, seed);
    std::mt19937 rng(seed);
    Position pos = load(std::string(Variant::get(variant).startSfen).c_str(), variant);
    for (int ply = 0; ply < 150; ++ply) {
        const auto ours = legalSet(pos);
        std::set<std::string> theirs;
        for (Move m : reference::legalMoves(pos))
            theirs.insert(usi::format(m));
        QVERIFY2(ours == theirs, (sfen::format(pos) + " differs").c_str());
        if (ours.empty()) break;
        MoveList list;
        movegen::legalMoves(pos, list);
        // Prefer captures now and then so hands fill up and drops get exercised.
        Move chosen = list[int(rng() % unsigned(list.size()))];
        for (Move m : list)
            if (pos.capturedBy(m) && rng() % 2) chosen = m;
        pos.doMove(chosen);
    }
}

namespace {

// The positions of a random game (captures preferred so that hands fill up and drops get exercised).
std::vector<Position> randomGame(VariantKind variant, int seed) {
    std::mt19937 rng(seed);
    Position pos = load(std::string(Variant::get(variant).startSfen).c_str(), variant);
    std::vector<Position> out;
    for (int ply = 0; ply < 150; ++ply) {
        out.push_back(pos);
        MoveList list;
        movegen::legalMoves(pos, list);
        if (list.empty()) break;
        Move chosen = list[int(rng() % unsigned(list.size()))];
        for (Move m : list)
            if (pos.capturedBy(m) && rng() % 2) chosen = m;
        pos.doMove(chosen);
    }
    return out;
}

// Every move the 16-bit encoding can name, sensible or not, against the generated list.
void checkIsLegal(const Position& pos) {
    MoveList list;
    movegen::legalMoves(pos, list);
    std::vector<bool> legal(1 << 16);
    for (Move m : list)
        legal[m.raw()] = true;
    for (int raw = 1; raw < (1 << 16); ++raw) {
        const Move m = Move::fromRaw(std::uint16_t(raw));
        if (movegen::isLegal(pos, m) != legal[raw])
            QFAIL((sfen::format(pos) + ": isLegal wrong for raw move " + std::to_string(raw) + " (" +
                   usi::format(m) + ")")
                      .c_str());
    }
}

} // namespace

void TestMoveGen::kindsSplitTheLegalMoves() {
    QFETCH(VariantKind, variant);
    QFETCH(int, seed);
    for (const Position& pos : randomGame(variant, seed)) {
        MoveList all, captures, nonCaptures, drops;
        movegen::legalMoves(pos, all);
        movegen::legalMoves(pos, captures, movegen::Captures);
        movegen::legalMoves(pos, nonCaptures, movegen::NonCaptures);
        movegen::legalMoves(pos, drops, movegen::Drops);
        QCOMPARE(captures.size() + nonCaptures.size() + drops.size(), all.size());
        for (Move m : captures)
            QVERIFY(!m.isDrop() && pos.capturedBy(m) && all.contains(m));
        for (Move m : nonCaptures)
            QVERIFY(!m.isDrop() && !pos.capturedBy(m) && all.contains(m));
        for (Move m : drops)
            QVERIFY(m.isDrop() && all.contains(m));
        MoveList board;
        movegen::legalMoves(pos, board, movegen::Captures | movegen::NonCaptures);
        QCOMPARE(board.size(), captures.size() + nonCaptures.size());
        QCOMPARE(movegen::hasLegalMove(pos), !all.empty());
        // Restricted to some destinations: exactly the legal moves landing there.
        Bitboard to;
        for (Square s = 0; s < SquareCount; s += 3)
            to |= Bitboard::square(s);
        MoveList some;
        movegen::legalMoves(pos, some, movegen::Captures | movegen::NonCaptures | movegen::Drops, to);
        int landing = 0;
        for (Move m : all)
            landing += to.test(m.to());
        QCOMPARE(some.size(), landing);
        for (Move m : some)
            QVERIFY(to.test(m.to()) && all.contains(m));
    }
}

void TestMoveGen::isLegalAgreesWithTheGenerator() {
    QFETCH(VariantKind, variant);
    QFETCH(int, seed);
    const auto positions = randomGame(variant, seed);
    // Every fifth position keeps the test quick; the seeds and variants cover checks, pins and full hands.
    for (std::size_t i = 0; i < positions.size(); i += 5)
        checkIsLegal(positions[i]);
}

void TestMoveGen::isLegalInComposedProblems() {
    // No attacking king, pieces on squares they could not have reached, pawn-drop mates and evasions.
    for (const char* text : {"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "4k4/4P4/4G4/9/9/9/9/9/9 w P 1",
                             "3lkl3/9/4+R4/9/9/9/9/9/9 w BGgs2p 1", "7nl/7k1/6ppp/9/9/9/9/9/9 b P2G 1",
                             "4k4/9/4P4/9/9/9/9/9/4K4 b Pr 1", "8k/6G2/7P1/9/9/9/9/9/L7K b NP 1"}) {
        auto pos = sfen::parseComposed(text);
        QVERIFY2(pos.ok(), text);
        checkIsLegal(*pos);
    }
}

QTEST_GUILESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
