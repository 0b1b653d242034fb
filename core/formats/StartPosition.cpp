#include "formats/StartPosition.h"

#include <QCoreApplication>

#include <array>

namespace shogi {

std::optional<QString> startPositionProblem(const Position& pos) {
    static constexpr std::array<int, PieceTypeCount> set = {0, 18, 4, 4, 4, 2, 2, 4, 2};
    static const char* const names[] = {"",        "pawns", "lances", "knights", "silvers",
                                        "bishops", "rooks", "golds",  "kings"};
    std::array<int, PieceTypeCount> used{};
    std::array<int, 2> kings{};
    for (Square s = 0; s < SquareCount; ++s)
        if (const Piece p = pos.pieceOn(s)) {
            ++used[unpromoted(typeOf(p))];
            if (typeOf(p) == King) ++kings[int(colorOf(p))];
        }
    for (Color c : {Color::Black, Color::White})
        for (int pt = Pawn; pt <= Gold; ++pt)
            used[pt] += pos.hand(c).count(PieceType(pt));
    if (kings[0] > 1) return QCoreApplication::translate("StartPosition", "Black has two kings");
    if (kings[1] > 1) return QCoreApplication::translate("StartPosition", "White has two kings");
    for (int pt = Pawn; pt <= King; ++pt)
        if (used[pt] > set[pt])
            return QCoreApplication::translate("StartPosition", "%1 %2, but a set has %3")
                .arg(QString::number(used[pt]), QLatin1String(names[pt]), QString::number(set[pt]));
    const Color idle = ~pos.sideToMove();
    if (pos.kingSquare(idle) != NoSquare && pos.attacked(pos.kingSquare(idle), pos.sideToMove()))
        return QCoreApplication::translate("StartPosition", "the side not to move is in check");
    return std::nullopt;
}

} // namespace shogi
