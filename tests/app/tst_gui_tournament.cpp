// Game > Engine Tournament… end to end on the offscreen platform: the dialog's settings from the engine
// list (the strict USI engine, the built-in engine at a level, a fake engine that crashes at its first
// move), the window running them on core/match - live board, table, every game saved - the crashing engine
// losing every game while the tournament goes on, and a stopped tournament resumed from its folder after a
// "restart" (a new run built from tournament.json alone).
#include "../usi/FakeEngine.h"
#include "StrictEngine.h"
#include "gui/JapaneseFont.h"
#include "gui/LanguageManager.h"
#include "gui/TimeControlBox.h"
#include "gui/TournamentDialog.h"
#include "gui/TournamentRun.h"
#include "gui/TournamentWindow.h"
#include "play/EngineCatalog.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace shogi;

namespace {

constexpr int WaitMs = 120000;

} // namespace

class TestGuiTournament : public QObject {
    Q_OBJECT
private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        m_store =
            std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("engines.ini")), QSettings::IniFormat);
        m_catalog = std::make_unique<EngineCatalog>(m_store.get());
        QTRY_VERIFY_WITH_TIMEOUT(!m_catalog->isBusy(), WaitMs);
        m_strict = add(strict::program(), {});
        // It crashes whenever it is to move, whatever the opening's length.
        QStringList crashing{QStringLiteral("--name"), QStringLiteral("crasher")};
        for (int ply = 0; ply < 40; ++ply)
            crashing << QStringLiteral("crash");
        m_crasher = add(QString::fromStdString(fake::script()), crashing);
    }
    void cleanup() {
        m_catalog.reset();
        m_store.reset();
        m_dir.reset();
    }

    void playsAndKeepsEveryGame() {
        strict::Watch watch;
        const QString folder = m_dir->filePath(QStringLiteral("t1"));
        TournamentDialog dialog(*m_catalog, folder);
        dialog.setParticipants({{m_strict, 0}, {EngineEntry::builtinId(), 1}, {m_crasher, 0}});
        dialog.setGamesPerPairing(2);
        dialog.setTimeControl(TimeControl::byoyomi(0, 100));
        dialog.setMaxPlies(16);
        dialog.setConcurrency(2);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(int(dialog.state().settings.engines.size()), 3);
        QVERIFY(dialog.state().settings.engines[1].name.find("1") != std::string::npos); // "… (level 1)"

        auto* window = new TournamentWindow(new TournamentRun(dialog.state(), dialog.folder()));
        window->setAttribute(Qt::WA_DeleteOnClose, false);
        QSignalSpy finished(&window->run(), &TournamentRun::finished);
        // The board follows a game being played: its label names the game and the move.
        const auto showsAGame = [window] {
            for (const QLabel* label : window->findChildren<QLabel*>())
                if (label->text().startsWith(QStringLiteral("Game ")) &&
                    label->text().contains(QStringLiteral(", move ")))
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(showsAGame() || finished.count() > 0, WaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, WaitMs);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(finished.at(0).at(1).toString(), QString());
        window->refresh();

        const auto snapshot = window->run().snapshot();
        QCOMPARE(snapshot.played, 6);
        QCOMPARE(snapshot.finishedLines.size(), 6);
        QCOMPARE(snapshot.errors, QStringList());
        const match::EngineStanding& crasher = snapshot.standings.engines[2];
        QCOMPARE(crasher.losses, 4);
        QCOMPARE(crasher.faults.crashes, 4);
        auto* engines = window->findChildren<QTableWidget*>().at(0);
        QCOMPARE(engines->rowCount(), 3);
        QVERIFY(engines->item(2, 1)->text().startsWith(QStringLiteral("crasher")));
        QCOMPARE(engines->item(2, 5)->text(), QStringLiteral("4"));
        for (int n = 1; n <= 6; ++n)
            QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("game-00%1.kif").arg(n))) ||
                    QFile::exists(QDir(folder).filePath(QStringLiteral("game-00%1.kifu").arg(n))));
        const auto state = match::loadTournamentState(folder);
        QVERIFY(state.ok());
        QCOMPARE(int(state->done.size()), 6);
        QCOMPARE(watch.violations(), QStringList());
        delete window;
    }

    void resumesAfterARestart() {
        const QString folder = m_dir->filePath(QStringLiteral("t2"));
        TournamentDialog dialog(*m_catalog, folder);
        dialog.setParticipants({{EngineEntry::builtinId(), 1}, {m_strict, 0}});
        dialog.setGamesPerPairing(4);
        dialog.setTimeControl(TimeControl::byoyomi(0, 100));
        dialog.setMaxPlies(12);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        {
            TournamentWindow window(new TournamentRun(dialog.state(), dialog.folder()));
            window.setAttribute(Qt::WA_DeleteOnClose, false);
            QSignalSpy finished(&window.run(), &TournamentRun::finished);
            QTRY_VERIFY_WITH_TIMEOUT(window.run().snapshot().played >= 1, WaitMs);
            window.run().stop();
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, WaitMs);
            QCOMPARE(finished.at(0).at(0).toBool(), true); // stopped with games left
        }
        auto state = match::loadTournamentState(folder);
        QVERIFY(state.ok());
        const int before = int(state->done.size());
        QVERIFY(before >= 1 && before < 4);
        TournamentWindow window(new TournamentRun(std::move(*state), folder));
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        QSignalSpy finished(&window.run(), &TournamentRun::finished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, WaitMs);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(window.run().snapshot().played, 4);
        QCOMPARE(window.run().snapshot().standings.games, 4);
        QCOMPARE(int(match::loadTournamentState(folder)->done.size()), 4);
    }

    // Closing the window stops the run: the window goes, then is deleted once its engines have ended;
    // the folder keeps what was played for a resume.
    void closingStops() {
        const QString folder = m_dir->filePath(QStringLiteral("t4"));
        TournamentDialog dialog(*m_catalog, folder);
        dialog.setParticipants({{EngineEntry::builtinId(), 1}, {m_strict, 0}});
        dialog.setGamesPerPairing(20);
        dialog.setTimeControl(TimeControl::byoyomi(0, 1000));
        dialog.accept();
        QPointer<TournamentWindow> window =
            new TournamentWindow(new TournamentRun(dialog.state(), dialog.folder()));
        window->show();
        QTRY_VERIFY_WITH_TIMEOUT(window->run().snapshot().live.size() == 1, WaitMs);
        window->close();
        QVERIFY(window && !window->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(window.isNull(), WaitMs);
        const auto state = match::loadTournamentState(folder);
        QVERIFY(state.ok());
        QVERIFY(int(state->done.size()) < 20);
    }

    void refusesAnUnfitSetting() {
        TournamentDialog dialog(*m_catalog, m_dir->filePath(QStringLiteral("t3")));
        dialog.setParticipants({{EngineEntry::builtinId(), 1}, {m_strict, 0}});
        dialog.setTimeControl(TimeControl::none());
        QTimer::singleShot(0, [] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w)) box->accept();
        });
        dialog.accept();
        QVERIFY(dialog.result() != int(QDialog::Accepted));
    }

    // Engines play at tenths of a second: the byoyomi steps by a tenth, typed or with the arrows, and a
    // Fischer clock takes 10 s + 0.1 s; what the dialog shows is what the tournament plays.
    void takesTenthsOfASecond() {
        TournamentDialog dialog(*m_catalog, m_dir->filePath(QStringLiteral("t5")));
        dialog.setParticipants({{EngineEntry::builtinId(), 1}, {m_strict, 0}});
        dialog.setTimeControl(TimeControl::byoyomi(0, 300));
        auto* time = dialog.findChild<TimeControlBox*>();
        auto* byoyomi = time->findChild<QDoubleSpinBox*>(QStringLiteral("byoyomi"));
        QVERIFY(time && byoyomi);
        QCOMPARE(time->timeControl(), TimeControl::byoyomi(0, 300));
        byoyomi->stepUp();
        QCOMPARE(time->timeControl(), TimeControl::byoyomi(0, 400));
        byoyomi->setFocus();
        byoyomi->selectAll();
        QTest::keyClicks(byoyomi, QLocale().toString(0.7, 'f', 1));
        QCOMPARE(time->timeControl(), TimeControl::byoyomi(0, 700));
        byoyomi->setValue(0.1);
        byoyomi->stepDown(); // a tenth is the least
        QCOMPARE(time->timeControl(), TimeControl::byoyomi(0, 100));
        dialog.setTimeControl(TimeControl::fischer(10000, 100));
        QCOMPARE(time->findChild<QDoubleSpinBox*>(QStringLiteral("mainTime"))->value(), 10.0);
        QCOMPARE(time->findChild<QDoubleSpinBox*>(QStringLiteral("increment"))->value(), 0.1);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.state().settings.timeControl, TimeControl::fischer(10000, 100));
    }

    // SHOGIBAN_SHOTS_DIR=DIR: the dialog and the window in the middle of a run, in Japanese and Spanish.
    void screenshots() {
        const QString shots = qEnvironmentVariable("SHOGIBAN_SHOTS_DIR");
        if (shots.isEmpty()) QSKIP("SHOGIBAN_SHOTS_DIR is not set");
        QDir().mkpath(shots);
        JapaneseFont::ensureAvailable(); // as the application does at start
        for (const QString& language : {QStringLiteral("ja"), QStringLiteral("es")}) {
            LanguageManager languages;
            QVERIFY(languages.apply(language));
            const QString folder = m_dir->filePath(QStringLiteral("shots-") + language);
            TournamentDialog dialog(*m_catalog, folder);
            dialog.setParticipants(
                {{EngineEntry::builtinId(), 1}, {EngineEntry::builtinId(), 3}, {m_strict, 0}});
            dialog.setGamesPerPairing(4);
            dialog.setTimeControl(TimeControl::byoyomi(0, 200));
            dialog.setConcurrency(2);
            dialog.show();
            QVERIFY(dialog.grab().save(QDir(shots).filePath(QStringLiteral("dialog-%1.png").arg(language))));
            dialog.accept();
            TournamentWindow window(new TournamentRun(dialog.state(), dialog.folder()));
            window.setAttribute(Qt::WA_DeleteOnClose, false);
            window.show();
            QTRY_VERIFY_WITH_TIMEOUT(window.run().snapshot().played >= 3, WaitMs);
            QTest::qWait(1500);
            window.refresh();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("window-%1.png").arg(language))));
            window.run().stop();
        }
    }

private:
    QString add(const QString& program, const QStringList& arguments) {
        QSignalSpy added(m_catalog.get(), &EngineCatalog::added);
        m_catalog->add(program, arguments);
        if (!added.wait(WaitMs)) return {};
        return added.at(0).at(0).toString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_store;
    std::unique_ptr<EngineCatalog> m_catalog;
    QString m_strict, m_crasher;
};

QTEST_MAIN(TestGuiTournament)
#include "tst_gui_tournament.moc"
