#pragma once
// One record per line: a bare SFEN, "sfen ...", USI "position startpos|sfen ... moves ...", "startpos
// moves ..." or USEN (the URL-safe notation with variations, "~0.7ku2jm....r"). Lines starting with '#'
// are comments; those just above an entry become its start comment. readSfenOrUsi(text) reads the first
// entry; files that list many positions (test collections) can be browsed by index.
#include "formats/RecordFormat.h"

namespace shogi {

int sfenEntryCount(const QString& text);
Result<ReadResult> readSfenOrUsi(const QString& text, int entryIndex);

} // namespace shogi
