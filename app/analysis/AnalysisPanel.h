#pragma once
// The analysis panel: an engine analyses the position shown ("go infinite", MultiPV 1-5) and follows the
// user through the record. Each line shows its score (from Black's view or the side to move's, as the user
// picks), depth, nodes, nodes per second and its moves in the user's notation; a click on a move steps into
// the line as a variation (not in a live game), the line as it was drawn when pressed: each link names its
// analysis and its moves, so a refresh between press and release cannot swap it for another. Lines belong to
// their position: shown only while the window shows it. An error belongs to one analysis and goes with it.
// The lines' first moves are drawn as arrows on the board with their scores. During a live game it analyses
// only when the user turns that on, and waits while a question holds the game. The engines are the catalog's that can play the board, Shogiban's own
// first, listed as soon as the panel is shown.
#include "analysis/EngineAnalysis.h"
#include "game/MoveText.h"

#include <QWidget>

#include <functional>
#include <vector>

class BoardView;
class EngineCatalog;
class GameController;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    // Follows `game`'s current node and steps into its record; `moveText` writes moves in the user's
    // notation; `catalog` gives the user's engines (created when first needed).
    AnalysisPanel(GameController& game, std::function<MoveText()> moveText, BoardView& board,
                  std::function<EngineCatalog&()> catalog, QWidget* parent = nullptr);

    void start();
    void stop();
    bool isRunning() const { return m_analysis.isRunning(); }
    // The window shows another position (or the record changed): the analysis follows.
    void positionChanged();
    void setMultiPv(int lines);
    void setSideToMoveView(bool sideToMove);
    EngineAnalysis& analysis() { return m_analysis; }
    // The lines' texts as shown (for tests and screenshots).
    QStringList lineTexts() const;
    // Steps into line `line` (0-based) up to its move `move` (0-based), as a click on that move does.
    void stepInto(int line, int move);
    // The link of a move as drawn now ("" when none) and what a click on it does, even after a refresh.
    QString linkOf(int line, int move) const;
    void followLink(const QString& link);
    // The engine chosen (its catalog id), filled from the catalog when the panel is first shown.
    QString chosenEngine() const;

signals:
    // The user chose another number of lines or point of view (for the settings).
    void choicesChanged(int lines, bool sideToMove);
    // The best line's score (Black's view) while analysing, none when stopped: for the evaluation bar.
    void bestScoreChanged(std::optional<shogi::usi::Score> blackView);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void fillEngines();
    void analyseCurrent();
    void showLines();
    void showArrows();
    void setStatus(const QString& text);
    const shogi::RecordNode* shownNode() const;

    GameController& m_game;
    std::function<MoveText()> m_moveText;
    BoardView& m_board;
    std::function<EngineCatalog&()> m_catalog;
    EngineAnalysis m_analysis;
    const shogi::RecordNode* m_analysedNode = nullptr;
    bool m_wanted = false; // the user started it (it may wait for a live game's permission)
    bool m_held = false;   // a question holds the live game: the engine stops until it is answered
    int m_generation = 0;  // counts the analyses started: a link names the one it came from
    const shogi::RecordNode* m_statusNode = nullptr; // the position an error or notice belongs to

    QComboBox* m_engine;
    QSpinBox* m_multiPv;
    QComboBox* m_view;
    QPushButton* m_startStop;
    QCheckBox* m_live;
    QLabel* m_status;
    QVBoxLayout* m_linesLayout;
    std::vector<QLabel*> m_lineLabels;
    std::vector<QStringList> m_shownLinks; // per line shown, the link of each move
    QLabel* m_engineLabel;
    QLabel* m_multiPvLabel;
    QLabel* m_viewLabel;
};
