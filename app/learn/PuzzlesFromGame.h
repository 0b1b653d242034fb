#pragma once
// Record → Make Puzzles from This Game: after Analyse Whole Game, every move that gave away at least 20
// points of win rate (the evaluations in the move comments, MoveQuality's curve) is looked at again by the
// built-in engine (MultiPV 2, off the GUI thread, with a progress dialog and Cancel); where the best move
// stands clearly above the second the position becomes a next-move problem in the user's collection
// "my-games".
#include "learn/PuzzleLibrary.h"
#include "puzzles/NextMove.h"
#include "record/GameRecord.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

class GameController;
class QAction;
class QWidget;

class PuzzlesFromGame : public QObject {
    Q_OBJECT
public:
    static constexpr const char* Collection = "my-games";

    PuzzlesFromGame(QWidget& window, GameController& game, PuzzleLibrary& library);
    QAction* action() const { return m_action; }
    void retranslate();

    // The candidates: each move of the main line that lost at least `minLoss` points by the record's
    // evaluations, as its index in the main line (0 = the first move) and the points lost. Empty when the
    // game carries no evaluations.
    struct Candidate {
        int ply;
        double lost;
    };
    static std::vector<Candidate> candidates(const shogi::GameRecord& record, double minLoss);
    // The problems at those moves, each position searched with `options` (blocking; `cancel` stops between
    // moves).
    static std::vector<shogi::puzzles::Puzzle> make(const shogi::GameRecord& record,
                                                    const std::vector<Candidate>& found,
                                                    const shogi::puzzles::NextMoveOptions& options,
                                                    const std::string& origin,
                                                    const std::atomic<bool>& cancel);

signals:
    void puzzlesMade(const QString& collection, int added);

private:
    void run();

    QWidget& m_window;
    GameController& m_game;
    PuzzleLibrary& m_library;
    QAction* m_action;
};
