#include "editor/PositionEditor.h"

#include "rules/Handicap.h"
#include "rules/PieceSet.h"
#include "rules/Sfen.h"

#include <algorithm>

using namespace shogi;

namespace {

constexpr std::size_t MaxHistory = 1000;

bool onlyWhiteHasKing(const Position& pos) {
    return !pos.pieces(Color::Black, King) && pos.pieces(Color::White, King);
}

// The move number stays: a position set up from move 40 of a game is played on from move 41. The commands
// that start afresh (a start position, the kings alone, a mate problem) number from 1.
Position finished(Position pos) {
    pos.finishSetup();
    return pos;
}

} // namespace

PositionEditor::PositionEditor(QObject* parent) : QObject(parent) {}

void PositionEditor::begin(const Position& pos) {
    m_now = State{finished(pos), onlyWhiteHasKing(pos)};
    m_begun = m_now;
    m_history = {m_now};
    m_at = 0;
    emit changed();
}

bool PositionEditor::isModified() const {
    return !m_now.sameAs(m_begun);
}

std::vector<PositionIssue> PositionEditor::issues() const {
    return checkPosition(m_now.position, m_now.tsume ? KingRule::DefenderOnly : KingRule::BothSides);
}

bool PositionEditor::commit(State next) {
    next.position = finished(std::move(next.position));
    if (next.sameAs(m_now)) return false;
    m_history.resize(m_at + 1); // a change after undo drops what redo had
    m_history.push_back(next);
    if (m_history.size() > MaxHistory) m_history.erase(m_history.begin());
    m_at = m_history.size() - 1;
    m_now = std::move(next);
    emit changed();
    return true;
}

bool PositionEditor::transfer(const EditSpot& from, const EditSpot& to) {
    Position pos = m_now.position;
    Piece piece = NoPiece;
    switch (from.kind) {
    case EditSpot::Kind::Square:
        piece = pos.pieceOn(from.square);
        if (!piece) return false;
        pos.remove(from.square);
        break;
    case EditSpot::Kind::Hand:
        if (!isHandType(from.type) || !pos.hand(from.side).has(from.type)) return false;
        piece = makePiece(from.side, from.type);
        pos.setHand(from.side, from.type, pos.hand(from.side).count(from.type) - 1);
        break;
    case EditSpot::Kind::Palette:
        if (from.type == NoPieceType) return false;
        piece = makePiece(from.side, from.type);
        break;
    case EditSpot::Kind::None:
        return false;
    }
    switch (to.kind) {
    case EditSpot::Kind::Square:
        if (!pos.variant().board.test(to.square)) return false;
        pos.put(to.square, piece);
        break;
    case EditSpot::Kind::Hand: {
        // On a komadai a piece is its unpromoted self, whichever side it came from; a king is never held.
        const PieceType kind = unpromoted(typeOf(piece));
        if (!isHandType(kind)) return false;
        const int count = pos.hand(to.side).count(kind) + 1;
        if (from.kind == EditSpot::Kind::Palette && count > setCount(pos.variant(), kind)) return false;
        pos.setHand(to.side, kind, count);
        break;
    }
    case EditSpot::Kind::Palette:
    case EditSpot::Kind::None:
        if (from.kind == EditSpot::Kind::Palette) return false; // nothing to remove
        break;
    }
    return commit(std::move(pos));
}

bool PositionEditor::turnOver(Square sq) {
    const Piece piece = m_now.position.pieceOn(sq);
    const PieceType pt = typeOf(piece);
    if (!piece || (!canPromote(pt) && !isPromoted(pt))) return false;
    Position pos = m_now.position;
    pos.put(sq, makePiece(colorOf(piece), isPromoted(pt) ? unpromoted(pt) : promoted(pt)));
    return commit(std::move(pos));
}

bool PositionEditor::swapColour(Square sq) {
    const Piece piece = m_now.position.pieceOn(sq);
    if (!piece) return false;
    Position pos = m_now.position;
    pos.put(sq, makePiece(~colorOf(piece), typeOf(piece)));
    return commit(std::move(pos));
}

bool PositionEditor::changeHandCount(Color side, PieceType pt, int delta) {
    if (!isHandType(pt)) return false;
    Position pos = m_now.position;
    const int count = std::clamp(pos.hand(side).count(pt) + delta, 0, setCount(pos.variant(), pt));
    pos.setHand(side, pt, count);
    return commit(std::move(pos));
}

bool PositionEditor::setSideToMove(Color side) {
    Position pos = m_now.position;
    pos.setSideToMove(side);
    return commit(std::move(pos));
}

bool PositionEditor::setTsume(bool tsume) {
    State next = m_now;
    next.tsume = tsume;
    return commit(std::move(next));
}

bool PositionEditor::loadStart(VariantKind variant) {
    auto pos = sfen::parse(Variant::get(variant).startSfen, variant);
    return pos && commit(State{*pos, false});
}

bool PositionEditor::loadHandicap(const QString& id) {
    const Handicap* handicap = Handicap::byId(id.toStdString());
    if (!handicap) return false;
    auto pos = sfen::parse(handicap->sfen);
    return pos && commit(State{*pos, false});
}

bool PositionEditor::clearToKings() {
    const Variant& variant = m_now.position.variant();
    const auto start = sfen::parse(variant.startSfen, variant.kind);
    Position pos(variant.kind);
    for (Color side : {Color::Black, Color::White})
        pos.put(start->kingSquare(side), makePiece(side, King));
    return commit(std::move(pos));
}

bool PositionEditor::restToWhiteHand() {
    Position pos = m_now.position;
    const Hand rest = remainingPieces(pos);
    for (int pt = Pawn; pt <= Gold; ++pt)
        pos.setHand(Color::White, PieceType(pt),
                    pos.hand(Color::White).count(PieceType(pt)) + rest.count(PieceType(pt)));
    pos.setMoveNumber(1);
    return commit(State{std::move(pos), true});
}

bool PositionEditor::undo() {
    if (!canUndo()) return false;
    m_now = m_history[--m_at];
    emit changed();
    return true;
}

bool PositionEditor::redo() {
    if (!canRedo()) return false;
    m_now = m_history[++m_at];
    emit changed();
    return true;
}
