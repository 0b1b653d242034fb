#include "analysis/EvalText.h"

#include "analysis/MoveQuality.h"

#include <cmath>

using shogi::usi::Score;

QString EvalText::score(const Score& blackView) {
    if (blackView.kind == Score::Kind::Mate) {
        if (!blackView.matePlies || *blackView.matePlies == 0)
            return blackView.mating ? tr("Black mates") : tr("White mates");
        return blackView.mating ? tr("Black mates in %n", nullptr, *blackView.matePlies)
                                : tr("White mates in %n", nullptr, *blackView.matePlies);
    }
    const int cp = blackView.centipawns;
    if (cp == 0) return QStringLiteral("0");
    return (cp > 0 ? QStringLiteral("+") : QStringLiteral("−")) + QString::number(std::abs(cp));
}

QString EvalText::winRate(const Score& blackView) {
    return QStringLiteral("%1%").arg(std::lround(shogi::analysis::winRate(blackView)));
}

QString EvalText::thresholds() {
    using T = shogi::analysis::QualityThresholds;
    return tr("Marks by the win rate a move gives away: ?! from %1, ? from %2, ?? from %3 points; "
              "searches shallower than depth %4 are not judged.")
        .arg(T::Inaccuracy)
        .arg(T::Mistake)
        .arg(T::Blunder)
        .arg(T::MinDepth);
}
