#include "analysis/EvalComment.h"
#include "cli/Cli.h"
#include "cli/TuneData.h"
#include "engine/EvalParams.h"
#include "engine/Tuner.h"
#include "record/GameRecord.h"

#include <QFile>
#include <QSaveFile>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <unordered_set>

namespace cli {

namespace {

// The result of a finished game from Black's point of view, or a negative number when it has none.
float blackResult(const shogi::GameRecord& record) {
    using shogi::SpecialMove;
    const SpecialMove ending = record.ending();
    const shogi::Position last = record.positionAt(record.mainLineEnd());
    const float sideToMoveWins = last.sideToMove() == shogi::Color::Black ? 1.0f : 0.0f;
    switch (ending) {
    case SpecialMove::Resign:
    case SpecialMove::Mate:
    case SpecialMove::Timeout:
    case SpecialMove::IllegalLoss:
        return 1.0f - sideToMoveWins;
    case SpecialMove::IllegalWin:
    case SpecialMove::EnteringKingWin:
        return sideToMoveWins;
    case SpecialMove::Repetition:
    case SpecialMove::Impasse:
    case SpecialMove::Draw:
    case SpecialMove::MaxMoves:
        return 0.5f;
    default:
        return -1.0f;
    }
}

// The score a search gave the position before this move (selfplay and label write it in the move's
// comment, from Black's view); NAN when there is none. A mate counts as a decided game, +-3000.
float searchScore(const QString& comment, const shogi::Position& after, double scale) {
    if (comment.isEmpty()) return NAN;
    const auto e = shogi::analysis::readEvaluation(comment, after);
    if (!e) return NAN;
    if (e->score.kind == shogi::usi::Score::Kind::Mate) return e->score.mating ? 3000.0f : -3000.0f;
    return float(e->score.centipawns * scale);
}

// What collect takes from a record's comments.
struct Scores {
    double scale = 1.0;  // the labelling engine's centipawns in ours
    bool needed = false; // a position without a score is left out (tune aims at the scores alone)
};

// The positions of the main line the tuner fits (isTunePosition). A position already taken from an earlier
// game (`seen`: the openings repeat) is not taken again, so no position weighs twice and none is both fitted
// and held out. Counts the repeats and the positions left out for want of a score.
void collect(const shogi::GameRecord& record, float result, const Scores& scores,
             std::unordered_set<std::uint64_t>& seen, std::vector<shogi::engine::TuneSample>& out,
             int& repeated, int& unscored) {
    shogi::Position pos = record.startPosition();
    const auto line = record.mainLine();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const shogi::RecordNode* node = line[i];
        if (node->isSpecial() || node->illegal) break;
        const shogi::Position before = pos;
        pos.doMove(node->move);
        if (!isTunePosition(before, i)) continue;
        const float score = searchScore(node->comment, pos, scores.scale);
        if (scores.needed && std::isnan(score)) {
            ++unscored;
            continue;
        }
        if (!seen.insert(before.key()).second) {
            ++repeated;
            continue;
        }
        shogi::Position sample = before;
        sample.finishSetup();
        out.push_back({sample, result, score});
    }
}

} // namespace

int tune(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli tune RECORD... [--passes N] [--ranks] [--linear [--epochs N] [--l2 X]]\n"
            "                         [--lambda X [--score-scale X]] [--out FILE]\n"
            "Fits the evaluation's weights to the results of finished games (Texel tuning): quiet positions\n"
            "(not in check, no capture winning material by exchange evaluation, past ply 12; each\n"
            "position once, from the first game that reaches it)\n"
            "of each record's main line are labelled with the game's result, the sigmoid scale is fitted,\n"
            "then each weight moves while that lowers the mean squared error. Prints the error before and\n"
            "after; writes the tuned table as C++ for core/engine/EvalParams.cpp to FILE (default: stdout).\n"
            "Records without a decisive or drawn ending (interrupted, unknown) are skipped. Every tenth "
            "game\n"
            "is kept apart for validation: tuning stops at the pass after which its error no longer falls.\n"
            "  --passes N   coordinate-descent passes at most (default 4; steps 16, 8, 4, 2)\n"
            "  --ranks      also tune the per-rank placement tables (135 more weights: wants much data)\n"
            "  --linear     instead, fit every weight the evaluation reads linearly at once by gradient\n"
            "               descent: material, hand counts, placement by rank and relative to both kings\n"
            "               (5,000 weights: wants hundreds of thousands of positions), castle, mobility\n"
            "  --epochs N   passes over the positions for --linear at most (default 60)\n"
            "  --l2 X       how strongly --linear pulls each weight back to its start (default 1e-6)\n"
            "  --min-positions N  --linear leaves a weight fewer than N fitted positions use at its start\n"
            "               (default 1)\n"
            "  --only F,... fit only these fields of the table (as --out names them: threatToMove,\n"
            "               safeCheck, checkDanger...); the rest keep their values\n"
            "  --lambda X   aim at X times the game's result plus 1-X times the expected score of the\n"
            "               search score a move's comment holds (as selfplay writes; default 1: results\n"
            "               only); the held-out error against the results alone is printed too. At 0\n"
            "               the positions without a score are left out\n"
            "  --score-scale X  the scores are another engine's ('label --engine'): X of our centipawns\n"
            "               to one of its (default 1)\n"
            "Exit codes: 0 success, 1 no usable record, 2 wrong usage.");
        return Ok;
    }
    std::string value, error, outPath;
    int passes = 4;
    if (takeOption(args, "--passes", value, error)) passes = std::max(1, std::atoi(value.c_str()));
    takeOption(args, "--out", outPath, error);
    const bool ranks = takeFlag(args, "--ranks");
    const bool linear = takeFlag(args, "--linear");
    int epochs = 60;
    double l2 = 1e-6;
    if (takeOption(args, "--epochs", value, error)) epochs = std::max(1, std::atoi(value.c_str()));
    if (takeOption(args, "--l2", value, error)) l2 = std::max(0.0, std::atof(value.c_str()));
    int minPositions = 1;
    if (takeOption(args, "--min-positions", value, error))
        minPositions = std::max(1, std::atoi(value.c_str()));
    double lambda = 1.0;
    if (takeOption(args, "--lambda", value, error)) lambda = std::clamp(std::atof(value.c_str()), 0.0, 1.0);
    Scores scores;
    if (takeOption(args, "--score-scale", value, error)) {
        scores.scale = std::atof(value.c_str());
        if (!(scores.scale > 0)) error = "--score-scale needs a positive number, not '" + value + "'";
    }
    scores.needed = lambda == 0;
    std::string only;
    takeOption(args, "--only", only, error);
    std::vector<bool> onlyMask;
    if (!only.empty() && error.empty()) {
        const auto& params = shogi::engine::evalParams();
        onlyMask.assign(params.toVector().size(), false);
        std::istringstream names(only);
        for (std::string name; std::getline(names, name, ',');) {
            const std::vector<int> indices = params.indicesOf(name);
            if (indices.empty()) error = "--only: no weight called '" + name + "'";
            for (int i : indices)
                onlyMask[std::size_t(i)] = true;
        }
    }
    if (!error.empty() || args.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s (see tune --help)\n",
                     error.empty() ? "tune needs records" : error.c_str());
        return Usage;
    }
    std::vector<shogi::engine::TuneSample> samples, validation;
    std::unordered_set<std::uint64_t> seen;
    int games = 0, skipped = 0, repeated = 0, unscored = 0;
    for (std::string_view path : args) {
        const auto read = readRecordFile(QString::fromUtf8(path.data(), qsizetype(path.size())));
        if (!read) {
            ++skipped;
            continue;
        }
        const float result = blackResult(read->record);
        if (result < 0) {
            ++skipped;
            continue;
        }
        // Every tenth game is kept apart to judge the fit on games it was not fitted to.
        collect(read->record, result, scores, seen, ++games % 10 == 0 ? validation : samples, repeated,
                unscored);
    }
    if (samples.empty() || validation.empty()) {
        std::fputs("shogiban-cli: no finished games with quiet positions to tune on\n", stderr);
        return BadInput;
    }
    shogi::engine::Tuner tuner(std::move(samples), std::move(validation));
    const double k = tuner.fitScale();
    tuner.setLambda(lambda);
    tuner.restrictTo(std::move(onlyMask));
    const auto& start = shogi::engine::evalParams();
    std::printf(
        "%d games (%d skipped), %zu positions to fit, %zu to validate (%d repeats left out)%s; scale K = "
        "%.3f, lambda %.2f; error %.6f, validation %.6f (against results alone %.6f)\n",
        games, skipped, tuner.size(), tuner.validationSize(), repeated,
        scores.needed ? (", " + std::to_string(unscored) + " without a score left out").c_str() : "", k,
        lambda, tuner.error(start), tuner.validationError(start), tuner.validationResultError(start));
    std::fflush(stdout);
    const auto tuned =
        linear ? tuner.fitLinear(start, epochs, l2, minPositions,
                                 [](int epoch, int, double e, double v) {
                                     std::printf("epoch %d: error %.6f, validation %.6f\n", epoch, e, v);
                                     std::fflush(stdout);
                                 })
               : tuner.run(start, passes, ranks, [](int pass, int step, double e, double v) {
                     std::printf("pass %d (step %d): error %.6f, validation %.6f\n", pass, step, e, v);
                     std::fflush(stdout);
                 });
    if (linear)
        std::printf("%d weights fitted, %d used by fewer than %d positions left as they were\n",
                    tuner.fittedWeights(), tuner.sparseWeights(), minPositions);
    std::printf("tuned: error %.6f, validation %.6f (against results alone %.6f)\n", tuner.error(tuned),
                tuner.validationError(tuned), tuner.validationResultError(tuned));
    std::fflush(stdout);
    const std::string cpp = tuned.toCpp();
    if (outPath.empty()) {
        std::fputs(cpp.c_str(), stdout);
        return Ok;
    }
    QSaveFile file(QString::fromStdString(outPath));
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(cpp.data(), qint64(cpp.size())) != qint64(cpp.size()) || !file.commit()) {
        std::fprintf(stderr, "shogiban-cli: cannot write '%s'\n", outPath.c_str());
        return BadInput;
    }
    return Ok;
}

} // namespace cli
