#include "Sfen.h"

#include <array>
#include <cctype>

namespace shogi::sfen {

namespace {

constexpr std::string_view letters = " PLNSBRGK";

PieceType typeFromLetter(char c) {
    const auto i = letters.find(char(std::toupper(static_cast<unsigned char>(c))));
    return i == std::string_view::npos || i == 0 ? NoPieceType : PieceType(i);
}

std::string rankName(int rank) { return std::to_string(rank + 1); }

Error fail(std::string message) { return Error{std::move(message), 0, 0}; }

// How many pieces of each kind (unpromoted, both sides together) the variant's set contains.
std::array<int, PieceTypeCount> pieceSet(const Variant& v) {
    std::array<int, PieceTypeCount> set{};
    for (char c : v.startSfen.substr(0, v.startSfen.find(' ')))
        if (PieceType pt = typeFromLetter(c)) ++set[pt];
    return set;
}

Result<int> parseBoard(std::string_view field, Position& pos) {
    const Variant& v = pos.variant();
    int rank = 0, file = v.files - 1; // SFEN lists each rank from the highest file down to file 1
    bool promote = false;
    for (std::size_t i = 0; i < field.size(); ++i) {
        const char c = field[i];
        if (c == '/') {
            if (promote) return fail("'+' must be followed by a piece letter");
            if (file != -1)
                return fail("rank " + rankName(rank) + " has " + std::to_string(v.files - 1 - file) +
                            " files, expected " + std::to_string(v.files));
            if (++rank >= v.ranks) return fail("the board has more than " + std::to_string(v.ranks) + " ranks");
            file = v.files - 1;
        } else if (c >= '1' && c <= '9') {
            if (promote) return fail("'+' must be followed by a piece letter");
            file -= c - '0';
            if (file < -1)
                return fail("rank " + rankName(rank) + " has " + std::to_string(v.files - 1 - file) +
                            " files, expected " + std::to_string(v.files));
        } else if (c == '+') {
            if (promote) return fail("'++' is not a piece");
            promote = true;
        } else {
            PieceType pt = typeFromLetter(c);
            if (!pt) return fail(std::string("unknown piece '") + c + "' on rank " + rankName(rank));
            if (promote) {
                if (!canPromote(pt)) return fail(std::string("piece '") + c + "' cannot be promoted");
                pt = promoted(pt);
                promote = false;
            }
            if (file < 0)
                return fail("rank " + rankName(rank) + " has more than " + std::to_string(v.files) + " files");
            pos.put(makeSquare(file, rank), makePiece(std::islower(static_cast<unsigned char>(c)) ? Color::White : Color::Black, pt));
            --file;
        }
    }
    if (promote) return fail("'+' must be followed by a piece letter");
    if (file != -1)
        return fail("rank " + rankName(rank) + " has " + std::to_string(v.files - 1 - file) + " files, expected " +
                    std::to_string(v.files));
    if (rank != v.ranks - 1)
        return fail("the board has " + std::to_string(rank + 1) + " ranks, expected " + std::to_string(v.ranks));
    return 0;
}

Result<int> parseHand(std::string_view field, Position& pos) {
    if (field == "-") return 0;
    int count = 0;
    bool haveCount = false;
    for (char c : field) {
        if (c >= '0' && c <= '9') {
            count = count * 10 + (c - '0');
            haveCount = true;
            if (count > 18) return fail("hand count " + std::to_string(count) + " is larger than any set holds");
            continue;
        }
        const PieceType pt = typeFromLetter(c);
        if (!pt || pt == King) return fail(std::string("unknown piece '") + c + "' in hand");
        if (haveCount && count == 0) return fail(std::string("hand count 0 for '") + c + "'");
        const Color owner = std::islower(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
        if (pos.hand(owner).has(pt)) return fail(std::string("piece '") + c + "' listed twice in hand");
        pos.setHand(owner, pt, haveCount ? count : 1);
        count = 0;
        haveCount = false;
    }
    if (haveCount) return fail("hand ends with a count and no piece");
    return 0;
}

Result<int> validate(const Position& pos, bool composed) {
    const Variant& v = pos.variant();
    const auto set = pieceSet(v);
    std::array<int, PieceTypeCount> used{};
    std::array<int, 2> kings{};
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        if (!p) continue;
        const PieceType pt = typeOf(p);
        const Color c = colorOf(p);
        ++used[unpromoted(pt)];
        if (pt == King) ++kings[int(c)];
        if (composed) continue; // problems may leave pieces that can never move
        const std::string where = std::to_string(fileOf(s) + 1) + char('a' + rankOf(s));
        const char* side = c == Color::Black ? "black" : "white";
        if ((pt == Pawn || pt == Lance) && v.lastRank[int(c)].test(s))
            return fail(std::string(side) + (pt == Pawn ? " pawn" : " lance") + " on " + where + " can never move");
        if (pt == Knight && v.lastTwoRanks[int(c)].test(s))
            return fail(std::string(side) + " knight on " + where + " can never move");
    }
    for (Color c : {Color::Black, Color::White})
        for (int pt = Pawn; pt <= Gold; ++pt) used[pt] += pos.hand(c).count(PieceType(pt));
    if (kings[0] > 1) return fail("two black kings");
    if (kings[1] > 1) return fail("two white kings");
    static constexpr std::array<const char*, PieceTypeCount> names = {
        "", "pawns", "lances", "knights", "silvers", "bishops", "rooks", "golds", "kings"};
    for (int pt = Pawn; pt <= Gold; ++pt)
        if (used[pt] > set[pt])
            return fail("too many " + std::string(names[pt]) + ": " + std::to_string(used[pt]) + ", the set has " +
                        std::to_string(set[pt]));
    for (Color c : {Color::Black, Color::White}) {
        if (composed) break; // and nine pawns on a file (kyu-fu problems)
        Bitboard files;
        for (Bitboard pawns = pos.pieces(c, Pawn); pawns;) {
            const Square s = pawns.popLsb();
            if (files.test(s))
                return fail(std::string(c == Color::Black ? "black" : "white") + " has two pawns on file " +
                            std::to_string(fileOf(s) + 1) + " (nifu)");
            files |= attacks::tables.file[fileOf(s)];
        }
    }
    // The side not to move must not be in check: it would mean its king could be captured.
    const Color idle = ~pos.sideToMove();
    if (pos.kingSquare(idle) != NoSquare && pos.attacked(pos.kingSquare(idle), pos.sideToMove()))
        return fail(std::string(idle == Color::Black ? "black" : "white") + " is in check while " +
                    (idle == Color::Black ? "white" : "black") + " is to move");
    return 0;
}

Result<Position> parseWith(std::string_view text, VariantKind variant, bool composed) {
    std::array<std::string_view, 4> fields;
    int n = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        if (i >= text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (n == 4) return fail("unexpected text after the move number: '" + std::string(text.substr(start, i - start)) + "'");
        fields[n++] = text.substr(start, i - start);
    }
    if (n == 0) return fail("empty SFEN");
    if (n < 3) return fail(n == 1 ? "missing side to move and hand" : "missing the hand field ('-' for none)");
    Position pos(variant);
    if (auto r = parseBoard(fields[0], pos); !r) return r.error();
    if (fields[1] == "b") pos.setSideToMove(Color::Black);
    else if (fields[1] == "w") pos.setSideToMove(Color::White);
    else return fail("side to move must be 'b' or 'w', not '" + std::string(fields[1]) + "'");
    if (auto r = parseHand(fields[2], pos); !r) return r.error();
    if (n == 4) {
        int number = 0;
        for (char c : fields[3]) {
            if (c < '0' || c > '9' || number > 100000000)
                return fail("move number '" + std::string(fields[3]) + "' is not a positive number");
            number = number * 10 + (c - '0');
        }
        if (number < 1) return fail("move number must be at least 1");
        pos.setMoveNumber(number);
    }
    pos.finishSetup();
    if (auto r = validate(pos, composed); !r) return r.error();
    return pos;
}

} // namespace

Result<Position> parse(std::string_view text, VariantKind variant) { return parseWith(text, variant, false); }

Result<Position> parseComposed(std::string_view text, VariantKind variant) {
    return parseWith(text, variant, true);
}

char pieceLetter(PieceType pt) { return letters[unpromoted(pt)]; }

std::string formatWithoutMoveNumber(const Position& pos) {
    const Variant& v = pos.variant();
    std::string out;
    for (int rank = 0; rank < v.ranks; ++rank) {
        if (rank) out += '/';
        int empty = 0;
        for (int file = v.files - 1; file >= 0; --file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            if (!p) {
                ++empty;
                continue;
            }
            if (empty) out += char('0' + empty);
            empty = 0;
            if (isPromoted(typeOf(p))) out += '+';
            const char c = pieceLetter(typeOf(p));
            out += colorOf(p) == Color::White ? char(std::tolower(c)) : c;
        }
        if (empty) out += char('0' + empty);
    }
    out += pos.sideToMove() == Color::Black ? " b " : " w ";
    std::string hand;
    // USI order: rook, bishop, gold, silver, knight, lance, pawn; Black's pieces first.
    for (Color c : {Color::Black, Color::White})
        for (PieceType pt : Hand::displayOrder) {
            const int n = pos.hand(c).count(pt);
            if (!n) continue;
            if (n > 1) hand += std::to_string(n);
            const char l = pieceLetter(pt);
            hand += c == Color::White ? char(std::tolower(l)) : l;
        }
    out += hand.empty() ? "-" : hand;
    return out;
}

std::string format(const Position& pos) {
    return formatWithoutMoveNumber(pos) + ' ' + std::to_string(pos.moveNumber());
}

} // namespace shogi::sfen
