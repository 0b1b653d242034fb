// The record tree: adding moves and variations, promoting, deleting, the counts the CLI reports, and
// replaying a position (illegal moves applied as recorded).
#include "record/GameRecord.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

QString sfenAt(const GameRecord& r, const RecordNode* n) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(r.positionAt(n)));
}

} // namespace

class TestGameRecord : public QObject {
    Q_OBJECT
private slots:
    void startsEmptyAtTheStandardPosition() {
        GameRecord r;
        QCOMPARE(QString::fromStdString(sfen::format(r.startPosition())),
                 QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
        QCOMPARE(r.mainLineMoveCount(), 0);
        QCOMPARE(r.mainLineEnd(), &r.root());
        QCOMPARE(r.ending(), SpecialMove::None);
        QCOMPARE(r.variationCount(), 0);
    }

    void addMoveBuildsTheMainLineAndReusesExistingMoves() {
        GameRecord r;
        RecordNode* a = r.addMove(&r.root(), usiMove("7g7f"));
        RecordNode* b = r.addMove(a, usiMove("3c3d"));
        QCOMPARE(a->ply, 1);
        QCOMPARE(b->ply, 2);
        QCOMPARE(b->parent, a);
        QCOMPARE(r.addMove(&r.root(), usiMove("7g7f")), a); // same move: no duplicate
        QCOMPARE(r.root().children.size(), std::size_t(1));
        QCOMPARE(r.mainLineMoveCount(), 2);
        QCOMPARE(sfenAt(r, b),
                 QStringLiteral("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b -"));
    }

    void newMovesBecomeVariationsNeverReplacements() {
        GameRecord r;
        RecordNode* main = r.addMove(&r.root(), usiMove("7g7f"));
        RecordNode* alt = r.addMove(&r.root(), usiMove("2g2f"));
        QCOMPARE(r.root().mainChild(), main);
        QCOMPARE(r.root().children[1].get(), alt);
        QCOMPARE(r.variationCount(), 1);
        r.addMove(&r.root(), usiMove("5g5f"));
        r.addMove(alt, usiMove("8c8d"));
        r.addMove(r.addMove(alt, usiMove("3c3d")), usiMove("2f2e")); // a variation inside a variation
        QCOMPARE(r.variationCount(), 3);
        QCOMPARE(r.mainLineMoveCount(), 1);
    }

    void specialsEndALine() {
        GameRecord r;
        RecordNode* a = r.addMove(&r.root(), usiMove("7g7f"));
        RecordNode* end = r.addSpecial(a, SpecialMove::Resign);
        QVERIFY(end->isSpecial());
        QCOMPARE(end->ply, 2);
        QCOMPARE(r.addMove(end, usiMove("3c3d")), nullptr);
        QCOMPARE(r.addSpecial(end, SpecialMove::Interrupt), nullptr);
        QCOMPARE(r.addSpecial(a, SpecialMove::Resign), end);
        QCOMPARE(r.ending(), SpecialMove::Resign);
        QCOMPARE(r.mainLineEnd(), a);
        QCOMPARE(r.mainLineMoveCount(), 1);
        QCOMPARE(r.mainLine().size(), std::size_t(2));
        QCOMPARE(sfenAt(r, end), sfenAt(r, a));
    }

    void promoteMakesTheLineMainAtEveryBranch() {
        GameRecord r;
        RecordNode* m1 = r.addMove(&r.root(), usiMove("7g7f"));
        RecordNode* a1 = r.addMove(&r.root(), usiMove("2g2f"));
        RecordNode* b1 = r.addMove(&r.root(), usiMove("5g5f"));
        r.addMove(a1, usiMove("8c8d"));
        RecordNode* a2 = r.addMove(a1, usiMove("3c3d"));
        r.promoteToMainLine(a2);
        QCOMPARE(r.root().mainChild(), a1);
        QCOMPARE(a1->mainChild(), a2);
        // The others keep their order behind it.
        QCOMPARE(r.root().children[1].get(), m1);
        QCOMPARE(r.root().children[2].get(), b1);
        QCOMPARE(r.mainLineMoveCount(), 2);
        QCOMPARE(r.variationCount(), 3);
    }

    void removeDeletesTheNodeAndItsSubtree() {
        GameRecord r;
        RecordNode* m1 = r.addMove(&r.root(), usiMove("7g7f"));
        RecordNode* a1 = r.addMove(&r.root(), usiMove("2g2f"));
        r.addMove(r.addMove(a1, usiMove("8c8d")), usiMove("2f2e"));
        r.addMove(a1, usiMove("3c3d"));
        QCOMPARE(r.variationCount(), 2);
        r.removeVariation(a1);
        QCOMPARE(r.variationCount(), 0);
        QCOMPARE(r.root().children.size(), std::size_t(1));
        QCOMPARE(r.root().mainChild(), m1);
        r.removeVariation(m1); // removing the main line's first move leaves nothing
        QCOMPARE(r.mainLineMoveCount(), 0);
        r.addMove(&r.root(), usiMove("7g7f"));
        r.removeVariation(&r.root()); // the root stays; its moves go
        QVERIFY(r.root().children.empty());
    }

    void commentsAndHeaders() {
        GameRecord r;
        r.root().comment = QStringLiteral("before the first move");
        RecordNode* a = r.addMove(&r.root(), usiMove("7g7f"));
        a->comment = QStringLiteral("a good move");
        r.addMove(a, usiMove("3c3d"));
        QCOMPARE(r.commentCount(), 2);
        r.setHeader(QStringLiteral("先手"), QStringLiteral("A"));
        r.setHeader(QStringLiteral("後手"), QStringLiteral("B"));
        r.setHeader(QStringLiteral("先手"), QStringLiteral("C"));
        QCOMPARE(r.headers.size(), 2);
        QCOMPARE(r.header(QStringLiteral("先手")), QStringLiteral("C"));
        QCOMPARE(r.headers.front().first, QStringLiteral("先手")); // keeps file order
        QVERIFY(r.header(QStringLiteral("棋戦")).isEmpty());
    }

    void setStartPositionClearsTheMoves() {
        GameRecord r;
        r.addMove(&r.root(), usiMove("7g7f"));
        r.root().comment = QStringLiteral("kept");
        r.setStartPosition(*sfen::parse("4k4/9/9/9/9/9/9/9/4K4 b G 1"));
        QVERIFY(r.root().children.empty());
        QCOMPARE(r.root().comment, QStringLiteral("kept"));
        QCOMPARE(sfenAt(r, &r.root()), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 b G"));
    }

    void handicapByStartElseByHeader() {
        // The two-piece handicap after White's first move: no preset, so the 手合割 header says.
        const char* afterOneMove = "lnsgkgsnl/9/pppppp1pp/6p2/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2";
        GameRecord named(*sfen::parse(afterOneMove));
        QVERIFY(!named.handicap());
        named.setHeader(QStringLiteral("手合割"), QStringLiteral("二枚落ち"));
        QVERIFY(named.handicap());
        QCOMPARE(named.handicap()->id, std::string_view("two-piece"));
        QCOMPARE(named.handicap()->impasseCompensation, 10);
        // A preset start is the handicap whatever the header says.
        GameRecord lance(*sfen::parse(Handicap::byId("lance")->sfen));
        lance.setHeader(QStringLiteral("手合割"), QStringLiteral("平手"));
        QCOMPARE(lance.handicap()->id, std::string_view("lance"));
        QCOMPARE(GameRecord().handicap()->id, std::string_view("even"));
    }

    void illegalMovesReplayAsRecorded() {
        // Nifu: a second black pawn dropped on file 7; recorded games end on such moves.
        GameRecord r(*sfen::parse("4k4/9/9/9/9/9/2P6/9/4K4 b P 1"));
        RecordNode* n = r.addMove(&r.root(), Move::drop(Pawn, makeSquare(6, 4)));
        n->illegal = true;
        QCOMPARE(sfenAt(r, n), QStringLiteral("4k4/9/9/9/2P6/9/2P6/9/4K4 w -"));
    }

    void isApplicableOnlyWhatTheBoardCanCarryOut() {
        const Position pos = *sfen::parse("4k4/9/9/9/9/9/2P6/9/4K4 b P 1");
        QVERIFY(GameRecord::isApplicable(pos, Move::drop(Pawn, makeSquare(6, 4))));  // nifu, but playable
        QVERIFY(!GameRecord::isApplicable(pos, Move::drop(Gold, makeSquare(6, 4)))); // not in hand
        QVERIFY(!GameRecord::isApplicable(pos, Move::drop(Pawn, makeSquare(6, 6)))); // occupied
        QVERIFY(GameRecord::isApplicable(pos, Move::normal(makeSquare(6, 6), makeSquare(6, 2)))); // a jump
        QVERIFY(
            !GameRecord::isApplicable(pos, Move::normal(makeSquare(6, 5), makeSquare(6, 4)))); // empty origin
        QVERIFY(!GameRecord::isApplicable(
            pos, Move::normal(makeSquare(4, 0), makeSquare(4, 1)))); // not the mover's
        QVERIFY(!GameRecord::isApplicable(
            pos, Move::normal(makeSquare(4, 8), makeSquare(6, 6)))); // own piece there
        QVERIFY(!GameRecord::isApplicable(
            pos, Move::normal(makeSquare(6, 6), makeSquare(4, 0)))); // a king capture
    }
};

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
