// Shogiban: the desktop application. Everything but the start-up lives in shogiban_gui.
#include "CommandLine.h"
#include "JapaneseFont.h"
#include "LanguageManager.h"
#include "MainWindow.h"
#include "Screenshot.h"
#include "Settings.h"
#include "StartupProbe.h"

#include <QApplication>
#include <QTextStream>

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
    if (!options->recordFile.isEmpty()) {
        window.files().openFile(options->recordFile);
        if (options->move >= 0) window.review().goToMove(options->move);
    }
    return app.exec();
}
