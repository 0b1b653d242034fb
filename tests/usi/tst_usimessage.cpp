// Engine lines classified and read: id, usiok, readyok, info (every field), bestmove, checkmate, and
// chatter kept as unrecognized instead of failing.
#include "usi/EngineMessage.h"

#include <QTest>

using namespace shogi::usi;

class TestUsiMessage : public QObject {
    Q_OBJECT
private slots:
    void simpleReplies();
    void infoEveryField();
    void infoScores_data();
    void infoScores();
    void infoStringAndGarbledFields();
    void bestMove();
    void checkmate();
    void unrecognized();
};

void TestUsiMessage::simpleReplies() {
    QCOMPARE(std::get<IdLine>(parseEngineLine("id name Fairy-Stockfish 11.1 LB 64")),
             (IdLine{IdLine::Field::Name, "Fairy-Stockfish 11.1 LB 64"}));
    QCOMPARE(std::get<IdLine>(parseEngineLine("id author teamgps")),
             (IdLine{IdLine::Field::Author, "teamgps"}));
    QVERIFY(std::holds_alternative<UsiOk>(parseEngineLine("usiok")));
    QVERIFY(std::holds_alternative<UsiOk>(parseEngineLine("usiok\r")));
    QVERIFY(std::holds_alternative<ReadyOk>(parseEngineLine("  readyok ")));
    QVERIFY(std::holds_alternative<EngineOption>(
        parseEngineLine("option name Threads type spin default 1 min 1 max 4")));
}

void TestUsiMessage::infoEveryField() {
    const auto message =
        parseEngineLine("info depth 12 seldepth 18 time 1042 nodes 2254961 nps 2164070 hashfull 37 "
                        "multipv 2 score cp -54 currmove 7g7f pv 7g7f 3c3d 2g2f");
    const SearchInfo& info = std::get<SearchInfo>(message);
    QCOMPARE(*info.depth, 12);
    QCOMPARE(*info.seldepth, 18);
    QCOMPARE(*info.timeMs, 1042);
    QCOMPARE(*info.nodes, 2254961);
    QCOMPARE(*info.nps, 2164070);
    QCOMPARE(*info.hashfull, 37);
    QCOMPARE(*info.multipv, 2);
    QCOMPARE(*info.score, Score::cp(-54));
    QCOMPARE(*info.currmove, std::string("7g7f"));
    QCOMPARE(info.pv, (std::vector<std::string>{"7g7f", "3c3d", "2g2f"}));
    QVERIFY(info.text.empty());
}

void TestUsiMessage::infoScores_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("formatted");
    QTest::newRow("cp") << "info score cp 35"
                        << "cp 35";
    QTest::newRow("cp with plus") << "info score cp +35"
                                  << "cp 35";
    QTest::newRow("cp lowerbound") << "info depth 3 score cp 120 lowerbound nodes 9"
                                   << "cp 120 lowerbound";
    QTest::newRow("cp upperbound") << "info score cp -7 upperbound"
                                   << "cp -7 upperbound";
    QTest::newRow("mate") << "info score mate 5 pv a b c d e"
                          << "mate 5";
    QTest::newRow("mated") << "info score mate -4"
                           << "mate -4";
    QTest::newRow("mate +") << "info score mate + pv 1b1a"
                            << "mate +";
    QTest::newRow("mate -") << "info score mate -"
                            << "mate -";
    QTest::newRow("mate lowerbound") << "info score mate 9 lowerbound"
                                     << "mate 9 lowerbound";
}

void TestUsiMessage::infoScores() {
    QFETCH(QString, line);
    QFETCH(QString, formatted);
    const auto info = parseInfo(line.toStdString());
    QVERIFY(info && info->score);
    QCOMPARE(QString::fromStdString(format(*info->score)), formatted);
}

void TestUsiMessage::infoStringAndGarbledFields() {
    const auto text = parseInfo("info string book move: 7g7f  (2 games)");
    QCOMPARE(text->text, std::string("book move: 7g7f (2 games)"));
    // A garbled field is left out; the rest of the line still counts.
    const auto garbled = parseInfo("info depth x nodes 100 score cp nps 50 tbhits 0 cpuload 3 pv 2g2f");
    QVERIFY(!garbled->depth);
    QCOMPARE(*garbled->nodes, 100);
    QVERIFY(!garbled->score);
    QCOMPARE(*garbled->nps, 50);
    QCOMPARE(garbled->pv, std::vector<std::string>{"2g2f"});
    QVERIFY(!parseInfo("bestmove 7g7f"));
    QVERIFY(parseInfo("info")->pv.empty());
}

void TestUsiMessage::bestMove() {
    QCOMPARE(std::get<BestMove>(parseEngineLine("bestmove 7g7f")),
             (BestMove{BestMove::Kind::Move, "7g7f", {}}));
    QCOMPARE(std::get<BestMove>(parseEngineLine("bestmove 8h2b+ ponder 3a2b")),
             (BestMove{BestMove::Kind::Move, "8h2b+", std::string("3a2b")}));
    QCOMPARE(std::get<BestMove>(parseEngineLine("bestmove resign")).kind, BestMove::Kind::Resign);
    QCOMPARE(std::get<BestMove>(parseEngineLine("bestmove win")).kind, BestMove::Kind::Win);
    // No move at all is still the engine's answer: an empty move the referee refuses, not a reason to wait.
    QCOMPARE(std::get<BestMove>(parseEngineLine("bestmove")), (BestMove{BestMove::Kind::Move, "", {}}));
}

void TestUsiMessage::checkmate() {
    QCOMPARE(std::get<Checkmate>(parseEngineLine("checkmate G*1b 1a2a S*3b")),
             (Checkmate{Checkmate::Kind::Mate, {"G*1b", "1a2a", "S*3b"}}));
    QCOMPARE(std::get<Checkmate>(parseEngineLine("checkmate nomate")).kind, Checkmate::Kind::NoMate);
    QCOMPARE(std::get<Checkmate>(parseEngineLine("checkmate timeout")).kind, Checkmate::Kind::Timeout);
    QCOMPARE(std::get<Checkmate>(parseEngineLine("checkmate notimplemented")).kind,
             Checkmate::Kind::NotImplemented);
}

void TestUsiMessage::unrecognized() {
    for (const char* line : {"Fairy-Stockfish 11.1 LB 64 by Fabian Fichter", "", "usiokay", "readyok please",
                             "id", "Unknown command: gameover win"}) {
        const auto message = parseEngineLine(line);
        QVERIFY2(std::holds_alternative<Unrecognized>(message), line);
        QVERIFY(std::get<Unrecognized>(message).problem.empty());
    }
    const auto broken = std::get<Unrecognized>(parseEngineLine("option name Broken type"));
    QCOMPARE(broken.line, std::string("option name Broken type"));
    QVERIFY(!broken.problem.empty());
}

QTEST_APPLESS_MAIN(TestUsiMessage)
#include "tst_usimessage.moc"
