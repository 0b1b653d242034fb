#include "rules/Usi.h"

#include "rules/Sfen.h"

namespace shogi::usi {

std::string squareName(Square s) {
    return {char('1' + fileOf(s)), char('a' + rankOf(s))};
}

std::string format(Move m) {
    if (m.isNone()) return "none";
    if (m.isDrop()) return std::string{sfen::pieceLetter(m.dropType()), '*'} + squareName(m.to());
    return squareName(m.from()) + squareName(m.to()) + (m.isPromotion() ? "+" : "");
}

namespace {

Result<Square> parseSquare(std::string_view text, std::size_t at, const Variant& v) {
    const std::string name(text.substr(at, 2));
    std::string quoted(1, '\'');
    quoted.append(text).append("': ");
    const char f = name[0], r = name[1];
    if (f < '1' || f > '9' || r < 'a' || r > 'i')
        return Error{quoted.append("'").append(name).append("' is not a square"), 0, int(at) + 1};
    const int file = f - '1', rank = r - 'a';
    if (!v.contains(file, rank))
        return Error{quoted + "square " + name + " is off the " + std::to_string(v.files) + "x" +
                         std::to_string(v.ranks) + " board",
                     0, int(at) + 1};
    return makeSquare(file, rank);
}

} // namespace

Result<Move> parseMove(std::string_view text, const Variant& v) {
    const std::string whole(text);
    if (text.size() == 4 && text[1] == '*') {
        const std::string_view types = "PLNSGBR";
        const auto i = types.find(text[0]);
        if (i == std::string_view::npos)
            return Error{"'" + whole + "': '" + text[0] + "' cannot be dropped", 0, 1};
        const PieceType pts[] = {Pawn, Lance, Knight, Silver, Gold, Bishop, Rook};
        auto to = parseSquare(text, 2, v);
        if (!to) return to.error();
        return Move::drop(pts[i], *to);
    }
    if (text.size() != 4 && !(text.size() == 5 && text[4] == '+'))
        return Error{"'" + whole + "' is not a USI move (like 7g7f, 8h2b+ or P*5e)", 0, 0};
    auto from = parseSquare(text, 0, v);
    if (!from) return from.error();
    auto to = parseSquare(text, 2, v);
    if (!to) return to.error();
    if (*from == *to) return Error{"'" + whole + "': origin and destination are the same square", 0, 0};
    return Move::normal(*from, *to, text.size() == 5);
}

} // namespace shogi::usi
