#include "puzzles/TsumeJudge.h"

#include "rules/MoveGenerator.h"

namespace shogi::puzzles {

TsumeJudgement TsumeJudge::judge(const Position& pos, Move move) {
    using Status = engine::MateResult::Status;
    TsumeJudgement out;
    Position after = pos;
    after.doMove(move);
    if (!after.inCheck()) {
        out.verdict = TsumeVerdict::NotCheck;
        return out;
    }
    MoveList replies;
    movegen::legalMoves(after, replies);
    if (replies.size() == 0) {
        out.verdict = TsumeVerdict::Mate;
        return out;
    }
    int bestKey = -1;
    for (Move reply : replies) {
        Position next = after;
        next.doMove(reply);
        const auto r = m_solver.solve(next, m_budget.nodes, m_budget.ms);
        if (r.status == Status::NoMate) {
            out.verdict = TsumeVerdict::Wrong;
            out.reply = reply;
            out.mateLeft = 0;
            return out;
        }
        if (r.status == Status::Timeout || m_stop) {
            out.verdict = TsumeVerdict::Unclear;
            return out;
        }
        const int length = int(r.line.size());
        const int key = length - (reply.isDrop() ? 2 : 0);
        if (key > bestKey) {
            bestKey = key;
            out.reply = reply;
            out.mateLeft = length;
        }
    }
    out.verdict = TsumeVerdict::Right;
    return out;
}

} // namespace shogi::puzzles
