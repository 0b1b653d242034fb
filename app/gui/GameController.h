#pragma once
// The referee of the game being played. It owns the shogi::Game and the clock, asks the player to move whose
// turn it is, judges what comes back under the chosen illegal-move policy, and reports every change by
// signal; the window redraws from game() and never changes the game itself.
#include "GameClock.h"
#include "GameSetup.h"
#include "Player.h"
#include "ResultMessage.h"

#include <QObject>

#include <array>
#include <optional>

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);

    // Starts a new game; the controller takes ownership of both players. Fails (with a reason) only when the
    // setup's custom start position does not parse.
    bool newGame(const GameSetup& setup, Player* black, Player* white, QString* error = nullptr);

    bool hasGame() const { return m_game.has_value(); }
    const shogi::Game& game() const { return *m_game; }
    const GameSetup& setup() const { return m_setup; }
    Player* player(shogi::Color side) const { return m_players[std::size_t(shogi::index(side))]; }
    Player* playerToMove() const;
    bool isOver() const { return m_game && m_game->result().over(); }
    // Moves have been played and the game has not ended: leaving it would lose something.
    bool inProgress() const { return m_game && !isOver() && !m_game->moves().empty(); }
    bool humanToMove() const;
    // Player names where given, else the side's name ("Black", "Uwate"...).
    SideNames names() const;
    QString resultMessage() const;
    const GameClock& clock() const { return m_clock; }

    bool canUndo() const;
    // Takes back the last move, and further moves until a human is to move, so in a game against an engine
    // one takeback undoes the engine's reply and the human's move together.
    bool undo();
    bool canResign() const;
    // The human side resigns: the side to move, or the human when the engine is to move.
    void resign();
    // Impasse may be declared only by the side to move; the preview is the core's count shown before asking.
    bool canDeclareImpasse() const;
    shogi::ImpasseVerdict impassePreview() const;
    // True when the declaration ended the game; false when it was refused (friendly policy, not qualifying).
    bool declareImpasse();

signals:
    void positionChanged();
    void moveRefused(shogi::Move move, shogi::IllegalReason reason);
    void gameEnded(const QString& message);
    void clockTicked();

private:
    void onMoveChosen(shogi::Move move);
    void onResigns();
    void onTick();
    void requestMove();
    void finish();
    bool loseOnTimeIfFlagged();

    GameSetup m_setup;
    std::optional<shogi::Game> m_game;
    std::array<Player*, 2> m_players{};
    GameClock m_clock;
    std::optional<shogi::Color> m_impasseDeclarer;
};
