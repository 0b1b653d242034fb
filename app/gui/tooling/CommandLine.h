#pragma once
// shogiban [--screenshot FILE.png [--sfen SFEN] [--pieces STYLE] [--lang CODE] [--select SQUARE] [--size WxH]
//          [--move N] [--flip] [--editor] [--analysis N] [--analyse-game MS] [--hint] [--vs-computer MOVES]
//          [--dialog newgame|engines[:PROGRAM]] [--learn STAGE:LEVEL[:MOVES]]] [--no-sound] [RECORD]
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

class Settings;

struct CommandLine {
    QString screenshotFile; // non-empty: render the window to this PNG and exit
    QString sfen;
    QString pieces;   // "kanji", "kanji2", "western", "beginner"; empty keeps the default
    QString language; // "en", "es", "it", "ja"; empty keeps the user's choice
    QString select;   // a USI square such as "7g"
    QSize size;
    QString recordFile;   // a game record to open (with --screenshot too)
    int move = -1;        // with a record: show the position after this many moves of its main line
    bool flipped = false; // with --screenshot: the board seen from White's side
    bool editor = false;  // the position in the position editor
    bool noSound = false;
    // For tests that drive the real process (see ScriptedSession and AutosaveRecovery):
    QString playMoves; // "7g7f{comment},3c3d"
    bool printState = false;
    bool quit = false;
    QString restoreAnswer; // "restore", "discard" or "later": the answer to the restore question
    int analysisLines =
        0; // with --screenshot: the analysis panel open, Shogiban's engine showing this many lines
    int analyseGameMs = 0;  // with --screenshot: the whole game analysed first, this long per position
    bool hint = false;      // ask for a hint and show it before rendering
    QStringList vsComputer; // USI moves Black plays against the computer (White) before rendering
    QString dialog; // render this dialog instead of the window: "newgame", "engines" or "engines:PROGRAM"
    QString learn;  // render the lessons' window at "STAGE:LEVEL[:MOVES]" instead

    QStringList analysisEngines; // with --analysis: the programs of more engines beside Shogiban's
    bool watch = false;          // with --screenshot: the threat and mate watch on

    bool screenshot() const { return !screenshotFile.isEmpty(); }
    // --lang and --pieces, for this run: the saved preferences are not changed.
    void applyTo(Settings& settings) const;
};

class CommandLineParser {
    Q_DECLARE_TR_FUNCTIONS(CommandLineParser)
public:
    // Prints --help or --version and exits the process as QCommandLineParser does; otherwise returns the
    // options, or nothing with the reason in *error.
    static std::optional<CommandLine> parse(const QStringList& arguments, QString* error);
};
