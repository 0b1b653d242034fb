#pragma once
// Positions and moves for the analysis tests, written as SFEN and USI.
#include "rules/Position.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <vector>

namespace analysistest {

inline const QString kStart =
    QStringLiteral("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");

inline std::vector<shogi::Move> usiMoves(const QString& text) {
    std::vector<shogi::Move> out;
    for (const QString& w : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto m =
            shogi::usi::parseMove(w.toStdString(), shogi::Variant::get(shogi::VariantKind::Standard));
        if (!m.ok()) qFatal("bad USI move in a test: %s", qPrintable(w));
        out.push_back(*m);
    }
    return out;
}

inline QString usiText(const std::vector<shogi::Move>& moves) {
    QStringList words;
    for (shogi::Move m : moves)
        words << QString::fromStdString(shogi::usi::format(m));
    return words.join(QLatin1Char(' '));
}

// The position `sfen`, then `moves` played (so that lastMove() is the last of them).
inline shogi::Position position(const QString& sfen, const QString& moves = QString()) {
    auto pos = shogi::sfen::parse(sfen.toStdString());
    if (!pos.ok()) qFatal("bad SFEN in a test: %s", qPrintable(sfen));
    for (shogi::Move m : usiMoves(moves))
        pos->doMove(m);
    return *pos;
}

} // namespace analysistest
