#pragma once
// The state of a game at one moment: board, pieces in hand, side to move. Make/unmake keep a chain of
// small state records so a search or perft can walk the tree without copying the position.
#include "rules/Bitboard.h"
#include "rules/Hand.h"
#include "rules/Move.h"
#include "rules/Variant.h"

#include <array>
#include <cstdint>
#include <vector>

namespace shogi {

class Position {
public:
    // An empty board of the given variant, Black to move; fill it with put()/setHand() then finishSetup().
    explicit Position(VariantKind kind = VariantKind::Standard);

    const Variant& variant() const { return *m_variant; }
    Piece pieceOn(Square s) const { return m_board[s]; }
    const Hand& hand(Color c) const { return m_hand[int(c)]; }
    Color sideToMove() const { return m_side; }
    int moveNumber() const { return m_moveNumber; }
    std::uint64_t key() const { return m_key; }

    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[int(c)]; }
    Bitboard pieces(PieceType pt) const { return m_byType[pt]; }
    Bitboard pieces(Color c, PieceType pt) const { return m_byType[pt] & m_byColor[int(c)]; }
    // Gold and the four pieces that move like it once promoted.
    Bitboard goldMovers(Color c) const {
        return (m_byType[Gold] | m_byType[ProPawn] | m_byType[ProLance] | m_byType[ProKnight] |
                m_byType[ProSilver]) &
               m_byColor[int(c)];
    }
    Square kingSquare(Color c) const { return m_king[int(c)]; }

    Bitboard checkers() const { return m_checkers; }
    bool inCheck() const { return bool(m_checkers); }
    Bitboard attackersTo(Square s, Color by, Bitboard occupancy) const;
    Bitboard attackersTo(Square s, Color by) const { return attackersTo(s, by, occupied()); }
    bool attacked(Square s, Color by) const { return bool(attackersTo(s, by)); }
    // Pieces of colour c that shield c's king from an enemy slider.
    Bitboard pinned(Color c) const { return pinned(c, occupied()); }
    Bitboard pinned(Color c, Bitboard occupancy) const;

    Piece movedPiece(Move m) const {
        return m.isDrop() ? makePiece(m_side, m.dropType()) : m_board[m.from()];
    }
    Piece capturedBy(Move m) const { return m.isDrop() ? NoPiece : m_board[m.to()]; }

    // Plays a legal (or at least pseudo-legal) move; undoMove() takes back the last one.
    void doMove(Move m);
    void undoMove();
    // Passes the turn (the search's null move); never called in check. undoNullMove() takes it back.
    void doNullMove();
    void undoNullMove();
    int pliesPlayed() const { return int(m_states.size()); }
    Move lastMove() const { return m_states.empty() ? Move::none() : m_states.back().move; }

    // Setup, used by SFEN parsing and board editors.
    void put(Square s, Piece p);
    void remove(Square s);
    void setHand(Color c, PieceType pt, int count) { m_hand[int(c)].set(pt, count); }
    void setSideToMove(Color c) { m_side = c; }
    void setMoveNumber(int n) { m_moveNumber = n; }
    void finishSetup(); // recomputes key, king squares and checkers; clears the undo chain

    bool sameState(const Position& o) const {
        return m_board == o.m_board && m_hand == o.m_hand && m_side == o.m_side && m_variant == o.m_variant;
    }

private:
    struct StateInfo {
        Move move;
        Piece captured;
        std::uint64_t key;
        Bitboard checkers;
    };
    void placePiece(Square s, Piece p);
    void removePiece(Square s);
    Bitboard computeCheckers() const;

    const Variant* m_variant;
    std::array<Piece, SquareCount> m_board{};
    std::array<Bitboard, PieceTypeCount> m_byType{};
    std::array<Bitboard, 2> m_byColor{};
    std::array<Hand, 2> m_hand{};
    std::array<Square, 2> m_king{NoSquare, NoSquare};
    Color m_side = Color::Black;
    int m_moveNumber = 1;
    std::uint64_t m_key = 0;
    Bitboard m_checkers;
    std::vector<StateInfo> m_states;
};

} // namespace shogi
