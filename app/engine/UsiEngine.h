#pragma once
// The USI front end of the built-in engine: reads commands line by line on the input thread and answers
// through one output (UsiOutput). Searches run on SearchThread's worker, so "stop", "ponderhit" and "isready"
// are answered while it thinks; every accepted "go" gets exactly one bestmove (or checkmate), also when it
// is stopped, replaced by another go, or the input ends. Malformed or illegal commands get an "info string"
// and change nothing. Options are a table (addSpin, addCheck, addCombo, addString): one entry declares an
// option for "usi" and checks and applies its "setoption".
#include "engine/SearchThread.h"
#include "engine/UsiOutput.h"
#include "book/EngineBook.h"

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace shogiban {

class UsiEngine {
public:
    explicit UsiEngine(std::ostream& out);

    // Handles one line; returns false after "quit" (any search stopped and answered).
    bool handle(std::string_view line);
    // The input has ended: a search that only "stop" could end is stopped, any other finishes; both answer.
    void endOfInput();

private:
    struct Option {
        std::string name;
        std::string declaration; // what follows the name in "option name ...", as "usi" lists it
        // Applies a value; returns what is wrong with it, empty when it was taken.
        std::function<std::string(const std::string& value)> set;
    };

    void addSpin(std::string name, int def, int min, int max, std::function<void(int)> apply);
    void addCheck(std::string name, bool def, std::function<void(bool)> apply);
    void addCombo(std::string name, std::string def, std::vector<std::string> vars,
                  std::function<void(const std::string&)> apply);
    void addString(std::string name, std::string def, std::function<std::string(const std::string&)> apply);
    void declareOptions();
    void setVariant(const std::string& value);

    void send(const std::string& line) { m_out.send(line); }
    void usi();
    void isready();
    void setOption(const std::vector<std::string_view>& words);
    void position(const std::vector<std::string_view>& words);
    void go(const std::vector<std::string_view>& words);
    void goMate(const std::vector<std::string_view>& words, std::size_t at);
    void applyHash();
    // A new game: the table and the history are cleared, unless no search has used them since.
    void newGame();
    static std::string infoLine(const shogi::engine::SearchInfo& info);
    void printBoard();

    UsiOutput m_out;
    std::vector<Option> m_options;
    SearchThread m_thread;
    shogi::VariantKind m_variant = shogi::VariantKind::Standard;
    shogi::Position m_start;
    std::vector<shogi::Move> m_moves;
    std::size_t m_hashMb = 64;
    bool m_hashDirty = false;
    bool m_ponderEnabled = false;
    bool m_searched = false;        // since the last newGame()
    shogi::book::EngineBook m_book; // the BookFile option: off by default
};

} // namespace shogiban
