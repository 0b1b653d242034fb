// The puzzle core: the collection format, the tsume judge (a longer mate is right, a check the defender
// escapes is refused with its refutation, a quiet move is not a tsume move), mining a game position, the
// next-move judge and the choice of the next problem by rating.
#include "puzzles/NextMoveJudge.h"
#include "puzzles/PuzzlePicker.h"
#include "puzzles/TsumeJudge.h"
#include "puzzles/TsumeMiner.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QtTest>

using namespace shogi;
using namespace shogi::puzzles;

namespace {

// From a real game (mined from ../shared/testdata/kifu): mate in 3 by S*2d; L*2d mates too, in 7.
const char* const Mate3 = "6bBl/9/3p2nk1/p1P2Sp2/1P1P3P1/P4SK1P/2+p1P1P2/4G1+rs1/L7L b S2NL2Pr3gn4p 1";

Move usiMove(const Position& pos, const char* text) {
    auto m = usi::parseMove(text, pos.variant());
    return m ? *m : Move::none();
}

Puzzle puzzle(const std::string& line) {
    auto p = parseLine(line);
    if (!p) qFatal("%s", p.error().message.c_str());
    return *p;
}

} // namespace

class TestPuzzleJudge : public QObject {
    Q_OBJECT
private slots:
    void parsesAndFormatsALine() {
        const std::string line = std::string(Mate3) + "\tS*2d 2c1d 1f1e\tmate3 game:x#5";
        auto p = parseLine(line);
        QVERIFY(p);
        QCOMPARE(p->mateLength(), 3);
        QVERIFY(p->isTsume() && !p->isNextMove());
        QCOMPARE(formatLine(*p), line);
    }
    void refusesBadLines_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error");
        QTest::newRow("no tabs") << "9/9/9 b - 1"
                                 << "expected SFEN";
        QTest::newRow("no tag") << QString::fromLatin1(Mate3) + "\tS*2d\tgame:x"
                                << "neither";
        QTest::newRow("length") << QString::fromLatin1(Mate3) + "\tS*2d\tmate3"
                                << "tag says 3";
        QTest::newRow("illegal") << QString::fromLatin1(Mate3) + "\t5a4a\tmate1"
                                 << "solution move 1";
    }
    void refusesBadLines() {
        QFETCH(QString, line);
        QFETCH(QString, error);
        auto p = parseLine(line.toStdString());
        QVERIFY(!p);
        QVERIFY2(QString::fromStdString(p.error().message).contains(error), p.error().message.c_str());
    }
    void collectionErrorsNameTheLine() {
        const std::string text = "# comment\n\n" + std::string(Mate3) + "\tS*2d\tmate9\n";
        auto c = parseCollection(text, "t");
        QVERIFY(!c);
        QCOMPARE(c.error().line, 3);
    }

    void shortestMateIsRight() {
        const Position pos = *sfen::parse(Mate3);
        TsumeJudge judge;
        const auto j = judge.judge(pos, usiMove(pos, "S*2d"));
        QCOMPARE(int(j.verdict), int(TsumeVerdict::Right));
        QCOMPARE(j.mateLeft, 1);
    }
    void longerMateIsRightToo() {
        const Position pos = *sfen::parse(Mate3);
        TsumeJudge judge;
        const auto j = judge.judge(pos, usiMove(pos, "L*2d"));
        QCOMPARE(int(j.verdict), int(TsumeVerdict::Right));
        QVERIFY(j.mateLeft >= 3); // the longest defence answers
        Position next = pos;
        next.doMove(usiMove(pos, "L*2d"));
        QVERIFY(next.inCheck());
        QVERIFY(movegen::isLegal(next, j.reply));
    }
    void nonMatingCheckIsRefusedWithItsRefutation() {
        const Position pos = *sfen::parse(Mate3);
        TsumeJudge judge;
        const Move check = usiMove(pos, "N*3e");
        Position after = pos;
        after.doMove(check);
        QVERIFY(after.inCheck());
        const auto j = judge.judge(pos, check);
        QCOMPARE(int(j.verdict), int(TsumeVerdict::Wrong));
        QCOMPARE(usi::format(j.reply), std::string("3d3e"));
        after.doMove(j.reply);
        engine::MateSolver solver;
        QCOMPARE(int(solver.solve(after, 0, 0).status), int(engine::MateResult::Status::NoMate));
    }
    void quietMoveIsNotATsumeMove() {
        const Position pos = *sfen::parse(Mate3);
        TsumeJudge judge;
        QCOMPARE(int(judge.judge(pos, usiMove(pos, "1i1h")).verdict), int(TsumeVerdict::NotCheck));
    }
    void matingMoveEndsIt() {
        Position pos = *sfen::parse(Mate3);
        pos.doMove(usiMove(pos, "S*2d"));
        pos.doMove(usiMove(pos, "2c1d"));
        TsumeJudge judge;
        QCOMPARE(int(judge.judge(pos, usiMove(pos, "1f1e")).verdict), int(TsumeVerdict::Mate));
    }

    void minerKeepsTheShortestLine() {
        const Position pos = *sfen::parse(Mate3);
        engine::MateSolver solver;
        const auto p = mineTsume(pos, solver, MiningLimits{}, "game:test#1");
        QVERIFY(p);
        QCOMPARE(p->mateLength(), 3);
        QVERIFY(checkLine(*p).empty());
        QCOMPARE(int(checkShortest(pos, 3, solver, {}).verdict), int(LengthVerdict::Shortest));
        QCOMPARE(int(checkShortest(pos, 7, solver, {}).verdict), int(LengthVerdict::Longer));
        // The start position has no mate.
        QVERIFY(!mineTsume(Position(), solver, MiningLimits{}, "game:test#0"));
    }

    void nextMoveJudgeTakesTheBestAndRefusesABlunder() {
        // The rooks face each other on the 5th file: Black takes White's, or loses its own.
        const Position pos = *sfen::parse("8k/9/9/4r4/9/9/9/4R4/K8 b - 1");
        engine::Search search;
        NextMoveOptions o;
        o.nodes = 20000;
        const auto two = searchTwoBest(search, pos, {}, o.nodes);
        QCOMPARE(usi::format(two.best), std::string("5h5d"));
        QVERIFY(two.secondScore && winRate(two.bestScore) - winRate(*two.secondScore) > o.minGap);
        QVERIFY(judgeNextMove(search, pos, two.best, two.best, o).right);
        const auto wrong = judgeNextMove(search, pos, usiMove(pos, "9i8i"), two.best, o);
        QVERIFY(!wrong.right);
        QCOMPARE(wrong.refutation.to(), usiMove(pos, "5h5d").from());
        // A game where Black played the blunder gives a next-move problem whose answer is the capture.
        const Move blunder = usiMove(pos, "9i8i");
        Position after = pos;
        after.doMove(blunder);
        const auto reply = searchTwoBest(search, pos, {blunder}, o.nodes);
        const auto p = nextMovePuzzle(pos, blunder, two, winRate(two.bestScore) - winRate(-reply.bestScore),
                                      o, "game:test#1");
        QVERIFY(p);
        QVERIFY(p->isNextMove());
        QCOMPARE(p->solution.front(), usi::format(two.best));
        QVERIFY(
            !nextMovePuzzle(pos, two.best, two, 50, o, "game:test#1"));    // the best move played: no problem
        QVERIFY(!nextMovePuzzle(pos, blunder, two, 19, o, "game:test#1")); // not enough lost
    }

    void pickerFollowsTheRatingAndTheFilter() {
        std::vector<Puzzle> all;
        const std::string easy = std::string(Mate3) + "\tS*2d 2c1d 1f1e\tmate3 game:x#1";
        for (int i = 0; i < 20; ++i) {
            Puzzle p = puzzle(easy);
            p.collection = i < 10 ? "a" : "b";
            p.number = i + 1;
            if (i % 2) p.tags = {"mate" + std::to_string(1 + 2 * (i % 5)), "book:zukou-001"};
            if (i % 2) p.solution.resize(p.mateLength(), "S*2d");
            all.push_back(p);
        }
        std::mt19937 rng(1);
        PuzzleFilter onlyB;
        onlyB.collections = {"b"};
        for (int i = 0; i < 50; ++i)
            QCOMPARE(all[*pickNext(all, onlyB, 1500, {}, rng)].collection, std::string("b"));
        PuzzleFilter threes;
        threes.minPlies = threes.maxPlies = 3;
        for (int i = 0; i < 50; ++i)
            QCOMPARE(all[*pickNext(all, threes, 1500, {}, rng)].mateLength(), 3);
        // A low rating brings the easiest problems, a high one the hardest.
        PuzzleFilter any;
        for (int i = 0; i < 20; ++i)
            QVERIFY(difficulty(all[*pickNext(all, any, 800, {}, rng)]) <= 1250);
        for (int i = 0; i < 20; ++i)
            QVERIFY(difficulty(all[*pickNext(all, any, 2600, {}, rng)]) >= 1400);
        // Solved problems are not shown again while others remain.
        std::set<std::string> done;
        for (const auto& p : all)
            if (p.collection == "b" && p.number != 20) done.insert(p.id());
        for (int i = 0; i < 10; ++i)
            QCOMPARE(all[*pickNext(all, onlyB, 1500, done, rng)].number, 20);
        PuzzleFilter none;
        none.includeTsume = false;
        QVERIFY(!pickNext(all, none, 1500, {}, rng));
    }
};

QTEST_APPLESS_MAIN(TestPuzzleJudge)
#include "tst_puzzlejudge.moc"
