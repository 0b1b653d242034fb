#pragma once
// What the threat and mate watch found, in words for the analysis panel: the threat as a move in the user's
// notation, each side's mate ("White has a mate in 7", a link "mate:COLOUR" that folds its line out and in),
// or that there is none, or that the search goes on.
#include "engine/PositionWatch.h"
#include "game/MoveText.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class WatchText {
    Q_DECLARE_TR_FUNCTIONS(WatchText)
public:
    // Rich text, one row each; `lineShown[colour]`: that side's mate line is unfolded.
    static QString html(const shogi::Position& pos, const std::optional<shogi::engine::WatchReport>& report,
                        const MoveText& text, bool handicap, const bool lineShown[2]);
};
