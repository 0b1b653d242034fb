#pragma once
// Compares two records node by node for the round-trip tests; says where they first differ.
#include "record/GameRecord.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <QString>

namespace shogi::testing {

struct CompareOptions {
    bool times = true; // KI2 has no times; `a`'s unknown totals match anything
    bool headers = true;
};

inline QString nodeDifference(const RecordNode& a, const RecordNode& b, const CompareOptions& o,
                              const QString& path) {
    const QString here = path.isEmpty() ? QStringLiteral("root") : path;
    if (a.move != b.move)
        return here + QStringLiteral(": move %1 vs %2")
                          .arg(QString::fromStdString(usi::format(a.move)),
                               QString::fromStdString(usi::format(b.move)));
    if (a.special != b.special)
        return here + QStringLiteral(": ending %1 vs %2").arg(int(a.special)).arg(int(b.special));
    if (a.illegal != b.illegal) return here + QStringLiteral(": illegal flag differs");
    if (a.comment != b.comment)
        return here + QStringLiteral(": comment '%1' vs '%2'").arg(a.comment, b.comment);
    if (a.bookmark != b.bookmark)
        return here + QStringLiteral(": bookmark '%1' vs '%2'").arg(a.bookmark, b.bookmark);
    // A writer may add the total a file left out (KIF needs one), so an unknown total matches any.
    if (o.times && (a.timeSpentMs != b.timeSpentMs || (a.totalTimeMs >= 0 && a.totalTimeMs != b.totalTimeMs)))
        return here + QStringLiteral(": times %1/%2 vs %3/%4")
                          .arg(a.timeSpentMs)
                          .arg(a.totalTimeMs)
                          .arg(b.timeSpentMs)
                          .arg(b.totalTimeMs);
    if (a.children.size() != b.children.size())
        return here +
               QStringLiteral(": %1 vs %2 continuations").arg(a.children.size()).arg(b.children.size());
    for (std::size_t i = 0; i < a.children.size(); ++i) {
        const RecordNode& c = *a.children[i];
        const QString step =
            c.isSpecial() ? QStringLiteral("end") : QString::fromStdString(usi::format(c.move));
        const QString d =
            nodeDifference(c, *b.children[i], o,
                           path + (i ? QStringLiteral(" (%1)").arg(i) : QString()) + QLatin1Char(' ') + step);
        if (!d.isEmpty()) return d;
    }
    return {};
}

inline QString recordDifference(const GameRecord& a, const GameRecord& b, const CompareOptions& o = {}) {
    if (sfen::formatWithoutMoveNumber(a.startPosition()) != sfen::formatWithoutMoveNumber(b.startPosition()))
        return QStringLiteral("start %1 vs %2")
            .arg(QString::fromStdString(sfen::format(a.startPosition())),
                 QString::fromStdString(sfen::format(b.startPosition())));
    if (o.headers && a.headers != b.headers) {
        QStringList x, y;
        for (const auto& [k, v] : a.headers)
            x << k + QLatin1Char('=') + v;
        for (const auto& [k, v] : b.headers)
            y << k + QLatin1Char('=') + v;
        return QStringLiteral("headers [%1] vs [%2]").arg(x.join(QLatin1Char(',')), y.join(QLatin1Char(',')));
    }
    return nodeDifference(a.root(), b.root(), o, QString());
}

} // namespace shogi::testing
