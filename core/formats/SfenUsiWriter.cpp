#include "formats/SfenUsiWriter.h"

#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <array>

namespace shogi {

namespace {

bool isStandardStart(const Position& pos) {
    return pos.sameState(*sfen::parse(Variant::get(VariantKind::Standard).startSfen));
}

QString commentLines(const GameRecord& record) {
    QString out;
    if (record.root().comment.isEmpty()) return out;
    for (const QString& line : record.root().comment.split(QLatin1Char('\n')))
        out += QStringLiteral("# ") + line + QLatin1Char('\n');
    return out;
}

// The main line as USI moves, with the ending when USI has a word for it.
QStringList mainLineWords(const GameRecord& record) {
    QStringList words;
    Position pos = record.startPosition();
    for (const RecordNode* node : record.mainLine()) {
        if (!node->isSpecial()) {
            if (!GameRecord::isApplicable(pos, node->move)) break; // nothing after it could be replayed
            words << QString::fromStdString(usi::format(node->move));
            pos.doMove(node->move);
            continue;
        }
        switch (node->special) {
        case SpecialMove::Resign:
            words << QStringLiteral("resign");
            break;
        case SpecialMove::EnteringKingWin:
            words << QStringLiteral("win");
            break;
        case SpecialMove::Repetition:
            words << QStringLiteral("rep_draw");
            break;
        // The side checking every move loses; if the mover is in check now, that side is the other.
        case SpecialMove::PerpetualCheck:
            words << (pos.inCheck() ? QStringLiteral("rep_win") : QStringLiteral("rep_lose"));
            break;
        default:
            break;
        }
    }
    return words;
}

QString moveList(const GameRecord& record) {
    const QStringList words = mainLineWords(record);
    return words.isEmpty() ? QString() : QStringLiteral(" moves ") + words.join(QLatin1Char(' '));
}

QChar base36(int digit) {
    return QLatin1Char("0123456789abcdefghijklmnopqrstuvwxyz"[digit]);
}

QString usenMove(Move m) {
    // Squares count rank-major from 1a; dropped pieces are 81 plus their USEN code.
    auto index = [](Square s) { return rankOf(s) * 9 + fileOf(s); };
    static constexpr std::array<int, 8> handCode = {0, 10, 11, 12, 13, 14, 15, 9}; // by PieceType Pawn..Gold
    const int from = m.isDrop() ? 81 + handCode[m.dropType()] : index(m.from());
    const int code = (from * 81 + index(m.to())) * 2 + (m.isPromotion() ? 1 : 0);
    return QString(base36(code / 1296)) + base36(code / 36 % 36) + base36(code % 36);
}

QChar usenEnding(SpecialMove special) {
    switch (special) {
    case SpecialMove::Resign:
        return QLatin1Char('r');
    case SpecialMove::Timeout:
        return QLatin1Char('t');
    case SpecialMove::Impasse:
    case SpecialMove::Draw:
    case SpecialMove::MaxMoves:
        return QLatin1Char('j');
    default:
        return QLatin1Char('p'); // USEN has no other words; its readers take p for an interruption
    }
}

} // namespace

QString writeSfen(const GameRecord& record) {
    const QString moves = moveList(record);
    const QString start = QString::fromStdString(sfen::format(record.startPosition()));
    return commentLines(record) +
           (moves.isEmpty() ? start : QStringLiteral("position sfen ") + start + moves) + QLatin1Char('\n');
}

QString writeUsi(const GameRecord& record) {
    const QString start =
        isStandardStart(record.startPosition())
            ? QStringLiteral("startpos")
            : QStringLiteral("sfen ") + QString::fromStdString(sfen::format(record.startPosition()));
    return commentLines(record) + QStringLiteral("position ") + start + moveList(record) + QLatin1Char('\n');
}

// Depth first, first children first; a section ends where the next node does not follow the last one.
QString writeUsen(const GameRecord& record) {
    QString out;
    if (!isStandardStart(record.startPosition())) {
        out = QString::fromStdString(sfen::formatWithoutMoveNumber(record.startPosition()));
        out.replace(QLatin1Char('/'), QLatin1Char('_'))
            .replace(QLatin1Char(' '), QLatin1Char('.'))
            .replace(QLatin1Char('+'), QLatin1Char('z'));
    }
    QString moves = QStringLiteral("0.");
    QString ending;
    int lastPly = 0;
    std::vector<const RecordNode*> stack;
    const auto pushChildren = [&stack](const RecordNode* node) {
        for (auto it = node->children.rbegin(); it != node->children.rend(); ++it)
            stack.push_back(it->get());
    };
    pushChildren(&record.root());
    while (!stack.empty()) {
        const RecordNode* node = stack.back();
        stack.pop_back();
        if (node->ply != lastPly + 1) {
            out += QStringLiteral("~%1.%2").arg(moves, ending);
            moves = QStringLiteral("%1.").arg(node->ply - 1);
            ending.clear();
        }
        if (node->isSpecial()) {
            ending = usenEnding(node->special);
            lastPly = -1; // whatever follows starts a new section
            continue;
        }
        moves += usenMove(node->move);
        lastPly = node->ply;
        pushChildren(node);
    }
    return out + QStringLiteral("~%1.%2").arg(moves, ending) + QLatin1Char('\n');
}

} // namespace shogi
