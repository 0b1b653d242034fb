#pragma once
// The position editor's controller: the position being set up, every change the board or the panel asks
// for, and the history behind Undo and Redo. It moves pieces as a person would on a wooden board (a piece
// taken to a komadai goes there unpromoted, one put on a square replaces what stood there) and judges
// nothing: whether the position could stand in a game is the rules core's answer (checkPosition), which
// issues() passes on.
#include "board/EditSpot.h"
#include "rules/PositionCheck.h"

#include <QObject>
#include <QString>

#include <vector>

class PositionEditor : public QObject {
    Q_OBJECT
public:
    explicit PositionEditor(QObject* parent = nullptr);

    // Starts editing `pos` with an empty history; a mate problem (tsume) when only White has a king.
    void begin(const shogi::Position& pos);
    const shogi::Position& position() const { return m_now.position; }
    // A mate problem needs only the defender's (White's) king.
    bool isTsume() const { return m_now.tsume; }
    // Changed since begin().
    bool isModified() const;
    std::vector<shogi::PositionIssue> issues() const;

    // Each returns false (and changes nothing) when the request changes nothing or makes no sense (a king
    // to a komadai, a count below zero or above the set).
    bool transfer(const EditSpot& from, const EditSpot& to);
    bool turnOver(shogi::Square sq);
    bool swapColour(shogi::Square sq);
    bool changeHandCount(shogi::Color side, shogi::PieceType pt, int delta);
    bool setSideToMove(shogi::Color side);
    bool setTsume(bool tsume);
    // The start position of a board, a handicap preset (the standard board's), the kings alone on their
    // start squares, and every piece the board and Black's hand do not use into White's hand (a tsume).
    bool loadStart(shogi::VariantKind variant);
    bool loadHandicap(const QString& id);
    bool clearToKings();
    bool restToWhiteHand();

    bool canUndo() const { return m_at > 0; }
    bool canRedo() const { return m_at + 1 < m_history.size(); }
    bool undo();
    bool redo();

signals:
    void changed(); // the position, the tsume flag or what undo and redo can do

private:
    struct State {
        shogi::Position position;
        bool tsume = false;
        bool sameAs(const State& o) const { return tsume == o.tsume && position.sameState(o.position); }
    };
    bool commit(State next);
    bool commit(shogi::Position next) { return commit(State{std::move(next), m_now.tsume}); }

    State m_now;
    State m_begun;
    std::vector<State> m_history; // every state reached, m_history[m_at] is m_now
    std::size_t m_at = 0;
};
