#pragma once
// A book from a folder of game records, for shogiban-cli book and the window's Make Book: every record
// file found (any format the readers know, encodings detected as when opening a file), each game's main
// line up to N plies counted by BookBuilder.
#include "book/BookBuilder.h"

#include <QStringList>

#include <functional>

namespace shogi::book {

// The record files among `paths`, folders searched with their subfolders, in a stable (sorted) order.
QStringList recordFilesIn(const QStringList& paths);

struct RecordsBook {
    std::vector<BookEntry> entries;
    int games = 0;        // records that gave at least one book move
    QStringList problems; // "file: why" for files skipped (unreadable, another board)
};

// `progress(done, total)` after each file; returning false stops early (the book holds what was read).
RecordsBook bookFromRecords(const QStringList& files, int plies,
                            const std::function<bool(int, int)>& progress = {});

} // namespace shogi::book
