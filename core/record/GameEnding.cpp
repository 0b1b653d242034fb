#include "record/GameEnding.h"

namespace shogi {

SpecialMove recordEnding(const GameResult& result, Color toMove, bool illegalRecorded) {
    switch (result.reason) {
    case EndReason::Checkmate:
    case EndReason::NoLegalMoves:
        return SpecialMove::Mate;
    case EndReason::Resignation:
        return SpecialMove::Resign;
    case EndReason::Repetition:
        return SpecialMove::Repetition;
    case EndReason::PerpetualCheck:
        return SpecialMove::PerpetualCheck;
    case EndReason::Time:
        return SpecialMove::Timeout;
    case EndReason::IllegalMove:
        return illegalRecorded ? SpecialMove::IllegalWin : SpecialMove::IllegalLoss;
    case EndReason::Impasse:
        if (result.outcome == Outcome::Draw) return SpecialMove::Impasse;
        // A declaration that does not qualify loses.
        return result.outcome == GameResult::winFor(toMove) ? SpecialMove::EnteringKingWin
                                                            : SpecialMove::IllegalLoss;
    case EndReason::None:
        break;
    }
    return SpecialMove::None;
}

} // namespace shogi
