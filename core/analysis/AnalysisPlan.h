#pragma once
// The searches of a whole-game analysis, in order: one implementation of how the moves are judged, which
// the command line (shogiban-cli analyse) and the window (GameAnalysis) both drive, each with its engine.
// First every position of the main line (the start, then after each move); then the checks of the marks
// (analysis/MarkCheck.h), round after round until no move is left in doubt. A search that ends too shallow
// to judge by is run again with twice the budget, MaxShallowRetries times at most (analysis/MoveQuality.h).
//
// The driver runs each search with `factor` times its budget per position (a time or a number of nodes),
// hands the result to searched() and writes the evaluation it returns into the node's comment
// (withEvaluation) before it asks for the next search: the checks are chosen from the comments.
#include "analysis/EvalComment.h"
#include "analysis/MarkCheck.h"
#include "record/GameRecord.h"

#include <deque>
#include <optional>
#include <vector>

namespace shogi::analysis {

struct PlannedSearch {
    std::vector<Move> history;        // from the record's start position to the position searched
    const RecordNode* node = nullptr; // whose evaluation the search gives
    std::optional<Move> through;      // a check: the node's best move, played before the search
    int factor = 1;                   // times the budget per position
    int retries = 0;                  // runs so far that ended too shallow
    bool check = false;               // part of a mark's check, not the first pass
};

struct AnalysisStep {
    PlannedSearch search;
    // The position has no legal move: its evaluation by the rules, to be written without a search.
    std::optional<Evaluation> ruled;
};

class AnalysisPlan {
public:
    // `checks` false: the first pass only, each position searched once (shogiban-cli analyse --no-checks).
    explicit AnalysisPlan(const GameRecord& record, bool checks = true);

    // The next step; nullopt when the analysis is complete.
    std::optional<AnalysisStep> next();
    // The evaluation `search` gave (nullopt: the engine gave no score). Returns what to write into
    // search.node's comment, or nullopt: nothing (no score, or too shallow and queued again, longer).
    std::optional<Evaluation> searched(const PlannedSearch& search, const std::optional<Evaluation>& result);

    int done() const { return m_done; }
    // The steps known so far: it grows when the checks begin, and when a shallow search runs again.
    int total() const { return m_done + int(m_queue.size()) + m_running; }

private:
    void queueChecks();

    const GameRecord& m_record;
    bool m_checks;
    std::deque<PlannedSearch> m_queue;
    MarkChecks m_checked;
    int m_done = 0;
    int m_running = 0; // handed out by next(), not searched() yet
};

} // namespace shogi::analysis
