// BoardView driven by the mouse as a user would: the highlights show exactly the core's legal moves, drags
// and clicks from the board and the komadai make moves, the promotion chooser appears only when the
// promotion is optional, and refused attempts come back with the core's reason.
#include "board/BoardView.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace shogi;

Q_DECLARE_METATYPE(shogi::Move)
Q_DECLARE_METATYPE(shogi::IllegalReason)

namespace {

Position parse(const char* text) {
    auto pos = sfen::parse(text);
    if (!pos) qFatal("bad test SFEN %s: %s", text, pos.error().describe().c_str());
    return *pos;
}

Move usiMove(const char* text) {
    auto m = usi::parseMove(text, Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", text);
    return *m;
}

Square square(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

QList<Square> sorted(QList<Square> squares) {
    std::sort(squares.begin(), squares.end());
    return squares;
}

// The destinations the core allows from a square, or for a drop of `drop`.
QList<Square> coreDestinations(const Position& pos, Square from, PieceType drop) {
    MoveList moves;
    movegen::legalMoves(pos, moves);
    QList<Square> squares;
    for (Move m : moves) {
        const bool matches =
            drop != NoPieceType ? m.isDrop() && m.dropType() == drop : !m.isDrop() && m.from() == from;
        if (matches && !squares.contains(m.to())) squares.append(m.to());
    }
    return sorted(squares);
}

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clickHighlightsLegalDestinations_data();
    void clickHighlightsLegalDestinations();
    void clickingAgainDeselectsAndAnotherPieceSwitches();
    void dragMakesMove();
    void clickClickMakesMove();
    void dropFromKomadai_data();
    void dropFromKomadai();
    void promotionChooser_data();
    void promotionChooser();
    void alwaysPromoteSkipsChooser();
    void escapeCancelsChooser();
    void illegalAttemptsExplained_data();
    void illegalAttemptsExplained();
    void refusedDragSlidesBackThenNextDragWorks();
    void nothingMovesWhenNotInteractive();
    void flippedBoardMapsClicks();

private:
    void show(const char* sfenText);
    void drag(QPointF from, QPointF to);
    void click(QPointF at);

    BoardView* m_view = nullptr;
};

void TestBoardView::init() {
    qRegisterMetaType<Move>();
    qRegisterMetaType<IllegalReason>();
    m_view = new BoardView;
    m_view->resize(900, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestBoardView::cleanup() {
    delete m_view;
    m_view = nullptr;
}

void TestBoardView::show(const char* sfenText) {
    m_view->setPosition(parse(sfenText));
}

void TestBoardView::click(QPointF at) {
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at.toPoint());
}

void TestBoardView::drag(QPointF from, QPointF to) {
    QWidget* viewport = m_view->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, from.toPoint());
    for (int step = 1; step <= 5; ++step)
        QTest::mouseMove(viewport, (from + (to - from) * step / 5.0).toPoint());
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to.toPoint());
}

void TestBoardView::clickHighlightsLegalDestinations_data() {
    QTest::addColumn<QString>("sfenText");
    QTest::addColumn<QString>("from"); // a square, or "P*" style for a piece in hand
    QTest::newRow("pawn") << Start << "7g";
    QTest::newRow("knight with nowhere to go") << Start << "8i";
    QTest::newRow("rook") << Start << "2h";
    QTest::newRow("king") << Start << "5i";
    // The silver on 5g shields its king from the rook on 5a: it may only move along the file.
    QTest::newRow("pinned silver") << "4r4/9/9/9/9/9/4S4/9/4K4 b - 1"
                                   << "5g";
    QTest::newRow("pinned rook slides on the pin") << "4r4/9/9/9/9/9/4R4/9/4K4 b - 1"
                                                   << "5g";
    QTest::newRow("bishop in check") << "4k4/9/9/9/9/9/3B5/9/r3K4 b - 1"
                                     << "6g";
    QTest::newRow("pawn in hand (nifu files skipped)") << "4k4/9/9/9/9/9/2P1P4/9/4K4 b P 1"
                                                       << "P*";
    QTest::newRow("knight in hand") << "4k4/9/9/9/9/9/9/9/4K4 b N 1"
                                    << "N*";
    QTest::newRow("white gold in hand") << "4k4/9/9/9/9/9/9/9/4K4 w g 1"
                                        << "G*";
}

void TestBoardView::clickHighlightsLegalDestinations() {
    QFETCH(QString, sfenText);
    QFETCH(QString, from);
    const Position pos = parse(sfenText.toLatin1().constData());
    m_view->setPosition(pos);
    QList<Square> expected;
    if (from.endsWith('*')) {
        const PieceType pt = PieceType(QStringLiteral("PLNSBRG").indexOf(from[0]) + 1);
        m_view->setPosition(pos);
        click(m_view->handPieceCenterInView(pos.sideToMove(), pt));
        expected = coreDestinations(pos, NoSquare, pt);
    } else {
        const Square sq = square(from.toLatin1().constData());
        click(m_view->squareCenterInView(sq));
        expected = coreDestinations(pos, sq, NoPieceType);
    }
    QCOMPARE(sorted(m_view->highlightedDestinations()), expected);
}

void TestBoardView::clickingAgainDeselectsAndAnotherPieceSwitches() {
    show(Start);
    click(m_view->squareCenterInView(square("7g")));
    QCOMPARE(m_view->highlightedDestinations(), QList<Square>{square("7f")});
    click(m_view->squareCenterInView(square("2g")));
    QCOMPARE(m_view->highlightedDestinations(), QList<Square>{square("2f")});
    click(m_view->squareCenterInView(square("2g")));
    QVERIFY(m_view->highlightedDestinations().isEmpty());
    // The opponent's pieces cannot be picked up.
    click(m_view->squareCenterInView(square("3c")));
    QVERIFY(m_view->highlightedDestinations().isEmpty());
}

void TestBoardView::dragMakesMove() {
    show(Start);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    drag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), usiMove("7g7f"));
}

void TestBoardView::clickClickMakesMove() {
    show(Start);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    click(m_view->squareCenterInView(square("2h")));
    click(m_view->squareCenterInView(square("5h")));
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), usiMove("2h5h"));
}

void TestBoardView::dropFromKomadai_data() {
    QTest::addColumn<QString>("sfenText");
    QTest::addColumn<bool>("byDrag");
    QTest::addColumn<QString>("move");
    const QString inHand = "4k4/9/9/9/9/9/9/9/4K4 b RB2P 1";
    QTest::newRow("drag a pawn") << inHand << true << "P*5e";
    QTest::newRow("click-click a rook") << inHand << false << "R*1a";
    QTest::newRow("white drags a silver") << "4k4/9/9/9/9/9/9/9/4K4 w s 1" << true << "S*5h";
}

void TestBoardView::dropFromKomadai() {
    QFETCH(QString, sfenText);
    QFETCH(bool, byDrag);
    QFETCH(QString, move);
    const Position pos = parse(sfenText.toLatin1().constData());
    m_view->setPosition(pos);
    const Move expected = usiMove(move.toLatin1().constData());
    const QPointF from = m_view->handPieceCenterInView(pos.sideToMove(), expected.dropType());
    const QPointF to = m_view->squareCenterInView(expected.to());
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    if (byDrag) {
        drag(from, to);
    } else {
        click(from);
        click(to);
    }
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), expected);
}

void TestBoardView::promotionChooser_data() {
    QTest::addColumn<QString>("sfenText");
    QTest::addColumn<QString>("plainMove");
    QTest::addColumn<bool>("chooser");
    QTest::addColumn<bool>("promote"); // the answer given in the chooser, or the move expected without it
    const QString board = "4k4/9/9/2S6/9/9/P8/9/4K3L b - 1";
    const QString edge = "4k4/P8/9/9/9/9/9/9/4K4 b - 1";
    QTest::newRow("silver enters the zone, promotes") << board << "7d7c" << true << true;
    QTest::newRow("silver enters the zone, declines") << board << "7d7c" << true << false;
    QTest::newRow("pawn to the last rank must promote") << edge << "9b9a" << false << true;
    QTest::newRow("pawn outside the zone cannot") << board << "9g9f" << false << false;
    QTest::newRow("lance to rank c may promote") << "4k4/9/9/9/9/9/9/9/4K3L b - 1"
                                                 << "1i1c" << true << false;
    QTest::newRow("gold has no promoted side") << "4k4/9/9/2G6/9/9/9/9/4K4 b - 1"
                                               << "7d7c" << false << false;
    QTest::newRow("white silver into its zone") << "4k4/9/9/9/9/6s2/9/9/4K4 w - 1"
                                                << "3f3g" << true << true;
}

void TestBoardView::promotionChooser() {
    QFETCH(QString, sfenText);
    QFETCH(QString, plainMove);
    QFETCH(bool, chooser);
    QFETCH(bool, promote);
    show(sfenText.toLatin1().constData());
    const Move plain = usiMove(plainMove.toLatin1().constData());
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    drag(m_view->squareCenterInView(plain.from()), m_view->squareCenterInView(plain.to()));
    QCOMPARE(m_view->promotionChooserVisible(), chooser);
    if (chooser) {
        QCOMPARE(moves.size(), 0);
        click(m_view->promotionChoiceCenterInView(promote));
        QVERIFY(!m_view->promotionChooserVisible());
    }
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), Move::normal(plain.from(), plain.to(), promote));
}

void TestBoardView::alwaysPromoteSkipsChooser() {
    show("4k4/9/9/2S6/9/9/9/9/4K4 b - 1");
    m_view->setAlwaysPromote(true);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    click(m_view->squareCenterInView(square("7d")));
    click(m_view->squareCenterInView(square("7c")));
    QVERIFY(!m_view->promotionChooserVisible());
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), usiMove("7d7c+"));
}

void TestBoardView::escapeCancelsChooser() {
    show("4k4/9/9/2S6/9/9/9/9/4K4 b - 1");
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    drag(m_view->squareCenterInView(square("7d")), m_view->squareCenterInView(square("7c")));
    QVERIFY(m_view->promotionChooserVisible());
    QTest::keyClick(m_view, Qt::Key_Escape);
    QVERIFY(!m_view->promotionChooserVisible());
    // A click elsewhere cancels as well.
    drag(m_view->squareCenterInView(square("7d")), m_view->squareCenterInView(square("6c")));
    QVERIFY(m_view->promotionChooserVisible());
    click(m_view->squareCenterInView(square("1i")));
    QVERIFY(!m_view->promotionChooserVisible());
    QCOMPARE(moves.size(), 0);
}

void TestBoardView::illegalAttemptsExplained_data() {
    QTest::addColumn<QString>("sfenText");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("byDrag");
    QTest::addColumn<IllegalReason>("reason");
    const QString nifu = "4k4/9/9/9/9/9/4P4/9/4K4 b P 1";
    // A pawn dropped on 1b would mate: the gold guards it and covers 2b, the knight covers 2a.
    const QString uchifuzume = "8k/9/6NG1/9/9/9/9/9/4K4 b P 1";
    QTest::newRow("nifu by drag") << nifu << "P*5e" << true << IllegalReason::Nifu;
    QTest::newRow("nifu by clicks") << nifu << "P*5b" << false << IllegalReason::Nifu;
    QTest::newRow("uchifuzume by drag") << uchifuzume << "P*1b" << true << IllegalReason::Uchifuzume;
    QTest::newRow("uchifuzume by clicks") << uchifuzume << "P*1b" << false << IllegalReason::Uchifuzume;
    QTest::newRow("pawn dropped on the last rank") << nifu << "P*1a" << true << IllegalReason::DeadDrop;
    QTest::newRow("pinned silver steps aside") << "4r4/9/9/9/9/9/4S4/9/4K4 b - 1"
                                               << "5g4f" << true << IllegalReason::KingLeftInCheck;
    QTest::newRow("pawn moves two") << Start << "7g7e" << false << IllegalReason::CannotMoveThere;
}

void TestBoardView::illegalAttemptsExplained() {
    QFETCH(QString, sfenText);
    QFETCH(QString, move);
    QFETCH(bool, byDrag);
    QFETCH(IllegalReason, reason);
    const Position pos = parse(sfenText.toLatin1().constData());
    m_view->setPosition(pos);
    const Move attempt = usiMove(move.toLatin1().constData());
    const QPointF from = attempt.isDrop()
                             ? m_view->handPieceCenterInView(pos.sideToMove(), attempt.dropType())
                             : m_view->squareCenterInView(attempt.from());
    const QPointF to = m_view->squareCenterInView(attempt.to());
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    QSignalSpy refused(m_view, &BoardView::illegalMoveAttempted);
    if (byDrag) {
        drag(from, to);
    } else {
        click(from);
        click(to);
    }
    QCOMPARE(moves.size(), 0);
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused[0][0].value<Move>(), attempt);
    QCOMPARE(refused[0][1].value<IllegalReason>(), reason);
    QCOMPARE(explainMove(pos, attempt), reason); // the view reports the core's verdict, not its own
    QVERIFY(m_view->highlightedDestinations().isEmpty());
}

void TestBoardView::refusedDragSlidesBackThenNextDragWorks() {
    show(Start);
    const qsizetype items = m_view->scene()->items().size();
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    QSignalSpy refused(m_view, &BoardView::illegalMoveAttempted);
    drag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7e")));
    QCOMPARE(refused.size(), 1);
    // The piece slides home and the sprite that followed the mouse goes away.
    QTRY_COMPARE(m_view->scene()->items().size(), items);
    // A new drag right after a refusal, while the slide may still run, leaves nothing behind either.
    drag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7e")));
    drag(m_view->squareCenterInView(square("2g")), m_view->squareCenterInView(square("2f")));
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), usiMove("2g2f"));
    Position after = parse(Start);
    after.doMove(usiMove("2g2f"));
    m_view->setPosition(after, usiMove("2g2f"));
    QCOMPARE(m_view->scene()->items().size(), items);
}

void TestBoardView::nothingMovesWhenNotInteractive() {
    show(Start);
    m_view->setInteractive(false);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    QVERIFY(!m_view->selectSquare(square("7g")));
    drag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QVERIFY(m_view->highlightedDestinations().isEmpty());
    QCOMPARE(moves.size(), 0);
    m_view->setInteractive(true);
    QVERIFY(m_view->selectSquare(square("7g")));
    QVERIFY(m_view->selectSquare(square("7f")));
    QCOMPARE(moves.size(), 1);
}

void TestBoardView::flippedBoardMapsClicks() {
    show(Start);
    const QPointF unflipped = m_view->squareCenterInView(square("7g"));
    m_view->setFlipped(true);
    QVERIFY(m_view->isFlipped());
    QVERIFY((m_view->squareCenterInView(square("7g")) - unflipped).manhattanLength() > 50);
    QSignalSpy moves(m_view, &BoardView::moveRequested);
    drag(m_view->squareCenterInView(square("7g")), m_view->squareCenterInView(square("7f")));
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves[0][0].value<Move>(), usiMove("7g7f"));
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
