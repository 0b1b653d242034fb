#pragma once
// One engine analysing positions for the analysis panel, without the window ever waiting: "go infinite" on
// the position asked for (with the whole move history), MultiPV lines gathered from its info lines with the
// scores turned to Black's view and the PVs checked against the position. Each position is one request to
// the client, which owns the order: a running search is stopped first (its answer dropped) and a new
// MultiPV goes out between the two searches. MultiPV is set with setoption on this engine process only,
// which plays no game, so it never leaks into play. An engine whose line begins with a move that is not
// legal in the position is shut down and reported failed(), as one that crashes; one that does not answer a
// stop in time is dropped without failing the analysis: a fresh process takes up the position wanted.
#include "play/EngineEntry.h"
#include "analysis/EvalComment.h"
#include "usi/SearchInfo.h"

#include <QObject>

#include <optional>
#include <string>
#include <vector>

class UsiClient;

struct AnalysisLine {
    int rank = 1;                           // MultiPV index, 1 = the best
    shogi::analysis::Evaluation evaluation; // Black's view, PV from the analysed position
    std::optional<std::int64_t> nps;
};

class EngineAnalysis : public QObject {
    Q_OBJECT
public:
    explicit EngineAnalysis(QObject* parent = nullptr);
    ~EngineAnalysis() override;

    // The engine to run; a running one is quit and the next analyse() starts this one.
    void setEngine(const EngineEntry& entry);
    const EngineEntry& engine() const { return m_entry; }

    // Analyses the position after `history` from `start` until stop() or the next call.
    void analyse(const shogi::Position& start, const std::vector<shogi::Move>& history, int multiPv);
    void stop();     // the search stops; the engine stays ready for the next position
    void shutdown(); // the engine quits
    bool isRunning() const { return m_wanted.has_value(); }

    // The engine's client while one runs, else null: its conversation (lineLogged) and state, for views.
    UsiClient* client() const { return m_client; }

    const std::vector<AnalysisLine>& lines() const { return m_lines; }
    const shogi::Position& position() const { return m_position; }

signals:
    void linesChanged();
    void failed(const QString& reason, const QStringList& lastLines);
    // A new engine process, for the engine log.
    void clientStarted(UsiClient* client, const QString& name);
    // The engine did not answer a stop in time: it was dropped (and a new one analyses what is wanted).
    void stopTimedOut();

private:
    struct Wanted {
        std::string position; // the USI position command
        int multiPv = 1;
    };
    void ensureClient();
    void onInfo(const shogi::usi::SearchInfo& info);
    void failWith(const QString& reason); // the engine quits; failed() says why

    EngineEntry m_entry;
    UsiClient* m_client = nullptr;
    std::optional<Wanted> m_wanted;
    int m_appliedMultiPv = 1; // sent, or queued in the client
    bool m_stopping = false;  // the client's last state was Stopping
    shogi::Position m_position;
    std::vector<AnalysisLine> m_lines;
};
