#pragma once
// The analysis panel: one or more engines (up to four) analyse the position shown side by side ("go
// infinite", MultiPV 1-5) and follow the user through the record, each in its column (EngineColumn) with its
// own lines, depth, nodes and speed, its arrows on the board in its colour, its own pause. A time per
// position, when set, stops the engines there: the lines stay, marked complete, until the user moves on. A
// click on a move steps into the line as a variation (not in a live game), the line as it was drawn when
// pressed: each link names its analysis, its column and its moves, so a refresh between press and release
// cannot swap it for another. A line's context menu plays it whole or writes it into the comment (ShogiHome's
// #評価値/#読み筋 lines). Lines belong to their position: shown only while the window shows it. An error
// belongs to one engine's analysis and goes with it. During a live game it analyses only when the user turns
// that on, and waits while a question holds the game. The engines are the catalog's that can play the board,
// Shogiban's own first.
// The threat and mate watch (off by default, one checkable action) runs the built-in engine's probe on a
// worker (AssistantWatch): the threat as a red arrow, and each side's mate ("White has a mate in 7"), its line
// shown on a click.
#include "analysis/AssistantWatch.h"
#include "analysis/EngineColumn.h"
#include "game/MoveText.h"
#include "play/UsiClient.h" // engineStarted's argument, complete for moc

#include <QTimer>
#include <QWidget>

#include <functional>
#include <vector>

class BoardView;
class EngineCatalog;
class GameController;
class QAction;
class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int MaxEngines = 4;

    // Follows `game`'s current node and steps into its record; `moveText` writes moves in the user's
    // notation; `catalog` gives the user's engines (created when first needed).
    AnalysisPanel(GameController& game, std::function<MoveText()> moveText, BoardView& board,
                  std::function<EngineCatalog&()> catalog, QWidget* parent = nullptr);

    void start();
    void stop();
    bool isRunning() const; // some engine searches
    // The window shows another position (or the record changed): the analysis follows.
    void positionChanged();
    void setMultiPv(int lines);
    void setSideToMoveView(bool sideToMove);
    // Seconds each position is analysed before the engines stop there; 0: until the user moves on.
    void setTimeLimit(int seconds);
    int timeLimit() const;
    // The engines stopped at the shown position because its time was up.
    bool isComplete() const;

    // The engines: column 0 always there; addEngine() adds one (the catalog's engine `id`, or the next
    // one not yet used) and returns its index, -1 when there are MaxEngines already.
    int engineCount() const { return int(m_columns.size()); }
    int addEngine(const QString& id = {});
    void removeEngine(int column);
    EngineColumn& column(int column) { return *m_columns[std::size_t(column)]; }
    EngineAnalysis& analysis(int column = 0) { return m_columns[std::size_t(column)]->analysis(); }
    void setPaused(int column, bool paused);
    // The engine chosen in column 0 (its catalog id), filled from the catalog when the panel is first shown.
    QString chosenEngine() const;
    // Every column's engine (catalog ids, column 0 first), and those of an earlier run: set before the panel is
    // first shown, they are chosen and added then, the ones the catalog still has.
    QStringList engineIds() const;
    void setRememberedEngines(const QStringList& ids);

    // The lines' texts as shown (for tests and screenshots).
    QStringList lineTexts(int column = 0) const;
    // Steps into line `line` (0-based) of column 0 up to its move `move` (0-based), as a click on it does.
    void stepInto(int line, int move);
    // The link of a move as drawn now ("" when none) and what a click on it does, even after a refresh.
    QString linkOf(int line, int move) const { return linkOf(0, line, move); }
    QString linkOf(int column, int line, int move) const;
    void followLink(const QString& link);
    // A line's context menu: the whole line as a variation; the line written into the comment of the
    // position analysed (false when it is not shown or cannot be).
    bool playLine(int column, int line);
    bool writeLineToComment(int column, int line);

    // The threat and mate watch: its switch (checkable; the window puts it in a menu and keeps it in the
    // settings), its texts as shown, and the watch itself.
    QAction* watchAction() const { return m_watchAction; }
    QString watchText() const;
    AssistantWatch& watch() { return m_watch; }
    // Shows (or hides) the line of `side`'s mate, as a click on its text does.
    void toggleMateLine(shogi::Color side);

signals:
    // The user chose another number of lines or point of view (for the settings).
    void choicesChanged(int lines, bool sideToMove);
    // The best line's score (Black's view) of the first engine while analysing, none when stopped: for the
    // evaluation bar.
    void bestScoreChanged(std::optional<shogi::usi::Score> blackView);
    // The user added, removed or changed an engine, or changed the time per position (for the settings).
    void enginesChanged(const QStringList& ids);
    void timeLimitChanged(int seconds);
    // A new engine process, titled for the engine log ("Analysis: NAME", "Analysis 2: NAME").
    void engineStarted(UsiClient* client, const QString& title);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    EngineColumn* makeColumn();
    int position(const EngineColumn* column) const; // its place in the panel now, -1 when gone
    void retranslate();
    void fillEngines();
    void analyseCurrent();
    void analyse(EngineColumn& column);
    void timeUp();
    void updateWatch();
    void showLines();
    void showArrows();
    void showWatch();
    void emitBestScore();
    void setStatus(const QString& text);
    bool liveBlocked() const;
    const shogi::RecordNode* shownNode() const;

    GameController& m_game;
    std::function<MoveText()> m_moveText;
    BoardView& m_board;
    std::function<EngineCatalog&()> m_catalog;
    std::vector<EngineColumn*> m_columns;
    bool m_wanted = false; // the user started it (it may wait for a live game's permission)
    bool m_held = false;   // a question holds the live game: the engine stops until it is answered
    int m_generation = 0;  // counts the analyses started: a link names the one it came from
    const shogi::RecordNode* m_statusNode = nullptr;   // the position the panel's notice belongs to
    const shogi::RecordNode* m_timedNode = nullptr;    // the position the time limit runs for
    const shogi::RecordNode* m_completeNode = nullptr; // the position whose time ran out
    QTimer m_limit;
    AssistantWatch m_watch;
    QAction* m_watchAction;
    bool m_mateLineShown[2] = {false, false};
    QStringList m_remembered; // engines of an earlier run, until the catalog is first read

    QSpinBox* m_multiPv;
    QComboBox* m_view;
    QSpinBox* m_seconds;
    QPushButton* m_startStop;
    QToolButton* m_addEngine;
    QCheckBox* m_live;
    QLabel* m_status;
    QBoxLayout* m_columnsLayout;
    QLabel* m_watchTitle;
    QLabel* m_watchLabel;
    QLabel* m_multiPvLabel;
    QLabel* m_viewLabel;
    QLabel* m_secondsLabel;
};
