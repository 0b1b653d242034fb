// Engine output as lines: split across reads, CRLF, an unterminated last line, a line without end cut at
// the cap and the rest of it dropped up to its newline, and each line decoded as UTF-8 or else Shift_JIS.
#include "usi/LineReader.h"

#include <QTest>

using namespace shogi::usi;

class TestLineReader : public QObject {
    Q_OBJECT
private slots:
    void splitsAcrossReads();
    void crlfAndEmptyLines();
    void unterminatedRest();
    void endlessLineIsCut();
    void decoding();
};

void TestLineReader::splitsAcrossReads() {
    LineReader r;
    r.feed("id na");
    QVERIFY(!r.hasLine());
    QVERIFY(!r.takeLine());
    r.feed("me fake\nusi");
    QCOMPARE(*r.takeLine(), std::string("id name fake"));
    QVERIFY(!r.takeLine());
    r.feed("ok\nreadyok\n");
    QCOMPARE(*r.takeLine(), std::string("usiok"));
    QCOMPARE(*r.takeLine(), std::string("readyok"));
    QVERIFY(!r.hasLine());
}

void TestLineReader::crlfAndEmptyLines() {
    LineReader r;
    r.feed("bestmove 7g7f\r\n\r\n\n");
    QCOMPARE(*r.takeLine(), std::string("bestmove 7g7f"));
    QCOMPARE(*r.takeLine(), std::string());
    QCOMPARE(*r.takeLine(), std::string());
    QVERIFY(!r.takeLine());
}

void TestLineReader::unterminatedRest() {
    LineReader r;
    r.feed("bestmove 2g2f");
    QVERIFY(!r.takeLine());
    QCOMPARE(*r.takeRest(), std::string("bestmove 2g2f"));
    QVERIFY(!r.takeRest());
}

void TestLineReader::endlessLineIsCut() {
    LineReader r;
    r.feed(std::string(LineReader::MaxLineBytes - 5, 'x'));
    QVERIFY(!r.hasLine());
    r.feed(std::string(15, 'x')); // the cap reached: the cut line comes at once
    QCOMPARE(r.takeLine()->size(), LineReader::MaxLineBytes);
    QVERIFY(!r.takeLine());
    QVERIFY(!r.takeRest());
    // The rest of the overlong line, however long, is dropped up to its newline; the next line is whole.
    for (int i = 0; i < 100; ++i)
        r.feed(std::string(1 << 20, 'y'));
    QVERIFY(!r.hasLine());
    r.feed("yyy\nusiok\n");
    QCOMPARE(*r.takeLine(), std::string("usiok"));
    QVERIFY(!r.takeLine());
    QCOMPARE(r.droppedBytes(), std::size_t(10 + 100 * (1 << 20) + 3));
    // A line of exactly the cap is whole, and the next one too.
    r.feed(std::string(LineReader::MaxLineBytes, 'z') + "\nreadyok\n");
    QCOMPARE(r.takeLine()->size(), LineReader::MaxLineBytes);
    QCOMPARE(*r.takeLine(), std::string("readyok"));
}

void TestLineReader::decoding() {
    // "id name 将棋" in UTF-8 stays as it is; in Shift_JIS it is converted; bytes valid in neither are kept
    // readable (replacement characters) rather than dropped.
    QCOMPARE(decodeLine("id name \xE5\xB0\x86\xE6\xA3\x8B"), std::string("id name \xE5\xB0\x86\xE6\xA3\x8B"));
    QCOMPARE(decodeLine("id name \x8F\xAB\x8A\xFB"), std::string("id name \xE5\xB0\x86\xE6\xA3\x8B"));
    QCOMPARE(decodeLine("plain ascii"), std::string("plain ascii"));
    LineReader r;
    r.feed("info string \x83\x65\x83\x58\x83\x67\nusiok\n"); // テスト in Shift_JIS
    QCOMPARE(*r.takeLine(), std::string("info string \xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88"));
    QCOMPARE(*r.takeLine(), std::string("usiok"));
    QVERIFY(!decodeLine("\xFF\xFE\x01").empty());
}

QTEST_APPLESS_MAIN(TestLineReader)
#include "tst_linereader.moc"
