#pragma once
// The last lines of an engine's output, for error messages: when an engine dies, what it said last is
// usually the reason (an assertion, a missing evaluation file).
#include <cstddef>
#include <deque>
#include <string>
#include <vector>

namespace shogi::usi {

class RecentLines {
public:
    explicit RecentLines(std::size_t capacity = 20) : m_capacity(capacity) {}
    void add(std::string line) {
        m_lines.push_back(std::move(line));
        if (m_lines.size() > m_capacity) m_lines.pop_front();
    }
    std::vector<std::string> lines() const { return {m_lines.begin(), m_lines.end()}; }
    void clear() { m_lines.clear(); }

private:
    std::size_t m_capacity;
    std::deque<std::string> m_lines;
};

} // namespace shogi::usi
