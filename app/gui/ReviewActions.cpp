#include "gui/ReviewActions.h"

#include "board/BoardView.h"
#include "game/GameController.h"
#include "gui/HeadersDialog.h"
#include "gui/MoveListPanel.h"
#include "gui/VariationTreeDialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QWheelEvent>

using shogi::RecordNode;

template <class Slot> QAction* ReviewActions::makeAction(const char* name, Slot slot) {
    auto* action = new QAction(&m_window);
    action->setObjectName(QLatin1String(name));
    connect(action, &QAction::triggered, this, slot);
    return action;
}

ReviewActions::ReviewActions(QMainWindow& window, GameController& controller, BoardView& board,
                             MoveListPanel& moveList, const UserPrompts& prompts,
                             std::function<MoveText()> moveText)
    : QObject(&window), m_window(window), m_controller(controller), m_board(board), m_prompts(prompts),
      m_moveText(std::move(moveText)) {
    const QStyle* style = m_window.style();
    m_first = makeAction("actionFirstMove", &ReviewActions::goFirst);
    m_first->setShortcut(QKeySequence(Qt::Key_Home));
    m_first->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    m_previous = makeAction("actionPreviousMove", &ReviewActions::goPrevious);
    m_previous->setShortcut(QKeySequence(Qt::Key_Left));
    m_previous->setIcon(style->standardIcon(QStyle::SP_MediaSeekBackward));
    m_next = makeAction("actionNextMove", &ReviewActions::goNext);
    m_next->setShortcut(QKeySequence(Qt::Key_Right));
    m_next->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    m_last = makeAction("actionLastMove", &ReviewActions::goLast);
    m_last->setShortcut(QKeySequence(Qt::Key_End));
    m_last->setIcon(style->standardIcon(QStyle::SP_MediaSkipForward));
    m_back = makeAction("actionBackToGame", &ReviewActions::backToGame);
    m_promote = makeAction("actionPromoteVariation", &ReviewActions::promoteVariation);
    m_deleteVariation = makeAction("actionDeleteVariation", &ReviewActions::deleteVariation);
    m_showTree = makeAction("actionVariationTree", &ReviewActions::showVariationTree);
    m_showTree->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_gameInfo = makeAction("actionGameInfo", &ReviewActions::editHeaders);
    m_gameInfo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    moveList.setVariationActions(m_promote, m_deleteVariation);
    m_board.viewport()->installEventFilter(this);
}

void ReviewActions::retranslate() {
    m_first->setText(tr("&Start Position"));
    m_previous->setText(tr("&Previous Move"));
    m_next->setText(tr("&Next Move"));
    m_last->setText(tr("&Last Move"));
    m_back->setText(tr("&Back to Game"));
    m_promote->setText(tr("&Promote to Main Line"));
    m_deleteVariation->setText(tr("&Delete Variation…"));
    m_showTree->setText(tr("Variation &Tree…"));
    m_gameInfo->setText(tr("Game &Information…"));
}

void ReviewActions::refresh(const MoveText& text, bool rebuild) {
    const RecordNode* current = m_controller.current();
    m_back->setEnabled(m_controller.isBrowsing());
    m_first->setEnabled(current->parent);
    m_previous->setEnabled(current->parent);
    m_next->setEnabled(current->mainChild());
    m_last->setEnabled(current->mainChild());
    m_promote->setEnabled(m_controller.canEditVariation(current));
    m_deleteVariation->setEnabled(m_controller.canEditVariation(current));
    if (m_tree && m_tree->isVisible()) m_tree->showRecord(m_controller.record(), current, text, rebuild);
}

void ReviewActions::updateMarks(const RecordNode* node) {
    if (m_tree) m_tree->updateMarks(node);
}

void ReviewActions::showStatus(const QString& message) {
    m_window.statusBar()->showMessage(message);
}

void ReviewActions::goFirst() {
    m_controller.goTo(&m_controller.record().root());
}

void ReviewActions::goPrevious() {
    if (const RecordNode* parent = m_controller.current()->parent) m_controller.goTo(parent);
}

void ReviewActions::goNext() {
    if (const RecordNode* next = m_controller.current()->mainChild()) m_controller.goTo(next);
}

void ReviewActions::goLast() {
    const RecordNode* node = m_controller.current();
    while (node->mainChild())
        node = node->mainChild();
    m_controller.goTo(node);
}

void ReviewActions::goToMove(int ply) {
    const RecordNode* node = &m_controller.record().root();
    for (int i = 0; i < ply && node->mainChild(); ++i)
        node = node->mainChild();
    m_controller.goTo(node);
}

void ReviewActions::backToGame() {
    m_controller.goTo(m_controller.playNode());
}

// Wheel up goes back in the game, down goes on; one notch (120) is one move.
void ReviewActions::wheelOverBoard(QWheelEvent* event) {
    m_wheelDelta += event->angleDelta().y();
    for (; m_wheelDelta >= 120; m_wheelDelta -= 120)
        goPrevious();
    for (; m_wheelDelta <= -120; m_wheelDelta += 120)
        goNext();
    event->accept();
}

bool ReviewActions::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Wheel && watched == m_board.viewport()) {
        wheelOverBoard(static_cast<QWheelEvent*>(event));
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void ReviewActions::promoteVariation() {
    if (m_controller.promoteToMainLine(m_controller.current()))
        showStatus(tr("This line is now the main line."));
}

void ReviewActions::deleteVariation() {
    const RecordNode* start = GameController::variationStart(m_controller.current());
    if (!start || !m_controller.canEditVariation(start)) return;
    const QString move = m_moveText().node(m_controller.record().positionAt(start->parent), *start);
    QMessageBox box(QMessageBox::Question, tr("Delete Variation"),
                    tr("Delete the variation that starts with move %1, %2, and every move after it?")
                        .arg(m_controller.record().moveNumber(*start))
                        .arg(move),
                    QMessageBox::NoButton, &m_window);
    box.setObjectName(QStringLiteral("deleteVariationBox"));
    QPushButton* remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
    if (m_prompts.ask(box) == remove && m_controller.removeVariation(start))
        showStatus(tr("Variation deleted."));
}

void ReviewActions::showVariationTree() {
    if (!m_tree) {
        m_tree = new VariationTreeDialog(&m_window);
        m_tree->setVariationActions(m_promote, m_deleteVariation);
        connect(m_tree, &VariationTreeDialog::nodeChosen, &m_controller, &GameController::goTo);
    }
    m_tree->show();
    m_tree->showRecord(m_controller.record(), m_controller.current(), m_moveText(), true);
    m_tree->raise();
    m_tree->activateWindow();
}

void ReviewActions::editHeaders() {
    const GameController::Hold hold(m_controller);
    HeadersDialog dialog(m_controller.record(), &m_window);
    if (dialog.exec() == QDialog::Accepted) m_controller.setHeaders(dialog.headers());
}
