// The trainer: a session accepts the stored line at once and a longer mate through the solver (ending in
// mate, with the note that a shorter one exists), refuses a check the defender escapes and shows the escape;
// the judging thread survives being restarted and destroyed at random moments; the progress file keeps the
// rating, counts and streak; the window plays a problem on the real board; and next-move problems come from
// a real game analysed by the built-in engine (../shared/testdata, 109_mog_002.kif from
// mogproject/mog-core-scala, analysed at 150 ms a move with `shogiban-cli analyse --engine builtin`). With
// SHOGIBAN_SHOTS set, the window's screenshots go there (en and ja, kanji and beginner pieces).
#include "board/BoardView.h"
#include "gui/JapaneseFont.h"
#include "learn/PuzzleLibrary.h"
#include "learn/PuzzleProgress.h"
#include "learn/PuzzleSession.h"
#include "learn/PuzzleWindow.h"
#include "learn/PuzzlesFromGame.h"
#include "formats/RecordFormat.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include <random>

using namespace shogi;
using namespace shogi::puzzles;
using Outcome = PuzzleSession::Outcome;

Q_DECLARE_METATYPE(PuzzleSession::Outcome)
Q_DECLARE_METATYPE(shogi::Move)

namespace {

const char* const Mate3Line = "6bBl/9/3p2nk1/p1P2Sp2/1P1P3P1/P4SK1P/2+p1P1P2/4G1+rs1/L7L b S2NL2Pr3gn4p 1\t"
                              "S*2d 2c1d 1f1e\tmate3 game:test#1";

Puzzle mate3() {
    return *parseLine(Mate3Line);
}

Move usiMove(const Position& pos, const char* text) {
    return *usi::parseMove(text, pos.variant());
}

// Plays `move` and waits for the verdict.
Outcome play(PuzzleSession& s, Move move, Move* reply = nullptr) {
    QSignalSpy spy(&s, &PuzzleSession::judged);
    s.play(move);
    if (spy.isEmpty() && !spy.wait(60000)) qFatal("no verdict");
    if (reply) *reply = spy.last().at(2).value<Move>();
    return spy.last().at(0).value<Outcome>();
}

} // namespace

class TestLearnPuzzles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        qRegisterMetaType<Outcome>();
        qRegisterMetaType<Move>();
    }

    void storedLineIsTakenAtOnce() {
        PuzzleSession s;
        s.start(mate3());
        Move reply;
        QCOMPARE(play(s, usiMove(s.position(), "S*2d"), &reply), Outcome::Accepted);
        QCOMPARE(usi::format(reply), std::string("2c1d"));
        QCOMPARE(play(s, usiMove(s.position(), "1f1e")), Outcome::Solved);
        QCOMPARE(int(s.state()), int(PuzzleSession::State::Solved));
        QCOMPARE(s.pliesUsed(), 3);
    }

    void longerMateIsAcceptedToTheEnd() {
        PuzzleSession s;
        s.start(mate3());
        QCOMPARE(play(s, usiMove(s.position(), "L*2d")), Outcome::Accepted);
        // The user goes on with the solver's moves until mate.
        for (int i = 0; i < 10 && s.state() == PuzzleSession::State::AwaitingMove; ++i) {
            const Move next = s.hint();
            QVERIFY(next != Move::none());
            const Outcome o = play(s, next);
            QVERIFY(o == Outcome::Accepted || o == Outcome::Solved);
        }
        QCOMPARE(int(s.state()), int(PuzzleSession::State::Solved));
        QVERIFY(!movegen::hasLegalMove(s.position()) && s.position().inCheck());
        QVERIFY(s.pliesUsed() > 3); // the window says a shorter mate exists
    }

    void nonMatingCheckIsRefused() {
        PuzzleSession s;
        s.start(mate3());
        Move reply;
        QCOMPARE(play(s, usiMove(s.position(), "N*3e"), &reply), Outcome::Wrong);
        QCOMPARE(usi::format(reply), std::string("3d3e"));
        QCOMPARE(int(s.state()), int(PuzzleSession::State::Failed));
        QSignalSpy spy(&s, &PuzzleSession::judged);
        s.play(usiMove(s.position(), "1i1h")); // nothing is taken once failed
        QCOMPARE(spy.count(), 0);
        s.retry();
        QVERIFY(!s.firstAttempt());
        QCOMPARE(play(s, usiMove(s.position(), "1i1h")), Outcome::NotCheck);
    }

    // Judging runs on a thread: restart and destroy the session at random moments, none included.
    void judgingSurvivesRandomInterruptions() {
        std::mt19937 rng(16);
        for (int i = 0; i < 30; ++i) {
            auto s = std::make_unique<PuzzleSession>();
            s->start(mate3());
            s->play(usiMove(s->position(), i % 2 ? "L*2d" : "N*3e"));
            const int wait = int(rng() % 40);
            if (wait) QTest::qWait(wait);
            if (rng() % 2) s->retry();
            s.reset();
        }
        QVERIFY(true);
    }

    void progressIsKept() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("progress.json"));
        {
            PuzzleProgress p(path);
            QCOMPARE(p.rating().rating, 1500.0);
            p.record(mate3(), true);
            p.record(mate3(), true);
            QVERIFY(p.rating().rating > 1500);
            p.record(mate3(), false);
            QVERIFY(p.save());
        }
        PuzzleProgress p(path);
        QCOMPARE(p.solved(), 2);
        QCOMPARE(p.failed(), 1);
        QCOMPARE(p.streak(), 0);
        QCOMPARE(p.bestStreak(), 2);
        QVERIFY(p.done().count(mate3().id()));
        QVERIFY(p.rating().deviation < 350);
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{ not json");
        bad.close();
        QCOMPARE(PuzzleProgress(bad.fileName()).solved(), 0); // read as a fresh start, no crash
    }

    void libraryHoldsTheShippedCollections() {
        QTemporaryDir dir;
        PuzzleLibrary library(dir.path());
        QVERIFY(library.puzzles().size() >= 100);
        QVERIFY(library.collections().contains(QStringLiteral("zukou")));
        QVERIFY(library.problems().isEmpty());
        QCOMPARE(library.addToUserCollection(QStringLiteral("my-games"), {mate3()}), 1);
        QCOMPARE(library.addToUserCollection(QStringLiteral("my-games"), {mate3()}), 0); // kept once
        QVERIFY(library.collections().contains(QStringLiteral("my-games")));
    }

    void puzzlesFromARealAnalysedGame() {
        QFile file(QStringLiteral(SHOGIBAN_SOURCE_DIR "/tests/puzzles/data/mog-002-analysed.kif"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto read = readRecord(file.readAll());
        QVERIFY(read);
        const GameRecord& record = read->record;
        // Moves that gave away 12 win-rate points or more: in this game the engine's own search (since the
        // threat and safe-check terms of the evaluation) finds no single clearly best answer to the 20-point
        // mistakes the recorded analysis marks, but does to smaller ones; since the castle tables went to
        // zero (session 25), best ahead of second by 5 points rather than 10 (2 of 23 candidates).
        const auto plies = PuzzlesFromGame::candidates(record, 12);
        QVERIFY(!plies.empty());
        for (const auto& c : plies)
            QVERIFY(c.lost >= 12);
        NextMoveOptions options;
        options.minLoss = 12;
        options.minGap = 5;
        options.nodes =
            150000; // the app's default: fewer and the search may not see the gap between the two best
        const std::atomic<bool> cancel{false};
        const auto found = PuzzlesFromGame::make(record, plies, options, "game:mog", cancel);
        QVERIFY(!found.empty());
        const auto line = record.mainLine();
        for (const Puzzle& p : found) {
            QVERIFY(p.isNextMove());
            QCOMPARE(p.solution.size(), size_t(1));
            QVERIFY(solutionMoves(p)); // legal where it stands
            // The answer is not the move played in the game.
            const int ply = std::stoi(p.tags.back().substr(p.tags.back().find('#') + 1)) - 1;
            QVERIFY(usi::format(line[ply]->move) != p.solution.front());
        }
        qInfo("%zu candidates, %zu puzzles", plies.size(), found.size());
    }

    void windowPlaysAProblem() {
        QTemporaryDir dir;
        PuzzleLibrary library(dir.filePath(QStringLiteral("puzzles")));
        PuzzleProgress progress(dir.filePath(QStringLiteral("progress.json")));
        PuzzleWindow window(library, progress, {});
        window.open(mate3());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        shot(window, QStringLiteral("start"));
        QCOMPARE(play(window.session(), usiMove(window.session().position(), "N*3e")), Outcome::Wrong);
        QVERIFY(window.statusText().contains(QStringLiteral("escapes")));
        QCOMPARE(progress.failed(), 1);
        shot(window, QStringLiteral("wrong"));
        window.open(mate3());
        QCOMPARE(play(window.session(), usiMove(window.session().position(), "L*2d")), Outcome::Accepted);
        QTest::qWait(400);
        shot(window, QStringLiteral("longer"));
        while (window.session().state() == PuzzleSession::State::AwaitingMove)
            play(window.session(), window.session().hint());
        QVERIFY(window.statusText().contains(QStringLiteral("shorter")));
        QCOMPARE(progress.solved(), 1);
        shot(window, QStringLiteral("solved"));
    }

    void screenshots() {
        const QString shots = qEnvironmentVariable("SHOGIBAN_SHOTS");
        if (shots.isEmpty()) QSKIP("SHOGIBAN_SHOTS not set");
        JapaneseFont::ensureAvailable(); // as the application does
        QTemporaryDir dir;
        PuzzleLibrary library(dir.filePath(QStringLiteral("puzzles")));
        PuzzleProgress progress(dir.filePath(QStringLiteral("progress.json")));
        for (const QString& lang :
             {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("es"), QStringLiteral("it")}) {
            QTranslator tr;
            if (lang != QLatin1String("en")) {
                QVERIFY(tr.load(QStringLiteral(":/i18n/shogiban_%1.qm").arg(lang)));
                QCoreApplication::installTranslator(&tr);
            }
            for (const PieceStyle style : {PieceStyle::Kanji, PieceStyle::Beginner}) {
                PuzzleWindow window(library, progress,
                                    [style, lang](BoardView& b) { b.setPieceStyle(style, lang); });
                window.open(mate3());
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                window.findChild<QPushButton*>()->click(); // the hint
                const QString kind =
                    style == PieceStyle::Kanji ? QStringLiteral("kanji") : QStringLiteral("beginner");
                window.grab().save(QStringLiteral("%1/puzzles-%2-%3-hint.png").arg(shots, lang, kind));
                play(window.session(), usiMove(window.session().position(), "N*3e"));
                window.grab().save(QStringLiteral("%1/puzzles-%2-%3-wrong.png").arg(shots, lang, kind));
            }
            QCoreApplication::removeTranslator(&tr);
        }
    }

private:
    void shot(QWidget& w, const QString& name) {
        const QString shots = qEnvironmentVariable("SHOGIBAN_SHOTS");
        if (!shots.isEmpty()) w.grab().save(QStringLiteral("%1/puzzles-%2.png").arg(shots, name));
    }
};

QTEST_MAIN(TestLearnPuzzles)
#include "tst_learn_puzzles.moc"
