#include "record/GameRecord.h"

#include "rules/Sfen.h"

#include <algorithm>

namespace shogi {

namespace {

Position standardStart() {
    return *sfen::parse(Variant::get(VariantKind::Standard).startSfen);
}

int countVariations(const RecordNode& node) {
    int n = node.children.empty() ? 0 : int(node.children.size()) - 1;
    for (const auto& child : node.children)
        n += countVariations(*child);
    return n;
}

int countComments(const RecordNode& node) {
    int n = node.comment.isEmpty() ? 0 : 1;
    for (const auto& child : node.children)
        n += countComments(*child);
    return n;
}

} // namespace

GameRecord::GameRecord() : GameRecord(standardStart()) {}

GameRecord::GameRecord(Position start) : m_start(std::move(start)), m_root(std::make_unique<RecordNode>()) {}

QString GameRecord::header(const QString& key) const {
    for (const auto& [k, v] : headers)
        if (k == key) return v;
    return {};
}

void GameRecord::setHeader(const QString& key, const QString& value) {
    for (auto& [k, v] : headers)
        if (k == key) {
            v = value;
            return;
        }
    headers.append({key, value});
}

const Handicap* GameRecord::handicap() const {
    if (const Handicap* preset = Handicap::forPosition(m_start)) return preset;
    return Handicap::byKifName(header(QStringLiteral("手合割")).trimmed().toStdString());
}

void GameRecord::setStartPosition(Position start) {
    // Moves recorded from another start would not apply to this one.
    m_root->children.clear();
    m_start = std::move(start);
}

RecordNode* GameRecord::addMove(RecordNode* parent, Move move) {
    if (!parent || parent->isSpecial()) return nullptr;
    for (const auto& child : parent->children)
        if (!child->isSpecial() && child->move == move) return child.get();
    auto node = std::make_unique<RecordNode>();
    node->move = move;
    node->ply = parent->ply + 1;
    node->parent = parent;
    parent->children.push_back(std::move(node));
    return parent->children.back().get();
}

RecordNode* GameRecord::addSpecial(RecordNode* parent, SpecialMove special) {
    if (!parent || parent->isSpecial() || special == SpecialMove::None) return nullptr;
    for (const auto& child : parent->children)
        if (child->special == special) return child.get();
    auto node = std::make_unique<RecordNode>();
    node->special = special;
    node->ply = parent->ply + 1;
    node->parent = parent;
    parent->children.push_back(std::move(node));
    return parent->children.back().get();
}

void GameRecord::removeVariation(RecordNode* node) {
    if (!node) return;
    if (!node->parent) { // the root stays: removing it means removing every move
        node->children.clear();
        return;
    }
    auto& siblings = node->parent->children;
    std::erase_if(siblings, [node](const std::unique_ptr<RecordNode>& n) { return n.get() == node; });
}

void GameRecord::promoteToMainLine(RecordNode* node) {
    for (; node && node->parent; node = node->parent) {
        auto& siblings = node->parent->children;
        const auto it =
            std::find_if(siblings.begin(), siblings.end(),
                         [node](const std::unique_ptr<RecordNode>& n) { return n.get() == node; });
        // Rotate rather than swap so the other alternatives keep their order.
        std::rotate(siblings.begin(), it, it + 1);
    }
}

std::vector<const RecordNode*> GameRecord::mainLine() const {
    std::vector<const RecordNode*> line;
    for (const RecordNode* n = m_root->mainChild(); n; n = n->mainChild())
        line.push_back(n);
    return line;
}

int GameRecord::mainLineMoveCount() const {
    int n = 0;
    for (const RecordNode* node : mainLine())
        if (!node->isSpecial()) ++n;
    return n;
}

const RecordNode* GameRecord::mainLineEnd() const {
    const RecordNode* end = m_root.get();
    for (const RecordNode* node : mainLine())
        if (!node->isSpecial()) end = node;
    return end;
}

SpecialMove GameRecord::ending() const {
    const auto line = mainLine();
    return line.empty() ? SpecialMove::None : line.back()->special;
}

int GameRecord::variationCount() const {
    return countVariations(*m_root);
}

int GameRecord::commentCount() const {
    return countComments(*m_root);
}

Position GameRecord::positionAt(const RecordNode* node) const {
    std::vector<Move> moves;
    for (; node && node->parent; node = node->parent)
        if (!node->isSpecial()) moves.push_back(node->move);
    Position pos = m_start;
    for (auto it = moves.rbegin(); it != moves.rend() && isApplicable(pos, *it); ++it)
        pos.doMove(*it);
    return pos;
}

bool GameRecord::isApplicable(const Position& pos, Move move) {
    const Variant& v = pos.variant();
    const Square to = move.to();
    if (move.isNone() || to >= SquareCount || !v.board.test(to)) return false;
    const Color us = pos.sideToMove();
    if (move.isDrop())
        return isHandType(move.dropType()) && pos.hand(us).has(move.dropType()) && !pos.pieceOn(to);
    const Square from = move.from();
    if (from >= SquareCount || !v.board.test(from) || from == to) return false;
    const Piece moving = pos.pieceOn(from);
    const Piece target = pos.pieceOn(to);
    if (!moving || colorOf(moving) != us) return false;
    if (move.isPromotion() && !canPromote(typeOf(moving))) return false;
    return !target || (colorOf(target) != us && typeOf(target) != King);
}

} // namespace shogi
