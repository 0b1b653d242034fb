// The lessons' judge: each goal reached and missed, refused moves with the core's reason, White's replies,
// the move limits and the stars.
#include "lessons/LessonPlay.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QtTest>

using namespace shogi;
using namespace shogi::lessons;

namespace {

Position sfenOf(const char* text, VariantKind variant = VariantKind::Standard) {
    auto pos = sfen::parse(text, variant);
    if (!pos) qFatal("bad SFEN %s: %s", text, pos.error().message.c_str());
    return pos.value();
}

Move mv(const char* text) {
    return usi::parseMove(text, Variant::get(VariantKind::Standard)).value();
}

Square sq(const char* name) {
    return mv((std::string("G*") + name).c_str()).to();
}

Level levelOf(const char* sfen, Goal goal, std::vector<Move> solution) {
    Level l;
    l.start = sfenOf(sfen);
    l.goal = std::move(goal);
    l.solution = std::move(solution);
    return l;
}

} // namespace

class TestLessonGoal : public QObject {
    Q_OBJECT
private slots:
    void captureAllWithAStillOpponent() {
        Goal g;
        g.kind = GoalKind::Capture;
        LessonPlay play(levelOf("9/9/9/9/1p5p1/9/9/9/1R7 b - 1", g, {mv("8i8e"), mv("8e2e")}));
        Step s = play.play(mv("8i8e"));
        QCOMPARE(s.verdict, Verdict::Going);
        QCOMPARE(play.position().sideToMove(), Color::Black); // White passes
        QVERIFY(s.reply.isNone());
        s = play.play(mv("8e2e"));
        QCOMPARE(s.verdict, Verdict::Solved);
        QCOMPARE(s.stars, 3);
        QVERIFY(play.over());
        QCOMPARE(play.play(mv("2e2a")).verdict, Verdict::Refused); // nothing moves once solved
    }

    void refusedMovesKeepTheReasonAndCostNothing() {
        Goal g;
        g.kind = GoalKind::Drop;
        g.pieces = {Pawn};
        LessonPlay play(levelOf("4k4/9/9/9/9/9/4P4/9/4K4 b P 1", g, {mv("P*3e")}));
        Step s = play.play(mv("P*5e"));
        QCOMPARE(s.verdict, Verdict::Refused);
        QCOMPARE(s.reason, IllegalReason::Nifu);
        QCOMPARE(play.movesUsed(), 0);
        QCOMPARE(play.play(mv("P*3a")).reason, IllegalReason::DeadDrop);
        QCOMPARE(play.play(mv("5i4i")).verdict, Verdict::Missed);
        QCOMPARE(play.movesUsed(), 1);
        QCOMPARE(play.position().pieceOn(sq("5i")), makePiece(Color::Black, King)); // taken back
        s = play.play(mv("P*3e"));
        QCOMPARE(s.verdict, Verdict::Solved);
        QCOMPARE(s.stars, 2); // one miss
    }

    void uchifuzumeIsRefusedWithItsReason() {
        Goal g;
        g.kind = GoalKind::Mate;
        LessonPlay play(levelOf("6G1k/9/7S1/9/9/9/9/9/9 b P 1", g, {mv("2c2b")}));
        QCOMPARE(play.play(mv("P*1b")).reason, IllegalReason::Uchifuzume);
    }

    void reachVisitsEverySquare() {
        Goal g;
        g.kind = GoalKind::Reach;
        g.squares = {sq("5a"), sq("1e")};
        LessonPlay play(levelOf("9/9/9/9/4R4/9/9/9/9 b - 1", g, {mv("5e5a"), mv("5a1a"), mv("1a1e")}));
        QCOMPARE(play.play(mv("5e5a")).verdict, Verdict::Going);
        QCOMPARE(play.squaresLeft(), std::vector<Square>{sq("1e")});
        QCOMPARE(play.play(mv("5a1a")).verdict, Verdict::Going);
        QCOMPARE(play.play(mv("1a1e")).verdict, Verdict::Solved);
    }

    void mateInOneMissedFailsAndRetries() {
        Goal g;
        g.kind = GoalKind::Mate;
        g.moves = 1;
        Level l = levelOf("4k4/9/4P4/9/9/9/9/9/9 b G 1", g, {mv("G*5b")});
        l.opponent = Opponent::Engine;
        LessonPlay play(l);
        Step s = play.play(mv("G*4b"));
        QCOMPARE(s.verdict, Verdict::Failed);
        QCOMPARE(s.miss, Miss::NotAMate);
        play.retry();
        s = play.play(mv("G*5b"));
        QCOMPARE(s.verdict, Verdict::Solved);
        QCOMPARE(s.stars, 2);
    }

    void mateInThreeWithTheEnginesReplies() {
        // A bishop check drives the king out of the corner (its only reply, from the engine), then the gold
        // mates.
        Goal g;
        g.kind = GoalKind::Mate;
        g.moves = 2;
        Level l = levelOf("8k/9/7G1/9/9/9/9/9/9 b BL 1", g, {mv("B*3c"), mv("2c2b")});
        l.opponent = Opponent::Engine;
        LessonPlay play(l);
        Step s = play.play(mv("B*3c"));
        QCOMPARE(s.verdict, Verdict::Going);
        QCOMPARE(s.reply, mv("1a2a"));
        QCOMPARE(play.position().sideToMove(), Color::Black);
        s = play.play(mv("2c2b"));
        QCOMPARE(s.verdict, Verdict::Solved);
        QCOMPARE(s.stars, 3);
        // A second move that does not mate ends the attempt.
        play.restart();
        play.play(mv("B*3c"));
        s = play.play(mv("L*2e"));
        QCOMPARE(s.verdict, Verdict::Failed);
        QCOMPARE(s.miss, Miss::NotAMate);
    }

    void scriptedRepliesOnlyOnTheSolutionsLine() {
        Goal g;
        g.kind = GoalKind::Reach;
        g.squares = {sq("1i")};
        Level l = levelOf("4k4/9/9/9/9/9/9/9/R8 b - 1", g, {mv("9i8i"), mv("8i1i")});
        l.opponent = Opponent::Engine;
        l.replies = {mv("5a4a")};
        LessonPlay play(l);
        QCOMPARE(play.play(mv("9i8i")).reply, mv("5a4a"));
        // Off the line the engine answers, as it would with no script at all.
        Level unscripted = l;
        unscripted.replies.clear();
        LessonPlay plain(unscripted);
        const Move engineReply = plain.play(mv("9i9h")).reply;
        QVERIFY(!engineReply.isNone());
        play.restart();
        QCOMPARE(play.play(mv("9i9h")).reply, engineReply);
    }

    void escapeTheWayAsked() {
        Goal g;
        g.kind = GoalKind::Escape;
        g.escape = EscapeWay::Capture;
        LessonPlay play(levelOf("9/9/9/9/9/9/9/4r4/4K4 b G 1", g, {mv("5i5h")}));
        QCOMPARE(play.play(mv("5i4i")).miss, Miss::WrongEscape);
        QCOMPARE(play.play(mv("5i4h")).reason, IllegalReason::KingLeftInCheck);
        QCOMPARE(play.play(mv("5i5h")).verdict, Verdict::Solved);
        g.escape = EscapeWay::Block;
        LessonPlay block(levelOf("9/9/9/9/4r4/9/9/9/4K4 b G 1", g, {mv("G*5h")}));
        QCOMPARE(block.play(mv("5i4i")).miss, Miss::WrongEscape);
        QCOMPARE(block.play(mv("G*5h")).verdict, Verdict::Solved);
    }

    void arrangeByDrops() {
        Goal g;
        g.kind = GoalKind::Arrange;
        g.target = sfenOf("9/9/9/9/9/9/9/9/3GKG3 b - 1");
        LessonPlay play(levelOf("9/9/9/9/9/9/9/9/4K4 b 2G 1", g, {mv("G*6i"), mv("G*4i")}));
        QCOMPARE(play.play(mv("G*6h")).verdict, Verdict::Going); // allowed, but not where it stands
        QCOMPARE(play.play(mv("G*6i")).verdict, Verdict::Going);
        QCOMPARE(play.play(mv("6h5h")).verdict, Verdict::Going);
        QCOMPARE(play.play(mv("5h4h")).verdict, Verdict::Going);
        QCOMPARE(play.play(mv("4h4i")).verdict, Verdict::Solved);
    }

    void moveLimit() {
        Goal g;
        g.kind = GoalKind::Promote;
        Level l = levelOf("9/9/9/9/9/9/4P4/9/9 b - 1", g, {});
        l.maxMoves = 2;
        LessonPlay play(l);
        QCOMPARE(play.play(mv("5g5f")).verdict, Verdict::Going);
        const Step s = play.play(mv("5f5e"));
        QCOMPARE(s.verdict, Verdict::Failed);
        QCOMPARE(s.miss, Miss::OutOfMoves);
    }

    void stars() {
        QCOMPARE(starsFor(1, 1), 3);
        QCOMPARE(starsFor(2, 1), 2);
        QCOMPARE(starsFor(3, 1), 1);
        QCOMPARE(starsFor(4, 3), 2);
        QCOMPARE(starsFor(6, 3), 2);
        QCOMPARE(starsFor(7, 3), 1);
    }
};

QTEST_APPLESS_MAIN(TestLessonGoal)
#include "tst_lessongoal.moc"
