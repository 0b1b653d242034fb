#include "play/Hint.h"

#include "board/BoardView.h"
#include "game/GameController.h"
#include "play/HintText.h"

#include <QAction>
#include <QIcon>
#include <QStatusBar>

namespace {

// Apart from the user's own arrows, green unless a modifier is held.
constexpr MarkColor HintColor = MarkColor::Blue;

} // namespace

Hint::Hint(GameController& controller, BoardView& board, QStatusBar& status,
           std::function<MoveText()> moveText, QObject* parent)
    : QObject(parent), m_controller(controller), m_board(board), m_status(status),
      m_moveText(std::move(moveText)), m_action(new QAction(this)) {
    m_action->setObjectName(QStringLiteral("actionHint"));
    m_action->setShortcut(QKeySequence(Qt::Key_H));
    m_action->setIcon(
        QIcon::fromTheme(QStringLiteral("games-hint"), QIcon(QStringLiteral(":/icons/hint.svg"))));
    connect(m_action, &QAction::triggered, this, &Hint::trigger);
    connect(&m_search, &HintSearch::found, this, &Hint::onFound);
    connect(&m_controller, &GameController::positionChanged, this, &Hint::onPositionChanged);
    retranslate();
    refreshAction();
}

void Hint::retranslate() {
    m_action->setText(m_search.isSearching() ? tr("Cancel &Hint") : tr("&Hint"));
    m_action->setIconText(tr("Hint"));
    m_action->setToolTip(tr("Suggest a move for the side to play, with the reason (H)"));
}

void Hint::refreshAction() {
    m_action->setEnabled(m_search.isSearching() || m_controller.humanToMove());
    retranslate();
}

void Hint::trigger() {
    if (m_search.isSearching()) {
        m_search.cancel();
        m_status.showMessage(tr("Hint cancelled."), 3000);
        refreshAction();
        return;
    }
    if (!m_controller.humanToMove()) return;
    const shogi::Game& game = m_controller.game();
    m_askedFor = game.position().key();
    m_search.request(game.startPosition(), game.moves(), SearchMs);
    m_status.showMessage(tr("Looking for a hint…"));
    refreshAction();
}

void Hint::onFound(const shogi::engine::Explanation& e) {
    refreshAction();
    const shogi::Game& game = m_controller.game();
    if (!m_controller.humanToMove() || game.position().key() != m_askedFor) return; // the game moved on
    const shogi::Square previousTo = game.moves().empty() ? shogi::NoSquare : game.moves().back().to();
    const QString text = HintText::describe(e, game.position(), previousTo, m_moveText());
    m_shown = e.best;
    if (!e.best.isNone())
        m_board.setArrows(ArrowGroup::Hint,
                          {BoardArrow::ofMove(e.best, game.position().sideToMove(), HintColor)});
    m_status.showMessage(text);
    emit shown(e.best, text);
}

void Hint::onPositionChanged() {
    if (m_search.isSearching()) {
        m_search.cancel();
        if (m_status.currentMessage() == tr("Looking for a hint…")) m_status.clearMessage();
    }
    if (!m_shown.isNone()) m_board.clearDrawings(ArrowGroup::Hint);
    m_shown = shogi::Move::none();
    refreshAction();
}
