#include "game/GameController.h"

#include "game/ShogiTerms.h"
#include "formats/KifCommon.h"
#include "record/GameEnding.h"
#include "rules/Handicap.h"
#include "rules/Sfen.h"

#include <QDateTime>

#include <utility>

using shogi::Color;
using shogi::GameRecord;
using shogi::IllegalReason;
using shogi::RecordNode;
using shogi::SpecialMove;

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

// What a record calls a side whose player has no name (a person who typed none), as Kifu for Windows heads
// its columns: 先手 and 後手, 下手 and 上手 in a handicap game.
QString recordSideName(Color c, bool handicap) {
    if (handicap) return c == Color::Black ? QStringLiteral("下手") : QStringLiteral("上手");
    return c == Color::Black ? QStringLiteral("先手") : QStringLiteral("後手");
}

// The headers a KIF file of this game starts with, as the other programs write them: when, which handicap,
// the time each side has, who played (the names typed, else the players' own: an engine's; else the side's
// name, so the line is always there).
void writeHeaders(GameRecord& record, const GameSetup& setup, const Player& black, const Player& white) {
    record.setHeader(QStringLiteral("開始日時"),
                     QDateTime::currentDateTime().toString(QStringLiteral("yyyy/MM/dd HH:mm:ss")));
    if (setup.startSfen.isEmpty() && setup.variant == shogi::VariantKind::Standard)
        if (const shogi::Handicap* h = shogi::Handicap::byId(setup.handicapId.toStdString()))
            record.setHeader(QStringLiteral("手合割"),
                             QString::fromUtf8(h->kifName.data(), qsizetype(h->kifName.size())));
    // Handicap records name the players 下手 (the receiver, Black) and 上手 (the giver, White).
    const bool handicap = setup.isHandicap();
    if (const QString limit = shogi::kif::timeLimitText(setup.timeControl); !limit.isEmpty())
        record.setHeader(QStringLiteral("持ち時間"), limit);
    const auto nameOf = [handicap](Color c, const QString& typed, const Player& p) {
        if (!typed.trimmed().isEmpty()) return typed.trimmed();
        return p.name().trimmed().isEmpty() ? recordSideName(c, handicap) : p.name().trimmed();
    };
    record.setHeader(recordSideName(Color::Black, handicap), nameOf(Color::Black, setup.blackName, black));
    record.setHeader(recordSideName(Color::White, handicap), nameOf(Color::White, setup.whiteName, white));
}

// 終了日時 right after 開始日時, as Kifu for Windows heads a finished game.
void writeEndTime(GameRecord& record) {
    const QString key = QStringLiteral("終了日時");
    const QString now = QDateTime::currentDateTime().toString(QStringLiteral("yyyy/MM/dd HH:mm:ss"));
    if (!record.header(key).isEmpty()) {
        record.setHeader(key, now);
        return;
    }
    qsizetype at = 0;
    while (at < record.headers.size() && record.headers[at].first != QStringLiteral("開始日時"))
        ++at;
    record.headers.insert(at < record.headers.size() ? at + 1 : 0, {key, now});
}

void removeEndTime(GameRecord& record) {
    record.headers.removeIf([](const auto& h) { return h.first == QStringLiteral("終了日時"); });
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    connect(&m_clock, &GameClock::ticked, this, &GameController::onTick);
    reset(GameRecord(), GameSetup{});
}

void GameController::reset(GameRecord record, const GameSetup& setup) {
    m_setup = setup;
    m_record = std::move(record);
    m_current = m_playNode = &m_record.root();
    replay(m_playNode);
    m_impasseDeclarer.reset();
    m_forfeit.clear();
    m_programFault = false;
    m_paused = false;
    m_heldForEditing = false;
    m_waitingForPlayers = false;
    m_modified = false;
    m_turnTime.invalidate();
    m_turnBankedMs = 0;
    m_turnOf = nullptr;
}

bool GameController::newGame(const GameSetup& setup, Player* black, Player* white, QString* error,
                             std::optional<shogi::Move> firstMove) {
    shogi::Position start;
    if (!setup.startPosition(start, error)) {
        delete black;
        delete white;
        return false;
    }
    m_clock.reset(setup.timeControl);
    adoptPlayers(black, white);
    GameRecord record(start);
    writeHeaders(record, setup, *black, *white);
    reset(std::move(record), setup);
    m_live = true;
    emit recordChanged();
    emit modifiedChanged(false);
    emit positionChanged();
    if (m_game->result().over()) {
        finish(); // a start position can already be mate
        return true;
    }
    if (firstMove && player(m_game->position().sideToMove())->isHuman()) {
        // Refused, it begins the game all the same: the person moves again.
        const IllegalReason why = shogi::explainMove(m_game->position(), *firstMove);
        if (why != IllegalReason::None) {
            emit moveRefused(*firstMove, why);
        } else {
            m_turnTime.start();
            addMove(*firstMove, m_setup.policy);
        }
        if (m_game->result().over()) {
            finish();
            return true;
        }
    }
    m_waitingForPlayers = true;
    startWhenReady();
    return true;
}

void GameController::startWhenReady() {
    if (!m_live || !m_waitingForPlayers || m_holds > 0) return; // a question stands: its answer starts it
    for (const Player* p : m_players)
        if (!p->isReady()) return; // its ready() calls again
    m_waitingForPlayers = false;
    m_clock.start(m_game->position().sideToMove());
    requestMove();
    emit positionChanged(); // the board takes moves now
}

void GameController::adoptPlayers(Player* black, Player* white) {
    for (Player* p : m_players)
        delete p;
    m_players = {black, white};
    for (Player* p : m_players) {
        if (!p) continue; // a review restored by the autosave has no players
        p->setParent(this);
        connect(p, &Player::moveChosen, this, &GameController::onMoveChosen);
        connect(p, &Player::resigns, this, &GameController::onResigns);
        connect(p, &Player::declaresImpasse, this, &GameController::onDeclaresImpasse);
        connect(p, &Player::forfeits, this, &GameController::onForfeits);
        connect(p, &Player::ready, this, &GameController::startWhenReady);
    }
    emit playersChanged();
}

void GameController::resume(const GameSetup& setup, GameRecord record, const Resumed& at, Player* black,
                            Player* white) {
    adoptPlayers(black, white);
    reset(std::move(record), setup); // the nodes stay where they are: the record's tree moves as a whole
    follow(at.playNode);
    // A game lost on time: the referee stands after the last move, where the side that flagged is to move.
    std::optional<Color> fallen;
    if (m_playNode->special == SpecialMove::Timeout) fallen = m_game->position().sideToMove();
    m_clock.restore(black ? setup.timeControl : shogi::TimeControl::none(), at.clockMainMs, fallen);
    m_current = at.current;
    m_live = at.live && black && white && playNodeOpen();
    m_modified = at.modified;
    emit recordChanged();
    emit modifiedChanged(m_modified);
    emit positionChanged();
    if (!m_live) return;
    // A restored engine starts up again before its clock runs, as at the start of a game.
    m_waitingForPlayers = true;
    startWhenReady();
}

void GameController::openRecord(GameRecord record) {
    m_clock.reset(shogi::TimeControl::none());
    for (Player*& p : m_players) {
        delete p;
        p = nullptr;
    }
    GameSetup setup;
    setup.startSfen = QString::fromStdString(shogi::sfen::format(record.startPosition()));
    reset(std::move(record), setup);
    m_live = false;
    emit recordChanged();
    emit modifiedChanged(false);
    emit positionChanged();
}

Player* GameController::playerToMove() const {
    return player(m_game->position().sideToMove());
}

bool GameController::isOver() const {
    return m_playNode->isSpecial() || m_game->result().over();
}

bool GameController::playNodeOpen() const {
    return !m_playNode->isSpecial() && m_refereeFollows && m_refereeAt == m_playNode &&
           !m_game->result().over();
}

bool GameController::humanToMove() const {
    if (!canMoveHere() || isWaitingForPlayers() || (m_live && m_paused)) return false;
    if (!m_live) return true; // a review: whoever sits at the board enters the moves
    const Player* p = playerToMove();
    return p && p->isHuman();
}

bool GameController::isHandicap() const {
    const shogi::Handicap* h = m_record.handicap();
    return h && h->id != "even";
}

SideNames GameController::names() const {
    const bool handicap = isHandicap();
    const auto nameOf = [&](Color c, const QString& key, const QString& handicapKey) {
        QString name = m_record.header(key).trimmed();
        if (name.isEmpty()) name = m_record.header(handicapKey).trimmed();
        // A record's default name (先手: 先手) is the side's name, in the user's language.
        const bool unnamed =
            name.isEmpty() || name == recordSideName(c, false) || name == recordSideName(c, true);
        return unnamed ? ShogiTerms::sideName(c, handicap) : name;
    };
    return {nameOf(Color::Black, QStringLiteral("先手"), QStringLiteral("下手")),
            nameOf(Color::White, QStringLiteral("後手"), QStringLiteral("上手"))};
}

QString GameController::resultMessage() const {
    if (m_forfeit.isEmpty() && m_programFault && m_game->result().over()) {
        // A program that lost by its own fault (its time, an illegal move): what it said last may tell why.
        const Color loser =
            m_game->result().outcome == shogi::Outcome::BlackWins ? Color::White : Color::Black;
        const Player* p = player(loser);
        const QStringList lines = p ? p->lastOutput() : QStringList();
        const QString verdict = ResultMessage::describe(m_game->result(), names(), m_impasseDeclarer);
        if (lines.isEmpty()) return verdict;
        return verdict + QStringLiteral("\n\n") +
               tr("The last output of %1:").arg(names()[std::size_t(shogi::index(loser))]) +
               QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    if (m_forfeit.isEmpty()) return ResultMessage::describe(m_game->result(), names(), m_impasseDeclarer);
    // The heading, then the engine's reason (a sentence naming it), then after a blank line its last output.
    const QString reason = m_forfeit.section(QLatin1Char('\n'), 0, 0);
    const QString output = m_forfeit.section(QLatin1Char('\n'), 1).trimmed();
    return faultHeading() + QLatin1Char('\n') + reason +
           (output.isEmpty() ? QString() : QStringLiteral("\n\n") + output);
}

QString GameController::faultHeading() const {
    const Color winner = m_game->result().outcome == shogi::Outcome::BlackWins ? Color::Black : Color::White;
    return tr("%1 stopped working: %2 wins.")
        .arg(names()[std::size_t(shogi::index(~winner))], names()[std::size_t(shogi::index(winner))]);
}

void GameController::requestMove() {
    if (!m_live || !playNodeOpen() || m_paused || m_waitingForPlayers || m_holds > 0) return;
    const Color side = m_game->position().sideToMove();
    player(~side)->stopThinking();
    if (m_turnOf != m_playNode) { // a new turn, not the same one resumed after a question
        m_turnOf = m_playNode;
        m_turnBankedMs = 0;
    }
    m_turnTime.start();
    player(side)->startThinking(*m_game, m_clock.thinkingTime(side));
}

void GameController::stopPlayers() {
    for (Player* p : m_players)
        if (p) p->stopThinking();
    if (m_turnTime.isValid()) {
        m_turnBankedMs += m_turnTime.elapsed();
        m_turnTime.invalidate();
    }
}

int GameController::turnSpentMs() const {
    const qint64 ms = m_turnBankedMs + (m_turnTime.isValid() ? m_turnTime.elapsed() : 0);
    return int(ms / 1000 * 1000); // whole seconds, as clocks show
}

// A player's move is played at the play node, also while the user looks back at a timed game: the view
// then comes back to the game.
void GameController::onMoveChosen(shogi::Move move) {
    if (!m_live || m_waitingForPlayers || !playNodeOpen() || sender() != playerToMove()) return;
    if (loseOnTimeIfFlagged()) return; // the move came after the flag fell
    // A program's illegal move is never forgiven, whatever the policy: the friendly one forgives a
    // person's slip of the hand, and a program has none.
    const bool program = !playerToMove()->isHuman();
    const IllegalReason why = shogi::explainMove(m_game->position(), move);
    if (why != IllegalReason::None && !isRuleViolation(why) && !program) {
        emit moveRefused(move, why);
        return;
    }
    if (!addMove(move, program ? shogi::IllegalMovePolicy::Tournament : m_setup.policy)) {
        if (!m_game->result().over()) {
            emit moveRefused(move, why);
            return;
        }
        // The tournament policy: the foul lost the game. It goes into the record, flagged, when it can be
        // shown on the board (a second pawn on a file can; a piece jumping where it cannot go is refused).
        if (GameRecord::isApplicable(m_game->position(), move)) {
            RecordNode* foul = m_record.addMove(editable(m_playNode), move);
            foul->illegal = true;
            m_current = m_playNode = foul;
        }
        m_programFault = program;
        finish();
        return;
    }
    m_clock.moveMade();
    if (m_game->result().over())
        finish();
    else
        requestMove();
}

void GameController::onResigns() {
    auto* p = qobject_cast<Player*>(sender());
    if (!m_live || isOver() || !p) return;
    m_game->resign(p == player(Color::Black) ? Color::Black : Color::White);
    finish();
}

// A program's claim: judged as under the tournament policy, so a wrong claim loses.
void GameController::onDeclaresImpasse() {
    if (!m_live || m_waitingForPlayers || !playNodeOpen() || sender() != playerToMove()) return;
    if (loseOnTimeIfFlagged()) return;
    const Color declarer = m_game->position().sideToMove();
    m_game->declareImpasse(declarer, shogi::IllegalMovePolicy::Tournament);
    m_impasseDeclarer = declarer;
    finish();
}

void GameController::onForfeits(const QString& reason) {
    auto* p = qobject_cast<Player*>(sender());
    if (!m_live || isOver() || !p) return;
    m_game->resign(p == player(Color::Black) ? Color::Black : Color::White); // the referee: that side lost
    m_forfeit = reason;
    m_programFault = true;
    finish();
}

void GameController::onTick() {
    loseOnTimeIfFlagged();
    emit clockTicked();
}

bool GameController::loseOnTimeIfFlagged() {
    if (!m_live) return false;
    const std::optional<Color> running = m_clock.clock().runningSide();
    const Player* mover = running ? player(*running) : nullptr;
    const std::optional<Color> flagged = m_clock.flagged(mover ? mover->flagGraceMs() : 0);
    if (!flagged) return false;
    m_game->loseOnTime(*flagged);
    m_programFault = mover && !mover->isHuman();
    finish();
    return true;
}

void GameController::finish() {
    m_clock.stop();
    stopPlayers();
    m_live = false;
    setPaused(false);
    for (Color side : {Color::Black, Color::White})
        if (Player* p = player(side)) p->gameEnded(m_game->result(), side);
    recordEnding();
    emit gameEnded(resultMessage());
}

// The way the game ended, as the record formats write it, after the last move; the board shows that node.
// A program that stopped working (it crashed, hung or wrote what is not a move) made no foul on the board and
// did not resign: the record says the game stopped there (中断, CSA %CHUDAN, which every program reads and
// none takes for a foul), and the ending's comment says why and to whom the referee gave the game.
void GameController::recordEnding() {
    const Color toMove = m_game->position().sideToMove();
    const SpecialMove special = m_forfeit.isEmpty()
                                    ? shogi::recordEnding(m_game->result(), toMove, m_playNode->illegal)
                                    : SpecialMove::Interrupt;
    if (const RecordNode* ending = m_record.addSpecial(editable(m_playNode), special)) {
        if (!m_forfeit.isEmpty()) editable(ending)->comment = faultHeading();
        stampEnding(ending);
        m_current = m_playNode = ending;
    }
    emit recordChanged();
    // A game that ended before any move was played (a flag that fell while nobody was there) holds nothing
    // worth saving.
    if (moveNodeOf(m_playNode)->ply > 0) markModified();
    emit positionChanged();
}

// As Kifu for Windows writes an ending: the time its side spent before it (resigning, the flag falling; none
// after a move that ended the game), and the header's 終了日時.
void GameController::stampEnding(const RecordNode* ending) {
    editable(ending)->timeSpentMs = turnSpentMs();
    writeEndTime(m_record);
}

bool GameController::canUndo() const {
    const Player* black = player(Color::Black);
    const Player* white = player(Color::White);
    if (!black || m_setup.policy != shogi::IllegalMovePolicy::Friendly) return false; // a game played here
    if (!black->isHuman() && !white->isHuman()) return false;
    // A game lost on time stays lost: reopening it would only let the flag fall again. A forfeiting
    // engine is gone: such a game goes on only with other players (continueWith).
    if (isBrowsing() || m_playNode->special == SpecialMove::Timeout || !m_forfeit.isEmpty()) return false;
    const RecordNode* last = moveNodeOf(m_playNode);
    if (!last->parent) return false;
    // Only the end of a line is taken back: moves after it would go with it.
    for (const auto& child : last->children)
        if (!child->isSpecial()) return false;
    // A person's move to take back: a program's moves alone (its first move as 上手) are not the person's to
    // undo; undone, the program would only play again.
    const Color first = m_record.startPosition().sideToMove();
    for (const RecordNode* n = last; n->parent; n = n->parent)
        if (player(n->ply % 2 == 1 ? first : ~first)->isHuman()) return true;
    return false;
}

bool GameController::undo() {
    if (!canUndo()) return false;
    const auto takeBack = [this] {
        const RecordNode* last = moveNodeOf(m_playNode);
        m_current = last->parent;
        follow(m_current);
        m_record.removeVariation(editable(last));
    };
    takeBack();
    while (m_playNode->parent && m_playNode->children.empty() && !playerToMove()->isHuman())
        takeBack();
    removeEndTime(m_record); // the game goes on
    m_live = true;
    m_impasseDeclarer.reset();
    m_programFault = false;
    m_clock.stop();
    stopPlayers();
    emit recordChanged();
    markModified();
    emit positionChanged();
    m_clock.start(m_game->position().sideToMove());
    requestMove();
    return true;
}

bool GameController::canResign() const {
    if (!m_live || isOver()) return false;
    return player(Color::Black)->isHuman() || player(Color::White)->isHuman();
}

Color GameController::resigningSide() const {
    const Color toMove = m_game->position().sideToMove();
    return player(toMove) && !player(toMove)->isHuman() ? ~toMove : toMove;
}

void GameController::resign() {
    if (!canResign()) return;
    m_game->resign(resigningSide());
    finish();
}

bool GameController::canDeclareImpasse() const {
    return m_live && humanToMove();
}

shogi::ImpasseVerdict GameController::impassePreview() const {
    return shogi::judgeImpasse(m_game->position(), m_game->position().sideToMove(), m_game->impasseRule(),
                               m_game->whiteCompensation());
}

bool GameController::declareImpasse() {
    if (!canDeclareImpasse()) return false;
    const Color declarer = m_game->position().sideToMove();
    m_game->declareImpasse(declarer, m_setup.policy);
    if (!m_game->result().over()) return false;
    m_impasseDeclarer = declarer;
    finish();
    return true;
}

bool GameController::canPause() const {
    const Player* black = player(Color::Black);
    const Player* white = player(Color::White);
    if (!m_live || isOver() || m_paused || !black) return false;
    return (!black->isHuman() && !white->isHuman()) || m_clock.clock().enabled();
}

void GameController::hold() {
    if (m_holds++ > 0 || !m_live || isOver()) return;
    m_clock.stop();
    stopPlayers();
    m_holdingGame = true;
    if (!m_heldForEditing) emit heldChanged(true);
}

void GameController::release() {
    if (m_holds == 0 || --m_holds > 0) return;
    const bool heldGame = std::exchange(m_holdingGame, false);
    if (m_live && !isOver() && !m_paused) {
        if (m_waitingForPlayers) {
            startWhenReady();
        } else {
            m_clock.start(m_game->position().sideToMove());
            requestMove();
        }
    }
    if (heldGame && !m_heldForEditing) emit heldChanged(false);
}

void GameController::setPaused(bool paused) {
    if (m_paused == paused) return;
    m_paused = paused;
    emit pausedChanged(paused);
}

void GameController::pause() {
    if (!canPause()) return;
    setPaused(true);
    m_clock.stop();
    stopPlayers();
}

void GameController::resumePlay() {
    if (!m_paused || !m_live) return;
    setPaused(false);
    if (m_holds > 0) return; // the question's answer starts it
    m_clock.start(m_game->position().sideToMove());
    requestMove();
}

void GameController::holdForEditing(bool held) {
    if (!held) {
        if (!std::exchange(m_heldForEditing, false)) return;
        resumePlay();
        if (!m_holdingGame) emit heldChanged(false);
        return;
    }
    if (!m_live || isOver() || m_paused) return;
    m_heldForEditing = true;
    setPaused(true);
    m_clock.stop();
    stopPlayers();
    if (!m_holdingGame) emit heldChanged(true);
}

void GameController::stopGame() {
    if (!canStopGame()) return;
    m_clock.stop();
    stopPlayers();
    m_live = false;
    setPaused(false);
    if (const RecordNode* ending = m_record.addSpecial(editable(m_playNode), SpecialMove::Interrupt)) {
        stampEnding(ending);
        m_current = m_playNode = ending;
    }
    emit recordChanged();
    if (moveNodeOf(m_playNode)->ply > 0) markModified();
    emit positionChanged();
    emit gameEnded(tr("The game was stopped."));
}

bool GameController::continueWith(Player* black, Player* white) {
    if (!canContinue()) {
        delete black;
        delete white;
        return false;
    }
    // The ending and a recorded foul leave the record; the game goes on from the last legal position.
    const RecordNode* node = m_playNode;
    while (node->parent && (node->isSpecial() || node->illegal)) {
        const RecordNode* parent = node->parent;
        m_record.removeVariation(editable(node));
        node = parent;
    }
    m_current = node;
    replay(node);
    m_playNode = node;
    removeEndTime(m_record);
    adoptPlayers(black, white);
    m_forfeit.clear();
    m_programFault = false;
    m_impasseDeclarer.reset();
    m_live = true;
    m_waitingForPlayers = true;
    emit recordChanged();
    markModified();
    emit positionChanged();
    startWhenReady();
    return true;
}
