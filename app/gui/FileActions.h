#pragma once
// The record's file, for the main window: open (with the recent files and files dropped on the window),
// save in every format, the clipboard (paste a game, copy the position or the game) and the position as an
// image. It keeps which file the record came from, names the window after it, and asks before unsaved
// changes are lost. The window puts its actions in the menus and retranslates them.
#include "gui/RecordFile.h"
#include "play/UserPrompts.h"

#include <QObject>

class BoardView;
class GameController;
class QAction;
class QMainWindow;
class QMenu;
class QMimeData;
class Settings;

class FileActions : public QObject {
    Q_OBJECT
public:
    // `prompts` is the window's, read at each question so that a test may replace them.
    FileActions(QMainWindow& window, GameController& controller, Settings& settings, BoardView& board,
                const UserPrompts& prompts);

    QAction* openAction() const { return m_open; }
    QMenu* recentMenu() const { return m_recentMenu; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* exportPngAction() const { return m_exportPng; }
    QAction* exportSvgAction() const { return m_exportSvg; }
    QAction* pasteAction() const { return m_paste; }
    QAction* copyPositionAction() const { return m_copyPosition; }
    QAction* copyGameAction() const { return m_copyGame; }
    void retranslate();

    // The record's file; empty until it has one.
    QString filePath() const { return m_filePath; }
    // A game was started here: no file yet.
    void newRecord();
    // The record came from the clipboard (and has not been saved since).
    bool isPasted() const { return m_pastedRecord; }
    // A record taken up from an autosave: the file it came from (empty for none), or the clipboard.
    void resumeRecord(const QString& path, bool pasted);
    // Reads a record file and, after asking about unsaved changes, shows it; errors are shown. True when
    // it was opened.
    bool openFile(const QString& path);
    // Writes the record to `path` in the format of its extension, or else in `format` with its extension
    // added; errors are shown. True when saved.
    bool saveTo(QString path, SaveFormat format = SaveFormat::KifUtf8);
    // A position set up in the editor, as the start of a new record to review and analyse, after asking
    // about unsaved changes; until it is saved, leaving it asks too. True when it was opened.
    bool openPosition(const shogi::Position& start);
    // A record that starts from `start` (and has no moves), written where the user chooses. True when saved.
    bool savePosition(const shogi::Position& start);
    // Reads a game from text, as pasted (KIF, KI2, CSA, SFEN, USI...), and shows it after asking.
    bool pasteGame(const QString& text);
    // A record that came some other way than from a file (File > Open URL): read as a file's bytes are (the
    // format from `name`'s extension, else from the text; the encoding from the bytes), shown without a file.
    bool openBytes(const QByteArray& bytes, const QString& name);
    // The position on the board as an image; empty on success, else the reason.
    QString exportPng(const QString& path, int width);
    QString exportSvg(const QString& path);
    // Before the record is replaced or the window closes: true when it may go (saved, discarded, or
    // nothing to lose).
    bool confirmDiscard();
    // "game.kif – Shogiban", with the unsaved-changes mark.
    void updateTitle();

signals:
    // Another record is about to be shown: what the window says about the previous one is stale.
    void recordReplaced();
    // The record has another file (opened, saved as, or none for a new game).
    void filePathChanged();

protected:
    // Record files dropped on the window or on the board.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    template <class Slot> QAction* makeAction(const char* name, Slot slot);
    void open();
    bool save();
    bool saveAs();
    // The Save As dialog: the path chosen (empty when cancelled) and its format in *format.
    QString askSavePath(const QString& baseName, SaveFormat* format);
    void fillRecentMenu();
    void showRecord(shogi::ReadResult read, const QString& path, bool severalGames);
    // Reads game `index` of `bytes` (the format told by `formatHint`'s extension, else by content), says why
    // when it cannot, asks before the shown game is replaced, and shows it; `savePath` empty: no file behind it.
    bool show(const QByteArray& bytes, const QString& name, const QString& formatHint,
              const QString& savePath, int index, bool severalGames);
    void setFilePath(const QString& path);
    QString documentName() const; // the file's name, or "New game", "Pasted game"
    QString proposedPath(const QString& name) const;
    void paste();
    void copyPosition();
    void copyGame();
    void exportPngDialog();
    void exportSvgDialog();
    void showStatus(const QString& message);
    static QString droppedFile(const QMimeData* mime);

    QMainWindow& m_window;
    GameController& m_controller;
    Settings& m_settings;
    BoardView& m_board;
    const UserPrompts& m_prompts;

    QString m_filePath;
    bool m_pastedRecord = false;  // a record without a file came from the clipboard (else: a new game)
    bool m_saveAsOnly = false;    // the file held several games: saving must not overwrite them
    bool m_setUpPosition = false; // the record is a position set up in the editor, not yet saved
    SaveFormat m_saveFormat = SaveFormat::KifUtf8; // the last format chosen in Save As: a new game's
    SaveFormat m_fileFormat = SaveFormat::KifUtf8; // the record's file's

    QAction* m_open;
    QMenu* m_recentMenu;
    QAction* m_save;
    QAction* m_saveAs;
    QAction* m_exportPng;
    QAction* m_exportSvg;
    QAction* m_paste;
    QAction* m_copyPosition;
    QAction* m_copyGame;
};
