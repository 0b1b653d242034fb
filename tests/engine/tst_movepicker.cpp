// The move picker hands out every legal move of a node exactly once, whatever the hash move, killers and
// countermove it is given (legal here or not), winning captures before losing ones; on the three boards, in
// check and with pinned pieces; and in quiescence the legal captures and big promotions.
#include "engine/MovePicker.h"
#include "engine/See.h"
#include "rules/Sfen.h"

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
                QCOMPARE(tactical.legalCount() > 0, !legal.empty());
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
            MovePicker all(pos, history, MoveOrdering{}, MovePicker::Mode::All);
            QCOMPARE(all.legalCount(), legal.size());
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

QTEST_GUILESS_MAIN(TestMovePicker)
#include "tst_movepicker.moc"
