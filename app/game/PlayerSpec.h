#pragma once
// Who plays one side of a game, as the new-game dialog chooses it and the settings remember it: a person at
// this screen, Shogiban's own engine at a level, or an engine from the user's catalog (EngineCatalog).
#include <QString>

struct PlayerSpec {
    enum class Kind { Human, Builtin, Engine };
    static constexpr int MinLevel = 1;
    static constexpr int MaxLevel = 10;
    static constexpr int DefaultMoveTimeMs = 2000;

    Kind kind = Kind::Human;
    int level = 3;      // Builtin: Shogiban's Level option, MinLevel (weakest) to MaxLevel (full strength)
    QString engineId;   // Engine: the EngineCatalog entry's id
    int moveTimeMs = 0; // an engine in a game without a clock: its time per move (0: DefaultMoveTimeMs)

    static PlayerSpec human() { return {}; }
    static PlayerSpec builtin(int level) { return {Kind::Builtin, level, {}, 0}; }
    static PlayerSpec engine(const QString& id) { return {Kind::Engine, 3, id, 0}; }
    bool isHuman() const { return kind == Kind::Human; }
    // The word the settings and the autosave store for a kind; an unknown word reads as a person.
    static QString kindWord(Kind k) {
        return k == Kind::Builtin  ? QStringLiteral("builtin")
               : k == Kind::Engine ? QStringLiteral("engine")
                                   : QStringLiteral("human");
    }
    static Kind kindFromWord(const QString& word) {
        return word == QLatin1String("builtin")  ? Kind::Builtin
               : word == QLatin1String("engine") ? Kind::Engine
                                                 : Kind::Human;
    }
    bool operator==(const PlayerSpec&) const = default;
};
