// The position editor's controller: pieces moved between squares, komadai and palette as on a wooden board,
// turned over and given to the other side, counts in hand, the presets (a board's start, every handicap, the
// kings alone, the rest of the set to White's hand), undo and redo, and the rules core's verdict.
#include "editor/EditorSession.h"
#include "editor/PositionEditor.h"
#include "rules/Handicap.h"
#include "rules/PieceSet.h"
#include "rules/Sfen.h"

#include <QSignalSpy>
#include <QTest>

using namespace shogi;

Q_DECLARE_METATYPE(EditSpot)
Q_DECLARE_METATYPE(VariantKind)

namespace {

const char* const Start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

Position parse(const QString& text) {
    auto pos = sfen::parseComposed(text.toStdString());
    if (!pos) qFatal("bad test SFEN %s", qPrintable(text));
    return *pos;
}

Square sq(const char* name) {
    return makeSquare(name[0] - '1', name[1] - 'a');
}

QString sfenOf(const PositionEditor& editor) {
    return QString::fromStdString(sfen::format(editor.position()));
}

} // namespace

class TestEditorController : public QObject {
    Q_OBJECT
private slots:
    void transfers_data();
    void transfers();
    void refusedTransfersChangeNothing_data();
    void refusedTransfersChangeNothing();
    void turnOverAndSwapColour();
    void handCounts();
    void sideToMove();
    void undoRedo();
    void presets_data();
    void presets();
    void everyHandicap();
    void kingsOnly_data();
    void kingsOnly();
    void restToWhiteHandForTsume_data();
    void restToWhiteHandForTsume();
    void tsumeFlagFollowsTheKings();
    void verdictFromTheCore();
    void modifiedComparesWithTheStart();
    void moveNumberCarriesOn();
    void playFromHereKeepsTheMoveNumber();
};

void TestEditorController::transfers_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<EditSpot>("from");
    QTest::addColumn<EditSpot>("to");
    QTest::addColumn<QString>("after");
    const QString kings = "4k4/9/9/9/9/9/9/9/4K4 b - 1";
    QTest::newRow("square to square") << Start << EditSpot::board(sq("7g")) << EditSpot::board(sq("7e"))
                                      << "lnsgkgsnl/1r5b1/ppppppppp/9/2P6/9/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1";
    QTest::newRow("onto a piece replaces it")
        << Start << EditSpot::board(sq("8h")) << EditSpot::board(sq("2b"))
        << "lnsgkgsnl/1r5B1/ppppppppp/9/9/9/PPPPPPPPP/7R1/LNSGKGSNL b - 1";
    QTest::newRow("white's piece to black's komadai")
        << Start << EditSpot::board(sq("2b")) << EditSpot::hand(Color::Black)
        << "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b B 1";
    QTest::newRow("a promoted piece goes to hand unpromoted")
        << "4k4/9/8+R/9/9/9/9/9/4K4 b - 1" << EditSpot::board(sq("1c")) << EditSpot::hand(Color::White, Pawn)
        << "4k4/9/9/9/9/9/9/9/4K4 b r 1";
    QTest::newRow("hand to square, in the hand's colour")
        << "4k4/9/9/9/9/9/9/9/4K4 b 2s 1" << EditSpot::hand(Color::White, Silver) << EditSpot::board(sq("5e"))
        << "4k4/9/9/9/4s4/9/9/9/4K4 b s 1";
    QTest::newRow("hand to the other hand")
        << "4k4/9/9/9/9/9/9/9/4K4 b G 1" << EditSpot::hand(Color::Black, Gold) << EditSpot::hand(Color::White)
        << kings.left(kings.size() - 4) + " g 1";
    QTest::newRow("off the board removes")
        << Start << EditSpot::board(sq("5i")) << EditSpot()
        << "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG1GSNL b - 1";
    QTest::newRow("back into the palette removes")
        << Start << EditSpot::board(sq("1a")) << EditSpot::palette(Color::White, Lance)
        << "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    QTest::newRow("a hand piece off the board")
        << "4k4/9/9/9/9/9/9/9/4K4 b 3P 1" << EditSpot::hand(Color::Black, Pawn) << EditSpot()
        << "4k4/9/9/9/9/9/9/9/4K4 b 2P 1";
    QTest::newRow("palette places a promoted piece")
        << kings << EditSpot::palette(Color::White, Dragon) << EditSpot::board(sq("2h"))
        << "4k4/9/9/9/9/9/9/7+r1/4K4 b - 1";
    QTest::newRow("palette onto a piece replaces it")
        << kings << EditSpot::palette(Color::Black, Gold) << EditSpot::board(sq("5a"))
        << "4G4/9/9/9/9/9/9/9/4K4 b - 1";
    QTest::newRow("palette to a komadai, unpromoted")
        << kings << EditSpot::palette(Color::Black, Horse) << EditSpot::hand(Color::Black)
        << "4k4/9/9/9/9/9/9/9/4K4 b B 1";
}

void TestEditorController::transfers() {
    QFETCH(QString, before);
    QFETCH(EditSpot, from);
    QFETCH(EditSpot, to);
    QFETCH(QString, after);
    PositionEditor editor;
    editor.begin(parse(before));
    QSignalSpy changed(&editor, &PositionEditor::changed);
    QVERIFY(editor.transfer(from, to));
    QCOMPARE(sfenOf(editor), after);
    QCOMPARE(changed.size(), 1);
}

void TestEditorController::refusedTransfersChangeNothing_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<EditSpot>("from");
    QTest::addColumn<EditSpot>("to");
    QTest::newRow("a king to a komadai")
        << Start << EditSpot::board(sq("5i")) << EditSpot::hand(Color::Black);
    QTest::newRow("a king from the palette to a komadai")
        << Start << EditSpot::palette(Color::White, King) << EditSpot::hand(Color::White);
    QTest::newRow("from an empty square") << Start << EditSpot::board(sq("5e")) << EditSpot::board(sq("5f"));
    QTest::newRow("from a kind not in hand")
        << Start << EditSpot::hand(Color::Black, Rook) << EditSpot::board(sq("5e"));
    QTest::newRow("the palette into nowhere") << Start << EditSpot::palette(Color::Black, Pawn) << EditSpot();
    QTest::newRow("onto its own square") << Start << EditSpot::board(sq("7g")) << EditSpot::board(sq("7g"));
    QTest::newRow("beyond the small board's files")
        << "" << EditSpot::palette(Color::Black, Pawn) << EditSpot::board(sq("9e"));
    QTest::newRow("palette past the set's count")
        << "4k4/9/9/9/9/9/9/9/4K4 b 2R 1" << EditSpot::palette(Color::Black, Rook)
        << EditSpot::hand(Color::Black);
}

void TestEditorController::refusedTransfersChangeNothing() {
    QFETCH(QString, before);
    QFETCH(EditSpot, from);
    QFETCH(EditSpot, to);
    PositionEditor editor;
    if (before.isEmpty())
        editor.begin(*sfen::parse("rbsgk/4p/5/P4/KGSBR b - 1", VariantKind::Minishogi));
    else
        editor.begin(parse(before));
    const QString was = sfenOf(editor);
    QSignalSpy changed(&editor, &PositionEditor::changed);
    QVERIFY(!editor.transfer(from, to));
    QCOMPARE(sfenOf(editor), was);
    QCOMPARE(changed.size(), 0);
    QVERIFY(!editor.canUndo());
}

void TestEditorController::turnOverAndSwapColour() {
    PositionEditor editor;
    editor.begin(parse(Start));
    QVERIFY(editor.turnOver(sq("8h")));
    QCOMPARE(editor.position().pieceOn(sq("8h")), makePiece(Color::Black, Horse));
    QVERIFY(editor.turnOver(sq("8h")));
    QCOMPARE(editor.position().pieceOn(sq("8h")), makePiece(Color::Black, Bishop));
    QVERIFY(editor.turnOver(sq("1c")));
    QCOMPARE(editor.position().pieceOn(sq("1c")), makePiece(Color::White, ProPawn));
    // A gold and a king have no other face; an empty square nothing to turn.
    QVERIFY(!editor.turnOver(sq("4a")));
    QVERIFY(!editor.turnOver(sq("5i")));
    QVERIFY(!editor.turnOver(sq("5e")));
    QVERIFY(editor.swapColour(sq("1c")));
    QCOMPARE(editor.position().pieceOn(sq("1c")), makePiece(Color::Black, ProPawn));
    QVERIFY(editor.swapColour(sq("5a")));
    QCOMPARE(editor.position().pieceOn(sq("5a")), makePiece(Color::Black, King));
    QCOMPARE(editor.position().kingSquare(Color::White), NoSquare);
    QVERIFY(!editor.swapColour(sq("5e")));
}

void TestEditorController::handCounts() {
    PositionEditor editor;
    editor.begin(parse("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    QVERIFY(editor.changeHandCount(Color::Black, Pawn, 1));
    QVERIFY(editor.changeHandCount(Color::Black, Pawn, 3));
    QCOMPARE(editor.position().hand(Color::Black).count(Pawn), 4);
    QVERIFY(editor.changeHandCount(Color::Black, Pawn, -1));
    QCOMPARE(editor.position().hand(Color::Black).count(Pawn), 3);
    // Never below zero nor above the set's count; a king is never held.
    QVERIFY(editor.changeHandCount(Color::White, Rook, 5));
    QCOMPARE(editor.position().hand(Color::White).count(Rook), 2);
    QVERIFY(!editor.changeHandCount(Color::White, Rook, 1));
    QVERIFY(editor.changeHandCount(Color::White, Rook, -9));
    QCOMPARE(editor.position().hand(Color::White).count(Rook), 0);
    QVERIFY(!editor.changeHandCount(Color::White, Rook, -1));
    QVERIFY(!editor.changeHandCount(Color::White, King, 1));
    QVERIFY(editor.changeHandCount(Color::White, Pawn, 30));
    QCOMPARE(editor.position().hand(Color::White).count(Pawn), 18);
}

void TestEditorController::sideToMove() {
    PositionEditor editor;
    editor.begin(parse(Start));
    QVERIFY(editor.setSideToMove(Color::White));
    QCOMPARE(sfenOf(editor).section(' ', 1, 1), QStringLiteral("w"));
    QVERIFY(!editor.setSideToMove(Color::White));
}

void TestEditorController::undoRedo() {
    PositionEditor editor;
    editor.begin(parse(Start));
    QVERIFY(!editor.canUndo());
    QVERIFY(!editor.canRedo());
    QStringList seen{sfenOf(editor)};
    editor.transfer(EditSpot::board(sq("7g")), EditSpot::board(sq("7f")));
    seen << sfenOf(editor);
    editor.turnOver(sq("8h"));
    seen << sfenOf(editor);
    editor.changeHandCount(Color::White, Gold, 2);
    seen << sfenOf(editor);
    editor.setTsume(true);
    QVERIFY(editor.isTsume());
    for (int i = seen.size() - 1; i >= 0; --i) {
        QVERIFY(editor.undo());
        QCOMPARE(sfenOf(editor), seen[i]);
    }
    QVERIFY(!editor.isTsume());
    QVERIFY(!editor.undo());
    QVERIFY(editor.redo());
    QVERIFY(editor.redo());
    QCOMPARE(sfenOf(editor), seen[2]);
    // A change after undo drops what redo had.
    editor.swapColour(sq("5i"));
    QVERIFY(!editor.canRedo());
    QVERIFY(editor.undo());
    QCOMPARE(sfenOf(editor), seen[2]);
}

void TestEditorController::presets_data() {
    QTest::addColumn<VariantKind>("variant");
    for (VariantKind kind : {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi})
        QTest::newRow(Variant::get(kind).id.data()) << kind;
}

void TestEditorController::presets() {
    QFETCH(VariantKind, variant);
    PositionEditor editor;
    editor.begin(parse("4k4/9/9/9/9/9/9/9/4K4 w 3G 7"));
    QVERIFY(editor.loadStart(variant));
    QCOMPARE(editor.position().variant().kind, variant);
    QCOMPARE(sfenOf(editor), QString::fromLatin1(Variant::get(variant).startSfen.data()));
    QVERIFY(editor.issues().empty());
    QVERIFY(editor.undo());
    QCOMPARE(sfenOf(editor), QStringLiteral("4k4/9/9/9/9/9/9/9/4K4 w 3G 7")); // with its move number
}

void TestEditorController::everyHandicap() {
    PositionEditor editor;
    editor.begin(*sfen::parse("rbsgk/4p/5/P4/KGSBR b - 1", VariantKind::Minishogi));
    for (const Handicap& h : Handicap::all()) {
        editor.loadHandicap(QString::fromLatin1(h.id.data(), qsizetype(h.id.size())));
        QCOMPARE(sfenOf(editor), QString::fromLatin1(h.sfen.data(), qsizetype(h.sfen.size())));
        QCOMPARE(Handicap::forPosition(editor.position()), &h);
    }
    QVERIFY(!editor.loadHandicap(QStringLiteral("no-such-handicap")));
}

void TestEditorController::kingsOnly_data() {
    QTest::addColumn<VariantKind>("variant");
    QTest::addColumn<QString>("kings");
    QTest::newRow("standard") << VariantKind::Standard << "4k4/9/9/9/9/9/9/9/4K4 b - 1";
    QTest::newRow("gorogoro") << VariantKind::Gorogoro << "2k2/5/5/5/5/2K2 b - 1";
    QTest::newRow("minishogi") << VariantKind::Minishogi << "4k/5/5/5/K4 b - 1";
}

void TestEditorController::kingsOnly() {
    QFETCH(VariantKind, variant);
    QFETCH(QString, kings);
    PositionEditor editor;
    editor.begin(*sfen::parse(Variant::get(variant).startSfen, variant));
    QVERIFY(editor.changeHandCount(Color::White, Silver, 1) || variant != VariantKind::Standard);
    QVERIFY(editor.clearToKings());
    QCOMPARE(sfenOf(editor), kings);
}

void TestEditorController::restToWhiteHandForTsume_data() {
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    // Black holds two golds for the problem; the board has White's king and a Black pawn: everything else
    // (2 rooks, 2 bishops, 2 golds, 4 silvers, 4 knights, 4 lances, 17 pawns) is White's.
    QTest::newRow("classic tsume") << "4k4/9/4P4/9/9/9/9/9/9 b 2G 1"
                                   << "4k4/9/4P4/9/9/9/9/9/9 b 2G2r2b2g4s4n4l17p 1";
    QTest::newRow("promoted pieces count as their kind") << "3gk4/9/4+P4/9/4+B4/9/9/9/9 b N 1"
                                                         << "3gk4/9/4+P4/9/4+B4/9/9/9/9 b N2rb3g4s3n4l17p 1";
    QTest::newRow("White keeps what it held") << "4k4/9/9/9/9/9/9/9/9 b R2p 1"
                                              << "4k4/9/9/9/9/9/9/9/9 b Rr2b4g4s4n4l18p 1";
    QTest::newRow("nothing left to give") << Start << Start;
}

void TestEditorController::restToWhiteHandForTsume() {
    QFETCH(QString, before);
    QFETCH(QString, after);
    PositionEditor editor;
    editor.begin(parse(before));
    editor.restToWhiteHand();
    QCOMPARE(sfenOf(editor), after);
    QVERIFY(editor.isTsume());
    // Every piece of the set is now somewhere, and none twice.
    const PieceCounts used = piecesUsed(editor.position());
    for (int pt = Pawn; pt <= Gold; ++pt)
        QCOMPARE(used[pt], setCount(editor.position().variant(), PieceType(pt)));
}

void TestEditorController::tsumeFlagFollowsTheKings() {
    PositionEditor editor;
    editor.begin(parse("4k4/9/4P4/9/9/9/9/9/9 b G 1"));
    QVERIFY(editor.isTsume());
    QVERIFY(editor.issues().empty());
    editor.setTsume(false);
    QCOMPARE(editor.issues().size(), std::size_t(1));
    QCOMPARE(editor.issues()[0].problem, PositionProblem::MissingKing);
    editor.begin(parse(Start));
    QVERIFY(!editor.isTsume());
}

void TestEditorController::verdictFromTheCore() {
    PositionEditor editor;
    editor.begin(parse(Start));
    QVERIFY(editor.issues().empty());
    editor.transfer(EditSpot::palette(Color::Black, Pawn),
                    EditSpot::board(sq("7e")));             // a second pawn on file 7
    editor.transfer(EditSpot::board(sq("1a")), EditSpot()); // white lance gone
    editor.transfer(EditSpot::palette(Color::Black, Knight), EditSpot::board(sq("1b"))); // can never move
    const auto issues = editor.issues();
    QCOMPARE(issues, checkPosition(editor.position()));
    QCOMPARE(issues.size(), std::size_t(4));
    QCOMPARE(issues[0].problem, PositionProblem::DeadPiece);
    QCOMPARE(issues[1],
             (PositionIssue{PositionProblem::TooManyPieces, Color::Black, Pawn, NoSquare, -1, 19, 18}));
    QCOMPARE(issues[2],
             (PositionIssue{PositionProblem::TooManyPieces, Color::Black, Knight, NoSquare, -1, 5, 4}));
    QCOMPARE(issues[3].problem, PositionProblem::Nifu);
}

void TestEditorController::modifiedComparesWithTheStart() {
    PositionEditor editor;
    editor.begin(parse(Start));
    QVERIFY(!editor.isModified());
    editor.transfer(EditSpot::board(sq("7g")), EditSpot::board(sq("7f")));
    QVERIFY(editor.isModified());
    editor.transfer(EditSpot::board(sq("7f")), EditSpot::board(sq("7g")));
    QVERIFY(!editor.isModified());
}

// A position set up from move 40 of a game is played on from move 41, edited or not; the commands that
// start afresh number from 1.
void TestEditorController::moveNumberCarriesOn() {
    const QString at41 = "l3n1G1l/4+R2gk/p1p1+B1gp1/9/2P1p3n/1P3Sp1L/P1NPPP3/1b1S3R1/L2G1K1N1 b 2S7P 41";
    PositionEditor editor;
    editor.begin(parse(at41));
    QCOMPARE(editor.position().moveNumber(), 41);
    QVERIFY(editor.transfer(EditSpot::board(sq("1f")), EditSpot::board(sq("1e"))));
    QCOMPARE(editor.position().moveNumber(), 41);
    QVERIFY(editor.setSideToMove(Color::White));
    QCOMPARE(editor.position().moveNumber(), 41);
    QVERIFY(editor.loadStart(VariantKind::Standard));
    QCOMPARE(editor.position().moveNumber(), 1);
    QVERIFY(editor.undo());
    QCOMPARE(editor.position().moveNumber(), 41);
    QVERIFY(editor.clearToKings());
    QCOMPARE(editor.position().moveNumber(), 1);
    editor.begin(parse(at41));
    QVERIFY(editor.restToWhiteHand());
    QCOMPARE(editor.position().moveNumber(), 1);
}

// The New Game dialog gets the position with its move number, also where it is a preset's (the start
// position reached again by moves and back).
void TestEditorController::playFromHereKeepsTheMoveNumber() {
    const GameSetup at41 = EditorSession::setupFor(
        parse("l3n1G1l/4+R2gk/p1p1+B1gp1/9/2P1p3n/1P3Sp1L/P1NPPP3/1b1S3R1/L2G1K1N1 b 2S7P 41"), GameSetup{});
    Position start;
    QVERIFY(at41.startPosition(start));
    QCOMPARE(start.moveNumber(), 41);
    const GameSetup again = EditorSession::setupFor(parse(QString(Start).chopped(1) + "5"), GameSetup{});
    QVERIFY(again.startPosition(start));
    QCOMPARE(start.moveNumber(), 5);
    const GameSetup first = EditorSession::setupFor(parse(Start), GameSetup{});
    QVERIFY(first.startSfen.isEmpty());
    QCOMPARE(first.handicapId, QStringLiteral("even"));
}

QTEST_MAIN(TestEditorController)
#include "tst_editor_controller.moc"
