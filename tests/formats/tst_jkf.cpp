// Reading JKF: header order, presets and custom boards, moves with and without origins, same, promote,
// comments, times, specials, forks to any depth, and errors that name the JSON line or the entry's path.
#include "formats/RecordFormat.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QRandomGenerator>
#include <QTest>

using namespace shogi;

namespace {

QString startSfen(const GameRecord& r) {
    return QString::fromStdString(sfen::formatWithoutMoveNumber(r.startPosition()));
}
QString usiLine(const GameRecord& r) {
    QStringList moves;
    for (const RecordNode* n : r.mainLine())
        if (!n->isSpecial()) moves << QString::fromStdString(usi::format(n->move));
    return moves.join(QLatin1Char(' '));
}

// 7g7f 3c3d 8h2b+ 3a2b(同) with a fork at move 2 (8c8d, which has its own fork at move 3) and one at 3.
const char* kGame = R"({
  "header": {"先手": "A", "後手": "B", "棋戦": "Cup", "開始日時": "2024/01/02"},
  "moves": [
    {"comments": ["start", "two lines"]},
    {"move": {"color": 0, "from": {"x": 7, "y": 7}, "to": {"x": 7, "y": 6}, "piece": "FU"},
     "time": {"now": {"m": 0, "s": 3}, "total": {"h": 0, "m": 0, "s": 3}}, "comments": ["first"]},
    {"move": {"color": 1, "from": {"x": 3, "y": 3}, "to": {"x": 3, "y": 4}, "piece": "FU"},
     "forks": [[
        {"move": {"color": 1, "from": {"x": 8, "y": 3}, "to": {"x": 8, "y": 4}, "piece": "FU"}, "comments": ["fork"]},
        {"move": {"color": 0, "from": {"x": 2, "y": 7}, "to": {"x": 2, "y": 6}, "piece": "FU"},
         "forks": [[{"move": {"color": 0, "from": {"x": 6, "y": 9}, "to": {"x": 7, "y": 8}, "piece": "KI"}}]]}
     ]]},
    {"move": {"color": 0, "from": {"x": 8, "y": 8}, "to": {"x": 2, "y": 2}, "piece": "KA", "promote": true, "capture": "KA"},
     "forks": [[{"special": "CHUDAN"}]]},
    {"move": {"color": 1, "from": {"x": 3, "y": 1}, "same": true, "piece": "GI", "capture": "UM"},
     "time": {"now": {"m": 1, "s": 2.5}, "total": {"h": 0, "m": 1, "s": 2.5}}},
    {"special": "TORYO"}
  ]
})";

QString document(const QString& moves, const QString& initial = QString()) {
    return QStringLiteral("{\"header\":{},%1\"moves\":[{},%2]}")
        .arg(initial.isEmpty() ? QString() : initial + QLatin1Char(','), moves);
}

} // namespace

class TestJkf : public QObject {
    Q_OBJECT
private slots:
    void fullRecord() {
        auto r = readJkf(QString::fromUtf8(kGame));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->format, RecordFormat::Jkf);
        const GameRecord& rec = r->record;
        QStringList keys;
        for (const auto& [k, v] : rec.headers)
            keys << k;
        QCOMPARE(keys, (QStringList{QStringLiteral("先手"), QStringLiteral("後手"), QStringLiteral("棋戦"),
                                    QStringLiteral("開始日時")}));
        QCOMPARE(usiLine(rec), QStringLiteral("7g7f 3c3d 8h2b+ 3a2b"));
        QCOMPARE(rec.ending(), SpecialMove::Resign);
        QCOMPARE(rec.root().comment, QStringLiteral("start\ntwo lines"));
        const auto line = rec.mainLine();
        QCOMPARE(line[0]->comment, QStringLiteral("first"));
        QCOMPARE(line[0]->timeSpentMs, 3000);
        QCOMPARE(line[3]->timeSpentMs, 62500);
        QCOMPARE(line[3]->totalTimeMs, qint64(62500));
        // Forks: 8c8d instead of 3c3d (with 6i7h instead of 2g2f under it), an interruption instead of 8h2b+.
        QCOMPARE(rec.variationCount(), 3);
        const RecordNode* first = line[0];
        QCOMPARE(first->children.size(), std::size_t(2));
        const RecordNode* fork = first->children[1].get();
        QCOMPARE(QString::fromStdString(usi::format(fork->move)), QStringLiteral("8c8d"));
        QCOMPARE(fork->comment, QStringLiteral("fork"));
        QCOMPARE(fork->children.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(usi::format(fork->children[1]->move)), QStringLiteral("6i7h"));
        QCOMPARE(line[1]->children[1]->special, SpecialMove::Interrupt);
    }

    void presets_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("handicap");
        const QList<std::pair<const char*, const char*>> all = {
            {"HIRATE", "even"},
            {"KY", "lance"},
            {"KY_R", "right-lance"},
            {"KA", "bishop"},
            {"HI", "rook"},
            {"HIKY", "rook-lance"},
            {"2", "two-piece"},
            {"3", "three-piece"},
            {"4", "four-piece"},
            {"5", "five-piece"},
            {"5_L", "left-five-piece"},
            {"6", "six-piece"},
            {"7_L", "left-seven-piece"},
            {"7_R", "right-seven-piece"},
            {"8", "eight-piece"},
            {"10", "ten-piece"},
        };
        for (const auto& [preset, id] : all)
            QTest::newRow(preset) << QString::fromLatin1(preset) << QString::fromLatin1(id);
    }
    void presets() {
        QFETCH(QString, preset);
        QFETCH(QString, handicap);
        auto r = readJkf(document(QString(), QStringLiteral("\"initial\":{\"preset\":\"%1\"}").arg(preset))
                             .replace(QStringLiteral(",]"), QStringLiteral("]")));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        const Handicap* h = Handicap::byId(handicap.toStdString());
        QCOMPARE(startSfen(r->record), QString::fromLatin1(h->sfen.data()).section(QLatin1Char(' '), 0, 2));
    }

    // Presets tsshogi does not know (3, 5, 5_L, 7_L, 7_R) are written as the position itself.
    void writesPresetsEveryReaderKnows() {
        for (const Handicap& h : Handicap::all()) {
            const QString jkf = writeJkf(GameRecord(*sfen::parse(h.sfen)));
            const bool byName =
                jkf.contains(QStringLiteral("\"preset\":\"")) && !jkf.contains(QStringLiteral("OTHER"));
            const bool named = h.id == "even" || h.id == "lance" || h.id == "right-lance" ||
                               h.id == "bishop" || h.id == "rook" || h.id == "rook-lance" ||
                               h.id == "two-piece" || h.id == "four-piece" || h.id == "six-piece" ||
                               h.id == "eight-piece" || h.id == "ten-piece";
            QVERIFY2(byName == named, h.id.data());
            auto back = readJkf(jkf);
            QVERIFY(back.ok());
            QVERIFY(back->record.startPosition().sameState(*sfen::parse(h.sfen)));
        }
    }

    void customBoard() {
        // A mate problem: White king on 1a, Black gold in hand, Black to move, then G*1b.
        QString board = QStringLiteral("[");
        for (int x = 0; x < 9; ++x) {
            board += x ? QStringLiteral(",[") : QStringLiteral("[");
            for (int y = 0; y < 9; ++y) {
                if (y) board += QLatin1Char(',');
                if (x == 0 && y == 0)
                    board += QStringLiteral("{\"color\":1,\"kind\":\"OU\"}");
                else if (x == 1 && y == 2)
                    board += QStringLiteral("{\"color\":0,\"kind\":\"FU\"}");
                else
                    board += QStringLiteral("{}");
            }
            board += QLatin1Char(']');
        }
        board += QLatin1Char(']');
        const QString initial =
            QStringLiteral("\"initial\":{\"preset\":\"OTHER\",\"data\":{\"color\":0,\"board\":%1,"
                           "\"hands\":[{\"KI\":1},{}]}}")
                .arg(board);
        // No "from" and no relative: a drop, as the gold is in hand and nothing on the board reaches 1b.
        const QString moves = QStringLiteral(
            "{\"move\":{\"color\":0,\"to\":{\"x\":1,\"y\":2},\"piece\":\"KI\"}},{\"special\":\"TSUMI\"}");
        auto r = readJkf(document(moves, initial));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(startSfen(r->record), QStringLiteral("8k/9/7P1/9/9/9/9/9/9 b G"));
        QCOMPARE(usiLine(r->record), QStringLiteral("G*1b"));
        QCOMPARE(r->record.ending(), SpecialMove::Mate);
    }

    // Moves without "from" are told apart by "relative", as KI2 does with 右 左 直 上 引 寄.
    void relativeMoves() {
        const QString moves =
            QStringLiteral("{\"move\":{\"color\":0,\"from\":null,\"to\":{\"x\":5,\"y\":8},\"piece\":\"KI\","
                           "\"relative\":\"R\"}},"
                           "{\"move\":{\"color\":1,\"to\":{\"x\":3,\"y\":4},\"piece\":\"FU\"}}");
        auto r = readJkf(document(moves));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(usiLine(r->record), QStringLiteral("4i5h 3c3d"));
        const QString ambiguous =
            QStringLiteral("{\"move\":{\"color\":0,\"to\":{\"x\":5,\"y\":8},\"piece\":\"KI\"}}");
        auto a = readJkf(document(ambiguous));
        QVERIFY(a.ok()); // the line cannot start: reported, not guessed
        QCOMPARE(a->record.mainLineMoveCount(), 0);
        QCOMPARE(a->warnings.size(), 1);
    }

    void illegalLastMoveIsKept() {
        // Black moves a pawn two squares: not how a pawn moves, but the board can carry it out.
        const QString moves = QStringLiteral(
            "{\"move\":{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":5},\"piece\":\"FU\"}},"
            "{\"special\":\"ILLEGAL_MOVE\"}");
        auto r = readJkf(document(moves));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.mainLineMoveCount(), 1);
        QVERIFY(r->record.mainLine()[0]->illegal);
        QCOMPARE(r->record.ending(), SpecialMove::IllegalLoss);
        QCOMPARE(r->warnings.size(), 1);
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("where");
        QTest::newRow("syntax") << "{\n  \"header\": {},\n  \"moves\": [\n    {},,\n  ]\n}" << 4 << QString();
        QTest::newRow("not an object") << "[1, 2]" << 0 << QString();
        QTest::newRow("no moves") << "{\"header\":{}}" << 0 << "moves";
        QTest::newRow("header value") << "{\"header\":{\"a\":1},\"moves\":[{}]}" << 0 << "header.a";
        QTest::newRow("unknown preset")
            << document(QStringLiteral("{}"), QStringLiteral("\"initial\":{\"preset\":\"XX\"}")) << 0
            << "initial.preset";
        QTest::newRow("bad piece") << document(
                                          QStringLiteral("{\"move\":{\"color\":0,\"to\":{\"x\":7,\"y\":6},"
                                                         "\"from\":{\"x\":7,\"y\":7},\"piece\":\"ZZ\"}}"))
                                   << 0 << "moves[1].move.piece";
        QTest::newRow("wrong colour")
            << document(QStringLiteral("{\"move\":{\"color\":1,\"to\":{\"x\":7,\"y\":6},\"from\":{\"x\":7,"
                                       "\"y\":7},\"piece\":\"FU\"}}"))
            << 0 << "moves[1]";
        QTest::newRow("bad square")
            << document(QStringLiteral("{\"move\":{\"color\":0,\"to\":{\"x\":0,\"y\":6},\"piece\":\"FU\"}}"))
            << 0 << "moves[1].move.to";
        QTest::newRow("empty entry") << document(QStringLiteral("{\"comments\":[\"x\"]}")) << 0 << "moves[1]";
        QTest::newRow("bad time") << document(QStringLiteral(
                                         "{\"move\":{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"from\":{\"x\":7,"
                                         "\"y\":7},\"piece\":\"FU\"},\"time\":{\"now\":5}}"))
                                  << 0 << "moves[1].time.now";
        QTest::newRow("fork not array")
            << document(QStringLiteral("{\"move\":{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"from\":{\"x\":7,"
                                       "\"y\":7},\"piece\":\"FU\"},\"forks\":[5]}"))
            << 0 << "moves[1].forks[0]";
        QTest::newRow("move after illegal")
            << document(QStringLiteral("{\"move\":{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,"
                                       "\"y\":5},\"piece\":\"FU\"}},"
                                       "{\"move\":{\"color\":1,\"from\":{\"x\":3,\"y\":3},\"to\":{\"x\":3,"
                                       "\"y\":4},\"piece\":\"FU\"}}"))
            << 0 << "moves[1]";
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, where);
        auto r = readJkf(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, line);
        QVERIFY2(QString::fromStdString(r.error().message).contains(where), r.error().message.c_str());
    }

    void garbage() {
        QRandomGenerator rng(7);
        const QString pieces[] = {
            QStringLiteral("{"),         QStringLiteral("}"),           QStringLiteral("["),
            QStringLiteral("]"),         QStringLiteral(","),           QStringLiteral(":"),
            QStringLiteral("\"moves\""), QStringLiteral("\"move\""),    QStringLiteral("\"forks\""),
            QStringLiteral("\"to\""),    QStringLiteral("\"from\""),    QStringLiteral("{\"x\":7,\"y\":6}"),
            QStringLiteral("\"piece\""), QStringLiteral("\"FU\""),      QStringLiteral("0"),
            QStringLiteral("null"),      QStringLiteral("\"special\""), QStringLiteral("\"TORYO\"")};
        for (int n = 0; n < 3000; ++n) {
            QString text = QStringLiteral("{\"moves\":[{},");
            const int length = rng.bounded(60);
            for (int i = 0; i < length; ++i)
                text += pieces[rng.bounded(int(std::size(pieces)))];
            auto r = readJkf(text);
            if (r.ok()) QVERIFY(r->record.mainLineMoveCount() >= 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestJkf)
#include "tst_jkf.moc"
