#include "board/BoardView.h"

#include "board/ArrowLayer.h"
#include "board/BoardEditInput.h"
#include "board/BoardItem.h"
#include "board/EditorPalette.h"
#include "board/KomadaiItem.h"
#include "board/MoveHints.h"
#include "board/PieceItem.h"
#include "board/PromotionChooser.h"
#include "board/SquareTints.h"
#include "board/Threats.h"
#include "rules/PieceSet.h"
#include "rules/Sfen.h"

#include <QPropertyAnimation>
#include <QResizeEvent>

#include <cmath>

using namespace shogi;

namespace {
// Stacking order of the scene's layers.
constexpr qreal BoardZ = 0, TintZ = 1, PieceZ = 2, HintZ = 3, ArrowZ = 5,
                ChooserZ = 20; // a dragged piece: 10
} // namespace

BoardView::BoardView(QWidget* parent)
    : QGraphicsView(parent), m_scene(new QGraphicsScene(this)),
      m_palette(BoardPalette::forLook(BoardLook::Wood)), m_board(new BoardItem), m_tints(new SquareTints),
      m_hints(new MoveHints), m_komadai{new KomadaiItem(Color::Black), new KomadaiItem(Color::White)},
      m_arrows(new ArrowLayer(m_komadai[0], m_komadai[1])), m_chooser(new PromotionChooser(&m_renderer)),
      m_position(*sfen::parse(Variant::get(VariantKind::Standard).startSfen)) {
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(240, 160);
    viewport()->setMouseTracking(true); // for the open-hand cursor over movable pieces

    m_board->setZValue(BoardZ);
    m_tints->setZValue(TintZ);
    m_hints->setZValue(HintZ);
    m_arrows->setZValue(ArrowZ);
    m_chooser->setZValue(ChooserZ);
    m_scene->addItem(m_board);
    m_scene->addItem(m_tints);
    m_scene->addItem(m_hints);
    m_scene->addItem(m_komadai[0]);
    m_scene->addItem(m_komadai[1]);
    m_scene->addItem(m_arrows);
    m_scene->addItem(m_chooser);
    setBoardLook(BoardLook::Wood);
    m_targets.setPosition(m_position);
    relayout();
}

// The editor's input first, while the scene and the viewport it works on still stand.
BoardView::~BoardView() {
    delete m_editInput;
}

void BoardView::setPosition(const Position& pos, Move lastMove) {
    const bool resized = pos.variant().files != m_geometry.files || pos.variant().ranks != m_geometry.ranks;
    m_position = pos;
    m_lastMove = lastMove;
    m_targets.setPosition(m_position);
    if (m_edited) return; // shown again when the editor ends
    m_press.reset();
    cancelDrawing(); // it would land on the next move
    m_pending.reset();
    m_chooser->dismiss();
    m_selected = {};
    m_destinations.clear();
    if (resized) {
        relayout();
    } else {
        rebuildPieces();
        refreshHighlights();
    }
}

namespace {

// The kinds a side's komadai and palette offer in the editor: those the board's set has.
QVector<PieceType> handKinds(const Variant& variant) {
    QVector<PieceType> kinds;
    for (PieceType pt : Hand::displayOrder)
        if (setCount(variant, pt) > 0) kinds.append(pt);
    return kinds;
}

QVector<PieceType> paletteKinds(const Variant& variant) {
    QVector<PieceType> kinds;
    for (PieceType pt : {King, Rook, Bishop, Gold, Silver, Knight, Lance, Pawn})
        if (setCount(variant, pt) > 0) kinds.append(pt);
    for (PieceType pt : {Rook, Bishop, Silver, Knight, Lance, Pawn})
        if (setCount(variant, pt) > 0) kinds.append(promoted(pt));
    return kinds;
}

} // namespace

void BoardView::setEditing(bool editing) {
    if (editing == isEditing()) return;
    if (editing) {
        if (m_pending) cancelPromotion();
        m_press.reset();
        discardFloating();
        m_selected = {};
        m_destinations.clear();
        m_edited = m_position;
        for (Color side : {Color::Black, Color::White}) {
            m_palettes[index(side)] = new EditorPalette(&m_renderer, side);
            m_palettes[index(side)]->setPalette(m_palette);
            m_scene->addItem(m_palettes[index(side)]);
        }
        m_editInput = new BoardEditInput(*this);
    } else {
        delete m_editInput;
        m_editInput = nullptr;
        for (EditorPalette*& palette : m_palettes) {
            delete palette;
            palette = nullptr;
        }
        m_edited.reset();
    }
    for (KomadaiItem* komadai : m_komadai)
        komadai->setEditing(editing, handKinds(shownPosition().variant()));
    // Arrows belong to the game's position, not to the one being set up; the editor owns the right button.
    cancelDrawing();
    m_arrows->setVisible(!editing);
    relayout();
}

void BoardView::setEditedPosition(const Position& pos) {
    if (!m_edited) return;
    const bool resized = pos.variant().kind != m_edited->variant().kind;
    m_edited = pos;
    if (resized) {
        for (KomadaiItem* komadai : m_komadai)
            komadai->setEditing(true, handKinds(pos.variant()));
        relayout();
    } else {
        rebuildPieces();
        refreshHighlights();
    }
}

void BoardView::setInteractive(bool humanMayMove) {
    m_humanMayMove = humanMayMove;
    QGraphicsView::setInteractive(humanMayMove);
    if (!humanMayMove) {
        if (m_pending) cancelPromotion();
        m_press.reset();
        discardFloating();
        clearSelection();
    }
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == m_geometry.flipped) return;
    m_geometry.flipped = flipped;
    relayout();
}

void BoardView::setPieceStyle(PieceStyle style, const QString& westernLanguage) {
    m_renderer.setStyle(style, westernLanguage);
    m_scene->update();
}

void BoardView::setBoardLook(BoardLook look) {
    m_palette = BoardPalette::forLook(look);
    m_board->setPalette(m_palette);
    for (KomadaiItem* komadai : m_komadai)
        komadai->setPalette(m_palette);
    for (EditorPalette* palette : m_palettes)
        if (palette) palette->setPalette(m_palette);
    setBackgroundBrush(m_palette.background);
}

void BoardView::setWesternCoordinates(bool western) {
    m_board->setWesternCoordinates(western);
}

void BoardView::setHighlights(const Highlights& highlights) {
    m_highlights = highlights;
    refreshHighlights();
}

void BoardView::setAlwaysPromote(bool always) {
    m_alwaysPromote = always;
}

void BoardView::setPlayerNames(const QString& black, const QString& white) {
    m_komadai[index(Color::Black)]->setPlayerName(black);
    m_komadai[index(Color::White)]->setPlayerName(white);
}

void BoardView::setClock(Color side, const QString& text, const QString& phase, bool running, bool low) {
    m_komadai[index(side)]->setClock(text, phase, running, low);
}

void BoardView::setPlateBadge(Color side, const QString& text, const QString& details, bool good) {
    m_komadai[index(side)]->setBadge(text, details, good);
}

void BoardView::relayout() {
    if (m_pending) cancelPromotion();
    m_press.reset();
    discardFloating();
    const Variant& variant = shownPosition().variant();
    m_geometry.files = variant.files;
    m_geometry.ranks = variant.ranks;
    m_board->setGeometry(m_geometry, variant.zoneDepth);
    m_tints->setGeometry(m_geometry);
    m_hints->setGeometry(m_geometry);
    for (KomadaiItem* komadai : m_komadai)
        komadai->setPos(m_geometry.komadaiOrigin(komadai->side(), KomadaiItem::height()));
    QRectF sceneRect = m_geometry.sceneRect(KomadaiItem::height());
    // The editor's palettes stand beside their komadai, on the side away from the board's middle; on the
    // small boards they reach beyond it.
    for (EditorPalette* palette : m_palettes) {
        if (!palette) continue;
        palette->setKinds(paletteKinds(variant), pointsDown(palette->side()));
        const QPointF komadai = m_geometry.komadaiOrigin(palette->side(), KomadaiItem::height());
        const bool upper = pointsDown(palette->side()); // the side shown at the top
        palette->setPos(komadai.x(), upper ? komadai.y() + KomadaiItem::height() + BoardGeometry::Gap
                                           : komadai.y() - BoardGeometry::Gap - palette->height());
        sceneRect |=
            palette->sceneBoundingRect().adjusted(0, -BoardGeometry::Margin, 0, BoardGeometry::Margin);
    }
    m_scene->setSceneRect(sceneRect);
    m_arrows->setGeometry(m_geometry, m_scene->sceneRect());
    rebuildPieces();
    refreshHighlights();
    if (m_editInput) m_editInput->relayout();
    fitScene();
}

void BoardView::rebuildPieces() {
    discardFloating();
    qDeleteAll(m_boardPieces);
    m_boardPieces.clear();
    qDeleteAll(m_handPieces);
    m_handPieces.clear();
    const Position& shown = shownPosition();
    for (Bitboard occupied = shown.occupied(); occupied;) {
        const Square sq = occupied.popLsb();
        const Piece piece = shown.pieceOn(sq);
        auto* item = new PieceItem(&m_renderer, typeOf(piece), colorOf(piece), pointsDown(colorOf(piece)));
        item->setPos(m_geometry.squareCenter(sq));
        item->setZValue(PieceZ);
        m_scene->addItem(item);
        m_boardPieces.insert(sq, item);
    }
    for (KomadaiItem* komadai : m_komadai) {
        const Color side = komadai->side();
        komadai->setHand(shown.hand(side));
        for (PieceType pt : komadai->kinds()) {
            auto* item = new PieceItem(&m_renderer, pt, side, pointsDown(side));
            item->setScale(KomadaiItem::HandPieceScale);
            if (!shown.hand(side).has(pt)) item->setOpacity(0.25); // the editor's empty slot
            item->setPos(komadai->mapToScene(komadai->slotCenter(pt)));
            item->setZValue(PieceZ);
            m_scene->addItem(item);
            m_handPieces.insert(index(side) * 16 + pt, item);
        }
    }
    m_arrows->update(); // drops start from the hand pieces, which may have moved
}

void BoardView::refreshHighlights() {
    if (m_edited) {
        // The editor marks its own selection; only a check stays, so a position's check is seen.
        m_tints->setSelected(NoSquare);
        m_tints->setLastMove({});
        for (KomadaiItem* komadai : m_komadai)
            komadai->setSelectedKind(NoPieceType);
        m_tints->setCheck(m_highlights.check && m_edited->inCheck()
                              ? m_edited->kingSquare(m_edited->sideToMove())
                              : NoSquare);
        m_hints->setDestinations({}, {});
        m_hints->setThreatened({});
        return;
    }
    m_tints->setSelected(m_selected.isDrop() ? NoSquare : m_selected.square);
    for (KomadaiItem* komadai : m_komadai)
        komadai->setSelectedKind(m_selected.isDrop() && komadai->side() == m_position.sideToMove()
                                     ? m_selected.drop
                                     : NoPieceType);
    QList<Square> lastMove;
    if (m_highlights.lastMove && !m_lastMove.isNone()) {
        if (!m_lastMove.isDrop()) lastMove.append(m_lastMove.from());
        lastMove.append(m_lastMove.to());
    }
    m_tints->setLastMove(lastMove);
    const Square king = m_position.kingSquare(m_position.sideToMove());
    m_tints->setCheck(m_highlights.check && m_position.inCheck() ? king : NoSquare);

    QList<Square> empty, captures;
    if (m_highlights.legalMoves)
        for (Square sq : m_destinations)
            (m_position.pieceOn(sq) ? captures : empty).append(sq);
    m_hints->setDestinations(empty, captures);
    m_hints->setThreatened(m_highlights.threats ? undefendedThreatenedPieces(m_position) : QList<Square>());
}

int BoardView::widthForHeight(int height) const {
    const QRectF scene = m_scene->sceneRect();
    return int(std::ceil(height * scene.width() / scene.height()));
}

void BoardView::setSideRoom(qreal units) {
    if (m_geometry.sideRoom == units) return;
    m_geometry.sideRoom = units;
    relayout();
}

QRect BoardView::sideRoomInView() const {
    return mapFromScene(m_geometry.sideRoomRect()).boundingRect();
}

void BoardView::fitScene() {
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    emit sceneFitted();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitScene();
}

QPointF BoardView::squareCenterInView(Square sq) const {
    return mapFromScene(m_geometry.squareCenter(sq));
}

QPointF BoardView::handPieceCenterInView(Color side, PieceType pt) const {
    const KomadaiItem* komadai = m_komadai[index(side)];
    return mapFromScene(komadai->mapToScene(komadai->slotCenter(pt)));
}

QList<Square> BoardView::highlightedDestinations() const {
    return m_highlights.legalMoves ? m_destinations : QList<Square>();
}

bool BoardView::promotionChooserVisible() const {
    return m_chooser->isVisible();
}

QPointF BoardView::promotionChoiceCenterInView(bool promote) const {
    return mapFromScene(m_chooser->choiceCenter(promote));
}

void BoardView::setArrows(ArrowGroup group, const QList<BoardArrow>& arrows) {
    m_arrows->setArrows(group, arrows);
}

void BoardView::setSquareMarks(ArrowGroup group, const QList<SquareMark>& marks) {
    m_arrows->setMarks(group, marks);
}

void BoardView::clearDrawings(ArrowGroup group) {
    m_arrows->setArrows(group, {});
    m_arrows->setMarks(group, {});
}

QList<BoardArrow> BoardView::arrows(ArrowGroup group) const {
    return m_arrows->arrows(group);
}

QList<SquareMark> BoardView::squareMarks(ArrowGroup group) const {
    return m_arrows->marks(group);
}

QLineF BoardView::arrowInView(const BoardArrow& arrow) const {
    const QLineF line = m_arrows->line(arrow);
    return QLineF(mapFromScene(line.p1()), mapFromScene(line.p2()));
}
