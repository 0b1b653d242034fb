#include "cli/Cli.h"
#include "engine/EvalParams.h"
#include "engine/Tuner.h"
#include "record/GameRecord.h"
#include "rules/MoveGenerator.h"

#include <QFile>
#include <QSaveFile>

#include <cstdio>

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

// Quiet positions of the main line: past the first moves, not in check, and neither just after a capture
// nor about to make one (the static evaluation cannot see an exchange in progress).
void collect(const shogi::GameRecord& record, float result, std::vector<shogi::engine::TuneSample>& out) {
    shogi::Position pos = record.startPosition();
    bool lastWasCapture = false;
    const auto line = record.mainLine();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const shogi::RecordNode* node = line[i];
        if (node->isSpecial() || node->illegal) break;
        const bool capture = pos.capturedBy(node->move) != shogi::NoPiece;
        if (i >= 12 && !pos.inCheck() && !capture && !lastWasCapture) {
            shogi::Position sample = pos;
            sample.finishSetup();
            out.push_back({sample, result});
        }
        lastWasCapture = capture;
        pos.doMove(node->move);
    }
}

} // namespace

int tune(Args args) {
    if (takeFlag(args, "--help")) {
        std::puts(
            "Usage: shogiban-cli tune RECORD... [--passes N] [--ranks] [--out FILE]\n"
            "Fits the evaluation's weights to the results of finished games (Texel tuning): quiet positions\n"
            "of each record's main line are labelled with the game's result, the sigmoid scale is fitted,\n"
            "then each weight moves while that lowers the mean squared error. Prints the error before and\n"
            "after; writes the tuned table as C++ for core/engine/EvalParams.cpp to FILE (default: stdout).\n"
            "Records without a decisive or drawn ending (interrupted, unknown) are skipped. Every fifth "
            "game\n"
            "is kept apart for validation: tuning stops at the pass after which its error no longer falls.\n"
            "  --passes N   coordinate-descent passes at most (default 4; steps 16, 8, 4, 2)\n"
            "  --ranks      also tune the per-rank placement tables (135 more weights: wants much data)\n"
            "Exit codes: 0 success, 1 no usable record, 2 wrong usage.");
        return Ok;
    }
    std::string value, error, outPath;
    int passes = 4;
    if (takeOption(args, "--passes", value, error)) passes = std::max(1, std::atoi(value.c_str()));
    takeOption(args, "--out", outPath, error);
    const bool ranks = takeFlag(args, "--ranks");
    if (!error.empty() || args.empty()) {
        std::fprintf(stderr, "shogiban-cli: %s (see tune --help)\n",
                     error.empty() ? "tune needs records" : error.c_str());
        return Usage;
    }
    std::vector<shogi::engine::TuneSample> samples, validation;
    int games = 0, skipped = 0;
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
        // Every fifth game is kept apart to judge the fit on games it was not fitted to.
        collect(read->record, result, ++games % 5 == 0 ? validation : samples);
    }
    if (samples.empty() || validation.empty()) {
        std::fputs("shogiban-cli: no finished games with quiet positions to tune on\n", stderr);
        return BadInput;
    }
    shogi::engine::Tuner tuner(std::move(samples), std::move(validation));
    const double k = tuner.fitScale();
    const auto& start = shogi::engine::evalParams();
    std::printf("%d games (%d skipped), %zu positions to fit, %zu to validate; scale K = %.3f; error %.6f, "
                "validation %.6f\n",
                games, skipped, tuner.size(), tuner.validationSize(), k, tuner.error(start),
                tuner.validationError(start));
    std::fflush(stdout);
    const auto tuned = tuner.run(start, passes, ranks, [](int pass, int step, double e, double v) {
        std::printf("pass %d (step %d): error %.6f, validation %.6f\n", pass, step, e, v);
        std::fflush(stdout);
    });
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
