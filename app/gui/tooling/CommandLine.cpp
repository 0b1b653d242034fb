#include "gui/tooling/CommandLine.h"

#include "gui/LanguageManager.h"
#include "gui/Settings.h"

#include <QCommandLineParser>
#include <QRegularExpression>

std::optional<CommandLine> CommandLineParser::parse(const QStringList& arguments, QString* error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Shogi for the desktop."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Render the main window to the PNG file FILE and exit."),
                                        tr("FILE"));
    const QCommandLineOption sfen(QStringLiteral("sfen"),
                                  tr("Start from the position SFEN (with --screenshot)."), tr("SFEN"));
    const QCommandLineOption pieces(
        QStringLiteral("pieces"),
        tr("Piece style for this run (the preferences are not changed): kanji, kanji2 (two-character kanji), "
           "western or beginner."),
        tr("STYLE"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        tr("User interface language for this run (the preferences are not changed): en, es, it or ja."),
        tr("CODE"));
    const QCommandLineOption select(
        QStringLiteral("select"),
        tr("Select the piece on SQUARE (USI coordinates such as 7g) before rendering."), tr("SQUARE"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  tr("Window size for the screenshot, such as 1200x800."), tr("WxH"));
    const QCommandLineOption move(QStringLiteral("move"),
                                  tr("With a record: show the position after move N of its main line."),
                                  tr("N"));
    const QCommandLineOption flip(QStringLiteral("flip"),
                                  tr("With --screenshot: show the board from White's side."));
    const QCommandLineOption editor(QStringLiteral("editor"),
                                    tr("Show the position in the position editor (with --screenshot)."));
    const QCommandLineOption noSound(QStringLiteral("no-sound"), tr("Play no sounds in this run."));
    // Test options, not for users: hidden from --help.
    QCommandLineOption playMoves(QStringLiteral("play-moves"),
                                 QStringLiteral("Play USI moves: 7g7f{comment},3c3d."),
                                 QStringLiteral("MOVES"));
    QCommandLineOption printState(QStringLiteral("print-state"),
                                  QStringLiteral("Print the window's state as JSON."));
    QCommandLineOption quit(QStringLiteral("quit"),
                            QStringLiteral("Quit once started (with the options above)."));
    QCommandLineOption restoreAnswer(
        QStringLiteral("restore-answer"),
        QStringLiteral("Answer the restore question: restore, discard or later."), QStringLiteral("ANSWER"));
    for (QCommandLineOption* hidden : {&playMoves, &printState, &quit, &restoreAnswer})
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption analysis(
        QStringLiteral("analysis"),
        tr("With --screenshot: the analysis panel with Shogiban's engine showing N lines."), tr("N"));
    const QCommandLineOption analysisEngines(QStringLiteral("analysis-engines"),
                                             tr("With --analysis: more engines beside Shogiban's (programs, "
                                                "or installed engines' names) separated by commas."),
                                             tr("PROGRAMS"));
    const QCommandLineOption watch(QStringLiteral("watch"),
                                   tr("With --screenshot: the threat and mate watch on."));
    const QCommandLineOption analyseGame(
        QStringLiteral("analyse-game"),
        tr("With --screenshot: analyse the whole game first, MS milliseconds a move."), tr("MS"));
    const QCommandLineOption hint(QStringLiteral("hint"),
                                  tr("Ask the built-in engine for a hint and show it before rendering."));
    const QCommandLineOption dialog(
        QStringLiteral("dialog"),
        tr("Render a dialog instead of the window: newgame, restore (the question after a crash, about the "
           "game shown), or engines (engines:PROGRAM shows the first engine whose program name contains "
           "PROGRAM)."),
        tr("DIALOG"));
    const QCommandLineOption vsComputer(QStringLiteral("vs-computer"),
                                        tr("Play a game against the computer (White, level 3): Black's moves "
                                           "are MOVES, USI moves separated by "
                                           "commas, each answered by the computer before the next."),
                                        tr("MOVES"));
    const QCommandLineOption learn(QStringLiteral("learn"),
                                   tr("With --screenshot: the lessons' window at level LEVEL of stage STAGE "
                                      "(from 1), after the USI moves "
                                      "MOVES (separated by commas) are played there."),
                                   tr("STAGE:LEVEL[:MOVES]"));
    parser.addOptions({screenshot, sfen,    pieces,    lang,        select, size,         move,
                       flip,       editor,  analysis,  analyseGame, hint,   dialog,       vsComputer,
                       learn,      noSound, playMoves, printState,  quit,   restoreAnswer});
    parser.addOptions({analysisEngines, watch});
    parser.addPositionalArgument(
        tr("record"), tr("A game record to open: KIF, KI2, CSA, JKF, SFEN, USI or PSN."), tr("[record]"));
    parser.process(arguments);

    CommandLine cl;
    cl.screenshotFile = parser.value(screenshot);
    cl.sfen = parser.value(sfen);
    cl.pieces = parser.value(pieces);
    cl.language = parser.value(lang);
    cl.select = parser.value(select);
    cl.flipped = parser.isSet(flip);
    cl.editor = parser.isSet(editor);
    cl.noSound = parser.isSet(noSound);
    cl.playMoves = parser.value(playMoves);
    cl.printState = parser.isSet(printState);
    cl.quit = parser.isSet(quit);
    cl.restoreAnswer = parser.value(restoreAnswer);
    if (!cl.restoreAnswer.isEmpty() &&
        !QStringList{QStringLiteral("restore"), QStringLiteral("discard"), QStringLiteral("later")}.contains(
            cl.restoreAnswer)) {
        *error = QStringLiteral("--restore-answer: use restore, discard or later.");
        return std::nullopt;
    }
    cl.hint = parser.isSet(hint);
    cl.dialog = parser.value(dialog);
    cl.learn = parser.value(learn);
    if (parser.isSet(vsComputer))
        cl.vsComputer = parser.value(vsComputer).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!cl.dialog.isEmpty() && cl.dialog != QLatin1String("newgame") &&
        cl.dialog != QLatin1String("restore") && cl.dialog != QLatin1String("restore-nolock") &&
        cl.dialog != QLatin1String("engines") && !cl.dialog.startsWith(QLatin1String("engines:"))) {
        *error = tr("Unknown dialog “%1”: use newgame, restore or engines.").arg(cl.dialog);
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) cl.recordFile = parser.positionalArguments().constFirst();

    const QStringList styles = {QStringLiteral("kanji"), QStringLiteral("kanji2"), QStringLiteral("western"),
                                QStringLiteral("beginner")};
    if (!cl.pieces.isEmpty() && !styles.contains(cl.pieces)) {
        *error = tr("Unknown piece style “%1”: use kanji, kanji2, western or beginner.").arg(cl.pieces);
        return std::nullopt;
    }
    if (!cl.language.isEmpty() && !LanguageManager::supportedLanguages().contains(cl.language)) {
        *error = tr("Unknown language “%1”: use en, es, it or ja.").arg(cl.language);
        return std::nullopt;
    }
    if (parser.isSet(size)) {
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(parser.value(size));
        if (!m.hasMatch()) {
            *error = tr("Bad size “%1”: write it as WIDTHxHEIGHT, such as 1200x800.").arg(parser.value(size));
            return std::nullopt;
        }
        cl.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    if (parser.isSet(move)) {
        bool ok = false;
        cl.move = parser.value(move).toInt(&ok);
        if (!ok || cl.move < 0) {
            *error = tr("Bad move number “%1”: give the number of moves to play, such as 30.")
                         .arg(parser.value(move));
            return std::nullopt;
        }
    }
    if (parser.isSet(analysis)) {
        bool ok = false;
        cl.analysisLines = parser.value(analysis).toInt(&ok);
        if (!ok || cl.analysisLines < 1 || cl.analysisLines > 5) {
            *error = tr("Bad number of analysis lines “%1”: give 1 to 5.").arg(parser.value(analysis));
            return std::nullopt;
        }
    }
    cl.analysisEngines = parser.value(analysisEngines).split(QLatin1Char(','), Qt::SkipEmptyParts);
    cl.watch = parser.isSet(watch);
    if (parser.isSet(analyseGame)) {
        bool ok = false;
        cl.analyseGameMs = parser.value(analyseGame).toInt(&ok);
        if (!ok || cl.analyseGameMs < 1) {
            *error =
                tr("Bad time per move “%1”: give milliseconds, such as 200.").arg(parser.value(analyseGame));
            return std::nullopt;
        }
    }
    return cl;
}

void CommandLine::applyTo(Settings& settings) const {
    if (!language.isEmpty()) settings.overrideLanguage(language);
    if (pieces == QLatin1String("kanji")) settings.overridePieceStyle(PieceStyle::Kanji);
    if (pieces == QLatin1String("kanji2")) settings.overridePieceStyle(PieceStyle::KanjiTwoChar);
    if (pieces == QLatin1String("western")) settings.overridePieceStyle(PieceStyle::Western);
    if (pieces == QLatin1String("beginner")) settings.overridePieceStyle(PieceStyle::Beginner);
}
