#pragma once
// The words for how a game ended, and for an impasse count, with the players called by their names.
#include "rules/Game.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>

using SideNames = std::array<QString, 2>; // indexed by shogi::index(Color)

class ResultMessage {
    Q_DECLARE_TR_FUNCTIONS(ResultMessage)
public:
    // impasseDeclarer: who declared, for EndReason::Impasse (the core's result does not record it).
    static QString describe(const shogi::GameResult& result, const SideNames& names,
                            std::optional<shogi::Color> impasseDeclarer);
    // "Black: 30 points, White: 22 points.", counted as the verdict's rule counts.
    static QString impasseTotals(const shogi::ImpasseVerdict& verdict, const SideNames& names);
    // What the declarer is shown before confirming: both counts, what the rule asks, the conditions, the
    // outcome.
    static QString impasseProposal(const shogi::ImpasseVerdict& verdict, shogi::Color declarer,
                                   const SideNames& names);
};
