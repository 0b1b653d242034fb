#include "rules/Sfen.h"

#include "rules/PositionCheck.h"

#include <array>
#include <cctype>

namespace shogi::sfen {

namespace {

constexpr std::string_view letters = " PLNSBRGK";

PieceType typeFromLetter(char c) {
    const auto i = letters.find(char(std::toupper(static_cast<unsigned char>(c))));
    return i == std::string_view::npos || i == 0 ? NoPieceType : PieceType(i);
}

std::string rankName(int rank) {
    return std::to_string(rank + 1);
}

Error fail(std::string message) {
    return Error{std::move(message), 0, 0};
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
            if (++rank >= v.ranks)
                return fail("the board has more than " + std::to_string(v.ranks) + " ranks");
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
                return fail("rank " + rankName(rank) + " has more than " + std::to_string(v.files) +
                            " files");
            pos.put(makeSquare(file, rank),
                    makePiece(std::islower(static_cast<unsigned char>(c)) ? Color::White : Color::Black, pt));
            --file;
        }
    }
    if (promote) return fail("'+' must be followed by a piece letter");
    if (file != -1)
        return fail("rank " + rankName(rank) + " has " + std::to_string(v.files - 1 - file) +
                    " files, expected " + std::to_string(v.files));
    if (rank != v.ranks - 1)
        return fail("the board has " + std::to_string(rank + 1) + " ranks, expected " +
                    std::to_string(v.ranks));
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
            if (count > 18)
                return fail("hand count " + std::to_string(count) + " is larger than any set holds");
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

// The position checks, less the missing king (a record may start without one) and, for composed problems,
// less the pieces that can never move and nifu (kyu-fu problems put nine pawns on a file).
Result<int> validate(const Position& pos, bool composed) {
    for (const PositionIssue& issue : checkPosition(pos)) {
        if (issue.problem == PositionProblem::MissingKing) continue;
        if (composed &&
            (issue.problem == PositionProblem::DeadPiece || issue.problem == PositionProblem::Nifu))
            continue;
        return fail(describe(issue));
    }
    return 0;
}

Result<Position> parseWith(std::string_view text, VariantKind variant, bool composed) {
    std::array<std::string_view, 4> fields;
    int n = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        if (i >= text.size()) break;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ')
            ++i;
        if (n == 4)
            return fail("unexpected text after the move number: '" +
                        std::string(text.substr(start, i - start)) + "'");
        fields[n++] = text.substr(start, i - start);
    }
    if (n == 0) return fail("empty SFEN");
    if (n < 3)
        return fail(n == 1 ? "missing side to move and hand" : "missing the hand field ('-' for none)");
    Position pos(variant);
    if (auto r = parseBoard(fields[0], pos); !r) return r.error();
    if (fields[1] == "b")
        pos.setSideToMove(Color::Black);
    else if (fields[1] == "w")
        pos.setSideToMove(Color::White);
    else
        return fail("side to move must be 'b' or 'w', not '" + std::string(fields[1]) + "'");
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

Result<Position> parse(std::string_view text, VariantKind variant) {
    return parseWith(text, variant, false);
}

Result<Position> parseComposed(std::string_view text, VariantKind variant) {
    return parseWith(text, variant, true);
}

char pieceLetter(PieceType pt) {
    return letters[unpromoted(pt)];
}

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
