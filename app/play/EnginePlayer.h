#pragma once
// A USI engine as one side of a game. It starts its engine at once (usi, the entry's options, the board,
// Shogiban's Level, isready, usinewgame) and, at each turn, sends the whole game from its start and both
// clocks; a turn asked for before the engine is ready waits for it. Its answers go to the controller: a
// move, a resignation, an impasse claim (bestmove win). Whatever goes wrong with the engine - it cannot
// start, crashes, hangs past the end of its time, or writes what is not a move - ends in forfeits() with
// the engine named and its last output, never in a wait. An answer to a turn that was taken away (a
// takeback, a pause, the end of the game) is dropped. Destroyed, it quits its engine without waiting: the
// engine gets a grace period to exit and is then killed, and always reaped.
#include "play/EngineEntry.h"
#include "game/Player.h"
#include "usi/EngineMessage.h"

#include <QTimer>

#include <optional>

class UsiClient;

class EnginePlayer : public Player {
    Q_OBJECT
public:
    static constexpr int FlagGraceMs = 200;
    // Without a clock a turn has its move time; past it (and this much more) the engine is told to stop.
    static constexpr int NoClockGraceMs = 1000;

    // level: Shogiban's Level option (0: the entry's own setting); moveTimeMs: the time per move in a game
    // without a clock (0: PlayerSpec::DefaultMoveTimeMs).
    EnginePlayer(const EngineEntry& entry, shogi::VariantKind variant, int level = 0, int moveTimeMs = 0,
                 QObject* parent = nullptr);
    ~EnginePlayer() override;

    // Asks the engine for a person's pace ("setoption name Pace value casual", where it declares Pace).
    // Before the engine has started, that is right after construction.
    void setCasualPace(bool casual) { m_casualPace = casual; }

    bool isHuman() const override { return false; }
    QString name() const override { return m_name; }
    void startThinking(const shogi::Game& game, const ThinkingTime& time) override;
    void stopThinking() override;
    void gameEnded(const shogi::GameResult& result, shogi::Color side) override;
    int flagGraceMs() const override { return FlagGraceMs; }
    QStringList lastOutput() const override;

    // The engine's conversation (lineLogged), its search (info) and its state, for views.
    UsiClient* client() const { return m_client; }

private:
    struct Turn {
        std::string position;
        shogi::usi::GoLimits limits;
        bool timed = false; // the game has a clock: the controller's flag is the deadline
    };

    void onReady();
    void onBestMove(const shogi::usi::BestMove& best);
    void onFailed(const QString& reason, const QStringList& lastLines);
    void go(const Turn& turn);
    void forfeit(const QString& reason);

    EngineEntry m_entry;
    shogi::VariantKind m_variant;
    int m_level;
    int m_moveTimeMs;
    bool m_casualPace = false;
    QString m_name;
    UsiClient* m_client;
    bool m_ready = false;
    bool m_forfeited = false;
    std::optional<Turn> m_waitingTurn; // asked for before the engine was ready
    QTimer m_deadline;                 // a turn without a clock
};
