#include "board/MoveTargets.h"

#include "rules/MoveGenerator.h"

using namespace shogi;

void MoveTargets::setPosition(const Position& pos) {
    m_legal.clear();
    movegen::legalMoves(pos, m_legal);
}

bool MoveTargets::startsAt(Move m, const MoveOrigin& origin) {
    return origin.isDrop() ? m.isDrop() && m.dropType() == origin.drop
                           : !m.isDrop() && m.from() == origin.square;
}

QList<Square> MoveTargets::destinations(const MoveOrigin& origin) const {
    QList<Square> squares;
    for (Move m : m_legal)
        if (startsAt(m, origin) && !squares.contains(m.to())) squares.append(m.to());
    return squares;
}

MoveChoice MoveTargets::movesTo(const MoveOrigin& origin, Square to) const {
    MoveChoice choice;
    for (Move m : m_legal) {
        if (m.to() != to || !startsAt(m, origin)) continue;
        (m.isPromotion() ? choice.promoting : choice.plain) = m;
    }
    return choice;
}

Move MoveTargets::attempted(const Position& pos, const MoveOrigin& origin, Square to) const {
    if (origin.isDrop()) return Move::drop(origin.drop, to);
    const Piece piece = pos.pieceOn(origin.square);
    const bool promote = movegen::mustPromote(pos.variant(), colorOf(piece), typeOf(piece), to);
    return Move::normal(origin.square, to, promote);
}
