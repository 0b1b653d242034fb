#pragma once
// A playing engine's evaluations written into the record as the game goes, as ShogiHome writes them: each
// of its moves gets, in its comment, the score, line, depth and nodes of the search that chose it (the lines
// an analysis writes, see analysis/EvalComment.h), so the evaluation graph fills during a game between
// programs and a saved game can be reviewed at once. In a game with a person they are kept aside and written
// when the game ends (no help the person did not ask for), unless the person turns them on in Preferences;
// another Preferences switch turns the writing off. The window passes both switches in (setSwitches), so this
// room needs nothing of the window's settings.
#include "analysis/EvalComment.h"
#include "analysis/SearchEvaluation.h"
#include "record/GameRecord.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class GameController;
class Player;

class EngineEvaluations : public QObject {
    Q_OBJECT
public:
    explicit EngineEvaluations(GameController& controller, QObject* parent = nullptr);

    // Whether evaluations are written at all, and whether a game with a person shows them as it goes (else
    // they wait for its end). Both on and off by default, as in Preferences.
    void setSwitches(bool write, bool showDuringGames);

    // The evaluations kept aside until the end of the game (for tests).
    int heldCount() const { return int(m_held.size()); }

private:
    void followPlayers();
    void onInfo(Player* player, const shogi::usi::SearchInfo& info);
    void onMoveChosen(Player* player, shogi::Move move);
    bool hidden() const;
    void writeHeld();
    void write(const shogi::RecordNode* node, const shogi::analysis::Evaluation& evaluation);

    GameController& m_controller;
    bool m_write = true;
    bool m_showDuringGames = false;
    std::vector<QPointer<Player>> m_followed;
    // The search of the engine to move, from the node it plays at.
    std::optional<shogi::analysis::SearchEvaluation> m_search;
    const shogi::RecordNode* m_searchNode = nullptr;
    Player* m_searcher = nullptr;
    // Kept with the node's ply and move: a node of a record since replaced is not written to.
    struct Held {
        const shogi::RecordNode* node;
        int ply;
        shogi::Move move;
        shogi::analysis::Evaluation evaluation;
    };
    std::vector<Held> m_held;
};
