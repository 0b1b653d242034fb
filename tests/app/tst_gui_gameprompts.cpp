// A game from the start of the app to the question before it is dropped: the app shows the setup the
// new-game dialog remembers and the first move begins it, a game that ended on time before any move leaves
// nothing to save, the save question names a game played here without quoting it like a file, and the
// resign question says who resigns.
#include "board/BoardView.h"
#include "tst_review_window.h"

#include <QAction>

namespace {

GameSetup remembered() {
    GameSetup s;
    s.handicapId = QStringLiteral("bishop");
    s.blackName = QStringLiteral("Hanako");
    s.whiteName = QStringLiteral("Taro");
    s.timeControl = shogi::TimeControl::byoyomi(10 * 60 * 1000, 30 * 1000);
    s.policy = shogi::IllegalMovePolicy::Tournament;
    return s;
}

} // namespace

class TestGamePrompts : public QObject {
    Q_OBJECT
private slots:
    void init() { f = std::make_unique<ReviewFixture>(); }
    void cleanup() { f.reset(); }
    void startsWithTheRememberedSetup();
    void zeroMoveTimeLossAsksNothing();
    void saveQuestionDoesNotQuoteAGamePlayedHere();
    void resignSaysWhoResigns_data();
    void resignSaysWhoResigns();

private:
    std::unique_ptr<ReviewFixture> f;
};

// The remembered setup is shown, not begun (no clock runs behind a restore question); the first move of the
// person who moves first (上手 here) begins it with that setup.
void TestGamePrompts::startsWithTheRememberedSetup() {
    f->settings->setLastSetup(remembered());
    MainWindow window(*f->settings, f->languages);
    const GameController& c = window.controller();
    QVERIFY(window.isGamePrepared());
    QVERIFY(!c.isLive());
    QVERIFY(!c.clock().isRunning(shogi::Color::White));
    emit window.board().moveRequested(ReviewFixture::move("3c3d"));
    QVERIFY(c.isLive());
    QCOMPARE(c.game().moves().size(), std::size_t(1));
    QCOMPARE(c.setup().handicapId, QStringLiteral("bishop"));
    QVERIFY(c.isHandicap());
    QCOMPARE(c.names()[0], QStringLiteral("Hanako"));
    QCOMPARE(c.names()[1], QStringLiteral("Taro"));
    QCOMPARE(c.setup().timeControl, remembered().timeControl);
    QCOMPARE(c.setup().policy, shogi::IllegalMovePolicy::Tournament);
    QVERIFY(c.clock().clock().enabled());
}

void TestGamePrompts::zeroMoveTimeLossAsksNothing() {
    GameSetup blitz;
    blitz.timeControl = shogi::TimeControl::suddenDeath(50);
    QVERIFY(f->window->startGame(blitz));
    QTRY_VERIFY(f->controller().isOver());
    QCOMPARE(f->controller().record().root().mainChild()->special, shogi::SpecialMove::Timeout);
    QVERIFY(!f->controller().isModified());
    QVERIFY(!f->window->isWindowModified());
    QVERIFY(f->window->files().confirmDiscard());
    QVERIFY(f->script.asked.isEmpty());
}

void TestGamePrompts::saveQuestionDoesNotQuoteAGamePlayedHere() {
    QVERIFY(f->window->startGame(GameSetup{}));
    emit f->window->board().moveRequested(ReviewFixture::move("7g7f"));
    f->controller().resign(); // over, with a move: worth saving
    QVERIFY(f->controller().isModified());
    QVERIFY(!f->window->files().confirmDiscard()); // the script cancels
    QCOMPARE(f->script.asked.size(), 1);
    const QString question = f->script.asked.first();
    QVERIFY2(question.startsWith(QStringLiteral("This game has not been saved.")), qPrintable(question));
    QVERIFY(!question.contains(QStringLiteral("“")));
}

void TestGamePrompts::resignSaysWhoResigns_data() {
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("text");
    QTest::newRow("Black to move") << QStringList{} << "Resign the game for Hanako? Taro wins it.";
    QTest::newRow("White to move") << QStringList{"7g7f"} << "Resign the game for Taro? Hanako wins it.";
}

void TestGamePrompts::resignSaysWhoResigns() {
    QFETCH(QStringList, moves);
    QFETCH(QString, text);
    GameSetup s;
    s.blackName = QStringLiteral("Hanako");
    s.whiteName = QStringLiteral("Taro");
    QVERIFY(f->window->startGame(s));
    for (const QString& m : moves)
        emit f->window->board().moveRequested(ReviewFixture::move(qPrintable(m)));
    f->script.answers = {QMessageBox::AcceptRole};
    f->window->findChild<QAction*>(QStringLiteral("actionResign"))->trigger();
    QCOMPARE(f->script.asked.size(), 1);
    QCOMPARE(f->script.asked.first(), text + QLatin1Char('\n'));
    QVERIFY(f->controller().isOver());
}

QTEST_MAIN(TestGamePrompts)
#include "tst_gui_gameprompts.moc"
