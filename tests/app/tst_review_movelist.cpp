// The move list renders the record with the core's notation: Japanese (☗７六歩, 同, 成/不成, 打 and the KI2
// disambiguation) or Western Hodges with the piece letters of the UI language (English, Spanish, Italian);
// a record's ending shows under its translated name; the start position's row lines up with the moves.
#include "board/BoardView.h"
#include "tst_review_window.h"

#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QXmlStreamReader>

using namespace shogi;

namespace {

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

// The translation of `source` in `context`, as written in translations/shogiban_<language>.ts.
QString translationInTs(const QString& language, const QString& context, const QString& source) {
    QFile file(QStringLiteral(SHOGIBAN_SOURCE_DIR "/translations/shogiban_%1.ts").arg(language));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&file);
    QString currentContext, currentSource;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) continue;
        if (xml.name() == QLatin1String("name"))
            currentContext = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            currentSource = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && currentContext == context &&
                 currentSource == source)
            return xml.readElementText();
    }
    return {};
}

} // namespace

class TestReviewMoveList : public QObject {
    Q_OBJECT
private slots:
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() { f.reset(); }
    void notation_data();
    void notation();
    void endingsAreTranslated_data();
    void endingsAreTranslated();
    void startRowLinesUpWithTheMoves_data();
    void startRowLinesUpWithTheMoves();

private:
    QStringList rows() const;

    std::unique_ptr<ReviewFixture> f;
};

QStringList TestReviewMoveList::rows() const {
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    QStringList out;
    for (int i = 1; i < list->topLevelItemCount(); ++i)
        out << list->topLevelItem(i)->text(1);
    return out;
}

void TestReviewMoveList::notation_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("moves"); // USI, space separated
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("japanese");
    QTest::addColumn<QString>("western");

    QTest::newRow("opening and 同") << Start << "7g7f 3c3d 8h2b+ 3a2b"
                                    << "en" << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                    << "P-7f P-3d Bx2b+ Sx2b";
    QTest::newRow("spanish letters") << Start << "7g7f 3c3d 8h2b+ 3a2b"
                                     << "es" << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                     << "P-7f P-3d Ax2b+ Plx2b";
    QTest::newRow("italian letters") << Start << "7g7f 3c3d 8h2b+ 3a2b"
                                     << "it" << QStringLiteral("☗７六歩 ☖３四歩 ☗２二角成 ☖同銀")
                                     << "P-7f P-3d Ax2b+ Arx2b";
    QTest::newRow("declined promotion") << "4k4/9/9/4S4/9/9/9/9/4K4 b - 1"
                                        << "5d4c"
                                        << "en" << QStringLiteral("☗４三銀不成") << "S-4c=";
    QTest::newRow("drop") << "4k4/9/9/9/9/9/9/9/4K4 b B 1"
                          << "B*4e"
                          << "en" << QStringLiteral("☗４五角") << "B*4e";
    QTest::newRow("drop beside a board piece") << "4k4/9/9/9/9/4G4/9/9/4K4 b G 1"
                                               << "G*5e"
                                               << "en" << QStringLiteral("☗５五金打") << "G*5e";
    QTest::newRow("two golds") << "4k4/9/9/9/9/9/9/3G1G3/4K4 b - 1"
                               << "6h5h"
                               << "it" << QStringLiteral("☗５八金左") << "O6h-5h";
    QTest::newRow("promoted piece") << "4k4/9/9/9/9/9/9/2+P6/4K4 b - 1"
                                    << "7h7g"
                                    << "es" << QStringLiteral("☗７七と") << "+P-7g";
    QTest::newRow("dragon") << "4k4/9/9/9/9/9/9/2+R6/4K4 b - 1"
                            << "7h7a"
                            << "en" << QStringLiteral("☗７一龍") << "+R-7a";
}

void TestReviewMoveList::notation() {
    QFETCH(QString, sfen);
    QFETCH(QString, moves);
    QFETCH(QString, language);
    QFETCH(QString, japanese);
    QFETCH(QString, western);
    f->settings->setLanguage(language);
    GameSetup setup;
    setup.startSfen = sfen;
    QVERIFY(f->window->startGame(setup));
    for (const QString& m : moves.split(QLatin1Char(' ')))
        emit f->window->board().moveRequested(ReviewFixture::move(qPrintable(m)));
    QCOMPARE(rows().join(QLatin1Char(' ')), western);
    f->settings->setNotation(Settings::Notation::Japanese);
    QCOMPARE(rows().join(QLatin1Char(' ')), japanese);
}

void TestReviewMoveList::endingsAreTranslated_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("es") << "es";
    QTest::newRow("it") << "it";
    QTest::newRow("ja") << "ja";
}

void TestReviewMoveList::endingsAreTranslated() {
    QFETCH(QString, language);
    f->settings->setLanguage(language);
    QVERIFY(f->window->files().openFile(f->write(QStringLiteral("sample.kifu"), SampleKif.toUtf8())));
    QTRY_COMPARE(f->languages.current(), language);
    const QString expected =
        language == QLatin1String("en")
            ? QStringLiteral("Resignation")
            : translationInTs(language, QStringLiteral("ShogiTerms"), QStringLiteral("Resignation"));
    QVERIFY(!expected.isEmpty());
    QTRY_COMPARE(rows().last(), expected);
    if (language == QLatin1String("ja")) QCOMPARE(expected, QStringLiteral("投了"));
}

void TestReviewMoveList::startRowLinesUpWithTheMoves_data() {
    QTest::addColumn<QString>("record");
    QTest::addColumn<QString>("widestNumber");
    QTest::newRow("no moves") << "position startpos"
                              << "";
    QTest::newRow("a few moves") << "position startpos moves 7g7f 3c3d"
                                 << "2";
    QTest::newRow("past move 9")
        << "position startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d"
        << "11";
}

// The start position's text begins where every move's text begins, and the number column before it is no
// wider than its numbers: the row reads as indented like the moves, not by a blank band.
void TestReviewMoveList::startRowLinesUpWithTheMoves() {
    QFETCH(QString, record);
    QFETCH(QString, widestNumber);
    QVERIFY(f->window->files().pasteGame(record));
    auto* list = f->window->findChild<QTreeWidget*>(QStringLiteral("moveList"));
    const auto textLeft = [list](int row) { return list->visualRect(list->model()->index(row, 1)).left(); };
    for (int row = 1; row < list->topLevelItemCount(); ++row)
        QCOMPARE(textLeft(row), textLeft(0));
    const QString number = widestNumber.isEmpty() ? QStringLiteral("0") : widestNumber;
    const int padding = 4 * list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 8;
    const int numbers = list->header()->sectionSize(0);
    QVERIFY2(numbers <= list->fontMetrics().horizontalAdvance(number) + padding,
             qPrintable(QString::number(numbers)));
}

QTEST_MAIN(TestReviewMoveList)
#include "tst_review_movelist.moc"
