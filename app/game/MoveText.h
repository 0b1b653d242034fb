#pragma once
// A record's nodes as the move list, the alternatives and the variation tree show them: the notation chosen
// in the settings, rendered by the core (Japanese ☗７六歩 with 同 and the KI2 disambiguation, or Western
// Hodges P-7f with the piece letters of the UI language), an ending by its name, and the move number.
#include "game/MoveNotation.h"
#include "record/GameRecord.h"
#include "record/Notation.h"

#include <QStringList>

#include <vector>

class MoveText {
public:
    // language: the UI language, for the Western piece letters ("es", "it"; others read English).
    MoveText(MoveNotation notation, const QString& language);

    // `before` is the position the node's move is played from.
    QString node(const shogi::Position& before, const shogi::RecordNode& node) const;
    // A move from `before`, in the record or not (a hint, an engine's line); `previousTo`: where the move
    // before it landed (for 同), NoSquare when none.
    QString move(const shogi::Position& before, shogi::Move m,
                 shogi::Square previousTo = shogi::NoSquare) const;
    // A square as the notation writes it: ７六 or 7f.
    QString square(shogi::Square s) const;
    // A line: each node follows the one before it, the first is played from the position at its parent.
    QStringList line(const shogi::GameRecord& record,
                     const std::vector<const shogi::RecordNode*>& nodes) const;
    // Where a line goes next from `pos` after `node`: its move played, as far as the record can show it.
    static void advance(shogi::Position& pos, const shogi::RecordNode& node);

private:
    MoveNotation m_notation;
    const shogi::notation::PieceLetters& m_letters;
};
