// Records we write read right in an independent reader: tsshogi (the reader inside ShogiHome, version pinned
// by tests/interop/package-lock.json, installed by ./dev with npm ci) reads what our KIF, KI2, CSA and JKF
// writers wrote, for random legal games (RandomGames.h) and for every record of the shared corpus. It must
// find our start position, every line of the tree with its moves and ending, and our final position. The test
// runs tests/interop/read-records.mjs with node once per batch of files, and is skipped only when there is no
// node.
#include "RandomGames.h"
#include "formats/RecordFormat.h"
#include "rules/Sfen.h"
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

#include <map>

using namespace shogi;

namespace {

const QString kInteropDir = QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/interop");
constexpr int kGeneratedGames = 120;

// How tsshogi names the endings our writers write.
QString tsshogiEnding(SpecialMove special, RecordFormat format) {
    switch (special) {
    case SpecialMove::Resign:
        return QStringLiteral("resign");
    case SpecialMove::Interrupt:
        return QStringLiteral("interrupt");
    case SpecialMove::Repetition:
        return QStringLiteral("repetitionDraw");
    case SpecialMove::Impasse:
        return QStringLiteral("impass");
    case SpecialMove::Mate:
        return QStringLiteral("mate");
    case SpecialMove::NoMate:
        return QStringLiteral("noMate");
    case SpecialMove::Timeout:
        return QStringLiteral("timeout");
    case SpecialMove::IllegalLoss:
        return QStringLiteral("foulLose");
    case SpecialMove::EnteringKingWin:
        return QStringLiteral("enteringOfKing");
    case SpecialMove::IllegalWin:
        // CSA (and JKF after it) can say that the side to move wins by the other's foul only by naming the
        // side at fault: %-ILLEGAL_ACTION when White was, as the CSA standard and json-kifu-format read it.
        // tsshogi reads the sign as the winner's (corpus file 060_kfjs_illegal-win.csa shows the same
        // disagreement), so it finds the side to move losing.
        return format == RecordFormat::Csa || format == RecordFormat::Jkf ? QStringLiteral("foulLose")
                                                                          : QStringLiteral("foulWin");
    default:
        return QStringLiteral("(ending %1)").arg(int(special));
    }
}

struct Written {
    QString path;
    const GameRecord* record;
};

// The lines of `record` as read-records.mjs prints tsshogi's: from the start to each leaf, preorder, main
// line first; CSA holds the main line only.
QStringList linesOf(const GameRecord& record, RecordFormat format) {
    const bool mainLineOnly = format == RecordFormat::Csa;
    QStringList out;
    std::vector<std::pair<const RecordNode*, QStringList>> stack{{&record.root(), {}}};
    while (!stack.empty()) {
        auto [node, path] = stack.back();
        stack.pop_back();
        if (node->children.empty()) {
            if (node->parent) out << path.join(QLatin1Char(' '));
            continue;
        }
        const std::size_t n = mainLineOnly ? 1 : node->children.size();
        for (std::size_t i = n; i-- > 0;) {
            const RecordNode* child = node->children[i].get();
            QStringList next = path;
            next << (child->isSpecial() ? tsshogiEnding(child->special, format)
                                        : QString::fromStdString(usi::format(child->move)));
            stack.push_back({child, next});
        }
    }
    return out;
}

QString sfenOf(const Position& pos) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(pos));
}

// What differs between our record and tsshogi's reading of the file written from it; empty when nothing.
QString difference(const GameRecord& record, RecordFormat format, const QJsonObject& read) {
    if (!read.value(QStringLiteral("ok")).toBool())
        return QStringLiteral("refused: ") + read.value(QStringLiteral("error")).toString();
    if (read.value(QStringLiteral("start")).toString() != sfenOf(record.startPosition()))
        return QStringLiteral("start %1, ours %2")
            .arg(read.value(QStringLiteral("start")).toString(), sfenOf(record.startPosition()));
    QStringList theirs;
    for (const QJsonValue& v : read.value(QStringLiteral("lines")).toArray())
        theirs << v.toString();
    const QStringList ours = linesOf(record, format);
    if (theirs.size() != ours.size())
        return QStringLiteral("%1 lines, ours %2").arg(theirs.size()).arg(ours.size());
    for (int i = 0; i < ours.size(); ++i)
        if (theirs[i] != ours[i]) {
            const QStringList a = theirs[i].split(QLatin1Char(' ')), b = ours[i].split(QLatin1Char(' '));
            int k = 0;
            while (k < a.size() && k < b.size() && a[k] == b[k])
                ++k;
            return QStringLiteral("line %1 differs at ply %2: %3, ours %4")
                .arg(i + 1)
                .arg(k + 1)
                .arg(a.value(k, QStringLiteral("(end)")), b.value(k, QStringLiteral("(end)")));
        }
    const QString final = sfenOf(record.positionAt(record.mainLineEnd()));
    if (read.value(QStringLiteral("final")).toString() != final)
        return QStringLiteral("final %1, ours %2").arg(read.value(QStringLiteral("final")).toString(), final);
    return {};
}

// KIF and KI2 as a .kif and a .ki2 are written by shogiban-cli: Shift_JIS, else UTF-8 saying so.
QByteArray encode(const GameRecord& record, RecordFormat format) {
    auto bytes = encodeRecord(record, format, true);
    if (!bytes) bytes = encodeRecord(record, format, false);
    return *bytes;
}

} // namespace

class TestInterop : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        m_node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (m_node.isEmpty()) QSKIP("node is not installed: ./dev installs it");
        QVERIFY2(QFileInfo::exists(kInteropDir + QStringLiteral("/node_modules/tsshogi/package.json")),
                 "tsshogi is not installed: run ./dev build (it runs npm ci in tests/interop)");
        QVERIFY(m_dir.isValid());
    }

    void generatedGames_data() { formats(); }
    void generatedGames() {
        QFETCH(int, format);
        testing::RandomGames games(2024);
        std::vector<GameRecord> records;
        for (int i = 0; i < kGeneratedGames; ++i)
            records.push_back(games.next());
        std::vector<Written> written;
        for (std::size_t i = 0; i < records.size(); ++i)
            written.push_back(write(records[i], RecordFormat(format), QStringLiteral("game%1").arg(i)));
        compare(written, RecordFormat(format));
    }

    // Games as the window records them: 開始日時 and 終了日時, both sides named (a person by the side's name),
    // 持ち時間 from the clock in each form it writes, every move and the ending with its time, a handicap's
    // 下手/上手 closing line, a program that stopped working (中断 with the reason as the ending's comment), a
    // game played on from move 41 of another. (tsshogi 2.2.0 reads a 変化：N手 as counted from the diagram,
    // so a variation in such a game is beyond it: it refuses the file.)
    void gamesPlayedHere_data() { formats(); }
    void gamesPlayedHere() {
        QFETCH(int, format);
        QRandomGenerator random(15);
        const QStringList limits{QStringLiteral("10分+30秒"), QStringLiteral("1時間30分"),
                                 QStringLiteral("5分+10秒加算"), QStringLiteral("90秒+10秒")};
        const SpecialMove endings[] = {SpecialMove::Resign, SpecialMove::Interrupt, SpecialMove::Timeout};
        std::vector<GameRecord> records;
        for (int i = 0; i < 12; ++i) {
            const Handicap* handicap = Handicap::byId(i % 2 ? "lance" : "even");
            GameRecord r(*sfen::parse(handicap->sfen));
            // Played on from move 41 of another game (Play from Here): numbered from 41, 手数＝40.
            if (i == 10)
                r.setStartPosition(*sfen::parse(
                    "l3n1G1l/4+R2gk/p1p1+B1gp1/9/2P1p3n/1P3Sp1L/P1NPPP3/1b1S3R1/L2G1K1N1 b 2S7P 41"));
            const bool given = i % 2;
            r.setHeader(QStringLiteral("開始日時"), QStringLiteral("2026/11/26 10:30:00"));
            r.setHeader(QStringLiteral("終了日時"), QStringLiteral("2026/11/26 10:41:07"));
            r.setHeader(QStringLiteral("手合割"),
                        QString::fromUtf8(handicap->kifName.data(), qsizetype(handicap->kifName.size())));
            r.setHeader(given ? QStringLiteral("下手") : QStringLiteral("先手"),
                        given ? QStringLiteral("下手") : QStringLiteral("先手"));
            r.setHeader(given ? QStringLiteral("上手") : QStringLiteral("後手"),
                        QStringLiteral("Shogiban (level 10)"));
            r.setHeader(QStringLiteral("持ち時間"), limits[i % limits.size()]);
            RecordNode* end = &r.root();
            Position pos = r.startPosition();
            for (int ply = 0; ply < 10 + i; ++ply) {
                MoveList legal;
                movegen::legalMoves(pos, legal);
                if (legal.empty()) break;
                const Move m = legal[int(random.bounded(legal.size()))];
                end = r.addMove(end, m);
                end->timeSpentMs = int(random.bounded(90)) * 1000;
                pos.doMove(m);
            }
            if (end != &r.root()) {
                RecordNode* ending = r.addSpecial(end, endings[i % 3]);
                ending->timeSpentMs = int(random.bounded(90)) * 1000;
                if (ending->special == SpecialMove::Interrupt)
                    ending->comment = QStringLiteral("Shogiban (level 10) stopped working: Black wins.");
            }
            records.push_back(std::move(r));
        }
        std::vector<Written> written;
        for (std::size_t i = 0; i < records.size(); ++i)
            written.push_back(write(records[i], RecordFormat(format), QStringLiteral("played%1").arg(i)));
        compare(written, RecordFormat(format));
    }

    void corpusGames_data() { formats(); }
    void corpusGames() {
        QFETCH(int, format);
        const QDir corpus(QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files"));
        if (!corpus.exists()) QSKIP("the shared test corpus is not there");
        std::vector<GameRecord> records;
        QStringList names;
        for (const QFileInfo& info : corpus.entryInfoList(QDir::Files, QDir::Name)) {
            QFile file(info.filePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            auto read = readRecord(file.readAll(), formatFromExtension(info.suffix()));
            if (!read) continue; // the few files we refuse, and say why in tst_corpus
            records.push_back(std::move(read->record));
            names << info.completeBaseName();
        }
        QVERIFY(records.size() > 150);
        std::vector<Written> written;
        for (std::size_t i = 0; i < records.size(); ++i)
            written.push_back(write(records[i], RecordFormat(format), names[int(i)]));
        compare(written, RecordFormat(format));
    }

private:
    static void formats() {
        QTest::addColumn<int>("format");
        for (RecordFormat f : {RecordFormat::Kif, RecordFormat::Ki2, RecordFormat::Csa, RecordFormat::Jkf})
            QTest::newRow(qPrintable(formatName(f))) << int(f);
    }

    Written write(const GameRecord& record, RecordFormat format, const QString& name) {
        const QString path = m_dir.filePath(name + QLatin1Char('.') + formatName(format));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        file.write(encode(record, format));
        return {path, &record};
    }

    // Has tsshogi read every file, and compares; fails with the first differences and the figure.
    void compare(const std::vector<Written>& written, RecordFormat format) {
        QStringList args{kInteropDir + QStringLiteral("/read-records.mjs")};
        for (const Written& w : written)
            args << formatName(format) + QLatin1Char(':') + w.path;
        QProcess node;
        node.start(m_node, args);
        QVERIFY2(node.waitForFinished(300000), "node did not finish");
        QVERIFY2(node.exitCode() == 0, node.readAllStandardError().constData());
        std::map<QString, QJsonObject> readings;
        for (const QByteArray& line : node.readAllStandardOutput().split('\n'))
            if (!line.isEmpty()) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                readings[o.value(QStringLiteral("file")).toString()] = o;
            }
        QStringList differences;
        for (const Written& w : written) {
            const auto it = readings.find(w.path);
            const QString d =
                it == readings.end() ? QStringLiteral("not read") : difference(*w.record, format, it->second);
            if (!d.isEmpty()) differences << QFileInfo(w.path).fileName() + QStringLiteral(": ") + d;
        }
        qInfo("%s: %d of %d records read identically by tsshogi", qPrintable(formatName(format).toUpper()),
              int(written.size()) - int(differences.size()), int(written.size()));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.mid(0, 10).join(QLatin1Char('\n'))));
    }

    QString m_node;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestInterop)
#include "tst_interop.moc"
