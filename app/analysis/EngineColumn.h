#pragma once
// One engine of the analysis panel: its choice of engine, its own lines (score, depth, nodes, speed and the
// moves in the user's notation, each move a link into the line), its colour on the board, its pause, its
// notices. The panel decides what it analyses and when; the column shows what its engine found. Each line has
// a context menu: play it as a variation, or write it into the comment of the position analysed.
#include "analysis/EngineAnalysis.h"
#include "board/BoardMarks.h"
#include "game/MoveText.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace shogi {
struct RecordNode;
}

class EngineColumn : public QWidget {
    Q_OBJECT
public:
    static constexpr int MaxLines = 5;
    enum class LineAction { PlayAsVariation, WriteIntoComment };

    // `index`: its id in the panel, kept while it lives (0 the first, which cannot be removed); it picks the
    // colour, the widgets' names and its links' column.
    explicit EngineColumn(int index, QWidget* parent = nullptr);

    int index() const { return m_index; }
    MarkColor color() const { return m_color; }
    static MarkColor colorOf(int index);
    EngineAnalysis& analysis() { return m_analysis; }
    const EngineAnalysis& analysis() const { return m_analysis; }

    // The engines that can play the board; the one chosen stays chosen when it is still there, else
    // `preferred` when given, else the first.
    void fillEngines(const std::vector<const EngineEntry*>& entries, const QString& preferred = {});
    QString chosenEngine() const;
    QComboBox* engineBox() const { return m_engine; }

    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);

    // What the panel keeps per column: the position its lines belong to and the analysis they came from.
    const shogi::RecordNode* analysedNode = nullptr;
    int generation = 0;

    // A notice or error, belonging to the position `node` (another position takes it away).
    void setStatus(const QString& text, const shogi::RecordNode* node);
    const shogi::RecordNode* statusNode() const { return m_statusNode; }

    // Draws the lines when `shown` (they belong to the position shown), none otherwise; `complete`: the
    // position's time is up and these lines are final.
    void showLines(bool shown, bool sideToMoveView, const MoveText& moveText, bool complete);
    QStringList lineTexts() const;
    QString linkOf(int line, int move) const;
    int linesShown() const { return int(m_shownLinks.size()); }

signals:
    void linkActivated(const QString& link);
    void lineActionRequested(int line, EngineColumn::LineAction action);
    void pauseToggled(bool paused);
    void engineChosen();
    void removeRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showLineMenu(int line, const QPoint& at);

    int m_index;
    MarkColor m_color;
    EngineAnalysis m_analysis;
    bool m_paused = false;
    bool m_complete = false;
    const shogi::RecordNode* m_statusNode = nullptr;
    QLabel* m_swatch;
    QComboBox* m_engine;
    QToolButton* m_pause;
    QToolButton* m_remove;
    QLabel* m_status;
    QLabel* m_state; // "paused", "complete"
    std::vector<QLabel*> m_lineLabels;
    std::vector<QStringList> m_shownLinks; // per line shown, the link of each move
};
