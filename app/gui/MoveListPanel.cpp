#include "MoveListPanel.h"

#include <QEvent>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

MoveListPanel::MoveListPanel(QWidget* parent)
    : QWidget(parent), m_list(new QListWidget), m_back(new QPushButton) {
    m_list->setObjectName(QStringLiteral("moveList"));
    m_back->setObjectName(QStringLiteral("backToGame"));
    m_back->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list);
    layout->addWidget(m_back);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling && row >= 0) emit plyChosen(row);
    });
    connect(m_back, &QPushButton::clicked, this, &MoveListPanel::backToGameRequested);
    retranslate();
    setMoves({}, 1, 0);
}

void MoveListPanel::setMoves(const QStringList& moves, int firstNumber, int shownPly) {
    m_filling = true;
    m_list->clear();
    m_list->addItem(tr("Start position"));
    // Moves are numbered one per ply, as shogi records count them.
    for (int i = 0; i < moves.size(); ++i)
        m_list->addItem(QStringLiteral("%1. %2").arg(firstNumber + i).arg(moves[i]));
    m_list->setCurrentRow(shownPly);
    m_list->scrollToItem(m_list->currentItem());
    m_filling = false;
}

void MoveListPanel::setBrowsing(bool browsing) { m_back->setEnabled(browsing); }

void MoveListPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void MoveListPanel::retranslate() {
    m_back->setText(tr("Back to game"));
    if (m_list->count() > 0) m_list->item(0)->setText(tr("Start position"));
}
