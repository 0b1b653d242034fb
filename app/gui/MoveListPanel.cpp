#include "gui/MoveListPanel.h"

#include "analysis/EvalText.h"
#include "analysis/LineReview.h"

#include <QBoxLayout>
#include <QEvent>
#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using shogi::RecordNode;

namespace {

enum Column { NumberColumn, MoveColumn, MarksColumn, TimeColumn, QualityColumn, ColumnCount };

const QString CommentMark = QStringLiteral("✎");
const QString BranchMark = QStringLiteral("⎇");

// The line through `current`: the root, the moves to it, then the main continuation.
std::vector<const RecordNode*> lineThrough(const RecordNode* current) {
    std::vector<const RecordNode*> line;
    for (const RecordNode* n = current; n; n = n->parent)
        line.push_back(n);
    std::reverse(line.begin(), line.end());
    for (const RecordNode* n = current->mainChild(); n; n = n->mainChild())
        line.push_back(n);
    return line;
}

// m:ss, or h:mm:ss for a long think.
QString formatTime(int ms) {
    const int s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QColor qualityColor(shogi::analysis::MoveQuality q) {
    using shogi::analysis::MoveQuality;
    return q == MoveQuality::Blunder   ? QColor(0xc0, 0x39, 0x2b)
           : q == MoveQuality::Mistake ? QColor(0xd3, 0x6a, 0x10)
                                       : QColor(0xb0, 0x88, 0x10);
}

bool hasAlternatives(const RecordNode& node) {
    return node.parent && node.parent->children.size() > 1;
}

} // namespace

MoveListPanel::MoveListPanel(QWidget* parent)
    : QWidget(parent), m_list(new QTreeWidget), m_alternativesLabel(new QLabel),
      m_alternatives(new QListWidget), m_promote(new QToolButton), m_remove(new QToolButton),
      m_buttons(new QBoxLayout(QBoxLayout::LeftToRight)), m_back(new QPushButton) {
    m_list->setObjectName(QStringLiteral("moveList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(false);
    // Columns as wide as what they hold: the numbers and marks take no more than they need.
    m_list->header()->setMinimumSectionSize(m_list->fontMetrics().horizontalAdvance(QLatin1Char('0')));
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(MoveColumn, QHeaderView::Stretch);
    m_alternatives->setObjectName(QStringLiteral("alternativesList"));
    m_alternatives->setMaximumHeight(m_alternatives->fontMetrics().height() * 6);
    m_alternativesLabel->setWordWrap(true);
    m_back->setObjectName(QStringLiteral("backToGame"));
    m_back->setVisible(false);
    for (QToolButton* b : {m_promote, m_remove}) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setVisible(false);
    }

    m_buttons->addWidget(m_promote);
    m_buttons->addWidget(m_remove);
    m_buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_back);
    layout->addWidget(m_alternativesLabel);
    layout->addWidget(m_alternatives);
    layout->addLayout(m_buttons);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        const int row = m_list->indexOfTopLevelItem(item);
        if (!m_filling && row >= 0 && row < int(m_nodes.size())) emit nodeChosen(m_nodes[std::size_t(row)]);
    });
    connect(m_alternatives, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling && row >= 0 && row < int(m_alternativeNodes.size()))
            emit nodeChosen(m_alternativeNodes[std::size_t(row)]);
    });
    connect(m_back, &QPushButton::clicked, this, &MoveListPanel::backToGameRequested);
    retranslate();
}

void MoveListPanel::setVariationActions(QAction* promote, QAction* remove) {
    m_promote->setDefaultAction(promote);
    m_remove->setDefaultAction(remove);
    m_promote->setVisible(true);
    m_remove->setVisible(true);
}

void MoveListPanel::showLine(const shogi::GameRecord& record, const RecordNode* current, const MoveText& text,
                             bool rebuild) {
    m_filling = true;
    m_record = &record;
    const auto row = std::find(m_nodes.begin(), m_nodes.end(), current);
    if (rebuild || row == m_nodes.end()) {
        m_nodes = lineThrough(current);
        rebuildRows(record, text);
    }
    QTreeWidgetItem* item =
        m_list->topLevelItem(int(std::find(m_nodes.begin(), m_nodes.end(), current) - m_nodes.begin()));
    m_list->setCurrentItem(item);
    m_list->scrollToItem(item);
    showAlternatives(record, current, text);
    m_filling = false;
}

void MoveListPanel::rebuildRows(const shogi::GameRecord& record, const MoveText& text) {
    m_list->clear();
    const std::vector<const RecordNode*> moves(m_nodes.begin() + 1, m_nodes.end());
    const QStringList texts = text.line(record, moves);
    bool anyTime = false;
    QList<QTreeWidgetItem*> items;
    auto* start = new QTreeWidgetItem;
    start->setText(MoveColumn, tr("Start position"));
    setMarks(start, *m_nodes.front());
    items << start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const RecordNode& node = *moves[i];
        auto* item = new QTreeWidgetItem;
        item->setText(NumberColumn, QString::number(record.moveNumber(node)));
        item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(MoveColumn,
                      node.illegal ? tr("%1 (illegal)").arg(texts[qsizetype(i)]) : texts[qsizetype(i)]);
        if (node.illegal) {
            item->setForeground(MoveColumn, QColor(0xb0, 0x20, 0x20));
            item->setToolTip(MoveColumn,
                             tr("An illegal move, kept as the record has it: the line ends here."));
        }
        if (node.isSpecial()) {
            QFont italic = item->font(MoveColumn);
            italic.setItalic(true);
            item->setFont(MoveColumn, italic);
            item->setToolTip(MoveColumn, texts[qsizetype(i)]); // a long name may not fit the column
        }
        if (node.timeSpentMs >= 0) {
            item->setText(TimeColumn, formatTime(node.timeSpentMs));
            item->setTextAlignment(TimeColumn, Qt::AlignRight | Qt::AlignVCenter);
            anyTime = true;
        }
        setMarks(item, node);
        items << item;
    }
    m_list->addTopLevelItems(items);
    m_list->setColumnHidden(TimeColumn, !anyTime);
    showQualities();
}

// The ?!, ? and ?? of the moves, judged from the evaluations in the line's comments (EvalComment).
void MoveListPanel::showQualities() {
    if (!m_record || m_nodes.empty()) return;
    const auto review = shogi::analysis::reviewLine(*m_record, m_nodes.back());
    for (std::size_t row = 0; row < m_nodes.size(); ++row) {
        QTreeWidgetItem* item = m_list->topLevelItem(int(row));
        if (!item) continue;
        QString mark, tip;
        if (row < review.nodes.size() && review.nodes[row].node == m_nodes[row] &&
            review.nodes[row].quality) {
            const auto& reviewed = review.nodes[row];
            mark = shogi::analysis::mark(*reviewed.quality);
            if (!mark.isEmpty()) {
                item->setForeground(QualityColumn, qualityColor(*reviewed.quality));
                tip = tr("The mover's win rate fell by %1 points with this move.")
                          .arg(std::lround(reviewed.winRateLost)) +
                      QLatin1Char('\n') + EvalText::thresholds();
            }
        }
        item->setText(QualityColumn, mark);
        item->setToolTip(QualityColumn, tip);
    }
}

void MoveListPanel::setMarks(QTreeWidgetItem* item, const RecordNode& node) {
    QStringList marks, tips;
    if (hasAlternatives(node)) {
        marks << BranchMark;
        tips << tr("Alternatives exist at this move.");
    }
    if (!node.comment.isEmpty()) {
        marks << CommentMark;
        tips << tr("This move has a comment.");
    }
    item->setText(MarksColumn, marks.join(QLatin1Char(' ')));
    item->setToolTip(MarksColumn, tips.join(QLatin1Char('\n')));
}

void MoveListPanel::updateMarks(const RecordNode* node) {
    const auto row = std::find(m_nodes.begin(), m_nodes.end(), node);
    if (row == m_nodes.end()) return;
    setMarks(m_list->topLevelItem(int(row - m_nodes.begin())), *node);
    showQualities(); // an evaluation in the comment judges this move and the next
}

// The alternatives to the current move: it and its siblings, in the record's order (the first is the main
// continuation at that branch).
void MoveListPanel::showAlternatives(const shogi::GameRecord& record, const RecordNode* current,
                                     const MoveText& text) {
    m_alternatives->clear();
    m_alternativeNodes.clear();
    m_alternativesMove = 0;
    if (hasAlternatives(*current)) {
        const shogi::Position before = record.positionAt(current->parent);
        for (const auto& child : current->parent->children) {
            m_alternativeNodes.push_back(child.get());
            m_alternatives->addItem(text.node(before, *child));
            if (child.get() == current) m_alternatives->setCurrentRow(m_alternatives->count() - 1);
        }
        m_alternativesMove = record.moveNumber(*current);
    }
    m_alternatives->setEnabled(m_alternativesMove > 0);
    // An empty list would take the moves' room: the label alone says there is none.
    m_alternatives->setVisible(m_alternativesMove > 0);
    retranslate();
}

void MoveListPanel::setBrowsing(bool browsing) {
    m_back->setVisible(browsing);
}

QSize MoveListPanel::minimumSizeHint() const {
    // Wide enough to read a long move with its number and marks: three columns, each with its padding.
    const QStyle* style = m_list->style();
    const int padding = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    const QString longMove = QStringLiteral("888 ☗８八銀不成 %1 %2 ??").arg(CommentMark, BranchMark);
    int width = m_list->fontMetrics().horizontalAdvance(longMove) + 4 * padding +
                style->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * m_list->frameWidth();
    for (const QWidget* w : {static_cast<const QWidget*>(m_promote), static_cast<const QWidget*>(m_remove),
                             static_cast<const QWidget*>(m_back)})
        width = std::max(width, w->minimumSizeHint().width());
    const QMargins margins = layout()->contentsMargins();
    return {width + margins.left() + margins.right(), QWidget::minimumSizeHint().height()};
}

void MoveListPanel::resizeEvent(QResizeEvent* event) {
    const QMargins margins = layout()->contentsMargins();
    const int sideBySide = m_promote->sizeHint().width() + m_buttons->spacing() +
                           m_remove->sizeHint().width() + margins.left() + margins.right();
    m_buttons->setDirection(width() >= sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    QWidget::resizeEvent(event);
    // A dock opened beside or under the list (the analysis) shortens it: the move shown stays in sight, once
    // the list has its new height.
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (QTreeWidgetItem* current = m_list->currentItem()) m_list->scrollToItem(current);
        },
        Qt::QueuedConnection);
}

void MoveListPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void MoveListPanel::retranslate() {
    m_back->setText(tr("Back to game"));
    m_alternativesLabel->setText(m_alternativesMove > 0
                                     ? tr("Alternatives to move %1:").arg(m_alternativesMove)
                                     : tr("No alternatives to this move."));
    if (QTreeWidgetItem* start = m_list->topLevelItem(0)) start->setText(MoveColumn, tr("Start position"));
}
