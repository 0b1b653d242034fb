// In a small window the board wins the space: the docks narrow before the board does, stack as tabs when the
// window is short, give way when it is very narrow, and come back as it grows; nothing overlaps the board,
// and the arrangement saved at exit is the user's, not the one a small window forced.
#include "board/BoardView.h"
#include "gui/LanguageManager.h"
#include "gui/MainWindow.h"
#include "gui/Settings.h"

#include <QDockWidget>
#include <QTemporaryDir>
#include <QTest>

class TestSmallWindow : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void boardWinsAt640x480();
    void docksGiveWayAt400x300();
    void minimumSize();
    void savedStateKeepsTheDocks();
    void analysisAndLogDocksAt640x480();

private:
    QDockWidget* dock(const char* name) { return m_window->findChild<QDockWidget*>(QLatin1String(name)); }
    void resizeTo(int width, int height) {
        m_window->resize(width, height);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    // The board's widget and the docks never share pixels.
    QRect boardInWindow() {
        return {m_window->board().mapTo(m_window, QPoint(0, 0)), m_window->board().size()};
    }
    void verifyNothingOverlapsTheBoard() {
        const QRect board = boardInWindow();
        for (const char* name : {"moveDock", "commentDock", "analysisDock", "engineLogDock"})
            if (dock(name)->isVisible()) QVERIFY2(!dock(name)->geometry().intersects(board), name);
    }

    QTemporaryDir m_dir;
    Settings* m_settings = nullptr;
    LanguageManager* m_languages = nullptr;
    MainWindow* m_window = nullptr;
};

void TestSmallWindow::init() {
    QFile::remove(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings = new Settings(m_dir.filePath(QStringLiteral("s.ini")));
    m_settings->setLanguage(QStringLiteral("es")); // long button labels
    m_languages = new LanguageManager;
    m_window = new MainWindow(*m_settings, *m_languages);
    m_window->resize(1180, 800);
    m_window->show();
    QCoreApplication::processEvents();
}

void TestSmallWindow::cleanup() {
    delete m_window;
    delete m_languages;
    delete m_settings;
}

void TestSmallWindow::boardWinsAt640x480() {
    const int docksAt1180 = dock("moveDock")->width();
    resizeTo(640, 480);
    QCOMPARE(m_window->size(), QSize(640, 480));
    QVERIFY(dock("moveDock")->isVisible());
    QVERIFY(dock("moveDock")->width() < docksAt1180);
    QVERIFY2(m_window->board().width() >= 640 * 6 / 10,
             qPrintable(QString::number(m_window->board().width())));
    // Too short for the move list above the comment: one behind the other, as tabs (with the analysis,
    // the comment's tab).
    QVERIFY(m_window->tabifiedDockWidgets(dock("moveDock")).contains(dock("commentDock")));
    verifyNothingOverlapsTheBoard();
    resizeTo(1180, 800);
    QCOMPARE(dock("moveDock")->width(), docksAt1180);
    QVERIFY(m_window->tabifiedDockWidgets(dock("moveDock")).isEmpty());
    QVERIFY(dock("commentDock")->isVisible());
}

void TestSmallWindow::docksGiveWayAt400x300() {
    resizeTo(640, 480); // stacked first
    resizeTo(400, 300);
    QCOMPARE(m_window->size(), QSize(400, 300));
    QVERIFY(!dock("moveDock")->isVisible());
    QVERIFY(!dock("commentDock")->isVisible());
    QVERIFY(m_window->centralWidget()->width() >= 380);
    QVERIFY(m_window->board().height() >= 160);
    resizeTo(400, 800); // tall enough for both, still too narrow
    QVERIFY(!dock("moveDock")->isVisible());
    QVERIFY(!dock("commentDock")->isVisible());
    resizeTo(900, 700);
    QVERIFY(dock("moveDock")->isVisible());
    QVERIFY(dock("commentDock")->isVisible());
    verifyNothingOverlapsTheBoard();
}

void TestSmallWindow::minimumSize() {
    resizeTo(200, 150);
    QCOMPARE(m_window->size(), QSize(400, 300));
    verifyNothingOverlapsTheBoard();
}

void TestSmallWindow::savedStateKeepsTheDocks() {
    resizeTo(400, 300);
    QVERIFY(m_window->close());
    Settings reopened(m_dir.filePath(QStringLiteral("s.ini")));
    MainWindow second(reopened, *m_languages);
    second.resize(1180, 800);
    second.show();
    QCoreApplication::processEvents();
    QVERIFY(second.findChild<QDockWidget*>(QStringLiteral("moveDock"))->isVisible());
    QVERIFY(second.findChild<QDockWidget*>(QStringLiteral("commentDock"))->isVisible());
}

// With the analysis panel (a tab beside the comment) and the engine log (below the board) open, the board
// still has most of a 640 x 480 window, and growing back puts the analysis beside the comment again, not
// above the move list.
void TestSmallWindow::analysisAndLogDocksAt640x480() {
    dock("analysisDock")->show();
    dock("engineLogDock")->show();
    QCoreApplication::processEvents();
    QCOMPARE(m_window->tabifiedDockWidgets(dock("commentDock")),
             (QList<QDockWidget*>{dock("analysisDock"), dock("bookDock")})); // the book's tab, hidden
    resizeTo(640, 480);
    const QString sizes = QStringLiteral("board %1x%2, log %3")
                              .arg(m_window->board().width())
                              .arg(m_window->board().height())
                              .arg(dock("engineLogDock")->height());
    QVERIFY2(m_window->board().width() >= 640 / 2, qPrintable(sizes));
    QVERIFY2(m_window->board().height() >= 480 / 2, qPrintable(sizes));
    verifyNothingOverlapsTheBoard();
    resizeTo(1180, 800);
    QVERIFY(m_window->tabifiedDockWidgets(dock("moveDock")).isEmpty());
    QCOMPARE(m_window->tabifiedDockWidgets(dock("commentDock")),
             (QList<QDockWidget*>{dock("analysisDock"), dock("bookDock")})); // the book's tab, hidden
    // The analysis (in front of its tab group, as it was opened last) below the move list.
    QVERIFY(dock("moveDock")->geometry().bottom() < dock("analysisDock")->geometry().top());
}

QTEST_MAIN(TestSmallWindow)
#include "tst_gui_smallwindow.moc"
