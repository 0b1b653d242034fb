#include "analysis/EngineEvaluations.h"

#include "play/EnginePlayer.h"
#include "game/GameController.h"
#include "play/UsiClient.h"

#include <algorithm>

using shogi::Color;
using shogi::RecordNode;

namespace {

bool inTree(const RecordNode& root, const RecordNode* node) {
    if (&root == node) return true;
    return std::any_of(root.children.begin(), root.children.end(),
                       [node](const auto& child) { return inTree(*child, node); });
}

} // namespace

EngineEvaluations::EngineEvaluations(GameController& controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    // Each new game (or play on with other players) shows a position first: its engines are followed then.
    connect(&m_controller, &GameController::positionChanged, this, &EngineEvaluations::followPlayers);
    connect(&m_controller, &GameController::recordChanged, this, [this] {
        if (!m_controller.isLive())
            writeHeld(); // the game is over (its ending is being recorded)
        else if (m_controller.record().root().children.empty())
            m_held.clear(); // a new game: what was kept belonged to one abandoned
    });
    connect(&m_controller, &GameController::gameEnded, this, &EngineEvaluations::writeHeld);
}

void EngineEvaluations::setSwitches(bool write, bool showDuringGames) {
    m_write = write;
    m_showDuringGames = showDuringGames;
    if (!hidden()) writeHeld();
}

void EngineEvaluations::followPlayers() {
    for (Color side : {Color::Black, Color::White}) {
        auto* engine = qobject_cast<EnginePlayer*>(m_controller.player(side));
        if (!engine || std::find(m_followed.begin(), m_followed.end(), engine) != m_followed.end()) continue;
        m_followed.erase(std::remove(m_followed.begin(), m_followed.end(), nullptr), m_followed.end());
        m_followed.emplace_back(engine);
        connect(engine->client(), &UsiClient::info, this,
                [this, engine](const shogi::usi::SearchInfo& info, const QString&) { onInfo(engine, info); });
        // After the controller's own connection: the move is in the record when this runs.
        connect(engine, &Player::moveChosen, this,
                [this, engine](shogi::Move move) { onMoveChosen(engine, move); });
    }
}

void EngineEvaluations::onInfo(Player* player, const shogi::usi::SearchInfo& info) {
    if (!m_controller.isLive() || m_controller.playerToMove() != player) return; // pondering, or late
    const RecordNode* at = m_controller.playNode();
    if (!m_search || m_searchNode != at || m_searcher != player) {
        m_search.emplace(m_controller.game().position());
        m_searchNode = at;
        m_searcher = player;
    }
    m_search->add(info);
}

void EngineEvaluations::onMoveChosen(Player* player, shogi::Move move) {
    if (!m_search || m_searcher != player) return;
    const auto searched = m_search->result(player->name());
    const RecordNode* from = m_searchNode;
    m_search.reset();
    if (!searched || !m_write || !inTree(m_controller.record().root(), from)) return;
    const auto played = std::find_if(from->children.begin(), from->children.end(), [move](const auto& child) {
        return !child->isSpecial() && child->move == move;
    });
    if (played == from->children.end()) return; // refused: the game records the fault, not a score
    // The search was of the position before the move; the comment holds the one after it, whose line goes
    // on from the engine's reply.
    shogi::analysis::Evaluation after = *searched;
    if (!after.pv.empty() && after.pv.front() == move)
        after.pv.erase(after.pv.begin());
    else
        after.pv.clear();
    if (hidden())
        m_held.push_back({played->get(), (*played)->ply, move, after});
    else
        write(played->get(), after);
}

bool EngineEvaluations::hidden() const {
    const Player* black = m_controller.player(Color::Black);
    const Player* white = m_controller.player(Color::White);
    const bool person = (black && black->isHuman()) || (white && white->isHuman());
    return m_controller.isLive() && person && !m_showDuringGames;
}

void EngineEvaluations::writeHeld() {
    const auto held = std::exchange(m_held, {});
    if (!m_write) return;
    for (const Held& h : held)
        if (inTree(m_controller.record().root(), h.node) && h.node->ply == h.ply && h.node->move == h.move)
            write(h.node, h.evaluation);
}

void EngineEvaluations::write(const RecordNode* node, const shogi::analysis::Evaluation& evaluation) {
    const shogi::Position pos = m_controller.record().positionAt(node);
    m_controller.setComment(node, shogi::analysis::withEvaluation(node->comment, evaluation, pos));
}
