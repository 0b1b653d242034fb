#pragma once
// A game record as JSON, exactly: headers in order, the start position, and every node of the tree (moves,
// endings, the illegal flag, times, comments, bookmarks, the order of variations). The autosave keeps the
// record this way because no file format of the game holds all of it (KIF has no illegal flag and whole
// seconds, CSA no variations). The nodes are a flat list in depth-first order, each naming its parent, so a
// long game does not nest the JSON hundreds of levels deep.
#include "record/GameRecord.h"
#include "rules/Result.h"

#include <QJsonObject>

#include <vector>

namespace RecordJson {

QJsonObject write(const shogi::GameRecord& record);
// Fails, with the reason, on a start position or a move that does not parse or a node without a parent.
shogi::Result<shogi::GameRecord> read(const QJsonObject& json);

// A node as the child indices from the root to it, and back (nullptr when the record has no such node).
std::vector<int> pathOf(const shogi::RecordNode* node);
const shogi::RecordNode* nodeAt(const shogi::GameRecord& record, const std::vector<int>& path);

} // namespace RecordJson
