#include "engine/EvalParams.h"

#include <cstring>

namespace shogi::engine {

namespace {

EvalParams makeDefaults() {
    EvalParams p;
    p.board = {0, 100, 119, 241, 384, 613, 610, 549, 0, 523, 447, 376, 439, 901, 1134};
    p.hand = {0, 107, 355, 297, 502, 746, 920, 616};
    p.rank[1] = {-23, 12, 21, 20, 10, 139, -1, -29, 0};
    p.rank[2] = {-108, -28, -72, -11, -25, 36, 10, 16, 0};
    p.rank[3] = {-72, -5, 2, 31, 13, 56, 15, 0, 0};
    p.rank[4] = {-88, -23, 4, 100, 81, 57, 53, -6, -5};
    p.rank[5] = {-43, -19, 8, -11, -13, 38, -20, 38, -12};
    p.rank[6] = {-32, -53, -21, -18, -62, 17, -5, 20, 43};
    p.rank[7] = {-5, 39, -9, 30, 39, 8, -5, -49, -99};
    p.rank[8] = {-52, 69, -50, -4, -26, -23, -33, -2, 4};
    p.rank[9] = {-20, -15, -10, -5, -7, 31, 124, 29, -79};
    p.rank[10] = {-20, -15, -10, -5, 0, 9, -15, 1, 16};
    p.rank[11] = {-20, -15, -10, -3, 3, -10, 2, -64, -48};
    p.rank[12] = {-20, -15, -10, -7, 1, -6, 23, 31, -41};
    p.rank[13] = {-13, 13, -19, 34, 27, 14, 4, -73, 18};
    p.rank[14] = {29, 17, 12, -1, 42, -41, 0, 52, 11};
    p.kingFile = {77, 159, 138, -165, -147};
    p.kingAttack = {0, 10, 15, 15, 25, 25, 30, 25, 0, 25, 25, 25, 25, 35, 40};
    p.handAttack = {0, 8, 12, 15, 20, 20, 30, 25};
    p.goldDefender = 126;
    p.silverDefender = 126;
    p.goldNear = 63;
    p.escapeSquare = 17;
    p.weakSquare = 25;
    p.dangerScale = 6;
    p.rookMobility = 25;
    p.bishopMobility = 16;
    p.lanceMobility = 63;
    p.pawnDropFile = -63;
    p.tempo = 90;
    p.threatToMove = {0, 34, 79, 128, 97, 218, 144, 60, 0, 36, 53, 71, 46, 65, 57};
    p.threatExtra = {0, 14, 143, 198, 191, 324, 365, 264, 0, 245, 251, 242, 248, 457, 534};
    p.threatWaiting = {0, 12, 29, 34, 52, 80, 90, 64, 0, 62, 61, 61, 63, 114, 134};
    p.safeCheck = {0, -11, 86, 8, -34, -71, 32, 119, 0, 0, 0, 0, 0, 24, 0};
    p.checkDanger = 84;
    p.handCount[1] = {0, 0, 19, 16, -33, -4, 3, -30};
    p.handCount[2] = {0, 0, -7, 13, 1, 0, 0, 0};
    p.handCount[3] = {0, 0, -14, -19, -8, 0, 0, 0};
    p.handCount[4] = {0, 0, -14, 0, -2, 0, 0, 0};
    p.handCount[5] = {0, 0, 13, 0, 0, 0, 0, 0};
    p.handCount[6] = {0, 0, 1, 0, 0, 0, 0, 0};
    p.handCount[7] = {0, 0, -14, 1, 0, 0, 0, 0};
    return p;
}

EvalParams current = makeDefaults();

// The vector view walks the struct's int fields in order; EvalParams is nothing but ints.
static_assert(sizeof(EvalParams) % sizeof(int) == 0);

} // namespace

const EvalParams& EvalParams::defaults() {
    static const EvalParams d = makeDefaults();
    return d;
}

std::vector<int> EvalParams::toVector() const {
    std::vector<int> v(sizeof(EvalParams) / sizeof(int));
    std::memcpy(v.data(), this, sizeof(EvalParams));
    return v;
}

EvalParams EvalParams::fromVector(const std::vector<int>& v) {
    EvalParams p;
    if (v.size() * sizeof(int) == sizeof(EvalParams))
        std::memcpy(static_cast<void*>(&p), v.data(), sizeof(EvalParams));
    return p;
}

std::vector<int> EvalParams::indicesOf(const std::string& name) const {
    const int* base = reinterpret_cast<const int*>(this);
    auto span = [base](const auto& field) {
        const int* first = reinterpret_cast<const int*>(&field);
        std::vector<int> out(sizeof(field) / sizeof(int));
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = int(first - base) + int(i);
        return out;
    };
    std::vector<int> out;
    auto field = [&](const char* n, const auto& f) {
        if (out.empty() && name == n) out = span(f);
    };
    field("board", board);
    field("hand", hand);
    field("rank", rank);
    field("kingFile", kingFile);
    field("kingAttack", kingAttack);
    field("handAttack", handAttack);
    field("goldDefender", goldDefender);
    field("silverDefender", silverDefender);
    field("goldNear", goldNear);
    field("escapeSquare", escapeSquare);
    field("weakSquare", weakSquare);
    field("dangerScale", dangerScale);
    field("rookMobility", rookMobility);
    field("bishopMobility", bishopMobility);
    field("lanceMobility", lanceMobility);
    field("pawnDropFile", pawnDropFile);
    field("tempo", tempo);
    field("threatToMove", threatToMove);
    field("threatExtra", threatExtra);
    field("threatWaiting", threatWaiting);
    field("safeCheck", safeCheck);
    field("checkDanger", checkDanger);
    field("handCount", handCount);
    field("ownKing", ownKing);
    field("enemyKing", enemyKing);
    return out;
}

std::string EvalParams::toText() const {
    std::string s;
    auto row = [&s](const std::string& name, const int* values, int n) {
        s.append(name).append(" =");
        for (int i = 0; i < n; ++i)
            s.append(" ").append(std::to_string(values[i]));
        s.append("\n");
    };
    row("board", board.data(), int(board.size()));
    row("hand", hand.data(), int(hand.size()));
    for (int pt = Pawn; pt < PieceTypeCount; ++pt)
        row(std::string("rank[").append(std::to_string(pt)).append("]"), rank[pt].data(), 9);
    row("kingFile", kingFile.data(), int(kingFile.size()));
    row("kingAttack", kingAttack.data(), int(kingAttack.size()));
    row("handAttack", handAttack.data(), int(handAttack.size()));
    row("goldDefender silverDefender goldNear escapeSquare weakSquare dangerScale", &goldDefender, 6);
    row("rookMobility bishopMobility lanceMobility pawnDropFile tempo", &rookMobility, 5);
    row("threatToMove", threatToMove.data(), int(threatToMove.size()));
    row("threatExtra", threatExtra.data(), int(threatExtra.size()));
    row("threatWaiting", threatWaiting.data(), int(threatWaiting.size()));
    row("safeCheck", safeCheck.data(), int(safeCheck.size()));
    row("checkDanger", &checkDanger, 1);
    for (int pt = Pawn; pt <= Gold; ++pt)
        row(std::string("handCount[").append(std::to_string(pt)).append("]"), handCount[pt].data(),
            HandCountSteps);
    for (int cls = 0; cls < KingRelClasses; ++cls) {
        row(std::string("ownKing[").append(std::to_string(cls)).append("]"), ownKing[cls].data(),
            KingRelSquares);
        row(std::string("enemyKing[").append(std::to_string(cls)).append("]"), enemyKing[cls].data(),
            KingRelSquares);
    }
    return s;
}

std::string EvalParams::toCpp() const {
    std::string s;
    auto list = [&s](const int* values, int n) {
        s.append("{");
        for (int i = 0; i < n; ++i)
            s.append(i ? ", " : "").append(std::to_string(values[i]));
        s.append("}");
    };
    auto array = [&](const char* name, const int* values, int n) {
        s.append("    p.").append(name).append(" = ");
        list(values, n);
        s.append(";\n");
    };
    array("board", board.data(), int(board.size()));
    array("hand", hand.data(), int(hand.size()));
    for (int pt = Pawn; pt < PieceTypeCount; ++pt) {
        s.append("    p.rank[").append(std::to_string(pt)).append("] = ");
        list(rank[pt].data(), 9);
        s.append(";\n");
    }
    array("kingFile", kingFile.data(), int(kingFile.size()));
    array("kingAttack", kingAttack.data(), int(kingAttack.size()));
    array("handAttack", handAttack.data(), int(handAttack.size()));
    const char* names[] = {"goldDefender",  "silverDefender", "goldNear",     "escapeSquare",
                           "weakSquare",    "dangerScale",    "rookMobility", "bishopMobility",
                           "lanceMobility", "pawnDropFile",   "tempo"};
    const int* scalars = &goldDefender;
    for (int i = 0; i < 11; ++i)
        s.append("    p.").append(names[i]).append(" = ").append(std::to_string(scalars[i])).append(";\n");
    array("threatToMove", threatToMove.data(), int(threatToMove.size()));
    array("threatExtra", threatExtra.data(), int(threatExtra.size()));
    array("threatWaiting", threatWaiting.data(), int(threatWaiting.size()));
    array("safeCheck", safeCheck.data(), int(safeCheck.size()));
    s.append("    p.checkDanger = ").append(std::to_string(checkDanger)).append(";\n");
    for (int pt = Pawn; pt <= Gold; ++pt) {
        s.append("    p.handCount[").append(std::to_string(pt)).append("] = ");
        list(handCount[pt].data(), HandCountSteps);
        s.append(";\n");
    }
    // The king-relative tables, one line per rank offset from 8 behind the king to 8 ahead; they stay at zero
    // in makeDefaults() while the search's evaluation does not read them (EvalParams.h).
    auto table = [&](const char* name, const auto& rows) {
        for (int cls = 0; cls < KingRelClasses; ++cls) {
            s.append("    p.").append(name).append("[").append(std::to_string(cls)).append("] = {\n");
            for (int r = 0; r < KingRelSpan; ++r) {
                s.append("       ");
                for (int a = 0; a < KingRelSpan; ++a)
                    s.append(" ").append(std::to_string(rows[cls][r * KingRelSpan + a])).append(",");
                s.append("\n");
            }
            s.append("    };\n");
        }
    };
    table("ownKing", ownKing);
    table("enemyKing", enemyKing);
    return s;
}

const EvalParams& evalParams() {
    return current;
}
void setEvalParams(const EvalParams& p) {
    current = p;
}

} // namespace shogi::engine
