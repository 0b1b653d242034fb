#pragma once
// CSA standard record format V2.2 (and the V3.0 additions: decimal times, '*' comments). A file may hold
// several games separated by a line "/"; readCsa(text) reads the first, the app may offer the others.
#include "formats/RecordFormat.h"

namespace shogi {

int csaGameCount(const QString& text);
Result<ReadResult> readCsa(const QString& text, int gameIndex);

} // namespace shogi
