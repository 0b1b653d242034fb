#include "gui/BookActions.h"

#include "analysis/BookPanel.h"
#include "game/GameController.h"
#include "gui/Settings.h"
#include "book/BookFromRecords.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMainWindow>
#include <QProgressDialog>
#include <QStatusBar>

BookActions::BookActions(QMainWindow& window, GameController& game, std::function<MoveText()> moveText,
                         std::function<void(shogi::Move)> play, Settings& settings,
                         const UserPrompts& prompts)
    : QObject(&window), m_window(window), m_settings(settings), m_prompts(prompts),
      m_panel(new BookPanel(game, std::move(moveText), std::move(play))), m_dock(new QDockWidget),
      m_makeBook(new QAction(this)) {
    m_dock->setObjectName(QStringLiteral("bookDock"));
    m_dock->setWidget(m_panel);
    m_makeBook->setObjectName(QStringLiteral("actionMakeBook"));
    connect(m_makeBook, &QAction::triggered, this, &BookActions::askAndMakeBook);
    connect(m_panel, &BookPanel::bookChosen, &m_settings, &Settings::setBookFile);
    // Hidden, the panel does not look up each position; shown, it catches up.
    connect(m_dock, &QDockWidget::visibilityChanged, m_panel, [this](bool visible) {
        if (visible) m_panel->positionChanged();
    });
    if (const QString path = m_settings.bookFile(); !path.isEmpty()) m_panel->openBook(path);
    retranslate();
}

void BookActions::positionChanged() {
    if (m_dock->isVisible()) m_panel->positionChanged();
}

void BookActions::retranslate() {
    m_dock->setWindowTitle(tr("Book"));
    m_makeBook->setText(tr("Make &Book…"));
    m_makeBook->setStatusTip(tr("Make an opening book from a folder of game records"));
}

void BookActions::askAndMakeBook() {
    const QString folder =
        QFileDialog::getExistingDirectory(&m_window, tr("Make Book: the folder of your records"));
    if (folder.isEmpty()) return;
    bool ok = false;
    const int plies = QInputDialog::getInt(
        &m_window, tr("Make Book"), tr("How many plies of each game go into the book?"), 24, 1, 512, 1, &ok);
    if (!ok) return;
    QString filter = tr("Opening books (*.db)");
    const QString out = m_prompts.saveFile(&m_window, tr("Save Book"),
                                           QDir(folder).filePath(QStringLiteral("book.db")), filter, &filter);
    if (out.isEmpty()) return;
    makeBook(folder, plies, out);
}

bool BookActions::makeBook(const QString& folder, int plies, const QString& bookPath) {
    const QStringList files = shogi::book::recordFilesIn({folder});
    if (files.isEmpty()) {
        m_prompts.showError(&m_window, tr("No book was made."), tr("%1 holds no game records.").arg(folder));
        return false;
    }
    QProgressDialog progress(tr("Reading the records…"), tr("Stop"), 0, int(files.size()), &m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    const shogi::book::RecordsBook made =
        shogi::book::bookFromRecords(files, plies, [&progress](int done, int) {
            progress.setValue(done);
            QApplication::processEvents();
            return !progress.wasCanceled();
        });
    progress.close();
    if (made.games == 0) {
        m_prompts.showError(&m_window, tr("No book was made."),
                            tr("None of the %n records could be read.", nullptr, int(files.size())),
                            made.problems.join(QLatin1Char('\n')));
        return false;
    }
    const std::size_t positions = made.entries.size();
    if (const auto failed = shogi::book::writeBook(bookPath.toStdString(), made.entries)) {
        m_prompts.showError(&m_window, tr("The book could not be saved."), QString::fromStdString(*failed));
        return false;
    }
    m_panel->openBook(bookPath);
    m_settings.setBookFile(bookPath);
    m_dock->show();
    m_dock->raise();
    QString message = tr("Book saved: %n positions", nullptr, int(positions)) + QStringLiteral(" · ") +
                      tr("%n games", nullptr, made.games);
    if (!made.problems.isEmpty())
        message += QStringLiteral(" · ") + tr("%n files skipped", nullptr, int(made.problems.size()));
    m_window.statusBar()->showMessage(message);
    return true;
}
