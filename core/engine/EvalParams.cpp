#include "engine/EvalParams.h"

#include <cstring>

namespace shogi::engine {

namespace {

EvalParams makeDefaults() {
    EvalParams p;
    p.board = {0, 100, 234, 271, 413, 639, 725, 515, 0, 500, 490, 485, 502, 914, 1069};
    p.hand = {0, 133, 293, 297, 466, 738, 867, 553};
    p.rank[1] = {-6, -19, -16, 21, -3, 21, 15, 6, 0};
    p.rank[2] = {-26, -24, 8, -3, 21, 1, 4, 1, 0};
    p.rank[3] = {-19, -6, -1, 15, 24, 26, -5, 0, 0};
    p.rank[4] = {-24, 24, 16, 31, 25, 10, 19, 3, -7};
    p.rank[5] = {-20, 9, -8, -1, 8, 4, -1, -6, -3};
    p.rank[6] = {17, -27, -6, -18, 19, 16, 1, -7, 2};
    p.rank[7] = {-21, 33, -13, 9, -10, -13, -12, -19, -28};
    p.rank[8] = {2, 27, -4, -32, -40, -43, -39, -16, 2};
    p.rank[9] = {-20, -15, -10, -5, 5, 12, 35, 19, 0};
    p.rank[10] = {-20, -15, -10, -5, 0, 10, 1, 29, 27};
    p.rank[11] = {-20, -15, -10, -5, 2, 11, 13, 5, 4};
    p.rank[12] = {-20, -15, -10, -5, 1, 13, 11, 35, 23};
    p.rank[13] = {-5, 7, -10, 19, 16, -10, 3, -7, 9};
    p.rank[14] = {18, -8, 1, 3, 14, -20, 13, -15, 21};
    p.kingFile = {57, 150, 114, -157, -117};
    p.kingAttack = {0, 10, 15, 15, 25, 25, 30, 25, 0, 25, 25, 25, 25, 35, 40};
    p.handAttack = {0, 8, 12, 15, 20, 20, 30, 25};
    p.goldDefender = 135;
    p.silverDefender = 112;
    p.goldNear = 66;
    p.escapeSquare = 10;
    p.weakSquare = 25;
    p.dangerScale = 6;
    p.rookMobility = 12;
    p.bishopMobility = 14;
    p.lanceMobility = 28;
    p.pawnDropFile = 9;
    p.tempo = 20;
    p.threatToMove = {0, 26, 78, 107, 78, 166, 117, 56, 0, 41, 55, 63, 47, 74, 73};
    p.threatExtra = {0, 29, 144, 177, 195, 322, 363, 261, 0, 248, 248, 242, 250, 457, 534};
    p.threatWaiting = {0, 12, 29, 34, 52, 80, 90, 64, 0, 62, 61, 61, 63, 114, 134};
    p.safeCheck = {0, -2, 62, 9, -3, -34, 34, 99, 0, 0, 0, 0, 0, 25, 25};
    p.checkDanger = 84;
    setKingTables(p);
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
    // What follows goes into EvalKingTables.cpp: one line per rank offset, from 8 behind the king to 8 ahead.
    s.append("    // EvalKingTables.cpp, setKingTables(p):\n");
    for (int pt = Pawn; pt <= Gold; ++pt) {
        s.append("    p.handCount[").append(std::to_string(pt)).append("] = ");
        list(handCount[pt].data(), HandCountSteps);
        s.append(";\n");
    }
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
