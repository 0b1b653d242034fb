#pragma once
// The game and its record. The record (moves with comments and variations) and a current node in it are
// what the window shows; the shogi::Game referee judges the line from the start to the node where the next
// move is played, the play node. A game started here is live until it ends: the controller asks the player
// to move whose turn it is, runs the clock and records every move. A record opened from a file, or a game
// that has ended, is under review: moves entered at the board go into the record (as a variation where the
// line went on differently: the main line is never replaced) and the referee follows the current node.
// While a timed game is live, looking back is read-only: the play node stays where the game is.
// GameController.cpp holds the game (players, clock, endings, takebacks), GameControllerRecord.cpp the
// way through the record and its editing.
#include "game/GameClock.h"
#include "game/GameSetup.h"
#include "game/Player.h"
#include "game/ResultMessage.h"
#include "record/GameRecord.h"

#include <QElapsedTimer>
#include <QObject>

#include <array>
#include <optional>

class GameController : public QObject {
    Q_OBJECT
public:
    using Headers = QList<std::pair<QString, QString>>;

    explicit GameController(QObject* parent = nullptr);

    // Starts a new live game; the controller takes ownership of both players. Fails (with a reason) only
    // when the setup's custom start position does not parse. A side without a typed name is recorded under
    // its player's name (an engine's). `firstMove`: the move a person to move first made at the board to
    // begin the game; it is played at once, before the programs are ready (the clocks start after it).
    bool newGame(const GameSetup& setup, Player* black, Player* white, QString* error = nullptr,
                 std::optional<shogi::Move> firstMove = std::nullopt);
    // Opens a record for review at its start position: no players, no clock.
    void openRecord(shogi::GameRecord record);
    // Takes up a game or review saved earlier (an autosave): the record at its play and current nodes, the
    // clock with each side's main time as of the last move, the unsaved-changes state. A game played here
    // has its players (owned, as in newGame; both null for a review); a live one goes on, the clock of the
    // side to move running from the saved time.
    struct Resumed {
        const shogi::RecordNode* playNode; // nodes of the record passed in
        const shogi::RecordNode* current;
        std::array<std::int64_t, 2> clockMainMs; // Black's, White's
        bool live;
        bool modified;
    };
    void resume(const GameSetup& setup, shogi::GameRecord record, const Resumed& at, Player* black,
                Player* white);

    const shogi::GameRecord& record() const { return m_record; }
    const shogi::RecordNode* current() const { return m_current; }
    const shogi::RecordNode* playNode() const { return m_playNode; }
    shogi::Position currentPosition() const { return m_record.positionAt(m_current); }
    // The move that led to the current position, for the last-move highlight (none at the start).
    shogi::Move currentMove() const;
    // The record has changed since it was started, opened or saved.
    bool isModified() const { return m_modified; }
    void setSaved();

    const shogi::Game& game() const { return *m_game; } // the referee, at the play node
    const GameSetup& setup() const { return m_setup; }
    Player* player(shogi::Color side) const { return m_players[std::size_t(shogi::index(side))]; }
    Player* playerToMove() const;
    bool isLive() const { return m_live; }
    // A live game waits for its players to be ready (engines starting): no clock runs, nobody moves yet.
    bool isWaitingForPlayers() const { return m_live && m_waitingForPlayers; }
    // The line shown has ended: by the referee's judgement or by an ending the record gives.
    bool isOver() const;
    // A live game with moves: leaving it would abandon it.
    bool inProgress() const { return m_live && !m_record.root().children.empty(); }
    // Looking back while a timed game goes on: the board shows the past read-only.
    bool isBrowsing() const { return m_current != m_playNode; }
    // The referee takes a move at the play node: its line has not ended.
    bool playNodeOpen() const;
    // The board takes a move at the current node, and (in a live game) a person is to play it.
    bool canMoveHere() const { return !isBrowsing() && playNodeOpen(); }
    bool humanToMove() const;
    // Player names from the record's headers, else the side's name ("Black", "Uwate"...).
    SideNames names() const;
    bool isHandicap() const;
    // The game's result in words: a first line (what happened, who won), then what explains it, then after a
    // blank line a program's last output.
    QString resultMessage() const;
    const GameClock& clock() const { return m_clock; }

    // Shows `node`; the referee follows it unless a timed game is live.
    void goTo(const shogi::RecordNode* node);
    // A move entered at the board during a review, added to the record at the current node.
    void playMove(shogi::Move move);

    void setComment(const shogi::RecordNode* node, const QString& text);
    void setHeaders(const Headers& headers);
    // The first node of the innermost variation holding `node`; nullptr on the main line.
    static const shogi::RecordNode* variationStart(const shogi::RecordNode* node);
    // Both act on the variation holding `node` and refuse nodes of the main line and during a live game.
    bool canEditVariation(const shogi::RecordNode* node) const;
    bool promoteToMainLine(const shogi::RecordNode* node);
    bool removeVariation(const shogi::RecordNode* node);

    bool canUndo() const;
    // Takes back the last move of a game played here, and further moves until a human is to move, so in a
    // game against an engine one takeback undoes the engine's reply and the human's move together.
    bool undo();
    bool canResign() const;
    // Who resign() resigns for: the side to move, or the human when the engine is to move.
    shogi::Color resigningSide() const;
    void resign();
    // Impasse may be declared only by the side to move; the preview is the core's count shown before asking.
    bool canDeclareImpasse() const;
    shogi::ImpasseVerdict impassePreview() const;
    // True when the declaration ended the game; false when it was refused (friendly policy, not qualifying).
    bool declareImpasse();

    // A game between two programs, or a person's game with a clock, can be paused: the side to move stops
    // thinking and its clock stops; resumePlay() starts its turn again (resume() above is another thing: a
    // saved game restored). A paused game takes no move from the board.
    bool canPause() const;
    bool isPaused() const { return m_paused; }
    void pause();
    void resumePlay();
    // The position editor stands over a live game, whoever plays it: its clock stops and its programs stop
    // thinking until the editor is left, when the game goes on as paused games do.
    void holdForEditing(bool held);
    // While a question of the program's own stands over a live game (a message box, a dialog), the game
    // waits: its clock stops and its programs stop thinking; it goes on when the last one is answered. A game
    // started from a question (New Game) starts then. Holds nest.
    class Hold {
    public:
        explicit Hold(GameController& game) : m_game(game) { m_game.hold(); }
        ~Hold() { m_game.release(); }
        Hold(const Hold&) = delete;
        Hold& operator=(const Hold&) = delete;

    private:
        GameController& m_game;
    };
    void hold();
    void release();
    bool isHeld() const { return m_holds > 0; }
    // Ends a live game without a result (中断 in the record), e.g. a game between two programs.
    bool canStopGame() const { return m_live && !isOver(); }
    void stopGame();
    // A game a program lost by its own fault (it crashed, hung, ran out of time, played an illegal move)
    // can go on from its last legal position with other players (the controller owns them): the ending
    // leaves the record, the clocks go on as they were.
    bool canContinue() const { return !m_live && m_programFault; }
    bool continueWith(Player* black, Player* white);

signals:
    // The tree changed (moves added or removed, comments, headers, a new record): views built from its
    // nodes rebuild. Always emitted before the positionChanged that may follow.
    void recordChanged();
    void positionChanged();
    // A node's comment changed: its mark in the move list, nothing else.
    void commentChanged(const shogi::RecordNode* node);
    void modifiedChanged(bool modified);
    void moveRefused(shogi::Move move, shogi::IllegalReason reason);
    void gameEnded(const QString& message);
    void clockTicked();
    void pausedChanged(bool paused);
    // A question (Hold) or the position editor began to hold a live game (true), or the last of them went
    // (false): what else thinks during a game (the analysis panel's engine) waits with it.
    void heldChanged(bool held);
    // New players sit at the board (a new game, a restored one, play on after a fault).
    void playersChanged();

private:
    // The node whose position the referee judges for `node`: an ending stands after the move before it.
    static const shogi::RecordNode* moveNodeOf(const shogi::RecordNode* node) {
        return node->isSpecial() ? node->parent : node;
    }
    shogi::RecordNode* editable(const shogi::RecordNode* node) {
        return const_cast<shogi::RecordNode*>(node);
    }
    void reset(shogi::GameRecord record, const GameSetup& setup);
    void follow(const shogi::RecordNode* node);
    void replay(const shogi::RecordNode* target);
    bool addMove(shogi::Move move, shogi::IllegalMovePolicy policy);
    void markModified();
    void onMoveChosen(shogi::Move move);
    void onResigns();
    void onDeclaresImpasse();
    void onForfeits(const QString& reason);
    void setPaused(bool paused);
    // Starts the clock and asks for the first move once both players are ready.
    void startWhenReady();
    void adoptPlayers(Player* black, Player* white);
    void onTick();
    void requestMove();
    void stopPlayers();
    void finish();
    void recordEnding();
    void stampEnding(const shogi::RecordNode* ending);
    int turnSpentMs() const;
    QString faultHeading() const; // "Shogiban (level 10) stopped working: Black wins."
    bool loseOnTimeIfFlagged();

    GameSetup m_setup;
    shogi::GameRecord m_record;
    const shogi::RecordNode* m_current = nullptr;
    const shogi::RecordNode* m_playNode = nullptr;
    std::optional<shogi::Game> m_game;
    const shogi::RecordNode* m_refereeAt = nullptr; // the node whose position m_game holds
    bool m_refereeFollows = true; // false: a move on the way was refused (illegal in the file)
    bool m_live = false;
    bool m_modified = false;
    std::array<Player*, 2> m_players{};
    GameClock m_clock;
    // The time the side to move spends on its turn, recorded with its move or ending: counted while it may
    // move, not while a question holds the game or it is paused (as its clock counts).
    QElapsedTimer m_turnTime;
    qint64 m_turnBankedMs = 0;                   // counted before the last hold
    const shogi::RecordNode* m_turnOf = nullptr; // the play node whose turn it is
    std::optional<shogi::Color> m_impasseDeclarer;
    bool m_paused = false;
    bool m_heldForEditing = false; // paused by holdForEditing, so leaving the editor resumes
    bool m_waitingForPlayers = false;
    int m_holds = 0;             // questions standing over the game (Hold)
    bool m_holdingGame = false;  // the first of them held a live game
    QString m_forfeit;           // why a player forfeited the game (its engine failed), for the message
    bool m_programFault = false; // the game ended by a program's fault: it may go on with other players
};
