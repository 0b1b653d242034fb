#pragma once
// Going through the record, for the main window: the first, previous, next and last moves (buttons, keys,
// the mouse wheel over the board), back to the game, the variations (the tree dialog, promote, delete) and
// the record's headers. The window puts its actions in the menus and the toolbar, and tells it when the
// record or the current move changed.
#include "game/MoveText.h"
#include "play/UserPrompts.h"

#include <QObject>

#include <functional>

class BoardView;
class GameController;
class MoveListPanel;
class QAction;
class QMainWindow;
class QWheelEvent;
class VariationTreeDialog;

class ReviewActions : public QObject {
    Q_OBJECT
public:
    // `prompts` is the window's, read at each question; `moveText` gives the notation the settings ask for.
    ReviewActions(QMainWindow& window, GameController& controller, BoardView& board, MoveListPanel& moveList,
                  const UserPrompts& prompts, std::function<MoveText()> moveText);

    QAction* firstAction() const { return m_first; }
    QAction* previousAction() const { return m_previous; }
    QAction* nextAction() const { return m_next; }
    QAction* lastAction() const { return m_last; }
    QAction* backAction() const { return m_back; }
    QAction* promoteAction() const { return m_promote; }
    QAction* deleteVariationAction() const { return m_deleteVariation; }
    QAction* treeAction() const { return m_showTree; }
    QAction* gameInfoAction() const { return m_gameInfo; }
    void retranslate();

    // Shows the main line's position after `ply` moves (0: the start; past the end: the last).
    void goToMove(int ply);
    void backToGame();
    VariationTreeDialog* variationTree() const { return m_tree; }

    // The record or the current move changed: the enabled actions, and the tree if it is open (rebuilt when
    // `rebuild`, else only its selection moves).
    void refresh(const MoveText& text, bool rebuild);
    // A comment was added or removed at `node`: its mark in the tree.
    void updateMarks(const shogi::RecordNode* node);

protected:
    // The wheel over the board.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    template <class Slot> QAction* makeAction(const char* name, Slot slot);
    void goFirst();
    void goPrevious();
    void goNext();
    void goLast();
    void promoteVariation();
    void deleteVariation();
    void showVariationTree();
    void editHeaders();
    void wheelOverBoard(QWheelEvent* event);
    void showStatus(const QString& message);

    QMainWindow& m_window;
    GameController& m_controller;
    BoardView& m_board;
    const UserPrompts& m_prompts;
    std::function<MoveText()> m_moveText;
    VariationTreeDialog* m_tree = nullptr;
    int m_wheelDelta = 0; // wheel steps are 120; touchpads send parts of one

    QAction* m_first;
    QAction* m_previous;
    QAction* m_next;
    QAction* m_last;
    QAction* m_back;
    QAction* m_promote;
    QAction* m_deleteVariation;
    QAction* m_showTree;
    QAction* m_gameInfo;
};
