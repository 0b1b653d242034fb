// Every shipped problem (resources/puzzles/*.tsv) passes its check:
// - every line is replayed by the rules core: each attacker move is legal and gives check, each defence is
//   legal, the last position is mate (a next-move answer is legal);
// - every problem mined from a game is solved again by our df-pn solver: it mates in the tagged number of
//   plies and proves there is no mate two plies shorter (so the tag is the shortest length);
// - the Edo-era problems (book:* tags) keep the published line and its length: their lines are replayed
//   only, as the solver's shortest length is not reliable for such long problems (futile interpositions,
//   issue 14 §4) and the published line is not always the shortest.
// And the collection is as large as promised: 1,000 problems, 300 mates in 1, 300 in 3, 200 of 5-7 plies and
// 100 of 9 or more.
#include "puzzles/TsumeCheck.h"

#include <QDir>
#include <QtTest>

#include <fstream>
#include <map>
#include <sstream>

using namespace shogi::puzzles;

namespace {

QDir collectionDir() {
    return QDir(QStringLiteral(SHOGIBAN_SOURCE_DIR "/resources/puzzles"));
}

std::vector<Puzzle> read(const QString& name) {
    std::ifstream in(collectionDir().filePath(name).toStdString());
    std::stringstream text;
    text << in.rdbuf();
    auto c = parseCollection(text.str(), QFileInfo(name).completeBaseName().toStdString());
    if (!c) qFatal("%s: %s", qPrintable(name), c.error().describe().c_str());
    return *c;
}

bool fromBook(const Puzzle& p) {
    for (const auto& t : p.tags)
        if (t.rfind("book:", 0) == 0) return true;
    return false;
}

} // namespace

class TestPuzzleCollections : public QObject {
    Q_OBJECT
private slots:
    void everyProblemChecks_data() {
        QTest::addColumn<QString>("file");
        for (const QString& f : collectionDir().entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
    }
    void everyProblemChecks() {
        QFETCH(QString, file);
        shogi::engine::MateSolver solver(32);
        int solved = 0;
        for (const Puzzle& p : read(file)) {
            const QByteArray where = file.toUtf8() + " problem " + QByteArray::number(p.number);
            if (!p.isTsume()) {
                QVERIFY2(solutionMoves(p) && p.solution.size() == 1, where.constData());
                continue;
            }
            const std::string wrong = checkLine(p);
            QVERIFY2(wrong.empty(), (where + ": " + QByteArray::fromStdString(wrong)).constData());
            if (fromBook(p)) continue;
            const auto r = checkShortest(*startPosition(p), p.mateLength(), solver, {2000000, 0});
            QVERIFY2(r.verdict == LengthVerdict::Shortest,
                     (where + ": the solver's verdict " + QByteArray::number(int(r.verdict)) + ", " +
                      QByteArray::number(r.solverPlies) + " plies")
                         .constData());
            ++solved;
        }
        qInfo("%s: %d problems solved again", qPrintable(file), solved);
    }
    void theCountsArePromised() {
        std::map<int, int> byLength;
        int total = 0, nextMove = 0;
        for (const QString& f : collectionDir().entryList({QStringLiteral("*.tsv")}, QDir::Files, QDir::Name))
            for (const Puzzle& p : read(f)) {
                ++total;
                if (p.isTsume())
                    ++byLength[p.mateLength()];
                else
                    ++nextMove;
            }
        int fiveToSeven = byLength[5] + byLength[7], nineOrMore = 0;
        for (auto [plies, n] : byLength)
            if (plies >= 9) nineOrMore += n;
        qInfo("%d problems: mate in 1 %d, in 3 %d, 5-7 %d, 9+ %d, next move %d", total, byLength[1],
              byLength[3], fiveToSeven, nineOrMore, nextMove);
        QVERIFY(total >= 1000);
        QVERIFY(byLength[1] >= 300);
        QVERIFY(byLength[3] >= 300);
        QVERIFY(fiveToSeven >= 200);
        QVERIFY(nineOrMore >= 100);
    }
};

QTEST_APPLESS_MAIN(TestPuzzleCollections)
#include "tst_puzzlecollections.moc"
