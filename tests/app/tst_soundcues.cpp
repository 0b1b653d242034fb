// Which sound goes with what: a move clicks, a capture and a check have their own (the check wins), the end
// of a game has its own, stepping forward through a record clicks but jumps and steps back are silent, the
// running clock ticks each of its last seconds, and a disabled cue plays nothing. The player is a list.
#include "game/GameController.h"
#include "game/HumanPlayer.h"
#include "gui/SoundBoard.h"
#include "gui/SoundCues.h"
#include "rules/Usi.h"

#include <QFile>
#include <QTest>
#include <QtEndian>

using namespace shogi;

namespace {

Move usiMove(const char* text) {
    auto m = usi::parseMove(text, Variant::get(VariantKind::Standard));
    if (!m) qFatal("bad test move %s", text);
    return *m;
}

struct Fixture {
    GameController controller;
    QList<Sound> played;
    SoundCues cues{controller, [this](Sound s) { played << s; }};

    void start(const char* sfen = nullptr, TimeControl time = TimeControl::none()) {
        GameSetup setup;
        if (sfen) setup.startSfen = QLatin1String(sfen);
        setup.timeControl = time;
        QVERIFY(controller.newGame(setup, new HumanPlayer, new HumanPlayer));
        played.clear();
    }
    void play(const char* move) {
        qobject_cast<HumanPlayer*>(controller.playerToMove())->proposeMove(usiMove(move));
    }
};

} // namespace

class TestSoundCues : public QObject {
    Q_OBJECT
private slots:
    void moveAndCapture();
    void checkWinsOverCapture();
    void mateEndsWithTheEndSound();
    void reviewStepsForwardOnly();
    void lastSecondsTick();
    void noTicksWithTimeToSpare();
    void disabledIsSilent();
    void refusedMoveIsSilent();
    void everySoundIsAWaveResource();
};

void TestSoundCues::moveAndCapture() {
    Fixture f;
    f.start();
    f.play("7g7f");
    f.play("3c3d");
    f.play("8h2b+"); // takes the bishop
    QCOMPARE(f.played, (QList<Sound>{Sound::Move, Sound::Move, Sound::Capture}));
}

void TestSoundCues::checkWinsOverCapture() {
    Fixture f;
    f.start("4k4/4p4/9/4R4/9/9/9/9/4K4 b - 1");
    f.play("5d5b"); // takes the pawn, with check
    QCOMPARE(f.played, QList<Sound>{Sound::Check});
    f.start("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    f.play("G*5b"); // a drop that checks (the king takes it: no mate)
    QCOMPARE(f.played, QList<Sound>{Sound::Check});
}

void TestSoundCues::mateEndsWithTheEndSound() {
    Fixture f;
    f.start("3k5/9/4P4/9/9/9/9/9/4K4 w G 1");
    f.play("6a5a");
    f.play("G*5b");
    QVERIFY(f.controller.isOver());
    QCOMPARE(f.played, (QList<Sound>{Sound::Move, Sound::Check, Sound::GameEnd}));
}

void TestSoundCues::reviewStepsForwardOnly() {
    Fixture f;
    GameRecord record;
    RecordNode* node = &record.root();
    for (const char* m : {"7g7f", "3c3d", "8h2b+", "3a2b"})
        node = record.addMove(node, usiMove(m));
    f.controller.openRecord(std::move(record));
    f.played.clear();
    const RecordNode* first = f.controller.record().root().mainChild();
    f.controller.goTo(first);
    QCOMPARE(f.played, QList<Sound>{Sound::Move});
    f.controller.goTo(f.controller.record().mainLineEnd()); // a jump of three moves
    f.controller.goTo(first);                               // and back
    QCOMPARE(f.played, QList<Sound>{Sound::Move});
    f.controller.goTo(first->mainChild());
    f.controller.goTo(first->mainChild()->mainChild());
    QCOMPARE(f.played, (QList<Sound>{Sound::Move, Sound::Move, Sound::Capture}));
}

// A byoyomi of 1.5 s and no main time: the clock shows 2, then 1, a tick for each, then the flag falls.
void TestSoundCues::lastSecondsTick() {
    Fixture f;
    f.start(nullptr, TimeControl::byoyomi(0, 1500));
    QTRY_VERIFY_WITH_TIMEOUT(f.controller.isOver(), 5000);
    QCOMPARE(f.played, (QList<Sound>{Sound::Tick, Sound::Tick, Sound::GameEnd}));
}

void TestSoundCues::noTicksWithTimeToSpare() {
    Fixture f;
    f.start(nullptr, TimeControl::byoyomi(60000, 30000));
    QTest::qWait(400);
    f.play("7g7f");
    QTest::qWait(400);
    QCOMPARE(f.played, QList<Sound>{Sound::Move});
}

void TestSoundCues::disabledIsSilent() {
    Fixture f;
    f.cues.setEnabled(false);
    f.start("3k5/9/4P4/9/9/9/9/9/4K4 w G 1");
    f.play("6a5a");
    f.play("G*5b");
    QVERIFY(f.controller.isOver());
    QCOMPARE(f.played, QList<Sound>{});
}

void TestSoundCues::refusedMoveIsSilent() {
    Fixture f;
    f.start();
    f.play("7g7e"); // a pawn cannot go two squares
    QCOMPARE(f.played, QList<Sound>{});
}

// What QSoundEffect plays: uncompressed 16-bit PCM WAV, compiled in (it is not loaded here: tests are
// silent).
void TestSoundCues::everySoundIsAWaveResource() {
    for (Sound s : {Sound::Move, Sound::Capture, Sound::Check, Sound::Tick, Sound::GameEnd}) {
        QFile file(SoundBoard::resource(s));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray head = file.read(44);
        QCOMPARE(head.left(4), QByteArray("RIFF"));
        QCOMPARE(head.mid(8, 4), QByteArray("WAVE"));
        QCOMPARE(qFromLittleEndian<quint16>(head.constData() + 20), quint16(1));  // PCM
        QCOMPARE(qFromLittleEndian<quint16>(head.constData() + 34), quint16(16)); // bits per sample
        QVERIFY(file.size() > 44 + 1000);
    }
}

QTEST_MAIN(TestSoundCues)
#include "tst_soundcues.moc"
