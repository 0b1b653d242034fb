#include "editor/PositionIssueText.h"

#include "record/Notation.h"

using namespace shogi;

namespace {

QString squareName(Square sq, bool western) {
    if (!western) return notation::japaneseSquare(sq);
    return QString::number(fileOf(sq) + 1) + QChar('a' + rankOf(sq));
}

} // namespace

QString PositionIssueText::describe(const PositionIssue& issue, bool westernSquares) {
    const bool black = issue.side == Color::Black;
    switch (issue.problem) {
    case PositionProblem::MissingKing:
        return black ? tr("Black has no king.") : tr("White has no king.");
    case PositionProblem::ExtraKing:
        return (black ? tr("Black has %1 kings; each side has one.")
                      : tr("White has %1 kings; each side has one."))
            .arg(issue.count);
    case PositionProblem::DeadPiece: {
        const QString at = squareName(issue.square, westernSquares);
        if (issue.piece == Pawn)
            return (black ? tr("Black's pawn on %1 could never move.")
                          : tr("White's pawn on %1 could never move."))
                .arg(at);
        if (issue.piece == Lance)
            return (black ? tr("Black's lance on %1 could never move.")
                          : tr("White's lance on %1 could never move."))
                .arg(at);
        return (black ? tr("Black's knight on %1 could never move.")
                      : tr("White's knight on %1 could never move."))
            .arg(at);
    }
    case PositionProblem::Nifu:
        return (black ? tr("Nifu: Black has %1 unpromoted pawns on file %2.")
                      : tr("Nifu: White has %1 unpromoted pawns on file %2."))
            .arg(issue.count)
            .arg(issue.file + 1);
    case PositionProblem::TooManyPieces: {
        QString text;
        switch (issue.piece) {
        case Pawn:
            text = tr("Too many pawns: %1, and the set has %2.");
            break;
        case Lance:
            text = tr("Too many lances: %1, and the set has %2.");
            break;
        case Knight:
            text = tr("Too many knights: %1, and the set has %2.");
            break;
        case Silver:
            text = tr("Too many silvers: %1, and the set has %2.");
            break;
        case Gold:
            text = tr("Too many golds: %1, and the set has %2.");
            break;
        case Bishop:
            text = tr("Too many bishops: %1, and the set has %2.");
            break;
        default:
            text = tr("Too many rooks: %1, and the set has %2.");
            break;
        }
        return text.arg(issue.count).arg(issue.limit);
    }
    case PositionProblem::IdleSideInCheck:
        return black ? tr("Black is in check with White to move: the king could be captured.")
                     : tr("White is in check with Black to move: the king could be captured.");
    }
    return {};
}

QStringList PositionIssueText::describe(const std::vector<PositionIssue>& issues, bool westernSquares) {
    QStringList lines;
    for (const PositionIssue& issue : issues)
        lines << describe(issue, westernSquares);
    return lines;
}
