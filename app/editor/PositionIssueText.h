#pragma once
// The rules core's reasons why a set-up position could not stand in a game, in the UI language.
#include "rules/PositionCheck.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

class PositionIssueText {
    Q_DECLARE_TR_FUNCTIONS(PositionIssueText)
public:
    // Squares are named as the board's coordinates show them: "9a" with Western ranks, "９一" with kanji ranks.
    static QString describe(const shogi::PositionIssue& issue, bool westernSquares);
    static QStringList describe(const std::vector<shogi::PositionIssue>& issues, bool westernSquares);
};
