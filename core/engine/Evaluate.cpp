#include "engine/Evaluate.h"

#include "engine/EvalParams.h"
#include "rules/MoveGenerator.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace shogi::engine {

namespace {

// Rank from the owner's back rank (0) to the enemy back rank (8), small boards stretched onto 0..8: a table
// per board and colour, read once per piece of every evaluation.
using RankTable = std::array<std::uint8_t, SquareCount>;
const RankTable& relativeRanks(const Variant& v, Color c) {
    static const auto tables = [] {
        std::array<std::array<RankTable, 2>, 3> t{};
        for (VariantKind kind : {VariantKind::Standard, VariantKind::Gorogoro, VariantKind::Minishogi}) {
            const int ranks = Variant::get(kind).ranks;
            for (Color owner : {Color::Black, Color::White})
                for (Square s = 0; s < SquareCount; ++s) {
                    const int r = owner == Color::Black ? ranks - 1 - rankOf(s) : rankOf(s);
                    t[int(kind)][int(owner)][s] =
                        std::uint8_t(std::clamp(ranks == 9 ? r : r * 8 / (ranks - 1), 0, 8));
                }
        }
        return t;
    }();
    return tables[int(v.kind)][int(c)];
}

struct SideInfo {
    Bitboard attacked;                             // squares this side attacks (the king included)
    Bitboard attacked2;                            // squares it attacks at least twice
    Bitboard byPieces;                             // squares attacked by something other than the king
    int kingZoneAttack = 0;                        // weighted hits on the enemy king's neighbourhood
    std::array<Bitboard, PieceTypeCount> byType{}; // by the attacker's checkType
    std::array<Bitboard, 6> below{};               // by a piece of a lower valueGroup than the index
};

// The threat terms' ranking of pieces: an attack by a piece of a lower group is an attack by a cheaper
// piece. Fixed, not the weights', so the terms stay linear in what the tuner moves.
constexpr std::array<int, PieceTypeCount> valueGroup = {0, 0, 1, 1, 2, 3, 3, 2, 5, 2, 2, 2, 2, 4, 4};
// Which of two threatened pieces the side to move saves first.
constexpr std::array<int, PieceTypeCount> saveOrder = {0, 1, 2, 3, 4, 10, 11, 9, 0, 5, 6, 7, 8, 12, 13};

// The gold movers check as a gold does; the safe-check weights see them as one type.
constexpr PieceType checkType(PieceType pt) {
    return pt >= ProPawn && pt <= ProSilver ? Gold : pt;
}

// Squares at king distance exactly two, the outer ring of a castle.
Bitboard kingRing2(Square k) {
    static const auto table = [] {
        std::array<Bitboard, SquareCount> t{};
        for (Square s = 0; s < SquareCount; ++s)
            for (Square o = 0; o < SquareCount; ++o)
                if (std::max(std::abs(fileOf(s) - fileOf(o)), std::abs(rankOf(s) - rankOf(o))) == 2)
                    t[s].set(o);
        return t;
    }();
    return table[k];
}

} // namespace

int materialGain(const Position& pos, Move m) {
    const EvalParams& p = evalParams();
    int gain = 0;
    if (const Piece victim = pos.capturedBy(m)) {
        const PieceType pt = typeOf(victim);
        gain += p.board[pt] + (isHandType(unpromoted(pt)) ? p.hand[unpromoted(pt)] : 0);
    }
    if (m.isPromotion()) {
        const PieceType moving = typeOf(pos.pieceOn(m.from()));
        gain += p.board[promoted(moving)] - p.board[moving];
    }
    return gain;
}

namespace {

// Reads a weight `n` times for one side; a tracing evaluation also notes which weight it was. The
// king-relative tables (EvalParams.h) are at zero: the search's evaluation does not read them, only
// the tuner's trace does, so a fit can still move them away from zero (and then they would have to come
// back here, with a match that shows they win).
struct NoTrace {
    static constexpr bool tables = false;
    int operator()(const int& weight, int n, int) const { return weight * n; }
};
struct Tracer {
    static constexpr bool tables = true;
    const int* base;
    EvalTrace& trace;
    int operator()(const int& weight, int n, int sign) const {
        if (n) trace.emplace_back(int(&weight - base), sign* n);
        return weight * n;
    }
    int own(const EvalParams& p, int cls, int index, int sign) const {
        return (*this)(p.ownKing[cls][index], 1, sign);
    }
    int enemy(const EvalParams& p, int cls, int index, int sign) const {
        return (*this)(p.enemyKing[cls][index], 1, sign);
    }
};

// The safe checks against c's king (EvalParams::safeCheck): the penalty, and each checking type with one
// adds checkDanger to `danger`.
template <class Use>
int safeChecks(const Position& pos, Color c, const SideInfo& own, const SideInfo& enemy, Bitboard pawnFiles,
               const EvalParams& p, const Use& use, int& danger) {
    const Variant& v = pos.variant();
    const Color them = ~c;
    const int sign = c == Color::Black ? 1 : -1;
    const Square k = pos.kingSquare(c);
    const Bitboard occ = pos.occupied(), nearKing = attacks::king(k);
    // The king alone guards a square only where no other attacker backs up the checking piece.
    const Bitboard dropSafe = ~occ & v.board & ~(own.byPieces | (nearKing & ~enemy.attacked));
    const Bitboard moveSafe = ~pos.pieces(them) & v.board & ~(own.byPieces | (nearKing & ~enemy.attacked2));
    const Hand& hand = pos.hand(them);
    // The long-range pieces' lines from the king, each computed once (a horse or dragon adds the king's step).
    const Bitboard diagonal = attacks::bishop(k, occ), straight = attacks::rook(k, occ);
    int penalty = 0;
    for (PieceType pt : {Pawn, Lance, Knight, Silver, Gold, Bishop, Rook, Horse, Dragon}) {
        // Where a piece of `them` of this type would give check: the reverse of c's piece on the king.
        const Bitboard from = pt == Bishop   ? diagonal
                              : pt == Rook   ? straight
                              : pt == Horse  ? diagonal | nearKing
                              : pt == Dragon ? straight | nearKing
                                             : attacks::of(makePiece(c, pt), k, occ);
        Bitboard safe = from & enemy.byType[pt] & moveSafe;
        if (isHandType(pt) && hand.has(pt)) {
            Bitboard drops = from & dropSafe;
            if (pt == Pawn) {
                drops &= ~v.lastRank[int(them)];
                drops &= ~pawnFiles;
            } else if (pt == Lance) {
                drops &= ~v.lastRank[int(them)];
            } else if (pt == Knight) {
                drops &= ~v.lastTwoRanks[int(them)];
            }
            safe |= drops;
        }
        if (!safe) continue;
        penalty += use(p.safeCheck[pt], safe.moreThanOne() ? 2 : 1, -sign);
        danger += p.checkDanger;
    }
    return penalty;
}

template <class Use> EvalBreakdown evaluateWith(const Position& pos, const EvalParams& p, const Use& use) {
    const Variant& v = pos.variant();
    const Bitboard occ = pos.occupied();
    EvalBreakdown e;
    SideInfo side[2];
    Bitboard kingZone[2];
    Square kings[2];
    for (Color c : {Color::Black, Color::White}) {
        const Square k = kings[int(c)] = pos.kingSquare(c);
        kingZone[int(c)] = k == NoSquare ? Bitboard() : attacks::king(k) & v.board;
    }
    for (Color c : {Color::Black, Color::White}) {
        const int sign = c == Color::Black ? 1 : -1;
        const Bitboard enemyZone = kingZone[int(~c)];
        const Square ownKing = kings[int(c)], enemyKing = kings[int(~c)];
        const KingFrame ownFrame(v, c, ownKing == NoSquare ? 0 : ownKing);
        const KingFrame enemyFrame(v, c, enemyKing == NoSquare ? 0 : enemyKing);
        SideInfo& own = side[int(c)];
        int material = 0, placement = 0, mobility = 0, castle = 0;
        // Type by type, so that what is the same for every piece of a type is looked up once, and the attack
        // sets that only need the union of a type's attacks are filled once per type. The board mask is applied
        // to those unions, not to each piece's attacks.
        const RankTable& ranks = relativeRanks(v, c);
        const Bitboard reachable = v.board & ~pos.pieces(c);
        std::array<Bitboard, 6> byGroup{};
        for (int t = Pawn; t < PieceTypeCount; ++t) {
            const PieceType pt = PieceType(t);
            Bitboard b = pos.pieces(c, pt);
            if (!b) continue;
            material += use(p.board[pt], b.count(), sign);
            const Piece pc = makePiece(c, pt);
            const int cls = kingRelClass(pt);
            const int* const rankWeights = p.rank[pt].data();
            const int* const mobilityWeight = pt == Rook || pt == Dragon    ? &p.rookMobility
                                              : pt == Bishop || pt == Horse ? &p.bishopMobility
                                              : pt == Lance                 ? &p.lanceMobility
                                                                            : nullptr;
            // The pieces that step read their attacks straight from the table.
            const Bitboard* const steps = mobilityWeight ? nullptr : attacks::tables.step[int(c)][pt];
            Bitboard typeAttacks;
            int zoneHits = 0, reach = 0;
            if (pt == Pawn) {
                // One shift: no two pawns attack the same square, and the pawns come first (nothing is
                // attacked twice yet). Pawns on their last rank (composed problems) attack nothing.
                const Bitboard pawns = b & ~v.lastRank[int(c)];
                typeAttacks = c == Color::Black ? Bitboard(pawns.word() >> 1) : Bitboard(pawns.word() << 1);
                own.attacked = typeAttacks;
            }
            do {
                const Square s = b.popLsb();
                placement += use(rankWeights[ranks[std::size_t(s)]], 1, sign);
                if constexpr (Use::tables) {
                    if (cls >= 0 && ownKing != NoSquare) castle += use.own(p, cls, ownFrame.index(s), sign);
                    if (cls >= 0 && enemyKing != NoSquare)
                        castle += use.enemy(p, cls, enemyFrame.index(s), sign);
                }
                if (pt == Pawn) continue;
                const Bitboard att = steps ? steps[s] : attacks::of(pc, s, occ);
                own.attacked2 |= own.attacked & att;
                own.attacked |= att;
                typeAttacks |= att;
                zoneHits += (att & enemyZone).count();
                if (mobilityWeight) reach += (att & reachable).count();
            } while (b);
            if (pt == Pawn) zoneHits = (typeAttacks & enemyZone).count();
            typeAttacks &= v.board;
            own.byType[checkType(pt)] |= typeAttacks;
            byGroup[std::size_t(valueGroup[pt])] |= typeAttacks;
            if (pt != King) {
                own.byPieces |= typeAttacks;
                own.kingZoneAttack += p.kingAttack[pt] * zoneHits;
            }
            if (mobilityWeight) mobility += use(*mobilityWeight, reach, sign);
        }
        own.attacked &= v.board;
        own.attacked2 &= v.board;
        for (std::size_t g = 1; g < own.below.size(); ++g)
            own.below[g] = own.below[g - 1] | byGroup[g - 1];
        for (int t = Pawn; t <= Gold; ++t) {
            const int n = pos.hand(c).count(PieceType(t));
            material += use(p.hand[t], n, sign);
            if (n) material += use(p.handCount[t][std::min(n, HandCountSteps - 1)], 1, sign);
        }
        e.material += sign * material;
        e.placement += sign * placement;
        e.mobility += sign * mobility;
        e.castle += sign * castle;
    }
    for (Color c : {Color::Black, Color::White}) {
        const int sign = c == Color::Black ? 1 : -1;
        const SideInfo& enemy = side[int(~c)];
        const bool toMove = pos.sideToMove() == c;
        int threat = 0;
        Square saved = NoSquare; // the side to move's most valuable threatened piece
        for (Bitboard b = pos.pieces(c) & enemy.attacked & ~pos.pieces(c, King); b;) {
            const Square s = b.popLsb();
            const PieceType pt = typeOf(pos.pieceOn(s));
            if (side[int(c)].attacked.test(s) && !enemy.below[std::size_t(valueGroup[pt])].test(s)) continue;
            if (!toMove) {
                threat += use(p.threatWaiting[pt], 1, -sign);
            } else if (saved == NoSquare) {
                saved = s;
            } else {
                // The one not saved counts as lost.
                const PieceType other = typeOf(pos.pieceOn(saved));
                const bool savesThis = saveOrder[pt] > saveOrder[other];
                threat += use(p.threatExtra[savesThis ? other : pt], 1, -sign);
                if (savesThis) saved = s;
            }
        }
        if (saved != NoSquare) threat += use(p.threatToMove[typeOf(pos.pieceOn(saved))], 1, -sign);
        e.threats -= sign * threat;
    }
    for (Color c : {Color::Black, Color::White}) {
        const Square k = kings[int(c)];
        if (k == NoSquare) continue;
        const int sign = c == Color::Black ? 1 : -1;
        const Color them = ~c;
        const Bitboard zone = kingZone[int(c)];
        // The castle: golds and silvers next to the king, and a second ring two squares away.
        const Bitboard ring2 = kingRing2(k) & v.board;
        int safety = use(p.goldDefender, (zone & pos.goldMovers(c)).count(), sign) +
                     use(p.silverDefender, (zone & pos.pieces(c, Silver)).count(), sign) +
                     use(p.goldNear, (ring2 & (pos.goldMovers(c) | pos.pieces(c, Silver))).count(), sign);
        const int file = fileOf(k) < v.files - 1 - fileOf(k) ? fileOf(k) : v.files - 1 - fileOf(k);
        safety += use(p.kingFile[std::min(file, 4)], 1, sign);
        const Bitboard friends = side[int(c)].byPieces;
        const Bitboard hit = zone & side[int(them)].attacked;
        const Bitboard escapes = zone & ~pos.pieces(c) & ~side[int(them)].attacked;
        safety += use(p.escapeSquare, escapes.count(), sign);
        int danger = side[int(them)].kingZoneAttack + p.weakSquare * (hit & ~friends).count();
        for (int t = Pawn; t <= Gold; ++t)
            danger += p.handAttack[t] * std::min(2, pos.hand(them).count(PieceType(t)));
        // The files where the attacker has a pawn: its pawn drops (safe checks, free files) are barred there.
        const bool pawnInHand = pos.hand(them).has(Pawn);
        const Bitboard pawnFiles = pawnInHand ? movegen::filesWithPawn(pos, them) : Bitboard();
        safety -= safeChecks(pos, c, side[int(c)], side[int(them)], pawnFiles, p, use, danger);
        safety -= danger + danger * danger * p.dangerScale / 1024;
        e.kingSafety += sign * safety;
        // A pawn the enemy can drop on a free file next to this king is the usual start of an attack.
        if (pawnInHand) {
            int freeFiles = 0;
            for (int f = std::max(0, fileOf(k) - 1); f <= std::min(v.files - 1, fileOf(k) + 1); ++f)
                if (!(pawnFiles & attacks::tables.file[f])) ++freeFiles;
            e.drops -= sign * use(p.pawnDropFile, freeFiles, -sign);
        }
    }
    const int tempoSign = pos.sideToMove() == Color::Black ? 1 : -1;
    e.tempo = tempoSign * use(p.tempo, 1, tempoSign);
    return e;
}

} // namespace

EvalBreakdown evaluateTerms(const Position& pos) {
    return evaluateWith(pos, evalParams(), NoTrace{});
}

EvalBreakdown evaluateTerms(const Position& pos, EvalTrace& trace) {
    const EvalParams& p = evalParams();
    return evaluateWith(pos, p, Tracer{reinterpret_cast<const int*>(&p), trace});
}

Score evaluate(const Position& pos) {
    const int black = evaluateTerms(pos).total();
    const int s = pos.sideToMove() == Color::Black ? black : -black;
    return std::clamp(s, -ScoreMateInMaxPly + 1, ScoreMateInMaxPly - 1);
}

} // namespace shogi::engine
