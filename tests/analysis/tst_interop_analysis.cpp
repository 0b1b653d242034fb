// ShogiHome reads the analysis we write: random legal games (every start the random games use, captures, 同,
// drops, declined promotions) with an evaluation and an engine line at every move, written as KIF, are read
// by tests/interop/read-analysis.mjs with tsshogi (ShogiHome's reader) and ShogiHome's own regular expressions;
// every score, mate and PV must come back move for move. Skipped only when node is not installed.
#include "../formats/RandomGames.h"
#include "analysis/EvalComment.h"
#include "formats/RecordFormat.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

const QString kInteropDir = QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/interop");

struct Expected {
    int score = 0; // when not a mate
    int mate = 0;  // ShogiHome's number: plies, + when Black mates, 10000 unknown; 0: no mate
    QStringList pv;
};

// A random engine line from `pos`: up to 10 legal moves, captures and drops as they come.
std::vector<Move> randomLine(Position pos, QRandomGenerator& rng) {
    std::vector<Move> line;
    const int length = 1 + int(rng.bounded(10));
    for (int i = 0; i < length; ++i) {
        MoveList moves;
        movegen::legalMoves(pos, moves);
        if (moves.empty()) break;
        const Move m = moves[int(rng.bounded(moves.size()))];
        line.push_back(m);
        pos.doMove(m);
    }
    return line;
}

} // namespace

class TestInteropAnalysis : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        m_node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (m_node.isEmpty()) QSKIP("node is not installed: ./dev installs it");
        QVERIFY2(QFileInfo::exists(kInteropDir + QStringLiteral("/node_modules/tsshogi/package.json")),
                 "tsshogi is not installed: run ./dev build (it runs npm ci in tests/interop)");
        QVERIFY(m_dir.isValid());
    }

    void shogiHomeReadsOurLines() {
        testing::RandomGames games(77);
        QRandomGenerator rng(77);
        QStringList files;
        std::vector<std::vector<Expected>> expected;
        for (int g = 0; g < 60; ++g) {
            GameRecord record = games.next();
            std::vector<Expected> mine;
            Position pos = record.startPosition();
            for (RecordNode* node = &record.root(); node; node = node->mainChild()) {
                if (node != &record.root()) {
                    if (node->isSpecial() || node->illegal) break;
                    pos.doMove(node->move);
                }
                analysis::Evaluation e;
                Expected x;
                const int kind = int(rng.bounded(10));
                if (kind == 0) {
                    const int plies = 1 + int(rng.bounded(30));
                    const bool black = rng.bounded(2) == 0;
                    e.score = usi::Score::mate(black ? plies : -plies);
                    x.mate = black ? plies : -plies;
                } else if (kind == 1) {
                    e.score = usi::Score::mateUnknown(true);
                    x.mate = 10000;
                } else {
                    x.score = int(rng.bounded(6001)) - 3000;
                    e.score = usi::Score::cp(x.score);
                }
                e.pv = randomLine(pos, rng);
                e.depth = 1 + int(rng.bounded(30));
                e.engine = QStringLiteral("Engine %1").arg(g);
                for (Move m : e.pv)
                    x.pv << QString::fromStdString(usi::format(m));
                node->comment = analysis::withEvaluation(node->comment, e, pos);
                mine.push_back(x);
            }
            const QString path = m_dir.filePath(QStringLiteral("game%1.kifu").arg(g));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(writeKif(record).toUtf8());
            files << path;
            expected.push_back(mine);
        }

        QProcess node;
        node.setWorkingDirectory(kInteropDir);
        node.start(m_node, QStringList{QStringLiteral("read-analysis.mjs")} + files);
        QVERIFY(node.waitForFinished(120000));
        QVERIFY2(node.exitCode() == 0, node.readAllStandardError().constData());
        const QList<QByteArray> lines = node.readAllStandardOutput().split('\n');
        int compared = 0;
        for (int g = 0; g < files.size(); ++g) {
            const QJsonObject read = QJsonDocument::fromJson(lines.value(g)).object();
            QVERIFY2(!read.contains(QStringLiteral("error")),
                     qPrintable(read.value(QStringLiteral("error")).toString()));
            const QJsonArray nodes = read.value(QStringLiteral("nodes")).toArray();
            const auto& mine = expected[std::size_t(g)];
            QVERIFY(nodes.size() >= qsizetype(mine.size()));
            for (std::size_t i = 0; i < mine.size(); ++i) {
                const QJsonObject n = nodes[qsizetype(i)].toObject();
                const QString where = QStringLiteral("game %1, ply %2").arg(g).arg(i);
                QStringList pv;
                for (const QJsonValue& m : n.value(QStringLiteral("pv")).toArray())
                    pv << m.toString();
                QVERIFY2(pv == mine[i].pv,
                         qPrintable(where + QStringLiteral(": tsshogi read ") + pv.join(u' ') +
                                    QStringLiteral(", we wrote ") + mine[i].pv.join(u' ')));
                if (mine[i].mate) {
                    QCOMPARE(n.value(QStringLiteral("mate")).toInt(), mine[i].mate);
                } else {
                    QVERIFY2(n.value(QStringLiteral("score")).toInt() == mine[i].score, qPrintable(where));
                    QVERIFY(n.value(QStringLiteral("mate")).isNull());
                }
                ++compared;
            }
        }
        qInfo("%d positions compared", compared);
    }

private:
    QString m_node;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestInteropAnalysis)
#include "tst_interop_analysis.moc"
