#pragma once
// A hint in words: the suggested move in the user's notation and why the engine likes it, from the facts the
// core's explain call states (mate, captures of hanging pieces, pieces saved, checks, promotions) and the
// mover's pieces still under attack. One sentence per fact, so each language words it whole.
#include "game/MoveText.h"
#include "engine/Explain.h"

#include <QCoreApplication>
#include <QString>

class HintText {
    Q_DECLARE_TR_FUNCTIONS(HintText)
public:
    // `before` is the position the hint is for; `previousTo` where the last move landed (for 同).
    static QString describe(const shogi::engine::Explanation& e, const shogi::Position& before,
                            shogi::Square previousTo, const MoveText& text);
    // "the silver", with the article the language needs, so that sentences around it need no agreement.
    static QString pieceName(shogi::PieceType pt);
};
