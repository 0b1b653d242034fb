#include "board/BoardMarks.h"

#include <algorithm>

using namespace shogi;

BoardArrow BoardArrow::move(Square from, Square to, MarkColor color, const QString& label) {
    BoardArrow arrow;
    arrow.from = from;
    arrow.to = to;
    arrow.color = color;
    arrow.label = label;
    return arrow;
}

BoardArrow BoardArrow::dropOf(Color hand, PieceType piece, Square to, MarkColor color, const QString& label) {
    BoardArrow arrow;
    arrow.drop = piece;
    arrow.hand = hand;
    arrow.to = to;
    arrow.color = color;
    arrow.label = label;
    return arrow;
}

BoardArrow BoardArrow::ofMove(Move move, Color mover, MarkColor color, const QString& label) {
    return move.isDrop() ? dropOf(mover, move.dropType(), move.to(), color, label)
                         : BoardArrow::move(move.from(), move.to(), color, label);
}

bool BoardArrow::sameEnds(const BoardArrow& other) const {
    if (to != other.to || isDrop() != other.isDrop()) return false;
    return isDrop() ? drop == other.drop && hand == other.hand : from == other.from;
}

MarkColor markColorFor(Qt::KeyboardModifiers modifiers) {
    const bool red = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool blue = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    if (red && blue) return MarkColor::Yellow;
    if (blue) return MarkColor::Blue;
    return red ? MarkColor::Red : MarkColor::Green;
}

void toggleArrow(QList<BoardArrow>& arrows, const BoardArrow& arrow) {
    const auto same =
        std::find_if(arrows.begin(), arrows.end(), [&](const BoardArrow& a) { return a.sameEnds(arrow); });
    if (same == arrows.end())
        arrows.append(arrow);
    else if (same->color == arrow.color)
        arrows.erase(same);
    else
        same->color = arrow.color;
}

void toggleMark(QList<SquareMark>& marks, const SquareMark& mark) {
    const auto same = std::find_if(marks.begin(), marks.end(),
                                   [&](const SquareMark& m) { return m.square == mark.square; });
    if (same == marks.end())
        marks.append(mark);
    else if (same->color == mark.color)
        marks.erase(same);
    else
        same->color = mark.color;
}
