#pragma once
// The Hint action: on demand, for the person to move, the built-in engine searches the position for a short
// time (in this process, off the GUI thread) and the window shows its move on the board without playing it,
// and why in words in the status bar. Asking again while it searches cancels; a move, a takeback or a new
// game drops the hint. It is disabled while an engine is to move, and never searches unasked.
#include "play/HintSearch.h"
#include "game/MoveText.h"

#include <QObject>

#include <functional>

class BoardView;
class GameController;
class QAction;
class QStatusBar;

class Hint : public QObject {
    Q_OBJECT
public:
    static constexpr int SearchMs = 1000;

    Hint(GameController& controller, BoardView& board, QStatusBar& status, std::function<MoveText()> moveText,
         QObject* parent = nullptr);

    QAction* action() const { return m_action; }
    void retranslate();
    bool isSearching() const { return m_search.isSearching(); }
    // The move shown, none when no hint is on the board.
    shogi::Move shownMove() const { return m_shown; }

signals:
    void shown(shogi::Move move, const QString& text);

private:
    void trigger();
    void onFound(const shogi::engine::Explanation& e);
    void onPositionChanged();
    void refreshAction();

    GameController& m_controller;
    BoardView& m_board;
    QStatusBar& m_status;
    std::function<MoveText()> m_moveText;
    HintSearch m_search;
    QAction* m_action;
    shogi::Move m_shown;
    std::uint64_t m_askedFor = 0; // the key of the position the search under way is for
};
