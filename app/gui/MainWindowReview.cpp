// MainWindow: moving through the record (buttons, keys, the wheel over the board), its variations (the
// tree, promote, delete) and its headers.
#include "MainWindow.h"

#include "BoardView.h"
#include "HeadersDialog.h"
#include "MoveListPanel.h"
#include "VariationTreeDialog.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QWheelEvent>

using shogi::RecordNode;

void MainWindow::createReviewActions() {
    m_first = makeAction("actionFirstMove", &MainWindow::goFirst);
    m_first->setShortcut(QKeySequence(Qt::Key_Home));
    m_first->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_previous = makeAction("actionPreviousMove", &MainWindow::goPrevious);
    m_previous->setShortcut(QKeySequence(Qt::Key_Left));
    m_previous->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_next = makeAction("actionNextMove", &MainWindow::goNext);
    m_next->setShortcut(QKeySequence(Qt::Key_Right));
    m_next->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_last = makeAction("actionLastMove", &MainWindow::goLast);
    m_last->setShortcut(QKeySequence(Qt::Key_End));
    m_last->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_back = makeAction("actionBackToGame", &MainWindow::backToGame);
    m_promote = makeAction("actionPromoteVariation", &MainWindow::promoteVariation);
    m_deleteVariation = makeAction("actionDeleteVariation", &MainWindow::deleteVariation);
    m_showTree = makeAction("actionVariationTree", &MainWindow::showVariationTree);
    m_showTree->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_gameInfo = makeAction("actionGameInfo", &MainWindow::editHeaders);
    m_gameInfo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_moveList->setVariationActions(m_promote, m_deleteVariation);
}

void MainWindow::retranslateReviewActions() {
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

void MainWindow::goFirst() {
    m_controller.goTo(&m_controller.record().root());
}

void MainWindow::goPrevious() {
    if (const RecordNode* parent = m_controller.current()->parent) m_controller.goTo(parent);
}

void MainWindow::goNext() {
    if (const RecordNode* next = m_controller.current()->mainChild()) m_controller.goTo(next);
}

void MainWindow::goLast() {
    const RecordNode* node = m_controller.current();
    while (node->mainChild())
        node = node->mainChild();
    m_controller.goTo(node);
}

void MainWindow::goToMove(int ply) {
    const RecordNode* node = &m_controller.record().root();
    for (int i = 0; i < ply && node->mainChild(); ++i)
        node = node->mainChild();
    m_controller.goTo(node);
}

// Wheel up goes back in the game, down goes on; one notch (120) is one move.
void MainWindow::wheelOverBoard(QWheelEvent* event) {
    m_wheelDelta += event->angleDelta().y();
    for (; m_wheelDelta >= 120; m_wheelDelta -= 120)
        goPrevious();
    for (; m_wheelDelta <= -120; m_wheelDelta += 120)
        goNext();
    event->accept();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_board->viewport()) return QMainWindow::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Wheel:
        wheelOverBoard(static_cast<QWheelEvent*>(event));
        return true;
    // A record file dropped on the board opens like one dropped anywhere else on the window.
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (droppedFile(drag->mimeData()).isEmpty()) break;
        drag->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        if (droppedFile(drop->mimeData()).isEmpty()) break;
        dropEvent(drop);
        return true;
    }
    default:
        break;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::promoteVariation() {
    if (m_controller.promoteToMainLine(m_controller.current()))
        statusBar()->showMessage(tr("This line is now the main line."));
}

void MainWindow::deleteVariation() {
    const RecordNode* start = GameController::variationStart(m_controller.current());
    if (!start || !m_controller.canEditVariation(start)) return;
    const QString move = moveText().node(m_controller.record().positionAt(start->parent), *start);
    QMessageBox box(QMessageBox::Question, tr("Delete Variation"),
                    tr("Delete the variation that starts with move %1, %2, and every move after it?")
                        .arg(MoveText::number(m_controller.record(), *start))
                        .arg(move),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("deleteVariationBox"));
    QPushButton* remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("Cancel"), QMessageBox::RejectRole));
    if (ask(box) == remove && m_controller.removeVariation(start))
        statusBar()->showMessage(tr("Variation deleted."));
}

void MainWindow::showVariationTree() {
    if (!m_tree) {
        m_tree = new VariationTreeDialog(this);
        m_tree->setVariationActions(m_promote, m_deleteVariation);
        connect(m_tree, &VariationTreeDialog::nodeChosen, &m_controller, &GameController::goTo);
    }
    m_tree->show();
    m_tree->showRecord(m_controller.record(), m_controller.current(), moveText(), true);
    m_tree->raise();
    m_tree->activateWindow();
}

void MainWindow::editHeaders() {
    HeadersDialog dialog(m_controller.record(), this);
    if (dialog.exec() == QDialog::Accepted) m_controller.setHeaders(dialog.headers());
}
