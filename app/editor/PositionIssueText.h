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
    // `language` names the squares: "９一" in Japanese, "9a" otherwise.
    static QString describe(const shogi::PositionIssue& issue, const QString& language);
    static QStringList describe(const std::vector<shogi::PositionIssue>& issues, const QString& language);
};
