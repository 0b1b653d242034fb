// Writing a record and reading the text back gives the same record, for every writer: KIF, KI2, CSA, JKF,
// SFEN, USI, USEN and PSN, over records with variations, comments, times, bookmarks, a handicap, a composed
// problem, an illegal last move and every ending. What a format cannot hold is taken out of the expected
// record first, by the table in formats():
//
//   format  variations  comments      times          bookmarks  headers                      endings
//   KIF     yes         yes           spent, total   yes        all                          all
//   KI2     yes         yes           no             yes        all                          all
//   CSA     no          yes           spent (*)      no         N+ N- and $KEYS (**)         all
//   JKF     yes         yes           spent, total   no         all                          all
//   SFEN    no          start only    no             no         no                           resign win rep_*
//   USI     no          start only    no             no         no                           resign win rep_*
//   USEN    yes         no            no             no         no                           r t j p (***)
//   PSN     yes         yes           no             no         all but 手合割 (the start)   all (closing
//   words)
//
//   (*) the reader sums the mover's times into totals. (**) 先手 後手 as N+ N-, the KIF names CSA has
//   keywords for (棋戦 場所 開始日時 終了日時 持ち時間 戦型 備考) and upper-case ASCII keys; written players
//   first. (***) resign, time-up, impasse (draws and max-moves too), anything else an interruption.
// The corpus files of these formats are also written back in their own format and read again.
#include "RecordCompare.h"
#include "formats/RecordFormat.h"
#include "formats/SfenUsiWriter.h"
#include "formats/TextEncoding.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    return *usi::parseMove(text, Variant::get(VariantKind::Standard));
}

RecordNode* play(GameRecord& r, RecordNode* at, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        at = r.addMove(at, usiMove(m));
    return at;
}

// Times as the files keep them: each mover's total is the sum of its own times.
void setTimes(GameRecord& r) {
    std::vector<RecordNode*> stack{&r.root()};
    while (!stack.empty()) {
        RecordNode* n = stack.back();
        stack.pop_back();
        if (n->ply > 0 && !n->isSpecial()) {
            n->timeSpentMs = 1000 * (n->ply % 7 + 1) + 60000 * (n->ply % 3); // KIF keeps whole seconds
            const RecordNode* previous = n->parent->parent;
            n->totalTimeMs = (previous && previous->ply > 0 ? previous->totalTimeMs : 0) + n->timeSpentMs;
        }
        for (auto& c : n->children)
            stack.push_back(c.get());
    }
}

GameRecord evenGame() {
    GameRecord r;
    r.headers = {{QStringLiteral("先手"), QStringLiteral("Black Player")},
                 {QStringLiteral("後手"), QStringLiteral("White Player")},
                 {QStringLiteral("棋戦"), QStringLiteral("Round Trip Cup")},
                 {QStringLiteral("開始日時"), QStringLiteral("2024/05/06 10:00")},
                 {QStringLiteral("場所"), QStringLiteral("Madrid")},
                 {QStringLiteral("手合割"), QStringLiteral("平手")}};
    r.root().comment = QStringLiteral("Before the game\nsecond line");
    RecordNode* n = play(r, &r.root(), {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"});
    n->comment = QStringLiteral("a bishop drop");
    n->bookmark = QStringLiteral("drop");
    n = play(r, n, {"6a5b", "4e3d", "2b3c", "3d2c+"});
    r.addSpecial(n, SpecialMove::Resign)->comment = QStringLiteral("the end");
    // At move 2 a second line with its own branch at move 4, one ending on an interruption.
    RecordNode* v = play(r, r.root().mainChild(), {"8c8d", "2g2f"});
    v->comment = QStringLiteral("in a variation");
    r.addSpecial(play(r, v, {"8d8e", "2f2e"}), SpecialMove::Interrupt);
    play(r, v, {"4a3b", "2f2e"});
    play(r, &r.root(), {"2g2f", "8c8d"}); // another first move
    setTimes(r);
    return r;
}

GameRecord handicapGame() {
    GameRecord r(*sfen::parse(Handicap::byId("two-piece")->sfen));
    r.headers = {{QStringLiteral("先手"), QStringLiteral("Shitate")},
                 {QStringLiteral("後手"), QStringLiteral("Uwate")},
                 {QStringLiteral("手合割"), QStringLiteral("二枚落ち")}};
    RecordNode* n = play(r, &r.root(), {"6c6d", "7g7f", "6d6e", "2g2f"});
    n->comment = QStringLiteral("Black answers");
    r.addSpecial(n, SpecialMove::Timeout);
    play(r, r.root().mainChild(), {"2g2f"});
    setTimes(r);
    return r;
}

GameRecord problem() {
    GameRecord r(*sfen::parse("8k/9/7+S1/9/4+B4/9/9/9/9 w SP2rb4g2s4n4l17p 1"));
    r.root().comment = QStringLiteral("Mate in two");
    r.addSpecial(play(r, &r.root(), {"1a2a", "S*2b"}), SpecialMove::Mate);
    return r;
}

GameRecord illegalEnding() {
    GameRecord r;
    // White wins a pawn, then drops it where it already has one (nifu): kept, flagged, and it loses.
    RecordNode* n =
        play(r, &r.root(), {"7g7f", "3c3d", "2g2f", "3d3e", "2f2e", "3e3f", "2e2d", "3f3g+", "2d2c+"});
    RecordNode* bad = r.addMove(n, usiMove("P*7d"));
    bad->illegal = true;
    r.addSpecial(bad, SpecialMove::IllegalLoss);
    return r;
}

GameRecord withEnding(SpecialMove ending) {
    GameRecord r;
    r.addSpecial(play(r, &r.root(), {"7g7f", "3c3d"}), ending);
    return r;
}

struct Sample {
    QString name;
    std::function<GameRecord()> make;
};

std::vector<Sample> samples() {
    std::vector<Sample> s{{QStringLiteral("even game"), evenGame},
                          {QStringLiteral("handicap"), handicapGame},
                          {QStringLiteral("problem"), problem},
                          {QStringLiteral("illegal ending"), illegalEnding},
                          {QStringLiteral("empty"), [] { return GameRecord(); }}};
    for (int e = int(SpecialMove::Resign); e <= int(SpecialMove::Error); ++e)
        s.push_back({QStringLiteral("ending %1").arg(e), [e] { return withEnding(SpecialMove(e)); }});
    return s;
}

enum class Times { None, Spent, Both };

struct Format {
    QString name;
    std::function<QString(const GameRecord&)> write;
    std::function<Result<ReadResult>(const QString&)> read;
    bool variations = true;
    bool moveComments = true;
    bool rootComment = true;
    bool bookmarks = false;
    Times times = Times::None;
    std::function<bool(const QString&)> keepsHeader;
    std::function<SpecialMove(SpecialMove)> ending = [](SpecialMove s) { return s; };
};

bool csaHeader(const QString& key) {
    static const QStringList kif = {
        QStringLiteral("先手"),     QStringLiteral("後手"),     QStringLiteral("棋戦"),
        QStringLiteral("場所"),     QStringLiteral("開始日時"), QStringLiteral("終了日時"),
        QStringLiteral("持ち時間"), QStringLiteral("戦型"),     QStringLiteral("備考")};
    static const QRegularExpression keyword(QStringLiteral("^[A-Z][A-Z0-9_+-]*$"));
    return kif.contains(key) || keyword.match(key).hasMatch();
}

SpecialMove usiEnding(SpecialMove s) {
    const bool kept = s == SpecialMove::Resign || s == SpecialMove::EnteringKingWin ||
                      s == SpecialMove::Repetition || s == SpecialMove::PerpetualCheck;
    return kept ? s : SpecialMove::None;
}

SpecialMove usenEnding(SpecialMove s) {
    switch (s) {
    case SpecialMove::None:
    case SpecialMove::Resign:
    case SpecialMove::Timeout:
        return s;
    case SpecialMove::Impasse:
    case SpecialMove::Draw:
    case SpecialMove::MaxMoves:
        return SpecialMove::Impasse;
    default:
        return SpecialMove::Interrupt;
    }
}

std::vector<Format> formats() {
    const auto all = [](const QString&) { return true; };
    const auto none = [](const QString&) { return false; };
    std::vector<Format> f;
    f.push_back({QStringLiteral("kif"), writeKif, [](const QString& t) { return readKif(t); }, true, true,
                 true, true, Times::Both, all});
    f.push_back({QStringLiteral("ki2"), writeKi2, [](const QString& t) { return readKi2(t); }, true, true,
                 true, true, Times::None, all});
    f.push_back({QStringLiteral("csa"), writeCsa, [](const QString& t) { return readCsa(t); }, false, true,
                 true, false, Times::Both, csaHeader});
    f.push_back({QStringLiteral("jkf"), writeJkf, [](const QString& t) { return readJkf(t); }, true, true,
                 true, false, Times::Both, all});
    f.push_back({QStringLiteral("sfen"), writeSfen, [](const QString& t) { return readSfenOrUsi(t); }, false,
                 false, true, false, Times::None, none, usiEnding});
    f.push_back({QStringLiteral("usi"), writeUsi, [](const QString& t) { return readSfenOrUsi(t); }, false,
                 false, true, false, Times::None, none, usiEnding});
    f.push_back({QStringLiteral("usen"), writeUsen, [](const QString& t) { return readSfenOrUsi(t); }, true,
                 false, false, false, Times::None, none, usenEnding});
    f.push_back({QStringLiteral("psn"), writePsn, [](const QString& t) { return readPsn(t); }, true, true,
                 true, false, Times::None,
                 [](const QString& key) { return key != QStringLiteral("手合割"); }});
    return f;
}

void copyNode(const RecordNode& from, RecordNode& to, GameRecord& record, const Format& f) {
    for (std::size_t i = 0; i < from.children.size() && (i == 0 || f.variations); ++i) {
        const RecordNode& c = *from.children[i];
        RecordNode* copy = nullptr;
        if (c.isSpecial()) {
            const SpecialMove s = f.ending(c.special);
            if (s == SpecialMove::None) continue;
            copy = record.addSpecial(&to, s);
        } else {
            copy = record.addMove(&to, c.move);
            copy->illegal = c.illegal;
        }
        if (f.moveComments) copy->comment = c.comment;
        if (f.bookmarks) copy->bookmark = c.bookmark;
        if (f.times != Times::None && !c.isSpecial()) {
            copy->timeSpentMs = c.timeSpentMs;
            copy->totalTimeMs = c.totalTimeMs;
        }
        copyNode(c, *copy, record, f);
    }
}

// The record as the format can hold it.
GameRecord expected(const GameRecord& original, const Format& f) {
    GameRecord r(original.startPosition());
    QList<std::pair<QString, QString>> players, rest;
    for (const auto& h : original.headers)
        if (f.keepsHeader(h.first))
            (f.name == QLatin1String("csa") &&
                     (h.first == QStringLiteral("先手") || h.first == QStringLiteral("後手"))
                 ? players
                 : rest)
                << h;
    r.headers = players + rest;
    if (f.rootComment) r.root().comment = original.root().comment;
    copyNode(original.root(), r.root(), r, f);
    return r;
}

int illegalMoves(const RecordNode& node) {
    int n = node.illegal ? 1 : 0;
    for (const auto& child : node.children)
        n += illegalMoves(*child);
    return n;
}

QString corpusDir() {
    return QStringLiteral(SHOGIBAN_TESTDATA_DIR "/kifu/files");
}

} // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void writers_data() {
        QTest::addColumn<int>("sample");
        QTest::addColumn<int>("format");
        const auto s = samples();
        const auto f = formats();
        for (std::size_t j = 0; j < f.size(); ++j)
            for (std::size_t i = 0; i < s.size(); ++i)
                QTest::newRow(qPrintable(f[j].name + QLatin1Char(' ') + s[i].name)) << int(i) << int(j);
    }
    void writers() {
        QFETCH(int, sample);
        QFETCH(int, format);
        const GameRecord original = samples()[std::size_t(sample)].make();
        const Format f = formats()[std::size_t(format)];
        const QString text = f.write(original);
        auto back = f.read(text);
        QVERIFY2(back.ok(),
                 qPrintable((back.ok() ? QString() : QString::fromStdString(back.error().describe())) +
                            QLatin1Char('\n') + text));
        testing::CompareOptions options;
        options.times = f.times != Times::None;
        const QString diff = testing::recordDifference(expected(original, f), back->record, options);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QLatin1Char('\n') + text));
        QCOMPARE(back->warnings.size(),
                 illegalMoves(back->record.root())); // only the illegal moves are reported
    }

    void corpus_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(corpusDir());
        if (!dir.exists()) QSKIP("the shared test corpus is not there");
        for (const QString& name :
             dir.entryList({QStringLiteral("*.csa"), QStringLiteral("*.jkf"), QStringLiteral("*.sfen"),
                            QStringLiteral("*.usi"), QStringLiteral("*.usen"), QStringLiteral("*.psn")},
                           QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    // Each file is written back in its own format (USEN files as USEN) and reads to the same record.
    void corpus() {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto read = readRecord(file.readAll(), formatFromExtension(QFileInfo(path).suffix()));
        if (!read.ok()) QSKIP("the file does not read (tst_corpus says why)");
        const GameRecord& original = read->record;
        QString text;
        switch (read->format) {
        case RecordFormat::Csa:
            text = writeCsa(original);
            break;
        case RecordFormat::Jkf:
            text = writeJkf(original);
            break;
        case RecordFormat::Sfen:
            text = writeSfen(original);
            break;
        case RecordFormat::Usi:
            text = path.endsWith(QStringLiteral(".usen")) ? writeUsen(original) : writeUsi(original);
            break;
        case RecordFormat::Psn:
            text = writePsn(original);
            break;
        default:
            QFAIL("unexpected format");
        }
        auto back = readText(text, read->format);
        QVERIFY2(back.ok(),
                 qPrintable((back.ok() ? QString() : QString::fromStdString(back.error().describe())) +
                            QLatin1Char('\n') + text));
        testing::CompareOptions options;
        options.times = read->format == RecordFormat::Csa || read->format == RecordFormat::Jkf;
        const QString diff = testing::recordDifference(original, back->record, options);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_roundtrip.moc"
