#pragma once
// Turns the bytes an engine writes into text lines: split at '\n' (a '\r' before it dropped), kept whole
// across reads, decoded as UTF-8 or, line by line, as Shift_JIS (older Japanese engines write their names
// and info strings in it). Shared by the blocking session and any QIODevice-driven engine.
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace shogi::usi {

// One line's bytes as UTF-8: unchanged when they are UTF-8, else read as Shift_JIS (CP932).
std::string decodeLine(std::string_view bytes);

class LineReader {
public:
    // A longer line is cut there and the rest of it, up to its newline, dropped unread: an engine spewing
    // bytes without newlines can neither grow the buffer without end nor make its reader parse megabytes.
    // The cut line is handed on as soon as it is full, not when its newline comes.
    static constexpr std::size_t MaxLineBytes = 64 * 1024;

    void feed(std::string_view bytes);
    bool hasLine() const { return !m_lines.empty(); }
    std::optional<std::string> takeLine(); // decoded; nullopt when no whole line is there yet
    // What is left after the stream ended without a final newline, as a line (nullopt when nothing).
    std::optional<std::string> takeRest();

    // Bytes dropped from overlong lines so far.
    std::size_t droppedBytes() const { return m_dropped; }

private:
    std::string m_partial;
    bool m_dropping = false; // inside an overlong line, after its first MaxLineBytes
    std::size_t m_dropped = 0;
    std::deque<std::string> m_lines; // raw bytes, decoded when taken
};

} // namespace shogi::usi
