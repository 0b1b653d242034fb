// BoardView's pointer and keyboard handling: selection, click-click and drag-and-drop moves, the
// promotion chooser and the slide back of a refused move. The right button draws (BoardViewDrawing.cpp).
#include "board/BoardView.h"

#include "board/KomadaiItem.h"
#include "board/PieceItem.h"
#include "board/PromotionChooser.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPropertyAnimation>

using namespace shogi;

namespace {
constexpr int SlideBackMs = 150;
constexpr qreal FloatingZ = 10;
} // namespace

MoveOrigin BoardView::movableAt(QPointF scenePos) const {
    const Color us = m_position.sideToMove();
    const Square sq = m_geometry.squareAt(scenePos);
    if (sq != NoSquare) {
        const Piece piece = m_position.pieceOn(sq);
        return piece && colorOf(piece) == us ? MoveOrigin::board(sq) : MoveOrigin();
    }
    const KomadaiItem* komadai = m_komadai[index(us)];
    const PieceType pt = komadai->kindAt(komadai->mapFromScene(scenePos));
    return pt == NoPieceType ? MoveOrigin() : MoveOrigin::hand(pt);
}

PieceItem* BoardView::itemOf(const MoveOrigin& origin) const {
    if (origin.isDrop()) return m_handPieces.value(index(m_position.sideToMove()) * 16 + origin.drop);
    return m_boardPieces.value(origin.square);
}

void BoardView::select(const MoveOrigin& origin) {
    m_selected = origin;
    m_destinations = origin.isNone() ? QList<Square>() : m_targets.destinations(origin);
    refreshHighlights();
}

void BoardView::clearSelection() {
    select(MoveOrigin());
}

bool BoardView::selectSquare(Square sq) {
    if (sq < 0 || sq >= SquareCount || !m_position.variant().board.test(sq)) return false;
    const QPointF at = m_geometry.squareCenter(sq);
    const bool pressed = pressAt(at, mapFromScene(at));
    return releaseAt(at) || pressed;
}

bool BoardView::selectHandPiece(Color side, PieceType pt) {
    if (side != m_position.sideToMove() || !m_position.hand(side).has(pt)) return false;
    const KomadaiItem* komadai = m_komadai[index(side)];
    const QPointF at = komadai->mapToScene(komadai->slotCenter(pt));
    const bool pressed = pressAt(at, mapFromScene(at));
    return releaseAt(at) || pressed;
}

bool BoardView::pressAt(QPointF scenePos, QPoint viewPos) {
    if (m_pending) {
        // While the chooser is open a click either picks a face or cancels.
        const int choice = m_chooser->choiceAt(scenePos);
        if (choice < 0)
            cancelPromotion();
        else
            choosePromotion(choice == 1);
        return true;
    }
    if (!m_humanMayMove) return false;
    discardFloating(); // a slide back still running, or a sprite left on a move the game did not take
    const MoveOrigin origin = movableAt(scenePos);
    if (!origin.isNone()) {
        const bool wasSelected = origin == m_selected;
        if (!wasSelected) select(origin);
        m_press = Press{origin, viewPos, wasSelected, false};
        return true;
    }
    if (m_selected.isNone()) return false;
    const Square to = m_geometry.squareAt(scenePos);
    if (to == NoSquare) {
        clearSelection();
        return true;
    }
    attemptMove(m_selected, to);
    return true;
}

bool BoardView::releaseAt(QPointF scenePos) {
    if (!m_press) return false;
    const Press press = *m_press;
    m_press.reset();
    if (!press.dragging) {
        // A click on the selected piece again puts it down.
        if (press.wasSelected) clearSelection();
        return press.wasSelected;
    }
    const Square to = m_geometry.squareAt(scenePos);
    if (!press.origin.isDrop() && to == press.origin.square) {
        // Dropped back where it came from: still selected, ready for a click on the destination.
        discardFloating();
        return false;
    }
    if (to == NoSquare) {
        slideBack();
        clearSelection();
        return true;
    }
    attemptMove(press.origin, to);
    return true;
}

void BoardView::startDrag() {
    PieceItem* original = itemOf(m_press->origin);
    if (!original) return;
    m_press->dragging = true;
    m_floating = new PieceItem(&m_renderer, original->pieceType(), original->owner(), original->pointsDown());
    m_floating->setZValue(FloatingZ);
    m_floating->setScale(1.08); // lifted off the board
    m_floating->setPos(original->pos());
    m_floatingHome = original->pos();
    m_scene->addItem(m_floating);
    // A board piece leaves its square; a kind in hand stays on the komadai while more of it remain.
    const MoveOrigin& origin = m_press->origin;
    if (!origin.isDrop() || m_position.hand(m_position.sideToMove()).count(origin.drop) == 1) {
        m_hiddenOriginal = original;
        original->hide();
    }
    viewport()->setCursor(Qt::ClosedHandCursor);
}

void BoardView::attemptMove(const MoveOrigin& origin, Square to) {
    const MoveChoice choice = m_targets.movesTo(origin, to);
    if (!choice.any()) {
        const Move attempt = m_targets.attempted(m_position, origin, to);
        const IllegalReason reason = explainMove(m_position, attempt);
        slideBack();
        clearSelection();
        emit illegalMoveAttempted(attempt, reason);
        return;
    }
    if (m_floating) m_floating->setPos(m_geometry.squareCenter(to));
    if (choice.promotionOptional() && !m_alwaysPromote) {
        m_pending = PendingPromotion{choice, origin};
        m_destinations.clear();
        refreshHighlights();
        const Piece piece = m_position.pieceOn(origin.square);
        m_chooser->present(typeOf(piece), colorOf(piece), pointsDown(colorOf(piece)),
                           m_geometry.squareRect(to), m_geometry.frameRect());
        return;
    }
    const Move move = choice.promoting.isNone() ? choice.plain : choice.promoting;
    clearSelection();
    emit moveRequested(move); // last: the receiver may redraw the whole board from a new position
}

void BoardView::choosePromotion(bool promote) {
    const Move move = promote ? m_pending->choice.promoting : m_pending->choice.plain;
    m_pending.reset();
    m_chooser->dismiss();
    clearSelection();
    emit moveRequested(move);
}

void BoardView::cancelPromotion() {
    m_pending.reset();
    m_chooser->dismiss();
    slideBack();
    clearSelection();
}

void BoardView::slideBack() {
    if (!m_floating) return;
    if (m_slide) m_slide->stop();
    auto* slide = new QPropertyAnimation(m_floating, "pos", this);
    slide->setDuration(SlideBackMs);
    slide->setEndValue(m_floatingHome);
    slide->setEasingCurve(QEasingCurve::OutCubic);
    connect(slide, &QPropertyAnimation::finished, this, &BoardView::discardFloating);
    m_slide = slide;
    slide->start(QAbstractAnimation::DeleteWhenStopped);
}

void BoardView::discardFloating() {
    if (m_slide) {
        m_slide->disconnect(this);
        m_slide->stop();
    }
    delete m_floating;
    m_floating = nullptr;
    if (m_hiddenOriginal) m_hiddenOriginal->show();
    m_hiddenOriginal = nullptr;
    viewport()->unsetCursor();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::RightButton && m_drawingEnabled && !m_pending && !m_press) {
        if (beginDrawing(mapToScene(pos), event->modifiers())) return event->accept();
    }
    if (event->button() != Qt::LeftButton) return QGraphicsView::mousePressEvent(event);
    cancelDrawing();
    // A click that neither picks up a piece nor plays clears the user's drawings, as on Lishogi.
    if (!pressAt(mapToScene(pos), pos) && m_drawingEnabled) clearUserDrawing();
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (m_drawing) {
        previewDrawing(mapToScene(pos));
        return event->accept();
    }
    if (!m_press || !(event->buttons() & Qt::LeftButton)) {
        // An open hand over what the user may pick up.
        const bool movable = m_humanMayMove && !m_pending && !movableAt(mapToScene(pos)).isNone();
        viewport()->setCursor(movable ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return QGraphicsView::mouseMoveEvent(event);
    }
    if (!m_press->dragging && (pos - m_press->viewPos).manhattanLength() >= QApplication::startDragDistance())
        startDrag();
    if (m_floating) m_floating->setPos(mapToScene(pos));
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton && m_drawing) {
        finishDrawing(mapToScene(event->position().toPoint()));
        return event->accept();
    }
    if (event->button() != Qt::LeftButton) return QGraphicsView::mouseReleaseEvent(event);
    releaseAt(mapToScene(event->position().toPoint()));
    event->accept();
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (event->key() != Qt::Key_Escape || (!m_pending && m_selected.isNone()))
        return QGraphicsView::keyPressEvent(event);
    if (m_pending)
        cancelPromotion();
    else
        clearSelection();
    event->accept();
}
