#include "gui/FileActions.h"

#include "board/BoardView.h"
#include "game/GameController.h"
#include "gui/PositionExport.h"
#include "gui/ReadFailure.h"
#include "gui/RecordFileName.h"
#include "gui/Settings.h"
#include "play/StandardKeys.h"
#include "rules/Sfen.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>

template <class Slot> QAction* FileActions::makeAction(const char* name, Slot slot) {
    auto* action = new QAction(&m_window);
    action->setObjectName(QLatin1String(name));
    connect(action, &QAction::triggered, this, slot);
    return action;
}

FileActions::FileActions(QMainWindow& window, GameController& controller, Settings& settings,
                         BoardView& board, const UserPrompts& prompts)
    : QObject(&window), m_window(window), m_controller(controller), m_settings(settings), m_board(board),
      m_prompts(prompts) {
    m_open = makeAction("actionOpen", &FileActions::open);
    m_open->setShortcuts(standardKeys(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    m_recentMenu = new QMenu(&m_window);
    m_recentMenu->setObjectName(QStringLiteral("menuRecentFiles"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &FileActions::fillRecentMenu);
    m_save = makeAction("actionSave", &FileActions::save);
    m_save->setShortcuts(standardKeys(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
    m_saveAs = makeAction("actionSaveAs", &FileActions::saveAs);
    m_saveAs->setShortcuts(
        standardKeys(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    m_exportPng = makeAction("actionExportPng", &FileActions::exportPngDialog);
    m_exportSvg = makeAction("actionExportSvg", &FileActions::exportSvgDialog);
    // Ctrl+V pastes a game; in the comment editor it pastes text, which takes the key first.
    m_paste = makeAction("actionPasteGame", &FileActions::paste);
    m_paste->setShortcuts(standardKeys(QKeySequence::Paste, QKeySequence(Qt::CTRL | Qt::Key_V)));
    m_copyPosition = makeAction("actionCopyPosition", &FileActions::copyPosition);
    m_copyGame = makeAction("actionCopyGame", &FileActions::copyGame);

    m_window.setAcceptDrops(true);
    m_window.installEventFilter(this);
    m_board.viewport()->installEventFilter(this);
}

void FileActions::retranslate() {
    m_open->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_exportPng->setText(tr("Export Position as &PNG…"));
    m_exportSvg->setText(tr("Export Position as S&VG…"));
    m_paste->setText(tr("&Paste Game"));
    m_copyPosition->setText(tr("Copy Position as &SFEN"));
    m_copyGame->setText(tr("Copy Game as &KIF"));
    updateTitle();
}

void FileActions::showStatus(const QString& message) {
    m_window.statusBar()->showMessage(message);
}

void FileActions::newRecord() {
    m_pastedRecord = false;
    m_setUpPosition = false;
    m_saveAsOnly = false;
    setFilePath(QString());
}

void FileActions::resumeRecord(const QString& path, bool pasted) {
    m_pastedRecord = pasted;
    m_saveAsOnly = false;
    if (const auto format = RecordFile::formatForPath(path)) m_fileFormat = *format;
    setFilePath(path);
}

void FileActions::setFilePath(const QString& path) {
    m_filePath = path;
    updateTitle();
    emit filePathChanged();
}

QString FileActions::documentName() const {
    if (!m_filePath.isEmpty()) return QFileInfo(m_filePath).fileName();
    if (m_setUpPosition) return tr("Set-up position");
    if (m_pastedRecord) return tr("Pasted game");
    // A game played here is named by its players until it has a file.
    if (m_controller.player(shogi::Color::Black)) {
        const SideNames names = m_controller.names();
        return tr("%1 vs %2").arg(names[0], names[1]);
    }
    return tr("New game");
}

void FileActions::updateTitle() {
    m_window.setWindowTitle(tr("%1[*] – Shogiban").arg(documentName()));
    m_window.setWindowModified(m_controller.isModified() || m_setUpPosition);
}

// Where a file dialog starts: beside the record's file, else beside the last file opened, else home.
QString FileActions::proposedPath(const QString& name) const {
    QString dir = QDir::homePath();
    if (!m_filePath.isEmpty())
        dir = QFileInfo(m_filePath).absolutePath();
    else if (!m_settings.recentFiles().isEmpty())
        dir = QFileInfo(m_settings.recentFiles().constFirst()).absolutePath();
    return QDir(dir).filePath(name);
}

void FileActions::fillRecentMenu() {
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

// Before the record is replaced: unsaved changes may be saved, kept (cancel) or discarded; a game in
// progress that is saved may still be abandoned only on purpose.
bool FileActions::confirmDiscard() {
    if (m_controller.isModified() || m_setUpPosition) {
        // Only a file's name is quoted: a game played here or pasted has none.
        QString question = tr("This game has not been saved. Save it first?");
        if (m_setUpPosition && !m_controller.isModified())
            question = tr("The position you set up has not been saved. Save it first?");
        else if (m_controller.inProgress())
            question = tr("The game in progress has not been saved. Save it first?");
        else if (!m_filePath.isEmpty())
            question = tr("“%1” has changes that are not saved. Save them first?").arg(documentName());
        else if (m_pastedRecord)
            question = tr("The pasted game has changes that are not saved. Save them first?");
        QMessageBox box(QMessageBox::Question, tr("Unsaved changes"), question, QMessageBox::NoButton,
                        &m_window);
        box.setObjectName(QStringLiteral("unsavedChangesBox"));
        QPushButton* saveButton = box.addButton(tr("Save"), QMessageBox::AcceptRole);
        QPushButton* discard = box.addButton(tr("Discard Changes"), QMessageBox::DestructiveRole);
        box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
        QAbstractButton* answer = m_prompts.ask(box);
        if (answer == saveButton) return save();
        return answer == discard;
    }
    if (!m_controller.inProgress()) return true;
    QMessageBox box(QMessageBox::Question, tr("Game in progress"),
                    tr("The game in progress has not ended. Abandon it?"), QMessageBox::NoButton, &m_window);
    box.setObjectName(QStringLiteral("abandonGameBox"));
    QPushButton* abandon = box.addButton(tr("Abandon Game"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Keep Playing"), QMessageBox::RejectRole));
    return m_prompts.ask(box) == abandon;
}

void FileActions::open() {
    QString filter;
    const QString path = m_prompts.openFile(&m_window, tr("Open Game Record"), proposedPath(QString()),
                                            RecordFile::openFilters(), &filter);
    if (!path.isEmpty()) openFile(path);
}

bool FileActions::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (!file.exists()) m_settings.removeRecentFile(QFileInfo(path).absoluteFilePath());
        m_prompts.showError(&m_window, tr("Could not open “%1”.").arg(name), file.errorString());
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
            &m_window, tr("Choose a Game"),
            tr("“%1” holds %2 games. Which one do you want to see?").arg(name).arg(games), labels);
        if (index < 0) return false;
    }
    return show(bytes, name, path, QFileInfo(path).absoluteFilePath(), index, games > 1);
}

bool FileActions::openBytes(const QByteArray& bytes, const QString& name) {
    return show(bytes, name, name, QString(), 0, false); // no file to save back to
}

bool FileActions::show(const QByteArray& bytes, const QString& name, const QString& formatHint,
                       const QString& savePath, int index, bool severalGames) {
    auto read = RecordFile::read(bytes, formatHint, index);
    if (!read) {
        m_prompts.showError(&m_window, tr("Could not open “%1”.").arg(name),
                            ReadFailure::explain(bytes, read.error()));
        return false;
    }
    // Asked only now: a file that cannot be read costs nothing. A cancel keeps what is shown, and says so.
    if (!confirmDiscard()) {
        showStatus(tr("“%1” was not opened; the game on the board is kept.").arg(name));
        return false;
    }
    showRecord(std::move(*read), savePath, severalGames);
    return true;
}

bool FileActions::pasteGame(const QString& text) {
    if (text.trimmed().isEmpty()) {
        m_prompts.showError(&m_window, tr("There is nothing to paste."), tr("The clipboard holds no text."));
        return false;
    }
    auto read = shogi::readText(text);
    if (!read) {
        m_prompts.showError(&m_window, tr("The clipboard holds no game record that can be read."),
                            tr("Copy a game as KIF, KI2, CSA, JKF, SFEN, USI or PSN text. %1")
                                .arg(ReadFailure::explainText(text, read.error())));
        return false;
    }
    if (!confirmDiscard()) {
        showStatus(tr("The pasted game was not opened; the game on the board is kept."));
        return false;
    }
    showRecord(std::move(*read), QString(), false);
    return true;
}

// Shows a record just read; the warnings (an illegal last move kept, a second game not read) go to the
// status bar, where they stay until something else is said there.
bool FileActions::openPosition(const shogi::Position& start) {
    if (!confirmDiscard()) {
        showStatus(tr("The position was not opened; the game on the board is kept."));
        return false;
    }
    emit recordReplaced();
    m_controller.openRecord(shogi::GameRecord(start));
    m_pastedRecord = false;
    m_saveAsOnly = false;
    m_setUpPosition = true;
    setFilePath(QString());
    showStatus(tr("The position you set up is ready to analyse."));
    return true;
}

bool FileActions::savePosition(const shogi::Position& start) {
    SaveFormat format = m_saveFormat;
    QString path = askSavePath(tr("position"), &format);
    if (path.isEmpty()) return false;
    format = RecordFile::resolve(path, format);
    const shogi::GameRecord record(start);
    RecordFile::Saved saved = RecordFile::write(record, format, path);
    if (saved.utf8Instead) saved = RecordFile::write(record, *saved.utf8Instead, path);
    const QString name = QFileInfo(path).fileName();
    if (!saved.error.isEmpty()) {
        m_prompts.showError(&m_window, tr("Could not save “%1”.").arg(name), saved.error);
        return false;
    }
    m_settings.addRecentFile(QFileInfo(path).absoluteFilePath());
    showStatus(tr("Saved “%1”.").arg(name));
    return true;
}

void FileActions::showRecord(shogi::ReadResult read, const QString& path, bool severalGames) {
    emit recordReplaced();
    m_setUpPosition = false;
    m_controller.openRecord(std::move(read.record));
    m_pastedRecord = path.isEmpty();
    m_saveAsOnly = severalGames;
    if (const auto format = RecordFile::formatForPath(path)) m_fileFormat = *format;
    setFilePath(path);
    if (!path.isEmpty()) m_settings.addRecentFile(path);
    const QString name = documentName();
    if (read.warnings.isEmpty())
        showStatus(tr("Opened “%1”.").arg(name));
    else
        showStatus(tr("Opened “%1” with warnings: %2").arg(name, read.warnings.join(QStringLiteral(" · "))));
}

bool FileActions::save() {
    // A file of several games would lose the others: it is saved under a new name.
    if (m_filePath.isEmpty() || m_saveAsOnly || !RecordFile::formatForPath(m_filePath)) return saveAs();
    return saveTo(m_filePath, m_fileFormat);
}

QString FileActions::askSavePath(const QString& baseName, SaveFormat* format) {
    QStringList filters;
    for (SaveFormat f : RecordFile::saveFormats())
        filters << RecordFile::saveFilter(f);
    QString selected = RecordFile::saveFilter(*format);
    const QString path =
        m_prompts.saveFile(&m_window, tr("Save Game Record"),
                           proposedPath(baseName + QLatin1Char('.') + RecordFile::suffix(*format)),
                           filters.join(QStringLiteral(";;")), &selected);
    const qsizetype chosen = filters.indexOf(selected);
    if (chosen >= 0) *format = RecordFile::saveFormats()[chosen];
    return path;
}

bool FileActions::saveAs() {
    // A file keeps its name and format; a game without one is offered a name from its date and players, in
    // the format last chosen here (not that of a file opened before, such as an SFEN position).
    SaveFormat format = m_filePath.isEmpty() ? m_saveFormat : m_fileFormat;
    const QString path = askSavePath(m_filePath.isEmpty() ? RecordFileName::proposed(m_controller.record())
                                                          : QFileInfo(m_filePath).completeBaseName(),
                                     &format);
    if (path.isEmpty()) return false;
    m_saveFormat = format;
    return saveTo(path, format);
}

bool FileActions::saveTo(QString path, SaveFormat format) {
    format = RecordFile::resolve(path, format);
    const QString name = QFileInfo(path).fileName();
    const RecordFile::Saved saved = RecordFile::write(m_controller.record(), format, path);
    if (saved.utf8Instead) { // Shift_JIS could not hold the record: one click writes the file in UTF-8
        QMessageBox box(QMessageBox::Warning, tr("Shogiban"),
                        tr("Could not save “%1” in Shift_JIS.").arg(name), QMessageBox::NoButton, &m_window);
        box.setInformativeText(saved.error);
        QPushButton* utf8 = box.addButton(tr("Save as UTF-8 .%1").arg(RecordFile::suffix(*saved.utf8Instead)),
                                          QMessageBox::AcceptRole);
        box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
        return m_prompts.ask(box) == utf8 && saveTo(path, *saved.utf8Instead);
    }
    if (!saved.error.isEmpty()) {
        m_prompts.showError(&m_window, tr("Could not save “%1”.").arg(name), saved.error);
        return false;
    }
    m_fileFormat = format;
    m_saveAsOnly = false;
    m_pastedRecord = false;
    m_setUpPosition = false;
    m_controller.setSaved();
    setFilePath(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentFile(m_filePath);
    showStatus(saved.complete ? tr("Saved “%1”.").arg(name)
                              : tr("Saved “%1”. That format does not hold every variation and comment "
                                   "of this record; KIF and JKF keep them all.")
                                    .arg(name));
    return true;
}

void FileActions::paste() {
    pasteGame(QGuiApplication::clipboard()->text());
}

void FileActions::copyPosition() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(shogi::sfen::format(m_controller.currentPosition())));
    showStatus(tr("Position copied as SFEN."));
}

void FileActions::copyGame() {
    QGuiApplication::clipboard()->setText(shogi::writeKif(m_controller.record()));
    showStatus(tr("Game copied as KIF."));
}

QString FileActions::droppedFile(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile()) return url.toLocalFile();
    return {};
}

bool FileActions::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (droppedFile(drag->mimeData()).isEmpty()) break;
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString path = droppedFile(drop->mimeData());
        if (path.isEmpty()) break;
        drop->acceptProposedAction();
        // Opened once the drop has returned: the program the file came from waits for it, and opening may
        // ask.
        QMetaObject::invokeMethod(
            this, [this, path] { openFile(path); }, Qt::QueuedConnection);
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

QString FileActions::exportPng(const QString& path, int width) {
    return PositionExport::writePng(m_board, path, width);
}

QString FileActions::exportSvg(const QString& path) {
    return PositionExport::writeSvg(m_board, path);
}

void FileActions::exportPngDialog() {
    const QList<int> widths = PositionExport::pngWidths();
    QStringList sizes;
    for (int w : widths) {
        const QSize size = PositionExport::pngSize(m_board, w);
        sizes << tr("%1 × %2 pixels").arg(size.width()).arg(size.height());
    }
    const int choice = m_prompts.choose(&m_window, tr("Export Position as PNG"), tr("Image size:"), sizes);
    if (choice < 0) return;
    QString filter = tr("PNG images (*.png)");
    const QString base = m_filePath.isEmpty() ? tr("position") : QFileInfo(m_filePath).completeBaseName();
    QString path = m_prompts.saveFile(
        &m_window, tr("Export Position as PNG"),
        proposedPath(QStringLiteral("%1-%2.png").arg(base).arg(m_controller.current()->ply)), filter,
        &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".png");
    const QString error = exportPng(path, widths[choice]);
    if (!error.isEmpty())
        m_prompts.showError(&m_window, tr("Could not export “%1”.").arg(QFileInfo(path).fileName()), error);
    else
        showStatus(tr("Position exported to “%1”.").arg(QFileInfo(path).fileName()));
}

void FileActions::exportSvgDialog() {
    QString filter = tr("SVG images (*.svg)");
    const QString base = m_filePath.isEmpty() ? tr("position") : QFileInfo(m_filePath).completeBaseName();
    QString path = m_prompts.saveFile(
        &m_window, tr("Export Position as SVG"),
        proposedPath(QStringLiteral("%1-%2.svg").arg(base).arg(m_controller.current()->ply)), filter,
        &filter);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".svg");
    const QString error = exportSvg(path);
    if (!error.isEmpty())
        m_prompts.showError(&m_window, tr("Could not export “%1”.").arg(QFileInfo(path).fileName()), error);
    else
        showStatus(tr("Position exported to “%1”.").arg(QFileInfo(path).fileName()));
}
