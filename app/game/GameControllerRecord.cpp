// GameController: the record and the way through it. The referee follows the node shown (a replay when
// it jumps), moves entered in a review go into the record, and comments, headers and variations are edited.
#include "game/GameController.h"

using shogi::IllegalReason;
using shogi::RecordNode;

namespace {

bool isAncestorOrSelf(const RecordNode* ancestor, const RecordNode* node) {
    for (; node; node = node->parent)
        if (node == ancestor) return true;
    return false;
}

} // namespace

shogi::Move GameController::currentMove() const {
    const RecordNode* node = moveNodeOf(m_current);
    return node->parent ? node->move : shogi::Move::none();
}

void GameController::setSaved() {
    if (!m_modified) return;
    m_modified = false;
    emit modifiedChanged(false);
}

void GameController::markModified() {
    if (m_modified) return;
    m_modified = true;
    emit modifiedChanged(true);
}

// The referee replays the line from the start to `target` (a move node or the root).
void GameController::replay(const RecordNode* target) {
    std::vector<const RecordNode*> path;
    for (const RecordNode* n = target; n->parent; n = n->parent)
        path.push_back(n);
    const shogi::Handicap* handicap = m_record.handicap(); // by the start, else by the 手合割 header
    m_game.emplace(m_record.startPosition(), m_setup.impasseRule,
                   handicap ? handicap->impasseCompensation : 0);
    m_refereeFollows = true;
    for (auto it = path.rbegin(); it != path.rend(); ++it)
        if (!m_game->play((*it)->move).accepted) {
            m_refereeFollows = false; // an illegal move the file kept, or a move after the game ended
            break;
        }
    m_refereeAt = target;
}

// Moves the play node, and the referee with it: one move forward or back when it can, else a replay.
void GameController::follow(const RecordNode* node) {
    m_playNode = node;
    const RecordNode* target = moveNodeOf(node);
    if (target == m_refereeAt) return;
    if (m_refereeFollows && target->parent == m_refereeAt && m_game->play(target->move).accepted) {
        m_refereeAt = target;
        return;
    }
    if (m_refereeFollows && m_refereeAt->parent == target && m_game->undo()) {
        m_refereeAt = target;
        return;
    }
    replay(target);
}

void GameController::goTo(const RecordNode* node) {
    if (!node || node == m_current) return;
    m_current = node;
    const bool timedGameGoesOn = m_live && m_clock.clock().enabled();
    if (!timedGameGoesOn) follow(node);
    emit positionChanged();
    if (m_live && !timedGameGoesOn) {
        stopPlayers();
        requestMove();
    }
}

// The referee judges `move` at the play node; an accepted move goes into the record (a new variation when
// the line went on differently, the existing node when it was the same move) and the cursor follows.
bool GameController::addMove(shogi::Move move, shogi::IllegalMovePolicy policy) {
    const shogi::PlayResult played = m_game->play(move, policy);
    if (!played.accepted) return false;
    RecordNode* parent = editable(m_playNode);
    const std::size_t before = parent->children.size();
    RecordNode* node = m_record.addMove(parent, move);
    const bool added = parent->children.size() != before;
    if (added && m_live) {
        node->timeSpentMs = turnSpentMs();
        // The next side's turn: an ending the move brings (mate, repetition) took none of its time.
        m_turnOf = node;
        m_turnBankedMs = 0;
        m_turnTime.start();
    }
    m_current = m_playNode = m_refereeAt = node;
    if (added) {
        emit recordChanged();
        markModified();
    }
    emit positionChanged();
    return true;
}

void GameController::playMove(shogi::Move move) {
    if (m_live || !canMoveHere()) return;
    const IllegalReason why = shogi::explainMove(m_game->position(), move);
    if (why != IllegalReason::None) {
        emit moveRefused(move, why);
        return;
    }
    addMove(move, shogi::IllegalMovePolicy::Friendly);
}

void GameController::setComment(const RecordNode* node, const QString& text) {
    if (!node || node->comment == text) return;
    editable(node)->comment = text;
    emit commentChanged(node);
    markModified();
}

void GameController::setHeaders(const Headers& headers) {
    if (m_record.headers == headers) return;
    m_record.headers = headers;
    emit recordChanged();
    markModified();
    emit positionChanged(); // the names beside the board
}

const RecordNode* GameController::variationStart(const RecordNode* node) {
    for (; node && node->parent; node = node->parent)
        if (node->parent->mainChild() != node) return node;
    return nullptr;
}

bool GameController::canEditVariation(const RecordNode* node) const {
    return !m_live && variationStart(node);
}

bool GameController::promoteToMainLine(const RecordNode* node) {
    if (!canEditVariation(node)) return false;
    m_record.promoteToMainLine(editable(node));
    emit recordChanged();
    markModified();
    emit positionChanged();
    return true;
}

bool GameController::removeVariation(const RecordNode* node) {
    if (!canEditVariation(node)) return false;
    const RecordNode* start = variationStart(node);
    // Off the branch first: the current node and the referee must not stay on nodes about to go.
    if (isAncestorOrSelf(start, m_current)) {
        m_current = start->parent;
        follow(m_current);
    }
    m_record.removeVariation(editable(start));
    emit recordChanged();
    markModified();
    emit positionChanged();
    return true;
}
