// The shipped lessons: read without error, at least 15 stages and 100 levels, every text in every language,
// every level solved by its known solution through the goal judge, every other move either refused with the
// core's reason or judged; the progress kept; the window explaining a refusal and recording the stars.
#include "gui/LanguageManager.h"
#include "gui/LearnActions.h"
#include "learn/LessonBook.h"
#include "learn/LessonProgress.h"
#include "learn/LessonWindow.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"
#include "game/ShogiTerms.h"
#include "rules/MoveGenerator.h"
#include "rules/Usi.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace shogi;
using namespace shogi::lessons;

namespace {

const LessonBook& book() {
    static const LessonBook b = [] {
        QString error;
        auto read = LessonBook::readFile(
            QStringLiteral(SHOGIBAN_SOURCE_DIR "/resources/lessons/lessons.json"), &error);
        if (!read) qFatal("lessons.json: %s", qPrintable(error));
        return *read;
    }();
    return b;
}

QString where(int s, int l) {
    return QStringLiteral("stage %1 level %2").arg(s + 1).arg(l + 1);
}

// Every move a learner could try: each board piece of Black to every square, with and without promotion,
// and each hand piece to every square.
std::vector<Move> attempts(const Position& pos) {
    std::vector<Move> moves;
    const Variant& v = pos.variant();
    for (Square to = 0; to < SquareCount; ++to) {
        if (!v.board.test(to)) continue;
        for (Square from = 0; from < SquareCount; ++from) {
            const Piece p = pos.pieceOn(from);
            if (p == NoPiece || colorOf(p) != Color::Black || from == to) continue;
            moves.push_back(Move::normal(from, to, false));
            moves.push_back(Move::normal(from, to, true));
        }
        for (int pt = Pawn; pt <= Gold; ++pt)
            if (pos.hand(Color::Black).count(PieceType(pt)) > 0)
                moves.push_back(Move::drop(PieceType(pt), to));
    }
    return moves;
}

} // namespace

class TestLearnLessons : public QObject {
    Q_OBJECT
private slots:
    void theBookIsBigEnough() {
        QVERIFY2(book().stages().size() >= 15, qPrintable(QString::number(book().stages().size())));
        QVERIFY2(book().levelCount() >= 100, qPrintable(QString::number(book().levelCount())));
        QCOMPARE(LessonBook::builtIn().levelCount(), book().levelCount()); // the resource is the same file
        QSet<QString> ids;
        for (const LessonStage& s : book().stages())
            ids.insert(s.id);
        QCOMPARE(ids.size(), book().stages().size());
    }

    void everyTextInEveryLanguage() {
        const auto check = [](const LessonText& text, const QString& what) {
            for (const QString& lang : LessonBook::languages())
                QVERIFY2(!text.byLanguage.value(lang).trimmed().isEmpty(),
                         qPrintable(what + QStringLiteral(" has no ") + lang));
            QCOMPARE(text.byLanguage.size(), LessonBook::languages().size());
        };
        for (int s = 0; s < book().stages().size(); ++s) {
            const LessonStage& stage = book().stages()[s];
            check(stage.title, QStringLiteral("stage %1 title").arg(s + 1));
            check(stage.intro, QStringLiteral("stage %1 intro").arg(s + 1));
            for (int l = 0; l < stage.levels.size(); ++l) {
                check(stage.levels[l].text, where(s, l));
                if (!stage.levels[l].hint.isEmpty())
                    check(stage.levels[l].hint, where(s, l) + QStringLiteral(" hint"));
            }
        }
    }

    void everyLevelIsSolvedByItsSolution() {
        for (int s = 0; s < book().stages().size(); ++s) {
            const LessonStage& stage = book().stages()[s];
            for (int l = 0; l < stage.levels.size(); ++l) {
                const Level& level = stage.levels[l].level;
                LessonPlay play(level);
                for (std::size_t i = 0; i < level.solution.size(); ++i) {
                    const Step step = play.play(level.solution[i]);
                    const bool last = i + 1 == level.solution.size();
                    const QString at =
                        where(s, l) + QStringLiteral(" move %1 %2: verdict %3 reason %4")
                                          .arg(i + 1)
                                          .arg(QString::fromStdString(usi::format(level.solution[i])))
                                          .arg(int(step.verdict))
                                          .arg(describe(step.reason));
                    QVERIFY2(step.verdict == (last ? Verdict::Solved : Verdict::Going), qPrintable(at));
                    if (last) QCOMPARE(step.stars, 3);
                }
            }
        }
    }

    // A still opponent never moves, so its king could be left in check: such levels have none, or end at
    // Black's first move.
    void stillOpponentsHaveNoKingToLeaveInCheck() {
        for (int s = 0; s < book().stages().size(); ++s)
            for (int l = 0; l < book().stages()[s].levels.size(); ++l) {
                const Level& level = book().stages()[s].levels[l].level;
                if (level.opponent == Opponent::None && level.par() > 1 && !decidedInOneMove(level.goal.kind))
                    QVERIFY2(level.start.kingSquare(Color::White) == NoSquare, qPrintable(where(s, l)));
            }
    }

    void everyRefusalIsExplained() {
        int refused = 0, missed = 0;
        for (int s = 0; s < book().stages().size(); ++s)
            for (int l = 0; l < book().stages()[s].levels.size(); ++l) {
                const Level& level = book().stages()[s].levels[l].level;
                for (Move m : attempts(level.start)) {
                    LessonPlay play(level);
                    const bool legal = movegen::isLegal(level.start, m);
                    const Step step = play.play(m);
                    if (!legal) {
                        ++refused;
                        QVERIFY2(step.verdict == Verdict::Refused && step.reason != IllegalReason::None &&
                                     !ShogiTerms::illegalReason(step.reason).isEmpty(),
                                 qPrintable(where(s, l) + QString::fromStdString(" " + usi::format(m))));
                        QCOMPARE(play.movesUsed(), 0);
                        QVERIFY(play.position().sameState(level.start));
                    } else if (step.verdict == Verdict::Missed || step.verdict == Verdict::Failed) {
                        ++missed;
                        QVERIFY2(step.miss != Miss::None, qPrintable(where(s, l)));
                    }
                }
            }
        qInfo("%d tries refused with a reason, %d legal tries missed with a reason", refused, missed);
        QVERIFY(refused > 1000);
        QVERIFY(missed > 50);
    }

    void progressIsKeptAndNeverLost() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("progress.ini"));
        {
            QSettings store(file, QSettings::IniFormat);
            LessonProgress progress(store);
            QCOMPARE(progress.stars(QStringLiteral("rook"), 2), 0);
            progress.record(QStringLiteral("rook"), 2, 2);
            progress.record(QStringLiteral("rook"), 2, 1); // a worse replay keeps the best
            progress.record(QStringLiteral("rook"), 0, 3);
            progress.setLast(QStringLiteral("rook"), 2);
            QCOMPARE(progress.pieceStyle(int(PieceStyle::Beginner)), int(PieceStyle::Beginner));
            progress.setPieceStyle(int(PieceStyle::Western));
        }
        QSettings store(file, QSettings::IniFormat);
        LessonProgress progress(store);
        QCOMPARE(progress.stars(QStringLiteral("rook"), 2), 2);
        QCOMPARE(progress.starsInStage(QStringLiteral("rook"), 3), 5);
        QCOMPARE(progress.lastStage(), QStringLiteral("rook"));
        QCOMPARE(progress.lastLevel(), 2);
        QCOMPARE(progress.pieceStyle(int(PieceStyle::Beginner)), int(PieceStyle::Western));
        LessonWindow window(book(), progress, &ShogiTerms::illegalReason);
        QCOMPARE(window.pieceStyle(), PieceStyle::Western); // the learner's choice, kept
        QCOMPARE(book().stages()[window.currentStage()].id, QStringLiteral("rook")); // where the learner was
        QCOMPARE(window.currentLevel(), 2);
        progress.forgetStage(QStringLiteral("rook"));
        QCOMPARE(progress.starsInStage(QStringLiteral("rook"), 3), 0);
        QVERIFY(!progress.offered());
        progress.setOffered();
        QVERIFY(progress.offered());
    }

    void theWindowExplainsARefusalAndKeepsTheStars() {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("p.ini")), QSettings::IniFormat);
        LessonProgress progress(store);
        LessonWindow window(book(), progress, &ShogiTerms::illegalReason);
        window.setAnimated(false);
        window.show();
        // The first level whose start refuses some move; then its solution.
        for (int s = 0; s < book().stages().size(); ++s) {
            const Level& level = book().stages()[s].levels[0].level;
            window.openLevel(s, 0);
            QCOMPARE(window.levelText(), book().stages()[s].levels[0].text.in(QStringLiteral("en")));
            for (Move m : attempts(level.start)) {
                const IllegalReason why = explainMove(level.start, m);
                if (why == IllegalReason::None) continue;
                window.playMove(m);
                QVERIFY2(window.feedback().contains(ShogiTerms::illegalReason(why)),
                         qPrintable(window.feedback()));
                break;
            }
            for (Move m : level.solution)
                window.playMove(m);
            QCOMPARE(progress.stars(book().stages()[s].id, 0), 3);
        }
        window.setLanguage(QStringLiteral("ja"));
        QCOMPARE(window.levelText(), book().stages().last().levels[0].text.in(QStringLiteral("ja")));
    }

    // Help → Learn Shogi opens the lessons in the window's language; the first-start offer comes once.
    void theMainWindowOpensTheLessons() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setLanguage(QStringLiteral("it"));
        LanguageManager languages;
        languages.apply(QStringLiteral("it"));
        MainWindow window(settings, languages);
        window.show();
        auto* help = window.findChild<QAction*>(QStringLiteral("actionLearnShogi"));
        QVERIFY(help);
        help->trigger();
        auto* lessons = window.findChild<LessonWindow*>();
        QVERIFY(lessons);
        QVERIFY(lessons->isVisible());
        QCOMPARE(lessons->levelText(), book().stages()[0].levels[0].text.in(QStringLiteral("it")));
        lessons->close();

        window.learn().offerAtFirstStart();
        QMessageBox* offer = nullptr;
        QTRY_VERIFY((offer = window.findChild<QMessageBox*>()) != nullptr && offer->isVisible());
        for (QAbstractButton* b : offer->buttons())
            if (offer->buttonRole(b) == QMessageBox::AcceptRole) b->click(); // "Start the Lessons"
        QTRY_VERIFY(lessons->isVisible());
        QTRY_VERIFY(window.findChild<QMessageBox*>() == nullptr); // deleted on close
        window.learn().offerAtFirstStart();                       // once only
        QVERIFY(window.findChild<QMessageBox*>() == nullptr);
    }
};

QTEST_MAIN(TestLearnLessons)
#include "tst_learn_lessons.moc"
