#pragma once
// One engine of a match in one game slot: its process (restarted after a crash or a kill), its options and
// the board it must be told about, and the USI steps around a game.
#include "match/MatchSettings.h"
#include "usi/Commands.h"
#include "usi/EngineSession.h"

#include <string>

namespace shogi::match {

class MatchEngine {
public:
    MatchEngine(const EngineSpec& spec, VariantKind variant, const MatchTimeouts& timeouts);

    // Starts the process unless it runs, sets the options (the user's, then the variant's) and waits for
    // readyok. False with error() when the engine cannot start, lacks an option, refuses a value or cannot
    // play the board.
    bool ensureStarted();
    // Before each game: restarts if need be, isready/readyok, usinewgame.
    bool startGame();
    // "gameover win|lose|draw" from this engine's view, when it is still there to hear it.
    void endGame(usi::GameOver result);

    usi::EngineSession& session() { return m_session; }
    const EngineSpec& spec() const { return m_spec; }
    const std::string& error() const { return m_error; }
    // The name to show: set by setName, else the user's, else the engine's "id name", else the file name.
    std::string name() const;
    void setName(std::string name) { m_name = std::move(name); }

private:
    bool fail(std::string text);
    bool setOptions();

    EngineSpec m_spec;
    VariantKind m_variant;
    MatchTimeouts m_timeouts;
    usi::EngineSession m_session;
    std::string m_error;
    std::string m_name;
};

} // namespace shogi::match
