#pragma once
// Random legal game records for the tests that hand our writers to other programs' readers: starts from the
// even position, every handicap preset and composed positions; moves chosen to bring in what writers get
// wrong (captures and 同, drops, declined promotions, promoted pieces moving); variations at random branch
// points, some nested; comments; an ending or none. Seeded: the same seed gives the same games.
#include "record/GameRecord.h"
#include "rules/Handicap.h"
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"

#include <QRandomGenerator>

#include <vector>

namespace shogi::testing {

class RandomGames {
public:
    explicit RandomGames(quint32 seed) : m_rng(seed) {}

    GameRecord next() {
        GameRecord r(startPosition());
        r.setHeader(QStringLiteral("先手"), QStringLiteral("先手%1").arg(m_rng.bounded(100)));
        r.setHeader(QStringLiteral("後手"), QStringLiteral("後手%1").arg(m_rng.bounded(100)));
        if (const Handicap* h = Handicap::forPosition(r.startPosition()))
            r.setHeader(QStringLiteral("手合割"),
                        QString::fromUtf8(h->kifName.data(), qsizetype(h->kifName.size())));
        RecordNode* end = playOn(r, &r.root(), 10 + int(m_rng.bounded(150)));
        // Variations: alternatives at a few points of the main line, and now and then one inside another.
        const std::vector<const RecordNode*> line = r.mainLine();
        const int branches = line.size() < 4 ? 0 : int(m_rng.bounded(4));
        for (int b = 0; b < branches; ++b) {
            auto* at = const_cast<RecordNode*>(line[m_rng.bounded(int(line.size()) - 1)]);
            if (at->isSpecial()) continue;
            RecordNode* varEnd = playOn(r, at->parent, 1 + int(m_rng.bounded(20)));
            // Now and then a variation inside that one, before its last move.
            if (!varEnd->isSpecial() && varEnd->parent != at->parent && m_rng.bounded(3) == 0)
                playOn(r, varEnd->parent, 1 + int(m_rng.bounded(8)));
        }
        if (end && !end->isSpecial() && m_rng.bounded(5) != 0) r.addSpecial(end, randomEnding());
        return r;
    }

private:
    Position startPosition() {
        static const char* const composed[] = {
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1", // Matsuri
            "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1P1P/PPSP1P3/1KG2S1R1/LN1G3NL b Bb 1",
            "8k/9/7+S1/9/4+B4/9/9/9/9 w SP2rb4g2s4n4l17p 1", // a mate problem: no black king
        };
        const quint32 kind = m_rng.bounded(10);
        if (kind < 4) return *sfen::parse(Handicap::all().front().sfen);
        if (kind < 8) {
            const auto presets = Handicap::all();
            return *sfen::parse(presets[1 + m_rng.bounded(int(presets.size()) - 1)].sfen);
        }
        return *sfen::parse(composed[m_rng.bounded(int(std::size(composed)))]);
    }

    // Plays up to `plies` random legal moves after `from`; returns the last node (a Mate ending when a side
    // has no move left).
    RecordNode* playOn(GameRecord& r, RecordNode* from, int plies) {
        Position pos = r.positionAt(from);
        RecordNode* node = from;
        for (int i = 0; i < plies; ++i) {
            MoveList legal;
            movegen::legalMoves(pos, legal);
            if (legal.empty()) return r.addSpecial(node, SpecialMove::Mate);
            const Move m = pick(pos, legal);
            node = r.addMove(node, m);
            if (m_rng.bounded(12) == 0) node->comment = QStringLiteral("コメント %1\n二行目").arg(node->ply);
            pos.doMove(m);
        }
        return node;
    }

    Move pick(const Position& pos, const MoveList& legal) {
        std::vector<Move> captures, drops, declined;
        for (Move m : legal) {
            if (m.isDrop())
                drops.push_back(m);
            else if (pos.pieceOn(m.to()))
                captures.push_back(m);
            if (!m.isDrop() && !m.isPromotion() && legal.contains(Move::normal(m.from(), m.to(), true)))
                declined.push_back(m);
        }
        const quint32 roll = m_rng.bounded(100);
        if (roll < 35 && !captures.empty()) return captures[m_rng.bounded(int(captures.size()))];
        if (roll < 55 && !drops.empty()) return drops[m_rng.bounded(int(drops.size()))];
        if (roll < 75 && !declined.empty()) return declined[m_rng.bounded(int(declined.size()))];
        return legal[int(m_rng.bounded(legal.size()))];
    }

    SpecialMove randomEnding() {
        static constexpr SpecialMove endings[] = {
            SpecialMove::Resign,      SpecialMove::Interrupt,       SpecialMove::Repetition,
            SpecialMove::Impasse,     SpecialMove::Timeout,         SpecialMove::IllegalWin,
            SpecialMove::IllegalLoss, SpecialMove::EnteringKingWin,
        };
        return endings[m_rng.bounded(int(std::size(endings)))];
    }

    QRandomGenerator m_rng;
};

} // namespace shogi::testing
