// The df-pn mate solver: short mates, no mate, the pawn-drop-mate rule, and the 190 verified problems of
// ../shared/testdata/tsume (when present), each answered by a legal mate by checks no longer than listed.
#include "EngineTestUtil.h"
#include "engine/MateSolver.h"

#include <QFile>

using namespace shogi;
using namespace shogi::engine;
using enginetest::parse;

class TestMateSolver : public QObject {
    Q_OBJECT
private slots:
    void mateInOne();
    void noMate();
    void pawnDropMateIsNotASolution();
    void tsumeWithoutAttackerKing();
    void verifyRejectsWrongLines();
    void sharedProblems();
};

void TestMateSolver::mateInOne() {
    MateSolver solver(4);
    const Position pos = parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    const MateResult r = solver.solve(pos, 0, 10000);
    QCOMPARE(int(r.status), int(MateResult::Status::Mate));
    QCOMPARE(r.line.size(), std::size_t(1));
    QCOMPARE(usi::format(r.line[0]), std::string("G*5b"));
}

void TestMateSolver::noMate() {
    MateSolver solver(4);
    // A lone silver in hand cannot mate a king in the open.
    const MateResult r = solver.solve(parse("9/9/9/9/4k4/9/9/9/4K4 b S 1"), 0, 10000);
    QCOMPARE(int(r.status), int(MateResult::Status::NoMate));
    QVERIFY(r.line.empty());
}

void TestMateSolver::pawnDropMateIsNotASolution() {
    // P*1b would mate at once but is uchifuzume; with only a pawn in hand there is no mate at all.
    const Position pos = parse("7nk/9/8P/9/9/9/9/9/K8 b P 1");
    MateSolver solver(4);
    const MateResult r = solver.solve(pos, 0, 10000);
    QCOMPARE(int(r.status), int(MateResult::Status::NoMate));
}

void TestMateSolver::tsumeWithoutAttackerKing() {
    // A composed-problem setting: no Black king, the rest of the pieces in White's hand.
    const Position pos = parse("7nl/7k1/6ppp/9/9/9/9/9/9 b RG 1");
    MateSolver solver(8);
    const MateResult r = solver.solve(pos, 0, 20000);
    QCOMPARE(int(r.status), int(MateResult::Status::Mate));
    QCOMPARE(verifyMateLine(pos, r.line), std::string());
    QCOMPARE(r.line.size(), std::size_t(3));
}

void TestMateSolver::verifyRejectsWrongLines() {
    const Position pos = parse("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    QVERIFY(!verifyMateLine(pos, {enginetest::move(pos, "G*4b")}).empty());  // check, but the king escapes
    QVERIFY(!verifyMateLine(pos, {enginetest::move(pos, "5i4i")}).empty());  // no check
    QVERIFY(verifyMateLine(pos, {enginetest::move(pos, "G*5b")}).empty());
}

void TestMateSolver::sharedProblems() {
    QFile file(QStringLiteral(SHOGIBAN_TESTDATA_DIR "/tsume/problems.tsv"));
    if (!file.open(QIODevice::ReadOnly)) QSKIP("../shared/testdata/tsume is not present");
    MateSolver solver(64);
    int solved = 0, total = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QStringList cols = line.split('\t');
        const Position pos = parse(cols[0].toStdString());
        const int plies = cols[1].toInt();
        ++total;
        // A generous time: the slowest takes well under a second here.
        const MateResult r = solver.solve(pos, 0, 30000);
        const std::string wrong = r.status == MateResult::Status::Mate ? verifyMateLine(pos, r.line) : "not solved";
        if (wrong.empty() && int(r.line.size()) <= plies) ++solved;
        else qWarning("%s: %s (%zu plies, listed %d)", qPrintable(cols[0]), wrong.c_str(), r.line.size(), plies);
    }
    QCOMPARE(total, 190);
    QCOMPARE(solved, total);
}

QTEST_GUILESS_MAIN(TestMateSolver)
#include "tst_matesolver.moc"
