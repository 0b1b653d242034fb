#pragma once
// What a window holds, as the autosave keeps it: the record (exactly, see RecordJson), where the game and the
// view are in it, the setup with who plays which side, each side's clock as of the last move, and the file
// the record came from with its unsaved-changes state. One JSON document; `format` versions it.
#include "game/GameSetup.h"
#include "record/GameRecord.h"
#include "rules/Result.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <array>
#include <vector>

class FileActions;
class GameController;

struct SessionSnapshot {
    GameSetup setup;
    shogi::GameRecord record;
    std::vector<int> playPath;    // the node where the next move of the game is played (RecordJson::pathOf)
    std::vector<int> currentPath; // the node shown
    bool played = false;          // a game played here, with players; else a record under review
    bool live = false;            // the game goes on: its clock runs and its players are asked
    std::array<std::int64_t, 2> clockMainMs{}; // Black's and White's main time left as of the last move
    bool modified = false;
    QString filePath; // the record's file, empty when it has none
    bool pasted = false;
    QDateTime savedAt;

    // What the window shows now, as JSON (the record written straight from the controller's, not copied).
    static QByteArray write(const GameController& controller, const FileActions& files);
    static shogi::Result<SessionSnapshot> read(const QByteArray& bytes);

    // Nothing worth offering back: a game not begun, an unchanged record without a file.
    bool isEmpty() const;
    // Moves from the start to the play node: the game's length as the player knows it.
    int moveCount() const;
};
