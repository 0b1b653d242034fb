#include "gui/tooling/Screenshot.h"

#include "analysis/AnalysisActions.h"
#include "analysis/AnalysisPanel.h"
#include "gui/AutosaveRecovery.h"
#include "board/BoardView.h"
#include "editor/EditorSession.h"
#include "play/EngineCatalog.h"
#include "play/EngineManagerDialog.h"
#include "play/Hint.h"
#include "gui/LanguageManager.h"
#include "gui/LearnActions.h"
#include "learn/LessonWindow.h"
#include "gui/MainWindow.h"
#include "gui/NewGameDialog.h"
#include "gui/Settings.h"
#include "rules/Usi.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QMessageBox>
#include <QPixmap>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

namespace {

// "7g" -> the square, if it lies on the board.
std::optional<shogi::Square> parseSquare(const QString& text, const shogi::Variant& variant) {
    if (text.size() != 2 || !text[0].isDigit() || text[1] < QLatin1Char('a') || text[1] > QLatin1Char('i'))
        return std::nullopt;
    const int file = text[0].digitValue() - 1;
    const int rank = text[1].unicode() - 'a';
    if (!variant.contains(file, rank)) return std::nullopt;
    return shogi::makeSquare(file, rank);
}

// Asks for a hint and waits for it (a second of search) before the window is rendered.
bool showHint(MainWindow& window) {
    QAction* action = window.hint().action();
    if (!action->isEnabled()) return false;
    QEventLoop loop;
    QObject::connect(&window.hint(), &Hint::shown, &loop, &QEventLoop::quit);
    action->trigger();
    QTimer::singleShot(Hint::SearchMs * 10, &loop, &QEventLoop::quit);
    loop.exec();
    return !window.hint().shownMove().isNone();
}

// Waits until `done` holds, the events flowing meanwhile; false after `timeoutMs`.
template <class Condition> bool waitFor(Condition done, int timeoutMs) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(50, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

// A game against the computer as White: each of Black's `moves`, then the computer's answer. The reason
// when a move is not legal there or the computer did not answer.
QString playAgainstComputer(MainWindow& window, const QString& sfen, const QStringList& moves) {
    GameSetup setup;
    setup.startSfen = sfen;
    setup.player(shogi::Color::White) = PlayerSpec::builtin(3);
    QString why;
    if (!window.startGame(setup, &why)) return why;
    GameController& game = window.controller();
    for (const QString& text : moves) {
        if (!waitFor([&] { return game.humanToMove() || game.isOver(); }, 30000) || game.isOver())
            return Screenshot::tr("The computer did not answer.");
        const auto move = shogi::usi::parseMove(text.toStdString(), game.game().position().variant());
        const std::size_t before = game.game().moves().size();
        if (move) emit window.board().moveRequested(*move);
        if (game.game().moves().size() == before) return Screenshot::tr("Bad move “%1”.").arg(text);
    }
    waitFor([&] { return game.humanToMove() || game.isOver(); }, 30000);
    return {};
}

// The dialog `name` names, as the user would open it from `window`, rendered instead of the window.
QPixmap grabDialog(MainWindow& window, const QString& name, const QSize& size) {
    static const UserPrompts prompts = UserPrompts::dialogs();
    EngineCatalog& engines = window.engines();
    if (engines.isBusy()) { // the first use reads the installed engines
        QEventLoop loop;
        QObject::connect(&engines, &EngineCatalog::detectionFinished, &loop, &QEventLoop::quit);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    std::unique_ptr<QDialog> dialog;
    if (name.startsWith(QLatin1String("restore"))) { // as a crash would leave the game on the board
        auto snapshot = SessionSnapshot::read(SessionSnapshot::write(window.controller(), window.files()));
        snapshot->savedAt = QDateTime::currentDateTime();
        // "restore-nolock": as on a full disk, where its lock cannot be taken.
        dialog = AutosaveRecovery::question(*snapshot, &window, name != QLatin1String("restore-nolock"));
    } else if (name == QLatin1String("newgame")) {
        dialog = std::make_unique<NewGameDialog>(NewGameDialog::firstSetup(), &engines, &prompts, &window);
    } else {
        auto manager = std::make_unique<EngineManagerDialog>(engines, prompts, &window);
        const QString program = name.section(QLatin1Char(':'), 1);
        for (const EngineEntry& e : engines.entries())
            if (!program.isEmpty() && QFileInfo(e.program).fileName().contains(program)) {
                manager->selectEngine(e.id);
                break;
            }
        dialog = std::move(manager);
    }
    if (size.isValid()) dialog->resize(size);
    dialog->show();
    QApplication::processEvents();
    return dialog->grab();
}

// The whole game analysed by Shogiban's engine, as Record → Analyse Whole Game does.
bool analyseGame(MainWindow& window, int ms) {
    auto* actions = window.findChild<AnalysisActions*>();
    EngineEntry engine;
    engine.id = EngineEntry::builtinId();
    engine.displayName = QStringLiteral("Shogiban");
    engine.program = EngineCatalog::builtinProgram();
    bool finished = false;
    QObject::connect(actions, &AnalysisActions::analysisFinished, &window, [&finished] { finished = true; });
    actions->analyseGame(engine, ms);
    waitFor([&finished] { return finished; }, 600000);
    return finished && actions->summary().contains(QLatin1Char('\n'));
}

// The analysis panel open on the position shown, with its lines and arrows: Shogiban's engine and the
// engines of `programs` beside it (an installed engine's name, or a program added to the catalog of this
// run); what went wrong otherwise.
QString showAnalysis(MainWindow& window, int lines, const QStringList& programs) {
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    dock->show();
    dock->raise();
    auto* panel = window.findChild<AnalysisPanel*>();
    EngineCatalog& catalog = window.engines();
    for (const QString& program : programs) {
        waitFor([&catalog] { return !catalog.isBusy(); }, 30000);
        QString id;
        for (const EngineEntry& entry : catalog.entries())
            if (entry.program == program || entry.displayName == program || entry.id == program)
                id = entry.id; // installed already
        if (id.isEmpty()) {
            if (QStandardPaths::findExecutable(program).isEmpty() && !QFileInfo(program).isExecutable())
                return Screenshot::tr("No engine “%1”: give an installed engine's name or a program, such as "
                                      "/usr/games/fairy-stockfish.")
                    .arg(program);
            const auto connection = QObject::connect(&catalog, &EngineCatalog::added, &window,
                                                     [&id](const QString& added) { id = added; });
            catalog.add(program);
            waitFor([&id, &catalog] { return !id.isEmpty() && !catalog.isBusy(); }, 30000);
            QObject::disconnect(connection);
        }
        if (id.isEmpty() || panel->addEngine(id) < 0)
            return Screenshot::tr("The engine “%1” could not be added to the analysis.").arg(program);
    }
    panel->setMultiPv(lines);
    panel->start();
    waitFor(
        [panel, lines] {
            for (int c = 0; c < panel->engineCount(); ++c)
                if (int(panel->analysis(c).lines().size()) < lines) return false;
            return true;
        },
        20000);
    waitFor([] { return false; }, 1500); // a few more iterations; it goes on until the window closes
    return {};
}

// The threat and mate watch on, its findings in.
void showWatch(MainWindow& window) {
    auto* panel = window.findChild<AnalysisPanel*>();
    panel->watchAction()->setChecked(true);
    window.findChild<QDockWidget*>(QStringLiteral("analysisDock"))->show();
    waitFor([panel] { return panel->watch().report() && panel->watch().report()->done; }, 20000);
    for (shogi::Color side : {shogi::Color::Black, shogi::Color::White})
        panel->toggleMateLine(side);    // a mate's line shown, as after a click
    waitFor([] { return false; }, 300); // laid out again for the texts that came last
}

// The lessons' window at "STAGE:LEVEL[:MOVES]", the moves played there; a null picture (and the reason)
// when the level or a move is not right.
QPixmap grabLesson(MainWindow& window, const Settings& settings, const CommandLine& request, QString* why) {
    const QStringList parts = request.learn.split(QLatin1Char(':'));
    bool stageOk = false, levelOk = false;
    const int stage = parts.value(0).toInt(&stageOk) - 1;
    const int level = parts.value(1).toInt(&levelOk) - 1;
    LessonWindow* lessons = window.learn().lessonWindow();
    if (!stageOk || !levelOk || stage < 0 || stage >= lessons->stageCount() || level < 0 ||
        level >= lessons->levelCount(stage)) {
        *why = Screenshot::tr("No lesson “%1”: use STAGE:LEVEL, such as 1:2.").arg(request.learn);
        return {};
    }
    lessons->setAnimated(false);
    if (!request.pieces.isEmpty()) lessons->setPieceStyle(settings.pieceStyle());
    lessons->openLevel(stage, level);
    for (const QString& text : parts.value(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto move = shogi::usi::parseMove(text.toStdString(), lessons->board().position().variant());
        if (!move) {
            *why = Screenshot::tr("Bad move “%1”.").arg(text);
            return {};
        }
        lessons->playMove(*move);
    }
    lessons->resize(request.size.isValid() ? request.size : QSize(1240, 760));
    lessons->show();
    QApplication::processEvents();
    if (!request.select.isEmpty()) {
        const auto square = parseSquare(request.select, lessons->board().position().variant());
        if (square) lessons->board().selectSquare(*square);
        QApplication::processEvents();
    }
    return lessons->grab();
}

} // namespace

int Screenshot::take(const CommandLine& request, LanguageManager& languages, QTextStream& errors) {
    QTemporaryDir scratch;
    Settings settings(QDir(scratch.path()).filePath(QStringLiteral("screenshot.ini")));
    settings.setLanguage(languages.current()); // the user's, unless --lang says otherwise
    request.applyTo(settings);
    settings.setBoardFlipped(request.flipped); // the scratch settings: the user's flip is not changed
    languages.apply(settings.language());

    MainWindow window(settings, languages);
    // Nobody is there to answer: a question or an error ends the run with its text.
    QString failure;
    UserPrompts prompts = UserPrompts::dialogs();
    prompts.ask = [&failure](QMessageBox& box) {
        failure = (box.text() + QLatin1Char(' ') + box.informativeText()).trimmed();
        return nullptr;
    };
    prompts.choose = [](QWidget*, const QString&, const QString&, const QStringList&) {
        return 0;
    }; // the first game
    window.setPrompts(prompts);
    if (!request.recordFile.isEmpty()) {
        if (!window.files().openFile(request.recordFile)) {
            errors << failure << Qt::endl;
            return 2;
        }
        if (request.analyseGameMs > 0 && !analyseGame(window, request.analyseGameMs)) {
            errors << tr("The analysis of the game failed.") << Qt::endl;
            return 2;
        }
        if (request.move >= 0) window.review().goToMove(request.move);
    }
    if (!request.sfen.isEmpty()) {
        GameSetup setup;
        setup.startSfen = request.sfen;
        QString why;
        // A position to analyse is opened as a record to review: during a game the analysis waits.
        shogi::Position position;
        const bool review = request.analysisLines > 0 || request.watch;
        const bool opened = review
                                ? setup.startPosition(position, &why) && window.files().openPosition(position)
                                : window.startGame(setup, &why);
        if (!opened) {
            errors << tr("Bad SFEN: %1").arg(why) << Qt::endl;
            return 2;
        }
    }
    if (request.editor) window.editor().enter();
    if (!request.vsComputer.isEmpty()) {
        const QString why = playAgainstComputer(window, request.sfen, request.vsComputer);
        if (!why.isEmpty()) {
            errors << why << Qt::endl;
            return 2;
        }
    }
    if (!request.learn.isEmpty()) {
        QString why;
        const QPixmap lesson = grabLesson(window, settings, request, &why);
        if (lesson.isNull() || !lesson.save(request.screenshotFile, "PNG")) {
            errors << (why.isEmpty() ? tr("Could not write %1").arg(request.screenshotFile) : why)
                   << Qt::endl;
            return lesson.isNull() ? 2 : 1;
        }
        return 0;
    }
    window.resize(request.size.isValid() ? request.size : QSize(1180, 800));
    window.show();
    QApplication::processEvents();
    if (!request.select.isEmpty()) {
        const auto square = parseSquare(request.select, window.controller().game().position().variant());
        if (!square) {
            errors << tr("Bad square “%1”: use USI coordinates such as 7g.").arg(request.select) << Qt::endl;
            return 2;
        }
        window.board().selectSquare(*square);
    }
    if (request.hint && !showHint(window)) {
        errors << tr("No hint: nobody may move in this position.") << Qt::endl;
        return 2;
    }
    QApplication::processEvents();
    if (request.analysisLines > 0) {
        const QString why = showAnalysis(window, request.analysisLines, request.analysisEngines);
        if (!why.isEmpty()) {
            errors << why << Qt::endl;
            return 2;
        }
    }
    if (request.watch) showWatch(window);
    const QPixmap picture =
        request.dialog.isEmpty()
            ? window.grab()
            : grabDialog(window, request.dialog, request.size.isValid() ? request.size : QSize());
    if (!picture.save(request.screenshotFile, "PNG")) {
        errors << tr("Could not write %1").arg(request.screenshotFile) << Qt::endl;
        return 1;
    }
    return 0;
}
