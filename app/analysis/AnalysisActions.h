#pragma once
// The Record menu's analysis commands. "Analyse Whole Game…": a time per position, then every position of
// the main line searched by an engine (GameAnalysis), each result written into its move's comment in
// ShogiHome's form as it comes (so the graph fills as it goes), a progress bar with Cancel, the ?!/?/?? headers
// set at the end and a summary per side. "Find Mate": the built-in df-pn solver on a worker thread, time-
// limited, the mate shown as a variation with its length, or "no mate found (within N s)".
#include "analysis/GameAnalysis.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class EngineCatalog;
class GameController;
class QAction;
class QProgressDialog;
class QThread;
class QWidget;

class AnalysisActions : public QObject {
    Q_OBJECT
public:
    static constexpr int MateSeconds = 10;

    // Writes the evaluations into `game`'s record; `catalog` gives the user's engines.
    AnalysisActions(QWidget& window, GameController& game, std::function<EngineCatalog&()> catalog);
    ~AnalysisActions() override;

    QAction* analyseGameAction() const { return m_analyseGame; }
    QAction* findMateAction() const { return m_findMate; }
    void retranslate();
    void updateActions(); // enabled when the record is not a live game's

    // Without asking: the whole game with `engine` at `msPerPosition` (tests, screenshots).
    void analyseGame(const EngineEntry& engine, int msPerPosition);
    // The last run's summary text (empty before one ended) and whether one runs.
    const QString& summary() const { return m_summary; }
    // The last finished run's marks in one short line ("Black ?! 1 ? 0 ?? 0 · White …"); empty otherwise.
    const QString& marksLine() const { return m_marksLine; }
    bool isAnalysing() const { return m_run.isRunning(); }
    void findMate();
    bool isSearchingMate() const { return m_mateThread != nullptr; }

signals:
    void analysisFinished(const QString& summary);
    void mateSearchFinished(const QString& message);
    // The whole-game analysis's engine process, for the engine log.
    void engineStarted(UsiClient* client, const QString& name);

private:
    void askAndAnalyse();
    void onEvaluated(const shogi::RecordNode* node, const shogi::analysis::Evaluation& evaluation);
    void onFinished();
    void closeProgress();

    QWidget& m_window;
    GameController& m_game;
    std::function<EngineCatalog&()> m_catalog;
    GameAnalysis m_run;
    QPointer<QProgressDialog> m_progress;
    QString m_summary;
    QString m_marksLine;
    QThread* m_mateThread = nullptr;
    std::shared_ptr<std::atomic_bool> m_mateCancel;
    QAction* m_analyseGame;
    QAction* m_findMate;
};
