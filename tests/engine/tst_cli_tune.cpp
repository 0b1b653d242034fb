// The tuner's data as a user makes it: shogiban-cli selfplay from an openings file, then shogiban-cli tune
// on the records, each position taken once however many games reach it; shogiban-cli label searching the
// same positions again, deeper, or with another engine whose scores alone the tuner then aims at.
#include "../common/CliRun.h"
#include "../usi/FakeEngine.h"
#include "formats/RecordFormat.h"
#include "rules/Usi.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using clitest::cli;
using clitest::Run;

namespace {

struct Counts {
    int fitted = -1, validated = -1, repeats = -1;
};

// "N games (0 skipped), X positions to fit, Y to validate (R repeats left out); ..."
Counts countsOf(const QString& out) {
    static const QRegularExpression re(
        QStringLiteral(R"((\d+) positions to fit, (\d+) to validate \((\d+) repeats left out\))"));
    const auto m = re.match(out);
    if (!m.hasMatch()) return {};
    return {m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt()};
}

} // namespace

class TestCliTune : public QObject {
    Q_OBJECT
private slots:
    void selfplayStartsFromTheOpenings();
    void tuneTakesEachPositionOnce();
    void labelSearchesTheTunersPositionsAgain();
    void labelWithAnotherEngine();
    void labelEngineFaults();
    void badOpeningsFile();

private:
    // Copies of the self-play records in a new folder `name`; none when a copy failed.
    QStringList copiesIn(const QString& name) const;
    QTemporaryDir m_dir;
    QStringList m_records;
    int m_tunePositions = 0;
};

void TestCliTune::selfplayStartsFromTheOpenings() {
    const QString openings = m_dir.filePath(QStringLiteral("openings.txt"));
    QFile f(openings);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# two openings\nstartpos moves 7g7f 3c3d 2g2f\nstartpos moves 2g2f 8c8d\n");
    f.close();
    const QString out = m_dir.filePath(QStringLiteral("games"));
    const Run r = cli(
        {"selfplay", "--out", out, "--games", "10", "--nodes", "300", "--seed", "3", "--openings", openings});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    int fromFirst = 0, fromSecond = 0;
    for (const QString& name : QDir(out).entryList({QStringLiteral("*.kifu")}, QDir::Files, QDir::Name)) {
        m_records << QDir(out).filePath(name);
        QFile game(m_records.back());
        QVERIFY(game.open(QIODevice::ReadOnly));
        const auto read = shogi::readRecord(game.readAll());
        QVERIFY(read.ok());
        std::string first;
        for (const shogi::RecordNode* node : read->record.mainLine()) {
            if (node->isSpecial() || first.size() >= 14) break;
            if (!first.empty()) first.push_back(' ');
            first.append(shogi::usi::format(node->move));
        }
        fromFirst += first.starts_with("7g7f 3c3d 2g2f");
        fromSecond += first.starts_with("2g2f 8c8d");
    }
    QCOMPARE(m_records.size(), 10);
    // Each opening in turn: five games from each.
    QCOMPARE(fromFirst, 5);
    QCOMPARE(fromSecond, 5);
}

void TestCliTune::tuneTakesEachPositionOnce() {
    QVERIFY(!m_records.isEmpty());
    const Run once =
        cli(QStringList{"tune", "--linear", "--epochs", "1", "--out", m_dir.filePath("a.cpp")} + m_records);
    QVERIFY2(once.exitCode == 0, qPrintable(once.err + once.out));
    const Counts a = countsOf(once.out);
    QVERIFY2(a.fitted > 0 && a.validated > 0 && a.repeats >= 0, qPrintable(once.out));
    // The same games twice: the second time every position is a repeat, and none is held out twice.
    const Run twice = cli(QStringList{"tune", "--linear", "--epochs", "1", "--out", m_dir.filePath("b.cpp")} +
                          m_records + m_records);
    QVERIFY2(twice.exitCode == 0, qPrintable(twice.err + twice.out));
    const Counts b = countsOf(twice.out);
    QCOMPARE(b.fitted + b.validated, a.fitted + a.validated);
    QCOMPARE(b.repeats, a.repeats + a.fitted + a.validated + a.repeats);
    m_tunePositions = a.fitted + a.validated;
}

// A record's main-line moves and their comments.
struct Line {
    QStringList moves, comments;
};

std::optional<Line> lineOf(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    const auto read = shogi::readRecord(f.readAll());
    if (!read.ok()) return std::nullopt;
    Line line;
    for (const shogi::RecordNode* node : read->record.mainLine()) {
        if (node->isSpecial()) break;
        line.moves << QString::fromStdString(shogi::usi::format(node->move));
        line.comments << node->comment;
    }
    return line;
}

// A comment `label` changed: the copy, the move (0-based) and the new comment.
struct Changed {
    QString record;
    qsizetype move;
    QString comment;
};

// The comments that differ between each original and its copy; nullopt when a record cannot be read or the
// copy's moves are not the original's.
std::optional<QList<Changed>> changedComments(const QStringList& originals, const QStringList& copies) {
    QList<Changed> changed;
    for (qsizetype i = 0; i < copies.size(); ++i) {
        const auto before = lineOf(originals[i]);
        const auto after = lineOf(copies[i]);
        if (!before || !after || after->moves != before->moves) return std::nullopt;
        for (qsizetype j = 0; j < before->comments.size(); ++j)
            if (after->comments[j] != before->comments[j])
                changed.push_back({copies[i], j, after->comments[j]});
    }
    return changed;
}

int nodesIn(const QString& comment) {
    static const QRegularExpression nodes(QStringLiteral("#ノード数=(\\d+)"));
    const auto m = nodes.match(comment);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QStringList TestCliTune::copiesIn(const QString& name) const {
    const QString dir = m_dir.filePath(name);
    if (!QDir().mkpath(dir)) return {};
    QStringList copies;
    for (const QString& record : m_records) {
        copies << QDir(dir).filePath(QFileInfo(record).fileName());
        if (!QFile::copy(record, copies.back())) return {};
    }
    return copies;
}

void TestCliTune::labelSearchesTheTunersPositionsAgain() {
    QVERIFY(m_tunePositions > 0);
    const QStringList copies = copiesIn(QStringLiteral("labelled"));
    QVERIFY(!copies.isEmpty());
    const Run r = cli(QStringList{"label", "--nodes", "2000"} + copies);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY2(r.out.contains(QStringLiteral("%1 positions,").arg(m_tunePositions)), qPrintable(r.out));
    const auto changed = changedComments(m_records, copies);
    QVERIFY(changed);
    int deep = 0;
    for (const Changed& c : *changed) {
        // Only the positions the tuner takes (past ply 12), each still with one score and its nodes.
        QVERIFY2(c.move >= 12, qPrintable(c.record + QStringLiteral(": move %1").arg(c.move + 1)));
        QCOMPARE(c.comment.count(QStringLiteral("#ノード数=")), 1);
        deep += nodesIn(c.comment) >= 2000;
    }
    // Each position the tuner takes searched once (the repeats are not searched again), to the nodes asked
    // for unless it found a mate sooner.
    QVERIFY2(
        changed->size() <= m_tunePositions && deep >= m_tunePositions * 4 / 5,
        qPrintable(QStringLiteral("%1 and %2 of %3").arg(changed->size()).arg(deep).arg(m_tunePositions)));
    const Run again = cli(QStringList{"tune", "--linear", "--epochs", "1", "--lambda", "0.5", "--out",
                                      m_dir.filePath("c.cpp")} +
                          copies);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err + again.out));
    const Counts c = countsOf(again.out);
    QCOMPARE(c.fitted + c.validated, m_tunePositions);
}

// Another USI engine's labels (here the built-in one, run as a program through the protocol), then a fit to
// those scores alone: a position whose move carries none is left out.
void TestCliTune::labelWithAnotherEngine() {
    QVERIFY(m_tunePositions > 0);
    const QStringList copies = copiesIn(QStringLiteral("engine-labelled"));
    QVERIFY(!copies.isEmpty());
    const Run r = cli(
        QStringList{"label", "--engine", "builtin", "--option", "USI_Hash=16", "--nodes", "400"} + copies);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY2(r.out.contains(QStringLiteral("%1 positions,").arg(m_tunePositions)), qPrintable(r.out));
    const auto changed = changedComments(m_records, copies);
    QVERIFY(changed);
    for (const Changed& c : *changed) {
        QVERIFY2(c.move >= 12, qPrintable(c.record + QStringLiteral(": move %1").arg(c.move + 1)));
        QCOMPARE(c.comment.count(QStringLiteral("#評価値=")) + c.comment.count(QStringLiteral("#詰み=")), 1);
        QVERIFY2(c.comment.contains(QStringLiteral("#エンジン=Shogiban")), qPrintable(c.comment));
    }
    QVERIFY2(changed->size() > m_tunePositions / 2, qPrintable(QString::number(changed->size())));

    // A record loses its comments (not the tenth, the one held out): at --lambda 0 its positions have no
    // score and are left out.
    const QString stripped = copies.front();
    static const QRegularExpression count(QRegularExpression::escape(stripped) +
                                          QStringLiteral(": (\\d+) positions"));
    const auto m = count.match(r.out);
    QVERIFY2(m.hasMatch(), qPrintable(r.out));
    const int strippedPositions = m.captured(1).toInt();
    QFile file(stripped);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto read = shogi::readRecord(file.readAll());
    file.close();
    QVERIFY(read.ok());
    for (shogi::RecordNode* node = read->record.root().mainChild(); node; node = node->mainChild())
        node->comment.clear();
    const auto bytes = shogi::encodeKif(read->record, false);
    QVERIFY(bytes.ok());
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(*bytes);
    file.close();
    const Run fit = cli(QStringList{"tune", "--linear", "--epochs", "1", "--lambda", "0", "--score-scale",
                                    "0.8", "--out", m_dir.filePath("d.cpp")} +
                        copies);
    QVERIFY2(fit.exitCode == 0, qPrintable(fit.err + fit.out));
    const Counts c = countsOf(fit.out);
    QCOMPARE(c.fitted + c.validated, m_tunePositions - strippedPositions);
    QVERIFY2(fit.out.contains(QStringLiteral("without a score left out")), qPrintable(fit.out));
    QCOMPARE(cli(QStringList{"tune", "--lambda", "0", "--score-scale", "0"} + copies).exitCode, 2);

    // An engine that cannot start: said so, and the record is left as it was.
    const QByteArray untouched = [&] {
        QFile f(copies.front());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const Run bad =
        cli({"label", "--engine", m_dir.filePath("no-such-engine"), "--movetime-ms", "10", copies.front()});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains(QStringLiteral("cannot start the engine")), qPrintable(bad.err));
    QFile again(copies.front());
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), untouched);
}

// An engine that answers without a score leaves the positions unlabelled; one that crashes stops the run,
// said with the position, and leaves the record as it was. No engine process outlives the command.
void TestCliTune::labelEngineFaults() {
    QVERIFY(!m_records.isEmpty());
    const QStringList copies = copiesIn(QStringLiteral("faults"));
    QVERIFY(!copies.isEmpty());
    const auto bytesOf = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray original = bytesOf(copies.front());
    fake::ProcessWatch watch;
    // Without tokens the fake resigns at once, with no score.
    const Run silent = cli(
        {"label", "--engine", QString::fromStdString(fake::script()), "--movetime-ms", "20", copies.front()});
    QVERIFY2(silent.exitCode == 0, qPrintable(silent.err + silent.out));
    QVERIFY2(silent.out.contains(QStringLiteral("the engine gave no score: left without a label")),
             qPrintable(silent.out));
    QCOMPARE(bytesOf(copies.front()), original);
    QStringList crash{QString::fromStdString(fake::script())};
    for (int ply = 0; ply < 400; ++ply)
        crash << QStringLiteral("crash");
    const Run crashed =
        cli({"label", "--engine", crash.join(QLatin1Char(' ')), "--movetime-ms", "20", copies.front()});
    QCOMPARE(crashed.exitCode, 1);
    static const QRegularExpression where(
        QStringLiteral("the position before move (\\d+): engine fake crashed"));
    const auto m = where.match(crashed.err);
    QVERIFY2(m.hasMatch() && m.captured(1).toInt() >= 13, qPrintable(crashed.err));
    QCOMPARE(bytesOf(copies.front()), original);
    QVERIFY(watch.started() >= 2);
    QVERIFY2(watch.survivors().isEmpty(), qPrintable(watch.survivors().join(QLatin1Char(' '))));
}

void TestCliTune::badOpeningsFile() {
    const QString openings = m_dir.filePath(QStringLiteral("bad.txt"));
    QFile f(openings);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("startpos moves 7g7f\nstartpos moves 7g7f 7g7f\n");
    f.close();
    const Run r = cli({"selfplay", "--out", m_dir.filePath("bad"), "--games", "1", "--openings", openings});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("line 2")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliTune)
#include "tst_cli_tune.moc"
