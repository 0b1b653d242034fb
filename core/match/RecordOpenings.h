#pragma once
// Openings cut from game records: the first N moves of each record's main line, so a tournament starts
// from the positions a club or a professional archive actually reached. Records too short, of another
// board or unreadable are skipped and named; positions met twice are kept once.
#include "match/Opening.h"
#include "rules/Result.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace shogi::match {

struct RecordOpenings {
    std::vector<Opening> openings;
    std::vector<std::string> skipped; // "file.kif: fewer than 16 moves", "bad.kif: line 3: ..."
};

// The record files of `folder` (any format Shogiban reads, by extension), cut after `plies` moves. An error
// when the folder cannot be read or no record gives an opening.
Result<RecordOpenings> openingsFromRecords(const QString& folder, int plies, VariantKind variant);
// The record file extensions looked for: "*.kif", "*.kifu", "*.ki2", "*.csa", "*.jkf", ...
QStringList recordFileFilters();

} // namespace shogi::match
