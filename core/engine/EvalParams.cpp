#include "engine/EvalParams.h"

#include <algorithm>
#include <cstring>

namespace shogi::engine {

namespace {

EvalParams makeDefaults() {
    EvalParams p;
    p.board = {0, 100, 260, 290, 420, 650, 750, 500, 0, 520, 500, 510, 500, 900, 1050};
    p.hand = {0, 115, 290, 320, 460, 720, 850, 540};
    p.rank[Pawn] = {0, 0, 0, 3, 6, 10, 20, 30, 0};
    p.rank[Lance] = {0, 0, 0, 0, 0, 0, 0, 0, 0};
    p.rank[Knight] = {0, 0, 5, 10, 15, 15, 0, 0, 0};
    p.rank[Silver] = {0, 5, 10, 15, 15, 12, 10, 5, 0};
    p.rank[Gold] = {0, 5, 8, 5, 0, -5, -5, -10, -10};
    p.rank[King] = {20, 10, -5, -25, -40, -50, -40, -20, 0};
    for (PieceType pt : {ProPawn, ProLance, ProKnight, ProSilver})
        p.rank[pt] = {-20, -15, -10, -5, 0, 10, 20, 25, 25};
    p.kingFile = {30, 20, 5, -10, -20};
    p.kingAttack = {0, 10, 15, 15, 25, 25, 30, 25, 0, 25, 25, 25, 25, 35, 40};
    p.handAttack = {0, 8, 12, 15, 20, 20, 30, 25};
    p.goldDefender = 30;
    p.silverDefender = 20;
    p.goldNear = 10;
    p.escapeSquare = 15;
    p.weakSquare = 25;
    p.dangerScale = 6;
    p.rookMobility = 2;
    p.bishopMobility = 2;
    p.lanceMobility = 2;
    p.pawnDropFile = 15;
    p.tempo = 20;
    setKingTables(p);
    return p;
}

PackedKingTables pack(const EvalParams& p) {
    PackedKingTables t;
    for (int cls = 0; cls < KingRelClasses; ++cls)
        for (int i = 0; i < KingRelSquares; ++i) {
            t.own[cls][i] = std::int16_t(std::clamp(p.ownKing[cls][i], -32768, 32767));
            t.enemy[cls][i] = std::int16_t(std::clamp(p.enemyKing[cls][i], -32768, 32767));
        }
    return t;
}

EvalParams current = makeDefaults();
PackedKingTables packed = pack(current);

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
    packed = pack(p);
}
const PackedKingTables& packedKingTables() {
    return packed;
}

} // namespace shogi::engine
