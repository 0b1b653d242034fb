// MainWindow: the record's file (open, recent files, save in every format), the clipboard, files dropped
// on the window, and the position as an image.
#include "MainWindow.h"

#include "BoardView.h"
#include "PositionExport.h"
#include "Settings.h"
#include "rules/Sfen.h"

#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>

namespace {

QString describe(const shogi::Error& error) {
    const QString what = QString::fromStdString(error.message);
    return error.line > 0 ? MainWindow::tr("Line %1: %2").arg(error.line).arg(what) : what;
}

} // namespace

void MainWindow::createFileActions() {
    m_newGame = makeAction("actionNewGame", &MainWindow::newGame);
    m_newGame->setShortcut(QKeySequence::New);
    m_open = makeAction("actionOpen", &MainWindow::open);
    m_open->setShortcut(QKeySequence::Open);
    m_recentMenu = new QMenu(this);
    m_recentMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    m_save = makeAction("actionSave", &MainWindow::save);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = makeAction("actionSaveAs", &MainWindow::saveAs);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_exportPng = makeAction("actionExportPng", &MainWindow::exportPngDialog);
    m_exportSvg = makeAction("actionExportSvg", &MainWindow::exportSvgDialog);
    m_quit = makeAction("actionQuit", &MainWindow::close);
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    // Ctrl+V pastes a game; in the comment editor it pastes text, which takes the key first.
    m_paste = makeAction("actionPasteGame", &MainWindow::paste);
    m_paste->setShortcut(QKeySequence::Paste);
    m_copyPosition = makeAction("actionCopyPosition", &MainWindow::copyPosition);
    m_copyGame = makeAction("actionCopyGame", &MainWindow::copyGame);
}

void MainWindow::retranslateFileActions() {
    m_newGame->setText(tr("&New Game…"));
    m_open->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_exportPng->setText(tr("Export Position as &PNG…"));
    m_exportSvg->setText(tr("Export Position as S&VG…"));
    m_quit->setText(tr("&Quit"));
    m_paste->setText(tr("&Paste Game"));
    m_copyPosition->setText(tr("Copy Position as &SFEN"));
    m_copyGame->setText(tr("Copy Game as &KIF"));
}

void MainWindow::setFilePath(const QString& path) {
    m_filePath = path;
    updateTitle();
}

QString MainWindow::documentName() const {
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    return m_pastedRecord ? tr("Pasted game") : tr("New game");
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] – Shogiban").arg(documentName()));
    setWindowModified(m_controller.isModified());
}

// Where a file dialog starts: beside the record's file, else beside the last file opened, else home.
QString MainWindow::proposedPath(const QString& name) const {
    QString dir = QDir::homePath();
    if (!m_filePath.isEmpty())
        dir = QFileInfo(m_filePath).absolutePath();
    else if (!m_settings.recentFiles().isEmpty())
        dir = QFileInfo(m_settings.recentFiles().constFirst()).absolutePath();
    return QDir(dir).filePath(name);
}

void MainWindow::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setStatusTip(path);
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (files.isEmpty()) m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
}

void MainWindow::open() {
    QString filter;
    const QString path = m_prompts.openFile(this, tr("Open Game Record"), proposedPath(QString()),
                                            RecordFile::openFilters(), &filter);
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (!file.exists()) m_settings.removeRecentFile(QFileInfo(path).absoluteFilePath());
        showError(tr("Could not open “%1”.").arg(name), file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    const int games = RecordFile::gameCount(bytes, path);
    int index = 0;
    if (games > 1) {
        QStringList labels;
        for (int i = 0; i < games; ++i)
            labels << RecordFile::gameLabel(bytes, i);
        index = m_prompts.choose(
            this, tr("Choose a Game"),
            tr("“%1” holds %2 games. Which one do you want to see?").arg(name).arg(games), labels);
        if (index < 0) return false;
    }
    auto read = RecordFile::read(bytes, path, index);
    if (!read) {
        showError(tr("Could not open “%1”.").arg(name), describe(read.error()));
        return false;
    }
    // Asked only now: a file that cannot be read costs nothing.
    if (!confirmDiscard()) return false;
    showRecord(std::move(*read), QFileInfo(path).absoluteFilePath(), games > 1);
    return true;
}

bool MainWindow::pasteGame(const QString& text) {
    if (text.trimmed().isEmpty()) {
        showError(tr("There is nothing to paste."), tr("The clipboard holds no text."));
        return false;
    }
    auto read = shogi::readText(text);
    if (!read) {
        showError(
            tr("The clipboard holds no game record that can be read."),
            tr("Copy a game as KIF, KI2, CSA, JKF, SFEN, USI or PSN text. %1").arg(describe(read.error())));
        return false;
    }
    if (!confirmDiscard()) return false;
    showRecord(std::move(*read), QString(), false);
    return true;
}

// Shows a record just read; the warnings (an illegal last move kept, a second game not read) go to the
// status bar, where they stay until something else is said there.
void MainWindow::showRecord(shogi::ReadResult read, const QString& path, bool severalGames) {
    if (m_resultBox) m_resultBox->close();
    m_controller.openRecord(std::move(read.record));
    m_pastedRecord = path.isEmpty();
    m_saveAsOnly = severalGames;
    if (const auto format = RecordFile::formatForPath(path)) m_saveFormat = *format;
    setFilePath(path);
    if (!path.isEmpty()) m_settings.addRecentFile(path);
    const QString name = documentName();
    if (read.warnings.isEmpty())
        statusBar()->showMessage(tr("Opened “%1”.").arg(name));
    else
        statusBar()->showMessage(
            tr("Opened “%1” with warnings: %2").arg(name, read.warnings.join(QStringLiteral(" · "))));
}

bool MainWindow::save() {
    // A file of several games would lose the others: it is saved under a new name.
    if (m_filePath.isEmpty() || m_saveAsOnly || !RecordFile::formatForPath(m_filePath)) return saveAs();
    return saveTo(m_filePath, m_saveFormat);
}

bool MainWindow::saveAs() {
    QStringList filters;
    for (SaveFormat f : RecordFile::saveFormats())
        filters << RecordFile::saveFilter(f);
    QString selected = RecordFile::saveFilter(m_saveFormat);
    const QString base = m_filePath.isEmpty() ? tr("game") : QFileInfo(m_filePath).completeBaseName();
    const QString path =
        m_prompts.saveFile(this, tr("Save Game Record"),
                           proposedPath(base + QLatin1Char('.') + RecordFile::suffix(m_saveFormat)),
                           filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty()) return false;
    const qsizetype chosen = filters.indexOf(selected);
    return saveTo(path, chosen >= 0 ? RecordFile::saveFormats()[chosen] : m_saveFormat);
}

bool MainWindow::saveTo(QString path, SaveFormat format) {
    format = RecordFile::resolve(path, format);
    const QString name = QFileInfo(path).fileName();
    const RecordFile::Saved saved = RecordFile::write(m_controller.record(), format, path);
    if (saved.utf8Instead) { // Shift_JIS could not hold the record: one click writes the file in UTF-8
        QMessageBox box(QMessageBox::Warning, tr("Shogiban"),
                        tr("Could not save “%1” in Shift_JIS.").arg(name), QMessageBox::NoButton, this);
        box.setInformativeText(saved.error);
        QPushButton* utf8 = box.addButton(tr("Save as UTF-8 .%1").arg(RecordFile::suffix(*saved.utf8Instead)),
                                          QMessageBox::AcceptRole);
        box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
        return ask(box) == utf8 && saveTo(path, *saved.utf8Instead);
    }
    if (!saved.error.isEmpty()) {
        showError(tr("Could not save “%1”.").arg(name), saved.error);
        return false;
    }
    m_saveFormat = format;
    m_saveAsOnly = false;
    m_pastedRecord = false;
    m_controller.setSaved();
    setFilePath(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentFile(m_filePath);
    statusBar()->showMessage(saved.complete
                                 ? tr("Saved “%1”.").arg(name)
                                 : tr("Saved “%1”. That format does not hold every variation and comment "
                                      "of this record; KIF and JKF keep them all.")
                                       .arg(name));
    return true;
}

void MainWindow::paste() {
    pasteGame(QGuiApplication::clipboard()->text());
}

void MainWindow::copyPosition() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(shogi::sfen::format(m_controller.currentPosition())));
    statusBar()->showMessage(tr("Position copied as SFEN."));
}

void MainWindow::copyGame() {
    QGuiApplication::clipboard()->setText(shogi::writeKif(m_controller.record()));
    statusBar()->showMessage(tr("Game copied as KIF."));
}

QString MainWindow::droppedFile(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile()) return url.toLocalFile();
    return {};
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedFile(event->mimeData()).isEmpty()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty()) return;
    event->acceptProposedAction();
    // Opened once the drop has returned: the program the file came from waits for it, and opening may ask.
    QMetaObject::invokeMethod(
        this, [this, path] { openFile(path); }, Qt::QueuedConnection);
}

QString MainWindow::exportPng(const QString& path, int width) {
    return PositionExport::writePng(*m_board, path, width);
}

QString MainWindow::exportSvg(const QString& path) {
    return PositionExport::writeSvg(*m_board, path);
}

void MainWindow::exportPngDialog() {
    const QList<int> widths = PositionExport::pngWidths();
    QStringList sizes;
    for (int w : widths) {
        const QSize size = PositionExport::pngSize(*m_board, w);
        sizes << tr("%1 × %2 pixels").arg(size.width()).arg(size.height());
    }
    const int choice = m_prompts.choose(this, tr("Export Position as PNG"), tr("Image size:"), sizes);
    if (choice < 0) return;
    QString filter = tr("PNG images (*.png)");
    const QString base = m_filePath.isEmpty() ? tr("position") : QFileInfo(m_filePath).completeBaseName();
    QString path = m_prompts.saveFile(
        this, tr("Export Position as PNG"),
        proposedPath(QStringLiteral("%1-%2.png").arg(base).arg(m_controller.current()->ply)), filter,
        &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".png");
    const QString error = exportPng(path, widths[choice]);
    if (!error.isEmpty())
        showError(tr("Could not export “%1”.").arg(QFileInfo(path).fileName()), error);
    else
        statusBar()->showMessage(tr("Position exported to “%1”.").arg(QFileInfo(path).fileName()));
}

void MainWindow::exportSvgDialog() {
    QString filter = tr("SVG images (*.svg)");
    const QString base = m_filePath.isEmpty() ? tr("position") : QFileInfo(m_filePath).completeBaseName();
    QString path = m_prompts.saveFile(
        this, tr("Export Position as SVG"),
        proposedPath(QStringLiteral("%1-%2.svg").arg(base).arg(m_controller.current()->ply)), filter,
        &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".svg");
    const QString error = exportSvg(path);
    if (!error.isEmpty())
        showError(tr("Could not export “%1”.").arg(QFileInfo(path).fileName()), error);
    else
        statusBar()->showMessage(tr("Position exported to “%1”.").arg(QFileInfo(path).fileName()));
}
