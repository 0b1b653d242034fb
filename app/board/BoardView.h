#pragma once
// The shogi board widget: board, pieces and both komadai in a QGraphicsScene that the view fits to its
// size. It shows the Position it was last given and turns clicks and drags into moves; every rule
// question goes to the core (legal moves, explainMove), and it redraws only from setPosition().
#include "board/BoardGeometry.h"
#include "board/BoardMarks.h"
#include "board/BoardOptions.h"
#include "board/BoardPalette.h"
#include "board/MoveTargets.h"
#include "board/PieceRenderer.h"
#include "rules/Legality.h"
#include "rules/Position.h"

#include <QGraphicsView>
#include <QHash>
#include <QList>
#include <QPointer>

#include <optional>

class ArrowLayer;
class BoardEditInput;
class BoardItem;
class EditorPalette;
class KomadaiItem;
class MoveHints;
class PieceItem;
class PromotionChooser;
class QPropertyAnimation;
class SquareTints;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    void setPosition(const shogi::Position& pos, shogi::Move lastMove = shogi::Move::none());
    const shogi::Position& position() const { return m_position; }
    // false while the game is over or a past position is under review (hides QGraphicsView's own).
    void setInteractive(bool humanMayMove);
    bool humanMayMove() const { return m_humanMayMove; }
    void setFlipped(bool flipped); // view from White
    bool isFlipped() const { return m_geometry.flipped; }
    void setPieceStyle(PieceStyle style, const QString& westernLanguage); // "en" | "es" | "it"; others use en
    void setBoardLook(BoardLook look);
    void setWesternCoordinates(bool western); // ranks a..i instead of 一..九
    void setHighlights(const Highlights& highlights);
    void setAlwaysPromote(bool always); // false: ask with the chooser when promotion is optional
    void setPlayerNames(const QString& black, const QString& white);
    // Shown on each komadai's name plate; `phase` names the clock's phase where it has several.
    void setClock(shogi::Color side, const QString& text, const QString& phase, bool running, bool low);
    // A count on the side's name plate (the impasse points), green when `good`, with `details` as its
    // tooltip.
    void setPlateBadge(shogi::Color side, const QString& text, const QString& details, bool good);
    // The width that shows the whole scene (board and both komadai) at `height` without margins.
    int widthForHeight(int height) const;
    // Room beside the board's left edge for a widget laid over the view (BoardGeometry::sideRoom), in scene
    // units, and where it is in viewport coordinates.
    void setSideRoom(qreal units);
    QRect sideRoomInView() const;

    // As a click there would do; true if it changed the selection or completed a move attempt.
    bool selectSquare(shogi::Square sq);
    bool selectHandPiece(shogi::Color side, shogi::PieceType pt);
    void clearSelection();

    // The position editor's mode: the board shows the edited position instead of the game's (which
    // setPosition() keeps updating underneath), each side's palette of pieces stands beside its komadai,
    // the komadai show every kind with its count, and the mouse and keys go to editInput().
    void setEditing(bool editing);
    bool isEditing() const { return m_editInput != nullptr; }
    void setEditedPosition(const shogi::Position& pos);
    BoardEditInput* editInput() const { return m_editInput; }
    // The edited position while editing, else the game's.
    const shogi::Position& shownPosition() const { return m_edited ? *m_edited : m_position; }
    const BoardGeometry& boardGeometry() const { return m_geometry; }
    KomadaiItem* komadai(shogi::Color side) const { return m_komadai[shogi::index(side)]; }
    EditorPalette* editorPalette(shogi::Color side) const { return m_palettes[shogi::index(side)]; }
    PieceRenderer* renderer() { return &m_renderer; }

    // For tests and --select: where things are in viewport coordinates, and what the highlights show.
    QPointF squareCenterInView(shogi::Square sq) const;
    QPointF handPieceCenterInView(shogi::Color side, shogi::PieceType pt) const;
    QList<shogi::Square> highlightedDestinations() const;
    bool promotionChooserVisible() const;
    QPointF promotionChoiceCenterInView(bool promote) const;

    // Arrows and square marks over the pieces, one list per group: setting one group leaves the others.
    // They stay until replaced (a new position does not clear them: each group's owner follows the game).
    void setArrows(ArrowGroup group, const QList<BoardArrow>& arrows);
    void setSquareMarks(ArrowGroup group, const QList<SquareMark>& marks);
    void clearDrawings(ArrowGroup group); // its arrows and marks
    QList<BoardArrow> arrows(ArrowGroup group) const;
    QList<SquareMark> squareMarks(ArrowGroup group) const;
    // The user draws in the User group with the right button (on by default): a drag draws an arrow (from a
    // square or a komadai piece), a click marks a square, modifier keys pick the colour (markColorFor), the
    // same drawing again takes it off; a left click that neither picks up a piece nor moves clears them.
    // Turned off (the position editor), the User group is also hidden, though kept.
    void setDrawingEnabled(bool enabled);
    bool drawingEnabled() const { return m_drawingEnabled; }
    // For tests: an arrow's origin and destination in viewport coordinates.
    QLineF arrowInView(const BoardArrow& arrow) const;

signals:
    void moveRequested(shogi::Move move); // a legal move, promotion already chosen
    void sceneFitted(); // the picture was scaled to the view again (a resize, another board)
    void illegalMoveAttempted(shogi::Move move, shogi::IllegalReason reason);
    // The user changed the User group's arrows or marks (never emitted for setArrows/setSquareMarks).
    void userDrawingChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // A press on a movable piece, until its release: a click or the start of a drag.
    struct Press {
        MoveOrigin origin;
        QPoint viewPos;
        bool wasSelected = false;
        bool dragging = false;
    };
    // A right-button drawing, from its press until its release.
    struct Drawing {
        shogi::Square from = shogi::NoSquare; // NoSquare: from a komadai piece
        shogi::PieceType drop = shogi::NoPieceType;
        shogi::Color hand = shogi::Color::Black;
        MarkColor color = MarkColor::Green;
    };
    // A move waiting in the promotion chooser.
    struct PendingPromotion {
        MoveChoice choice;
        MoveOrigin origin;
    };

    void relayout();
    void rebuildPieces();
    void refreshHighlights();
    void fitScene();
    bool pointsDown(shogi::Color owner) const { return (owner == shogi::Color::White) != m_geometry.flipped; }

    MoveOrigin movableAt(QPointF scenePos) const;
    PieceItem* itemOf(const MoveOrigin& origin) const;
    void select(const MoveOrigin& origin);
    bool pressAt(QPointF scenePos, QPoint viewPos);
    bool releaseAt(QPointF scenePos);
    void startDrag();
    void attemptMove(const MoveOrigin& origin, shogi::Square to);
    void choosePromotion(bool promote);
    void cancelPromotion();
    void slideBack();
    void discardFloating();
    // BoardViewDrawing.cpp: the user's right-button drawing.
    bool beginDrawing(QPointF scenePos, Qt::KeyboardModifiers modifiers);
    void previewDrawing(QPointF scenePos);
    void finishDrawing(QPointF scenePos);
    void cancelDrawing();
    void clearUserDrawing();

    QGraphicsScene* m_scene;
    PieceRenderer m_renderer;
    BoardGeometry m_geometry;
    BoardPalette m_palette;
    Highlights m_highlights;
    BoardItem* m_board;
    SquareTints* m_tints;
    MoveHints* m_hints;
    KomadaiItem* m_komadai[2];
    ArrowLayer* m_arrows;
    PromotionChooser* m_chooser;
    QHash<shogi::Square, PieceItem*> m_boardPieces;
    QHash<int, PieceItem*> m_handPieces;               // key: colour * 16 + piece type
    EditorPalette* m_palettes[2] = {nullptr, nullptr}; // while editing
    BoardEditInput* m_editInput = nullptr;             // while editing
    std::optional<shogi::Position> m_edited;

    shogi::Position m_position;
    shogi::Move m_lastMove;
    MoveTargets m_targets;
    bool m_humanMayMove = true;
    bool m_alwaysPromote = false;

    MoveOrigin m_selected;
    QList<shogi::Square> m_destinations;
    std::optional<Press> m_press;
    std::optional<PendingPromotion> m_pending;
    PieceItem* m_floating = nullptr;       // the sprite following the mouse, or left on its destination
    PieceItem* m_hiddenOriginal = nullptr; // the piece it stands for, hidden meanwhile
    QPointF m_floatingHome;                // where it slides back to
    QPointer<QPropertyAnimation> m_slide;
    bool m_drawingEnabled = true;
    std::optional<Drawing> m_drawing;
};
