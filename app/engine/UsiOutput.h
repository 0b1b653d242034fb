#pragma once
// The engine's one way to its output stream. Every line (the input thread's answers, the worker's info and
// bestmove) is written whole and flushed under one lock, so lines never interleave and nothing else touches
// the stream: main() unties the input from it, or reading a command would flush it outside the lock.
#include <iosfwd>
#include <mutex>
#include <string_view>

namespace shogiban {

class UsiOutput {
public:
    explicit UsiOutput(std::ostream& out) : m_out(out) {}
    void send(std::string_view line);

private:
    std::ostream& m_out;
    std::mutex m_mutex;
};

} // namespace shogiban
