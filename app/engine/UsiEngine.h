#pragma once
// The USI front end of the built-in engine: reads commands line by line, answers on the output stream, and
// runs each search (or mate search) on a worker thread so "stop", "ponderhit" and "isready" are answered
// while it thinks. Malformed or illegal commands get an "info string" and change nothing.
#include "book/EngineBook.h"
#include "engine/MateSolver.h"
#include "engine/Search.h"

#include <atomic>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace shogiban {

class UsiEngine {
public:
    explicit UsiEngine(std::ostream& out);
    ~UsiEngine();
    // Handles one line; returns false after "quit".
    bool handle(std::string_view line);
    // Waits for a running search to end (used at end of input).
    void finish();

private:
    void send(const std::string& line);
    void usi();
    void setOption(const std::vector<std::string_view>& words);
    void position(const std::vector<std::string_view>& words);
    void go(const std::vector<std::string_view>& words);
    void goMate(const std::vector<std::string_view>& words, std::size_t at);
    void stopThinking();
    // Whether a search is still running; a finished worker is joined here.
    bool thinking();
    void sendInfo(const shogi::engine::SearchInfo& info);
    void printBoard();

    std::ostream& m_out;
    std::mutex m_outMutex;
    shogi::engine::Search m_search;
    std::thread m_worker;
    std::atomic<bool> m_busy{false};
    shogi::VariantKind m_variant = shogi::VariantKind::Standard;
    shogi::Position m_start;
    std::vector<shogi::Move> m_moves;
    std::size_t m_hashMb = 64;
    bool m_hashDirty = false;
    bool m_ponderEnabled = false;
    shogi::book::EngineBook m_book; // the BookFile option: off by default
};

} // namespace shogiban
