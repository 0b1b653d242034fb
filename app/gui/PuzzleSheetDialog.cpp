#include "gui/PuzzleSheetDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

PuzzleSheetDialog::PuzzleSheetDialog(QWidget* parent)
    : QDialog(parent), m_collection(new QComboBox), m_first(new QSpinBox), m_count(new QSpinBox),
      m_answers(new QCheckBox(tr("Answers on a last page"))) {
    setWindowTitle(tr("Puzzle Sheet"));
    m_collection->addItems(m_library.collections());
    m_count->setRange(1, 600);
    m_count->setValue(6);
    m_count->setSuffix(tr(" puzzles"));
    m_answers->setChecked(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Collection:"), m_collection);
    form->addRow(tr("From puzzle:"), m_first);
    form->addRow(tr("How many:"), m_count);
    form->addRow(QString(), m_answers);
    form->addRow(buttons);
    connect(m_collection, &QComboBox::currentIndexChanged, this, &PuzzleSheetDialog::collectionChosen);
    collectionChosen();
}

void PuzzleSheetDialog::collectionChosen() {
    const std::string name = m_collection->currentText().toStdString();
    int count = 0;
    for (const auto& p : m_library.puzzles())
        count += p.collection == name;
    m_first->setRange(1, std::max(1, count));
}

void PuzzleSheetDialog::choose(const QString& collection, int first, int count) {
    m_collection->setCurrentIndex(m_collection->findText(collection));
    m_first->setValue(first);
    m_count->setValue(count);
}

std::vector<shogi::puzzles::Puzzle> PuzzleSheetDialog::chosen() const {
    const std::string name = m_collection->currentText().toStdString();
    std::vector<shogi::puzzles::Puzzle> out;
    for (const auto& p : m_library.puzzles())
        if (p.collection == name && p.number >= m_first->value() && int(out.size()) < m_count->value())
            out.push_back(p);
    return out;
}

QString PuzzleSheetDialog::title() const {
    const auto puzzles = chosen();
    if (puzzles.empty()) return m_collection->currentText();
    //: A puzzle sheet's title: %1 the collection, %2 and %3 the first and last problems' numbers.
    return tr("%1, puzzles %2–%3")
        .arg(m_collection->currentText())
        .arg(puzzles.front().number)
        .arg(puzzles.back().number);
}

bool PuzzleSheetDialog::answers() const {
    return m_answers->isChecked();
}
