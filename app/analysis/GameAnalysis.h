#pragma once
// Whole-game analysis, the engine side: every position of a record's main line (the start, then after each
// move) searched for a fixed time ("go btime 0 wtime 0 byoyomi N" with the whole history) by an engine
// process of its own, one after the other, without the window waiting. Each result arrives as an Evaluation
// (Black's view) for its node; a position with no legal move is judged by the rules. Then each move the
// evaluations call into doubt is checked with two searches alike, longer (analysis/MarkCheck.h): the
// position after the engine's choice (its result is the evaluation before the move) and the one after the
// move played. A search too shallow to judge by, or one that ends before any score, is run again with twice
// the time (analysis/MoveQuality.h).
// The caller writes each result into the record as it comes, which the check reads. An engine
// that fails, does not answer within its time and a grace period, or answers with something that is not a
// legal move in the position (SearchEvaluation::fault), ends the run with failed().
#include "play/EngineEntry.h"
#include "analysis/MarkCheck.h"
#include "analysis/SearchEvaluation.h"
#include "record/GameRecord.h"

#include <QObject>
#include <QTimer>

#include <deque>
#include <optional>
#include <vector>

class UsiClient;

class GameAnalysis : public QObject {
    Q_OBJECT
public:
    static constexpr int GraceMs = 3000; // beyond the time per position before the engine is stopped

    explicit GameAnalysis(QObject* parent = nullptr);
    ~GameAnalysis() override;

    // Starts on `record`'s main line; the record's moves must stay as they are until finished, failed or
    // cancel (its comments take the evaluations).
    void start(const shogi::GameRecord& record, const EngineEntry& engine, int msPerPosition);
    void cancel();
    bool isRunning() const { return m_client != nullptr; }
    int total() const { return m_done + int(m_jobs.size()) + (m_search ? 1 : 0); }
    int done() const { return m_done; }

    // Why an engine's answer disqualifies it, for the user.
    static QString faultReason(const QString& engine, const shogi::analysis::SearchEvaluation::Fault& fault);

signals:
    void evaluated(const shogi::RecordNode* node, const shogi::analysis::Evaluation& evaluation);
    void progressed(int done, int total);
    void finished();
    void failed(const QString& reason, const QStringList& lastLines);
    // The run's engine process, for the engine log.
    void clientStarted(UsiClient* client, const QString& name);

private:
    struct Job {
        std::vector<shogi::Move> history;        // from the start position to the position searched
        const shogi::RecordNode* node = nullptr; // whose evaluation the search gives
        std::optional<shogi::Move> through;      // the node's best move, searched after it (a mark's check)
        int ms = 0;
        int retries = 0; // run again with twice the time while too shallow
    };
    void searchNext();
    void queueChecks();
    void onBestMove(const shogi::usi::BestMove& best);
    void finish();

    UsiClient* m_client = nullptr;
    QString m_engineName; // the user's name for it
    QTimer m_deadline;
    const shogi::GameRecord* m_record = nullptr;
    std::deque<Job> m_jobs;
    std::optional<Job> m_current;
    shogi::analysis::MarkChecks m_checks;
    bool m_newGameSent = false;
    int m_ms = 1000;
    int m_done = 0;
    std::optional<shogi::analysis::SearchEvaluation> m_search;
};
