// Shogiban: the desktop application. Everything but the start-up lives in shogiban_gui.
#include "gui/Autosave.h"
#include "gui/AutosaveRecovery.h"
#include "gui/tooling/CommandLine.h"
#include "gui/JapaneseFont.h"
#include "gui/LanguageManager.h"
#include "gui/LearnActions.h"
#include "gui/MainWindow.h"
#include "gui/tooling/Screenshot.h"
#include "gui/tooling/ScriptedSession.h"
#include "gui/Settings.h"
#include "gui/SoundBoard.h"
#include "gui/SoundCues.h"
#include "gui/tooling/StartupProbe.h"

#include <QApplication>
#include <QTimer>
#include <QStatusBar>
#include <QTextStream>

namespace {

// The restore question, or the answer --restore-answer gives for tests.
AutosaveRecovery::Ask recoveryQuestion(const CommandLine& options, QWidget* window) {
    using Answer = AutosaveRecovery::Answer;
    if (options.restoreAnswer == QLatin1String("restore")) return AutosaveRecovery::always(Answer::Restore);
    if (options.restoreAnswer == QLatin1String("discard")) return AutosaveRecovery::always(Answer::Discard);
    if (options.restoreAnswer == QLatin1String("later")) return AutosaveRecovery::always(Answer::Later);
    return AutosaveRecovery::dialog(window);
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Shogiban"));
    QApplication::setApplicationName(QStringLiteral("shogiban"));
    QApplication::setApplicationDisplayName(QStringLiteral("Shogiban"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // Wayland's app id: the desktop matches the window to packaging/io.github.shogiban.Shogiban.desktop
    // (its icon and name in the dock) only when they agree.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.shogiban.Shogiban"));
    JapaneseFont::ensureAvailable();

    Settings settings;
    LanguageManager languages;
    languages.apply(settings.language()); // before parsing, so --help speaks the user's language

    QTextStream errors(stderr);
    QString error;
    const std::optional<CommandLine> options = CommandLineParser::parse(QApplication::arguments(), &error);
    if (!options) {
        errors << error << Qt::endl;
        return 2;
    }
    if (options->screenshot()) return Screenshot::take(*options, languages, errors);
    options->applyTo(settings);

    MainWindow window(settings, languages);
    if (StartupProbe::requested()) StartupProbe::watch(&window);
    window.show();
    // Silent in tests: --screenshot has returned above, GUI tests never run main(), process tests pass --no-sound.
    if (!options->noSound) {
        auto* sounds = new SoundBoard(&window);
        auto* cues = new SoundCues(
            window.controller(), [sounds](Sound s) { sounds->play(s); }, &window);
        cues->setEnabled(settings.soundEnabled());
        QObject::connect(&settings, &Settings::changed, cues,
                         [cues, &settings] { cues->setEnabled(settings.soundEnabled()); });
    }
    Autosave autosave(window.controller(), window.files(), Autosave::defaultDir());
    QObject::connect(&autosave, &Autosave::failed, window.statusBar(),
                     [&window](const QString& message) { window.statusBar()->showMessage(message); });
    if (!options->recordFile.isEmpty()) {
        window.files().openFile(options->recordFile);
        if (options->move >= 0) window.review().goToMove(options->move);
    } else { // with a file to open, what a crash left waits for a start without one
        AutosaveRecovery::run(window, autosave, recoveryQuestion(*options, &window));
    }
    const bool scripted = !options->playMoves.isEmpty() || options->printState || options->quit;
    // A first start with nothing else asked: the lessons are offered (once), after the window has shown.
    if (options->recordFile.isEmpty() && !scripted && options->restoreAnswer.isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.learn().offerAtFirstStart(); });
    if (scripted)
        ScriptedSession::start(window, &autosave, options->playMoves, options->printState, options->quit);
    const int code = app.exec();
    autosave.clear(); // a clean quit: the window closed after asking about unsaved changes
    return code;
}
