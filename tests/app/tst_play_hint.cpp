// The Hint action: on positions whose answer is forced (a mate in one, a free capture) it suggests that move,
// shows it on the board without playing it and says why; asking again cancels; a move made meanwhile drops
// the answer; the words follow the notation and the language.
#include "board/BoardView.h"
#include "play/Hint.h"
#include "play/HintText.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "engine/Score.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QAction>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    auto m = usi::parseMove(text, Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", text);
    return *m;
}

GameSetup fromSfen(const char* sfen) {
    GameSetup s;
    s.startSfen = QString::fromLatin1(sfen);
    return s;
}

// Black drops the gold on 5b, held by the pawn on 5c: the only mate.
const char* const MateInOne = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
// White's silver on 2e stands alone in front of Black's rook.
const char* const FreeSilver = "4k4/9/9/9/7s1/9/9/7R1/4K4 b - 1";

} // namespace

class TestHint : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void mateInOne();
    void freeCapture();
    void forWhiteInJapanese();
    void askingAgainCancels();
    void aMoveDropsTheAnswer();
    void disabledWhenNobodyMayMove();
    void wordsForEachFact();

private:
    Hint& hint() { return *m_window->findChild<Hint*>(); }
    QAction* action() { return m_window->findChild<QAction*>(QStringLiteral("actionHint")); }

    QTemporaryDir m_dir;
    Settings* m_settings = nullptr;
    LanguageManager* m_languages = nullptr;
    MainWindow* m_window = nullptr;
};

void TestHint::init() {
    QFile::remove(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings = new Settings(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("en"));
    m_settings->setNotation(Settings::Notation::Western);
    m_languages = new LanguageManager;
    m_window = new MainWindow(*m_settings, *m_languages);
    m_window->show();
}

void TestHint::cleanup() {
    delete m_window;
    delete m_languages;
    delete m_settings;
}

void TestHint::mateInOne() {
    QVERIFY(m_window->startGame(fromSfen(MateInOne)));
    QVERIFY(action()->isEnabled());
    QSignalSpy shown(&hint(), &Hint::shown);
    action()->trigger();
    QVERIFY(hint().isSearching());
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Looking for a hint…"));
    QVERIFY(shown.wait(20000));
    QCOMPARE(hint().shownMove(), usiMove("G*5b"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Hint: G*5b. It mates."));
    // Shown, not played: the position is as it was, and an arrow goes from Black's komadai to 5b.
    QCOMPARE(m_window->controller().record().root().children.size(), std::size_t(0));
    const QList<BoardArrow> arrows = m_window->board().arrows(ArrowGroup::Hint);
    QCOMPARE(arrows.size(), 1);
    QCOMPARE(arrows[0].drop, Gold);
    QCOMPARE(arrows[0].hand, Color::Black);
    QCOMPARE(arrows[0].to, usiMove("G*5b").to());
    QVERIFY(m_window->board().arrows(ArrowGroup::User).isEmpty());
}

void TestHint::freeCapture() {
    QVERIFY(m_window->startGame(fromSfen(FreeSilver)));
    QSignalSpy shown(&hint(), &Hint::shown);
    action()->trigger();
    QVERIFY(shown.wait(20000));
    QCOMPARE(hint().shownMove(), usiMove("2h2e"));
    // Rook and silver against a bare king: the search may also see the mate that follows (Fairy-Stockfish
    // finds one in 11), which the hint then names before the reason.
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.startsWith(QStringLiteral("Hint: Rx2e. ")) &&
                 message.endsWith(QStringLiteral("It takes the silver, which nothing defends.")),
             qPrintable(message));
    QCOMPARE(
        m_window->board().arrows(ArrowGroup::Hint),
        QList<BoardArrow>({BoardArrow::move(usiMove("2h2e").from(), usiMove("2h2e").to(), MarkColor::Blue)}));
    // Played or not, the next position has no hint on it.
    emit m_window->board().moveRequested(usiMove("2h2e"));
    QVERIFY(m_window->board().arrows(ArrowGroup::Hint).isEmpty());
    QCOMPARE(hint().shownMove(), Move::none());
}

void TestHint::forWhiteInJapanese() {
    m_settings->setNotation(Settings::Notation::Japanese);
    // The mate-in-one position turned round, after a Black move elsewhere: White to mate with G*5h.
    QVERIFY(m_window->startGame(fromSfen("4k4/9/9/9/9/9/4p4/9/4K3L b g 1")));
    emit m_window->board().moveRequested(usiMove("1i1h"));
    QVERIFY(action()->isEnabled());
    QSignalSpy shown(&hint(), &Hint::shown);
    action()->trigger();
    QVERIFY(shown.wait(20000));
    QCOMPARE(hint().shownMove(), usiMove("G*5h"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Hint: ☖５八金. It mates."));
}

void TestHint::askingAgainCancels() {
    QVERIFY(m_window->startGame(GameSetup()));
    QSignalSpy shown(&hint(), &Hint::shown);
    action()->trigger();
    QVERIFY(hint().isSearching());
    QCOMPARE(action()->text(), QStringLiteral("Cancel &Hint"));
    action()->trigger();
    QVERIFY(!hint().isSearching());
    QCOMPARE(action()->text(), QStringLiteral("&Hint"));
    QCOMPARE(m_window->statusBar()->currentMessage(), QStringLiteral("Hint cancelled."));
    QVERIFY(!shown.wait(Hint::SearchMs + 1500)); // the search's answer, if it came, is dropped
}

void TestHint::aMoveDropsTheAnswer() {
    QVERIFY(m_window->startGame(GameSetup()));
    QSignalSpy shown(&hint(), &Hint::shown);
    action()->trigger();
    emit m_window->board().moveRequested(usiMove("7g7f"));
    QVERIFY(!hint().isSearching());
    QVERIFY(!shown.wait(Hint::SearchMs + 1500));
    QCOMPARE(hint().shownMove(), Move::none());
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
}

void TestHint::disabledWhenNobodyMayMove() {
    QVERIFY(m_window->startGame(fromSfen("3k5/9/4P4/9/9/9/9/9/4K4 w G 1")));
    emit m_window->board().moveRequested(usiMove("6a5a"));
    emit m_window->board().moveRequested(usiMove("G*5b"));
    QVERIFY(m_window->controller().isOver());
    QVERIFY(!action()->isEnabled());
}

// The sentences, from explanations written out by hand (the search is tested in the engine's own tests).
void TestHint::wordsForEachFact() {
    const MoveText western(Settings::Notation::Western, QStringLiteral("en"));
    const auto words = [&](const char* sfen, const engine::Explanation& e) {
        return HintText::describe(e, *sfen::parse(sfen), NoSquare, western);
    };
    const char* const AttackedSilver = "4k4/9/9/4p4/4S4/9/9/9/4K4 b - 1";
    engine::Explanation saves;
    saves.best = usiMove("5e4f");
    saves.savesPiece = true;
    saves.atRisk.push_back({usiMove("5e4f").from(), Silver, Color::Black, true, usiMove("5d5e").from()});
    QCOMPARE(words(AttackedSilver, saves), QStringLiteral("Hint: S-4f. It moves the silver out of danger."));
    engine::Explanation quiet = saves;
    quiet.best = usiMove("5i4h");
    quiet.savesPiece = false;
    QCOMPARE(words(AttackedSilver, quiet),
             QStringLiteral("Hint: K-4h. A quiet move: the engine's choice after a short search. "
                            "Still under attack: the silver on 5e."));
    engine::Explanation exchange;
    exchange.best = usiMove("5h5e");
    exchange.captures = exchange.capturesHanging = true;
    exchange.captured = Silver;
    QCOMPARE(words("4k4/9/9/4g4/4s4/9/9/4R4/4K4 b - 1", exchange),
             QStringLiteral("Hint: Rx5e. It takes the silver and wins the exchange."));
    exchange.capturesHanging = false;
    exchange.givesCheck = true;
    QCOMPARE(words("4k4/9/9/4g4/4s4/9/9/4R4/4K4 b - 1", exchange),
             QStringLiteral("Hint: Rx5e. It takes the silver. It gives check."));
    engine::Explanation mate3;
    mate3.best = usiMove("4h4e");
    mate3.mateIn = 3;
    mate3.score = engine::mateIn(3);
    QCOMPARE(words("4k4/9/9/9/9/9/9/5R3/4K4 b - 1", mate3),
             QStringLiteral("Hint: R-4e. It mates in 3 moves."));
    engine::Explanation lost;
    lost.best = usiMove("5i6h");
    lost.score = engine::matedIn(4);
    QCOMPARE(words("4k4/9/9/9/9/9/9/5R3/4K4 b - 1", lost),
             QStringLiteral("Hint: K-6h. Every move loses now; this one holds out longest."));
    engine::Explanation declare;
    declare.declareWin = true;
    QCOMPARE(words("4k4/9/9/9/9/9/9/5R3/4K4 b - 1", declare),
             QStringLiteral("Hint: declare impasse (jishogi) now: the count wins the game."));
}

QTEST_MAIN(TestHint)
#include "tst_play_hint.moc"
