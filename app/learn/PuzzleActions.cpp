#include "learn/PuzzleActions.h"

#include "learn/PuzzleWindow.h"
#include "learn/PuzzlesFromGame.h"

#include <QAction>

PuzzleActions::PuzzleActions(QWidget& window, GameController& game,
                             std::function<void(BoardView&)> styleBoard)
    : QObject(&window), m_window(window), m_styleBoard(std::move(styleBoard)),
      m_fromGame(new PuzzlesFromGame(window, game, m_library)), m_trainer(new QAction(this)) {
    m_trainer->setObjectName(QStringLiteral("actionPuzzles"));
    connect(m_trainer, &QAction::triggered, this, [this] { openTrainer(); });
    connect(m_fromGame, &PuzzlesFromGame::puzzlesMade, this,
            [this](const QString& collection) { openTrainer(collection); });
    retranslate();
}

PuzzleActions::~PuzzleActions() = default;

QAction* PuzzleActions::fromGameAction() const {
    return m_fromGame->action();
}

void PuzzleActions::retranslate() {
    m_trainer->setText(tr("&Puzzles…"));
    m_fromGame->retranslate();
}

PuzzleWindow& PuzzleActions::openTrainer(const QString& collection) {
    if (!m_trainerWindow) {
        m_trainerWindow = new PuzzleWindow(m_library, m_progress, m_styleBoard, &m_window);
        m_trainerWindow->setAttribute(Qt::WA_DeleteOnClose);
        m_trainerWindow->nextPuzzle();
    }
    if (!collection.isEmpty()) m_trainerWindow->showCollection(collection);
    m_trainerWindow->show();
    m_trainerWindow->raise();
    m_trainerWindow->activateWindow();
    return *m_trainerWindow;
}
