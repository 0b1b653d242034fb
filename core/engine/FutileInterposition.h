#pragma once
// Futile interpositions (無駄合), the tsume convention: when a ranged piece checks from afar and the defender puts
// a piece in between (a drop or a move) that the checker simply takes, nothing of the defender's able to take
// back, the interposition only delays the mate by two plies and composers do not count it — unless the piece
// so won, or the checker's new square, makes the mate longer. The solver judges that second part by searching
// the position after the capture without the piece won (see MateSolver); what is here is the rest: which
// defences are such interpositions, the capture, and that position.
#include "rules/Position.h"

namespace shogi::engine::futility {

// The checker's capture of `block` on its square when `block`, a legal answer of the side to move in `pos` to a
// check from one ranged piece, puts a piece between that piece and the king, and after the capture nothing of
// the defender's can take back. Move::none() otherwise. `pos` is left as it was.
Move simpleCapture(Position& pos, Move block);

// The position after `capture` (played from `pos`, where the block was just played) with the piece it won taken
// out of the attacker's hand: the mate from there is the mate as if the piece had never come. Its undo chain is
// empty; `pos` is left as it was.
Position withoutWonPiece(Position& pos, Move capture);

// Whether the side to move is mated in the tsume sense: no legal move, or only interpositions that the checker
// takes at once, after which the same holds again (the checker comes nearer each time, so this ends).
bool effectivelyMated(Position& pos);

} // namespace shogi::engine::futility
