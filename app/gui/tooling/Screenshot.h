#pragma once
// --screenshot: the main window in a given state (position or record and move, piece style, language,
// selection, size) rendered to a PNG, for the README, the docs and tests. Uses default settings in a scratch
// file, never the user's.
#include "gui/tooling/CommandLine.h"

#include <QTextStream>

class LanguageManager;

class Screenshot {
    Q_DECLARE_TR_FUNCTIONS(Screenshot)
public:
    // Returns the process exit code: 0 on success; errors are written to `errors`.
    static int take(const CommandLine& request, LanguageManager& languages, QTextStream& errors);
};
