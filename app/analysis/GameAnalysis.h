#pragma once
// Whole-game analysis, the engine side: every position of a record's main line (the start, then after each
// move) searched for a fixed time ("go btime 0 wtime 0 byoyomi N" with the whole history) by an engine
// process of its own, one after the other, without the window waiting. Each result arrives as an Evaluation
// (Black's view) for its node; a position with no legal move is judged by the rules. An engine that fails,
// does not answer within its time and a grace period, or answers with something that is not a legal move
// in the position (SearchEvaluation::fault), ends the run with failed().
#include "EngineEntry.h"
#include "analysis/SearchEvaluation.h"
#include "record/GameRecord.h"

#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

class UsiClient;

class GameAnalysis : public QObject {
    Q_OBJECT
public:
    static constexpr int GraceMs = 3000; // beyond the time per position before the engine is stopped

    explicit GameAnalysis(QObject* parent = nullptr);
    ~GameAnalysis() override;

    // Starts on `record`'s main line; the record must stay as it is until finished, failed or cancel.
    void start(const shogi::GameRecord& record, const EngineEntry& engine, int msPerPosition);
    void cancel();
    bool isRunning() const { return m_client != nullptr; }
    int total() const { return int(m_nodes.size()); }
    int done() const { return m_next; }

    // Why an engine's answer disqualifies it, for the user.
    static QString faultReason(const QString& engine, const shogi::analysis::SearchEvaluation::Fault& fault);

signals:
    void evaluated(const shogi::RecordNode* node, const shogi::analysis::Evaluation& evaluation);
    void progressed(int done, int total);
    void finished();
    void failed(const QString& reason, const QStringList& lastLines);

private:
    void searchNext();
    void onBestMove(const shogi::usi::BestMove& best);
    void finish();

    UsiClient* m_client = nullptr;
    QString m_engineName; // the user's name for it
    QTimer m_deadline;
    std::vector<const shogi::RecordNode*> m_nodes;
    std::vector<shogi::Move> m_moves; // the main line's moves, m_nodes[i] after the first i of them
    shogi::Position m_start;
    int m_ms = 1000;
    int m_next = 0;
    std::optional<shogi::analysis::SearchEvaluation> m_search;
};
