#pragma once
// One engine the user can play or analyse with, as the engine manager keeps it: the program and how to run
// it, what the engine said about itself (id name, author, the options it declared) and the user's settings
// (only the options changed from the engine's defaults). Several entries may run the same program with
// other settings (a duplicate).
#include "rules/Variant.h"
#include "usi/EngineOption.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <utility>
#include <vector>

struct EngineEntry {
    QString id;          // stable key in the settings; "builtin" for Shogiban's own engine
    QString displayName; // what the user sees; the engine's id name unless the user renamed it
    QString program;     // absolute path
    QStringList arguments;
    QStringList environment;          // NAME=value pairs the engine needs (gpsusi: GPSSHOGI_HOME)
    QString engineName, engineAuthor; // its "id name" and "id author"
    std::vector<shogi::usi::EngineOption> options;
    QMap<QString, QString> values; // option name -> the user's value, only where it differs from the default

    bool isBuiltin() const { return id == builtinId(); }
    static QString builtinId() { return QStringLiteral("builtin"); }

    const shogi::usi::EngineOption* findOption(const QString& name) const;
    // The user's value, else the engine's default; empty for an unknown option.
    QString value(const QString& name) const;
    // Keeps `value` when it differs from the default (else forgets the user's value). False, with the
    // reason, when the option is unknown or the value does not suit it.
    bool setValue(const QString& name, const QString& value, QString* error = nullptr);

    // The boards it can play: every board its USI_Variant or UCI_Variant combo names (Shogiban's engine:
    // all three; Fairy-Stockfish: those among its many variants), else the standard board only.
    std::vector<shogi::VariantKind> variants() const;
    bool canPlay(shogi::VariantKind kind) const;
    // The setoption that selects `kind` (Fairy-Stockfish: UCI_Variant minishogi), none when no option is
    // needed or possible.
    std::optional<std::pair<std::string, std::string>> variantOption(shogi::VariantKind kind) const;
    // Every setoption to send before a game on `kind`: the user's values, then the board's (which overrides
    // a stored variant value: the game's board is what it must play). Buttons are not pressed by a stored value.
    std::vector<std::pair<std::string, std::string>> startOptions(shogi::VariantKind kind) const;
    // The same for an analysis, with the engine's own book off (usi::bookOffOptions): every position evaluated.
    std::vector<std::pair<std::string, std::string>> analysisOptions(shogi::VariantKind kind) const;
};

// An option as the USI line that declares it, so the catalog can store options in the engine's own words
// and read them back with the core's parser.
std::string optionLine(const shogi::usi::EngineOption& option);
