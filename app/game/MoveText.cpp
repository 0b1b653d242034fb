#include "game/MoveText.h"

#include "game/ShogiTerms.h"

using shogi::RecordNode;

MoveText::MoveText(MoveNotation notation, const QString& language)
    : m_notation(notation), m_letters(shogi::notation::PieceLetters::forLanguage(language)) {}

QString MoveText::node(const shogi::Position& before, const RecordNode& node) const {
    // An interrupted game's ending says why when its comment does (a program that stopped working).
    if (node.special == shogi::SpecialMove::Interrupt)
        for (const QString& line : node.comment.split(QLatin1Char('\n')))
            if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1Char('#'))) return line.trimmed();
    if (node.isSpecial()) return ShogiTerms::specialMoveName(node.special);
    if (!node.parent) return {};
    // 同 ("the same square") when the move before it landed there.
    const RecordNode* previous = node.parent;
    return move(before, node.move,
                previous->parent && !previous->isSpecial() ? previous->move.to() : shogi::NoSquare);
}

QString MoveText::move(const shogi::Position& before, shogi::Move m, shogi::Square previousTo) const {
    if (m_notation == MoveNotation::Western) return shogi::notation::western(before, m, m_letters);
    shogi::notation::JapaneseOptions compact; // 同銀: the full-width space of files is for fixed columns
    compact.spaceAfterSame = false;
    return shogi::notation::japanese(before, m, previousTo, compact);
}

QString MoveText::square(shogi::Square s) const {
    if (m_notation == MoveNotation::Japanese) return shogi::notation::japaneseSquare(s);
    return QString::number(shogi::fileOf(s) + 1) + QChar(u'a' + shogi::rankOf(s));
}

QStringList MoveText::line(const shogi::GameRecord& record,
                           const std::vector<const RecordNode*>& nodes) const {
    QStringList out;
    if (nodes.empty()) return out;
    shogi::Position pos = record.positionAt(nodes.front()->parent);
    for (const RecordNode* n : nodes) {
        out << node(pos, *n);
        advance(pos, *n);
    }
    return out;
}

void MoveText::advance(shogi::Position& pos, const RecordNode& node) {
    // As GameRecord::positionAt does: a move kept as the file recorded it is shown if it can be played.
    if (node.parent && !node.isSpecial() && shogi::GameRecord::isApplicable(pos, node.move))
        pos.doMove(node.move);
}
