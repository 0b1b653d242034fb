// The move picker hands out every legal move of a node exactly once, whatever the hash move, killers and
// countermove it is given (legal here or not), winning captures before losing ones; on the three boards, in
// check and with pinned pieces; and in quiescence the legal captures and big promotions. Its stages: the hash
// move first, an illegal one never, winning captures, then the refutations (a killer that is a capture comes
// with the captures, an illegal one never), the quiets, the losing captures; the excluded move never.
#include "engine/MovePicker.h"
#include "engine/See.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

#include <random>
#include <set>

using namespace shogi;
using namespace shogi::engine;

Q_DECLARE_METATYPE(VariantKind)

class TestMovePicker : public QObject {
    Q_OBJECT
private slots:
    void everyLegalMoveExactlyOnce_data();
    void everyLegalMoveExactlyOnce();
    void stagesInOrder();
    void quiescenceStages();
};

namespace {

// A random move that may or may not be legal: one of the position's, or of the position a few plies ago.
Move someMove(const std::vector<MoveList>& seen, std::mt19937& rng) {
    const MoveList& list = seen[rng() % seen.size()];
    return list.empty() ? Move::none() : list[int(rng() % unsigned(list.size()))];
}

} // namespace

void TestMovePicker::everyLegalMoveExactlyOnce_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<bool>("sliders"); // goro-goro has none, so no pins
    QTest::newRow("9x9") << VariantKind::Standard << true;
    QTest::newRow("goro-goro 5x6") << VariantKind::Gorogoro << false;
    QTest::newRow("minishogi 5x5") << VariantKind::Minishogi << true;
}

void TestMovePicker::everyLegalMoveExactlyOnce() {
    QFETCH(VariantKind, variant);
    QFETCH(bool, sliders);
    std::mt19937 rng(7);
    History history;
    int inCheck = 0, withPin = 0;
    for (int game = 0; game < 20; ++game) {
        Position pos = *sfen::parse(std::string(Variant::get(variant).startSfen), variant);
        std::vector<MoveList> seen;
        for (int ply = 0; ply < 160; ++ply) {
            MoveList legal;
            movegen::legalMoves(pos, legal);
            seen.push_back(legal);
            inCheck += pos.inCheck();
            withPin += bool(pos.pinned(pos.sideToMove()));
            // The quiescence picker: the legal captures and big promotions, and whether any move exists.
            {
                MovePicker tactical(pos, history, MoveOrdering{}, MovePicker::Mode::Tactical);
                int handedOut = 0;
                for (Move m = tactical.next(); !m.isNone(); m = tactical.next()) {
                    QVERIFY2(legal.contains(m) && tactical.lastWasTactical(), sfen::format(pos).c_str());
                    ++handedOut;
                }
                int expected = 0;
                for (Move m : legal) {
                    const PieceType pt = m.isDrop() ? NoPieceType : typeOf(pos.pieceOn(m.from()));
                    expected +=
                        pos.capturedBy(m) || (m.isPromotion() && (pt == Pawn || pt == Bishop || pt == Rook));
                }
                QCOMPARE(handedOut, expected);
            }
            {
                MovePicker all(pos, history, MoveOrdering{}, MovePicker::Mode::All);
                std::set<std::uint16_t> picked;
                for (Move m = all.next(); !m.isNone(); m = all.next())
                    QVERIFY2(legal.contains(m) && picked.insert(m.raw()).second, sfen::format(pos).c_str());
                QCOMPARE(int(picked.size()), legal.size());
            }
            if (legal.empty()) break;
            MoveOrdering o;
            o.ply = ply % 8;
            o.ttMove = rng() % 3 ? someMove(seen, rng) : Move::none();
            o.counter = someMove(seen, rng);
            o.excluded = rng() % 4 ? Move::none() : legal[int(rng() % unsigned(legal.size()))];
            history.addKiller(o.ply, someMove(seen, rng));
            history.addKiller(o.ply, someMove(seen, rng));
            MovePicker picker(pos, history, o, MovePicker::Mode::All);
            std::multiset<std::uint16_t> picked;
            bool badSeen = false;
            for (Move m = picker.next(); !m.isNone(); m = picker.next()) {
                QVERIFY2(legal.contains(m), (sfen::format(pos) + " illegal move handed out").c_str());
                picked.insert(m.raw());
                // Losing captures come last: after the first, only losing ones (the hash move, first
                // whatever it is, aside).
                if (picker.lastWasBadCapture())
                    badSeen = badSeen || m != o.ttMove;
                else
                    QVERIFY2(!badSeen || !pos.capturedBy(m), sfen::format(pos).c_str());
                QCOMPARE(picker.lastWasTactical() && !picker.lastWasBadCapture() && pos.capturedBy(m) &&
                             m != o.ttMove && !seeAtLeast(pos, m, 0),
                         false);
            }
            for (Move m : legal)
                QCOMPARE(int(picked.count(m.raw())), m == o.excluded ? 0 : 1);
            QCOMPARE(int(picked.size()), legal.size() - int(legal.contains(o.excluded)));
            // Captures preferred now and then so that hands fill up and drops get exercised.
            Move chosen = legal[int(rng() % unsigned(legal.size()))];
            for (Move m : legal)
                if (pos.capturedBy(m) && rng() % 2) chosen = m;
            pos.doMove(chosen);
        }
    }
    // The random games did reach what the picker must get right.
    QVERIFY(inCheck > 20);
    QVERIFY(withPin > 20 || !sliders);
}

namespace {

// Black's gold on 5h is pinned by the rook on 5a; the rook on 2h wins the pawn on 2c, the bishop on 9e loses
// itself for the gold on 7c (the silver on 8b guards it); a pawn in hand gives drops.
constexpr const char* StagesSfen = "4r3k/1s7/2g4p1/9/B8/9/9/4G2R1/4K4 b P 1";

Move usiMove(const Position& pos, const char* text) {
    return *usi::parseMove(text, pos.variant());
}

struct Picked {
    Move move;
    bool tactical, bad;
};

std::vector<Picked> pickAll(const Position& pos, const History& history, const MoveOrdering& o,
                            MovePicker::Mode mode) {
    std::vector<Picked> out;
    MovePicker picker(pos, history, o, mode);
    for (Move m = picker.next(); !m.isNone(); m = picker.next())
        out.push_back({m, picker.lastWasTactical(), picker.lastWasBadCapture()});
    return out;
}

int indexOf(const std::vector<Picked>& picked, Move m) {
    for (int i = 0; i < int(picked.size()); ++i)
        if (picked[i].move == m) return i;
    return -1;
}

} // namespace

void TestMovePicker::stagesInOrder() {
    const Position pos = *sfen::parse(StagesSfen, VariantKind::Standard);
    MoveList legal;
    movegen::legalMoves(pos, legal);
    const Move pinnedGold = usiMove(pos, "5h4h"), rookTakes = usiMove(pos, "2h2c+"),
               rookTakesPlain = usiMove(pos, "2h2c"), bishopTakes = usiMove(pos, "9e7c"),
               drop = usiMove(pos, "P*5e"), quiet = usiMove(pos, "5i4i");
    QVERIFY(!legal.contains(pinnedGold));
    for (Move m : {rookTakes, rookTakesPlain, bishopTakes, drop, quiet})
        QVERIFY(legal.contains(m));
    QVERIFY(seeAtLeast(pos, rookTakes, 0) && !seeAtLeast(pos, bishopTakes, 0));

    History history;
    MoveOrdering o;
    o.ply = 3;
    o.ttMove = pinnedGold; // illegal here: never handed out
    history.addKiller(o.ply, pinnedGold);
    history.addKiller(o.ply, rookTakes); // a capture: handed out with the captures, once
    o.counter = drop;
    o.excluded = rookTakesPlain;
    const std::vector<Picked> picked = pickAll(pos, history, o, MovePicker::Mode::All);
    QCOMPARE(int(picked.size()), legal.size() - 1);
    QCOMPARE(indexOf(picked, pinnedGold), -1);
    QCOMPARE(indexOf(picked, rookTakesPlain), -1);
    for (Move m : legal)
        if (m != rookTakesPlain) QVERIFY(indexOf(picked, m) >= 0);
    // Winning captures and big promotions first, then the countermove, then the other quiets, then the
    // losing captures.
    const int rook = indexOf(picked, rookTakes), counter = indexOf(picked, drop),
              bad = indexOf(picked, bishopTakes);
    QVERIFY(picked[rook].tactical && !picked[rook].bad);
    QVERIFY(picked[bad].tactical && picked[bad].bad);
    for (int i = 0; i < int(picked.size()); ++i) {
        const Picked& p = picked[i];
        if (p.tactical && !p.bad) QVERIFY(i < counter);
        if (!p.tactical && i != counter) QVERIFY(i > counter);
        if (p.bad) QVERIFY(i > indexOf(picked, quiet));
    }
    QVERIFY(!picked[counter].tactical);

    // A legal hash move comes first, even a losing capture, and only once; a legal quiet killer comes right
    // after the winning captures.
    o.ttMove = bishopTakes;
    o.excluded = Move::none();
    history.addKiller(o.ply, quiet);
    const std::vector<Picked> again = pickAll(pos, history, o, MovePicker::Mode::All);
    QCOMPARE(int(again.size()), legal.size());
    QCOMPARE(again.front().move, bishopTakes);
    QVERIFY(again.front().tactical && again.front().bad);
    int firstQuiet = 0;
    while (again[firstQuiet].tactical)
        ++firstQuiet;
    QCOMPARE(again[firstQuiet].move, quiet);
    QCOMPARE(again[firstQuiet + 1].move, drop);

    // The excluded move stays out even when it is also the hash move and a killer.
    o.ttMove = o.excluded = quiet;
    const std::vector<Picked> excluded = pickAll(pos, history, o, MovePicker::Mode::All);
    QCOMPARE(int(excluded.size()), legal.size() - 1);
    QCOMPARE(indexOf(excluded, quiet), -1);
}

void TestMovePicker::quiescenceStages() {
    const Position pos = *sfen::parse(StagesSfen, VariantKind::Standard);
    History history;
    MoveOrdering o;
    // A quiet hash move is not quiescence's business; a tactical one comes first.
    o.ttMove = usiMove(pos, "P*5e");
    std::vector<Picked> picked = pickAll(pos, history, o, MovePicker::Mode::Tactical);
    QCOMPARE(indexOf(picked, o.ttMove), -1);
    const int count = int(picked.size());
    for (const Picked& p : picked)
        QVERIFY(p.tactical);
    QCOMPARE(picked.back().bad, true);
    o.ttMove = usiMove(pos, "2h2c");
    picked = pickAll(pos, history, o, MovePicker::Mode::Tactical);
    QCOMPARE(int(picked.size()), count);
    QCOMPARE(picked.front().move, o.ttMove);
    QCOMPARE(indexOf(picked, usiMove(pos, "5h4h")), -1);
}

QTEST_GUILESS_MAIN(TestMovePicker)
#include "tst_movepicker.moc"
