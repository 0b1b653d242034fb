// Move quality by the win rate the mover gives away: the thresholds at their edges, both movers, mates,
// the depth floor, the engine's own choice never marked; a record's line summed up per side; the moves a
// first pass would mark, listed for their check, and the check's result deciding the mark; the plan of a
// whole-game analysis's searches that the command line and the window both follow.
#include "AnalysisTestUtil.h"
#include "analysis/AnalysisPlan.h"
#include "analysis/LineReview.h"
#include "analysis/MarkCheck.h"
#include "analysis/MoveQuality.h"

#include <map>

using namespace shogi;
using namespace analysistest;
using analysis::Evaluation;
using analysis::MoveQuality;

namespace {

Evaluation eval(usi::Score blackView, int depth = 20, const QString& pv = QString()) {
    Evaluation e;
    e.score = blackView;
    e.depth = depth;
    e.pv = usiMoves(pv);
    return e;
}

} // namespace

class TestMoveQuality : public QObject {
    Q_OBJECT
private slots:
    void winRate() {
        QCOMPARE(analysis::winRate(usi::Score::cp(0)), 50.0);
        QVERIFY(qAbs(analysis::winRate(usi::Score::cp(600)) - 73.1059) < 1e-3);
        QVERIFY(qAbs(analysis::winRate(usi::Score::cp(-600)) - 26.8941) < 1e-3);
        QCOMPARE(analysis::winRate(usi::Score::mate(3)), 100.0);
        QCOMPARE(analysis::winRate(usi::Score::mate(-3)), 0.0);
        QCOMPARE(analysis::winRate(usi::Score::mateUnknown(false)), 0.0);
    }

    void classify_data() {
        QTest::addColumn<int>("before"); // centipawns, Black's view
        QTest::addColumn<int>("after");
        QTest::addColumn<bool>("blackMoved");
        QTest::addColumn<int>("expected"); // MoveQuality
        const int good = int(MoveQuality::Good), inacc = int(MoveQuality::Inaccuracy);
        const int mistake = int(MoveQuality::Mistake), blunder = int(MoveQuality::Blunder);
        // From an even game: 10 points is 243 cp, 20 is 508 cp, 30 is 832 cp.
        QTest::newRow("Black, small loss") << 0 << -240 << true << good;
        QTest::newRow("Black, inaccuracy") << 0 << -250 << true << inacc;
        QTest::newRow("Black, just below a mistake") << 0 << -500 << true << inacc;
        QTest::newRow("Black, mistake") << 0 << -510 << true << mistake;
        QTest::newRow("Black, blunder (a bishop)") << 0 << -840 << true << blunder;
        QTest::newRow("Black, rook lost from even") << 0 << -990 << true << blunder;
        QTest::newRow("Black, still winning big") << 3000 << 2000 << true << good;
        QTest::newRow("Black, won game thrown away") << 2000 << 0 << true << blunder;
        QTest::newRow("Black, improvement") << -300 << 200 << true << good;
        // White's loss is Black's gain in Black's view.
        QTest::newRow("White, mistake") << 0 << 600 << false << mistake;
        QTest::newRow("White, small loss") << -100 << 100 << false << good;
        QTest::newRow("White, good for White") << 100 << -300 << false << good;
        QTest::newRow("White, blunder") << -400 << 700 << false << blunder;
    }
    void classify() {
        QFETCH(int, before);
        QFETCH(int, after);
        QFETCH(bool, blackMoved);
        QFETCH(int, expected);
        const Move m = usiMoves(QStringLiteral("7g7f")).front();
        const auto q = analysis::classify(eval(usi::Score::cp(before)), eval(usi::Score::cp(after)),
                                          blackMoved ? Color::Black : Color::White, m);
        QVERIFY(q);
        QCOMPARE(int(*q), expected);
    }

    void mates() {
        const Move m = usiMoves(QStringLiteral("7g7f")).front();
        // A mate missed for a good position: 100 -> 69.6.
        QCOMPARE(analysis::classify(eval(usi::Score::mate(5)), eval(usi::Score::cp(500)), Color::Black, m),
                 std::optional(MoveQuality::Blunder));
        // Walking into a mate from an even game.
        QCOMPARE(analysis::classify(eval(usi::Score::cp(0)), eval(usi::Score::mate(-7)), Color::Black, m),
                 std::optional(MoveQuality::Blunder));
        // Already lost: nothing left to lose.
        QCOMPARE(analysis::classify(eval(usi::Score::mate(-9)), eval(usi::Score::mate(-3)), Color::Black, m),
                 std::optional(MoveQuality::Good));
        // A mate is a proof at any depth: the built-in engine's mate search states the mate's length as its
        // depth (3 for a mate in 3), and a bishop dropped into it from a won game was not marked.
        QVERIFY(analysis::usable(eval(usi::Score::mate(-3), 3)));
        QVERIFY(!analysis::usable(eval(usi::Score::cp(-3000), 3)));
        QCOMPARE(
            analysis::classify(eval(usi::Score::cp(3458)), eval(usi::Score::mate(-3), 3), Color::Black, m),
            std::optional(MoveQuality::Blunder));
        // Through the best move, a mate is one ply further away.
        const Evaluation mateAfterBest = eval(usi::Score::mate(4), 7, QStringLiteral("8d9d"));
        QCOMPARE(analysis::throughBest(mateAfterBest, usiMoves(QStringLiteral("G*7d")).front()).score,
                 usi::Score::mate(5));
    }

    void notJudged() {
        const Move m = usiMoves(QStringLiteral("7g7f")).front();
        const Evaluation even = eval(usi::Score::cp(0));
        const Evaluation lost = eval(usi::Score::cp(-2000));
        QCOMPARE(analysis::classify(std::nullopt, lost, Color::Black, m), std::nullopt);
        QCOMPARE(analysis::classify(even, std::nullopt, Color::Black, m), std::nullopt);
        // Below the depth floor the numbers are noise.
        const int shallow = analysis::QualityThresholds::MinDepth - 1;
        QCOMPARE(analysis::classify(eval(usi::Score::cp(0), shallow), lost, Color::Black, m), std::nullopt);
        QCOMPARE(analysis::classify(even, eval(usi::Score::cp(-2000), shallow), Color::Black, m),
                 std::nullopt);
        // No depth stated (Floodgate): taken as it is.
        Evaluation noDepth = lost;
        noDepth.depth.reset();
        QCOMPARE(analysis::classify(even, noDepth, Color::Black, m), std::optional(MoveQuality::Blunder));
        // The engine's own first choice is never marked.
        QCOMPARE(analysis::classify(eval(usi::Score::cp(0), 20, QStringLiteral("7g7f 3c3d")), lost,
                                    Color::Black, m),
                 std::optional(MoveQuality::Good));
    }

    void marks() {
        QCOMPARE(analysis::mark(MoveQuality::Good), QString());
        QCOMPARE(analysis::mark(MoveQuality::Inaccuracy), QStringLiteral("?!"));
        QCOMPARE(analysis::mark(MoveQuality::Mistake), QStringLiteral("?"));
        QCOMPARE(analysis::mark(MoveQuality::Blunder), QStringLiteral("??"));
        QCOMPARE(analysis::headerWord(MoveQuality::Mistake), QStringLiteral("悪手"));
    }

    // A record as ShogiHome leaves it after analysis: the line's qualities and the summary per side.
    void lineReview() {
        GameRecord record(position(kStart));
        const auto moves = usiMoves(QStringLiteral("7g7f 3c3d 2g2f 4c4d 2f2e"));
        const QStringList comments = {
            QStringLiteral("#評価値=40\n#深さ=20"),  // start
            QStringLiteral("#評価値=35\n#深さ=20"),  // ▲７六歩: fine
            QStringLiteral("#評価値=600\n#深さ=20"), // △３四歩: White's mistake
            QStringLiteral("#評価値=450\n#深さ=20"), // ▲２六歩: fine
            QStringLiteral("* 2500"),                // △４四歩: Floodgate line, a blunder
            QStringLiteral("#評価値=1200\n#深さ=3"), // ▲２五歩: too shallow to judge
        };
        record.root().comment = comments[0];
        RecordNode* node = &record.root();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            node = record.addMove(node, moves[i]);
            node->comment = comments[qsizetype(i) + 1];
        }
        record.addSpecial(node, SpecialMove::Resign);
        const auto review = analysis::reviewLine(record);
        QCOMPARE(review.nodes.size(), std::size_t(6));
        QCOMPARE(review.nodes[0].node, &record.root());
        QCOMPARE(review.nodes[0].evaluation->score, usi::Score::cp(40));
        QCOMPARE(review.nodes[1].quality, std::optional(MoveQuality::Good));
        QCOMPARE(review.nodes[2].quality, std::optional(MoveQuality::Mistake));
        QCOMPARE(review.nodes[3].quality, std::optional(MoveQuality::Good));
        QCOMPARE(review.nodes[4].quality, std::optional(MoveQuality::Blunder));
        QCOMPARE(review.nodes[5].quality, std::nullopt);
        QCOMPARE(review.summary.count(Color::White, MoveQuality::Mistake), 1);
        QCOMPARE(review.summary.count(Color::White, MoveQuality::Blunder), 1);
        QCOMPARE(review.summary.count(Color::Black, MoveQuality::Blunder), 0);

        // A variation's line: through its node, then on along its first children.
        RecordNode* second = record.root().mainChild()->mainChild();
        RecordNode* alt = record.addMove(second, usiMoves(QStringLiteral("6g6f")).front());
        alt->comment = QStringLiteral("#評価値=-900\n#深さ=20");
        const auto varReview = analysis::reviewLine(record, alt);
        QCOMPARE(varReview.nodes.size(), std::size_t(4));
        QCOMPARE(varReview.nodes[3].node, alt);
        QCOMPARE(varReview.nodes[3].quality, std::optional(MoveQuality::Blunder));
    }

    // The saw-tooth of a fixed-time search: +300 and -50 on neighbours blame ▲２六歩 for what the engine's
    // horizon did. The check lists it (not the engine's own choice, not a move already checked), and the
    // searches after the best move and after the move played, alike, clear it.
    void markCheck() {
        GameRecord record(position(kStart));
        const auto moves = usiMoves(QStringLiteral("7g7f 3c3d 2g2f 8c8d"));
        const QStringList comments = {
            QStringLiteral("#評価値=40\n#読み筋=▲７六歩\n#深さ=12"),
            QStringLiteral("#評価値=300\n#読み筋=△３四歩\n#深さ=12"), // ▲７六歩, the engine's choice
            QStringLiteral("#評価値=320\n#読み筋=▲６八玉\n#深さ=12"), // △３四歩: not marked (Black gained)
            QStringLiteral("#評価値=-200\n#読み筋=△８四歩\n#深さ=12"), // ▲２六歩: 320 -> -200, a mistake?
            QStringLiteral("#評価値=-150\n#深さ=12"),
        };
        record.root().comment = comments[0];
        RecordNode* node = &record.root();
        for (std::size_t i = 0; i < moves.size(); ++i) {
            node = record.addMove(node, moves[i]);
            node->comment = comments[qsizetype(i) + 1];
        }
        RecordNode* before = record.root().mainChild()->mainChild();
        RecordNode* suspect = before->mainChild();
        QCOMPARE(analysis::reviewLine(record).nodes[3].quality, std::optional(MoveQuality::Mistake));
        analysis::MarkChecks done;
        auto checks = analysis::marksToCheck(record, done);
        QCOMPARE(checks.size(), std::size_t(1));
        QCOMPARE(checks[0].before, before);
        QCOMPARE(checks[0].move, suspect);
        QCOMPARE(checks[0].best, usiMoves(QStringLiteral("5i6h")).front());
        QCOMPARE(usiText(checks[0].historyToBefore), QStringLiteral("7g7f 3c3d"));
        QVERIFY(!checks[0].searchBefore);
        done.checked.insert(suspect);
        QVERIFY(analysis::marksToCheck(record, done).empty());

        // The two searches alike: after ▲６八玉 -150, after ▲２六歩 -200: 50 cp, no mark.
        Evaluation afterBest = eval(usi::Score::cp(-150), 14, QStringLiteral("8c8d"));
        const Evaluation throughBest = analysis::throughBest(afterBest, checks[0].best);
        QCOMPARE(throughBest.score, usi::Score::cp(-150));
        QCOMPARE(throughBest.depth, std::optional(15));
        QCOMPARE(usiText(throughBest.pv), QStringLiteral("5i6h 8c8d"));
        Position pos = record.positionAt(before);
        before->comment = analysis::withEvaluation(before->comment, throughBest, pos);
        pos.doMove(suspect->move);
        suspect->comment = analysis::withEvaluation(suspect->comment, eval(usi::Score::cp(-200), 14), pos);
        QCOMPARE(analysis::reviewLine(record).nodes[3].quality, std::optional(MoveQuality::Good));

        // The engine's own choice losing by the numbers: its position before is searched again, once.
        RecordNode* last = suspect->mainChild();
        suspect->comment = QStringLiteral("#評価値=-200\n#読み筋=△８四歩\n#深さ=12");
        last->comment = QStringLiteral("#評価値=600\n#深さ=12");
        checks = analysis::marksToCheck(record, done);
        QCOMPARE(checks.size(), std::size_t(1));
        QCOMPARE(checks[0].move, last);
        QVERIFY(checks[0].searchBefore);
        done.researched.insert(last);
        QVERIFY(analysis::marksToCheck(record, done).empty());
    }

    // The plan's searches in order, against an engine scripted by the position: the first pass (one search
    // too shallow runs again at once with twice the budget), then the check of ▲２六歩 (the position after
    // the engine's choice and after the move played, three times the budget), then nothing; the comments
    // written as the driver writes them clear the mark. Without checks, the first pass alone.
    void analysisPlan() {
        for (const bool checks : {true, false}) {
            GameRecord record(position(kStart));
            RecordNode* node = &record.root();
            for (Move m : usiMoves(QStringLiteral("7g7f 3c3d 2g2f 8c8d")))
                node = record.addMove(node, m);
            const auto engine = [](const analysis::PlannedSearch& s) {
                const QString line = usiText(s.history);
                if (line == QLatin1String("7g7f 3c3d") && s.factor == 1) return eval(usi::Score::cp(320), 3);
                if (line == QLatin1String("7g7f 3c3d 5i6h")) return eval(usi::Score::cp(-150), 14, "8c8d");
                if (line == QLatin1String("7g7f 3c3d 2g2f") && s.factor > 1)
                    return eval(usi::Score::cp(-200), 14);
                const std::map<QString, std::pair<int, QString>> firstPass = {
                    {"", {40, "7g7f"}},
                    {"7g7f", {300, "3c3d"}},
                    {"7g7f 3c3d", {320, "5i6h"}},
                    {"7g7f 3c3d 2g2f", {-200, "8c8d"}},
                    {"7g7f 3c3d 2g2f 8c8d", {-150, ""}}};
                const auto& [cp, pv] = firstPass.at(line);
                return eval(usi::Score::cp(cp), 12, pv);
            };
            analysis::AnalysisPlan plan(record, checks);
            QStringList steps;
            while (const auto step = plan.next()) {
                QVERIFY(!step->ruled);
                const analysis::PlannedSearch& s = step->search;
                steps << (usiText(s.history) +
                          QStringLiteral(" x%1%2").arg(s.factor).arg(s.check ? " check" : ""))
                             .trimmed();
                QCOMPARE(record.positionAt(s.node).key(), [&] {
                    Position pos = record.startPosition();
                    for (std::size_t i = 0; i < s.history.size() - (s.through ? 1 : 0); ++i)
                        pos.doMove(s.history[i]);
                    return pos.key();
                }());
                if (const auto e = plan.searched(s, engine(s)))
                    const_cast<RecordNode*>(s.node)->comment =
                        analysis::withEvaluation(s.node->comment, *e, record.positionAt(s.node));
            }
            QStringList expected = {"x1",           "7g7f x1",           "7g7f 3c3d x1",
                                    "7g7f 3c3d x2", "7g7f 3c3d 2g2f x1", "7g7f 3c3d 2g2f 8c8d x1"};
            if (checks)
                expected << "7g7f 3c3d 5i6h x3 check"
                         << "7g7f 3c3d 2g2f x3 check";
            QCOMPARE(steps, expected);
            QCOMPARE(plan.done(), int(expected.size()));
            QCOMPARE(plan.total(), plan.done());
            // ▲２六歩 320 -> -200 by the first pass (a mistake), -150 -> -200 by the check.
            QCOMPARE(analysis::reviewLine(record).nodes[3].quality,
                     std::optional(checks ? MoveQuality::Good : MoveQuality::Mistake));
        }
        // A position with no legal move is judged by the rules, not searched.
        GameRecord mate(position(QStringLiteral("4k4/9/4P4/9/9/9/9/9/4K4 b G 1")));
        mate.addMove(&mate.root(), usiMoves(QStringLiteral("G*5b")).front());
        analysis::AnalysisPlan plan(mate);
        const auto first = plan.next();
        QVERIFY(first && !first->ruled);
        // No score (an engine stopped before its first): nothing to write, run again, longer, twice at most.
        QVERIFY(!plan.searched(first->search, std::nullopt));
        auto again = plan.next();
        QVERIFY(again && !again->ruled && again->search.retries == 1 && again->search.factor == 2);
        QVERIFY(!plan.searched(again->search, std::nullopt));
        again = plan.next();
        QVERIFY(again && again->search.retries == 2);
        QVERIFY(!plan.searched(again->search, std::nullopt));
        const auto second = plan.next();
        QVERIFY(second && second->ruled);
        QCOMPARE(second->ruled->score.kind, usi::Score::Kind::Mate);
        QVERIFY(!plan.next());
    }
};

QTEST_GUILESS_MAIN(TestMoveQuality)
#include "tst_movequality.moc"
