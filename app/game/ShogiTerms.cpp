#include "game/ShogiTerms.h"

#include "rules/Handicap.h"

QString ShogiTerms::illegalReason(shogi::IllegalReason reason) {
    using R = shogi::IllegalReason;
    switch (reason) {
    case R::None:
        return tr("The move is legal.");
    case R::OffBoard:
        return tr("That square is not on the board.");
    case R::NoPieceToMove:
        return tr("There is no piece on that square.");
    case R::NotYourPiece:
        return tr("That is not your piece.");
    case R::NotInHand:
        return tr("You have no such piece in hand.");
    case R::CannotMoveThere:
        return tr("That piece cannot move there.");
    case R::OwnPieceThere:
        return tr("One of your own pieces is already there.");
    case R::DropOnOccupied:
        return tr("A piece in hand can only be dropped on an empty square.");
    case R::CannotPromote:
        return tr("That piece cannot promote on this move.");
    case R::MustPromote:
        return tr("That piece must promote: unpromoted it could never move again.");
    case R::DeadDrop:
        return tr("A piece may not be dropped where it could never move again.");
    case R::Nifu:
        return tr("Nifu: two unpromoted pawns of one side may not stand on the same file.");
    case R::Uchifuzume:
        return tr("Uchifuzume: giving checkmate by dropping a pawn is not allowed.");
    case R::KingLeftInCheck:
        return tr("Your king would be in check.");
    }
    return {};
}

QString ShogiTerms::sideName(shogi::Color side, bool handicapGame) {
    // In a handicap game players speak of the giver (uwate, White) and the receiver (shitate, Black).
    if (handicapGame) return side == shogi::Color::White ? tr("Uwate") : tr("Shitate");
    return side == shogi::Color::Black ? tr("Black", "side") : tr("White", "side");
}

QString ShogiTerms::sideLabel(shogi::Color side, bool handicapGame) {
    if (handicapGame)
        return side == shogi::Color::White ? tr("Uwate (handicap giver, White, moves first):")
                                           : tr("Shitate (handicap receiver, Black):");
    return side == shogi::Color::Black ? tr("Black (sente, moves first):") : tr("White (gote):");
}

QString ShogiTerms::handicapName(std::string_view id) {
    struct Name {
        std::string_view id;
        QString text;
    };
    const Name names[] = {
        {"even", tr("Even game (no handicap)")},
        {"lance", tr("Lance handicap")},
        {"right-lance", tr("Right lance handicap")},
        {"bishop", tr("Bishop handicap")},
        {"rook", tr("Rook handicap")},
        {"rook-lance", tr("Rook and lance handicap")},
        {"two-piece", tr("Two-piece handicap (rook and bishop)")},
        {"three-piece", tr("Three-piece handicap")},
        {"four-piece", tr("Four-piece handicap")},
        {"five-piece", tr("Five-piece handicap")},
        {"left-five-piece", tr("Left five-piece handicap")},
        {"six-piece", tr("Six-piece handicap")},
        {"left-seven-piece", tr("Left seven-piece handicap")},
        {"right-seven-piece", tr("Right seven-piece handicap")},
        {"eight-piece", tr("Eight-piece handicap")},
        {"ten-piece", tr("Ten-piece handicap")},
        {"three-pawns", tr("Three pawns handicap")},
        {"naked-king", tr("Naked king handicap")},
        {"dragonfly", tr("Dragonfly handicap (king, rook, bishop and pawns)")},
    };
    for (const Name& n : names)
        if (n.id == id) return n.text;
    // A preset the core gained after this table was written: its English name beats showing nothing.
    const shogi::Handicap* h = shogi::Handicap::byId(id);
    return h ? QString::fromUtf8(h->englishName.data(), qsizetype(h->englishName.size())) : QString();
}

QString ShogiTerms::variantName(shogi::VariantKind kind) {
    switch (kind) {
    case shogi::VariantKind::Standard:
        return tr("Shogi (9×9)");
    case shogi::VariantKind::Gorogoro:
        return tr("Goro-goro shogi (5×6)");
    case shogi::VariantKind::Minishogi:
        return tr("Minishogi (5×5)");
    }
    return {};
}

QString ShogiTerms::specialMoveName(shogi::SpecialMove special) {
    using S = shogi::SpecialMove;
    switch (special) {
    case S::None:
        return {};
    case S::Resign:
        return tr("Resignation");
    case S::Interrupt:
        return tr("Interrupted");
    case S::Repetition:
        return tr("Sennichite (repetition)");
    case S::PerpetualCheck:
        return tr("Sennichite by perpetual check");
    case S::Impasse:
        return tr("Impasse (jishogi)");
    case S::EnteringKingWin:
        return tr("Win by impasse declaration");
    case S::Draw:
        return tr("Draw");
    case S::Mate:
        return tr("Checkmate");
    case S::NoMate:
        return tr("No mate");
    case S::IllegalWin:
        return tr("Win by the opponent's illegal move");
    case S::IllegalLoss:
        return tr("Loss by an illegal move");
    case S::Timeout:
        return tr("Loss on time");
    case S::MaxMoves:
        return tr("Move limit reached");
    case S::Error:
        return tr("Error in the record");
    }
    return {};
}
