#pragma once
// Game records on disk. Opening reads the bytes with the core's detection (encoding and format from the
// content, the extension only a hint); a CSA file may hold several games. Saving writes every format the
// core writes, chosen by the file's extension or the dialog's filter, atomically (QSaveFile): a failed save
// leaves the old file as it was.
#include "formats/RecordFormat.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

// KIF and KI2 come as UTF-8 (.kifu, .ki2u) or Shift_JIS (.kif, .ki2) for the old Windows tools. A .kif or
// .ki2 that Shift_JIS cannot hold (a name with an accent) may be written in UTF-8, its first line saying so
// ("#KIF version=2.0 encoding=UTF-8"), as 81Dojo does: KifUtf8InKif and Ki2Utf8InKi2, offered when Shift_JIS
// fails rather than as filters of their own.
enum class SaveFormat {
    KifUtf8,
    KifShiftJis,
    Ki2Utf8,
    Ki2ShiftJis,
    Csa,
    Jkf,
    Sfen,
    Usi,
    Psn,
    KifUtf8InKif,
    Ki2Utf8InKi2
};

class RecordFile {
    Q_DECLARE_TR_FUNCTIONS(RecordFile)
public:
    // For QFileDialog: every readable record first, then one filter per format.
    static QString openFilters();
    static QList<SaveFormat> saveFormats();       // the dialog's filters: all but the UTF-8 .kif and .ki2
    static QString saveFilter(SaveFormat format); // "KIF, UTF-8 (*.kifu)"
    static QString suffix(SaveFormat format);     // "kifu"
    static std::optional<SaveFormat> formatForPath(const QString& path);
    // The format to save `path` in: its extension's (`format` itself when its suffix is the path's, so a
    // .kif stays UTF-8 once saved so), else `format`'s with that suffix added to the path.
    static SaveFormat resolve(QString& path, SaveFormat format);

    // How many games the file holds (CSA files can hold several); 1 for every other format.
    static int gameCount(const QByteArray& bytes, const QString& path);
    // A short description of game `index` of a CSA file, for choosing: "Habu – Moriuchi, 2024/05/16".
    static QString gameLabel(const QByteArray& bytes, int index);
    // Reads game `index` (0 for all but multi-game CSA files).
    static shogi::Result<shogi::ReadResult> read(const QByteArray& bytes, const QString& path, int index = 0);

    static shogi::Result<QByteArray> encode(const shogi::GameRecord& record, SaveFormat format);
    struct Saved {
        QString error;        // empty on success, else what went wrong, for the user
        bool complete = true; // reading the file back gives every variation and comment of the record
        // When Shift_JIS could not hold the record: the UTF-8 format to offer for the same file.
        std::optional<SaveFormat> utf8Instead;
    };
    static Saved write(const shogi::GameRecord& record, SaveFormat format, const QString& path);
};
