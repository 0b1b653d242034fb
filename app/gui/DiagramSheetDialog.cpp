#include "gui/DiagramSheetDialog.h"

#include "gui/DiagramSheet.h"
#include "gui/PrintPage.h"
#include "play/ScreenFit.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace shogi;

DiagramSheetDialog::DiagramSheetDialog(const GameRecord& record, const MoveText& text, QWidget* parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_step(new QSpinBox(this)) {
    setWindowTitle(tr("Diagram Sheet"));
    m_nodes.push_back(&record.root());
    for (const RecordNode* node : record.mainLine())
        if (!node->isSpecial()) m_nodes.push_back(node);
    for (const RecordNode* node : m_nodes) {
        auto* item = new QListWidgetItem(PrintPage::caption(record, *node, text), m_list);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }

    m_step->setRange(1, 999);
    m_step->setValue(10);
    auto* select = new QPushButton(tr("Select"), this);
    connect(select, &QPushButton::clicked, this, [this] { selectEvery(m_step->value()); });
    auto* clear = new QPushButton(tr("Clear"), this);
    connect(clear, &QPushButton::clicked, this, [this] { selectEvery(0); });
    auto* quick = new QHBoxLayout;
    quick->addWidget(new QLabel(tr("Every"), this));
    quick->addWidget(m_step);
    //: After "Every [N]": every Nth move.
    quick->addWidget(new QLabel(tr("moves"), this));
    quick->addWidget(select);
    quick->addStretch();
    quick->addWidget(clear);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* ok = buttons->button(QDialogButtonBox::Ok);
    auto enableOk = [this, ok] { ok->setEnabled(!chosen().empty()); };
    connect(m_list, &QListWidget::itemChanged, this, enableOk);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("The positions to print, %1 to a page:").arg(DiagramSheet::Columns * DiagramSheet::Rows), this));
    layout->addWidget(m_list);
    layout->addLayout(quick);
    layout->addWidget(buttons);
    selectEvery(m_step->value());
    enableOk();
    ScreenFit::fitWindow(*this, QSize(420, 520));
}

void DiagramSheetDialog::selectEvery(int step) {
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setCheckState(step > 0 && i > 0 && i % step == 0 ? Qt::Checked : Qt::Unchecked);
}

std::vector<const RecordNode*> DiagramSheetDialog::chosen() const {
    std::vector<const RecordNode*> out;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked) out.push_back(m_nodes[std::size_t(i)]);
    return out;
}
