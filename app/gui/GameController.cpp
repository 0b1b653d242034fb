#include "GameController.h"

#include "ShogiTerms.h"

using shogi::Color;
using shogi::IllegalReason;

namespace {

// Which illegal moves the tournament policy punishes. A player at a real board can make every rule violation
// below (a second pawn on a file, a pawn-drop mate, ignoring a check...) and loses for it. The others are not
// moves a player can make on a wooden board at all: a piece does not slide where it cannot go, onto one's own
// piece, or from the opponent's side of the board. With a mouse they are slips of the hand (a drag released
// on the wrong square), so they are always just refused, whatever the policy.
bool isRuleViolation(IllegalReason reason) {
    switch (reason) {
    case IllegalReason::Nifu:
    case IllegalReason::Uchifuzume:
    case IllegalReason::KingLeftInCheck:
    case IllegalReason::DeadDrop:
    case IllegalReason::MustPromote:
    case IllegalReason::CannotPromote:
        return true;
    default:
        return false;
    }
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    connect(&m_clock, &GameClock::ticked, this, &GameController::onTick);
}

bool GameController::newGame(const GameSetup& setup, Player* black, Player* white, QString* error) {
    shogi::Position start;
    if (!setup.startPosition(start, error)) {
        delete black;
        delete white;
        return false;
    }
    m_clock.reset(setup.timeControl);
    for (Player* p : m_players) delete p;
    m_players = {black, white};
    for (Player* p : m_players) {
        p->setParent(this);
        connect(p, &Player::moveChosen, this, &GameController::onMoveChosen);
        connect(p, &Player::resigns, this, &GameController::onResigns);
    }
    m_setup = setup;
    m_game.emplace(start, setup.impasseRule);
    m_impasseDeclarer.reset();
    emit positionChanged();
    if (isOver()) {
        finish(); // a start position can already be mate
        return true;
    }
    m_clock.start(m_game->position().sideToMove());
    requestMove();
    return true;
}

Player* GameController::playerToMove() const { return m_game ? player(m_game->position().sideToMove()) : nullptr; }

bool GameController::humanToMove() const {
    const Player* p = playerToMove();
    return p && p->isHuman() && !isOver();
}

SideNames GameController::names() const {
    const bool handicap = m_setup.isHandicap();
    const auto nameOf = [&](Color c, const QString& given) {
        return given.trimmed().isEmpty() ? ShogiTerms::sideName(c, handicap) : given.trimmed();
    };
    return {nameOf(Color::Black, m_setup.blackName), nameOf(Color::White, m_setup.whiteName)};
}

QString GameController::resultMessage() const {
    return m_game ? ResultMessage::describe(m_game->result(), names(), m_impasseDeclarer) : QString();
}

void GameController::requestMove() {
    if (!m_game || isOver()) return;
    const Color side = m_game->position().sideToMove();
    player(~side)->stopThinking();
    player(side)->startThinking(*m_game);
}

void GameController::onMoveChosen(shogi::Move move) {
    if (!m_game || isOver() || sender() != playerToMove()) return;
    if (loseOnTimeIfFlagged()) return; // the move came after the flag fell
    const IllegalReason why = shogi::explainMove(m_game->position(), move);
    if (why != IllegalReason::None && !isRuleViolation(why)) {
        emit moveRefused(move, why);
        return;
    }
    const shogi::PlayResult played = m_game->play(move, m_setup.policy);
    if (!played.accepted) {
        if (isOver()) finish(); // the tournament policy: the violation lost the game
        else emit moveRefused(move, played.reason);
        return;
    }
    m_clock.moveMade();
    emit positionChanged();
    if (isOver()) finish();
    else requestMove();
}

void GameController::onResigns() {
    auto* p = qobject_cast<Player*>(sender());
    if (!m_game || isOver() || !p) return;
    m_game->resign(p == player(Color::Black) ? Color::Black : Color::White);
    finish();
}

void GameController::onTick() {
    loseOnTimeIfFlagged();
    emit clockTicked();
}

bool GameController::loseOnTimeIfFlagged() {
    const std::optional<Color> flagged = m_clock.flagged();
    if (!flagged || isOver()) return false;
    m_game->loseOnTime(*flagged);
    finish();
    return true;
}

void GameController::finish() {
    m_clock.stop();
    for (Player* p : m_players) p->stopThinking();
    emit gameEnded(resultMessage());
}

bool GameController::canUndo() const {
    if (!m_game || m_setup.policy != shogi::IllegalMovePolicy::Friendly) return false;
    if (!player(Color::Black)->isHuman() && !player(Color::White)->isHuman()) return false;
    // A game lost on time stays lost: reopening it would only let the flag fall again.
    if (m_game->result().reason == shogi::EndReason::Time) return false;
    return !m_game->moves().empty() || isOver();
}

bool GameController::undo() {
    if (!canUndo() || !m_game->undo()) return false;
    while (!playerToMove()->isHuman() && m_game->undo()) {
    }
    m_impasseDeclarer.reset();
    m_clock.stop();
    for (Player* p : m_players) p->stopThinking();
    emit positionChanged();
    m_clock.start(m_game->position().sideToMove());
    requestMove();
    return true;
}

bool GameController::canResign() const {
    return m_game && !isOver() && (player(Color::Black)->isHuman() || player(Color::White)->isHuman());
}

void GameController::resign() {
    if (!canResign()) return;
    Color loser = m_game->position().sideToMove();
    if (!player(loser)->isHuman()) loser = ~loser;
    m_game->resign(loser);
    finish();
}

bool GameController::canDeclareImpasse() const { return humanToMove(); }

shogi::ImpasseVerdict GameController::impassePreview() const {
    return shogi::judgeImpasse(m_game->position(), m_game->position().sideToMove(), m_game->impasseRule(),
                               m_game->whiteCompensation());
}

bool GameController::declareImpasse() {
    if (!canDeclareImpasse()) return false;
    const Color declarer = m_game->position().sideToMove();
    m_game->declareImpasse(declarer, m_setup.policy);
    if (!isOver()) return false;
    m_impasseDeclarer = declarer;
    finish();
    return true;
}
