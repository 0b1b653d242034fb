#include "play/HintText.h"

#include "engine/Score.h"

#include <QStringList>

using shogi::Color;
using shogi::PieceType;

QString HintText::pieceName(PieceType pt) {
    switch (pt) {
    case shogi::Pawn:
        return tr("the pawn");
    case shogi::Lance:
        return tr("the lance");
    case shogi::Knight:
        return tr("the knight");
    case shogi::Silver:
        return tr("the silver");
    case shogi::Gold:
        return tr("the gold");
    case shogi::Bishop:
        return tr("the bishop");
    case shogi::Rook:
        return tr("the rook");
    case shogi::King:
        return tr("the king");
    case shogi::ProPawn:
        return tr("the tokin");
    case shogi::ProLance:
        return tr("the promoted lance");
    case shogi::ProKnight:
        return tr("the promoted knight");
    case shogi::ProSilver:
        return tr("the promoted silver");
    case shogi::Horse:
        return tr("the horse");
    case shogi::Dragon:
        return tr("the dragon");
    default:
        break;
    }
    return {};
}

QString HintText::describe(const shogi::engine::Explanation& e, const shogi::Position& before,
                           shogi::Square previousTo, const MoveText& text) {
    if (e.declareWin) return tr("Hint: declare impasse (jishogi) now: the count wins the game.");
    if (e.best.isNone()) return tr("No move to suggest: the game is lost.");
    const shogi::Move m = e.best;
    const Color us = before.sideToMove();
    QStringList reasons;
    if (e.mateIn > 0) {
        // A mate for the side to move is an odd number of plies, counted as shogi counts them (1手詰, 3手詰).
        reasons << (e.mateIn == 1 ? tr("It mates.") : tr("It mates in %1 moves.").arg(e.mateIn));
    } else if (shogi::engine::isMateScore(e.score) && e.score < 0) {
        reasons << tr("Every move loses now; this one holds out longest.");
    }
    if (e.captures) {
        const QString piece = pieceName(e.captured);
        if (!e.capturesHanging)
            reasons << tr("It takes %1.").arg(piece);
        else if (!before.attackersTo(m.to(), ~us))
            reasons << tr("It takes %1, which nothing defends.").arg(piece);
        else
            reasons << tr("It takes %1 and wins the exchange.").arg(piece);
    }
    if (e.savesPiece)
        reasons << tr("It moves %1 out of danger.").arg(pieceName(typeOf(before.pieceOn(m.from()))));
    if (e.givesCheck && e.mateIn == 0) reasons << tr("It gives check.");
    if (e.promotes) reasons << tr("It promotes.");
    if (reasons.isEmpty()) reasons << tr("A quiet move: the engine's choice after a short search.");
    // The mover's pieces the move leaves en prise: worth knowing even when the engine lets them go.
    if (e.mateIn == 0) {
        int told = 0;
        for (const shogi::engine::PieceAtRisk& risk : e.atRisk) {
            if (risk.owner != us || !risk.hanging || (!m.isDrop() && risk.square == m.from())) continue;
            if (told++ == 2) break;
            reasons
                << tr("Still under attack: %1 on %2.").arg(pieceName(risk.type), text.square(risk.square));
        }
    }
    return tr("Hint: %1. %2").arg(text.move(before, m, previousTo), reasons.join(QLatin1Char(' ')));
}
