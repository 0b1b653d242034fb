#pragma once
// The move list beside the board: the line through the current node (the moves that lead to it, then the
// main continuation after it) with move numbers, the time each move took where the record has it, and
// marks for a comment (✎) and for alternatives at that move (⎇), and the quality marks (?!, ?, ??) the
// evaluations in the comments give; below it the alternatives to the current move. Choosing a row or an
// alternative asks the window to go there.
#include "game/MoveText.h"

#include <QWidget>

#include <vector>

class QAction;
class QBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

class MoveListPanel : public QWidget {
    Q_OBJECT
public:
    explicit MoveListPanel(QWidget* parent = nullptr);

    // Shows the line through `current`. The rows are rebuilt when the line changed or `rebuild` is set (the
    // record or the notation changed); otherwise only the selection moves.
    void showLine(const shogi::GameRecord& record, const shogi::RecordNode* current, const MoveText& text,
                  bool rebuild);
    // A comment was added or removed: that row's mark.
    void updateMarks(const shogi::RecordNode* node);
    void setBrowsing(bool browsing); // a timed game goes on: offer the way back to it
    // Buttons beside the alternatives for the window's promote and delete actions.
    void setVariationActions(QAction* promote, QAction* remove);
    // The rows' nodes, the start position first (for tests and the window's navigation).
    const std::vector<const shogi::RecordNode*>& rows() const { return m_nodes; }
    // The variation buttons stack when the panel is narrow: the wider of them bounds its width, not both.
    QSize minimumSizeHint() const override;

signals:
    void nodeChosen(const shogi::RecordNode* node);
    void backToGameRequested();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuildRows(const shogi::GameRecord& record, const MoveText& text);
    void showAlternatives(const shogi::GameRecord& record, const shogi::RecordNode* current,
                          const MoveText& text);
    void setMarks(QTreeWidgetItem* item, const shogi::RecordNode& node);
    void showQualities();
    void retranslate();

    QTreeWidget* m_list;
    QLabel* m_alternativesLabel;
    QListWidget* m_alternatives;
    QToolButton* m_promote;
    QToolButton* m_remove;
    QBoxLayout* m_buttons;
    QPushButton* m_back;
    const shogi::GameRecord* m_record = nullptr; // the controller's, which outlives this panel's use of it
    std::vector<const shogi::RecordNode*> m_nodes;
    std::vector<const shogi::RecordNode*> m_alternativeNodes;
    int m_alternativesMove = 0; // the number of the move the alternatives replace; 0 when there are none
    bool m_filling = false;
};
