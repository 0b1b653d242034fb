// The players in the new-game dialog: the first game offered is a person (Black) against the computer at
// level 3; each side a person, Shogiban's engine at a level or a catalog engine that can play the board; a
// time per move only for an engine in a game without a clock; names for the record; furigoma seats the
// players with their kinds; the fields that do not apply take no room.
#include "play/EngineCatalog.h"
#include "FakeEngine.h"
#include "gui/NewGameDialog.h"
#include "play/PlayerChooser.h"
#include "gui/TimeControlBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

PlayerChooser* chooser(NewGameDialog& d, const char* name) {
    return d.findChild<PlayerChooser*>(QString::fromLatin1(name));
}
QComboBox* kind(PlayerChooser* c) {
    return c->findChild<QComboBox*>(QStringLiteral("playerKind"));
}
QWidget* field(PlayerChooser* c, const char* name) {
    return c->findChild<QWidget*>(QString::fromLatin1(name));
}

} // namespace

class TestNewGamePlayers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void firstGameIsAgainstTheComputer();
    void enginesThatCanPlayTheBoard();
    void timePerMoveOnlyWithoutAClock();
    void furigomaSeatsThePlayers();
    void fieldsThatDoNotApplyTakeNoRoom();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_store;
    std::unique_ptr<EngineCatalog> m_catalog;
    QString m_fakeId;
};

void TestNewGamePlayers::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    m_store = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    m_catalog = std::make_unique<EngineCatalog>(m_store.get());
    if (m_catalog->isBusy()) {
        QSignalSpy done(m_catalog.get(), &EngineCatalog::detectionFinished);
        QVERIFY(done.wait(30000));
    }
    QSignalSpy added(m_catalog.get(), &EngineCatalog::added);
    m_catalog->add(QString::fromStdString(fake::script()));
    QVERIFY(added.wait(10000));
    m_fakeId = added.at(0).at(0).toString();
}

void TestNewGamePlayers::firstGameIsAgainstTheComputer() {
    NewGameDialog dialog(NewGameDialog::firstSetup());
    const GameSetup s = dialog.setup();
    QCOMPARE(s.player(Color::Black), PlayerSpec::human());
    QCOMPARE(s.player(Color::White).kind, PlayerSpec::Kind::Builtin);
    QCOMPARE(s.player(Color::White).level, 3);
    // A program is named by its player in the record, a person by what was typed.
    QVERIFY(s.whiteName.isEmpty());
    QVERIFY(s.blackName.isEmpty());
    PlayerChooser* white = chooser(dialog, "secondPlayer");
    QCOMPARE(white->name(), QStringLiteral("Shogiban (level 3)"));
    qobject_cast<QSpinBox*>(field(white, "playerLevel"))->setValue(7);
    QCOMPARE(dialog.setup().player(Color::White).level, 7);
    QCOMPARE(white->name(), QStringLiteral("Shogiban (level 7)"));
}

void TestNewGamePlayers::enginesThatCanPlayTheBoard() {
    GameSetup initial;
    initial.player(Color::Black) = PlayerSpec::engine(m_fakeId);
    NewGameDialog dialog(initial, m_catalog.get());
    QComboBox* black = kind(chooser(dialog, "firstPlayer"));
    QCOMPARE(dialog.setup().player(Color::Black).kind, PlayerSpec::Kind::Engine);
    QCOMPARE(dialog.setup().player(Color::Black).engineId, m_fakeId);
    QCOMPARE(chooser(dialog, "firstPlayer")->name(), QStringLiteral("fake"));
    QCOMPARE(black->findText(QStringLiteral("Shogiban")), -1); // the built-in is "Computer"
    // The fake engine plays the standard board only: on minishogi it is not offered, Shogiban's engine is.
    QComboBox* board = dialog.findChild<QComboBox*>();
    board->setCurrentIndex(board->findData(int(VariantKind::Minishogi)));
    QCOMPARE(black->findText(QStringLiteral("fake")), -1);
    QCOMPARE(dialog.setup().player(Color::Black).kind, PlayerSpec::Kind::Builtin);
    for (const EngineEntry* e : m_catalog->forVariant(VariantKind::Minishogi))
        if (!e->isBuiltin()) QVERIFY(black->findText(e->displayName) >= 0);
    board->setCurrentIndex(board->findData(int(VariantKind::Standard)));
    QVERIFY(black->findText(QStringLiteral("fake")) >= 0);
}

void TestNewGamePlayers::timePerMoveOnlyWithoutAClock() {
    NewGameDialog dialog(NewGameDialog::firstSetup());
    dialog.show();
    PlayerChooser* white = chooser(dialog, "secondPlayer");
    PlayerChooser* black = chooser(dialog, "firstPlayer");
    QVERIFY(field(white, "playerMoveTime")->isVisible());
    QVERIFY(!field(black, "playerMoveTime")->isVisible()); // a person
    qobject_cast<QSpinBox*>(field(white, "playerMoveTime"))->setValue(5);
    QCOMPARE(dialog.setup().player(Color::White).moveTimeMs, 5000);
    QComboBox* clock = nullptr;
    for (QComboBox* c : dialog.findChild<TimeControlBox*>()->findChildren<QComboBox*>())
        if (c->findData(int(TimeControl::Kind::Byoyomi)) >= 0) clock = c;
    QVERIFY(clock);
    clock->setCurrentIndex(clock->findData(int(TimeControl::Kind::Byoyomi)));
    QVERIFY(!field(white, "playerMoveTime")->isVisible()); // its clock runs like a person's
    clock->setCurrentIndex(clock->findData(int(TimeControl::Kind::None)));
    QVERIFY(field(white, "playerMoveTime")->isVisible());
}

void TestNewGamePlayers::furigomaSeatsThePlayers() {
    GameSetup initial;
    initial.player(Color::Black) = PlayerSpec::builtin(5); // the senior player
    initial.whiteName = QStringLiteral("Ana");
    for (quint64 seed : {1ull, 2ull, 3ull, 42ull}) {
        NewGameDialog dialog(initial);
        dialog.findChild<QCheckBox*>()->setChecked(true);
        dialog.tossFurigoma(seed);
        const bool computerBlack = shogi::furigoma(seed).seniorPlaysBlack;
        const GameSetup s = dialog.setup();
        const Color computer = computerBlack ? Color::Black : Color::White;
        QCOMPARE(s.player(computer).kind, PlayerSpec::Kind::Builtin);
        QCOMPARE(s.player(computer).level, 5);
        QVERIFY(s.player(~computer).isHuman());
        QCOMPARE(computerBlack ? s.whiteName : s.blackName, QStringLiteral("Ana"));
        QVERIFY((computerBlack ? s.blackName : s.whiteName).isEmpty());
    }
}

void TestNewGamePlayers::fieldsThatDoNotApplyTakeNoRoom() {
    NewGameDialog dialog(GameSetup{});
    dialog.show();
    QCoreApplication::processEvents();
    const QSize plain = dialog.size();
    PlayerChooser* white = chooser(dialog, "secondPlayer");
    QVERIFY(field(white, "playerName")->isVisible());
    QVERIFY(!field(white, "playerLevel")->isVisible());
    kind(white)->setCurrentIndex(kind(white)->findData(QStringLiteral("builtin")));
    QVERIFY(!field(white, "playerName")->isVisible());
    QVERIFY(field(white, "playerLevel")->isVisible());
    kind(white)->setCurrentIndex(kind(white)->findData(QStringLiteral("human")));
    QCoreApplication::processEvents();
    QTRY_COMPARE(dialog.size(), plain);
    for (const QGroupBox* group : dialog.findChildren<QGroupBox*>())
        QCOMPARE(group->height(), group->sizeHint().height());
}

QTEST_MAIN(TestNewGamePlayers)
#include "tst_play_newgame.moc"
