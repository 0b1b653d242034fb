#pragma once
// Choosing the positions of a diagram sheet: the start and every move of the main line, each with a check
// box, and a quick choice of every Nth move.
#include "game/MoveText.h"
#include "record/GameRecord.h"

#include <QDialog>

#include <vector>

class QListWidget;
class QSpinBox;

class DiagramSheetDialog : public QDialog {
    Q_OBJECT
public:
    DiagramSheetDialog(const shogi::GameRecord& record, const MoveText& text, QWidget* parent = nullptr);

    // Checks every `step`th move (and unchecks the others).
    void selectEvery(int step);
    // The positions checked, in the record's order.
    std::vector<const shogi::RecordNode*> chosen() const;

private:
    std::vector<const shogi::RecordNode*> m_nodes; // the root, then the main line's moves
    QListWidget* m_list;
    QSpinBox* m_step;
};
