// The evaluation: its symmetries, the king-relative and hand-count terms, and the trace the tuner reads.
#include "EngineTestUtil.h"
#include "engine/EvalParams.h"
#include "engine/Evaluate.h"

#include <algorithm>

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;

namespace {

// Weights with every table entry random, so a symmetry that holds here holds for any tuned table.
EvalParams randomTables(std::mt19937& rng) {
    EvalParams p = EvalParams::defaults();
    std::uniform_int_distribution<int> d(-60, 60);
    for (int cls = 0; cls < KingRelClasses; ++cls)
        for (int i = 0; i < KingRelSquares; ++i) {
            p.ownKing[cls][i] = d(rng);
            p.enemyKing[cls][i] = d(rng);
        }
    for (int t = Pawn; t <= Gold; ++t)
        for (int n = 2; n < HandCountSteps; ++n)
            p.handCount[t][n] = d(rng);
    for (auto* table : {&p.threatToMove, &p.threatExtra, &p.threatWaiting, &p.safeCheck})
        for (int& w : *table)
            w = d(rng);
    p.checkDanger = 30;
    return p;
}

// The SFEN board's ranks as one token per square ("" for empty), top rank first, file 9 first.
std::vector<std::vector<std::string>> squares(const std::string& board) {
    std::vector<std::vector<std::string>> ranks(1);
    for (std::size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        if (c == '/')
            ranks.emplace_back();
        else if (c >= '1' && c <= '9')
            ranks.back().insert(ranks.back().end(), std::size_t(c - '0'), "");
        else if (c == '+')
            ranks.back().push_back(board.substr(i++, 2));
        else
            ranks.back().push_back(std::string(1, c));
    }
    return ranks;
}

std::string joinBoard(const std::vector<std::vector<std::string>>& ranks) {
    std::string out;
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        if (r) out += '/';
        int empty = 0;
        for (const std::string& s : ranks[r]) {
            if (s.empty()) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            out += s;
        }
        if (empty) out += char('0' + empty);
    }
    return out;
}

std::string swapCase(std::string s) {
    for (char& c : s)
        c = char(std::isupper(static_cast<unsigned char>(c)) ? std::tolower(c) : std::toupper(c));
    return s;
}

// The position seen in a mirror (file 1 <-> file 9), and the one with the colours exchanged (the board
// turned round, each piece changing side, the other side to move).
std::string mirrored(const Position& pos) {
    std::istringstream in(sfen::format(pos));
    std::string board, side, hand, number;
    in >> board >> side >> hand >> number;
    auto ranks = squares(board);
    for (auto& r : ranks)
        std::reverse(r.begin(), r.end());
    return joinBoard(ranks) + " " + side + " " + hand + " 1";
}
std::string colourSwapped(const Position& pos) {
    std::istringstream in(sfen::format(pos));
    std::string board, side, hand, number;
    in >> board >> side >> hand >> number;
    auto ranks = squares(board);
    std::reverse(ranks.begin(), ranks.end());
    for (auto& r : ranks) {
        std::reverse(r.begin(), r.end());
        for (std::string& s : r)
            s = swapCase(s);
    }
    return joinBoard(ranks) + (side == "b" ? " w " : " b ") + (hand == "-" ? hand : swapCase(hand)) + " 1";
}

// The evaluation as the tuner's trace sees it (the king-relative tables included), from Black's view.
int traced(const Position& pos) {
    EvalTrace trace;
    return evaluateTerms(pos, trace).total();
}

std::vector<Position> randomPositions(int count, std::mt19937& rng) {
    std::vector<Position> out;
    while (int(out.size()) < count) {
        const auto moves = enginetest::randomGame(VariantKind::Standard, 20 + int(rng() % 140), rng);
        Position pos = parse(std::string(Variant::get(VariantKind::Standard).startSfen));
        for (Move m : moves)
            pos.doMove(m);
        out.push_back(parse(sfen::format(pos)));
    }
    return out;
}

} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setEvalParams(EvalParams::defaults()); }
    void mirrorAndColourSymmetry();
    void kingRelativeIndex();
    void castleSeenFromItsKing();
    void handByCount();
    void traceAddsUp();
    void tunerOutputKeepsTheOrder();
    void threatsBySideToMove();
    void safeChecksNeedSupportNextToTheKing();
    void tablesAreTracedNotSearched();
};

void TestEvaluate::mirrorAndColourSymmetry() {
    std::mt19937 rng(7);
    setEvalParams(randomTables(rng));
    for (const Position& pos : randomPositions(300, rng)) {
        const Score own = evaluate(pos);
        const int ownTraced = traced(pos);
        QCOMPARE(evaluate(parse(colourSwapped(pos))), own);
        QCOMPARE(traced(parse(colourSwapped(pos))), -ownTraced);
        // Mirror symmetry is exact except for a king on the centre file, where the two halves of the
        // board share one side of the table.
        if (fileOf(pos.kingSquare(Color::Black)) != 4 && fileOf(pos.kingSquare(Color::White)) != 4) {
            QCOMPARE(evaluate(parse(mirrored(pos))), own);
            QCOMPARE(traced(parse(mirrored(pos))), ownTraced);
        }
    }
}

void TestEvaluate::kingRelativeIndex() {
    const Variant& v = Variant::get(VariantKind::Standard);
    // Black's king on 8h, a gold on 7h (one file towards the centre) and a silver on 7g.
    const Square king = makeSquare(7, 7), gold = makeSquare(6, 7), silver = makeSquare(6, 6);
    const int centre = MaxFiles - 1;
    QCOMPARE(kingRelIndex(v, Color::Black, king, king), centre * KingRelSpan + centre);
    QCOMPARE(kingRelIndex(v, Color::Black, king, gold), centre * KingRelSpan + centre + 1);
    QCOMPARE(kingRelIndex(v, Color::Black, king, silver), (centre + 1) * KingRelSpan + centre + 1);
    // White's king on 2b sees its gold on 3b the same way.
    QCOMPARE(kingRelIndex(v, Color::White, makeSquare(1, 1), makeSquare(2, 1)),
             centre * KingRelSpan + centre + 1);
    // The enemy's view: a Black pawn two ranks below White's king on 5a is "forward -2" for Black.
    QCOMPARE(kingRelIndex(v, Color::Black, makeSquare(4, 0), makeSquare(4, 2)),
             (centre - 2) * KingRelSpan + centre);
    // The evaluation's per-king shortcut gives the same index everywhere, on every board.
    for (VariantKind kind : {VariantKind::Standard, VariantKind::Minishogi, VariantKind::Gorogoro}) {
        const Variant& board = Variant::get(kind);
        for (Color owner : {Color::Black, Color::White})
            for (int kf = 0; kf < board.files; ++kf)
                for (int kr = 0; kr < board.ranks; ++kr) {
                    const KingFrame frame(board, owner, makeSquare(kf, kr));
                    for (int f = 0; f < board.files; ++f)
                        for (int r = 0; r < board.ranks; ++r)
                            QCOMPARE(frame.index(makeSquare(f, r)),
                                     kingRelIndex(board, owner, makeSquare(kf, kr), makeSquare(f, r)));
                }
    }
}

void TestEvaluate::castleSeenFromItsKing() {
    // A weight for a gold beside its own king, towards the centre, moves the traced score by exactly that
    // much when the gold stands there, and not when it stands elsewhere.
    const Position castled = parse("4k4/9/9/9/9/9/9/1KG6/9 b - 1");
    const Position away = parse("4k4/9/9/9/9/9/9/1K4G2/9 b - 1");
    EvalTrace trace;
    const int castledBefore = evaluateTerms(castled, trace).total();
    const int awayBefore = evaluateTerms(away, trace).total();
    EvalParams p = EvalParams::defaults();
    p.ownKing[kingRelClass(Gold)][(MaxFiles - 1) * KingRelSpan + MaxFiles] += 50;
    setEvalParams(p);
    QCOMPARE(evaluateTerms(castled, trace).total(), castledBefore + 50);
    QCOMPARE(evaluateTerms(away, trace).total(), awayBefore);
}

void TestEvaluate::handByCount() {
    // Three pawns in hand are worth three times `hand` plus the table's entry for three.
    EvalParams p = EvalParams::defaults();
    const Position none = parse("4k4/9/9/9/9/9/9/9/4K4 b - 1");
    const Position three = parse("4k4/9/9/9/9/9/9/9/4K4 b 3P 1");
    p.handCount[Pawn][3] = -40;
    setEvalParams(p);
    QCOMPARE(evaluateTerms(three).material - evaluateTerms(none).material, 3 * p.hand[Pawn] - 40);
}

void TestEvaluate::traceAddsUp() {
    // The linear part is exactly the traced counts times the weights: moving any traced weight by one
    // moves the evaluation by its count.
    std::mt19937 rng(11);
    const EvalParams p = randomTables(rng);
    const std::vector<int> w = p.toVector();
    for (const Position& pos : randomPositions(40, rng)) {
        setEvalParams(p);
        EvalTrace trace;
        const int total = evaluateTerms(pos, trace).total();
        std::map<int, int> counts;
        for (const auto& [index, n] : trace)
            counts[index] += n;
        for (int probe = 0; probe < 5; ++probe) {
            auto it = counts.begin();
            std::advance(it, rng() % counts.size());
            std::vector<int> moved = w;
            moved[std::size_t(it->first)] += 3;
            setEvalParams(EvalParams::fromVector(moved));
            QCOMPARE(traced(pos), total + 3 * it->second);
        }
    }
}

void TestEvaluate::tunerOutputKeepsTheOrder() {
    // The C++ the tuner prints, pasted into makeDefaults(), fills each table in index order.
    std::mt19937 rng(5);
    const EvalParams p = randomTables(rng);
    const std::string cpp = p.toCpp();
    for (int cls = 0; cls < KingRelClasses; ++cls)
        for (const auto& [name, table] :
             {std::pair{"ownKing", &p.ownKing}, std::pair{"enemyKing", &p.enemyKing}}) {
            const std::string head = "p." + std::string(name) + "[" + std::to_string(cls) + "] = {";
            const std::size_t from = cpp.find(head);
            QVERIFY(from != std::string::npos);
            std::istringstream in(cpp.substr(from + head.size(), cpp.find("};", from) - from - head.size()));
            std::vector<int> values;
            for (std::string item; std::getline(in, item, ',');)
                if (item.find_first_of("-0123456789") != std::string::npos) values.push_back(std::stoi(item));
            QCOMPARE(int(values.size()), KingRelSquares);
            for (int i = 0; i < KingRelSquares; ++i)
                QCOMPARE(values[std::size_t(i)], (*table)[cls][std::size_t(i)]);
        }
}

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"

void TestEvaluate::threatsBySideToMove() {
    const EvalParams& p = EvalParams::defaults();
    // A rook attacked by a pawn, the pawn by the rook and defended by nothing.
    const std::string board = "4k4/9/9/4p4/4R4/9/9/9/4K4";
    QCOMPARE(evaluateTerms(parse(board + " b - 1")).threats, p.threatWaiting[Pawn] - p.threatToMove[Rook]);
    QCOMPARE(evaluateTerms(parse(board + " w - 1")).threats, p.threatToMove[Pawn] - p.threatWaiting[Rook]);
    // A knight forks rook and bishop: the side to move saves the rook and loses the bishop.
    QCOMPARE(evaluateTerms(parse("4k4/9/9/9/4n4/9/3B1R3/9/4K4 b - 1")).threats,
             -p.threatToMove[Rook] - p.threatExtra[Bishop]);
    // Defended and attacked only by an equal piece: no threat.
    QCOMPARE(evaluateTerms(parse("4k4/9/9/9/3g5/3s5/3G5/3G5/4K4 b - 1")).threats, 0);
}

void TestEvaluate::safeChecksNeedSupportNextToTheKing() {
    // White holds a gold. Dropped on 5h it checks; the king takes it unless White's pawn on 5g backs it up.
    const Position supported = parse("4k4/9/9/9/9/9/4p4/9/4K4 b g 1");
    const Position alone = parse("4k4/9/9/9/9/9/9/9/4K4 b g 1");
    const int supportedBefore = evaluateTerms(supported).kingSafety;
    const int aloneBefore = evaluateTerms(alone).kingSafety;
    EvalParams p = EvalParams::defaults();
    p.safeCheck[Gold] += 40;
    setEvalParams(p);
    QCOMPARE(evaluateTerms(supported).kingSafety, supportedBefore - 40);
    QCOMPARE(evaluateTerms(alone).kingSafety, aloneBefore);
    // A rook in hand checks safely from afar: two squares or more count twice, at most.
    const Position rook = parse("4k4/9/9/9/9/9/9/9/4K4 b r 1");
    const int rookBefore = evaluateTerms(rook).kingSafety;
    p.safeCheck[Rook] += 10;
    setEvalParams(p);
    QCOMPARE(evaluateTerms(rook).kingSafety, rookBefore - 20);
}

void TestEvaluate::tablesAreTracedNotSearched() {
    // The king-relative tables are at zero and the search's evaluation does not read them: an entry moved
    // away from zero leaves it as it was. The tuner's trace names their entries, so a fit can move them.
    std::mt19937 rng(3);
    EvalParams p = EvalParams::defaults();
    for (int cls = 0; cls < KingRelClasses; ++cls) {
        QVERIFY(std::all_of(p.ownKing[cls].begin(), p.ownKing[cls].end(), [](int w) { return w == 0; }));
        QVERIFY(std::all_of(p.enemyKing[cls].begin(), p.enemyKing[cls].end(), [](int w) { return w == 0; }));
    }
    const std::vector<Position> positions = randomPositions(20, rng);
    std::vector<int> before;
    for (const Position& pos : positions) {
        before.push_back(evaluateTerms(pos).total());
        QCOMPARE(traced(pos), before.back());
    }
    for (int cls = 0; cls < KingRelClasses; ++cls) {
        p.ownKing[cls].fill(7);
        p.enemyKing[cls].fill(-5);
    }
    setEvalParams(p);
    const std::vector<int> own = p.indicesOf("ownKing"), enemy = p.indicesOf("enemyKing");
    for (std::size_t i = 0; i < positions.size(); ++i) {
        QCOMPARE(evaluateTerms(positions[i]).total(), before[i]);
        EvalTrace trace;
        evaluateTerms(positions[i], trace);
        int ownSeen = 0, enemySeen = 0;
        for (const auto& [index, n] : trace) {
            ownSeen += index >= own.front() && index <= own.back();
            enemySeen += index >= enemy.front() && index <= enemy.back();
        }
        QVERIFY(ownSeen > 0);
        QVERIFY(enemySeen > 0);
    }
}
