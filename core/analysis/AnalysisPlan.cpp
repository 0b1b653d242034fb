#include "analysis/AnalysisPlan.h"

#include "analysis/MoveQuality.h"
#include "analysis/SearchEvaluation.h"

namespace shogi::analysis {

AnalysisPlan::AnalysisPlan(const GameRecord& record, bool checks) : m_record(record), m_checks(checks) {
    Position pos = record.startPosition();
    std::vector<Move> moves;
    m_queue.push_back({moves, &record.root()});
    for (const RecordNode* node : record.mainLine()) {
        if (node->isSpecial() || node->illegal || !GameRecord::isApplicable(pos, node->move)) break;
        pos.doMove(node->move);
        moves.push_back(node->move);
        m_queue.push_back({moves, node});
    }
}

// Each move the evaluations so far call into doubt, not checked yet, gets its searches.
void AnalysisPlan::queueChecks() {
    if (!m_checks) return;
    for (const MarkCheck& check : marksToCheck(m_record, m_checked)) {
        if (check.searchBefore) {
            m_checked.researched.insert(check.move);
            m_queue.push_back({check.historyToBefore, check.before, std::nullopt, CheckFactor, 0, true});
            continue;
        }
        m_checked.checked.insert(check.move);
        auto toBest = check.historyToBefore;
        toBest.push_back(check.best);
        m_queue.push_back({toBest, check.before, check.best, CheckFactor, 0, true});
        auto played = check.historyToBefore;
        played.push_back(check.move->move);
        m_queue.push_back({played, check.move, std::nullopt, CheckFactor, 0, true});
    }
}

std::optional<AnalysisStep> AnalysisPlan::next() {
    if (m_queue.empty()) queueChecks();
    if (m_queue.empty()) return std::nullopt;
    AnalysisStep step{std::move(m_queue.front()), std::nullopt};
    m_queue.pop_front();
    Position pos = m_record.startPosition();
    for (Move m : step.search.history)
        pos.doMove(m);
    if (auto mated = SearchEvaluation::forPositionWithoutMoves(pos)) {
        step.ruled = step.search.through ? throughBest(*mated, *step.search.through) : *mated;
        ++m_done;
    } else {
        ++m_running;
    }
    return step;
}

std::optional<Evaluation> AnalysisPlan::searched(const PlannedSearch& search,
                                                 const std::optional<Evaluation>& result) {
    --m_running;
    ++m_done;
    // Too shallow to judge by, or answered before any score (a loaded machine, a slow engine): run again,
    // longer.
    if ((!result || !usable(*result)) && search.retries < QualityThresholds::MaxShallowRetries) {
        PlannedSearch again = search;
        again.factor *= 2;
        ++again.retries;
        m_queue.push_front(std::move(again));
        return std::nullopt;
    }
    if (!result) return std::nullopt;
    return search.through ? throughBest(*result, *search.through) : *result;
}

} // namespace shogi::analysis
