// Shogiban: the desktop application. Everything but the start-up lives in shogiban_gui.
#include "CommandLine.h"
#include "LanguageManager.h"
#include "MainWindow.h"
#include "Screenshot.h"
#include "Settings.h"

#include <QApplication>
#include <QStatusBar>
#include <QTextStream>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Shogiban"));
    QApplication::setApplicationName(QStringLiteral("shogiban"));
    QApplication::setApplicationDisplayName(QStringLiteral("Shogiban"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

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

    MainWindow window(settings, languages);
    window.show();
    if (!options->recordFile.isEmpty())
        window.statusBar()->showMessage(
            QCoreApplication::translate("main", "Opening game records is not supported yet: %1").arg(options->recordFile));
    return app.exec();
}
