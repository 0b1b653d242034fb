#pragma once
// The core's vocabulary in the UI language: why a move is illegal, the sides, the handicaps, the boards
// and how a record ends. The core names things with enums and ids; only this file turns them into words.
#include "record/GameRecord.h"
#include "rules/Legality.h"
#include "rules/Types.h"
#include "rules/Variant.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

class ShogiTerms {
    Q_DECLARE_TR_FUNCTIONS(ShogiTerms)
public:
    static QString illegalReason(shogi::IllegalReason reason);
    // What to call a side in messages ("Black", "Uwate"), and the label of its name field in a dialog.
    static QString sideName(shogi::Color side, bool handicapGame);
    static QString sideLabel(shogi::Color side, bool handicapGame);
    static QString handicapName(std::string_view id);
    static QString variantName(shogi::VariantKind kind);
    // 投了, 千日手, ... as the move list shows a record's ending.
    static QString specialMoveName(shogi::SpecialMove special);
};
