#pragma once
// Command-line options for tests that drive the real application process (the autosave's kill test):
// --play-moves plays USI moves through the board's signal, as clicks would, with an optional comment after
// each ("7g7f{a plan},3c3d"), each once the person is to move (a program's answer comes between); --print-state prints the window's state (the autosave's JSON) on one line of
// standard output once the moves are played and autosaved; --quit then ends the event loop, as a clean quit.
#include <QString>

class Autosave;
class MainWindow;

namespace ScriptedSession {

// Runs from the event loop; a move that does not parse is reported on standard error and skipped.
void start(MainWindow& window, Autosave* autosave, const QString& moves, bool printState, bool quit);

} // namespace ScriptedSession
