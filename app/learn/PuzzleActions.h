#pragma once
// What the main window needs of the puzzles: the trainer's action (Learn → Puzzles, Help → Puzzles until
// the Learn menu exists) and Record → Make Puzzles from This Game. Owns the collections and the user's
// progress, and opens the trainer (non-modal) on demand.
#include "learn/PuzzleLibrary.h"
#include "learn/PuzzleProgress.h"

#include <QObject>
#include <QPointer>

#include <functional>

class BoardView;
class GameController;
class PuzzleWindow;
class PuzzlesFromGame;
class QAction;
class QWidget;

class PuzzleActions : public QObject {
    Q_OBJECT
public:
    PuzzleActions(QWidget& window, GameController& game, std::function<void(BoardView&)> styleBoard);
    ~PuzzleActions() override;

    QAction* trainerAction() const { return m_trainer; }
    QAction* fromGameAction() const;
    void retranslate();
    // Opens the trainer, on one collection when `collection` is given.
    PuzzleWindow& openTrainer(const QString& collection = {});
    PuzzlesFromGame& fromGame() { return *m_fromGame; }

private:
    QWidget& m_window;
    std::function<void(BoardView&)> m_styleBoard;
    PuzzleLibrary m_library;
    PuzzleProgress m_progress;
    PuzzlesFromGame* m_fromGame;
    QAction* m_trainer;
    QPointer<PuzzleWindow> m_trainerWindow;
};
