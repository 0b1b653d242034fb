#include "gui/VariationTreeDialog.h"

#include "play/ScreenFit.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using shogi::RecordNode;

namespace {

QString markedText(const RecordNode& node, const QString& text) {
    return node.comment.isEmpty() ? text : text + QStringLiteral("  ✎");
}

} // namespace

VariationTreeDialog::VariationTreeDialog(QWidget* parent)
    : QDialog(parent), m_hint(new QLabel), m_tree(new QTreeWidget), m_promote(new QToolButton),
      m_remove(new QToolButton), m_buttons(new QDialogButtonBox(QDialogButtonBox::Close)) {
    setObjectName(QStringLiteral("variationTree"));
    m_tree->setObjectName(QStringLiteral("variationTreeWidget"));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_hint->setWordWrap(true);
    for (QToolButton* b : {m_promote, m_remove})
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_promote);
    actions->addWidget(m_remove);
    actions->addStretch();
    actions->addWidget(m_buttons);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(m_tree, 1);
    layout->addLayout(actions);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (m_filling || !item) return;
        if (const auto* node =
                static_cast<const RecordNode*>(item->data(0, Qt::UserRole).value<const void*>()))
            emit nodeChosen(node);
    });
    ScreenFit::fitWindow(*this, QSize(420, 560));
    retranslate();
}

void VariationTreeDialog::setVariationActions(QAction* promote, QAction* remove) {
    m_promote->setDefaultAction(promote);
    m_remove->setDefaultAction(remove);
}

void VariationTreeDialog::showRecord(const shogi::GameRecord& record, const RecordNode* current,
                                     const MoveText& text, bool rebuild) {
    m_filling = true;
    if (rebuild || !m_items.contains(current)) {
        m_tree->clear();
        m_items.clear();
        makeItem(nullptr, record.root(), tr("Start position"));
        if (!record.root().children.empty())
            addLine(nullptr, record.root().mainChild(), record.startPosition(), record, text);
        m_tree->expandAll();
    }
    if (QTreeWidgetItem* item = m_items.value(current)) {
        m_tree->setCurrentItem(item);
        m_tree->scrollToItem(item);
    }
    m_filling = false;
}

// The line from `first` on, its moves one below the other: the main line at the top level, a variation
// under a heading ("Variation at move 12") nested under the move it replaces. Each move's alternatives
// follow it that way, to any depth.
void VariationTreeDialog::addLine(QTreeWidgetItem* parent, const RecordNode* first, shogi::Position pos,
                                  const shogi::GameRecord& record, const MoveText& text) {
    QTreeWidgetItem* holder = parent;
    if (parent) {
        holder = new QTreeWidgetItem(parent);
        holder->setText(0, tr("Variation at move %1").arg(record.moveNumber(*first)));
        holder->setData(0, Qt::UserRole, QVariant::fromValue(static_cast<const void*>(first)));
        QFont italic = holder->font(0);
        italic.setItalic(true);
        holder->setFont(0, italic);
    }
    for (const RecordNode* node = first; node; node = node->mainChild()) {
        const QString number =
            node->isSpecial() ? QString() : QStringLiteral("%1. ").arg(record.moveNumber(*node));
        QTreeWidgetItem* item = makeItem(holder, *node, number + text.node(pos, *node));
        if (node->parent->mainChild() == node)
            for (std::size_t k = 1; k < node->parent->children.size(); ++k)
                addLine(item, node->parent->children[k].get(), pos, record, text);
        MoveText::advance(pos, *node);
    }
}

QTreeWidgetItem* VariationTreeDialog::makeItem(QTreeWidgetItem* parent, const RecordNode& node,
                                               const QString& text) {
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
    item->setText(0, markedText(node, text));
    item->setData(0, Qt::UserRole, QVariant::fromValue(static_cast<const void*>(&node)));
    item->setData(0, Qt::UserRole + 1, text);
    m_items.insert(&node, item);
    return item;
}

void VariationTreeDialog::updateMarks(const RecordNode* node) {
    if (QTreeWidgetItem* item = m_items.value(node))
        item->setText(0, markedText(*node, item->data(0, Qt::UserRole + 1).toString()));
}

void VariationTreeDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QDialog::changeEvent(event);
}

void VariationTreeDialog::retranslate() {
    setWindowTitle(tr("Variation Tree"));
    m_hint->setText(
        tr("The main line runs down the left; each alternative is shown under the move it replaces. "
           "Choose a move to show it on the board."));
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
}
