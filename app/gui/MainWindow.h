#pragma once
// The main window: the board in the centre; the move list (with the alternatives at the current move) and
// the comment in docks beside it; menus, a navigation toolbar and the status bar. It starts games and opens
// records on the controller and shows what the controller reports; it keeps the record's file (open, save,
// recent files, the clipboard, files dropped on it) and applies the settings live. MainWindow.cpp holds the
// window and the game, MainWindowFiles.cpp the files and the clipboard, MainWindowReview.cpp navigation,
// variations, comments and headers.
#include "GameController.h"
#include "MoveText.h"
#include "RecordFile.h"
#include "UserPrompts.h"

#include <QAction>
#include <QMainWindow>
#include <QPointer>

class BoardView;
class CommentEditor;
class LanguageManager;
class MoveListPanel;
class QDockWidget;
class QLabel;
class QMessageBox;
class QMimeData;
class QToolBar;
class Settings;
class VariationTreeDialog;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(Settings& settings, LanguageManager& languages, QWidget* parent = nullptr);

    GameController& controller() { return m_controller; }
    BoardView& board() { return *m_board; }
    // Replaces the message boxes and file dialogs, e.g. with a test's answers.
    void setPrompts(UserPrompts prompts) { m_prompts = std::move(prompts); }

    // Starts a game between two people at this screen, without asking; false (with the reason) for a bad
    // custom position.
    bool startGame(const GameSetup& setup, QString* error = nullptr);
    // The record's file; empty until it has one.
    QString filePath() const { return m_filePath; }
    // Reads a record file and, after asking about unsaved changes, shows it; errors are shown. True when
    // it was opened.
    bool openFile(const QString& path);
    // Writes the record to `path` in the format of its extension, or else in `format` with its extension
    // added; errors are shown. True when saved.
    bool saveTo(QString path, SaveFormat format = SaveFormat::KifUtf8);
    // Reads a game from text, as pasted (KIF, KI2, CSA, SFEN, USI...), and shows it after asking.
    bool pasteGame(const QString& text);
    // The position on the board as an image; empty on success, else the reason.
    QString exportPng(const QString& path, int width);
    QString exportSvg(const QString& path);
    // Shows the main line's position after `ply` moves (0: the start; past the end: the last).
    void goToMove(int ply);
    void backToGame();
    VariationTreeDialog* variationTree() const { return m_tree; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    template <class Slot> QAction* makeAction(const char* name, Slot slot) {
        auto* action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        connect(action, &QAction::triggered, this, slot);
        return action;
    }

    // MainWindow.cpp: the window and the game.
    void createActions();
    void createMenus();
    void retranslate();
    void applySettings();
    void refresh();
    void refreshClocks();
    void refreshTurn();
    void updateActions();
    MoveText moveText() const;
    QAbstractButton* ask(QMessageBox& box) { return m_prompts.ask(box); }
    void showError(const QString& title, const QString& text, const QString& details = QString());
    bool confirmDiscard();
    void onBoardMove(shogi::Move move);
    void onPositionChanged();
    void newGame();
    void undo();
    void resign();
    void declareImpasse();
    void showPreferences();
    void showAbout();
    void onMoveRefused(shogi::Move move, shogi::IllegalReason reason);
    void onGameEnded(const QString& message);

    // MainWindowFiles.cpp: files, the clipboard, drops and images.
    void createFileActions();
    void retranslateFileActions();
    void open();
    bool save();
    bool saveAs();
    void fillRecentMenu();
    void showRecord(shogi::ReadResult read, const QString& path, bool severalGames);
    void setFilePath(const QString& path);
    void updateTitle();
    QString documentName() const; // the file's name, or "New game", "Pasted game"
    QString proposedPath(const QString& suffix) const;
    void paste();
    void copyPosition();
    void copyGame();
    void exportPngDialog();
    void exportSvgDialog();
    static QString droppedFile(const QMimeData* mime);

    // MainWindowReview.cpp: navigation, variations, comments and headers.
    void createReviewActions();
    void retranslateReviewActions();
    void goFirst();
    void goPrevious();
    void goNext();
    void goLast();
    void promoteVariation();
    void deleteVariation();
    void showVariationTree();
    void editHeaders();
    void wheelOverBoard(QWheelEvent* event);

    Settings& m_settings;
    LanguageManager& m_languages;
    UserPrompts m_prompts = UserPrompts::dialogs();
    GameController m_controller;
    BoardView* m_board;
    MoveListPanel* m_moveList;
    QDockWidget* m_moveDock;
    CommentEditor* m_comment;
    QDockWidget* m_commentDock;
    QToolBar* m_navigationBar;
    QLabel* m_turnLabel;
    QPointer<QMessageBox> m_resultBox;
    VariationTreeDialog* m_tree = nullptr;
    bool m_rowsStale = true; // the record or the notation changed: the move list rebuilds its rows
    int m_wheelDelta = 0;    // wheel steps are 120; touchpads send parts of one

    QString m_filePath;
    bool m_pastedRecord = false; // a record without a file came from the clipboard (else: a new game)
    bool m_saveAsOnly = false;   // the file held several games: saving must not overwrite them
    SaveFormat m_saveFormat = SaveFormat::KifUtf8; // the last format chosen in Save As

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_recordMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newGame = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_exportPng = nullptr;
    QAction* m_exportSvg = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_paste = nullptr;
    QAction* m_copyPosition = nullptr;
    QAction* m_copyGame = nullptr;
    QAction* m_gameInfo = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_resign = nullptr;
    QAction* m_impasse = nullptr;
    QAction* m_first = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_last = nullptr;
    QAction* m_back = nullptr;
    QAction* m_promote = nullptr;
    QAction* m_deleteVariation = nullptr;
    QAction* m_showTree = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_fullScreen = nullptr;
    QAction* m_preferences = nullptr;
    QAction* m_about = nullptr;
};
