#include "cli/TuneData.h"
#include "analysis/EvalComment.h"
#include "engine/See.h"
#include "rules/MoveGenerator.h"

namespace cli {

namespace {

// Whether the side to move can win material by a capture: the static evaluation cannot see that coming.
bool captureWins(const shogi::Position& pos) {
    shogi::MoveList moves;
    shogi::movegen::legalBoardMoves(pos, moves);
    for (const shogi::Move m : moves)
        if (pos.capturedBy(m) != shogi::NoPiece && shogi::engine::seeAtLeast(pos, m, 1)) return true;
    return false;
}

} // namespace

bool isTunePosition(const shogi::Position& before, std::size_t ply) {
    return ply >= 12 && !before.inCheck() && !captureWins(before);
}

QString scoreComment(const shogi::engine::SearchResult& r, shogi::Color mover, const shogi::Position& after) {
    const int sign = mover == shogi::Color::Black ? 1 : -1;
    shogi::analysis::Evaluation e;
    e.score = shogi::engine::isMateScore(r.score)
                  ? shogi::usi::Score::mate(sign * shogi::engine::matePlies(r.score))
                  : shogi::usi::Score::cp(sign * r.score);
    e.depth = r.depth;
    e.nodes = std::int64_t(r.nodes);
    e.engine = QStringLiteral("Shogiban");
    e.source = shogi::analysis::Evaluation::Source::Player;
    return shogi::analysis::withEvaluation(QString(), e, after);
}

} // namespace cli
