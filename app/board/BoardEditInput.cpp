#include "board/BoardEditInput.h"

#include "board/BoardView.h"
#include "board/EditorPalette.h"
#include "board/KomadaiItem.h"
#include "board/PieceItem.h"

#include <QApplication>
#include <QGraphicsPathItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPen>
#include <QWheelEvent>

using namespace shogi;

namespace {
constexpr qreal MarkZ = 4, FloatingZ = 10;
} // namespace

BoardEditInput::BoardEditInput(BoardView& view)
    : QObject(&view), m_view(view), m_mark(new QGraphicsPathItem) {
    m_mark->setPen(QPen(QColor(20, 90, 210, 230), 6));
    m_mark->setBrush(QColor(30, 110, 230, 60));
    m_mark->setZValue(MarkZ);
    m_mark->hide();
    view.scene()->addItem(m_mark);
    view.installEventFilter(this);
    view.viewport()->installEventFilter(this);
}

BoardEditInput::~BoardEditInput() {
    delete m_floating;
    delete m_mark;
    m_view.viewport()->unsetCursor();
}

EditSpot BoardEditInput::spotAt(QPointF scenePos) const {
    const Square sq = m_view.boardGeometry().squareAt(scenePos);
    if (sq != NoSquare) return EditSpot::board(sq);
    for (Color side : {Color::Black, Color::White}) {
        const KomadaiItem* komadai = m_view.komadai(side);
        const QPointF at = komadai->mapFromScene(scenePos);
        if (komadai->boundingRect().contains(at)) return EditSpot::hand(side, komadai->kindAt(at));
        if (const EditorPalette* palette = m_view.editorPalette(side)) {
            const PieceType pt = palette->pieceAt(palette->mapFromScene(scenePos));
            if (pt != NoPieceType) return EditSpot::palette(side, pt);
        }
    }
    return {};
}

QPointF BoardEditInput::centerInView(const EditSpot& spot) const {
    switch (spot.kind) {
    case EditSpot::Kind::Square:
        return m_view.squareCenterInView(spot.square);
    case EditSpot::Kind::Hand: {
        const KomadaiItem* komadai = m_view.komadai(spot.side);
        return m_view.mapFromScene(komadai->mapToScene(komadai->slotCenter(spot.type)));
    }
    case EditSpot::Kind::Palette: {
        const EditorPalette* palette = m_view.editorPalette(spot.side);
        return m_view.mapFromScene(palette->mapToScene(palette->pieceCenter(spot.type)));
    }
    case EditSpot::Kind::None:
        break;
    }
    return {};
}

QPointF BoardEditInput::countButtonInView(Color side, PieceType pt, int delta) const {
    const KomadaiItem* komadai = m_view.komadai(side);
    return m_view.mapFromScene(komadai->mapToScene(komadai->countButtonCenter(pt, delta)));
}

bool BoardEditInput::hasPiece(const EditSpot& spot) const {
    const Position& pos = m_view.shownPosition();
    switch (spot.kind) {
    case EditSpot::Kind::Square:
        return pos.pieceOn(spot.square) != NoPiece;
    case EditSpot::Kind::Hand:
        return spot.type != NoPieceType && pos.hand(spot.side).has(spot.type);
    case EditSpot::Kind::Palette:
        return true;
    case EditSpot::Kind::None:
        break;
    }
    return false;
}

void BoardEditInput::select(const EditSpot& spot) {
    if (m_selection.kind == EditSpot::Kind::Palette)
        m_view.editorPalette(m_selection.side)->setSelected(NoPieceType);
    m_selection = spot;
    relayout();
}

void BoardEditInput::clearSelection() {
    select({});
}

void BoardEditInput::relayout() {
    QPainterPath path;
    if (m_selection.kind == EditSpot::Kind::Square) {
        path.addRect(m_view.boardGeometry().squareRect(m_selection.square).adjusted(4, 4, -4, -4));
    } else if (m_selection.kind == EditSpot::Kind::Hand) {
        const KomadaiItem* komadai = m_view.komadai(m_selection.side);
        const QPointF c = komadai->mapToScene(komadai->slotCenter(m_selection.type));
        path.addRoundedRect(QRectF(c - QPointF(46, 48), QSizeF(92, 96)), 8, 8);
    } else if (m_selection.kind == EditSpot::Kind::Palette) {
        m_view.editorPalette(m_selection.side)->setSelected(m_selection.type);
    }
    m_mark->setPath(path);
    m_mark->setVisible(!path.isEmpty());
}

// A click on `spot` (a piece, or an empty place) with what was picked before.
void BoardEditInput::clickOn(const EditSpot& spot) {
    if (spot.kind == EditSpot::Kind::Palette) {
        select(m_selection == spot ? EditSpot() : spot);
        return;
    }
    if (m_selection.isNone()) {
        if (hasPiece(spot)) select(spot);
        return;
    }
    if (m_selection == spot || spot.isNone()) {
        clearSelection();
        return;
    }
    const EditSpot from = m_selection;
    if (from.kind == EditSpot::Kind::Palette) {
        emit transferRequested(from, spot); // the palette's piece stays picked, to place again
        return;
    }
    if (spot.kind == EditSpot::Kind::Square && hasPiece(spot)) {
        select(spot); // another piece: pick that one instead
        return;
    }
    clearSelection();
    emit transferRequested(from, spot);
}

bool BoardEditInput::press(QMouseEvent* event) {
    const QPointF scenePos = m_view.mapToScene(event->position().toPoint());
    const EditSpot spot = spotAt(scenePos);
    if (event->button() == Qt::RightButton) {
        if (spot.kind == EditSpot::Kind::Square && hasPiece(spot)) {
            if (event->modifiers() & Qt::ShiftModifier)
                emit swapColourRequested(spot.square);
            else
                emit turnOverRequested(spot.square);
        }
        return true;
    }
    if (event->button() != Qt::LeftButton) return true;
    if (spot.kind == EditSpot::Kind::Hand) {
        const KomadaiItem* komadai = m_view.komadai(spot.side);
        PieceType kind = NoPieceType;
        if (const int delta = komadai->countButtonAt(komadai->mapFromScene(scenePos), &kind)) {
            emit handCountRequested(spot.side, kind, delta);
            return true;
        }
    }
    if (hasPiece(spot))
        m_press = Press{spot, event->position().toPoint()};
    else
        clickOn(spot);
    return true;
}

bool BoardEditInput::move(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const QPointF scenePos = m_view.mapToScene(pos);
    if (!m_press || !(event->buttons() & Qt::LeftButton)) {
        m_hover = spotAt(scenePos);
        m_view.viewport()->setCursor(hasPiece(m_hover) ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return true;
    }
    if (!m_press->dragging && (pos - m_press->viewPos).manhattanLength() >= QApplication::startDragDistance())
        startDrag();
    if (m_floating) m_floating->setPos(scenePos);
    return true;
}

bool BoardEditInput::release(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_press) return true;
    const Press press = *m_press;
    m_press.reset();
    if (!press.dragging) {
        clickOn(press.origin);
        return true;
    }
    endDrag();
    const EditSpot to = spotAt(m_view.mapToScene(event->position().toPoint()));
    // Onto its own komadai or square again: nothing changes.
    const bool home = to == press.origin || (press.origin.kind == EditSpot::Kind::Hand &&
                                             to.kind == EditSpot::Kind::Hand && to.side == press.origin.side);
    if (!home) emit transferRequested(press.origin, to);
    return true;
}

// The piece leaves its place while it follows the mouse: the board shows the position without it.
void BoardEditInput::startDrag() {
    m_press->dragging = true;
    clearSelection();
    const EditSpot& origin = m_press->origin;
    Position lifted = m_view.shownPosition();
    Piece piece = NoPiece;
    if (origin.kind == EditSpot::Kind::Square) {
        piece = lifted.pieceOn(origin.square);
        lifted.remove(origin.square);
    } else if (origin.kind == EditSpot::Kind::Hand) {
        piece = makePiece(origin.side, origin.type);
        lifted.setHand(origin.side, origin.type, lifted.hand(origin.side).count(origin.type) - 1);
    } else {
        piece = makePiece(origin.side, origin.type);
    }
    const Color owner = colorOf(piece);
    m_floating =
        new PieceItem(m_view.renderer(), typeOf(piece), owner, (owner == Color::White) != m_view.isFlipped());
    m_floating->setZValue(FloatingZ);
    m_floating->setScale(1.08);
    m_view.scene()->addItem(m_floating);
    if (origin.kind != EditSpot::Kind::Palette) {
        lifted.finishSetup();
        m_lifted = m_view.shownPosition();
        m_view.setEditedPosition(lifted);
    }
    m_view.viewport()->setCursor(Qt::ClosedHandCursor);
}

void BoardEditInput::endDrag() {
    delete m_floating;
    m_floating = nullptr;
    if (m_lifted) m_view.setEditedPosition(*m_lifted); // the controller shows the outcome, if any
    m_lifted.reset();
    m_view.viewport()->unsetCursor();
}

bool BoardEditInput::wheel(QWheelEvent* event) {
    const EditSpot spot = spotAt(m_view.mapToScene(event->position().toPoint()));
    const int steps = event->angleDelta().y() / 120;
    if (spot.kind == EditSpot::Kind::Hand && spot.type != NoPieceType && steps != 0)
        emit handCountRequested(spot.side, spot.type, steps);
    return true;
}

bool BoardEditInput::isEditKey(const QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_T:
    case Qt::Key_C:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

bool BoardEditInput::key(QKeyEvent* event) {
    if (!isEditKey(event)) return false;
    const EditSpot target =
        m_selection.kind == EditSpot::Kind::Square || m_selection.kind == EditSpot::Kind::Hand ? m_selection
                                                                                               : m_hover;
    const bool onBoard = target.kind == EditSpot::Kind::Square && hasPiece(target);
    const bool inHand = target.kind == EditSpot::Kind::Hand && target.type != NoPieceType;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_T:
        if (onBoard) emit turnOverRequested(target.square);
        break;
    case Qt::Key_C:
        if (onBoard) emit swapColourRequested(target.square);
        break;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (onBoard) {
            clearSelection();
            emit transferRequested(target, {});
        } else if (inHand) {
            emit handCountRequested(target.side, target.type, -1);
        }
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
        if (inHand) emit handCountRequested(target.side, target.type, event->key() == Qt::Key_Minus ? -1 : 1);
        break;
    case Qt::Key_Escape:
        clearSelection();
        break;
    default:
        break;
    }
    return true;
}

bool BoardEditInput::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view.viewport()) {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
            return press(static_cast<QMouseEvent*>(event));
        case QEvent::MouseMove:
            return move(static_cast<QMouseEvent*>(event));
        case QEvent::MouseButtonRelease:
            return release(static_cast<QMouseEvent*>(event));
        case QEvent::Wheel:
            return wheel(static_cast<QWheelEvent*>(event));
        case QEvent::ContextMenu:
            return true;
        default:
            return false;
        }
    }
    if (event->type() == QEvent::ShortcutOverride && isEditKey(static_cast<QKeyEvent*>(event))) {
        event->accept(); // the editor's keys before the window's shortcuts
        return true;
    }
    if (event->type() == QEvent::KeyPress) return key(static_cast<QKeyEvent*>(event));
    return false;
}
