#pragma once
// The last lines of an engine's output, for error messages: when an engine dies, what it said last is
// usually the reason (an assertion, a missing evaluation file). An error message quotes a few hundred bytes
// at most, however much the engine wrote: long lines are cut, and the oldest lines go when the total would
// pass the limit.
#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace shogi::usi {

class RecentLines {
public:
    static constexpr std::size_t MaxLineBytes = 160;
    static constexpr std::size_t MaxTotalBytes = 640;

    explicit RecentLines(std::size_t capacity = 20) : m_capacity(capacity) {}
    void add(std::string line) {
        if (line.size() > MaxLineBytes) {
            std::size_t cut = MaxLineBytes;
            while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80)
                --cut; // not inside a UTF-8 character
            line.resize(cut);
            line += "…";
        }
        m_bytes += line.size();
        m_lines.push_back(std::move(line));
        while (m_lines.size() > m_capacity || (m_bytes > MaxTotalBytes && m_lines.size() > 1)) {
            m_bytes -= m_lines.front().size();
            m_lines.pop_front();
        }
    }
    std::vector<std::string> lines() const { return {m_lines.begin(), m_lines.end()}; }
    void clear() {
        m_lines.clear();
        m_bytes = 0;
    }

private:
    std::size_t m_capacity;
    std::size_t m_bytes = 0;
    std::deque<std::string> m_lines;
};

} // namespace shogi::usi
