// Opening books in YaneuraOu's standard format: a book written by hand from YaneuraOu's documentation
// (its blog post "standard-shogi-book-format", 2016-02-05, and the reader in source/book/book.cpp:
// '#' and '//' lines skipped, value/depth/count optional, "none" for no ponder, CRLF line ends), books
// our writer makes (exact text, round trip through the binary search), bad books, and the engine's choice.
#include "../formats/RandomGames.h"
#include "book/BookBuilder.h"
#include "book/BookFile.h"
#include "book/BookWriter.h"
#include "book/EngineBook.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>

using namespace shogi;
using namespace shogi::book;

namespace {

const std::string kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
// After 7g7f: White to move.
const std::string kAfter76 = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -";

std::string write(const QTemporaryDir& dir, const char* name, const std::string& text) {
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

Position play(const std::string& sfenText, std::initializer_list<const char*> moves) {
    Position pos = *sfen::parse(sfenText);
    for (const char* m : moves)
        pos.doMove(*usi::parseMove(m, pos.variant()));
    return pos;
}

} // namespace

class TestBook : public QObject {
    Q_OBJECT
private slots:
    void moveLines_data();
    void moveLines();
    void positionKeys();
    void documentedExample();
    void writerIsYaneuraOus();
    void roundTrip();
    void largeBookBinarySearch();
    void badBooks_data();
    void badBooks();
    void engineChoice();
    void engineBookFile();

private:
    QTemporaryDir m_dir;
};

void TestBook::moveLines_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("formatted");
    QTest::newRow("full") << "7g7f 3c3d 12 32 5" << true << "7g7f 3c3d 12 32 5";
    QTest::newRow("no ponder") << "2g2f none -40 16 1" << true << "2g2f none -40 16 1";
    QTest::newRow("move and ponder only") << "P*5e 8h2b+" << true << "P*5e 8h2b+ 0 0 1";
    QTest::newRow("more fields ignored") << "7g7f none 0 0 3 1 2\r" << true << "7g7f none 0 0 3";
    QTest::newRow("not a move") << "7z7f none 0 0 1" << false << "";
    QTest::newRow("bad count") << "7g7f none 0 0 many" << false << "";
}

void TestBook::moveLines() {
    QFETCH(QString, line);
    QFETCH(bool, ok);
    QFETCH(QString, formatted);
    const auto m = parseBookMove(line.toStdString());
    QCOMPARE(m.ok(), ok);
    if (ok) QCOMPARE(QString::fromStdString(formatBookMove(*m)), formatted);
}

void TestBook::positionKeys() {
    QCOMPARE(positionKey("sfen " + kStart + " 1"), kStart);
    QCOMPARE(positionKey("sfen " + kStart + " 123\r"), kStart);
    QCOMPARE(positionKey("sfen " + kStart), kStart); // written without a move number
    QCOMPARE(positionKey("7g7f 3c3d 0 0 1"), std::string());
}

void TestBook::documentedExample() {
    // Positions in SFEN order: the boards differ first on rank 6, "2P6" against "9".
    const std::string text = "#YANEURAOU-DB2016 1.00\r\n"
                             "// a user's book, written by hand\r\n"
                             "sfen " +
                             kAfter76 +
                             " 2\r\n"
                             "3c3d 2g2f 0 32 4\r\n"
                             "8c8d none\r\n"
                             "sfen " +
                             kStart +
                             " 1\r\n"
                             "# moves of the even position\r\n"
                             "2g2f 8c8d 30 20 3\r\n"
                             "7g7f 3c3d 50 20 7\r\n"
                             "5g5f none -10 20 7\r\n";
    QVERIFY(kAfter76 < kStart);
    auto book = BookFile::open(write(m_dir, "example.db", text));
    QVERIFY2(book.ok(), book.ok() ? "" : book.error().describe().c_str());

    const auto start = book->lookup(*sfen::parse(kStart + " 1"));
    QVERIFY(start.ok());
    QCOMPARE(start->size(), std::size_t(3));
    // Book order: most played, then best valued.
    QCOMPARE((*start)[0].move, std::string("7g7f"));
    QCOMPARE((*start)[1].move, std::string("5g5f"));
    QCOMPARE((*start)[2], (BookMove{"2g2f", "8c8d", 30, 20, 3}));

    // White to move, reached at another move number: the same position.
    const auto white = book->lookup(play(kStart + " 1", {"7g7f"}));
    QCOMPARE(white->size(), std::size_t(2));
    QCOMPARE((*white)[0], (BookMove{"3c3d", "2g2f", 0, 32, 4}));
    QCOMPARE((*white)[1], (BookMove{"8c8d", "none", 0, 0, 1}));

    QVERIFY(book->lookup(play(kStart + " 1", {"2g2f"}))->empty());
}

void TestBook::writerIsYaneuraOus() {
    BookBuilder builder(2);
    const Position start = *sfen::parse(kStart + " 1");
    const auto moves = [](std::initializer_list<const char*> list) {
        std::vector<Move> out;
        Position pos = *sfen::parse(kStart + " 1");
        for (const char* m : list) {
            out.push_back(*usi::parseMove(m, pos.variant()));
            pos.doMove(out.back());
        }
        return out;
    };
    QVERIFY(builder.addGame(start, moves({"7g7f", "3c3d", "2g2f"})));
    QVERIFY(builder.addGame(start, moves({"7g7f", "8c8d", "2g2f"})));
    QVERIFY(builder.addGame(start, moves({"7g7f", "3c3d", "6g6f"})));
    QVERIFY(builder.addGame(start, moves({"2g2f"})));
    QCOMPARE(builder.games(), 4);
    // Sorted by the "sfen ..." line's bytes: the position after 7g7f (rank 6 reads "2P6") sorts before
    // the start ("9"); the ponder is the reply played most often (3c3d twice, 8c8d once; 2g2f and 6g6f once
    // each after 3c3d: the smaller text).
    const std::string expected = "#YANEURAOU-DB2016 1.00\n"
                                 "sfen " +
                                 kAfter76 +
                                 " 2\n"
                                 "3c3d 2g2f 0 32 2\n"
                                 "8c8d 2g2f 0 32 1\n"
                                 "sfen " +
                                 kStart +
                                 " 1\n"
                                 "7g7f 3c3d 0 32 3\n"
                                 "2g2f none 0 32 1\n";
    QCOMPARE(formatBook(builder.entries()), expected);
}

void TestBook::roundTrip() {
    // Random games from the even position and every handicap: every position of the first 30 plies is
    // found again by the binary search with exactly its counted moves.
    BookBuilder builder(30);
    testing::RandomGames games(17);
    std::map<std::string, std::map<std::string, std::uint64_t>> expected;
    for (int g = 0; g < 300; ++g) {
        const GameRecord r = games.next();
        std::vector<Move> moves;
        for (const RecordNode* n : r.mainLine())
            if (!n->isSpecial()) moves.push_back(n->move);
        builder.addGame(r.startPosition(), moves);
        Position pos = r.startPosition();
        for (std::size_t i = 0; i < moves.size() && i < 30; ++i) {
            ++expected[sfen::formatWithoutMoveNumber(pos)][usi::format(moves[i])];
            pos.doMove(moves[i]);
        }
    }
    const std::string path = m_dir.filePath(QStringLiteral("random.db")).toStdString();
    QVERIFY(!writeBook(path, builder.entries()));
    auto book = BookFile::open(path);
    QVERIFY2(book.ok(), book.ok() ? "" : book.error().describe().c_str());
    QCOMPARE(builder.positions(), expected.size());
    for (const auto& [key, counts] : expected) {
        const auto found = book->lookup(key);
        QVERIFY(found.ok());
        std::map<std::string, std::uint64_t> got;
        for (const BookMove& m : *found)
            got[m.move] = m.count;
        QCOMPARE(got, counts);
        for (std::size_t i = 1; i < found->size(); ++i)
            QVERIFY((*found)[i - 1].count >= (*found)[i].count);
    }
    // A position not in it, and a key that sorts before and after every line.
    QVERIFY(book->lookup(std::string("1")).value().empty());
    QVERIFY(book->lookup(std::string("~")).value().empty());
    QVERIFY(book->lookup(play(kStart + " 1", {"1g1f", "9c9d", "1f1e", "9d9e", "1e1d"})).value().empty());
}

void TestBook::largeBookBinarySearch() {
    // 40,000 positions with a varying number of moves each (0 lines in between would break a naive
    // search); looked up without the file being read whole.
    std::vector<BookEntry> entries;
    std::mt19937 random(5);
    testing::RandomGames games(3);
    std::map<std::string, std::size_t> sizes;
    while (entries.size() < 40000) {
        const GameRecord r = games.next();
        Position pos = r.startPosition();
        for (const RecordNode* n : r.mainLine()) {
            if (n->isSpecial()) break;
            BookEntry e{sfen::formatWithoutMoveNumber(pos), pos.moveNumber(), {}};
            const std::size_t count = 1 + random() % 6;
            for (std::size_t k = 0; k < count; ++k)
                e.moves.push_back({usi::format(n->move), "none", int(k), 0, count - k});
            if (sizes.emplace(e.key, 1).second) entries.push_back(std::move(e));
            pos.doMove(n->move);
        }
    }
    const std::string path = m_dir.filePath(QStringLiteral("large.db")).toStdString();
    QVERIFY(!writeBook(path, entries));
    auto book = BookFile::open(path);
    QVERIFY(book.ok());
    QVERIFY(book->bytes() > 4'000'000);
    for (std::size_t i = 0; i < entries.size(); i += 7) {
        const auto found = book->lookup(entries[i].key);
        QVERIFY(found.ok());
        QCOMPARE(found->size(), entries[i].moves.size());
    }
}

void TestBook::badBooks_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString start = QString::fromStdString(kStart), after = QString::fromStdString(kAfter76);
    QTest::newRow("no header") << "sfen " + start + " 1\n7g7f none 0 0 1\n"
                               << "line 1: not a YaneuraOu book";
    QTest::newRow("unsorted") << "#YANEURAOU-DB2016 1.00\nsfen " + start + " 1\n7g7f none 0 0 1\nsfen " +
                                     after + " 2\n3c3d none 0 0 1\n"
                              << "line 4: the positions are not sorted by SFEN";
    QTest::newRow("bad move") << "#YANEURAOU-DB2016 1.00\nsfen " + start + " 1\n7g7x none 0 0 1\n"
                              << "line 3: '7g7x' is not a USI move";
    QTest::newRow("bad position") << "#YANEURAOU-DB2016 1.00\nsfen lnsgkgsnl/9 b - 1\n7g7f none 0 0 1\n"
                                  << "line 2: 'sfen lnsgkgsnl/9 b - 1' is not a position";
    QTest::newRow("move first") << "#YANEURAOU-DB2016 1.00\n7g7f none 0 0 1\n"
                                << "line 2: a move before the first 'sfen' line";
}

void TestBook::badBooks() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto book = BookFile::open(write(m_dir, "bad.db", text.toStdString()));
    QVERIFY(!book.ok());
    QVERIFY2(QString::fromStdString(book.error().describe()).startsWith(error),
             book.error().describe().c_str());
    QVERIFY(!BookFile::open(m_dir.filePath(QStringLiteral("missing.db")).toStdString()).ok());
}

void TestBook::engineChoice() {
    const Position start = *sfen::parse(kStart + " 1");
    const std::vector<BookMove> moves{{"7g7f", "none", 0, 0, 3},
                                      {"2g2f", "none", 0, 0, 1},
                                      {"5e5d", "none", 0, 0, 9}}; // the last is not legal here
    std::mt19937_64 random(11);
    // Full strength: the most played legal move.
    QCOMPARE(usi::format(*chooseBookMove(moves, start, 10, random)), std::string("7g7f"));
    // Lower levels: 7g7f three times as often as 2g2f (0.75 expected; 4,000 draws: σ ≈ 0.007).
    int seventySix = 0;
    for (int i = 0; i < 4000; ++i) {
        const std::string m = usi::format(*chooseBookMove(moves, start, 3, random));
        QVERIFY(m == "7g7f" || m == "2g2f");
        seventySix += m == "7g7f";
    }
    QVERIFY2(seventySix > 2850 && seventySix < 3150, qPrintable(QString::number(seventySix)));
    QVERIFY(!chooseBookMove({{"5e5d", "none", 0, 0, 9}}, start, 10, random));
}

void TestBook::engineBookFile() {
    EngineBook off;
    QVERIFY(!off.enabled());
    const Position start = *sfen::parse(kStart + " 1");
    QVERIFY(!off.pick(start, {}, 10));

    const std::string path =
        write(m_dir, "engine.db", "#YANEURAOU-DB2016 1.00\nsfen " + kAfter76 + " 2\n8c8d none 0 0 5\n");
    EngineBook book;
    QVERIFY(!book.setFile(path));
    QVERIFY(book.enabled());
    const auto m = book.pick(start, {*usi::parseMove("7g7f", start.variant())}, 10);
    QVERIFY(m);
    QCOMPARE(usi::format(*m), std::string("8c8d"));
    QVERIFY(!book.pick(start, {}, 10)); // the start is not in this book
    QVERIFY(book.setFile("/nonexistent/book.db").has_value());
    QVERIFY(!book.enabled());
    QVERIFY(!book.setFile("<empty>"));
}

QTEST_GUILESS_MAIN(TestBook)
#include "tst_book.moc"
