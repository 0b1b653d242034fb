#pragma once
// Japanese text (the ja UI, players' names, KIF comments) must not turn into boxes on a machine without a
// Japanese font: in that case the bundled cut of Noto Sans CJK JP becomes the application font's fallback.
namespace JapaneseFont {

// Returns true when the bundled font had to be registered.
bool ensureAvailable();

} // namespace JapaneseFont
