#pragma once
// The whole record as a tree: the main line from top to bottom, and under a move each alternative to it as
// a variation, its moves one below the other (and so on, to any depth). Choosing a move shows it; the
// window's promote and delete actions sit below. The dialog stays open beside the board and follows the
// record.
#include "game/MoveText.h"

#include <QDialog>
#include <QHash>

class QAction;
class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class QDialogButtonBox;

class VariationTreeDialog : public QDialog {
    Q_OBJECT
public:
    explicit VariationTreeDialog(QWidget* parent = nullptr);

    void setVariationActions(QAction* promote, QAction* remove);
    // Rebuilds the tree (the record changed) or, unless `rebuild`, only selects the current node.
    void showRecord(const shogi::GameRecord& record, const shogi::RecordNode* current, const MoveText& text,
                    bool rebuild);
    void updateMarks(const shogi::RecordNode* node);
    QTreeWidget* tree() const { return m_tree; }

signals:
    void nodeChosen(const shogi::RecordNode* node);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addLine(QTreeWidgetItem* parent, const shogi::RecordNode* first, shogi::Position pos,
                 const shogi::GameRecord& record, const MoveText& text);
    QTreeWidgetItem* makeItem(QTreeWidgetItem* parent, const shogi::RecordNode& node, const QString& text);
    void retranslate();

    QLabel* m_hint;
    QTreeWidget* m_tree;
    QToolButton* m_promote;
    QToolButton* m_remove;
    QDialogButtonBox* m_buttons;
    QHash<const shogi::RecordNode*, QTreeWidgetItem*> m_items;
    bool m_filling = false;
};
