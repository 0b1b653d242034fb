#pragma once
// An evaluation in words for the graph, the bar and the analysis panel: "+123", "−45", "Black mates in 5",
// "62%". Scores arrive from Black's view; the side to move's view is the caller's flip (usi::flipped).
#include "usi/Score.h"

#include <QCoreApplication>
#include <QString>

class EvalText {
    Q_DECLARE_TR_FUNCTIONS(EvalText)
public:
    // Centipawns with their sign ("+123", "−45", "0"); a mate names who mates and in how many plies.
    static QString score(const shogi::usi::Score& blackView);
    // Black's chance to win as a percentage ("62%").
    static QString winRate(const shogi::usi::Score& blackView);
    // The thresholds of the quality marks, for tooltips and the summary.
    static QString thresholds();
};
