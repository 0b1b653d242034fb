// Drawings in comments: the [%cal ...] and [%csl ...] commands are read out of a comment (the user's text
// kept, malformed commands kept as text), written back as they were read, and carried through every format
// that keeps comments (KIF *-lines, KI2, CSA ' comments, JKF, PSN {}).
#include "formats/RecordFormat.h"
#include "record/CommentDrawings.h"
#include "rules/Usi.h"

#include <QTest>

using namespace shogi;

namespace {

Square square(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

// The drawings alone, as the commands they are written as.
QString commandsOf(const CommentDrawings& drawings) {
    CommentDrawings alone = drawings;
    alone.text.clear();
    return writeCommentDrawings(alone);
}

} // namespace

class TestCommentDrawings : public QObject {
    Q_OBJECT

private slots:
    void read_data();
    void read();
    void dropsAndColours();
    void writeThenRead_data();
    void writeThenRead();
    void throughEveryFormat_data();
    void throughEveryFormat();
};

void TestCommentDrawings::read_data() {
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("text");     // what the user wrote
    QTest::addColumn<QString>("commands"); // the drawings read, written back
    QTest::newRow("no commands") << "Good move"
                                 << "Good move"
                                 << "";
    QTest::newRow("empty") << ""
                           << ""
                           << "";
    QTest::newRow("arrows and marks") << "[%csl R5e][%cal G7g7f,R2h2d]"
                                      << ""
                                      << "[%csl R5e][%cal G7g7f,R2h2d]";
    QTest::newRow("text, then the commands") << "Aim at the king\n[%cal G7g7f]"
                                             << "Aim at the king"
                                             << "[%cal G7g7f]";
    QTest::newRow("inside a line") << "Good [%cal G7g7f] move"
                                   << "Good move"
                                   << "[%cal G7g7f]";
    QTest::newRow("at the start of a line") << "[%csl G5e] the centre"
                                            << "the centre"
                                            << "[%csl G5e]";
    QTest::newRow("at the end of a line") << "the centre [%csl G5e]"
                                          << "the centre"
                                          << "[%csl G5e]";
    QTest::newRow("drops, both hands") << "[%cal GP*5e,Bs*4d]"
                                       << ""
                                       << "[%cal GP*5e,Bs*4d]";
    QTest::newRow("Lishogi's drop form") << "[%cal G_B5e,R_p5d]"
                                         << ""
                                         << "[%cal GB*5e,Rp*5d]";
    QTest::newRow("spaces as separators") << "[%cal  G7g7f R2h2d ]"
                                          << ""
                                          << "[%cal G7g7f,R2h2d]";
    QTest::newRow("several commands") << "[%cal G7g7f] text [%cal R2h2d]\n[%csl Y1a]"
                                      << "text"
                                      << "[%csl Y1a][%cal G7g7f,R2h2d]";
    QTest::newRow("the same arrow twice counts once") << "[%cal G7g7f,R7g7f][%csl R5e,G5e]"
                                                      << ""
                                                      << "[%csl R5e][%cal G7g7f]";
    QTest::newRow("other commands are text") << "[%clk 0:01:00] [%cal G7g7f]"
                                             << "[%clk 0:01:00]"
                                             << "[%cal G7g7f]";
    QTest::newRow("Japanese text") << "▲７六歩が好手\n[%csl Y3c]"
                                   << "▲７六歩が好手"
                                   << "[%csl Y3c]";
    QTest::newRow("the user's blank lines stay") << "a\n\nb\n\n[%csl R5e]"
                                                 << "a\n\nb\n"
                                                 << "[%csl R5e]";
    QTest::newRow("indentation stays") << "  indented\n[%csl R5e]"
                                       << "  indented"
                                       << "[%csl R5e]";
    // Malformed commands stay in the text as written.
    QTest::newRow("unknown colour") << "[%cal X7g7f]"
                                    << "[%cal X7g7f]"
                                    << "";
    QTest::newRow("lower-case colour") << "[%csl r5e]"
                                       << "[%csl r5e]"
                                       << "";
    QTest::newRow("file off the board") << "[%csl R0e]"
                                        << "[%csl R0e]"
                                        << "";
    QTest::newRow("rank off the board") << "[%cal G7g7j]"
                                        << "[%cal G7g7j]"
                                        << "";
    QTest::newRow("chess squares") << "[%cal Ge2e4]"
                                   << "[%cal Ge2e4]"
                                   << "";
    QTest::newRow("an arrow to its own square") << "[%cal G5e5e]"
                                                << "[%cal G5e5e]"
                                                << "";
    QTest::newRow("a king in hand") << "[%cal GK*5e]"
                                    << "[%cal GK*5e]"
                                    << "";
    QTest::newRow("a drop with no square") << "[%cal GP*]"
                                           << "[%cal GP*]"
                                           << "";
    QTest::newRow("one bad entry keeps the whole command") << "[%cal G7g7f,Q1a1b] ok"
                                                           << "[%cal G7g7f,Q1a1b] ok"
                                                           << "";
    QTest::newRow("empty command") << "[%cal ]"
                                   << "[%cal ]"
                                   << "";
    QTest::newRow("no space after the name") << "[%calG7g7f]"
                                             << "[%calG7g7f]"
                                             << "";
    QTest::newRow("not closed") << "[%cal G7g7f"
                                << "[%cal G7g7f"
                                << "";
    QTest::newRow("across lines") << "[%cal G7g7f,\nR2h2d]"
                                  << "[%cal G7g7f,\nR2h2d]"
                                  << "";
    QTest::newRow("a good command beside a bad one") << "[%csl R5e] [%cal X1a1b]"
                                                     << "[%cal X1a1b]"
                                                     << "[%csl R5e]";
}

void TestCommentDrawings::read() {
    QFETCH(QString, comment);
    QFETCH(QString, text);
    QFETCH(QString, commands);
    const CommentDrawings drawings = readCommentDrawings(comment);
    QCOMPARE(drawings.text, text);
    QCOMPARE(commandsOf(drawings), commands);
}

void TestCommentDrawings::dropsAndColours() {
    const CommentDrawings drawings =
        readCommentDrawings(QStringLiteral("[%cal YP*5e,Bs*4d,R7g7f][%csl B3c]"));
    const QList<DrawnArrow> arrows{
        {NoSquare, Pawn, Color::Black, square("5e"), DrawingColor::Yellow},
        {NoSquare, Silver, Color::White, square("4d"), DrawingColor::Blue},
        {square("7g"), NoPieceType, Color::Black, square("7f"), DrawingColor::Red},
    };
    QCOMPARE(drawings.arrows, arrows);
    QCOMPARE(drawings.marks, (QList<DrawnMark>{{square("3c"), DrawingColor::Blue}}));
}

void TestCommentDrawings::writeThenRead_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("no text") << "";
    QTest::newRow("one line") << "A strong reply";
    QTest::newRow("several lines") << "First line\nsecond line";
    QTest::newRow("ends with a line break") << "Text\n";
    QTest::newRow("brackets of its own") << "[not a command] and [%cal X9z9z] kept";
}

void TestCommentDrawings::writeThenRead() {
    QFETCH(QString, text);
    CommentDrawings drawings;
    drawings.text = text;
    drawings.arrows = {{square("7g"), NoPieceType, Color::Black, square("7f"), DrawingColor::Green},
                       {NoSquare, Gold, Color::White, square("5h"), DrawingColor::Red}};
    drawings.marks = {{square("5e"), DrawingColor::Yellow}, {square("1a"), DrawingColor::Blue}};
    const QString written = writeCommentDrawings(drawings);
    QCOMPARE(readCommentDrawings(written), drawings);
    QCOMPARE(writeCommentDrawings(readCommentDrawings(written)), written);
    // With nothing drawn, the text alone.
    QCOMPARE(writeCommentDrawings(CommentDrawings{text, {}, {}}), text);
}

void TestCommentDrawings::throughEveryFormat_data() {
    QTest::addColumn<int>("format");
    QTest::newRow("KIF") << int(RecordFormat::Kif);
    QTest::newRow("KI2") << int(RecordFormat::Ki2);
    QTest::newRow("CSA") << int(RecordFormat::Csa);
    QTest::newRow("JKF") << int(RecordFormat::Jkf);
    QTest::newRow("PSN") << int(RecordFormat::Psn);
}

void TestCommentDrawings::throughEveryFormat() {
    QFETCH(int, format);
    GameRecord record;
    const Variant& variant = Variant::get(VariantKind::Standard);
    RecordNode* node = &record.root();
    for (const char* move : {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"})
        node = record.addMove(node, *usi::parseMove(move, variant));
    const QList<QString> comments{
        writeCommentDrawings({QStringLiteral("Opening plan"), {}, {{square("5e"), DrawingColor::Red}}}),
        writeCommentDrawings(
            {{}, {{square("2h"), NoPieceType, Color::Black, square("2d"), DrawingColor::Green}}, {}}),
        {},
        writeCommentDrawings({QStringLiteral("角を打つ手\nもう一行"),
                              {{NoSquare, Bishop, Color::Black, square("4e"), DrawingColor::Blue},
                               {NoSquare, Pawn, Color::White, square("4d"), DrawingColor::Yellow}},
                              {{square("4e"), DrawingColor::Green}}}),
        QStringLiteral("no drawing"),
        writeCommentDrawings(
            {{}, {{square("4e"), NoPieceType, Color::Black, square("1a"), DrawingColor::Red}}, {}}),
    };
    std::vector<RecordNode*> nodes{&record.root()};
    for (RecordNode* n = record.root().mainChild(); n; n = n->mainChild())
        nodes.push_back(n);
    QCOMPARE(qsizetype(nodes.size()), comments.size());
    for (std::size_t i = 0; i < nodes.size(); ++i)
        nodes[i]->comment = comments[qsizetype(i)];

    QString text;
    switch (RecordFormat(format)) {
    case RecordFormat::Kif:
        text = writeKif(record);
        break;
    case RecordFormat::Ki2:
        text = writeKi2(record);
        break;
    case RecordFormat::Csa:
        text = writeCsa(record);
        break;
    case RecordFormat::Jkf:
        text = writeJkf(record);
        break;
    default:
        text = writePsn(record);
        break;
    }
    // Other programs see the commands as comment text.
    QVERIFY2(text.contains(QStringLiteral("[%cal BB*4e,Yp*4d]")), qPrintable(text));
    auto read = readText(text, RecordFormat(format));
    QVERIFY2(read, read ? "" : qPrintable(QString::fromStdString(read.error().describe())));
    const GameRecord& back = read->record;
    std::vector<const RecordNode*> backNodes{&back.root()};
    for (const RecordNode* n = back.root().mainChild(); n; n = n->mainChild())
        backNodes.push_back(n);
    QCOMPARE(backNodes.size(), nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const CommentDrawings expected = readCommentDrawings(comments[qsizetype(i)]);
        const CommentDrawings got = readCommentDrawings(backNodes[i]->comment);
        QCOMPARE(got.arrows, expected.arrows);
        QCOMPARE(got.marks, expected.marks);
        QCOMPARE(got.text.trimmed(), expected.text.trimmed());
    }
}

QTEST_MAIN(TestCommentDrawings)
#include "tst_commentdrawings.moc"
