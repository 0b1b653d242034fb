#pragma once
// Choosing the puzzles of a sheet: a collection of the Learn trainer (shipped or the user's own), the
// first problem and how many, and whether the answers follow on a last page.
#include "learn/PuzzleLibrary.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

class PuzzleSheetDialog : public QDialog {
    Q_OBJECT
public:
    explicit PuzzleSheetDialog(QWidget* parent = nullptr);

    void choose(const QString& collection, int first, int count);
    std::vector<shogi::puzzles::Puzzle> chosen() const;
    QString title() const; // the collection and the problems' numbers
    bool answers() const;

private:
    void collectionChosen();

    PuzzleLibrary m_library;
    QComboBox* m_collection;
    QSpinBox* m_first;
    QSpinBox* m_count;
    QCheckBox* m_answers;
};
