#include "analysis/MoveQuality.h"

#include <cmath>

namespace shogi::analysis {

double winRate(const usi::Score& blackView) {
    if (blackView.kind == usi::Score::Kind::Mate) return blackView.mating ? 100.0 : 0.0;
    return 100.0 / (1.0 + std::exp(-blackView.centipawns / QualityThresholds::SigmoidCp));
}

bool usable(const Evaluation& e) {
    return !e.depth || *e.depth >= QualityThresholds::MinDepth || e.score.kind == usi::Score::Kind::Mate;
}

std::optional<double> winRateLost(const std::optional<Evaluation>& before,
                                  const std::optional<Evaluation>& after, Color mover) {
    if (!before || !after || !usable(*before) || !usable(*after)) return std::nullopt;
    const double sign = mover == Color::Black ? 1.0 : -1.0;
    return sign * (winRate(before->score) - winRate(after->score));
}

std::optional<MoveQuality> classify(const std::optional<Evaluation>& before,
                                    const std::optional<Evaluation>& after, Color mover, Move move) {
    const auto lost = winRateLost(before, after, mover);
    if (!lost) return std::nullopt;
    if (!before->pv.empty() && before->pv.front() == move) return MoveQuality::Good;
    if (*lost >= QualityThresholds::Blunder) return MoveQuality::Blunder;
    if (*lost >= QualityThresholds::Mistake) return MoveQuality::Mistake;
    if (*lost >= QualityThresholds::Inaccuracy) return MoveQuality::Inaccuracy;
    return MoveQuality::Good;
}

QString mark(MoveQuality q) {
    switch (q) {
    case MoveQuality::Inaccuracy:
        return QStringLiteral("?!");
    case MoveQuality::Mistake:
        return QStringLiteral("?");
    case MoveQuality::Blunder:
        return QStringLiteral("??");
    case MoveQuality::Good:
        break;
    }
    return {};
}

QString headerWord(MoveQuality q) {
    switch (q) {
    case MoveQuality::Inaccuracy:
        return QStringLiteral("疑問手");
    case MoveQuality::Mistake:
        return QStringLiteral("悪手");
    case MoveQuality::Blunder:
        return QStringLiteral("大悪手");
    case MoveQuality::Good:
        break;
    }
    return {};
}

} // namespace shogi::analysis
