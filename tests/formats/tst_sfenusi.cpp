// Reading SFEN, USI position lines and USEN: every opening form, endings, '#' comments, collections of
// entries, USEN branches, records ending on an illegal move, and errors naming the line and column.
#include "formats/SfenUsiReader.h"
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

const QString kEven = QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -");
const QString kLance = QStringLiteral("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w -");

} // namespace

class TestSfenUsi : public QObject {
    Q_OBJECT
private slots:
    void forms_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("format");
        QTest::newRow("bare sfen") << kEven + " 1" << kEven << "" << int(RecordFormat::Sfen);
        QTest::newRow("bare sfen, no number") << kLance << kLance << "" << int(RecordFormat::Sfen);
        QTest::newRow("sfen moves") << "sfen " + kLance + " 1 moves 5a4b 7g7f" << kLance << "5a4b 7g7f"
                                    << int(RecordFormat::Sfen);
        QTest::newRow("position startpos") << "position startpos" << kEven << "" << int(RecordFormat::Usi);
        QTest::newRow("position startpos moves") << "position startpos moves 7g7f 3c3d 8h2b+" << kEven
                                                 << "7g7f 3c3d 8h2b+" << int(RecordFormat::Usi);
        QTest::newRow("position sfen moves")
            << "position sfen " + kLance + " 1 moves 5a4b" << kLance << "5a4b" << int(RecordFormat::Usi);
        QTest::newRow("position sfen, no number")
            << "position sfen " + kLance + " moves 5a4b" << kLance << "5a4b" << int(RecordFormat::Usi);
        QTest::newRow("startpos moves") << "startpos moves 2g2f" << kEven << "2g2f" << int(RecordFormat::Usi);
        QTest::newRow("moves only") << "moves 2g2f 8c8d" << kEven << "2g2f 8c8d" << int(RecordFormat::Usi);
        QTest::newRow("extra spaces, CR") << "  position   startpos  moves  7g7f \r\n"
                                          << kEven << "7g7f" << int(RecordFormat::Usi);
        QTest::newRow("usen") << "~0.7ku2jm.r" << kEven << "7g7f 3c3d" << int(RecordFormat::Usi);
        QTest::newRow("usen handicap")
            << "lnsgkgsn1_1r5b1_ppppppppp_9_9_9_PPPPPPPPP_1B5R1_LNSGKGSNL.w.-~0.0io." << kLance << "5a4b"
            << int(RecordFormat::Usi);
    }
    void forms() {
        QFETCH(QString, text);
        QFETCH(QString, start);
        QFETCH(QString, moves);
        QFETCH(int, format);
        auto r = readSfenOrUsi(text);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(startSfen(r->record), start);
        QCOMPARE(usiLine(r->record), moves);
        QCOMPARE(int(r->format), format);
    }

    void endings_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("special");
        QTest::newRow("resign") << "resign" << int(SpecialMove::Resign);
        QTest::newRow("win") << "win" << int(SpecialMove::EnteringKingWin);
        QTest::newRow("rep_draw") << "rep_draw" << int(SpecialMove::Repetition);
        QTest::newRow("rep_win") << "rep_win" << int(SpecialMove::PerpetualCheck);
        QTest::newRow("rep_lose") << "rep_lose" << int(SpecialMove::PerpetualCheck);
    }
    void endings() {
        QFETCH(QString, word);
        QFETCH(int, special);
        auto r = readSfenOrUsi(QStringLiteral("position startpos moves 7g7f ") + word);
        QVERIFY(r.ok());
        QCOMPARE(int(r->record.ending()), special);
        QCOMPARE(r->record.mainLineMoveCount(), 1);
    }

    void collections() {
        const QString text = QStringLiteral("# a collection\n# of positions\n") + kEven +
                             QStringLiteral(" 1\n\n# second\n") + kLance +
                             QStringLiteral(" 1\nposition startpos moves 7g7f\n");
        QCOMPARE(sfenEntryCount(text), 3);
        auto first = readSfenOrUsi(text);
        QVERIFY(first.ok());
        QCOMPARE(first->record.root().comment, QStringLiteral("a collection\nof positions"));
        QCOMPARE(first->warnings.size(), 1); // there are more
        auto second = readSfenOrUsi(text, 1);
        QVERIFY(second.ok());
        QCOMPARE(startSfen(second->record), kLance);
        QCOMPARE(second->record.root().comment, QStringLiteral("second"));
        auto third = readSfenOrUsi(text, 2);
        QVERIFY(third.ok());
        QCOMPARE(usiLine(third->record), QStringLiteral("7g7f"));
        QVERIFY(!readSfenOrUsi(text, 3).ok());
    }

    // USEN: the corpus's b-b55c52 record, five moves and three branches.
    void usenBranches() {
        auto r =
            readSfenOrUsi(QStringLiteral("~0.7ku2jm6y236e5t2.r~2.6ti3ay77631u.r~4.7bq0n866q.r~2.9yu10y.r"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.mainLineMoveCount(), 5);
        QCOMPARE(r->record.variationCount(), 3);
        QCOMPARE(r->record.ending(), SpecialMove::Resign);
        QCOMPARE(usiLine(r->record), QStringLiteral("7g7f 3c3d 2g2f 8c8d 2f2e"));
    }

    void illegalAndImpossibleLastMoves() {
        auto illegal = readSfenOrUsi(QStringLiteral("position startpos moves 7g7f 3c3d 2h2c"));
        QVERIFY(illegal.ok());
        QCOMPARE(illegal->record.mainLineMoveCount(), 3);
        QVERIFY(illegal->record.mainLine()[2]->illegal);
        QCOMPARE(illegal->warnings.size(), 1);
        // A drop of a piece not in hand cannot be carried out: the record ends before it, and says so.
        auto impossible = readSfenOrUsi(QStringLiteral("position startpos moves 7g7f 3c3d 8h2b+ 3a2b P*5e"));
        QVERIFY(impossible.ok());
        QCOMPARE(impossible->record.mainLineMoveCount(), 4);
        QCOMPARE(impossible->warnings.size(), 1);
        QVERIFY(impossible->warnings[0].contains(QStringLiteral("P*5e")));
    }

    void errors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("bad move") << "position startpos moves 7g7f 7x7y" << 1 << 30;
        QTest::newRow("bad sfen") << "\nsfen lnsgkgsnl/9/9 b - 1" << 2 << 6;
        QTest::newRow("no moves keyword") << "position startpos 7g7f" << 1 << 19;
        QTest::newRow("move after illegal") << "position startpos moves 7g7f 3c3d 2h2c 8b2b" << 1 << 35;
        QTest::newRow("move after ending") << "position startpos moves 7g7f resign 3c3d" << 1 << 37;
        QTest::newRow("unknown start") << "position hello" << 1 << 10;
        QTest::newRow("usen bad chars") << "~0.7k!" << 1 << 4;
        QTest::newRow("usen branch beyond") << "~0.7ku.~5.2jm." << 1 << 9;
        QTest::newRow("usen bad ending") << "~0.7ku.x" << 1 << 8;
        QTest::newRow("usen bad sfen") << "lnsgkgsnl_9.b.-~0." << 1 << 1;
    }
    void errors() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        auto r = readSfenOrUsi(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().line, line);
        QCOMPARE(r.error().column, column);
    }

    // Records of composed problems keep positions a game never reaches (nine pawns on a file, a pawn on the
    // last rank): they read, as from CSA and KIF; two kings of a side still do not.
    void composedProblems() {
        auto r = readSfenOrUsi(QStringLiteral("7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L 1 moves L*1c"));
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->record.mainLineMoveCount(), 1);
        QVERIFY(!readSfenOrUsi(QStringLiteral("kk7/9/9/9/9/9/9/9/8K b - 1")).ok());
    }

    void nothing() { QVERIFY(!readSfenOrUsi(QStringLiteral("# only a comment\n\n")).ok()); }

    void garbage() {
        QRandomGenerator rng(11);
        const QString alphabet = QStringLiteral("~._-z0123456789abcdefghirtjp+*/ lnsgkbrpLNSGKBRP\n#");
        for (int n = 0; n < 3000; ++n) {
            QString text = n % 2 ? QStringLiteral("position startpos moves ") : QStringLiteral("~0.");
            const int length = rng.bounded(80);
            for (int i = 0; i < length; ++i)
                text += alphabet[rng.bounded(alphabet.size())];
            auto r = readSfenOrUsi(text);
            if (r.ok()) QVERIFY(r->record.mainLineMoveCount() >= 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestSfenUsi)
#include "tst_sfenusi.moc"
