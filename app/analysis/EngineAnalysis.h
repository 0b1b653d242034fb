#pragma once
// One engine analysing positions for the analysis panel, without the window ever waiting: "go infinite" on
// the position asked for (with the whole move history), MultiPV lines gathered from its info lines with the
// scores turned to Black's view and the PVs checked against the position. A new position or a new MultiPV
// stops the running search first (UsiClient drops its answer); MultiPV is set with setoption on this
// engine process only, which plays no game, so it never leaks into play. An engine that does not answer a
// stop in time is dropped without failing the analysis: a fresh process takes up the position wanted.
#include "EngineEntry.h"
#include "analysis/EvalComment.h"
#include "usi/SearchInfo.h"

#include <QObject>

#include <optional>
#include <string>
#include <vector>

class UsiClient;

struct AnalysisLine {
    int rank = 1; // MultiPV index, 1 = the best
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
    void stop();    // the search stops; the engine stays ready for the next position
    void shutdown(); // the engine quits
    bool isRunning() const { return m_wanted.has_value(); }

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
    void onReady();
    void onInfo(const shogi::usi::SearchInfo& info);

    EngineEntry m_entry;
    UsiClient* m_client = nullptr;
    std::optional<Wanted> m_wanted;
    int m_appliedMultiPv = 1;
    bool m_searching = false;
    bool m_stopping = false; // the client's last state was Stopping
    shogi::Position m_position;
    std::vector<AnalysisLine> m_lines;
};
