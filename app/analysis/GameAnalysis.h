#pragma once
// Whole-game analysis, the engine side: the searches analysis/AnalysisPlan.h orders (every position of a
// record's main line, then the checks of the marks), each for a fixed time ("go btime 0 wtime 0 byoyomi N"
// with the whole history) by an engine process of its own, one after the other, without the window waiting:
// the same judging as shogiban-cli analyse. Each result arrives as an Evaluation (Black's view) for its
// node; a position with no legal move is judged by the rules. The caller writes each result into the
// record as it comes, which the checks read. An engine
// that fails, does not answer within its time and a grace period, or answers with something that is not a
// legal move in the position (SearchEvaluation::fault), ends the run with failed().
#include "play/EngineEntry.h"
#include "analysis/AnalysisPlan.h"
#include "analysis/SearchEvaluation.h"
#include "record/GameRecord.h"

#include <QObject>
#include <QTimer>

#include <optional>

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
    int total() const { return m_plan ? m_plan->total() : 0; }
    int done() const { return m_plan ? m_plan->done() : 0; }

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
    void searchNext();
    void onBestMove(const shogi::usi::BestMove& best);
    void finish();

    UsiClient* m_client = nullptr;
    QString m_engineName; // the user's name for it
    QTimer m_deadline;
    const shogi::GameRecord* m_record = nullptr;
    std::optional<shogi::analysis::AnalysisPlan> m_plan;
    std::optional<shogi::analysis::PlannedSearch> m_current;
    bool m_newGameSent = false;
    int m_ms = 1000;
    std::optional<shogi::analysis::SearchEvaluation> m_search;
};
