// Windows and dialogs on a small screen (a 1600×1000 monitor at a 2× scale: 800×500): the main window at
// its first start leaves room for a title bar, so its status bar is above the edge; the New Game and
// Preferences dialogs keep their buttons on the screen (their fields scroll); the lessons' board gets most of
// the window; the analysis asked for in a window too narrow to open it beside the moves comes to the front of
// its tabs; the move shown stays in sight when the list is shortened.
#include "board/BoardView.h"
#include "game/GameSetup.h"
#include "game/ShogiTerms.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/NewGameDialog.h"
#include "gui/PreferencesDialog.h"
#include "gui/Settings.h"
#include "learn/LessonBook.h"
#include "learn/LessonProgress.h"
#include "learn/LessonWindow.h"
#include "play/ScreenFit.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

class TestScreenFit : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QFile::remove(m_dir.filePath(QStringLiteral("s.ini")));
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("s.ini")));
    }

    void theScreenIsSmall() {
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        QVERIFY2(
            screen.height() <= 600,
            qPrintable(
                QStringLiteral("the checks below are for a short screen, not %1 high").arg(screen.height())));
    }

    // A title bar the window does not know of yet is allowed for: the whole frame fits.
    void mainWindowFirstStartLeavesRoomForItsTitleBar() {
        LanguageManager languages;
        MainWindow window(*m_settings, languages);
        const QSize room = ScreenFit::room(window);
        QVERIFY2(window.height() <= room.height() && window.width() <= room.width(),
                 qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                .arg(window.width())
                                .arg(window.height())
                                .arg(room.width())
                                .arg(room.height())));
        QVERIFY(room.height() < QGuiApplication::primaryScreen()->availableGeometry().height());
    }

    // The tallest New Game dialog (a clock with main time and byoyomi): Start Game is on the screen.
    void newGameButtonsStayOnTheScreen() {
        GameSetup setup = NewGameDialog::firstSetup();
        setup.timeControl = shogi::TimeControl::byoyomi(600'000, 30'000);
        NewGameDialog dialog(setup);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        verifyButtonsOnScreen(dialog, *dialog.findChild<QDialogButtonBox*>());
    }

    void preferencesButtonsStayOnTheScreen() {
        PreferencesDialog dialog(*m_settings);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        verifyButtonsOnScreen(dialog, *dialog.findChild<QDialogButtonBox*>());
    }

    // The stages share the words' column: the board has most of the window's width.
    void lessonBoardHasTheRoom() {
        QSettings store(m_dir.filePath(QStringLiteral("p.ini")), QSettings::IniFormat);
        LessonProgress progress(store);
        LessonWindow window(LessonBook::builtIn(), progress, &ShogiTerms::illegalReason);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(
            window.board().width() * 100 >= window.width() * 50,
            qPrintable(QStringLiteral("board %1 of %2").arg(window.board().width()).arg(window.width())));
        QVERIFY2(
            window.height() <= ScreenFit::room(window).height(),
            qPrintable(
                QStringLiteral("%1 high in %2").arg(window.height()).arg(ScreenFit::room(window).height())));
    }

    // Turned on in a window narrower than the review layout: the analysis is the tab in front.
    void analysisAskedForComesToTheFront() {
        LanguageManager languages;
        MainWindow window(*m_settings, languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.width() < 1280); // too narrow to open it beside the moves
        auto* analysis = window.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
        auto* comment = window.findChild<QDockWidget*>(QStringLiteral("commentDock"));
        analysis->toggleViewAction()->trigger();
        QTRY_VERIFY(window.tabifiedDockWidgets(analysis).contains(comment));
        QTRY_VERIFY(analysis->isVisible() && !analysis->visibleRegion().isEmpty());
        QVERIFY(comment->visibleRegion().isEmpty());
    }

    // A long record at its last move: opening the analysis under the list keeps that move in sight.
    void theMoveShownStaysInSight() {
        LanguageManager languages;
        MainWindow window(*m_settings, languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        shogi::GameRecord record(
            *shogi::sfen::parse(shogi::Variant::get(shogi::VariantKind::Standard).startSfen));
        shogi::Position pos = record.startPosition();
        shogi::RecordNode* at = &record.root();
        for (int i = 0; i < 40; ++i) {
            shogi::MoveList legal;
            shogi::movegen::legalMoves(pos, legal);
            QVERIFY(!legal.empty());
            at = record.addMove(at, legal[0]);
            pos.doMove(legal[0]);
        }
        window.controller().openRecord(std::move(record));
        window.controller().goTo(at);
        QCoreApplication::processEvents();
        auto* list = window.findChild<QTreeWidget*>();
        QVERIFY(list);
        window.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->toggleViewAction()->trigger();
        QTRY_VERIFY(list->currentItem() &&
                    list->viewport()->rect().intersects(list->visualItemRect(list->currentItem())));
    }

private:
    static void verifyButtonsOnScreen(QWidget& dialog, QDialogButtonBox& buttons) {
        QCoreApplication::processEvents();
        const QRect screen = dialog.screen()->availableGeometry();
        const QSize room = ScreenFit::room(dialog);
        QVERIFY2(dialog.height() <= room.height(),
                 qPrintable(QStringLiteral("%1 high in %2").arg(dialog.height()).arg(room.height())));
        for (QAbstractButton* button : buttons.buttons()) {
            const QRect global(button->mapToGlobal(QPoint(0, 0)), button->size());
            QVERIFY2(screen.contains(global), qPrintable(button->text()));
        }
    }

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
};

// A 1600×1000 screen at a 2× scale: 800×500 for the windows, as a user with that monitor and setting has.
int main(int argc, char** argv) {
    QTemporaryDir dir;
    QFile config(dir.filePath(QStringLiteral("screen.json")));
    if (!config.open(QIODevice::WriteOnly)) return 1;
    config.write(R"({"screens": [{"name": "monitor", "x": 0, "y": 0, "width": 1600, "height": 1000,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestScreenFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gui_screenfit.moc"
